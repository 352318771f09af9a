/**
 * Offline solver for the electricity kinds of the syllabus (see kinds/README.md): resistor networks and circuits
 * with internal resistance, Kirchhoff's laws, electric power / energy / cost, magnetic forces and torque, the
 * magnetic field of currents, flux, induced emf and transformers. A cheap word gate turns foreign questions away
 * first; then each kind reads the question narrowly and declines (null) unless every number has a role.
 */
import { splitParts } from '../../guard/parts';
import type { Solution, Solver, TutorLanguage } from '../../solution';
import { solveCircuit } from './circuits';
import { solveFaraday, solveFlux, solveMotionalEmf } from './induction';
import { solveKirchhoff, solveOpposingLoop } from './kirchhoff';
import { solveMagneticField } from './magnetic-field';
import { solveChargeForce, solveCoilTorque, solveWireForce } from './magnetic-force';
import { solvePower } from './power';
import { fold, readQuantities, type Quantity } from './read';
import { solveTransformer } from './transformer';
import { solveUnknownResistor } from './unknown-resistor';

const GATE = /اوم|ohm|Ω|ω|فولت|volt|امبير|ampere|\bamps?\b|وات|watt|تسلا|tesla|ويبر|weber|\bwb\b|محول|transformer|مقاوم|resist|بطاري|battery|كيرشوف|kirchhoff|مغناطيس|magnet|كيلو ?وات|kwh|\bemf\b|ق\.? ?د\.? ?ك|تيار|current|solenoid|لولبي/i;

/** Words of other areas that must not be claimed (a falling body, a gas, a chemical …). */
const FOREIGN = /غاز|\bgas\b|(?<![\u0621-\u064A])(?:ال)?مول(?:ات)?(?![\u0621-\u064A])|\bmole?s?\b|تفاعل|reaction|موجه|موجات|الموجي|wave|عدسه|lens|مراه|mirror|حراره نوعيه|specific heat|ضغط|pressure|تسارع|acceleration|احتكاك|friction|مكثف|capacitor|ac circuit|متردد|inductance|محاثه|مفاعله|reactance|ريوستات|جلفانومتر|galvanometer|اميتر|ammeter|فولتميتر|voltmeter|مجزي|shunt/;

type KindSolver = (text: string, quantities: readonly Quantity[], language: TutorLanguage) => Solution | null;

const KINDS: readonly KindSolver[] = [
  solveTransformer,
  solveKirchhoff,
  solveOpposingLoop,
  solveFaraday,
  solveMotionalEmf,
  solveFlux,
  solveCoilTorque,
  solveChargeForce,
  solveWireForce,
  solvePower,
  solveUnknownResistor,
  solveCircuit,
];

export const solveElectricity: Solver = (question, language) => {
  try {
    if (question.length > 1200 || !GATE.test(question)) return null;
    const text = fold(question);
    if (FOREIGN.test(text)) return null;
    // A question in several parts is answered here only when every part is; else the tutor asks part by part.
    const parts = splitParts(question)?.parts.length ?? 1;
    const answersAll = (solution: Solution | null): Solution | null =>
      solution && (parts === 1 || (solution.result && 'parts' in solution.result && solution.result.parts.length === parts)) ? solution : null;
    const field = solveMagneticField(text, language);
    if (field) return answersAll(field);
    if (/μ(?!c)|π/.test(text)) return null;
    const quantities = readQuantities(text);
    if (quantities.length === 0) return null;
    for (const solve of KINDS) {
      const solution = solve(text, quantities, language);
      if (solution) return answersAll(solution);
    }
    return null;
  } catch {
    return null;
  }
};
