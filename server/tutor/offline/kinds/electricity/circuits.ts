/**
 * Circuits of resistors with a source: equivalent resistance of series / parallel / combined networks, the total
 * current I = E / (R + r), the current and voltage of each resistor, the terminal voltage V = E − I r, and the
 * internal resistance from a measured current or terminal voltage. Checked by the energy balance E I = Σ I² R + I² r
 * or by putting the answer back into E = I (R + r).
 */
import { splitParts } from '../../guard/parts';
import type { Solution, SolutionResult, SolutionStep, TutorLanguage } from '../../solution';
import { askingClauses, circuitRequests, inClauses, type Request } from './asks';
import { describe, equivalent, networkValues, readNetwork, shares } from './network';
import { before, type Quantity } from './read';
import { agree, finish, given, num, say, step, withUnit } from './write';

const EMF = /دافعه|emf|ق ?\.? ?د ?\.? ?ك/;
const INTERNAL = /داخلي|internal|rint/;
const TERMINAL = /قطبي|طرفي|terminal/;
/** Words that make a voltage the source of the whole circuit. */
const SOURCE = /بطاري|مصدر|عمود|فرق جهد|جهده|مولد|supply|battery|cell|source|emf|دافعه|ق ?\.? ?د ?\.? ?ك|يعمل علي|تعمل علي|connected to|across a|across\s*$/;
/** A voltage across one resistor only: not the source. */
const ACROSS_ONE = /(?:طرفي|علي) (?:ال)?مقاومه|across (?:the|one|each)\b/;
/** The words after a count of resistors: "3 مقاومات", "4 identical resistors". */
const COUNTED = /^\s*(?:مقاومات|(?:identical |equal |similar )?resistors)/;
const NEGLIGIBLE = /مهمل|negligible|ignore|نهمل|لا تذكر/;

interface Givens {
  resistors: Quantity[];
  internal?: Quantity;
  source?: Quantity;
  terminal?: Quantity;
  current?: Quantity;
}

function sortGivens(text: string, quantities: readonly Quantity[], references: readonly Quantity[]): Givens | null {
  const givens: Givens = { resistors: [] };
  for (const quantity of quantities) {
    if (references.includes(quantity)) continue;
    const words = before(text, quantity, quantities);
    const near = `${words} ${text.slice(quantity.end, quantity.end + 25).split(/[,.?!](?!\d)/)[0]}`;
    if (quantity.unit === 'ohm' || (quantity.unit === 'none' && isListedResistor(text, quantity, quantities))) {
      if (INTERNAL.test(words)) {
        if (givens.internal) return null;
        givens.internal = quantity;
      } else givens.resistors.push(quantity);
    } else if (quantity.unit === 'V') {
      const role = TERMINAL.test(near) && !EMF.test(words) ? 'terminal' : 'source';
      const wide = before(text, quantity, [], 50);
      if (role === 'source' && (!(SOURCE.test(wide) || SOURCE.test(text.slice(quantity.end, quantity.end + 15))) || ACROSS_ONE.test(wide))) return null;
      if (givens[role]) return null;
      givens[role] = quantity;
    } else if (quantity.unit === 'A') {
      if (givens.current) return null;
      givens.current = quantity;
    } else return null;
  }
  return givens;
}

/** A bare number in a list that ends with a resistance unit: "٣ و ٦ و ١٠ أوم". */
function isListedResistor(text: string, quantity: Quantity, all: readonly Quantity[]): boolean {
  const index = all.indexOf(quantity);
  const next = all[index + 1];
  if (!next || !/^\s*(?:و|,|and|&)\s*$/.test(text.slice(quantity.end, next.start))) return false;
  return next.unit === 'ohm' || (next.unit === 'none' && isListedResistor(text, next, all));
}

export function solveCircuit(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!/مقاوم|resist|اوم|ohm|ω/.test(text) || /كيرشوف|kirchhoff|فرع|branch/.test(text)) return null;
  const clauses = askingClauses(text);
  // "Find the equivalent resistance of 3 Ω and 6 Ω in parallel": the resistors are given inside the asking clause.
  const onlyEquivalent = clauses.length === 1 && /مكافي|مكافئ|equivalent|total resistance/.test(clauses[0]!.text) && !/تيار|current|جهد|voltage|قدره|power|داخلي|internal/.test(clauses[0]!.text);
  const references = onlyEquivalent ? [] : quantities.filter((quantity) => inClauses(quantity, clauses));
  if (references.some((quantity) => quantity.unit !== 'ohm')) return null;
  // "3 مقاومات كل واحدة ٩ أوم": a whole number just before "resistors" counts them; it is no given of its own.
  const counts = quantities.filter((quantity) => quantity.unit === 'none' && Number.isInteger(quantity.si) && quantity.si >= 2 && quantity.si <= 10 && COUNTED.test(text.slice(quantity.end)));
  if (counts.length > 1) return null;
  const counted = counts[0];
  const givens = sortGivens(text, counted ? quantities.filter((quantity) => quantity !== counted) : quantities, references);
  const requests: Request[] | null = onlyEquivalent ? [{ kind: 'equivalent' }] : circuitRequests(text, clauses, references);
  if (givens && givens.resistors.length === 0 && requests) return solveTerminalFromCurrent(givens, requests, language);
  if (!givens || givens.resistors.length === 0) return null;
  const base = networkValues(text, givens.resistors, counted?.si);
  if (!requests || !base) return null;
  const values = base.values;
  const network = readNetwork(text, givens.resistors, values.length, base.firstGroup);
  if (network === null) return null;
  if (references.some((reference) => values.filter((value) => value === reference.si).length !== 1)) return null;
  const R = equivalent(network, values);
  const steps: SolutionStep[] = [];
  const { lines } = describe(network, values);
  for (const line of lines) {
    const name = line.connection === 'series' ? say(language, 'in series', 'على التوالي') : say(language, 'in parallel', 'على التوازي');
    steps.push(step(language, `Resistors ${name}: $${line.group} = ${withUnit(line.value, '\\Omega')}$`, `مقاومات ${name}: $${line.group} = ${withUnit(line.value, '\\Omega')}$`, line.connection === 'parallel' ? PARALLEL_WHY : SERIES_WHY));
  }
  if (typeof network !== 'number') steps.push(step(language, `Equivalent resistance $R = ${withUnit(R, '\\Omega')}$`, `المقاومة المكافئة $R = ${withUnit(R, '\\Omega')}$`));
  const E = givens.source?.si;
  const negligible = NEGLIGIBLE.test(text);
  let r = givens.internal?.si ?? (negligible || !/داخلي|internal/.test(text) ? 0 : undefined);
  let I: number | undefined;
  const wantsInternal = requests.some((request) => request.kind === 'internal');
  if (wantsInternal) {
    if (E === undefined || givens.internal || (givens.current ? givens.terminal : !givens.terminal)) return null;
    I = givens.current?.si ?? givens.terminal!.si / R;
    if (!givens.current) steps.push(step(language, `Current: $I = \\frac{V}{R} = \\frac{${num(givens.terminal!.si)}}{${num(R)}} = ${withUnit(I, '\\text{A}')}$`, `شدة التيار: $I = \\frac{V}{R} = \\frac{${num(givens.terminal!.si)}}{${num(R)}} = ${withUnit(I, '\\text{A}')}$`));
    r = E / I - R;
    if (!(r >= 0)) return null;
    steps.push(step(language, `From $E = I(R + r)$: $r = \\frac{E}{I} - R = \\frac{${num(E)}}{${num(I)}} - ${num(R)} = ${withUnit(r, '\\Omega')}$`, `من $E = I(R + r)$: $r = \\frac{E}{I} - R = \\frac{${num(E)}}{${num(I)}} - ${num(R)} = ${withUnit(r, '\\Omega')}$`, INTERNAL_WHY));
  } else if (E !== undefined) {
    if (r === undefined || givens.terminal || givens.current) return null;
    I = E / (R + r);
    steps.push(step(language, `Current: $I = \\frac{E}{R + r} = \\frac{${num(E)}}{${num(R)} + ${num(r)}} = ${withUnit(I, '\\text{A}')}$`, `شدة التيار: $I = \\frac{E}{R + r} = \\frac{${num(E)}}{${num(R)} + ${num(r)}} = ${withUnit(I, '\\text{A}')}$`, INTERNAL_WHY));
  } else if (givens.current || givens.terminal || requests.some((request) => request.kind !== 'equivalent')) return null;
  const each = I === undefined ? [] : shares(network, values, I * R);
  const answers: { values: number[]; latex: string }[] = [];
  for (const request of requests) {
    const answer = answerFor(request, { R, r, E, I, each, values, language, steps });
    if (!answer) return null;
    answers.push(answer);
  }
  if (I !== undefined && E !== undefined && r !== undefined) {
    const power = each.reduce((sum, share) => sum + share.current * share.voltage, 0) + I * I * r;
    if (!agree(power, E * I)) return null;
  }
  const split = splitParts(text);
  const result: SolutionResult = split && split.parts.length === answers.length && answers.length > 1 ? { parts: answers.map((answer) => ({ values: answer.values })) } : { values: answers.flatMap((answer) => answer.values) };
  const givenLines = givens.resistors.map((quantity, index) => given(`R_{${index + 1}}`, quantity));
  if (base.repeated) givenLines[0] = `${givenLines[0]} \\ (\\times ${base.repeated})`;
  else if (counted) givenLines.unshift(say(language, `$${counted.written}$ resistors`, `$${counted.written}$ مقاومات`));
  if (givens.source) givenLines.push(given(EMF.test(text) ? 'E' : 'V', givens.source));
  if (givens.internal) givenLines.push(given('r', givens.internal));
  else if (negligible) givenLines.push(say(language, '$r = 0$ (negligible)', '$r = 0$ (مهملة)'));
  if (givens.current) givenLines.push(given('I', givens.current));
  if (givens.terminal) givenLines.push(given('V', givens.terminal));
  return finish(
    {
      kind: E === undefined ? 'resistor-network' : 'circuit-current',
      title: E === undefined ? { en: 'Equivalent resistance', ar: 'المقاومة المكافئة' } : { en: 'Current in a circuit', ar: 'شدة التيار في دائرة كهربية' },
      givens: givenLines,
      asked: { en: requests.map((request) => request.kind.replace('-', ' ')).join(', '), ar: requests.map((request) => ASKED_AR[request.kind]).join('، ') },
      steps,
      answer: answers.map((answer) => answer.latex).join(say(language, ', ', '، ')),
      check: I === undefined
        ? { en: `Recomputed the equivalent conductance: $\\frac{1}{R} = ${num(1 / R)}$ ✓`, ar: `أعدنا الحساب بالموصلية: $\\frac{1}{R} = ${num(1 / R)}$ ✓` }
        : { en: `Energy balance: $E I = \\sum I^2 R + I^2 r = ${num(E! * I)}\\ \\text{W}$ ✓`, ar: `اتزان الطاقة: $E I = \\sum I^2 R + I^2 r = ${num(E! * I)}\\ \\text{W}$ ✓` },
      result,
    },
    language,
  );
}

/** A cell of emf E and internal resistance r delivering a current I: V = E − I r. */
function solveTerminalFromCurrent(givens: Givens, requests: readonly Request[], language: TutorLanguage): Solution | null {
  const { source, internal, current } = givens;
  if (!source || !internal || !current || givens.terminal || requests.length !== 1 || requests[0]!.kind !== 'terminal') return null;
  const V = source.si - current.si * internal.si;
  if (!(V >= 0) || !agree(V + current.si * internal.si, source.si)) return null;
  const line = `V = E - I r = ${num(source.si)} - ${num(current.si)} \\times ${num(internal.si)} = ${withUnit(V, '\\text{V}')}`;
  return finish(
    {
      kind: 'terminal-voltage',
      title: { en: 'Terminal voltage of a cell', ar: 'فرق الجهد بين قطبي العمود' },
      givens: [given('E', source), given('r', internal), given('I', current)],
      asked: { en: 'the terminal voltage', ar: 'فرق الجهد بين القطبين' },
      steps: [step(language, `Part of the emf is used inside the cell: $${line}$`, `جزء من القوة الدافعة يُستهلك داخل العمود: $${line}$`, INTERNAL_WHY)],
      answer: `$V = ${withUnit(V, '\\text{V}')}$`,
      check: { en: `$V + I r = ${num(V + current.si * internal.si)} = E$ ✓`, ar: `$V + I r = ${num(V + current.si * internal.si)} = E$ ✓` },
      result: { values: [V] },
    },
    language,
  );
}

const ASKED_AR: Record<Request['kind'], string> = { equivalent: 'المقاومة المكافئة', internal: 'المقاومة الداخلية', terminal: 'فرق الجهد بين قطبي البطارية', 'total-current': 'شدة التيار', 'each-current': 'التيار في كل مقاومة', 'each-voltage': 'فرق الجهد على كل مقاومة', 'current-in': 'التيار في المقاومة', 'voltage-across': 'فرق الجهد على المقاومة', 'power-in': 'القدرة المستهلكة في المقاومة' };

interface Solved {
  R: number;
  r?: number;
  E?: number;
  I?: number;
  each: { voltage: number; current: number }[];
  values: readonly number[];
  language: TutorLanguage;
  steps: SolutionStep[];
}

function answerFor(request: Request, s: Solved): { values: number[]; latex: string } | null {
  const { language, steps } = s;
  switch (request.kind) {
    case 'equivalent':
      return { values: [s.R], latex: `$R = ${withUnit(s.R, '\\Omega')}$` };
    case 'internal':
      return s.r === undefined ? null : { values: [s.r], latex: `$r = ${withUnit(s.r, '\\Omega')}$` };
    case 'total-current':
      return s.I === undefined ? null : { values: [s.I], latex: `$I = ${withUnit(s.I, '\\text{A}')}$` };
    case 'terminal': {
      if (s.I === undefined || s.E === undefined || s.r === undefined) return null;
      const V = s.E - s.I * s.r;
      steps.push(step(language, `Terminal voltage: $V = E - I r = ${num(s.E)} - ${num(s.I)} \\times ${num(s.r)} = ${withUnit(V, '\\text{V}')}$`, `فرق الجهد بين القطبين: $V = E - I r = ${num(s.E)} - ${num(s.I)} \\times ${num(s.r)} = ${withUnit(V, '\\text{V}')}$`));
      return agree(V, s.I * s.R) ? { values: [V], latex: `$V = ${withUnit(V, '\\text{V}')}$` } : null;
    }
    case 'each-voltage': {
      if (s.each.length !== s.values.length) return null;
      const rows = s.each.map((share, index) => `V_{${index + 1}} = ${num(share.current)} \\times ${num(s.values[index]!)} = ${withUnit(share.voltage, '\\text{V}')}`);
      steps.push(step(language, `Voltage across each resistor ($V = I R$): $${rows.join(',\\quad ')}$`, `فرق الجهد على كل مقاومة ($V = I R$): $${rows.join('،\\quad ')}$`));
      return { values: s.each.map((share) => share.voltage), latex: s.each.map((share, index) => `$V_{${index + 1}} = ${withUnit(share.voltage, '\\text{V}')}$`).join(say(language, ', ', '، ')) };
    }
    case 'each-current': {
      if (s.each.length !== s.values.length) return null;
      const rows = s.each.map((share, index) => `I_{${index + 1}} = \\frac{${num(share.voltage)}}{${num(s.values[index]!)}} = ${withUnit(share.current, '\\text{A}')}`);
      steps.push(step(language, `Current in each resistor ($I = V/R$): $${rows.join(',\\quad ')}$`, `التيار في كل مقاومة ($I = V/R$): $${rows.join('،\\quad ')}$`));
      return { values: s.each.map((share) => share.current), latex: s.each.map((share, index) => `$I_{${index + 1}} = ${withUnit(share.current, '\\text{A}')}$`).join(say(language, ', ', '، ')) };
    }
    case 'current-in':
    case 'voltage-across':
    case 'power-in': {
      const index = s.values.indexOf(request.resistance);
      const share = s.each[index];
      if (!share) return null;
      steps.push(step(language, `For the $${num(request.resistance)}\\ \\Omega$ resistor: $V = ${withUnit(share.voltage, '\\text{V}')}$, $I = \\frac{V}{R} = ${withUnit(share.current, '\\text{A}')}$`, `للمقاومة $${num(request.resistance)}\\ \\Omega$: $V = ${withUnit(share.voltage, '\\text{V}')}$، $I = \\frac{V}{R} = ${withUnit(share.current, '\\text{A}')}$`));
      if (request.kind === 'power-in') {
        const power = share.voltage * share.current;
        steps.push(step(language, `Power in it: $P = V I = ${num(share.voltage)} \\times ${num(share.current)} = ${withUnit(power, '\\text{W}')}$`, `القدرة المستهلكة فيها: $P = V I = ${num(share.voltage)} \\times ${num(share.current)} = ${withUnit(power, '\\text{W}')}$`));
        return agree(power, share.current * share.current * request.resistance) ? { values: [power], latex: `$P = ${withUnit(power, '\\text{W}')}$` } : null;
      }
      return request.kind === 'current-in' ? { values: [share.current], latex: `$I = ${withUnit(share.current, '\\text{A}')}$` } : { values: [share.voltage], latex: `$V = ${withUnit(share.voltage, '\\text{V}')}$` };
    }
  }
}

const SERIES_WHY = { en: 'In series the same current passes through each resistor, so the voltages add: R = R₁ + R₂ + …', ar: 'في التوالي يمر نفس التيار في كل المقاومات فتُجمع فروق الجهد: R = R₁ + R₂ + …' };
const PARALLEL_WHY = { en: 'In parallel every resistor has the same voltage and the currents add: 1/R = 1/R₁ + 1/R₂ + …', ar: 'في التوازي يكون فرق الجهد واحدًا على كل المقاومات وتُجمع التيارات: 1/R = 1/R₁ + 1/R₂ + …' };
const INTERNAL_WHY = { en: 'The emf drives the current through the external resistance and the internal resistance of the battery, which are in series.', ar: 'القوة الدافعة تدفع التيار خلال المقاومة الخارجية والمقاومة الداخلية للبطارية وهما على التوالي.' };
