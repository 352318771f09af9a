/**
 * The offline physics and chemistry solvers of the embedded tutor, and the two chemistry tools the LLM may call.
 */
export { solvePhysics } from './physics/solvePhysics';
export { solveChemistry } from './chemistry/solveChemistry';
export { molarMass, type MolarMass, type MolarMassBreakdown } from './chemistry/molarMass';
export { balanceEquation, type BalancedEquation } from './chemistry/balance';
