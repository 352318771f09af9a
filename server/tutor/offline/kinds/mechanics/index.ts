/**
 * Offline solver for the mechanics kinds of the syllabus (see kinds/README.md): motion in one or several stages,
 * free fall and vertical throws, Newton's laws with friction, lifts and connected bodies, inclined planes,
 * circular motion and orbits, work / energy / power, momentum and collisions, density and pressure in fluids.
 * A cheap gate on mechanics words and units turns away other questions before anything is read.
 */
import type { Solution, Solver } from '../../solution';
import { solveKinematics } from './kinematics';
import { solveCircular } from './circular';
import { solveConnected } from './connected';
import { solveEnergy } from './energy';
import { solveFluids } from './fluids';
import { solveIncline } from './incline';
import { solveMomentum } from './momentum';
import { solveNewton } from './newton';
import { readProblem, type Problem } from './read';
import { solveAverageSpeed, solveSpeedConversion } from './speed';
import { solveVertical } from './vertical';

/** Units or words of mechanics; a question without any is not ours. */
const GATE =
  /م\/ث|m\/s|كم\/س|km\/h|كجم|kg|نيوتن|\bN\b|جول|\bJ\b|وات|\bW\b|حصان|\bhp\b|كثاف|densit|ضغط|pressure|مكبس|piston|hydraulic|عجل|accelerat|سرع|speed|velocity|سقط|قذف|dropped|thrown|fall|مسافه|مسافة|distance|دور|circular|orbit|مدار|Hz|momentum|كميه الحركه|كمية الحركة|دفع|impulse|collision|تصادم|اصطدم|buoyan|float|تطفو|طاقة|طاقه|energy|شغل|work|قدر|power/i;

/** Sound, light and waves belong to the heat-waves area even when they say م/ث. */
const OTHER_PHYSICS = /صوت|صدي|صدى|sound|echo|ضوء|speed of light|light (?:year|ray|wave|travels)|موج|wave|حراره|temperature|°C|\bohm|\bvolt|فولت|امبير|ampere/i;

const KINDS: readonly ((problem: Problem) => Solution | null)[] = [solveSpeedConversion, solveAverageSpeed, solveCircular, solveMomentum, solveKinematics, solveVertical, solveNewton, solveConnected, solveIncline, solveEnergy, solveFluids];

export const solveMechanics: Solver = (text, language) => {
  try {
    if (text.length > 1500 || !GATE.test(text) || OTHER_PHYSICS.test(text)) return null;
    const problem = readProblem(text, language);
    if (!problem || problem.quantities.length === 0) return null;
    for (const solve of KINDS) {
      const solution = solve(problem);
      if (solution) return solution;
    }
    return null;
  } catch {
    return null;
  }
};
