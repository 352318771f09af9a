/**
 * The value of one trigonometric function at a constant angle (sin 60°, جا ٣٠, cos(π/3), tan 135°): the angle in
 * degrees, its quadrant and reference angle (signs by quadrant), and the exact value from the special
 * triangles; a decimal for angles that are not multiples of 15°.
 */
import type { SolutionStep } from '../../solution';
import { TRIG_FUNCTIONS, containsVariable, evaluateNumber, fn, sym, toMathjs, type Expr } from '../expr';
import { angleInDegrees } from '../exactValue';
import { evaluateNode, math } from '../engine';
import { say, m, decimal, type SolutionDraft, type TutorLanguage } from '../language';
import { toLatex } from '../latex';
import { fractionToLatex, type Fraction } from '../rational';
import { exactTrigValue, normalizeDegrees, referenceAngle, type TrigName } from '../trigTable';

const LATEX_NAME: Record<TrigName, string> = { sin: '\\sin', cos: '\\cos', tan: '\\tan', cot: '\\cot', sec: '\\sec', csc: '\\csc' };

/** Functions positive in each quadrant (1: all, 2: sin/csc, 3: tan/cot, 4: cos/sec). */
const POSITIVE_IN_QUADRANT: Record<number, readonly TrigName[]> = {
  1: ['sin', 'cos', 'tan', 'cot', 'sec', 'csc'],
  2: ['sin', 'csc'],
  3: ['tan', 'cot'],
  4: ['cos', 'sec'],
};

const QUADRANT_NAMES: Record<number, [string, string]> = {
  1: ['first', 'الأول'],
  2: ['second', 'الثاني'],
  3: ['third', 'الثالث'],
  4: ['fourth', 'الرابع'],
};

function degreesLatex(degrees: Fraction): string {
  return `${fractionToLatex(degrees)}^{\\circ}`;
}

function specialTriangleDetail(reference: Fraction, language: TutorLanguage): string | undefined {
  if (reference.equals(30) || reference.equals(60)) {
    return say(
      language,
      `In the ${m('30^{\\circ}')}–${m('60^{\\circ}')}–${m('90^{\\circ}')} triangle the sides are in the ratio ${m('1 : \\sqrt{3} : 2')} (half of an equilateral triangle).`,
      `في المثلث ${m('30^{\\circ}')}–${m('60^{\\circ}')}–${m('90^{\\circ}')} تكون الأضلاع بنسبة ${m('1 : \\sqrt{3} : 2')} (نصف مثلث متساوي الأضلاع).`,
    );
  }
  if (reference.equals(45)) {
    return say(
      language,
      `In the right isosceles triangle (${m('45^{\\circ}')}) the sides are in the ratio ${m('1 : 1 : \\sqrt{2}')}.`,
      `في المثلث القائم المتساوي الساقين (${m('45^{\\circ}')}) تكون الأضلاع بنسبة ${m('1 : 1 : \\sqrt{2}')}.`,
    );
  }
  return undefined;
}

/** A non-standard angle: our own evaluation and mathjs's must agree. */
function numericCheck(expr: Expr, numeric: number, language: TutorLanguage): { check?: string } {
  const own = evaluateNumber(expr);
  if (Math.abs(own - numeric) > 1e-9 * Math.max(1, Math.abs(numeric))) return {};
  return { check: say(language, `Two independent evaluations agree: ${m(`\\approx ${decimal(numeric, 6)}`)}. ✓`, `حسابان مستقلان يتفقان: ${m(`\\approx ${decimal(numeric, 6)}`)}. ✓`) };
}

/** Solves "sin 60°"-style problems; null unless the expression is one trig function of a constant angle. */
export function solveTrigValue(expr: Expr, language: TutorLanguage): SolutionDraft | null {
  if (expr.type !== 'fn' || !TRIG_FUNCTIONS.includes(expr.name) || containsVariable(expr.arg)) return null;
  const name = expr.name as TrigName;
  const fnLatex = LATEX_NAME[name];
  const degrees = angleInDegrees(expr.arg);
  const numeric = evaluateNode(math.parse(toMathjs(expr)));
  const steps: SolutionStep[] = [];
  const title = say(language, 'Value of a trigonometric function', 'قيمة دالة مثلثية');
  if (!degrees) {
    if (!Number.isFinite(numeric)) return null;
    steps.push({
      text: say(
        language,
        `${m(toLatex(expr))} is not at a standard angle, so we evaluate it numerically.`,
        `الزاوية ليست من الزوايا الخاصة، لذلك نحسب ${m(toLatex(expr))} عدديًا.`,
      ),
    });
    return { kind: 'trig-value', title, steps, answer: m(`${toLatex(expr)} \\approx ${decimal(numeric)}`), ...numericCheck(expr, numeric, language) };
  }
  const isDegreeInput = expr.arg.type === 'fn' && expr.arg.name === 'deg';
  if (!isDegreeInput) {
    steps.push({
      text: say(
        language,
        `Convert the angle to degrees (${m('\\pi = 180^{\\circ}')}): ${m(`${toLatex(expr.arg)} = ${degreesLatex(degrees)}`)}.`,
        `نحول الزاوية إلى الدرجات (${m('\\pi = 180^{\\circ}')}): ${m(`${toLatex(expr.arg)} = ${degreesLatex(degrees)}`)}.`,
      ),
    });
  }
  const normalized = normalizeDegrees(degrees);
  if (!normalized.equals(degrees)) {
    steps.push({
      text: say(
        language,
        `Angles that differ by full turns of ${m('360^{\\circ}')} have the same trig values: ${m(`${degreesLatex(degrees)} \\equiv ${degreesLatex(normalized)}`)}.`,
        `الزوايا التي تختلف بدورات كاملة ${m('360^{\\circ}')} لها نفس النسب المثلثية: ${m(`${degreesLatex(degrees)} \\equiv ${degreesLatex(normalized)}`)}.`,
      ),
    });
  }
  const exact = exactTrigValue(name, normalized);
  const { quadrant, reference } = referenceAngle(normalized);
  if (exact !== null && quadrant > 1) {
    const positive = POSITIVE_IN_QUADRANT[quadrant]!.includes(name);
    const [english, arabic] = QUADRANT_NAMES[quadrant]!;
    const related = quadrant === 2 ? `180^{\\circ} - ${degreesLatex(normalized)}` : quadrant === 3 ? `${degreesLatex(normalized)} - 180^{\\circ}` : `360^{\\circ} - ${degreesLatex(normalized)}`;
    const sign = positive ? '' : '-';
    steps.push({
      text: say(
        language,
        `${m(degreesLatex(normalized))} is in the ${english} quadrant, where ${m(fnLatex)} is ${positive ? 'positive' : 'negative'}. The reference angle is ${m(`${related} = ${degreesLatex(reference)}`)}, so ${m(`${fnLatex} ${degreesLatex(normalized)} = ${sign}${fnLatex} ${degreesLatex(reference)}`)}.`,
        `الزاوية ${m(degreesLatex(normalized))} تقع في الربع ${arabic} حيث ${m(fnLatex)} ${positive ? 'موجبة' : 'سالبة'}. الزاوية المرجعية ${m(`${related} = ${degreesLatex(reference)}`)}، إذن ${m(`${fnLatex} ${degreesLatex(normalized)} = ${sign}${fnLatex} ${degreesLatex(reference)}`)}.`,
      ),
      detail: say(
        language,
        `On the unit circle the point of the angle is ${m('(\\cos\\theta, \\sin\\theta)')}; its signs in each quadrant give the signs of the functions.`,
        `على دائرة الوحدة تكون نقطة الزاوية هي ${m('(\\cos\\theta, \\sin\\theta)')}، وإشارتا إحداثييها في كل ربع تحددان إشارات الدوال.`,
      ),
    });
  }
  const angleLatex = degreesLatex(isDegreeInput ? degrees : normalized);
  const statement = `${fnLatex} ${angleLatex}`;
  if (exact === 'undefined') {
    steps.push({
      text: say(language, `${m(statement)} divides by ${m('0')}, so it is undefined.`, `${m(statement)} فيها قسمة على ${m('0')}، إذن هي غير معرفة.`),
      detail: say(language, `${m('\\tan\\theta = \\frac{\\sin\\theta}{\\cos\\theta}')} and the cosine (or sine) of this angle is ${m('0')}.`, `${m('\\tan\\theta = \\frac{\\sin\\theta}{\\cos\\theta}')} وجيب تمام الزاوية (أو جيبها) يساوي ${m('0')}.`),
    });
    // Just beside the angle the function is huge: it really has no value there.
    const radians = (normalized.valueOf() * Math.PI) / 180;
    const nearby = Math.abs(evaluateNumber(fn(name, sym('t')), { t: radians + 1e-7 }));
    return {
      kind: 'trig-value',
      title,
      steps,
      answer: say(language, `${m(statement)} is undefined`, `${m(statement)} غير معرفة`),
      ...(nearby > 1e5
        ? {
            check: say(
              language,
              `Just beside the angle the value is huge (${m(`\\approx ${decimal(nearby, 0)}`)} at ${m('10^{-7}')} rad away): there is no finite value. ✓`,
              `بجوار الزاوية مباشرة تكون القيمة كبيرة جدًا (${m(`\\approx ${decimal(nearby, 0)}`)} على بعد ${m('10^{-7}')} راديان): لا توجد قيمة محددة. ✓`,
            ),
          }
        : {}),
    };
  }
  if (exact === null) {
    if (!Number.isFinite(numeric)) return null;
    steps.push({
      text: say(language, `${m(angleLatex)} is not a standard angle, so we use a calculator value.`, `${m(angleLatex)} ليست من الزوايا الخاصة، لذلك نستخدم الآلة الحاسبة.`),
    });
    return { kind: 'trig-value', title, steps, answer: m(`${statement} \\approx ${decimal(numeric)}`), ...numericCheck(expr, numeric, language) };
  }
  if (Math.abs(exact.toNumber() - numeric) > 1e-9) return null;
  const referenceValue = exactTrigValue(name, reference);
  const referenceDetail = specialTriangleDetail(reference, language);
  if (referenceValue && referenceValue !== 'undefined') {
    steps.push({
      text: say(
        language,
        `From the table of special angles: ${m(`${fnLatex} ${degreesLatex(reference)} = ${referenceValue.toLatex()}`)}.`,
        `من جدول النسب المثلثية للزوايا الخاصة: ${m(`${fnLatex} ${degreesLatex(reference)} = ${referenceValue.toLatex()}`)}.`,
      ),
      ...(referenceDetail ? { detail: referenceDetail } : {}),
    });
  }
  const approximate = exact.isRational ? '' : ` \\approx ${decimal(exact.toNumber())}`;
  return {
    kind: 'trig-value',
    title,
    steps,
    answer: m(`${statement} = ${exact.toLatex()}${approximate}`),
    check: exact.isRational
      ? say(language, `A calculator gives ${m(`${statement} = ${decimal(numeric, 6)}`)}. ✓`, `الآلة الحاسبة تعطي ${m(`${statement} = ${decimal(numeric, 6)}`)}. ✓`)
      : say(
          language,
          `A calculator gives ${m(`${statement} \\approx ${decimal(numeric, 6)}`)}, the same as ${m(`${exact.toLatex()} \\approx ${decimal(exact.toNumber(), 6)}`)}. ✓`,
          `الآلة الحاسبة تعطي ${m(`${statement} \\approx ${decimal(numeric, 6)}`)}، وهي نفس قيمة ${m(`${exact.toLatex()} \\approx ${decimal(exact.toNumber(), 6)}`)}. ✓`,
        ),
  };
}

