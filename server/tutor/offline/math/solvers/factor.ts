/**
 * Factorising a polynomial completely over the rationals, one named move per step. The product of the factors
 * is expanded back and compared exactly with the original.
 */
import { variablesOf } from '../expr';
import { factorPolynomial, type Factorization } from '../factoring';
import { say, m, type SolutionDraft, type TutorLanguage } from '../language';
import { toLatex } from '../latex';
import type { ParsedMath } from '../parse';
import { Polynomial } from '../polynomial';
import { factorProductLatex, factorStepTexts } from './factorSteps';
import { agreesAtSamples } from './verify';

/** The product of the factors, multiplied out again. */
function expandFactorization(factorization: Factorization): Polynomial {
  return factorization.factors.reduce((product, { polynomial, multiplicity }) => product.mul(polynomial.pow(multiplicity)), factorization.commonFactor);
}

/** Solves "factor x^2 + 5x + 6"; null when the expression is not a polynomial with variables. */
export function solveFactor(parsed: ParsedMath, language: TutorLanguage): SolutionDraft | null {
  const polynomial = Polynomial.fromExpr(parsed.expr);
  if (!polynomial || polynomial.degree() < 1) return null;
  const factorization = factorPolynomial(polynomial);
  if (!factorization) return null;
  const expanded = expandFactorization(factorization);
  if (!expanded.equals(polynomial)) return null;
  const product = factorProductLatex(factorization);
  const original = toLatex(polynomial.toExpr());
  const steps = [{ text: say(language, `The expression: ${m(original)}.`, `المقدار: ${m(original)}.`) }, ...factorStepTexts(factorization, language)];
  const irreducible = factorization.steps.length === 0;
  if (irreducible) {
    steps.push({
      text: say(
        language,
        `${m(original)} has no common factor and no rational roots, so it cannot be factorised further over the rational numbers.`,
        `${m(original)} ليس له عامل مشترك ولا جذور نسبية، لذلك لا يمكن تحليله أكثر من ذلك في مجموعة الأعداد النسبية.`,
      ),
    });
  }
  const agreement = agreesAtSamples(parsed.node, expanded.toExpr(), variablesOf(parsed.expr));
  if (!agreement.ok) return null;
  return {
    kind: 'factor',
    title: say(language, 'Factorising an expression', 'تحليل مقدار جبري'),
    steps,
    answer: irreducible
      ? say(language, `${m(original)} cannot be factorised over the rationals`, `${m(original)} لا يحلل في مجموعة الأعداد النسبية`)
      : m(`${original} = ${product}`),
    check: say(
      language,
      `Expanding ${m(product)} gives back ${m(toLatex(expanded.toExpr()))}. ✓`,
      `بفك ${m(product)} نحصل مرة أخرى على ${m(toLatex(expanded.toExpr()))}. ✓`,
    ),
  };
}
