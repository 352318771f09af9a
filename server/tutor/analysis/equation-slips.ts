/**
 * The usual slips behind a wrong root, recognised by recomputing the answer the wrong way: a term moved across
 * without changing its sign, a coefficient multiplied or subtracted instead of divided, a division done the wrong
 * way round (linear equations); the roots read off the factors with the wrong sign, or the quadratic formula
 * without the division by 2a; otherwise a sign, reciprocal, power-of-ten or factor slip, or arithmetic.
 * Each names the step of the verified solution where it happens.
 */
import type { MathNode } from 'mathjs';
import { m, say } from '../offline/math/language';
import { arithmeticSlip, describeRelation, relationBetween, type DiagnosisInput, type Explanation } from './finding';
import { mathSpans, parseMaths } from './latex-maths';
import { polynomialCoefficients, sameNumber } from './sampling';
import { stepShowing, stepWith } from './solution-steps';
import type { StudentValue } from './student-answer';
import type { VerifiedValue } from './verified-answer';

export interface EquationSides {
  left: MathNode;
  right: MathNode;
  variable: string;
}

/** The equation as the solver restated it in its first step ("The equation: $2x + 3 = 11$."). */
export function equationOf(input: DiagnosisInput, variable: string): EquationSides | null {
  const span = mathSpans(input.solution.steps[0]?.text ?? '')[0];
  const sides = span?.split('=');
  if (!sides || sides.length !== 2) return null;
  const left = parseMaths(sides[0]!);
  const right = parseMaths(sides[1]!);
  return left && right ? { left: left.node, right: right.node, variable } : null;
}

/** Linear equations a₁x + b₁ = a₂x + b₂: which wrong move produces the student's value. */
export function linearSlip(input: DiagnosisInput, equation: EquationSides, student: StudentValue): Explanation | null {
  const left = polynomialCoefficients(equation.left, equation.variable);
  const right = polynomialCoefficients(equation.right, equation.variable);
  if (!left || !right || left.length > 2 || right.length > 2) return null;
  const [b1 = 0, a1 = 0] = left;
  const [b2 = 0, a2 = 0] = right;
  const slope = a1 - a2;
  const constant = b2 - b1;
  if (slope === 0 || constant === 0) return null;
  const { language, solution } = input;
  const collectStep = stepWith(solution, '\\Rightarrow') ?? stepShowing(solution, constant, 0, 1);
  const divideStep = stepShowing(solution, constant / slope, 0, 1);
  const models: { value: number; applies: boolean; explanation: Explanation }[] = [
    {
      value: (b2 + b1) / slope,
      applies: b1 !== 0,
      explanation: {
        what: say(language, `Your value comes from moving ${m(String(b1))} to the other side without changing its sign.`, `قيمتك ناتجة عن نقل ${m(String(b1))} إلى الطرف الآخر دون تغيير إشارته.`),
        misconception: say(
          language,
          'Moving a term to the other side of an equation means subtracting it from both sides, so its sign changes: $+3$ on one side becomes $-3$ on the other.',
          'نقل حد إلى الطرف الآخر معناه طرحه من الطرفين، لذلك تتغير إشارته: $+3$ في طرف تصبح $-3$ في الطرف الآخر.',
        ),
        ...(collectStep !== undefined ? { step: collectStep } : {}),
      },
    },
    {
      value: constant / (a1 + a2),
      applies: a2 !== 0 && a1 + a2 !== 0,
      explanation: {
        what: say(language, `Your value comes from moving the ${m(equation.variable)} term without changing its sign.`, `قيمتك ناتجة عن نقل الحد الذي يحتوي على ${m(equation.variable)} دون تغيير إشارته.`),
        misconception: say(
          language,
          'A term with the unknown also changes sign when it moves to the other side; collect the unknown terms by subtracting them from both sides.',
          'الحد الذي يحتوي على المجهول تتغير إشارته أيضًا عند نقله إلى الطرف الآخر؛ اجمع حدود المجهول بطرحها من الطرفين.',
        ),
        ...(collectStep !== undefined ? { step: collectStep } : {}),
      },
    },
    {
      value: constant * slope,
      applies: Math.abs(slope) !== 1,
      explanation: {
        what: say(language, `Your value comes from multiplying by ${m(String(slope))} where you should divide by it.`, `قيمتك ناتجة عن الضرب في ${m(String(slope))} بدلًا من القسمة عليه.`),
        misconception: say(
          language,
          `To undo "${m(String(slope))} times ${m(equation.variable)}" you divide both sides by ${m(String(slope))}; multiplying does the opposite.`,
          `للتخلص من معامل ${m(equation.variable)} (${m(String(slope))}) نقسم الطرفين عليه؛ أما الضرب فيفعل العكس.`,
        ),
        ...(divideStep !== undefined ? { step: divideStep } : {}),
      },
    },
    {
      value: slope / constant,
      applies: Math.abs(slope) !== Math.abs(constant),
      explanation: {
        what: say(language, 'Your value is the division done the wrong way round.', 'قيمتك ناتجة عن القسمة بالعكس.'),
        misconception: say(
          language,
          `From ${m(`${slope}${equation.variable} = ${constant}`)} the unknown is the number divided by its coefficient, ${m(`\\frac{${constant}}{${slope}}`)}, not the other way round.`,
          `من ${m(`${slope}${equation.variable} = ${constant}`)} يكون المجهول هو العدد مقسومًا على معامله ${m(`\\frac{${constant}}{${slope}}`)}، وليس العكس.`,
        ),
        ...(divideStep !== undefined ? { step: divideStep } : {}),
      },
    },
    {
      value: constant - slope,
      applies: Math.abs(slope) !== 1,
      explanation: {
        what: say(language, `Your value comes from subtracting the coefficient ${m(String(slope))} instead of dividing by it.`, `قيمتك ناتجة عن طرح المعامل ${m(String(slope))} بدلًا من القسمة عليه.`),
        misconception: say(
          language,
          'A coefficient multiplies the unknown, so it is removed by division, not by subtraction.',
          'المعامل مضروب في المجهول، لذلك نتخلص منه بالقسمة وليس بالطرح.',
        ),
        ...(divideStep !== undefined ? { step: divideStep } : {}),
      },
    },
  ];
  return models.find((model) => model.applies && sameNumber(student, { value: model.value, tolerance: 0 }))?.explanation ?? null;
}

/** Quadratics: the roots read off the factors with the wrong sign, or the formula without dividing by 2a. */
export function quadraticSlip(input: DiagnosisInput, equation: EquationSides, students: readonly StudentValue[], roots: readonly VerifiedValue[]): Explanation | null {
  const left = polynomialCoefficients(equation.left, equation.variable);
  const right = polynomialCoefficients(equation.right, equation.variable);
  if (!left || !right) return null;
  const a = (left[2] ?? 0) - (right[2] ?? 0);
  if (a === 0 || roots.length !== 2 || students.length !== 2) return null;
  const { language, solution } = input;
  const matchAll = (scale: number) =>
    students.every((student) => roots.some((root) => sameNumber(student, { value: root.value * scale, tolerance: 0 }))) &&
    roots.every((root) => students.some((student) => sameNumber(student, { value: root.value * scale, tolerance: 0 })));
  if (matchAll(-1)) {
    const step = stepWith(solution, /\\left\(.*\\right\)\\left\(/) ?? stepShowing(solution, roots[0]!.value, 0, 1);
    return {
      what: say(language, 'Both of your roots have the opposite sign to the right ones.', 'كلا الجذرين في إجابتك بعكس إشارة الجذرين الصحيحين.'),
      misconception: say(
        language,
        'A factor $(x - 2)$ is zero when $x = 2$, not $x = -2$; and in the quadratic formula the numerator starts with $-b$. Reading the roots off with the sign of the bracket flips both of them.',
        'العامل $(x - 2)$ يساوي صفرًا عندما $x = 2$ وليس $x = -2$؛ وفي القانون العام يبدأ البسط بـ $-b$. قراءة الجذر بإشارة القوس نفسها تعكس إشارة الجذرين.',
      ),
      ...(step !== undefined ? { step } : {}),
    };
  }
  if (Math.abs(2 * a) !== 1 && matchAll(2 * a)) {
    const formulaStep = stepWith(solution, '2a}');
    return {
      what: say(language, `Both of your roots are ${m(String(2 * a))} times the right ones.`, `كلا الجذرين في إجابتك يساوي ${m(String(2 * a))} مضروبًا في الجذر الصحيح.`),
      misconception: say(
        language,
        'In the quadratic formula $x = \\frac{-b \\pm \\sqrt{b^{2} - 4ac}}{2a}$ the whole numerator is divided by $2a$; that division was left out.',
        'في القانون العام $x = \\frac{-b \\pm \\sqrt{b^{2} - 4ac}}{2a}$ يُقسم البسط كله على $2a$؛ وقد سقطت هذه القسمة.',
      ),
      ...(formulaStep !== undefined ? { step: formulaStep } : {}),
    };
  }
  return null;
}

/** Sign, reciprocal, power of ten or factor against the nearest verified root, else an arithmetic slip. */
export function genericSlip(input: DiagnosisInput, student: StudentValue, roots: readonly VerifiedValue[]): Explanation {
  for (const root of roots) {
    const relation = relationBetween(student, { value: root.value, tolerance: 0 });
    if (relation) {
      const { what, misconception } = describeRelation(relation, input.language);
      const step = stepShowing(input.solution, root.value, 0, 1);
      return { what, misconception, ...(step !== undefined ? { step } : {}) };
    }
  }
  const step = stepShowing(input.solution, roots[0]!.value, 0, 1);
  return { what: '', misconception: arithmeticSlip(input.language), ...(step !== undefined ? { step } : {}) };
}
