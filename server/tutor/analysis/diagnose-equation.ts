/**
 * Compares a student's roots with the verified roots of an equation: right, a root missing, no real root at all,
 * or wrong values — each shown not to satisfy the equation by substituting it, and explained by the usual slips
 * (equation-slips.ts) with the step where the work departs.
 */
import { evaluateNode } from '../offline/math/engine';
import { decimal, joinWithOr, m, say, type TutorLanguage } from '../offline/math/language';
import { equationOf, genericSlip, linearSlip, quadraticSlip, type EquationSides } from './equation-slips';
import type { DiagnosisInput, Finding } from './finding';
import { sameNumber } from './sampling';
import { stepShowing } from './solution-steps';
import { readStudentValues, type StudentValue } from './student-answer';
import type { VerifiedValue } from './verified-answer';

/** "substituting x = 7: the left side is 17 and the right side is 11", or that a denominator becomes zero. */
function substitution(equation: EquationSides, value: StudentValue, language: TutorLanguage): string {
  const scope = { [equation.variable]: value.value };
  const left = evaluateNode(equation.left, scope);
  const right = evaluateNode(equation.right, scope);
  const assignment = m(`${equation.variable} = ${value.latex}`);
  if (!Number.isFinite(left) || !Number.isFinite(right)) {
    return say(language, `${assignment} makes a denominator zero, so it cannot be a solution.`, `${assignment} تجعل أحد المقامات صفرًا، فلا يمكن أن تكون حلًا.`);
  }
  return say(
    language,
    `Substituting ${assignment} gives ${m(decimal(left))} on the left and ${m(decimal(right))} on the right, so it does not satisfy the equation.`,
    `بالتعويض بـ ${assignment} يكون الطرف الأيمن ${m(decimal(left))} والطرف الأيسر ${m(decimal(right))}، إذن لا تحقق المعادلة.`,
  );
}

function rootsList(values: readonly { latex: string }[], variable: string, language: TutorLanguage): string {
  return joinWithOr(
    values.map((value) => m(`${variable} = ${value.latex}`)),
    language,
  );
}

/** The finding for an equation whose verified real roots are `roots` (empty: it has none). */
export function diagnoseEquation(input: DiagnosisInput, variable: string, roots: readonly VerifiedValue[]): Finding {
  const { language, solution } = input;
  const students = readStudentValues(input.wrongAnswer);
  if (students.length === 0) return { verdict: 'unread', whatIsWrong: '', misconception: '' };
  const exact = (root: VerifiedValue) => ({ value: root.value, tolerance: 0 });
  const matched = students.filter((student) => roots.some((root) => sameNumber(student, exact(root))));
  const wrong = students.filter((student) => !matched.includes(student));
  const missing = roots.filter((root) => !students.some((student) => sameNumber(student, exact(root))));
  const equation = equationOf(input, variable);

  if (wrong.length === 0 && missing.length === 0) return { verdict: 'correct', whatIsWrong: '', misconception: '' };

  if (roots.length === 0) {
    return {
      verdict: 'wrong',
      whatIsWrong: [
        say(language, 'This equation has no real roots, but your answer gives real values.', 'هذه المعادلة ليس لها جذور حقيقية، لكن إجابتك تعطي قيمًا حقيقية.'),
        ...(equation ? wrong.map((value) => substitution(equation, value, language)) : []),
      ].join(' '),
      misconception: say(
        language,
        'A square of a real number is never negative, so $x^{2} = $ a negative number (a negative discriminant $b^{2} - 4ac < 0$) has no real solution. Check the discriminant before taking a square root.',
        'مربع العدد الحقيقي لا يكون سالبًا أبدًا، لذلك $x^{2} =$ عدد سالب (أي مميز سالب $b^{2} - 4ac < 0$) ليس لها حل حقيقي. احسب المميز قبل أخذ الجذر التربيعي.',
      ),
      divergentStep: solution.steps.length - 1,
    };
  }

  if (wrong.length === 0) {
    const firstMissing = missing[0]!;
    const step = stepShowing(solution, firstMissing.value, 0, 1);
    return {
      verdict: 'wrong',
      whatIsWrong: say(
        language,
        `Your answer is incomplete: ${rootsList(matched, variable, language)} is right, but the equation also has ${rootsList(missing, variable, language)}.`,
        `إجابتك ناقصة: ${rootsList(matched, variable, language)} صحيحة، لكن للمعادلة أيضًا ${rootsList(missing, variable, language)}.`,
      ),
      misconception: say(
        language,
        'An equation of degree $n$ can have up to $n$ roots. Taking a square root gives two signs ($\\pm$), and when a product equals zero every factor gives a root: stopping at the first value loses the others.',
        'المعادلة من الدرجة $n$ قد يكون لها حتى $n$ من الجذور. أخذ الجذر التربيعي يعطي إشارتين ($\\pm$)، وعندما يساوي حاصل الضرب صفرًا فكل عامل يعطي جذرًا: التوقف عند أول قيمة يُضيّع الباقي.',
      ),
      ...(step !== undefined ? { divergentStep: step } : {}),
    };
  }

  const explanation =
    (equation && roots.length === 1 && wrong.length === 1 ? linearSlip(input, equation, wrong[0]!) : null) ??
    (equation ? quadraticSlip(input, equation, students, roots) : null) ??
    genericSlip(input, wrong[0]!, roots);
  const parts = [
    say(language, `The verified ${roots.length > 1 ? 'roots are' : 'root is'} ${rootsList(roots, variable, language)}.`, `${roots.length > 1 ? 'الجذور الصحيحة' : 'الجذر الصحيح'}: ${rootsList(roots, variable, language)}.`),
    ...(equation ? wrong.map((value) => substitution(equation, value, language)) : []),
    explanation.what,
  ];
  if (missing.length > 0 && matched.length > 0) {
    parts.push(say(language, `(${rootsList(matched, variable, language)} in your answer is right.)`, `(${rootsList(matched, variable, language)} في إجابتك صحيحة.)`));
  }
  return { verdict: 'wrong', whatIsWrong: parts.join(' '), misconception: explanation.misconception, ...(explanation.step !== undefined ? { divergentStep: explanation.step } : {}) };
}
