/**
 * Compares a student's number with a verified arithmetic result, trigonometric value, limit or definite integral,
 * and names the usual slips: fractions added numerator-to-numerator and denominator-to-denominator, sine and
 * cosine confused, an angle read in radians instead of degrees, a sign, a reciprocal, a factor.
 */
import type { MathNode } from 'mathjs';
import { evaluateNode, math } from '../offline/math/engine';
import { m, say } from '../offline/math/language';
import { arithmeticSlip, describeRelation, relationBetween, type DiagnosisInput, type Explanation, type Finding } from './finding';
import { mathSpans, parseMaths } from './latex-maths';
import { sameNumber } from './sampling';
import { stepShowing } from './solution-steps';
import { readStudentValues, type StudentValue } from './student-answer';

function unwrap(node: MathNode): MathNode {
  return node.type === 'ParenthesisNode' ? unwrap((node as unknown as { content: MathNode }).content) : node;
}

/** [numerator, denominator] of a constant fraction node, or null. */
function fractionParts(node: MathNode): [number, number] | null {
  const inner = unwrap(node);
  if (inner.type !== 'OperatorNode' || (inner as unknown as { op: string }).op !== '/') return null;
  const [top, bottom] = (inner as unknown as { args: MathNode[] }).args.map((arg) => evaluateNode(unwrap(arg)));
  return Number.isInteger(top) && Number.isInteger(bottom) ? [top!, bottom!] : null;
}

/** The problem's first expression, as the solver restated it in its first step. */
function problemNode(input: DiagnosisInput): MathNode | null {
  const span = mathSpans(input.solution.steps[0]?.text ?? '')[0];
  const left = span?.split('=')[0];
  return left ? (parseMaths(left)?.node ?? null) : null;
}

/** 3/4 + 5/6 answered as 8/10: numerators added together and denominators added together. */
function fractionSlip(input: DiagnosisInput, problem: MathNode, student: StudentValue): Explanation | null {
  const sum = unwrap(problem);
  if (sum.type !== 'OperatorNode') return null;
  const { op, args } = sum as unknown as { op: string; args: MathNode[] };
  if ((op !== '+' && op !== '-') || args.length !== 2) return null;
  const left = fractionParts(args[0]!);
  const right = fractionParts(args[1]!);
  if (!left || !right) return null;
  const sign = op === '+' ? 1 : -1;
  const wrong = (left[0] + sign * right[0]) / (left[1] + sign * right[1]);
  if (!sameNumber(student, { value: wrong, tolerance: 0 })) return null;
  const { language } = input;
  return {
    what: say(language, 'The numerators were added together and the denominators were added together.', 'تم جمع البسطين معًا وجمع المقامين معًا.'),
    misconception: say(
      language,
      'Fractions are added over a common denominator: $\\frac{a}{b} + \\frac{c}{d} = \\frac{ad + cb}{bd}$. Adding the denominators changes the size of the pieces, so $\\frac{1}{2} + \\frac{1}{2}$ would wrongly give $\\frac{2}{4}$.',
      'تُجمع الكسور بعد توحيد المقامات: $\\frac{a}{b} + \\frac{c}{d} = \\frac{ad + cb}{bd}$. جمع المقامات يغيّر حجم الأجزاء، فيصبح $\\frac{1}{2} + \\frac{1}{2}$ خطأً $\\frac{2}{4}$.',
    ),
    step: 1,
  };
}

const TRIG_NAMES: Readonly<Record<string, { en: string; ar: string }>> = {
  sin: { en: 'sine', ar: 'الجيب (جا)' },
  cos: { en: 'cosine', ar: 'جيب التمام (جتا)' },
  tan: { en: 'tangent', ar: 'الظل (ظا)' },
};

/** sin 30° answered with cos 30°, or with sin 30 in radians. */
function trigSlip(input: DiagnosisInput, problem: MathNode, student: StudentValue): Explanation | null {
  const call = unwrap(problem);
  if (call.type !== 'FunctionNode') return null;
  const asked = (call as unknown as { fn: { name: string } }).fn.name;
  const { language } = input;
  for (const other of Object.keys(TRIG_NAMES)) {
    if (other === asked) continue;
    const swapped = call.transform((node) => (node === call ? new math.FunctionNode(other, (call as unknown as { args: MathNode[] }).args) : node));
    if (sameNumber(student, { value: evaluateNode(swapped), tolerance: 1e-9 })) {
      const askedName = TRIG_NAMES[asked] ?? { en: asked, ar: asked };
      const otherName = TRIG_NAMES[other]!;
      return {
        what: say(language, `Your value is the ${otherName.en} of the angle, not its ${askedName.en}.`, `قيمتك هي ${otherName.ar} للزاوية وليست ${askedName.ar}.`),
        misconception: say(
          language,
          'In a right triangle $\\sin\\theta = \\frac{\\text{opposite}}{\\text{hypotenuse}}$ and $\\cos\\theta = \\frac{\\text{adjacent}}{\\text{hypotenuse}}$; in the special-angle table $\\sin 30^{\\circ} = \\cos 60^{\\circ} = \\frac{1}{2}$, which makes the two easy to swap.',
          'في المثلث القائم $\\sin\\theta = \\frac{\\text{المقابل}}{\\text{الوتر}}$ و $\\cos\\theta = \\frac{\\text{المجاور}}{\\text{الوتر}}$؛ وفي جدول الزوايا الخاصة $\\sin 30^{\\circ} = \\cos 60^{\\circ} = \\frac{1}{2}$، لذلك يسهل الخلط بينهما.',
        ),
        step: 0,
      };
    }
  }
  const inRadians = call.transform((node) => (node.type === 'FunctionNode' && (node as unknown as { fn: { name: string } }).fn.name === 'deg' ? (node as unknown as { args: MathNode[] }).args[0]! : node));
  if (inRadians !== call && sameNumber(student, { value: evaluateNode(inRadians), tolerance: 1e-3 })) {
    return {
      what: say(language, 'Your value is what a calculator gives in radian mode: the angle was read in radians, not degrees.', 'قيمتك هي ما تعطيه الآلة الحاسبة في وضع الراديان: قُرئت الزاوية بالتقدير الدائري لا بالدرجات.'),
      misconception: say(language, 'An angle written with $^{\\circ}$ is in degrees; set the calculator to degrees (DEG), since $30$ radians is a different angle from $30^{\\circ}$.', 'الزاوية المكتوبة بـ $^{\\circ}$ بالدرجات؛ اضبط الآلة الحاسبة على الدرجات (DEG)، لأن $30$ راديان زاوية مختلفة تمامًا عن $30^{\\circ}$.'),
      step: 0,
    };
  }
  return null;
}

/** The finding for a single verified number. */
export function diagnoseNumber(input: DiagnosisInput, verified: { value: number; latex: string }): Finding {
  const { language, solution } = input;
  const values = readStudentValues(input.wrongAnswer);
  const student = values[values.length - 1];
  if (!student) return { verdict: 'unread', whatIsWrong: '', misconception: '' };
  if (sameNumber(student, { value: verified.value, tolerance: 0 })) return { verdict: 'correct', whatIsWrong: '', misconception: '' };

  const problem = problemNode(input);
  const specific = problem ? (fractionSlip(input, problem, student) ?? (solution.kind === 'trig-value' ? trigSlip(input, problem, student) : null)) : null;
  const relation = specific ? null : relationBetween(student, { value: verified.value, tolerance: 0 });
  const named: Explanation = specific ?? (relation ? describeRelation(relation, language) : { what: '', misconception: arithmeticSlip(language) });
  const step = named.step ?? stepShowing(solution, verified.value, 0, 1);
  return {
    verdict: 'wrong',
    whatIsWrong: [say(language, `The right value is ${m(verified.latex)}, yours is ${m(student.latex)}.`, `القيمة الصحيحة ${m(verified.latex)}، وقيمتك ${m(student.latex)}.`), named.what]
      .filter(Boolean)
      .join(' '),
    misconception: named.misconception,
    ...(step !== undefined ? { divergentStep: step } : {}),
  };
}
