/**
 * Two points in the plane: the distance between them, the midpoint (or the other end of a segment from its
 * midpoint), the slope of the line through them and the angle that line makes with the positive x-axis.
 */
import type { Solution, TutorLanguage } from '../../solution';
import { decimal, m, say } from '../../math/language';
import { finish, step } from './build';
import { numberLatex, paren, pointLatex, termLatex } from './format';
import { readTuples, type PreparedText, type Tuple } from './read';

const DISTANCE = /(?:البعد|المسافه|بعد)\s*(?:بين|من)|طول\s*القطعه|distance\s+(?:between|from)|length\s+of\s+(?:the\s+)?(?:line\s+)?segment/;
const MIDPOINT = /منتصف|mid-?point|middle\s+point/;
const SLOPE = /ميل|slope|gradient/;
const INCLINATION = /(?:قياس\s*(?:ال)?زاويه|angle|inclination)/;
const X_AXIS = /محور\s*(?:ال)?سينات|x[\s-]*axis/;

/** The name written before a point, or A, B / أ، ب. */
function pointName(tuple: Tuple, index: number, language: TutorLanguage): string {
  if (tuple.name && !/^[xyk]$/.test(tuple.name)) return tuple.name.toUpperCase();
  return language === 'ar' ? ['أ', 'ب', 'ج'][index]! : ['A', 'B', 'C'][index]!;
}

const shown = (tuple: Tuple, index: number, language: TutorLanguage): string => `${pointName(tuple, index, language)}${m(`(${tuple.raw.join(', ')})`)}`;

/** Exactly two plane points and no equation, or null. */
function twoPoints(prepared: PreparedText): [Tuple, Tuple] | null {
  if (/[xy]\s*\^?\d*\s*=|=\s*[^=]*[xy]/.test(prepared.ascii)) return null;
  const tuples = readTuples(prepared.ascii);
  if (tuples.length !== 2 || tuples.some((tuple) => tuple.values.length !== 2)) return null;
  return [tuples[0]!, tuples[1]!];
}

function distance([p, q]: [Tuple, Tuple], language: TutorLanguage): Solution {
  const dx = q.values[0]! - p.values[0]!;
  const dy = q.values[1]! - p.values[1]!;
  const square = dx * dx + dy * dy;
  const value = Math.sqrt(square);
  const exact = numberLatex(value, square);
  return finish({
    kind: 'distance',
    title: ['Distance between two points', 'البعد بين نقطتين'],
    statement: say(language, `The distance between ${shown(p, 0, language)} and ${shown(q, 1, language)}.`, `البعد بين النقطتين ${shown(p, 0, language)} و ${shown(q, 1, language)}.`),
    steps: [
      step(say(language, 'Distance formula:', 'قانون البعد بين نقطتين:') + ` ${m('d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}')}`, say(language, 'It is Pythagoras: the horizontal and vertical differences are the legs of a right triangle whose hypotenuse is the segment.', 'هو فيثاغورث: فرق السينات وفرق الصادات ضلعا مثلث قائم وتره القطعة المستقيمة.')),
      step(`${m(`d = \\sqrt{(${termLatex(q.values[0]!)} - ${paren(p.values[0]!)})^2 + (${termLatex(q.values[1]!)} - ${paren(p.values[1]!)})^2} = \\sqrt{${termLatex(dx * dx)} + ${termLatex(dy * dy)}} = \\sqrt{${termLatex(square)}}`)}`),
    ],
    answer: `${m(`d = ${exact}`)} ${say(language, 'length units', 'وحدة طول')}`,
    check: say(language, `${m(`d^2 = ${decimal(value * value, 6)}`)} equals ${m(`(\\Delta x)^2 + (\\Delta y)^2 = ${termLatex(square)}`)}. ✓`, `${m(`d^2 = ${decimal(value * value, 6)}`)} يساوي ${m(`(\\Delta x)^2 + (\\Delta y)^2 = ${termLatex(square)}`)}. ✓`),
    result: { values: [value] },
  }, language);
}

function midpoint(prepared: PreparedText, [p, q]: [Tuple, Tuple], language: TutorLanguage): Solution | null {
  const afterFirst = prepared.ascii.slice(p.index, q.index);
  const firstIsMidpoint = /منتصف|midpoint|mid-point/.test(afterFirst.slice(afterFirst.indexOf(')')));
  const [a, b] = [p.values, q.values] as [number[], number[]];
  if (firstIsMidpoint) {
    // p is the midpoint of the segment from q to the unknown end.
    const end = [2 * a[0]! - b[0]!, 2 * a[1]! - b[1]!];
    const back = [(end[0]! + b[0]!) / 2, (end[1]! + b[1]!) / 2];
    if (Math.abs(back[0]! - a[0]!) > 1e-9 || Math.abs(back[1]! - a[1]!) > 1e-9) return null;
    return finish({
      kind: 'midpoint-endpoint',
      title: ['The other end of a segment from its midpoint', 'إيجاد طرف قطعة بمعلومية منتصفها'],
      statement: say(language, `${shown(p, 0, language)} is the midpoint of a segment with one end ${shown(q, 1, language)}.`, `${shown(p, 0, language)} منتصف قطعة أحد طرفيها ${shown(q, 1, language)}.`),
      steps: [
        step(`${say(language, 'The midpoint is the average of the ends:', 'المنتصف هو متوسط الطرفين:')} ${m('\\frac{x_1 + x_2}{2} = x_m')} ${say(language, 'so', 'إذن')} ${m('x_2 = 2x_m - x_1')}`),
        step(m(`x_2 = 2 \\times ${paren(a[0]!)} - ${paren(b[0]!)} = ${termLatex(end[0]!)}, \\quad y_2 = 2 \\times ${paren(a[1]!)} - ${paren(b[1]!)} = ${termLatex(end[1]!)}`)),
      ],
      answer: `${say(language, 'The other end is', 'الطرف الآخر هو')} ${m(pointLatex(end))}`,
      check: say(language, `The midpoint of ${m(pointLatex(end))} and ${m(pointLatex(b))} is ${m(pointLatex(back))}. ✓`, `منتصف ${m(pointLatex(end))} و ${m(pointLatex(b))} هو ${m(pointLatex(back))}. ✓`),
      result: { values: end },
    }, language);
  }
  const mid = [(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2];
  const toA = Math.hypot(mid[0]! - a[0]!, mid[1]! - a[1]!);
  const toB = Math.hypot(mid[0]! - b[0]!, mid[1]! - b[1]!);
  if (Math.abs(toA - toB) > 1e-9) return null;
  return finish({
    kind: 'midpoint',
    title: ['Midpoint of a segment', 'منتصف قطعة مستقيمة'],
    statement: say(language, `The midpoint of ${shown(p, 0, language)} and ${shown(q, 1, language)}.`, `منتصف القطعة الواصلة بين ${shown(p, 0, language)} و ${shown(q, 1, language)}.`),
    steps: [
      step(`${say(language, 'Midpoint formula:', 'قانون نقطة المنتصف:')} ${m('\\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right)')}`, say(language, 'Each coordinate of the midpoint is the average of the two ends.', 'كل إحداثي للمنتصف هو متوسط إحداثيي الطرفين.')),
      step(m(`\\left(\\frac{${termLatex(a[0]!)} + ${paren(b[0]!)}}{2}, \\frac{${termLatex(a[1]!)} + ${paren(b[1]!)}}{2}\\right) = ${pointLatex(mid)}`)),
    ],
    answer: `${say(language, 'The midpoint is', 'نقطة المنتصف هي')} ${m(pointLatex(mid))}`,
    check: say(language, `It is at the same distance ${m(decimal(toA))} from both ends. ✓`, `بعدها عن الطرفين متساوٍ ${m(`= ${decimal(toA)}`)}. ✓`),
    result: { values: mid },
  }, language);
}

function slopeOrInclination([p, q]: [Tuple, Tuple], wantsAngle: boolean, language: TutorLanguage): Solution | null {
  const dx = q.values[0]! - p.values[0]!;
  const dy = q.values[1]! - p.values[1]!;
  if (Math.abs(dx) < 1e-12) return null;
  const slope = dy / dx;
  const intercept = p.values[1]! - slope * p.values[0]!;
  if (Math.abs(slope * q.values[0]! + intercept - q.values[1]!) > 1e-9) return null;
  const angle = ((Math.atan(slope) * 180) / Math.PI + 180) % 180;
  const steps = [
    step(`${say(language, 'Slope through two points:', 'الميل بمعلومية نقطتين:')} ${m(`m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{${termLatex(q.values[1]!)} - ${paren(p.values[1]!)}}{${termLatex(q.values[0]!)} - ${paren(p.values[0]!)}} = \\frac{${termLatex(dy)}}{${termLatex(dx)}} = ${numberLatex(slope)}`)}`, say(language, 'The slope is the rise over the run between any two points of the line.', 'الميل = التغير في الصادات ÷ التغير في السينات بين أي نقطتين على المستقيم.')),
  ];
  if (wantsAngle) steps.push(step(`${m(`\\tan\\theta = m = ${numberLatex(slope)}`)} ${say(language, 'so', 'إذن')} ${m(`\\theta = ${decimal(angle)}^\\circ`)}`, say(language, 'The angle of inclination is measured from the positive x-axis, between 0° and 180°.', 'زاوية الميل تقاس من الاتجاه الموجب لمحور السينات وتقع بين ٠° و ١٨٠°.')));
  return finish({
    kind: wantsAngle ? 'inclination' : 'slope',
    title: wantsAngle ? ['Angle of inclination of a line', 'قياس زاوية ميل مستقيم'] : ['Slope of a line through two points', 'ميل مستقيم مار بنقطتين'],
    statement: say(language, `The line through ${shown(p, 0, language)} and ${shown(q, 1, language)}.`, `المستقيم المار بالنقطتين ${shown(p, 0, language)} و ${shown(q, 1, language)}.`),
    steps,
    answer: wantsAngle ? m(`\\theta = ${decimal(angle)}^\\circ`) : m(`m = ${numberLatex(slope)}`),
    check: say(language, `Both points satisfy ${m(`y = ${decimal(slope)}x + ${paren(intercept)}`)}. ✓`, `النقطتان تحققان ${m(`y = ${decimal(slope)}x + ${paren(intercept)}`)}. ✓`),
    result: { values: [wantsAngle ? angle : slope] },
  }, language);
}

/** Distance, midpoint, slope or inclination of two points; null when it is not one of these. */
export function solvePointPair(prepared: PreparedText, language: TutorLanguage): Solution | null {
  const { words } = prepared;
  if (/متجه|vector|داير|circle/.test(words)) return null;
  const points = twoPoints(prepared);
  if (!points) return null;
  if (/يوازي|موازي|متواز|parallel|عمودي|متعامد|perpendicular/.test(words)) return null;
  if (MIDPOINT.test(words)) return /distance|length|بعد|مسافه|طول/.test(words) || SLOPE.test(words) ? null : midpoint(prepared, points, language);
  if (/معادل|equation/.test(words)) return null;
  if (INCLINATION.test(words) && X_AXIS.test(words) && !SLOPE.test(words)) return slopeOrInclination(points, true, language);
  if (SLOPE.test(words)) return slopeOrInclination(points, false, language);
  const [first, second] = points.map((point) => point.name?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const namedLength = first && second && new RegExp(`(?:طول|length(?:\\s+of)?(?:\\s+the)?(?:\\s+segment)?)\\s*(?:القطع[ةه]\\s*)?(?:${first}\\s*${second}|${second}\\s*${first})(?![a-z\u0621-\u064A])`).test(prepared.ascii);
  if (DISTANCE.test(words) || namedLength) return distance(points, language);
  return null;
}
