/**
 * Related rates for the school shapes: a circle (area, circumference), a sphere or balloon (volume, surface),
 * a cube (volume, surface), a square (area, perimeter) — all functions of one length growing at a rate — and a
 * ladder sliding down a wall (x² + y² = L²). The given rate is recognised by its unit (cm³/s is a volume, cm²/s
 * an area, cm/s a length or a perimeter when named), the asked one by its name. The answer is recomputed from the
 * finite change of the quantity over a tiny time step, and declined when anything is not read.
 */
import { decimal, m, say } from '../../math/language';
import type { Solution } from '../../solution';
import { equalsLatex, numberLatex } from './core';
import type { CalculusText } from './text';

interface Quantity {
  /** Words naming it (search-folded Arabic and English). */
  words: RegExp;
  /** Dimension of its unit: 1 length, 2 area, 3 volume. */
  dimension: 1 | 2 | 3;
  latex: string;
  value: (length: number) => number;
  /** The derivative with respect to the length, and its LaTeX. */
  derivative: (length: number) => number;
  derivativeLatex: string;
}

interface Shape {
  words: RegExp;
  name: [string, string];
  length: { words: RegExp; symbol: string };
  quantities: Quantity[];
}

const SHAPES: readonly Shape[] = [
  {
    words: /دائر|داير|circle|circular|\bripple/,
    name: ['circle', 'الدائرة'],
    length: { words: /نصف قطر|نق|radius/, symbol: 'r' },
    quantities: [
      { words: /مساح|\barea\b/, dimension: 2, latex: 'A = \\pi r^{2}', value: (r) => Math.PI * r * r, derivative: (r) => 2 * Math.PI * r, derivativeLatex: '2\\pi r' },
      { words: /محيط|circumference|perimeter/, dimension: 1, latex: 'C = 2\\pi r', value: (r) => 2 * Math.PI * r, derivative: () => 2 * Math.PI, derivativeLatex: '2\\pi' },
    ],
  },
  {
    words: /كر[هة]|بالون|sphere|spherical|balloon/,
    name: ['sphere', 'الكرة'],
    length: { words: /نصف قطر|نق|radius/, symbol: 'r' },
    quantities: [
      { words: /حجم|volume/, dimension: 3, latex: 'V = \\frac{4}{3}\\pi r^{3}', value: (r) => (4 / 3) * Math.PI * r ** 3, derivative: (r) => 4 * Math.PI * r * r, derivativeLatex: '4\\pi r^{2}' },
      { words: /مساح[هة] سطح|سطح|surface/, dimension: 2, latex: 'S = 4\\pi r^{2}', value: (r) => 4 * Math.PI * r * r, derivative: (r) => 8 * Math.PI * r, derivativeLatex: '8\\pi r' },
    ],
  },
  {
    words: /مكعب|\bcube\b/,
    name: ['cube', 'المكعب'],
    length: { words: /حرف|ضلع|\bedge|\bside/, symbol: 'a' },
    quantities: [
      { words: /حجم|volume/, dimension: 3, latex: 'V = a^{3}', value: (a) => a ** 3, derivative: (a) => 3 * a * a, derivativeLatex: '3a^{2}' },
      { words: /مساح[هة]|سطح|surface/, dimension: 2, latex: 'S = 6a^{2}', value: (a) => 6 * a * a, derivative: (a) => 12 * a, derivativeLatex: '12a' },
    ],
  },
  {
    words: /مربع|\bsquare\b/,
    name: ['square', 'المربع'],
    length: { words: /ضلع|طول|\bside/, symbol: 'a' },
    quantities: [
      { words: /مساح|\barea\b/, dimension: 2, latex: 'A = a^{2}', value: (a) => a * a, derivative: (a) => 2 * a, derivativeLatex: '2a' },
      { words: /محيط|perimeter/, dimension: 1, latex: 'P = 4a', value: (a) => 4 * a, derivative: () => 4, derivativeLatex: '4' },
    ],
  },
];

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const LENGTH_UNIT = '(cm|mm|km|m|سم|مم|كم|م|متر|سنتيمتر)';
/** "2 cm/s", "100 cm³/s", "٢ سم/ث", "3 cm^2/sec". */
const RATE = new RegExp(`${NUMBER}\\s*${LENGTH_UNIT}\\s*(\\^?\\s*[23²³])?\\s*\\/\\s*(s|sec|min|h|ث|د|ثانية|ساعة|دقيقة)(?![\\w\\u0621-\\u064A])`, 'g');
/** "5 cm" not followed by a slash or a power. */
const LENGTH = new RegExp(`${NUMBER}\\s*${LENGTH_UNIT}(?![\\w\\u0621-\\u064A²³^]|\\s*\\/|\\s*[23²³](?!\\d))`, 'g');

/** A unit the answer is asked in, "بوحدة سم³/ث" / "in cm³/s" (no number before it). */
const ASKED_UNIT = new RegExp(`(?<![\\d.]\\s*)${LENGTH_UNIT}\\s*(?:\\^?\\s*[23²³])\\s*\\/\\s*(?:s|sec|min|h|ث|د|ثانية|ساعة|دقيقة)(?![\\w\\u0621-\\u064A])`, 'g');

/** The asked units, quoted as written, for the statement. */
const askedUnits = (raw: string): string => [...raw.matchAll(ASKED_UNIT)].map((match) => `, ${m(`\\text{${match[0].trim()}}`)}`).join('');

const dimensionOf = (power: string | undefined): 1 | 2 | 3 => (!power ? 1 : /[3³]/.test(power) ? 3 : 2);
const DECREASING = /يتناقص|تتناقص|يقل|تقل|ينكمش|تسرب|يتسرب|decreas|shrink|leak|deflat/;

interface Rate {
  value: number;
  text: string;
  dimension: 1 | 2 | 3;
  unit: string;
  time: string;
  index: number;
}

function readRates(raw: string): Rate[] {
  return [...raw.matchAll(RATE)].map((match) => ({
    value: Number(match[1]),
    text: match[0].trim(),
    dimension: dimensionOf(match[3]),
    unit: match[2]!,
    time: match[4]!,
    index: match.index ?? 0,
  }));
}

const unitText = (unit: string, dimension: number, time: string): string => `\\text{${unit}}${dimension > 1 ? `^{${dimension}}` : ''}/\\text{${time}}`;

function shapeRate(text: CalculusText, shape: Shape): Solution | null {
  const { language, raw, words } = text;
  const rates = readRates(raw);
  const lengths = [...raw.matchAll(LENGTH)];
  if (rates.length !== 1 || lengths.length !== 1) return null;
  const given = rates[0]!;
  const lengthValue = Number(lengths[0]![1]);
  const before = words.slice(0, normalizedIndex(raw, words, given.index));
  const givenQuantity = given.dimension === 1 && !shape.quantities.some((q) => q.dimension === 1 && q.words.test(before.slice(-40)))
    ? null
    : shape.quantities.find((q) => q.dimension === given.dimension) ?? undefined;
  if (givenQuantity === undefined) return null;
  const asked = /معدل تغير|معدل|rate of change of|rate|how fast/.exec(words.slice(normalizedIndex(raw, words, given.index) + 1));
  if (!asked) return null;
  const afterAsk = words.slice(normalizedIndex(raw, words, given.index) + 1 + asked.index);
  // The asked quantity is the first one named after "rate of change of" / "معدل تغير".
  const named = [...shape.quantities.map((quantity) => ({ quantity, at: afterAsk.search(quantity.words) })), { quantity: null, at: afterAsk.search(shape.length.words) }]
    .filter((candidate) => candidate.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (named.length === 0) return null;
  const askedQuantity = named[0]!.quantity;
  if (askedQuantity === givenQuantity) return null;
  const sign = DECREASING.test(words) ? -1 : 1;
  const givenRate = sign * given.value;
  const s = shape.length.symbol;
  const lengthRate = givenQuantity ? givenRate / givenQuantity.derivative(lengthValue) : givenRate;
  const answerValue = askedQuantity ? askedQuantity.derivative(lengthValue) * lengthRate : lengthRate;
  const target = askedQuantity ?? null;
  // Independent check: the finite change of the asked quantity over a tiny time step.
  const dt = 1e-6;
  const nextLength = givenQuantity
    ? lengthAfter(givenQuantity, lengthValue, givenRate * dt)
    : lengthValue + givenRate * dt;
  const finite = ((target ? target.value(nextLength) - target.value(lengthValue) : nextLength - lengthValue)) / dt;
  if (!Number.isFinite(answerValue) || Math.abs(finite - answerValue) > 1e-4 * Math.max(1, Math.abs(answerValue))) return null;
  const answerUnit = unitText(given.unit, target ? target.dimension : 1, given.time);
  const rateName = (q: Quantity | null): string => (q ? `\\frac{d${q.latex[0]}}{dt}` : `\\frac{d${s}}{dt}`);
  const steps = [
    {
      text: say(
        language,
        `Given: ${m(`${rateName(givenQuantity)} = ${givenRate}\\ ${unitText(given.unit, given.dimension, given.time)}`)}, ${m(`${s} = ${lengthValue}\\ \\text{${given.unit}}`)}.${sign < 0 ? ' (decreasing, so the rate is negative)' : ''}`,
        `المعطيات: ${m(`${rateName(givenQuantity)} = ${givenRate}\\ ${unitText(given.unit, given.dimension, given.time)}`)} ، ${m(`${s} = ${lengthValue}\\ \\text{${given.unit}}`)}.${sign < 0 ? ' (متناقص فالمعدل سالب)' : ''}`,
      ),
    },
    ...[givenQuantity, target].filter((q): q is Quantity => q !== null).map((q) => ({
      text: say(
        language,
        `For the ${shape.name[0]}: ${m(q.latex)}; differentiate with respect to time (chain rule): ${m(`${rateName(q)} = ${q.derivativeLatex}\\,\\frac{d${s}}{dt}`)}.`,
        `في ${shape.name[1]}: ${m(q.latex)}؛ نشتق بالنسبة للزمن (قاعدة السلسلة): ${m(`${rateName(q)} = ${q.derivativeLatex}\\,\\frac{d${s}}{dt}`)}.`,
      ),
      detail: say(language, 'Both quantities change with time; the chain rule links their rates through the length.', 'الكميتان تتغيران مع الزمن، وقاعدة السلسلة تربط معدليهما عن طريق الطول.'),
    })),
  ];
  if (givenQuantity) {
    steps.push({
      text: say(
        language,
        `At ${m(`${s} = ${lengthValue}`)}: ${m(`\\frac{d${s}}{dt} = ${decimal(lengthRate, 6)}\\ \\text{${given.unit}/${given.time}}`)}.`,
        `عند ${m(`${s} = ${lengthValue}`)}: ${m(`\\frac{d${s}}{dt} = ${decimal(lengthRate, 6)}\\ \\text{${given.unit}/${given.time}}`)}.`,
      ),
    });
  }
  const answer = m(`${rateName(target)}${equalsLatex(numberLatex(answerValue))}\\ ${answerUnit}`);
  steps.push({ text: say(language, `So ${answer}.`, `إذن ${answer}.`) });
  return {
    kind: 'related-rates',
    subject: 'math',
    title: say(language, 'Related rates', 'المعدلات الزمنية المرتبطة'),
    steps,
    answer,
    check: say(language, `The change of the quantity over a tiny time step gives ${m(decimal(finite, 5))}. ✓`, `تغير الكمية خلال فترة زمنية صغيرة جدًا يعطي ${m(decimal(finite, 5))}. ✓`),
    statement: `${shape.name[language === 'ar' ? 1 : 0]}: ${m(`${given.text.replace(/\s+/g, '\\ ')}`)}, ${m(lengths[0]![0].replace(/\s+/g, '\\ '))}${askedUnits(raw)}`,
    result: { values: [answerValue] },
  };
}

/** The length after the quantity changes by `change` (inverting the quantity numerically by Newton's method). */
function lengthAfter(quantity: Quantity, length: number, change: number): number {
  const target = quantity.value(length) + change;
  let current = length;
  for (let iteration = 0; iteration < 30; iteration += 1) current -= (quantity.value(current) - target) / quantity.derivative(current);
  return current;
}

/** Position in the folded words that corresponds to a position in the raw text (same length up to folding). */
function normalizedIndex(raw: string, words: string, index: number): number {
  return Math.round((index / Math.max(1, raw.length)) * words.length);
}

export function solveRelatedRate(text: CalculusText): Solution | null {
  if (/سلم|ladder/.test(text.words)) return solveLadder(text);
  const shapes = SHAPES.filter((shape) => shape.words.test(text.words));
  if (shapes.length !== 1) return null;
  return shapeRate(text, shapes[0]!);
}

/** A ladder of length L, its foot sliding at x′ when it is x from the wall: the top moves at y′ = −x·x′/y. */
function solveLadder(text: CalculusText): Solution | null {
  const { language, raw, words } = text;
  const rates = readRates(raw);
  const lengths = [...raw.matchAll(LENGTH)];
  if (rates.length !== 1 || lengths.length !== 2) return null;
  const rate = rates[0]!;
  if (rate.dimension !== 1) return null;
  const beforeRate = words.slice(Math.max(0, normalizedIndex(raw, words, rate.index) - 60), normalizedIndex(raw, words, rate.index));
  if (!/السفل|bottom|foot|base|lower end/.test(beforeRate) || /العلو|\btop\b|upper/.test(beforeRate.slice(-25))) return null;
  const beforeDistance = words.slice(Math.max(0, normalizedIndex(raw, words, lengths[1]!.index ?? 0) - 40), normalizedIndex(raw, words, lengths[1]!.index ?? 0));
  if (!/بعد|from the wall|away|distance/.test(beforeDistance) || /ارتفاع|height|\btop\b|العلو/.test(beforeDistance.slice(-20))) return null;
  if (!/العلو|ارتفاع|\btop\b|height/.test(words.slice(normalizedIndex(raw, words, rate.index)))) return null;
  const ladder = Number(lengths[0]![1]);
  const x = Number(lengths[1]![1]);
  if (!(x > 0 && x < ladder)) return null;
  const sign = /نحو|تجاه|toward|closer/.test(words) ? -1 : 1;
  const xRate = sign * rate.value;
  const y = Math.sqrt(ladder * ladder - x * x);
  const yRate = (-x * xRate) / y;
  const dt = 1e-6;
  const finite = (Math.sqrt(ladder * ladder - (x + xRate * dt) ** 2) - y) / dt;
  if (Math.abs(finite - yRate) > 1e-4 * Math.max(1, Math.abs(yRate))) return null;
  const unit = `\\text{${rate.unit}}/\\text{${rate.time}}`;
  const yLatex = Number.isInteger(y) ? String(y) : `\\sqrt{${ladder * ladder - x * x}}`;
  const answer = m(`\\frac{dy}{dt} = ${numberText(yRate)}\\ ${unit}`);
  return {
    kind: 'related-rates',
    subject: 'math',
    title: say(language, 'Related rates: a sliding ladder', 'المعدلات الزمنية: سلم ينزلق'),
    steps: [
      {
        text: say(
          language,
          `Let ${m('x')} be the distance of the foot from the wall and ${m('y')} the height of the top: ${m(`x^{2} + y^{2} = ${ladder}^{2}`)}.`,
          `نفرض ${m('x')} بعد الطرف السفلي عن الحائط و ${m('y')} ارتفاع الطرف العلوي: ${m(`x^{2} + y^{2} = ${ladder}^{2}`)}.`,
        ),
      },
      {
        text: say(language, `Differentiate with respect to time: ${m("2x\\frac{dx}{dt} + 2y\\frac{dy}{dt} = 0")}.`, `نشتق بالنسبة للزمن: ${m("2x\\frac{dx}{dt} + 2y\\frac{dy}{dt} = 0")}.`),
        detail: say(language, 'The ladder keeps its length, so the sum of the squares stays constant and its rate of change is zero.', 'طول السلم ثابت، فمجموع المربعين ثابت ومعدل تغيره صفر.'),
      },
      {
        text: say(
          language,
          `When ${m(`x = ${x}`)}: ${m(`y = \\sqrt{${ladder}^{2} - ${x}^{2}} = ${yLatex}`)}, and ${m(`\\frac{dx}{dt} = ${xRate}`)}, so ${m(`\\frac{dy}{dt} = -\\frac{x}{y}\\frac{dx}{dt} = ${numberText(yRate)}`)} (negative: the top slides down).`,
          `عندما ${m(`x = ${x}`)}: ${m(`y = \\sqrt{${ladder}^{2} - ${x}^{2}} = ${yLatex}`)} ، و ${m(`\\frac{dx}{dt} = ${xRate}`)}، إذن ${m(`\\frac{dy}{dt} = -\\frac{x}{y}\\frac{dx}{dt} = ${numberText(yRate)}`)} (الإشارة السالبة: الطرف العلوي يهبط).`,
        ),
      },
    ],
    answer,
    check: say(language, `Moving the foot for a tiny time step changes the height at ${m(decimal(finite, 5))} per unit time. ✓`, `تحريك الطرف السفلي لفترة زمنية صغيرة جدًا يغير الارتفاع بمعدل ${m(decimal(finite, 5))}. ✓`),
    statement: `${say(language, 'ladder', 'سلم')}: ${m(lengths[0]![0].replace(/\s+/g, '\\ '))}, ${m(rate.text.replace(/\s+/g, '\\ '))}, ${m(lengths[1]![0].replace(/\s+/g, '\\ '))}`,
    result: { values: [yRate] },
  };
}

const numberText = (value: number): string => (Number.isInteger(value * 1e6) ? String(Number(value.toFixed(6))) : decimal(value));
