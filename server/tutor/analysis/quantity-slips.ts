/**
 * The usual slips behind a wrong physics or chemistry value, each found from the size of the wrong value: a given
 * left in mA, km/h, g… (not converted to SI), g = 10 where the solution uses 9.8, the givens combined with the wrong
 * operation, a subscript ignored in a molar mass, a fraction not turned into a percentage.
 */
import { m, say } from '../offline/math/language';
import { molarMass } from '../offline/science/chemistry/molarMass';
import { readMeasurements } from '../offline/science/physics/measurements';
import { factorToSI, unitLatex, type UnitInfo } from '../offline/science/physics/units';
import { latexNumber } from '../offline/science/shared/format';
import { normalizeScienceText } from '../offline/science/shared/normalize';
import type { DiagnosisInput, Explanation } from './finding';
import { displayTolerance, sameNumber, type ApproximateNumber } from './sampling';
import { formulaStep, stepShowing } from './solution-steps';

/** The givens of the question with their units, as values in SI (and as written). */
export function givensOf(question: string): { written: number; si: number; unit: UnitInfo | null; factor: number }[] {
  return readMeasurements(normalizeScienceText(question)).map((measurement) => {
    const factor = measurement.unit ? factorToSI(measurement.unit) : 1;
    return { written: measurement.value, si: measurement.value * factor, unit: measurement.unit, factor };
  });
}

/** A given written in mA, km/h, g, cm… that the student's value shows was used without converting it. */
export function unconvertedGiven(input: DiagnosisInput, studentSI: ApproximateNumber, correctSI: ApproximateNumber): Explanation | null {
  const { language, solution } = input;
  for (const given of givensOf(input.question)) {
    if (!given.unit || Math.abs(given.factor - 1) < 1e-12) continue;
    for (const power of [1, -1, 2, -2]) {
      const scaled = { value: correctSI.value * given.factor ** power, tolerance: correctSI.tolerance * given.factor ** power };
      if (!sameNumber(studentSI, scaled)) continue;
      const written = m(`${latexNumber(given.written)}\\ ${unitLatex(given.unit)}`);
      const step = stepShowing(solution, given.si, displayTolerance(given.si), 1);
      return {
        what: say(
          language,
          `Your value is what you get by using ${written} without converting it to SI units (${m(`${latexNumber(given.si)}`)} in SI).`,
          `قيمتك هي ما ينتج عن استخدام ${written} دون تحويلها إلى النظام الدولي (${m(`${latexNumber(given.si)}`)} بوحدات SI).`,
        ),
        misconception: say(
          language,
          'The laws work in SI units (m, kg, s, A, V, Ω…). Convert every given first: milli- is $10^{-3}$, kilo- is $10^{3}$, and $1\\ \\text{km/h} = \\frac{5}{18}\\ \\text{m/s}$.',
          'القوانين تعمل بوحدات النظام الدولي (m، kg، s، A، V، Ω…). حوّل كل معطى أولًا: مللي $10^{-3}$، كيلو $10^{3}$، و $1\\ \\text{km/h} = \\frac{5}{18}\\ \\text{m/s}$.',
        ),
        ...(step !== undefined ? { step } : {}),
      };
    }
  }
  return null;
}

/** g = 10 m/s² where the solution uses 9.8. */
export function gravityRounding(input: DiagnosisInput, student: ApproximateNumber, correct: ApproximateNumber): Explanation | null {
  const { language, solution } = input;
  if (!solution.steps.some((step) => step.text.includes('9.8'))) return null;
  const matches = [10 / 9.8, Math.sqrt(10 / 9.8)].some((ratio) => sameNumber(student, { value: correct.value * ratio, tolerance: correct.tolerance * ratio + Math.abs(correct.value) * 0.002 }));
  if (!matches) return null;
  const gravityStep = stepShowing(solution, 9.8);
  return {
    what: say(
      language,
      'Your value matches taking $g = 10\\ \\text{m/s}^{2}$, while this solution uses $g = 9.8\\ \\text{m/s}^{2}$.',
      'قيمتك تطابق استخدام $g = 10\\ \\text{m/s}^{2}$، بينما يستخدم هذا الحل $g = 9.8\\ \\text{m/s}^{2}$.',
    ),
    misconception: say(
      language,
      'This is not a mistake in method: use the value of $g$ the question (or your book) states. If it says $9.8$, rounding to $10$ changes the result.',
      'هذا ليس خطأً في الطريقة: استخدم قيمة $g$ التي يذكرها السؤال أو كتابك. إذا كانت $9.8$ فالتقريب إلى $10$ يغيّر الناتج.',
    ),
    ...(gravityStep !== undefined ? { step: gravityStep } : {}),
  };
}

/** The givens (and intermediate values the steps show) multiplied where they should be divided, and so on. */
export function wrongOperation(input: DiagnosisInput, student: ApproximateNumber, correct: ApproximateNumber, known: readonly number[]): Explanation | null {
  const { language, solution } = input;
  const values = [...new Set(known.filter((value) => Number.isFinite(value) && value !== 0))].slice(0, 8);
  for (const [index, a] of values.entries()) {
    for (const b of values.slice(index + 1)) {
      const combinations: [number, string][] = [
        [a * b, `${latexNumber(a)} \\times ${latexNumber(b)}`],
        [a / b, `\\frac{${latexNumber(a)}}{${latexNumber(b)}}`],
        [b / a, `\\frac{${latexNumber(b)}}{${latexNumber(a)}}`],
        [a + b, `${latexNumber(a)} + ${latexNumber(b)}`],
        [Math.abs(a - b), `${latexNumber(Math.max(a, b))} - ${latexNumber(Math.min(a, b))}`],
      ];
      for (const [value, latex] of combinations) {
        if (sameNumber({ value, tolerance: 0 }, correct) || !sameNumber(student, { value, tolerance: displayTolerance(value) })) continue;
        const step = formulaStep(solution);
        return {
          what: say(
            language,
            `Your value equals ${m(latex)}: the given quantities were combined with the wrong operation.`,
            `قيمتك تساوي ${m(latex)}: تم الربط بين المعطيات بعملية غير صحيحة.`,
          ),
          misconception: say(
            language,
            'Each quantity comes from a law that says exactly how the others combine — multiplied, divided, squared. Write the law with symbols first, rearrange it for the unknown, and only then substitute numbers.',
            'كل كمية تأتي من قانون يحدد بالضبط كيف ترتبط بها الكميات الأخرى: ضرب أو قسمة أو تربيع. اكتب القانون بالرموز أولًا، ثم اجعل المجهول في طرف وحده، وبعدها عوّض بالأرقام.',
          ),
          ...(step !== undefined ? { step } : {}),
        };
      }
    }
  }
  return null;
}

/** Molar masses: one element's subscript ignored, or every subscript (and bracket multiplier) ignored. */
export function molarMassSlip(input: DiagnosisInput, student: ApproximateNumber): Explanation | null {
  const { language, solution } = input;
  const formula = /([A-Z][A-Za-z0-9()[\]·.]*)\s*$/.exec(solution.title)?.[1];
  const mass = formula ? molarMass(formula) : null;
  if (!mass) return null;
  const massOf = (element: string, count: number) => (mass.breakdown.find((row) => row.element === element)?.mass ?? 0) / count;
  const allOnes = mass.breakdown.reduce((sum, row) => sum + massOf(row.element, row.count), 0);
  const misconception = say(
    language,
    'A subscript counts the atoms of the element just before it, and a number after a bracket multiplies everything inside: in $\\mathrm{Ca(OH)_{2}}$ there are 2 O and 2 H. Multiply each atomic mass by its count before adding.',
    'الرقم السفلي يعدّ ذرات العنصر الذي قبله مباشرة، والرقم بعد القوس يضرب كل ما بداخله: في $\\mathrm{Ca(OH)_{2}}$ توجد ذرتا O وذرتا H. اضرب كل كتلة ذرية في عدد ذراتها قبل الجمع.',
  );
  if (mass.breakdown.some((row) => row.count > 1) && sameNumber(student, { value: allOnes, tolerance: 0 })) {
    return { what: say(language, 'Your value counts one atom of each element: the subscripts were ignored.', 'قيمتك تحسب ذرة واحدة من كل عنصر: تم إهمال الأرقام السفلية.'), misconception, step: 0 };
  }
  for (const row of mass.breakdown) {
    if (row.count < 2) continue;
    const single = massOf(row.element, row.count);
    if (sameNumber(student, { value: mass.grams - row.mass + single, tolerance: 0 })) {
      return {
        what: say(language, `Your value counts one ${row.element} atom, but the formula has ${row.count}.`, `قيمتك تحسب ذرة ${row.element} واحدة، بينما في الصيغة ${row.count} ذرات.`),
        misconception,
        step: 0,
      };
    }
  }
  return null;
}

/** A fraction given where the question asks for a percentage. */
export function percentageSlip(input: DiagnosisInput, student: ApproximateNumber, correct: ApproximateNumber, unit: string): Explanation | null {
  if (unit !== '%' || !sameNumber(student, { value: correct.value / 100, tolerance: correct.tolerance / 100 })) return null;
  const { language, solution } = input;
  return {
    what: say(language, 'Your value is the fraction, not the percentage: it was not multiplied by $100$.', 'قيمتك هي النسبة الكسرية وليست النسبة المئوية: لم تُضرب في $100$.'),
    misconception: say(language, 'A percentage is a fraction of 100: $\\frac{\\text{part}}{\\text{whole}} \\times 100$.', 'النسبة المئوية كسر من 100: $\\frac{\\text{الجزء}}{\\text{الكل}} \\times 100$.'),
    step: solution.steps.length - 1,
  };
}
