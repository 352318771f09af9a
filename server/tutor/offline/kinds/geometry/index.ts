/**
 * Offline solver for the geometry area (kinds/README.md): analytic geometry and vectors (points, lines, circles,
 * vectors in 2D and 3D) and probability and statistics. A cheap keyword gate turns away other areas' questions
 * before anything is parsed; each kind then reads the whole question or declines.
 */
import type { Solution, Solver } from '../../solution';
import { solveChance } from './chance';
import { solveCircle } from './circles';
import { solveLinePair } from './line-pairs';
import { solveSingleLine } from './lines';
import { solvePointPair } from './points';
import { solveEventProbability, solveWordComplement } from './probability';
import { OTHER_FIGURES, prepare } from './read';
import { solveStatistics } from './statistics';
import { solveVectors } from './vectors';

/** Words and marks of the area; a named triple "u = (1, 1, 0)" is a 3D vector even with no other word. */
const GATE = /\b[pP]\s*\(|ل\s*\(|نقط|طول\s*(?:القطعه\s*)?[\u0621-\u064Aa-z]{2}(?![\u0621-\u064Aa-z])|length\s+(?:of\s+)?(?:the\s+)?(?:segment\s+)?[a-z]{2}\b|مستقيم|ميل|منتصف|بعد|مسافه|دائر|داير|متجه|معيار|احتمال|نرد|عمل|ورق|كر[هاتو]|وسط|وسيط|منوال|مدي|تباين|انحراف|point|line|slope|gradient|midpoint|distance|circle|vector|magnitude|probab|dice|die|coin|card|ball|mean|median|mode|range|variance|deviation|intercept|مقطوع|محور|\|\||\d\s*[ijk]\b|[ijk]\s*[+-]\s*\d*[ijk]\b|[·×]|\s\.\s|(?<![a-z])[a-z]\s*=\s*\(\s*-?[\d٠-٩.]+\s*[,،]\s*-?[\d٠-٩.]+\s*[,،]\s*-?[\d٠-٩.]+\s*\)/;

/** "x^2 + y^2 - 4x = 0 المركز ونص القطر كام": an equation in x² and y² asked for its centre or radius is a circle. */
const CENTRE_RADIUS = /مركز|cent(?:re|er)|radius|نصف?\s*(?:ال)?قطر/;
const SQUARES = /(?:[xyسص]\s*\^\s*[2٢]|[xyسص]²|[سص][2٢])/;

export const solveGeometry: Solver = (text, language) => {
  try {
    const folded = text.toLowerCase().replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي');
    if (!GATE.test(folded) && !(CENTRE_RADIUS.test(folded) && SQUARES.test(folded))) return null;
    // "س٢" (a digit written right after the letter) is how students type س².
    const prepared = prepare(text.replace(/([سص])([٢2])(?![0-9٠-٩])/g, '$1^$2'));
    const byText = solveEventProbability(prepared, text, language) ?? solveStatistics(prepared, text, language);
    if (byText) return byText;
    if (OTHER_FIGURES.test(prepared.words)) return null;
    const vectors = solveVectors(prepared, text, language);
    if (vectors) return vectors;
    const solvers = [solveChance, solveWordComplement, solveCircle, solvePointPair, solveSingleLine, solveLinePair];
    for (const solve of solvers) {
      const solution: Solution | null = solve(prepared, language);
      if (solution) return solution;
    }
    return null;
  } catch {
    return null;
  }
};
