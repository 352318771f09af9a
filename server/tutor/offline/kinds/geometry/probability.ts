/**
 * Probability of two events written P(A), ل(أ), P(A ∩ B), P(A ∪ B), P(A | B), P(A'): complement, union
 * (addition rule), mutually exclusive and independent events, conditional probability. The rules are applied
 * until the asked probability is known; the answer is checked by building the four cells of the Venn diagram
 * (all between 0 and 1, total 1) and reading every given back from them.
 */
import type { Solution, SolutionResult, SolutionStep, TutorLanguage } from '../../solution';
import { toLatinDigits } from '../../arabic';
import { decimal, m, say } from '../../math/language';
import { finish, step } from './build';
import { rawLatex, readNumber, type PreparedText } from './read';

type EventKey = 'A' | 'B' | "A'" | "B'" | 'A∩B' | 'A∪B' | 'A|B' | 'B|A';

const LATEX: Record<EventKey, string> = { A: 'A', B: 'B', "A'": "A'", "B'": "B'", 'A∩B': 'A \\cap B', 'A∪B': 'A \\cup B', 'A|B': 'A \\mid B', 'B|A': 'B \\mid A' };
const INDEPENDENT = /مستقل|independent/;
const EXCLUSIVE = /متنافي|mutually\s+exclusive|disjoint/;

/** The event inside P(…) as a key, or null when it is not one of the forms read here. */
function eventKey(inside: string): EventKey | null {
  const event = inside
    .replace(/[أإآا]/g, 'A')
    .replace(/ب/g, 'B')
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/[`ʹ′َ]/g, "'")
    .replace(/∧|(?<=[AB'])N(?=[AB])/g, '∩')
    .replace(/∨|(?<=[AB'])U(?=[AB])/g, '∪');
  if (event === 'B∩A') return 'A∩B';
  if (event === 'B∪A') return 'A∪B';
  return (Object.keys(LATEX) as EventKey[]).includes(event as EventKey) ? (event as EventKey) : null;
}

interface Term {
  key: EventKey;
  value: number | null;
  raw: string | null;
}

const TERM = /(?:\bP|(?<![\u0621-\u064A])ل)\s*\(([^()=]{1,12})\)\s*(?:=\s*(\d*\.?\d+(?:\s*\/\s*\d+)?))?/g;

function readTerms(text: string): Term[] | null {
  const terms: Term[] = [];
  for (const match of toLatinDigits(text).replace(/[−–]/g, '-').matchAll(TERM)) {
    const key = eventKey(match[1]!);
    if (!key) return null;
    terms.push({ key, value: match[2] ? readNumber(match[2]) : null, raw: match[2] ? rawLatex(match[2]) : null });
  }
  return terms;
}

interface Rule {
  target: EventKey;
  needs: EventKey[];
  compute: (p: Record<string, number>) => number;
  formula: string;
}

function rules(independent: boolean): Rule[] {
  const list: Rule[] = [
    { target: "A'", needs: ['A'], compute: (p) => 1 - p.A!, formula: "P(A') = 1 - P(A)" },
    { target: "B'", needs: ['B'], compute: (p) => 1 - p.B!, formula: "P(B') = 1 - P(B)" },
    { target: 'A', needs: ["A'"], compute: (p) => 1 - p["A'"]!, formula: "P(A) = 1 - P(A')" },
    { target: 'B', needs: ["B'"], compute: (p) => 1 - p["B'"]!, formula: "P(B) = 1 - P(B')" },
    { target: 'A∪B', needs: ['A', 'B', 'A∩B'], compute: (p) => p.A! + p.B! - p['A∩B']!, formula: 'P(A \\cup B) = P(A) + P(B) - P(A \\cap B)' },
    { target: 'A∩B', needs: ['A', 'B', 'A∪B'], compute: (p) => p.A! + p.B! - p['A∪B']!, formula: 'P(A \\cap B) = P(A) + P(B) - P(A \\cup B)' },
    { target: 'A', needs: ['A∪B', 'B', 'A∩B'], compute: (p) => p['A∪B']! - p.B! + p['A∩B']!, formula: 'P(A) = P(A \\cup B) - P(B) + P(A \\cap B)' },
    { target: 'B', needs: ['A∪B', 'A', 'A∩B'], compute: (p) => p['A∪B']! - p.A! + p['A∩B']!, formula: 'P(B) = P(A \\cup B) - P(A) + P(A \\cap B)' },
    { target: 'A|B', needs: ['A∩B', 'B'], compute: (p) => p['A∩B']! / p.B!, formula: 'P(A \\mid B) = \\frac{P(A \\cap B)}{P(B)}' },
    { target: 'B|A', needs: ['A∩B', 'A'], compute: (p) => p['A∩B']! / p.A!, formula: 'P(B \\mid A) = \\frac{P(A \\cap B)}{P(A)}' },
    { target: 'A∩B', needs: ['A|B', 'B'], compute: (p) => p['A|B']! * p.B!, formula: 'P(A \\cap B) = P(A \\mid B) \\times P(B)' },
    { target: 'A∩B', needs: ['B|A', 'A'], compute: (p) => p['B|A']! * p.A!, formula: 'P(A \\cap B) = P(B \\mid A) \\times P(A)' },
  ];
  if (independent) list.unshift({ target: 'A∩B', needs: ['A', 'B'], compute: (p) => p.A! * p.B!, formula: 'P(A \\cap B) = P(A) \\times P(B)' });
  return list;
}

const substituted = (formula: string, known: Record<string, number>): string =>
  formula.split('=').slice(1).join('=').replace(/P\(([^)]*)\)/g, (_whole, inside: string) => {
    const key = (Object.keys(LATEX) as EventKey[]).find((candidate) => LATEX[candidate] === inside.trim());
    return key !== undefined && known[key] !== undefined ? decimal(known[key]!, 6) : `P(${inside})`;
  });

/** The Venn cells from P(A), P(B), P(A∩B): every cell a probability and every known value read back. */
function venn(known: Record<string, number>): boolean {
  const values = Object.values(known);
  if (values.some((value) => value < -1e-9 || value > 1 + 1e-9)) return false;
  if (known.A === undefined || known.B === undefined || known['A∩B'] === undefined) {
    return (known.A === undefined || known["A'"] === undefined || Math.abs(known.A + known["A'"] - 1) < 1e-9) && (known.B === undefined || known["B'"] === undefined || Math.abs(known.B + known["B'"] - 1) < 1e-9);
  }
  const both = known['A∩B'];
  const cells = [both, known.A - both, known.B - both, 1 - known.A - known.B + both];
  if (cells.some((cell) => cell < -1e-9) || Math.abs(cells.reduce((a, b) => a + b, 0) - 1) > 1e-9) return false;
  const readBack: Record<EventKey, number> = { A: cells[0]! + cells[1]!, B: cells[0]! + cells[2]!, "A'": cells[2]! + cells[3]!, "B'": cells[1]! + cells[3]!, 'A∩B': cells[0]!, 'A∪B': 1 - cells[3]!, 'A|B': cells[0]! / (cells[0]! + cells[2]!), 'B|A': cells[0]! / (cells[0]! + cells[1]!) };
  return Object.entries(known).every(([key, value]) => Math.abs(readBack[key as EventKey] - value) < 1e-9);
}

export function solveEventProbability(prepared: PreparedText, raw: string, language: TutorLanguage): Solution | null {
  const terms = readTerms(raw);
  if (!terms || terms.length < 2) return null;
  const known: Record<string, number> = {};
  const givens = terms.filter((term) => term.value !== null);
  const targets = [...new Set(terms.filter((term) => term.value === null).map((term) => term.key))];
  if (givens.length === 0 || targets.length === 0 || targets.some((target) => givens.some((term) => term.key === target))) return null;
  for (const term of givens) {
    if (known[term.key] !== undefined && Math.abs(known[term.key]! - term.value!) > 1e-12) return null;
    known[term.key] = term.value!;
  }
  const independent = INDEPENDENT.test(prepared.words);
  const exclusive = EXCLUSIVE.test(prepared.words);
  if (independent && exclusive) return null;
  const steps: SolutionStep[] = [];
  if (exclusive && known['A∩B'] === undefined) {
    known['A∩B'] = 0;
    steps.push(step(`${say(language, 'Mutually exclusive events:', 'الحدثان متنافيان:')} ${m('P(A \\cap B) = 0')}`, say(language, 'They cannot happen together.', 'لا يمكن وقوعهما معًا.')));
  }
  const all = rules(independent);
  const derived: Array<{ rule: Rule; step: SolutionStep }> = [];
  for (let round = 0; round < 6 && targets.some((target) => known[target] === undefined); round++) {
    for (const rule of all) {
      if (known[rule.target] !== undefined || !rule.needs.every((need) => known[need] !== undefined)) continue;
      const value = rule.compute(known);
      if (!Number.isFinite(value)) return null;
      const line = `${rule.formula} = ${substituted(rule.formula, known)} = ${decimal(value, 6)}`;
      known[rule.target] = value;
      const why = rule.formula.includes('\\mid') ? say(language, 'Conditional probability: the chance of one event among the outcomes where the other happened.', 'الاحتمال الشرطي: احتمال حدث داخل النواتج التي وقع فيها الحدث الآخر.') : rule.formula.includes('P(A) \\times P(B)') ? say(language, 'Independent events: the probability of both is the product.', 'الحدثان مستقلان: احتمال وقوعهما معًا = حاصل ضرب احتماليهما.') : undefined;
      derived.push({ rule, step: step(m(line), why) });
    }
  }
  // Only the derivations the asked probabilities depend on, in the order they were made.
  const needed = new Set<EventKey>(targets);
  const keep = derived.map(() => false);
  for (let index = derived.length - 1; index >= 0; index--) {
    const { rule } = derived[index]!;
    if (!needed.has(rule.target)) continue;
    keep[index] = true;
    rule.needs.forEach((need) => needed.add(need));
  }
  steps.push(...derived.filter((_entry, index) => keep[index]).map((entry) => entry.step));
  if (targets.some((target) => known[target] === undefined) || !venn(known)) return null;
  if (independent && known.A !== undefined && known.B !== undefined && Math.abs(known['A∩B']! - known.A * known.B) > 1e-9) return null;
  const results: SolutionResult[] = targets.map((target) => ({ values: [known[target]!] }));
  return finish({
    kind: 'probability-events',
    title: ['Probability of events', 'احتمال الأحداث'],
    statement: `${givens.map((term) => m(`P(${LATEX[term.key]}) = ${term.raw}`)).join(say(language, ', ', ' ، '))}${independent ? say(language, ' (independent)', ' (مستقلان)') : exclusive ? say(language, ' (mutually exclusive)', ' (متنافيان)') : ''}; ${say(language, 'find', 'المطلوب')} ${targets.map((target) => m(`P(${LATEX[target]})`)).join(say(language, ', ', ' ، '))}`,
    steps,
    answer: targets.map((target) => m(`P(${LATEX[target]}) = ${decimal(known[target]!, 6)}`)).join(say(language, ', ', ' ، ')),
    check: say(language, 'The four regions of the Venn diagram are all between 0 and 1, add up to 1 and give back every given probability. ✓', 'مناطق شكل فن الأربع كلها بين ٠ و ١ ومجموعها ١ وتعطي كل احتمال معطى. ✓'),
    result: results.length === 1 ? results[0]! : { parts: results },
  }, language);
}

/** "The probability of X is p. What is the probability that X does not happen?" */
export function solveWordComplement(prepared: PreparedText, language: TutorLanguage): Solution | null {
  const { words, numbers } = prepared;
  if (numbers.length !== 1 || !/احتمال|probability/.test(words)) return null;
  const match = /(?:probability|احتمال)[^.؟?]*?(?:is|=|هو|هي|يساوي)?\s*(0?\.\d+)/.exec(words);
  if (!match || !/(?:does not|doesn't|will not|won't|not\s+to|عدم|الا\s|لا\s)/.test(words.slice((match.index ?? 0) + match[0].length))) return null;
  const p = Number(match[1]);
  if (!(p > 0 && p < 1)) return null;
  const q = 1 - p;
  return finish({
    kind: 'probability-complement',
    title: ['Complementary event', 'الحدث المكمل'],
    statement: say(language, `${m(`P(A) = ${match[1]}`)}; find the probability that A does not happen, ${m("P(A')")}.`, `${m(`P(A) = ${match[1]}`)}؛ المطلوب احتمال عدم وقوع الحدث ${m("P(A')")}.`),
    steps: [step(m(`P(A') = 1 - P(A) = 1 - ${match[1]} = ${decimal(q, 6)}`), say(language, 'An event and its complement cover every outcome, so their probabilities add up to 1.', 'الحدث ومكمله يغطيان كل النواتج، فمجموع احتماليهما = ١.'))],
    answer: m(`P(A') = ${decimal(q, 6)}`),
    check: say(language, `${m(`${decimal(q, 6)} + ${match[1]} = 1`)}. ✓`, `${m(`${decimal(q, 6)} + ${match[1]} = 1`)}. ✓`),
    result: { values: [q] },
  }, language);
}
