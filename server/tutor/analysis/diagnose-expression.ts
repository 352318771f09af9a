/**
 * Compares a student's expression with a verified derivative, antiderivative, factorisation, expansion or
 * simplification by evaluating both at sample points, then names the usual mistakes: the function copied without
 * differentiating, the exponent not brought down or not lowered, a constant that should vanish, the chain rule's
 * inner derivative left out, the constant of integration missing, a result that is equal but not in the form asked.
 */
import type { MathNode } from 'mathjs';
import { evaluateNode } from '../offline/math/engine';
import { decimal, m, say, type TutorLanguage } from '../offline/math/language';
import type { ParsedMath } from '../offline/math/parse';
import { derivativeMistake, integralMistake } from './calculus-slips';
import { arithmeticSlip, type DiagnosisInput, type Explanation, type Finding } from './finding';
import { freeVariables, sameFunction } from './sampling';
import { readStudentExpression } from './student-answer';
import type { VerifiedAnswer } from './verified-answer';

type VerifiedExpression = Extract<VerifiedAnswer, { shape: 'expression' }>;

/** "+ C" (or the Egyptian "+ ث") at the end of an antiderivative. */
const INTEGRATION_CONSTANT = /\+\s*(?:c|C|ث)(?![A-Za-z\u0621-\u064A])/;

const TOLERANCE = 1e-7;

/** "At x = 1.3 yours gives 4 and the right one gives 7.07." */
function valueAtSample(student: MathNode, verified: MathNode, variables: readonly string[], language: TutorLanguage): string {
  for (const sample of [1, 2, 0.5, 3]) {
    const scope = Object.fromEntries(variables.map((variable) => [variable, sample]));
    const yours = evaluateNode(student, scope);
    const right = evaluateNode(verified, scope);
    if (!Number.isFinite(yours) || !Number.isFinite(right) || Math.abs(yours - right) < TOLERANCE) continue;
    const at = m(variables.map((variable) => `${variable} = ${sample}`).join(', '));
    return say(language, `At ${at} yours gives ${m(decimal(yours))}, the right one gives ${m(decimal(right))}.`, `عند ${at} تعطي إجابتك ${m(decimal(yours))}، والصحيحة تعطي ${m(decimal(right))}.`);
  }
  return '';
}

/** Equal in value but not in the form asked (factorised, expanded). */
function formMistake(input: DiagnosisInput, student: ParsedMath): Explanation | null {
  const { language, solution } = input;
  const isProduct = student.expr.type === 'mul' || student.expr.type === 'pow';
  if (solution.kind === 'factor' && !isProduct) {
    return {
      what: say(language, 'Your expression is equal to the original, but it is not written as a product of factors.', 'تعبيرك يساوي التعبير الأصلي، لكنه غير مكتوب في صورة حاصل ضرب عوامل.'),
      misconception: say(language, 'To factorise is to write the expression as a product, such as $(x - 3)(x + 3)$; expanding or rearranging terms is not factorising.', 'التحليل هو كتابة التعبير في صورة حاصل ضرب مثل $(x - 3)(x + 3)$؛ أما الفك أو إعادة ترتيب الحدود فليس تحليلًا.'),
      step: solution.steps.length - 1,
    };
  }
  if (solution.kind === 'expand' && student.expr.type !== 'add') {
    return {
      what: say(language, 'Your expression is equal to the original, but it is not expanded into a sum of terms.', 'تعبيرك يساوي التعبير الأصلي، لكنه غير مفكوك إلى مجموع حدود.'),
      misconception: say(language, 'To expand is to multiply out every bracket and collect like terms.', 'الفك هو ضرب كل الأقواس ثم جمع الحدود المتشابهة.'),
      step: solution.steps.length - 1,
    };
  }
  return null;
}

/** The finding for an expression answer (derivative, integral, factorisation, expansion, simplification). */
export function diagnoseExpression(input: DiagnosisInput, verified: VerifiedExpression): Finding {
  const { language, solution } = input;
  const hasConstant = INTEGRATION_CONSTANT.test(input.wrongAnswer);
  const student = readStudentExpression(verified.upToConstant ? input.wrongAnswer.replace(INTEGRATION_CONSTANT, ' ') : input.wrongAnswer);
  if (!student) return { verdict: 'unread', whatIsWrong: '', misconception: '' };
  const variables = [...new Set([...verified.variables, ...freeVariables(student)])].sort();
  const correctLatex = m(verified.upToConstant ? `${verified.latex} + C` : verified.latex);

  if (sameFunction(student.node, verified.parsed.node, variables, verified.upToConstant)) {
    const form = formMistake(input, student);
    if (form) return { verdict: 'wrong', whatIsWrong: form.what, misconception: form.misconception, ...(form.step !== undefined ? { divergentStep: form.step } : {}) };
    if (verified.upToConstant && !hasConstant) {
      return {
        verdict: 'wrong',
        whatIsWrong: say(language, `Your antiderivative is right, but the constant of integration is missing: ${correctLatex}.`, `الدالة الأصلية في إجابتك صحيحة، لكن ثابت التكامل ناقص: ${correctLatex}.`),
        misconception: say(
          language,
          'An indefinite integral is a whole family of functions: any constant differentiates to zero, so the answer must end with $+ C$.',
          'التكامل غير المحدد عائلة كاملة من الدوال: أي ثابت مشتقته صفر، لذلك يجب أن تنتهي الإجابة بـ $+ C$.',
        ),
        divergentStep: solution.steps.length - 1,
      };
    }
    return { verdict: 'correct', whatIsWrong: '', misconception: '' };
  }

  const isDerivative = solution.kind === 'derivative' || solution.kind === 'second-derivative';
  const named = isDerivative
    ? derivativeMistake(input, verified, student, variables)
    : verified.upToConstant
      ? integralMistake(input, verified, student, variables)
      : null;
  const difference = valueAtSample(student.node, verified.parsed.node, variables, language);
  const lead = say(language, `The right answer is ${correctLatex}.`, `الإجابة الصحيحة هي ${correctLatex}.`);
  const fallbackMisconception =
    solution.kind === 'factor'
      ? say(language, 'Check a factorisation by expanding it: it must give back the original expression exactly, signs included.', 'تحقق من التحليل بفك الأقواس: يجب أن يعطي التعبير الأصلي تمامًا بإشاراته.')
      : arithmeticSlip(language);
  return {
    verdict: 'wrong',
    whatIsWrong: [lead, named?.what ?? '', difference].filter(Boolean).join(' '),
    misconception: named?.misconception ?? fallbackMisconception,
    ...(named?.step !== undefined ? { divergentStep: named.step } : {}),
  };
}
