/**
 * The offline solvers offered to the LLM as tools, so the model's arithmetic, algebra, physics and chemistry are
 * computed and verified by the CAS instead of guessed. Each returns plain JSON the model can quote.
 */
import { z } from 'zod';
import type { TutorTool } from '../llm/llm-tutor';
import { findConcept } from './concepts';
import { evaluateExpression, solveMath } from './math';
import { balanceEquation, molarMass, solveChemistry, solvePhysics } from './science';
import type { Solution, Solver } from './solution';

const problemInput = z.object({
  problem: z.string().min(1).max(2_000).describe('The problem as the student wrote it (Arabic or English)'),
  language: z.enum(['ar', 'en']).describe('The language to write the steps in'),
});

function solverTool(name: string, description: string, solver: Solver): TutorTool<z.infer<typeof problemInput>> {
  return {
    name,
    description,
    inputSchema: problemInput,
    execute: ({ problem, language }) => describeSolution(solver(problem, language)),
  };
}

function describeSolution(solution: Solution | null) {
  if (!solution) return { solved: false, note: 'This solver does not recognise the problem. Solve it yourself carefully.' };
  return { solved: true, title: solution.title, steps: solution.steps.map((step) => step.text), answer: solution.answer, check: solution.check ?? null };
}

export const offlineSolverTools: readonly TutorTool[] = [
  solverTool(
    'solve_math',
    'Solves school maths step by step and verifies the answer: linear/quadratic equations, systems of two equations, expand, factor, simplify, derivatives, integrals, limits, arithmetic, trigonometric values.',
    solveMath,
  ),
  solverTool(
    'solve_physics',
    'Solves physics problems with units step by step: kinematics, Newton’s laws, work/energy/power, Ohm’s law and circuits, density and pressure.',
    solvePhysics,
  ),
  solverTool('solve_chemistry', 'Solves chemistry problems: molar mass, moles, balancing chemical equations.', solveChemistry),
  {
    name: 'calculate',
    description: 'Evaluates an arithmetic expression exactly (fractions, powers, roots, trigonometric functions).',
    inputSchema: z.object({ expression: z.string().min(1).max(500) }),
    execute: ({ expression }: { expression: string }) => evaluateExpression(expression) ?? { error: 'Could not evaluate the expression' },
  } as TutorTool<{ expression: string }>,
  {
    name: 'molar_mass',
    description: 'The molar mass of a chemical formula in g/mol with a per-element breakdown (e.g. H2SO4, CuSO4·5H2O).',
    inputSchema: z.object({ formula: z.string().min(1).max(100) }),
    execute: ({ formula }: { formula: string }) => molarMass(formula) ?? { error: 'Not a valid formula' },
  } as TutorTool<{ formula: string }>,
  {
    name: 'balance_equation',
    description: 'Balances a chemical equation with the smallest whole-number coefficients (e.g. "H2 + O2 -> H2O").',
    inputSchema: z.object({ equation: z.string().min(1).max(300) }),
    execute: ({ equation }: { equation: string }) => balanceEquation(equation) ?? { error: 'Could not balance this equation' },
  } as TutorTool<{ equation: string }>,
  {
    name: 'look_up_concept',
    description: 'Finds the curriculum note on a concept (Egyptian secondary school, 8 subjects) in Arabic or English.',
    inputSchema: z.object({ query: z.string().min(1).max(500), language: z.enum(['ar', 'en']) }),
    execute: ({ query, language }: { query: string; language: 'ar' | 'en' }) => {
      const concept = findConcept(query, language, null);
      return concept ? { found: true, title: concept.title, note: concept.body } : { found: false };
    },
  } as TutorTool<{ query: string; language: 'ar' | 'en' }>,
];
