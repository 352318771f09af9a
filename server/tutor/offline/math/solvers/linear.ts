/**
 * The steps of a linear equation after brackets and fractions are gone: collect the unknown on one side and the
 * numbers on the other, then divide; or recognise an identity (every number) or a contradiction (no solution).
 * Also the shape of any solver's roots.
 */
import type { SolutionStep } from '../../solution';
import { add, num, type Expr } from '../expr';
import { say, m } from '../language';
import { toLatex } from '../latex';
import { Polynomial } from '../polynomial';
import { fractionToLatex, frac, isInteger, isOne, isZero, type Fraction } from '../rational';
import type { MathRequest } from '../request';
import { SurdValue } from '../surd';

function termOf(coefficient: Fraction, variable: string): Expr | null {
  if (isZero(coefficient)) return null;
  return Polynomial.fromCoefficients([frac(0), coefficient], variable).toExpr();
}

export interface EquationRoots {
  steps: SolutionStep[];
  roots: SurdValue[];
  complexRoots: string[];
  /** How complex roots were checked (sum and product of the roots). */
  complexCheck?: string;
  kind: string;
  /** 'all' when every number solves it, 'none' when nothing does. */
  special?: 'all' | 'none';
}

export function solveLinear(left: Polynomial, right: Polynomial, variable: string, request: MathRequest): EquationRoots {
  const { language } = request;
  const x = variable;
  const [leftConstant, leftSlope] = [left.coefficientOf({}), left.coefficientOf({ [x]: 1 })];
  const [rightConstant, rightSlope] = [right.coefficientOf({}), right.coefficientOf({ [x]: 1 })];
  const slope = leftSlope.sub(rightSlope);
  const constant = rightConstant.sub(leftConstant);
  const steps: SolutionStep[] = [];
  const variableTerms = [termOf(leftSlope, x), termOf(rightSlope.neg(), x)].filter((term): term is Expr => term !== null);
  const numberTerms = [rightConstant, leftConstant.neg()].filter((value) => !isZero(value)).map((value) => num(value));
  const gathered = `${variableTerms.length > 0 ? toLatex(add(...variableTerms)) : '0'} = ${numberTerms.length > 0 ? toLatex(add(...numberTerms)) : '0'}`;
  const collected = `${isZero(slope) ? '0' : toLatex(termOf(slope, x)!)} = ${fractionToLatex(constant)}`;
  steps.push({
    text: say(
      language,
      `Collect the ${m(x)} terms on the left and the numbers on the right: ${m(gathered === collected ? collected : `${gathered} \\Rightarrow ${collected}`)}.`,
      `ننقل الحدود التي تحتوي على ${m(x)} إلى الطرف الأيمن والأعداد إلى الطرف الأيسر: ${m(gathered === collected ? collected : `${gathered} \\Rightarrow ${collected}`)}.`,
    ),
    detail: say(
      language,
      'Adding or subtracting the same quantity on both sides keeps the equation balanced; a term changes sign when it moves to the other side.',
      'إضافة الكمية نفسها إلى الطرفين أو طرحها منهما لا يغير المعادلة؛ لذلك تتغير إشارة الحد عند نقله إلى الطرف الآخر.',
    ),
  });
  if (isZero(slope)) {
    const all = isZero(constant);
    steps.push({
      text: all
        ? say(language, `${m('0 = 0')} is always true: every real number is a solution.`, `${m('0 = 0')} صحيحة دائمًا: كل عدد حقيقي حل للمعادلة.`)
        : say(language, `${m(`0 = ${fractionToLatex(constant)}`)} is impossible: the equation has no solution.`, `${m(`0 = ${fractionToLatex(constant)}`)} مستحيلة: المعادلة ليس لها حل.`),
    });
    return { steps, roots: [], complexRoots: [], kind: 'linear-equation', special: all ? 'all' : 'none' };
  }
  const root = constant.div(slope);
  if (!isOne(slope)) {
    const quotient = `\\frac{${fractionToLatex(constant)}}{${fractionToLatex(slope)}}`;
    const division = isInteger(slope) && isInteger(constant) && quotient !== fractionToLatex(root) && !(constant.d === 1n && slope.equals(root.d) && constant.equals(root.n)) ? `${x} = ${quotient} = ${fractionToLatex(root)}` : `${x} = ${fractionToLatex(root)}`;
    steps.push({
      text: say(
        language,
        `Divide both sides by ${m(fractionToLatex(slope))}: ${m(division)}.`,
        `نقسم الطرفين على ${m(fractionToLatex(slope))}: ${m(division)}.`,
      ),
    });
  }
  return { steps, roots: [SurdValue.of(root)], complexRoots: [], kind: 'linear-equation' };
}
