/**
 * Compares a student's physics or chemistry result with the verified quantity, units included: a value in another
 * unit of the same kind is right (0.02 kV = 20 V), a unit of another kind means another quantity, a missing unit
 * is incomplete. A wrong value is explained when it can be: a given left in mA or km/h, g = 10 instead of 9.8, the
 * givens combined with the wrong operation, a subscript ignored in a molar mass, a fraction not turned into a
 * percentage — otherwise the usual sign, reciprocal, power-of-ten and factor slips.
 */
import { m, say, type TutorLanguage } from '../offline/math/language';
import { factorToSI, lookupUnit, unitLatex, type Dimension, type UnitInfo } from '../offline/science/physics/units';
import { arithmeticSlip, describeRelation, relationBetween, type DiagnosisInput, type Explanation, type Finding } from './finding';
import { givensOf, gravityRounding, molarMassSlip, percentageSlip, unconvertedGiven, wrongOperation } from './quantity-slips';
import { displayTolerance, sameNumber, type ApproximateNumber } from './sampling';
import { formulaStep, stepShowing, valuesShownIn } from './solution-steps';
import { readStudentQuantities, type StudentQuantity } from './student-answer';
import type { VerifiedQuantity } from './verified-answer';

const DIMENSION_NAMES: Readonly<Record<Dimension, { en: string; ar: string }>> = {
  length: { en: 'a length', ar: 'طول' },
  time: { en: 'a time', ar: 'زمن' },
  velocity: { en: 'a velocity', ar: 'سرعة' },
  acceleration: { en: 'an acceleration', ar: 'عجلة' },
  mass: { en: 'a mass', ar: 'كتلة' },
  force: { en: 'a force', ar: 'قوة' },
  energy: { en: 'an energy', ar: 'طاقة' },
  power: { en: 'a power', ar: 'قدرة' },
  voltage: { en: 'a potential difference', ar: 'فرق جهد' },
  current: { en: 'a current', ar: 'شدة تيار' },
  resistance: { en: 'a resistance', ar: 'مقاومة' },
  charge: { en: 'a charge', ar: 'شحنة' },
  pressure: { en: 'a pressure', ar: 'ضغط' },
  density: { en: 'a density', ar: 'كثافة' },
  area: { en: 'an area', ar: 'مساحة' },
  volume: { en: 'a volume', ar: 'حجم' },
  angle: { en: 'an angle', ar: 'زاوية' },
  percent: { en: 'a percentage', ar: 'نسبة مئوية' },
  momentum: { en: 'a momentum', ar: 'كمية تحرك' },
};

const CHEMISTRY_UNITS = new Set(['g/mol', 'mol', 'g', 'L', '%']);

/** The physics unit of a verified answer (`m/s^2`, `Ω`, `kg*m/s`), when the offline units table knows it. */
function unitOf(unit: string): UnitInfo | undefined {
  return lookupUnit(unit) ?? lookupUnit(unit.replace(/\*/g, ' ')) ?? lookupUnit(unit.replace(/\*/g, '.'));
}

function studentLatex(student: StudentQuantity): string {
  const unit = student.unit ? unitLatex(student.unit) : student.chemistryUnit ? `\\text{${student.chemistryUnit === '%' ? '\\%' : student.chemistryUnit}}` : '';
  return unit === '' ? student.numberText : unit.startsWith('^') || unit === '\\%' ? `${student.numberText}${unit}` : `${student.numberText}\\ ${unit}`;
}

function unitMismatch(language: TutorLanguage, student: StudentQuantity, expected: VerifiedQuantity, expectedName: string, numberRight: boolean): Finding {
  const right = m(`${expected.symbolLatex} = ${expected.valueLatex}`);
  const yours = m(studentLatex(student));
  const studentKind = student.unit ? DIMENSION_NAMES[student.unit.dimension][language] : student.chemistryUnit;
  return {
    verdict: 'wrong',
    whatIsWrong: numberRight
      ? say(language, `The number is right but the unit is not: the answer is ${right}, not ${yours}.`, `الرقم صحيح لكن الوحدة خطأ: الإجابة ${right} وليست ${yours}.`)
      : say(
          language,
          `The unit of ${yours} is the unit of ${studentKind}, but the question asks for ${expectedName}: the answer is ${right}.`,
          `وحدة ${yours} هي وحدة ${studentKind}، لكن السؤال يطلب ${expectedName}: الإجابة ${right}.`,
        ),
    misconception: say(
      language,
      'The unit tells which quantity a number measures. Derive the unit from the law you used (for example $V = IR$ gives $\\text{A} \\times \\Omega = \\text{V}$): a different unit means a different quantity was calculated.',
      'الوحدة تحدد الكمية التي يقيسها الرقم. استنتج الوحدة من القانون المستخدم (مثلًا $V = IR$ تعطي $\\text{A} \\times \\Omega = \\text{V}$): وحدة مختلفة تعني أنك حسبت كمية أخرى.',
    ),
  };
}

/** The student's quantity to compare: the one with a unit of the expected kind, else the last number written. */
function pickStudentQuantity(students: readonly StudentQuantity[], expected: UnitInfo | undefined, chemistryUnit: string | null): StudentQuantity | undefined {
  const sameKind = students.filter((student) => (expected && student.unit?.dimension === expected.dimension) || (chemistryUnit !== null && student.chemistryUnit === chemistryUnit));
  return sameKind[sameKind.length - 1] ?? students[students.length - 1];
}

/** The finding for a verified physics or chemistry quantity. */
export function diagnoseQuantity(input: DiagnosisInput, expected: VerifiedQuantity): Finding {
  const { language, solution } = input;
  const expectedUnit = solution.subject === 'chemistry' && CHEMISTRY_UNITS.has(expected.unit) ? undefined : unitOf(expected.unit);
  const chemistryUnit = solution.subject === 'chemistry' && CHEMISTRY_UNITS.has(expected.unit) ? expected.unit : null;
  const student = pickStudentQuantity(readStudentQuantities(input.wrongAnswer), expectedUnit, chemistryUnit);
  if (!student) return { verdict: 'unread', whatIsWrong: '', misconception: '' };

  const expectedName = expectedUnit ? DIMENSION_NAMES[expectedUnit.dimension][language] : m(expected.symbolLatex);
  const expectedFactor = expectedUnit ? factorToSI(expectedUnit) : 1;
  const correct: ApproximateNumber = { value: expected.value * expectedFactor, tolerance: displayTolerance(expected.value) * expectedFactor };
  const studentFactor = student.unit && expectedUnit && student.unit.dimension === expectedUnit.dimension ? factorToSI(student.unit) : expectedFactor;
  const studentValue: ApproximateNumber = { value: student.value * studentFactor, tolerance: student.tolerance * studentFactor };
  const numberRight = sameNumber({ value: student.value, tolerance: student.tolerance }, { value: expected.value, tolerance: displayTolerance(expected.value) });

  const wrongKind =
    (expectedUnit && student.unit && student.unit.dimension !== expectedUnit.dimension) ||
    (chemistryUnit !== null && student.chemistryUnit !== null && student.chemistryUnit !== chemistryUnit);
  if (wrongKind) return unitMismatch(language, student, expected, expectedName, numberRight);

  const unitWritten = student.unit !== null || student.chemistryUnit !== null;
  if (sameNumber(studentValue, correct)) {
    if (unitWritten || expected.unit === '' || expected.unit === '%') return { verdict: 'correct', whatIsWrong: '', misconception: '' };
    return {
      verdict: 'wrong',
      whatIsWrong: say(
        language,
        `The number is right, but the unit is missing: the answer is ${m(`${expected.symbolLatex} = ${expected.valueLatex}`)}.`,
        `الرقم صحيح لكن الوحدة ناقصة: الإجابة ${m(`${expected.symbolLatex} = ${expected.valueLatex}`)}.`,
      ),
      misconception: say(
        language,
        'In physics and chemistry a number without its unit is not a complete answer: $20$ could be volts, metres or seconds. Always write the unit the law gives.',
        'في الفيزياء والكيمياء الرقم بدون وحدة ليس إجابة كاملة: $20$ قد تكون فولت أو متر أو ثانية. اكتب دائمًا الوحدة التي يعطيها القانون.',
      ),
      divergentStep: solution.steps.length - 1,
    };
  }

  const known = [...givensOf(input.question).map((given) => given.si), ...solution.steps.slice(0, -1).flatMap((step) => valuesShownIn(step.text))];
  const named =
    unconvertedGiven(input, studentValue, correct) ??
    gravityRounding(input, studentValue, correct) ??
    (solution.kind === 'molar-mass' ? molarMassSlip(input, studentValue) : null) ??
    percentageSlip(input, studentValue, correct, expected.unit) ??
    wrongOperation(input, studentValue, correct, known);
  const relation = named ? null : relationBetween(studentValue, correct);
  const described: Explanation = named ?? (relation ? describeRelation(relation, language) : { what: '', misconception: arithmeticSlip(language) });
  const step = described.step ?? (relation?.kind === 'reciprocal' ? formulaStep(solution) : undefined) ?? stepShowing(solution, expected.value, displayTolerance(expected.value), 1);
  return {
    verdict: 'wrong',
    whatIsWrong: [
      say(language, `The verified answer is ${m(`${expected.symbolLatex} = ${expected.valueLatex}`)}; yours is ${m(studentLatex(student))}.`, `الإجابة الصحيحة ${m(`${expected.symbolLatex} = ${expected.valueLatex}`)}، وإجابتك ${m(studentLatex(student))}.`),
      described.what,
    ]
      .filter(Boolean)
      .join(' '),
    misconception: described.misconception,
    ...(step !== undefined ? { divergentStep: step } : {}),
  };
}
