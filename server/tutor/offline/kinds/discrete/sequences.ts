/**
 * Arithmetic and geometric sequences: the first term and base (أساس: common difference d or ratio r) from what
 * is given, then each asked item — a term, the general term, a sum, the sum to infinity (or that it diverges),
 * the number of terms, a and d/r themselves. Closed formulas give the answers; writing the terms out one by one
 * (independent of the formulas) verifies them.
 */
import { m, say, type TutorLanguage } from '../../math/language';
import { exactFractionRoot, fractionToLatex, frac, isNegative, isZero, ONE, ZERO, type Fraction } from '../../math/rational';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { englishOrdinalWord, usesAllNumbers } from './reading';
import { readSequence, type SequenceAsk, type SequenceReading, type SequenceType } from './sequenceReading';

interface Sequence {
  type: SequenceType;
  a: Fraction;
  base: Fraction;
  /** The two given terms a and d / r were found from, when they were (for the teacher's working). */
  fromTwoTerms?: [{ index: number; value: Fraction }, { index: number; value: Fraction }];
}

const MAX_INDEX = 2000;
const latex = fractionToLatex;
const wrap = (value: Fraction): string => (isNegative(value) ? `\\left(${latex(value)}\\right)` : latex(value));

/** T_n by the formula. */
function term(sequence: Sequence, n: number): Fraction {
  return sequence.type === 'arithmetic' ? sequence.a.add(sequence.base.mul(n - 1)) : sequence.a.mul(sequence.base.pow(n - 1));
}

/** T_1 … T_n written out by adding d / multiplying by r each time (the independent check). */
function writtenOut(sequence: Sequence, n: number): Fraction[] {
  const terms: Fraction[] = [sequence.a];
  while (terms.length < n) {
    const previous = terms[terms.length - 1]!;
    terms.push(sequence.type === 'arithmetic' ? previous.add(sequence.base) : previous.mul(sequence.base));
  }
  return terms;
}

const total = (terms: readonly Fraction[]): Fraction => terms.reduce((sum, value) => sum.add(value), ZERO);

/** a and d / r from the listed terms, the given first term and base, or two given terms. */
function determine(reading: SequenceReading): Sequence | null {
  let type = reading.type;
  const listed = reading.listed;
  if (!type && listed.length >= 3) {
    const differences = listed.slice(1).map((value, index) => value.sub(listed[index]!));
    const arithmetic = differences.every((difference) => difference.equals(differences[0]!));
    const geometric = listed.every((value) => !isZero(value)) && listed.slice(1).every((value, index) => value.div(listed[index]!).equals(listed[1]!.div(listed[0]!)));
    if (arithmetic === geometric) return null;
    type = arithmetic ? 'arithmetic' : 'geometric';
  }
  if (!type) return null;
  const facts = [...reading.facts];
  if (listed.length > 0) listed.forEach((value, index) => facts.push({ index: index + 1, value }));
  const first = facts.find((fact) => fact.index === 1)?.value ?? null;
  let sequence: Sequence | null = null;
  if (first && reading.base) sequence = { type, a: first, base: reading.base };
  else if (first && listed.length >= 2) sequence = { type, a: first, base: type === 'arithmetic' ? listed[1]!.sub(first) : isZero(first) ? ZERO : listed[1]!.div(first) };
  else if (reading.base && facts.length >= 1) {
    const { index, value } = facts[0]!;
    if (type === 'arithmetic') sequence = { type, a: value.sub(reading.base.mul(index - 1)), base: reading.base };
    else if (!isZero(reading.base)) sequence = { type, a: value.div(reading.base.pow(index - 1)), base: reading.base };
  } else if (facts.length >= 2) {
    const [p, q] = [...facts].sort((x, y) => x.index - y.index);
    const gap = q!.index - p!.index;
    if (gap <= 0) return null;
    if (type === 'arithmetic') {
      const d = q!.value.sub(p!.value).div(gap);
      sequence = { type, a: p!.value.sub(d.mul(p!.index - 1)), base: d, fromTwoTerms: [p!, q!] };
    } else {
      if (isZero(p!.value)) return null;
      const r = exactFractionRoot(q!.value.div(p!.value), gap);
      if (!r || (gap % 2 === 0 && !isZero(r))) return null;
      sequence = { type, a: p!.value.div(r.pow(p!.index - 1)), base: r, fromTwoTerms: [p!, q!] };
    }
  }
  if (!sequence || (type === 'geometric' && (isZero(sequence.base) || isZero(sequence.a)))) return null;
  const highest = Math.max(1, ...facts.map((fact) => fact.index));
  if (highest > MAX_INDEX) return null;
  const terms = writtenOut(sequence, highest);
  return facts.every((fact) => terms[fact.index - 1]!.equals(fact.value)) ? sequence : null;
}

interface Answered {
  steps: SolutionStep[];
  answer: string;
  result: SolutionResult;
  asked: string;
}

const T = (n: number | string): string => `T_{${n}}`;

function answerAsk(sequence: Sequence, ask: SequenceAsk, reading: SequenceReading, language: TutorLanguage): Answered | null {
  const arithmetic = sequence.type === 'arithmetic';
  const { a, base } = sequence;
  const baseName = arithmetic ? 'd' : 'r';
  switch (ask.kind) {
    case 'first':
      return { steps: [], answer: m(`a = ${latex(a)}`), result: { values: [a.valueOf()] }, asked: say(language, 'the first term', 'الحد الأول') };
    case 'base':
      return { steps: [], answer: m(`${baseName} = ${latex(base)}`), result: { values: [base.valueOf()] }, asked: say(language, arithmetic ? 'the common difference' : 'the common ratio', 'الأساس') };
    case 'term': {
      if (ask.index < 1 || ask.index > MAX_INDEX) return null;
      const value = term(sequence, ask.index);
      if (!writtenOut(sequence, ask.index)[ask.index - 1]!.equals(value)) return null;
      const formula = arithmetic ? `${T(ask.index)} = a + (${ask.index} - 1)d = ${latex(a)} + ${ask.index - 1} \\times ${wrap(base)} = ${latex(value)}` : `${T(ask.index)} = a r^{${ask.index - 1}} = ${wrap(a)} \\times ${wrap(base)}^{${ask.index - 1}} = ${latex(value)}`;
      return { steps: [{ text: say(language, `The term: ${m(formula)}.`, `الحد: ${m(formula)}.`) }], answer: m(`${T(ask.index)} = ${latex(value)}`), result: { values: [value.valueOf()] }, asked: say(language, `the ${englishOrdinalWord(ask.index)} term ${m(T(ask.index))}`, m(T(ask.index))) };
    }
    case 'general': {
      const expression = arithmetic ? `${base.valueOf()}*n + (${a.sub(base).valueOf()})` : `${a.valueOf()}*(${base.valueOf()})^(n-1)`;
      const shown = arithmetic ? `T_{n} = ${latex(a)} + (n - 1) \\times ${wrap(base)} = ${latex(base)}n ${isNegative(a.sub(base)) ? '-' : '+'} ${latex(a.sub(base).abs())}` : `T_{n} = ${latex(a)} \\times ${wrap(base)}^{n - 1}`;
      const terms = writtenOut(sequence, 5);
      if (!terms.every((value, index) => value.equals(term(sequence, index + 1)))) return null;
      return { steps: [{ text: say(language, `The general term: ${m(shown)}.`, `الحد العام: ${m(shown)}.`) }], answer: m(shown), result: { expression, variable: 'n' }, asked: say(language, 'the general term', 'الحد العام') };
    }
    case 'sum':
    case 'sum-all': {
      let count = ask.kind === 'sum' ? ask.count : 0;
      const steps: SolutionStep[] = [];
      if (ask.kind === 'sum-all') {
        const counted = countTo(sequence, reading.last, language);
        if (!counted) return null;
        count = counted.count;
        steps.push(...counted.steps);
      }
      if (count < 1 || count > MAX_INDEX) return null;
      const value = sumOf(sequence, count);
      if (!value || !total(writtenOut(sequence, count)).equals(value)) return null;
      const formula = arithmetic ? `S_{${count}} = \\frac{${count}}{2}\\left[2a + (${count} - 1)d\\right] = \\frac{${count}}{2}\\left[2 \\times ${wrap(a)} + ${count - 1} \\times ${wrap(base)}\\right] = ${latex(value)}` : `S_{${count}} = \\frac{a(r^{${count}} - 1)}{r - 1} = \\frac{${wrap(a)}\\left(${wrap(base)}^{${count}} - 1\\right)}{${latex(base)} - 1} = ${latex(value)}`;
      steps.push({ text: say(language, `The sum: ${m(formula)}.`, `المجموع: ${m(formula)}.`) });
      return { steps, answer: m(`S_{${count}} = ${latex(value)}`), result: { values: [value.valueOf()] }, asked: ask.kind === 'sum' ? m(`S_{${count}}`) : say(language, 'the sum', 'المجموع') };
    }
    case 'infinite-sum': {
      if (arithmetic) return null;
      if (base.abs().compare(ONE) >= 0) {
        return {
          steps: [{ text: say(language, `${m(`|r| = ${latex(base.abs())} \\ge 1`)}, so the terms do not shrink and the sum to infinity does not exist (the series diverges).`, `${m(`|r| = ${latex(base.abs())} \\ge 1`)}، فالحدود لا تصغر ولا يوجد مجموع إلى ما لا نهاية (المتسلسلة متباعدة).`), detail: say(language, 'A geometric series converges only when −1 < r < 1.', 'المتسلسلة الهندسية تتقارب فقط عندما −١ < ر < ١.') }],
          answer: say(language, 'The sum to infinity does not exist.', 'لا يوجد مجموع لهذه المتتابعة إلى ما لا نهاية.'),
          result: { noSolution: true },
          asked: m('S_{\\infty}'),
        };
      }
      const value = a.div(ONE.sub(base));
      const partial = total(writtenOut(sequence, 200)).valueOf();
      if (Math.abs(partial - value.valueOf()) > 1e-9 * Math.max(1, Math.abs(value.valueOf()))) return null;
      return {
        steps: [{ text: say(language, `${m(`|r| = ${latex(base.abs())} < 1`)}, so the sum to infinity exists: ${m(`S_{\\infty} = \\frac{a}{1 - r} = \\frac{${latex(a)}}{1 - ${wrap(base)}} = ${latex(value)}`)}.`, `${m(`|r| = ${latex(base.abs())} < 1`)}، إذن يوجد مجموع إلى ما لا نهاية: ${m(`S_{\\infty} = \\frac{a}{1 - r} = \\frac{${latex(a)}}{1 - ${wrap(base)}} = ${latex(value)}`)}.`), detail: say(language, 'rⁿ → 0 when |r| < 1, so Sₙ = a(1 − rⁿ)/(1 − r) → a/(1 − r).', 'عندما |ر| < ١ فإن رⁿ → ٠، فيقترب المجموع من أ/(١ − ر).') }],
        answer: m(`S_{\\infty} = ${latex(value)}`),
        result: { values: [value.valueOf()] },
        asked: m('S_{\\infty}'),
      };
    }
    case 'count': {
      const counted = reading.givenSum ? countToSum(sequence, reading.givenSum, language) : countTo(sequence, reading.last, language);
      return counted && { steps: counted.steps, answer: m(`n = ${counted.count}`), result: { values: [counted.count] }, asked: say(language, 'the number of terms n', 'عدد الحدود ن') };
    }
  }
}

function sumOf(sequence: Sequence, n: number): Fraction | null {
  if (sequence.type === 'arithmetic') return frac(n).div(2).mul(sequence.a.mul(2).add(sequence.base.mul(n - 1)));
  if (sequence.base.equals(ONE)) return sequence.a.mul(n);
  return sequence.a.mul(sequence.base.pow(n).sub(1)).div(sequence.base.sub(1));
}

/** n with T_n = last. */
function countTo(sequence: Sequence, last: Fraction | null, language: TutorLanguage): { count: number; steps: SolutionStep[] } | null {
  if (!last) return null;
  const terms = writtenOut(sequence, MAX_INDEX);
  const count = terms.findIndex((value) => value.equals(last)) + 1;
  if (count < 1 || terms.slice(count).some((value) => value.equals(last))) return null;
  const equation = sequence.type === 'arithmetic' ? `${latex(sequence.a)} + (n - 1) \\times ${wrap(sequence.base)} = ${latex(last)}` : `${latex(sequence.a)} \\times ${wrap(sequence.base)}^{n - 1} = ${latex(last)}`;
  return { count, steps: [{ text: say(language, `The last term is ${m(T('n'))}: ${m(equation)}, so ${m(`n = ${count}`)}.`, `الحد الأخير هو ${m(T('n'))}: ${m(equation)}، إذن ${m(`n = ${count}`)}.`) }] };
}

/** n with S_n = sum (exactly one such n). */
function countToSum(sequence: Sequence, sum: Fraction, language: TutorLanguage): { count: number; steps: SolutionStep[] } | null {
  const terms = writtenOut(sequence, MAX_INDEX);
  const matches: number[] = [];
  let running = ZERO;
  terms.forEach((value, index) => {
    running = running.add(value);
    if (running.equals(sum)) matches.push(index + 1);
  });
  if (matches.length !== 1) return null;
  const count = matches[0]!;
  const { a, base } = sequence;
  const equation = sequence.type === 'arithmetic' ? `\\frac{n}{2}\\left[2 \\times ${wrap(a)} + (n - 1) \\times ${wrap(base)}\\right] = ${latex(sum)}` : `\\frac{${wrap(a)}\\left(${wrap(base)}^{n} - 1\\right)}{${latex(base)} - 1} = ${latex(sum)}`;
  const solved = sequence.type === 'arithmetic' ? say(language, 'a quadratic in n whose positive whole root is', 'معادلة من الدرجة الثانية في ن جذرها الصحيح الموجب') : m(`${wrap(base)}^{n} = ${latex(sum.mul(base.sub(1)).div(a).add(1))}`);
  return { count, steps: [{ text: say(language, `Set ${m('S_{n}')} equal to the sum: ${m(equation)}; this gives ${solved} ${m(`n = ${count}`)}.`, `نضع ${m('S_{n}')} مساويًا للمجموع: ${m(equation)}؛ ومنها ${solved} ${m(`n = ${count}`)}.`) }] };
}

export function solveSequence(text: string, language: TutorLanguage): Solution | null {
  const reading = readSequence(text);
  if (!reading || reading.asks.length === 0 || !usesAllNumbers(text, reading.used)) return null;
  const sequence = determine(reading);
  if (!sequence) return null;
  const answered: Answered[] = [];
  for (const ask of reading.asks) {
    const result = answerAsk(sequence, ask, reading, language);
    if (!result) return null;
    answered.push(result);
  }
  const arithmetic = sequence.type === 'arithmetic';
  const written = (value: Fraction): string => reading.written.get(value.toFraction()) ?? latex(value);
  const givens = [
    reading.listed.length > 0 ? m(`${reading.listed.map(written).join(', ')}, \\ldots${reading.last ? `, ${written(reading.last)}` : ''}`) : '',
    ...reading.facts.map((fact) => say(language, `the ${englishOrdinalWord(fact.index)} term `, '') + m(`${T(fact.index)} = ${written(fact.value)}`)),
    reading.base ? m(`${arithmetic ? 'd' : 'r'} = ${written(reading.base)}`) : '',
    reading.givenSum ? m(`S_{n} = ${written(reading.givenSum)}`) : '',
  ].filter(Boolean);
  const kindName = arithmetic ? say(language, 'arithmetic', 'حسابية') : say(language, 'geometric', 'هندسية');
  const intro: SolutionStep = {
    text: say(
      language,
      `The sequence is ${kindName}: first term ${m(`a = ${latex(sequence.a)}`)}, common ${arithmetic ? 'difference' : 'ratio'} ${m(`${arithmetic ? 'd' : 'r'} = ${latex(sequence.base)}`)}.`,
      `المتتابعة ${kindName}: حدها الأول ${m(`a = ${latex(sequence.a)}`)} وأساسها ${m(`${arithmetic ? 'd' : 'r'} = ${latex(sequence.base)}`)}.`,
    ),
    detail: arithmetic ? say(language, `${m('T_{n} = a + (n - 1)d')}, ${m('S_{n} = \\frac{n}{2}[2a + (n - 1)d]')}.`, `${m('T_{n} = a + (n - 1)d')} ، ${m('S_{n} = \\frac{n}{2}[2a + (n - 1)d]')}.`) : say(language, `${m('T_{n} = ar^{n - 1}')}, ${m('S_{n} = \\frac{a(r^{n} - 1)}{r - 1}')}.`, `${m('T_{n} = ar^{n - 1}')} ، ${m('S_{n} = \\frac{a(r^{n} - 1)}{r - 1}')}.`),
  };
  const derivation: SolutionStep[] = [];
  if (sequence.fromTwoTerms) {
    const [p, q] = sequence.fromTwoTerms;
    const gap = q.index - p.index;
    const line = arithmetic
      ? `${T(q.index)} - ${T(p.index)} = ${gap}d = ${latex(q.value)} - ${wrap(p.value)} \\Rightarrow d = ${latex(sequence.base)}, \\quad a = ${T(p.index)} - ${p.index - 1}d = ${latex(sequence.a)}`
      : `\\frac{${T(q.index)}}{${T(p.index)}} = r^{${gap}} = \\frac{${latex(q.value)}}{${latex(p.value)}} \\Rightarrow r = ${latex(sequence.base)}, \\quad a = \\frac{${T(p.index)}}{r^{${p.index - 1}}} = ${latex(sequence.a)}`;
    derivation.push({ text: say(language, `From the two given terms: ${m(line)}.`, `من الحدين المعلومين: ${m(line)}.`), detail: say(language, arithmetic ? `${m('T_{q} - T_{p} = (q - p)d')}: moving along ${gap} places adds ${gap} differences.` : `${m('T_{q} \\div T_{p} = r^{q - p}')}: moving along ${gap} places multiplies by r ${gap} times.`, arithmetic ? `${m('T_{q} - T_{p} = (q - p)d')}: الانتقال ${gap} مواضع يضيف الأساس ${gap} مرات.` : `${m('T_{q} \\div T_{p} = r^{q - p}')}: الانتقال ${gap} مواضع يضرب في الأساس ${gap} مرات.`) });
  }
  const several = answered.length > 1;
  return {
    kind: `${sequence.type}-sequence`,
    subject: 'math',
    title: say(language, `${arithmetic ? 'Arithmetic' : 'Geometric'} sequence`, `متتابعة ${kindName}`),
    steps: [...derivation, intro, ...answered.flatMap((entry) => entry.steps)],
    answer: answered.map((entry) => entry.answer).join(say(language, ', ', ' ، ')),
    check: say(language, `Checked by writing the terms out one by one (${m(`${writtenOut(sequence, 4).map(latex).join(', ')}, \\ldots`)}) and adding them, without the formulas. ✓`, `تحققنا بكتابة الحدود واحدًا واحدًا (${m(`${writtenOut(sequence, 4).map(latex).join(', ')}, \\ldots`)}) وجمعها دون القوانين. ✓`),
    statement: say(language, `${arithmetic ? 'Arithmetic' : 'Geometric'} sequence${reading.infinite ? ' (infinite)' : ''}, given ${givens.join(', ')}; find ${answered.map((entry) => entry.asked).join(' and ')}.`, `متتابعة ${kindName}${reading.infinite ? ' لا نهائية' : ''}، المعطى ${givens.join(' ، ')}؛ المطلوب ${answered.map((entry) => entry.asked).join(' و')}.`),
    result: several ? { parts: answered.map((entry) => entry.result) } : answered[0]!.result,
  };
}
