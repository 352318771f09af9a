/**
 * The binomial expansion (A + B)^n: the general term T_{r+1} = ⁿC_r A^{n−r} B^r, a term by position, the middle
 * term(s), the coefficient of x^k or of a term, the term free of x. Every term used is checked against the
 * expansion multiplied out bracket by bracket (independent of the ⁿC_r formula).
 */
import { m, say, type TutorLanguage } from '../../math/language';
import { fractionToLatex, frac, isNegative, isZero, ONE, ZERO, type Fraction } from '../../math/rational';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { readBinomial, type BinomialAsk, type Monomial } from './binomialReading';
import { englishOrdinalWord, usesAllNumbers } from './reading';

export function choose(n: number, r: number): Fraction {
  let value = ONE;
  for (let k = 1; k <= r; k += 1) value = value.mul(n - r + k).div(k);
  return value;
}

/** (A + B)^n multiplied out: power of x → coefficient. */
function multipliedOut(first: Monomial, second: Monomial, n: number): Map<number, Fraction> {
  let product = new Map<number, Fraction>([[0, ONE]]);
  for (let step = 0; step < n; step += 1) {
    const next = new Map<number, Fraction>();
    for (const [power, coefficient] of product) {
      for (const factor of [first, second]) {
        const key = power + factor.power;
        next.set(key, (next.get(key) ?? ZERO).add(coefficient.mul(factor.coefficient)));
      }
    }
    product = next;
  }
  return product;
}

/** LaTeX of c·x^p: 1120x^{4}, -160, \frac{1}{x}, -\frac{3}{x^{2}}. */
export function monomialLatex({ coefficient, power }: Monomial): string {
  const xPart = (p: number): string => (p === 1 ? 'x' : `x^{${p}}`);
  if (power === 0) return fractionToLatex(coefficient);
  if (power > 0) {
    const c = coefficient.abs().equals(1) ? (isNegative(coefficient) ? '-' : '') : fractionToLatex(coefficient);
    return `${c}${xPart(power)}`;
  }
  const sign = isNegative(coefficient) ? '-' : '';
  const magnitude = coefficient.abs();
  return `${sign}\\frac{${magnitude.n}}{${magnitude.d === 1n ? '' : magnitude.d}${xPart(-power)}}`;
}

/**
 * A term free of x is a number: its value, and the same number as a constant expression (never c·x^0) for
 * readers that take a term as an expression in x; any other term is the expression c·x^p.
 */
function termResult(term: Monomial): SolutionResult {
  if (term.power === 0) return { values: [term.coefficient.valueOf()] };
  return { expression: `(${term.coefficient.toFraction()})*x^(${term.power})`, variable: 'x' };
}

const bracketed = (monomial: Monomial): string => `\\left(${monomialLatex(monomial)}\\right)`;
const C = (n: number, r: number): string => `{}^{${n}}C_{${r}}`;

interface Answered {
  steps: SolutionStep[];
  answer: string;
  result: SolutionResult;
  asked: string;
}

export function solveBinomial(text: string, language: TutorLanguage): Solution | null {
  const reading = readBinomial(text);
  if (!reading || reading.asks.length === 0 || !usesAllNumbers(text, reading.used)) return null;
  const n = reading.exponent;
  let [A, B] = [reading.first, reading.second];
  if (A.power === B.power) return null;
  if ((reading.order === 'ascending' && A.power > B.power) || (reading.order === 'descending' && A.power < B.power)) [A, B] = [B, A];
  const expansion = multipliedOut(A, B, n);
  const termAt = (r: number): Monomial => ({ coefficient: choose(n, r).mul(A.coefficient.pow(n - r)).mul(B.coefficient.pow(r)), power: A.power * (n - r) + B.power * r });
  const verified = (r: number): Monomial | null => {
    const term = termAt(r);
    return expansion.get(term.power)?.equals(term.coefficient) ? term : null;
  };
  const general: SolutionStep = {
    text: say(language, `The general term of ${m(`\\left(${monomialLatex(A)} ${isNegative(B.coefficient) ? '-' : '+'} ${monomialLatex({ ...B, coefficient: B.coefficient.abs() })}\\right)^{${n}}`)}: ${m(`T_{r+1} = ${C(n, 'r' as unknown as number)} ${bracketed(A)}^{${n} - r} ${bracketed(B)}^{r}`)}.`, `الحد العام في مفكوك ${m(`\\left(${monomialLatex(A)} ${isNegative(B.coefficient) ? '-' : '+'} ${monomialLatex({ ...B, coefficient: B.coefficient.abs() })}\\right)^{${n}}`)}: ${m(`T_{r+1} = ${C(n, 'r' as unknown as number)} ${bracketed(A)}^{${n} - r} ${bracketed(B)}^{r}`)}.`),
    detail: say(language, `There are ${n + 1} terms; in ${m('T_{r+1}')} the second term of the bracket is raised to the power r.`, `عدد الحدود ${n + 1}، وفي ${m('T_{r+1}')} يُرفع الحد الثاني من القوس للأس ر.`),
  };
  const termLine = (r: number, term: Monomial): string => `T_{${r + 1}} = ${C(n, r)} ${bracketed(A)}^{${n - r}} ${bracketed(B)}^{${r}} = ${monomialLatex(term)}`;
  const answerAsk = (ask: BinomialAsk): Answered[] | null => {
    if (ask.kind === 'term') {
      const r = ask.index - 1;
      if (r < 0 || r > n) return null;
      const term = verified(r);
      if (!term) return null;
      const steps = [{ text: say(language, `For ${m(`T_{${ask.index}}`)}, ${m(`r = ${r}`)}: ${m(termLine(r, term))}.`, `للحد ${m(`T_{${ask.index}}`)} نضع ${m(`r = ${r}`)}: ${m(termLine(r, term))}.`) }];
      if (ask.coefficientOnly) return [{ steps, answer: say(language, `The coefficient of ${m(`T_{${ask.index}}`)} is ${m(fractionToLatex(term.coefficient))}.`, `معامل ${m(`T_{${ask.index}}`)} هو ${m(fractionToLatex(term.coefficient))}.`), result: { values: [term.coefficient.valueOf()] }, asked: say(language, `the coefficient of the ${englishOrdinalWord(ask.index)} term T${ask.index}`, `معامل ح${ask.index}`) }];
      return [{ steps, answer: m(`T_{${ask.index}} = ${monomialLatex(term)}`), result: termResult(term), asked: say(language, `the ${englishOrdinalWord(ask.index)} term ${m(`T_{${ask.index}}`)}`, m(`T_{${ask.index}}`)) }];
    }
    if (ask.kind === 'middle') {
      const positions = n % 2 === 0 ? [n / 2] : [(n - 1) / 2, (n + 1) / 2];
      const reason = say(language, `${m(`n = ${n}`)} is ${n % 2 === 0 ? 'even: one middle term' : 'odd: two middle terms'}, ${positions.map((r) => m(`T_{${r + 1}}`)).join(' and ')}.`, `${m(`n = ${n}`)} ${n % 2 === 0 ? 'زوجي: حد أوسط واحد' : 'فردي: حدان أوسطان'} ${positions.map((r) => m(`T_{${r + 1}}`)).join(' و ')}.`);
      const answers: Answered[] = [];
      for (const [index, r] of positions.entries()) {
        const term = verified(r);
        if (!term) return null;
        answers.push({ steps: [{ text: `${index === 0 ? `${reason} ` : ''}${m(termLine(r, term))}.` }], answer: m(`T_{${r + 1}} = ${monomialLatex(term)}`), result: termResult(term), asked: say(language, 'the middle term', 'الحد الأوسط') });
      }
      return answers;
    }
    const target = ask.kind === 'free' ? 0 : ask.power;
    // power of x in T_{r+1}: A.power(n − r) + B.power·r = target.
    const slope = B.power - A.power;
    const rational = frac(target - A.power * n).div(slope);
    const firstPart = A.power === 0 ? '' : `${A.power === 1 ? '' : A.power === -1 ? '-' : A.power}(${n} - r)`;
    const secondPart = B.power === 0 ? '' : `${Math.abs(B.power) === 1 ? '' : Math.abs(B.power)}r`;
    const powerLine = `${firstPart}${secondPart ? `${firstPart ? (B.power < 0 ? ' - ' : ' + ') : B.power < 0 ? '-' : ''}${secondPart}` : ''} = ${target}`;
    const asked = ask.kind === 'free' ? say(language, 'the term free of x', 'الحد الخالي من س') : say(language, `the coefficient of x^${target}`, `معامل س^${target}`);
    const findR = say(language, `The power of x in ${m('T_{r+1}')}: ${m(powerLine)}`, `أس س في ${m('T_{r+1}')}: ${m(powerLine)}`);
    if (rational.d !== 1n || rational.valueOf() < 0 || rational.valueOf() > n) {
      const present = [...expansion.entries()].some(([power, coefficient]) => power === target && !isZero(coefficient));
      if (present) return null;
      return [{ steps: [{ text: say(language, `${findR} gives ${m(`r = ${fractionToLatex(rational)}`)}, not a whole number from 0 to ${n}.`, `${findR} ومنها ${m(`r = ${fractionToLatex(rational)}`)}، وهي ليست عددًا صحيحًا من ٠ إلى ${n}.`) }], answer: say(language, `The expansion has no ${ask.kind === 'free' ? 'term free of x' : `term in ${m(`x^{${target}}`)}`}.`, `لا يوجد في المفكوك ${ask.kind === 'free' ? 'حد خالٍ من س' : `حد يحتوي على ${m(`x^{${target}}`)}`}.`), result: { noSolution: true }, asked }];
    }
    const r = Number(rational.valueOf());
    const term = verified(r);
    if (!term) return null;
    const value = term.coefficient;
    return [{ steps: [{ text: say(language, `${findR}, so ${m(`r = ${r}`)}: ${m(termLine(r, term))}.`, `${findR}، إذن ${m(`r = ${r}`)}: ${m(termLine(r, term))}.`) }], answer: ask.kind === 'free' ? say(language, `The term free of x is ${m(`T_{${r + 1}} = ${fractionToLatex(value)}`)}.`, `الحد الخالي من س هو ${m(`T_{${r + 1}} = ${fractionToLatex(value)}`)}.`) : say(language, `The coefficient of ${m(`x^{${target}}`)} is ${m(fractionToLatex(value))}.`, `معامل ${m(`x^{${target}}`)} هو ${m(fractionToLatex(value))}.`), result: { values: [value.valueOf()] }, asked }];
  };
  const answered: Answered[] = [];
  for (const ask of reading.asks) {
    const result = answerAsk(ask);
    if (!result) return null;
    answered.push(...result);
  }
  const orderNote = reading.order === 'as-written' ? '' : say(language, ` in ${reading.order} powers of x`, reading.order === 'ascending' ? ' حسب قوى س التصاعدية' : ' حسب قوى س التنازلية');
  return {
    kind: 'binomial-expansion',
    subject: 'math',
    title: say(language, 'The binomial expansion', 'مفكوك ذات الحدين'),
    steps: [general, ...answered.flatMap((entry) => entry.steps)],
    answer: answered.map((entry) => entry.answer).join(say(language, ', ', ' ، ')),
    check: say(language, `Checked against ${m(`(${reading.bracket.replace(/\*/g, '')})^{${n}}`)} multiplied out bracket by bracket: the same term${answered.length > 1 ? 's' : ''}. ✓`, `تحققنا بضرب الأقواس ${m(`(${reading.bracket.replace(/\*/g, '')})^{${n}}`)} بعضها في بعض: نفس ${answered.length > 1 ? 'الحدود' : 'الحد'}. ✓`),
    statement: say(language, `In the expansion of ${m(`(${reading.bracket})^{${n}}`)}${orderNote}, find ${answered.map((entry) => entry.asked).join(' and ')}.`, `في مفكوك ${m(`(${reading.bracket})^{${n}}`)}${orderNote}، المطلوب ${answered.map((entry) => entry.asked).join(' و')}.`),
    result: answered.length > 1 ? { parts: answered.map((entry) => entry.result) } : answered[0]!.result,
  };
}
