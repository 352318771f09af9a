/**
 * Statistics of a data set or a frequency table: mean, median, mode, range, variance and standard deviation
 * (population σ² = Σ(x − μ)²/n as in Egyptian textbooks, the sample s² with n − 1 when the question says so).
 * Only a list the question writes out as a list is read; each statistic is checked another way
 * (Σ(x − μ) = 0, E[x²] − μ², the counts on each side of the median).
 */
import type { Solution, SolutionResult, SolutionStep, TutorLanguage } from '../../solution';
import { toLatinDigits } from '../../arabic';
import { decimal, m, say } from '../../math/language';
import { finish, step } from './build';
import { numberLatex, termLatex } from './format';
import type { PreparedText } from './read';

type Statistic = 'mean' | 'median' | 'mode' | 'range' | 'variance' | 'sd';

const CUES: ReadonlyArray<[Statistic, RegExp]> = [
  ['mean', /الوسط(?!ي)|(?<![\u0621-\u064A])(?:ال)?متوسط|\bmean\b|\baverage\b/],
  ['median', /الوسيط|\bmedian\b/],
  ['mode', /المنوال|\bmode\b/],
  ['range', /المدي(?![\u0621-\u064A])|\brange\b/],
  ['variance', /التباين|\bvariance\b/],
  ['sd', /الانحراف\s*المعياري|standard\s+deviation/],
];

/** The data changed or a value missing: "if each value is doubled", "بعد إضافة ٣ لكل قيمة", "the mean is 7, find x". */
const TRANSFORMED = /\beach\b|\bevery\b|doubl|tripl|multipl|\badd|increas|decreas|subtract|divid|\bif\b|\bis\s+-?\d|لكل|كل\s*قيم|اضاف|ضرب|طرح|زياد|نقص|قسم|اذا|لو\s+(?!سمحت)|يساوي|=/;

/** Measures this file does not compute, whose names contain "mean", "deviation" or "الوسط". */
const OTHER_STATISTICS = /mean\s+deviation|absolute\s+deviation|الانحراف\s*المتوسط|quartile|ربيع|percentile|مئين|weighted|مرجح|geometric\s+mean|harmonic|coefficient\s+of\s+variation|معامل\s*الاختلاف|z[\s-]*score|الدرجه\s*المعياريه|correlation|ارتباط|regression|انحدار|grouped|فئات|الفئه|class/;

interface Run {
  values: number[];
  raw: string[];
  start: number;
  end: number;
}

/** Runs of numbers separated only by commas, spaces, "and" / "و". */
function numberRuns(text: string): Run[] {
  const runs: Run[] = [];
  const pattern = /-?\d+(?:\.\d+)?/g;
  let current: Run | null = null;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const between = current ? text.slice(current.end, start) : '';
    if (current && /^(?:\s*[,،;؛]\s*|\s+(?:and|و)?\s*|\s*[,،]?\s*(?:and|و)\s+)$/.test(between)) {
      current.values.push(Number(match[0]));
      current.raw.push(match[0]);
      current.end = start + match[0].length;
    } else {
      current = { values: [Number(match[0])], raw: [match[0]], start, end: start + match[0].length };
      runs.push(current);
    }
  }
  return runs;
}

interface Data {
  values: number[];
  weights: number[];
  statement: string;
}

function readData(text: string, words: string, language: TutorLanguage): Data | null {
  const runs = numberRuns(text);
  if (/تكرار|frequenc/.test(words)) {
    if (runs.length !== 2 || runs[0]!.values.length !== runs[1]!.values.length || runs[0]!.values.length < 2) return null;
    const cue = text.slice(runs[0]!.end, runs[1]!.start);
    if (!/تكرار|frequenc/i.test(cue) || runs[1]!.values.some((f) => f < 0 || !Number.isInteger(f))) return null;
    return {
      values: runs[0]!.values,
      weights: runs[1]!.values,
      statement: say(language, `Values ${m(runs[0]!.raw.join(', '))} with frequencies ${m(runs[1]!.raw.join(', '))}.`, `القيم ${m(runs[0]!.raw.join(', '))} وتكراراتها ${m(runs[1]!.raw.join(', '))}.`),
    };
  }
  if (runs.length !== 1 || runs[0]!.values.length < 3) return null;
  return { values: runs[0]!.values, weights: runs[0]!.values.map(() => 1), statement: say(language, `The data ${m(runs[0]!.raw.join(', '))}.`, `البيانات ${m(runs[0]!.raw.join(', '))}.`) };
}

interface Piece {
  steps: SolutionStep[];
  answer: string;
  value: number[];
  check: string;
}

function compute(statistic: Statistic, data: Data, sample: boolean, language: TutorLanguage): Piece | null {
  const { values, weights } = data;
  const n = weights.reduce((a, b) => a + b, 0);
  const sum = values.reduce((acc, x, i) => acc + x * weights[i]!, 0);
  const mean = sum / n;
  const sumLatex = weights.every((w) => w === 1) ? values.map(termLatex).join(' + ') : values.map((x, i) => `${termLatex(x)} \\times ${weights[i]}`).join(' + ');
  const expanded = values.flatMap((x, i) => Array<number>(weights[i]!).fill(x)).sort((a, b) => a - b);
  if (expanded.length !== n || n < 2) return null;
  if (statistic === 'mean') {
    const deviations = values.reduce((acc, x, i) => acc + (x - mean) * weights[i]!, 0);
    if (Math.abs(deviations) > 1e-9 * Math.max(1, Math.abs(sum))) return null;
    return {
      steps: [step(m(`\\bar{x} = \\frac{\\sum x}{n} = \\frac{${sumLatex}}{${n}} = \\frac{${termLatex(sum)}}{${n}} = ${numberLatex(mean)}`), say(language, 'The mean shares the total equally among all the values.', 'الوسط الحسابي = مجموع القيم ÷ عددها.'))],
      answer: m(`\\bar{x} = ${numberLatex(mean)}`),
      value: [mean],
      check: say(language, `The deviations from ${m(decimal(mean))} add up to 0. ✓`, `مجموع انحرافات القيم عن ${m(decimal(mean))} = ٠. ✓`),
    };
  }
  if (statistic === 'median') {
    const middle = n % 2 === 1 ? expanded[(n - 1) / 2]! : (expanded[n / 2 - 1]! + expanded[n / 2]!) / 2;
    const below = expanded.filter((x) => x < middle).length;
    const above = expanded.filter((x) => x > middle).length;
    if (below > n / 2 || above > n / 2) return null;
    const rank = n % 2 === 1 ? say(language, `the value of rank ${(n + 1) / 2}`, `القيمة رقم ${(n + 1) / 2}`) : say(language, `the mean of the values of ranks ${n / 2} and ${n / 2 + 1}`, `متوسط القيمتين رقم ${n / 2} و ${n / 2 + 1}`);
    return {
      steps: [step(`${say(language, 'In order:', 'نرتب القيم تصاعديًا:')} ${m(expanded.map(termLatex).join(', '))}`), step(`${say(language, `n = ${n}, so the median is`, `n = ${n} إذن الوسيط هو`)} ${rank}: ${m(numberLatex(middle))}`, say(language, 'Half of the data lies on each side of the median.', 'نصف البيانات قبل الوسيط ونصفها بعده.'))],
      answer: `${say(language, 'Median', 'الوسيط')} ${m(`= ${numberLatex(middle)}`)}`,
      value: [middle],
      check: say(language, `${below} values below and ${above} above it. ✓`, `${below} قيم أقل منه و ${above} أكبر منه. ✓`),
    };
  }
  if (statistic === 'mode') {
    const counts = new Map<number, number>();
    for (const [i, x] of values.entries()) counts.set(x, (counts.get(x) ?? 0) + weights[i]!);
    const top = Math.max(...counts.values());
    const modes = [...counts.entries()].filter(([, count]) => count === top).map(([x]) => x);
    if (modes.length === counts.size || modes.length > 2) return null;
    return {
      steps: [step(`${say(language, 'Count each value:', 'تكرار كل قيمة:')} ${m([...counts.entries()].map(([x, c]) => `${termLatex(x)} \\to ${c}`).join(', '))}`, say(language, 'The mode is the most frequent value.', 'المنوال هو القيمة الأكثر تكرارًا.'))],
      answer: `${say(language, 'Mode', 'المنوال')} ${m(`= ${modes.map(termLatex).join(', ')}`)}`,
      value: modes,
      check: say(language, `It occurs ${top} times, more than any other value. ✓`, `تكررت ${top} مرات، أكثر من أي قيمة أخرى. ✓`),
    };
  }
  if (statistic === 'range') {
    const [low, high] = [expanded[0]!, expanded[n - 1]!];
    return {
      steps: [step(m(`\\text{${say(language, 'range', 'المدى')}} = ${termLatex(high)} - ${low < 0 ? `(${termLatex(low)})` : termLatex(low)} = ${termLatex(high - low)}`), say(language, 'Range = largest value − smallest value.', 'المدى = أكبر قيمة − أصغر قيمة.'))],
      answer: `${say(language, 'Range', 'المدى')} ${m(`= ${termLatex(high - low)}`)}`,
      value: [high - low],
      check: say(language, 'Every value lies between them. ✓', 'كل القيم محصورة بينهما. ✓'),
    };
  }
  const divisor = sample ? n - 1 : n;
  const squares = values.reduce((acc, x, i) => acc + (x - mean) ** 2 * weights[i]!, 0);
  const variance = squares / divisor;
  const viaMoments = (values.reduce((acc, x, i) => acc + x * x * weights[i]!, 0) - n * mean * mean) / divisor;
  if (Math.abs(viaMoments - variance) > 1e-9 * Math.max(1, variance)) return null;
  const symbol = sample ? 's' : '\\sigma';
  const steps = [
    step(m(`\\bar{x} = \\frac{${termLatex(sum)}}{${n}} = ${numberLatex(mean)}`)),
    step(m(`\\sum ${weights.every((w) => w === 1) ? '' : 'f'}(x - \\bar{x})^2 = ${termLatex(squares)}`)),
    step(m(`${symbol}^2 = \\frac{\\sum (x - \\bar{x})^2}{${sample ? 'n - 1' : 'n'}} = \\frac{${termLatex(squares)}}{${divisor}} = ${numberLatex(variance)}`), sample ? say(language, 'A sample divides by n − 1 (Bessel’s correction).', 'في العينة نقسم على n − 1.') : say(language, 'Population variance: the mean of the squared deviations, as in the Egyptian textbook.', 'التباين = متوسط مربعات الانحرافات عن الوسط (كما في الكتاب المدرسي).')),
  ];
  const check = say(language, `Also ${m(`\\frac{\\sum x^2 - n\\bar{x}^2}{${divisor}} = ${decimal(viaMoments)}`)}. ✓`, `وأيضًا ${m(`\\frac{\\sum x^2 - n\\bar{x}^2}{${divisor}} = ${decimal(viaMoments)}`)}. ✓`);
  if (statistic === 'variance') return { steps, answer: m(`${symbol}^2 = ${numberLatex(variance)}`), value: [variance], check };
  const sd = Math.sqrt(variance);
  steps.push(step(m(`${symbol} = \\sqrt{${termLatex(variance)}} = ${numberLatex(sd, variance)}`), say(language, 'The standard deviation is the square root of the variance.', 'الانحراف المعياري = الجذر التربيعي للتباين.')));
  return { steps, answer: m(`${symbol} = ${numberLatex(sd, variance)}`), value: [sd], check };
}

export function solveStatistics(prepared: PreparedText, raw: string, language: TutorLanguage): Solution | null {
  const { words } = prepared;
  const asked = CUES.map(([statistic, cue]) => ({ statistic, index: words.search(cue) })).filter((cue) => cue.index >= 0).sort((a, b) => a.index - b.index);
  if (asked.length === 0 || /احتمال|probab/.test(words) || TRANSFORMED.test(words) || OTHER_STATISTICS.test(words)) return null;
  const data = readData(toLatinDigits(raw).replace(/[−–]/g, '-'), words, language);
  if (!data) return null;
  const sample = /عينه|\bsample\b/.test(words);
  const pieces: Piece[] = [];
  for (const { statistic } of asked) {
    const piece = compute(statistic, data, sample, language);
    if (!piece) return null;
    pieces.push(piece);
  }
  const names: Record<Statistic, [string, string]> = { mean: ['mean', 'الوسط الحسابي'], median: ['median', 'الوسيط'], mode: ['mode', 'المنوال'], range: ['range', 'المدى'], variance: [sample ? 'sample variance' : 'variance', 'التباين'], sd: [sample ? 'sample standard deviation' : 'standard deviation', 'الانحراف المعياري'] };
  const results: SolutionResult[] = pieces.map((piece) => ({ values: piece.value }));
  return finish({
    kind: asked.map(({ statistic }) => statistic).join('-'),
    title: ['Statistics of a data set', 'مقاييس إحصائية'],
    statement: `${data.statement} ${say(language, 'Find the', 'المطلوب:')} ${asked.map(({ statistic }) => say(language, ...names[statistic])).join(say(language, ' and the ', ' و'))}.`,
    steps: pieces.flatMap((piece) => piece.steps),
    answer: pieces.map((piece) => piece.answer).join(say(language, ', ', ' ، ')),
    check: pieces.map((piece) => piece.check).join(' '),
    result: results.length === 1 ? results[0]! : { parts: results },
  }, language);
}
