/**
 * Transformers: Vs/Vp = Ns/Np, for an ideal one Ip/Is = Ns/Np, and the efficiency η = (Vs Is)/(Vp Ip) = Pout/Pin.
 * Each voltage, current, number of turns or power is put on the primary or secondary side by the words before it
 * ("الابتدائي / primary / input", "الثانوي / secondary / output") or by "from … to …".
 */
import { splitParts } from '../../guard/parts';
import type { Solution, TutorLanguage } from '../../solution';
import { askedPart } from './context';
import type { Quantity } from './read';
import { agree, finish, given, num, say, step, withUnit } from './write';

type Side = 'p' | 's';
type Key = 'Vp' | 'Vs' | 'Np' | 'Ns' | 'Ip' | 'Is' | 'Pp' | 'Ps' | 'eta';

const PRIMARY = /ابتدايي|الابتدايي|primary|input|الدخل|الداخل/g;
const SECONDARY = /ثانوي|الثانوي|secondary|output|الخرج|الخارج/g;

/** The side named last in `words`. */
function sideIn(words: string): Side | null {
  const p = [...words.matchAll(PRIMARY)].at(-1)?.index ?? -1;
  const s = [...words.matchAll(SECONDARY)].at(-1)?.index ?? -1;
  if (p < 0 && s < 0) return null;
  return p > s ? 'p' : 's';
}

const WORDS: Record<Key, string> = { Vp: 'primary voltage', Vs: 'secondary voltage', Np: 'primary turns', Ns: 'secondary turns', Ip: 'primary current', Is: 'secondary current', Pp: 'input power', Ps: 'output power', eta: 'efficiency' };
const LATEX: Record<Key, string> = { Vp: 'V_p', Vs: 'V_s', Np: 'N_p', Ns: 'N_s', Ip: 'I_p', Is: 'I_s', Pp: 'P_{in}', Ps: 'P_{out}', eta: '\\eta' };
const UNIT: Record<Key, string> = { Vp: '\\text{V}', Vs: '\\text{V}', Np: '', Ns: '', Ip: '\\text{A}', Is: '\\text{A}', Pp: '\\text{W}', Ps: '\\text{W}', eta: '\\%' };
const ASKED: Record<Key, RegExp> = {
  Vs: /(?:جهد|voltage|emf)[^,.]{0,25}(?:ثانوي|secondary|output)|(?:ثانوي|secondary|output)[^,.]{0,6}(?:جهد|voltage)/,
  Vp: /(?:جهد|voltage)[^,.]{0,25}(?:ابتدايي|primary|input)|(?:primary|input)[^,.]{0,6}voltage/,
  Ns: /(?:لفات|turns)[^,.]{0,25}(?:ثانوي|secondary)|secondary[^,.]{0,6}turns/,
  Np: /(?:لفات|turns)[^,.]{0,25}(?:ابتدايي|primary)|primary[^,.]{0,6}turns/,
  Is: /(?:تيار|current)[^,.]{0,25}(?:ثانوي|secondary|output)|secondary[^,.]{0,6}current/,
  Ip: /(?:تيار|current)[^,.]{0,25}(?:ابتدايي|primary|input)|primary[^,.]{0,6}current/,
  Ps: /(?:قدره|power)[^,.]{0,20}(?:ثانوي|secondary|output|الخارجه)|output power/,
  Pp: /(?:قدره|power)[^,.]{0,20}(?:ابتدايي|primary|input|الداخله)|input power/,
  eta: /كفاءه|efficiency/,
};

function readSides(text: string, quantities: readonly Quantity[]): { known: Map<Key, Quantity>; ratio?: number; ratioText?: string } | null {
  const known = new Map<Key, Quantity>();
  let rest = [...quantities];
  let ratio: number | undefined;
  let ratioText: string | undefined;
  const ratioMatch = /(\d+(?:\.\d+)?) ?: ?(\d+(?:\.\d+)?)/.exec(text);
  if (ratioMatch) {
    const order = text.slice(Math.max(0, (ratioMatch.index ?? 0) - 45), ratioMatch.index);
    const p = order.search(PRIMARY);
    const s = order.search(SECONDARY);
    if (p < 0 || s < 0 || !/لفات|turns/.test(order)) return null;
    const [a, b] = [Number(ratioMatch[1]), Number(ratioMatch[2])];
    ratio = s < p ? a / b : b / a;
    ratioText = `N_s : N_p = ${s < p ? `${ratioMatch[1]} : ${ratioMatch[2]}` : `${ratioMatch[2]} : ${ratioMatch[1]}`}`;
    rest = rest.filter((quantity) => quantity.start < (ratioMatch.index ?? 0) || quantity.start >= (ratioMatch.index ?? 0) + ratioMatch[0].length);
  }
  const sidesByUnit = new Map<string, Quantity[]>();
  for (const quantity of rest) {
    if (quantity.unit === '%') {
      if (known.has('eta')) return null;
      known.set('eta', quantity);
      continue;
    }
    const letter = quantity.unit === 'V' ? 'V' : quantity.unit === 'A' ? 'I' : quantity.unit === 'turns' ? 'N' : quantity.unit === 'W' ? 'P' : null;
    if (!letter) return null;
    sidesByUnit.set(letter, [...(sidesByUnit.get(letter) ?? []), quantity]);
  }
  for (const [letter, list] of sidesByUnit) {
    if (list.length > 2) return null;
    const fromTo = list.length === 2 && /(?:from|من|reduces|steps?(?: down| up)?|يخفض|يرفع|converts?)[^,]{0,12}$/.test(text.slice(Math.max(0, list[0]!.start - 20), list[0]!.start)) && /^\s*(?:\S+\s*)?(?:to|الي)\s*$/.test(text.slice(list[0]!.end, list[1]!.start));
    for (const [index, quantity] of list.entries()) {
      const previous = rest.filter((other) => other.end <= quantity.start).at(-1);
      const next = rest.find((other) => other.start >= quantity.end);
      const after = /^\s*(?:turns\s+)?(?:in|on|of|في|لل|علي)\s*(?:its|the|ال)?\s*(primary|secondary|ابتدايي|ثانوي)/.exec(text.slice(quantity.end, next?.start ?? text.length));
      const side = fromTo ? (index === 0 ? 'p' : 's') : sideIn(text.slice(Math.max(previous?.end ?? 0, quantity.start - 45), quantity.start)) ?? (after ? sideIn(after[1]!) : null);
      if (!side) return null;
      const key = `${letter}${side}` as Key;
      if (known.has(key)) return null;
      known.set(key, quantity);
    }
  }
  return { known, ...(ratio === undefined ? {} : { ratio, ratioText }) };
}

export function solveTransformer(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!/محول|transformer/.test(text)) return null;
  const read = readSides(text, quantities);
  if (!read) return null;
  const values = new Map<Key, number>([...read.known].map(([key, quantity]) => [key, quantity.si]));
  const ideal = /مثالي|ideal/.test(text) && !values.has('eta');
  const firstAsk = text.search(/احسب|اوجد|عين|\bfind\b|\bcalculate\b|\bdetermine\b|\bwhat\b|\bhow\b/);
  const asked = firstAsk >= 0 ? text.slice(firstAsk) : askedPart(text);
  const wanted = (Object.keys(ASKED) as Key[]).filter((key) => ASKED[key].test(asked) && !values.has(key));
  const order = wanted.sort((a, b) => asked.search(ASKED[a]) - asked.search(ASKED[b]));
  if (order.length === 0 || order.length > 2) return null;
  const steps = [];
  const ratio = read.ratio ?? (values.has('Ns') && values.has('Np') ? values.get('Ns')! / values.get('Np')! : values.has('Vs') && values.has('Vp') ? values.get('Vs')! / values.get('Vp')! : undefined);
  if (ratio !== undefined) {
    const from = read.ratio !== undefined ? read.ratioText! : values.has('Ns') && values.has('Np') ? `\\frac{N_s}{N_p} = \\frac{${num(values.get('Ns')!)}}{${num(values.get('Np')!)}}` : `\\frac{V_s}{V_p} = \\frac{${num(values.get('Vs')!)}}{${num(values.get('Vp')!)}}`;
    steps.push(step(language, `Turns ratio: $${from}$, so $\\frac{V_s}{V_p} = \\frac{N_s}{N_p} = ${num(ratio)}$`, `نسبة التحويل: $${from}$، إذن $\\frac{V_s}{V_p} = \\frac{N_s}{N_p} = ${num(ratio)}$`, WHY));
  }
  const solveOne = (key: Key): number | null => {
    const v = (k: Key) => values.get(k);
    switch (key) {
      case 'Vs': return ratio !== undefined && v('Vp') !== undefined ? v('Vp')! * ratio : null;
      case 'Vp': return ratio !== undefined && v('Vs') !== undefined ? v('Vs')! / ratio : null;
      case 'Ns': return ratio !== undefined && v('Np') !== undefined ? v('Np')! * ratio : null;
      case 'Np': return ratio !== undefined && v('Ns') !== undefined ? v('Ns')! / ratio : null;
      case 'Is':
        if (v('eta') !== undefined && v('Vp') !== undefined && v('Ip') !== undefined && v('Vs') !== undefined) return (v('eta')! / 100) * v('Vp')! * v('Ip')! / v('Vs')!;
        return ideal && ratio !== undefined && v('Ip') !== undefined ? v('Ip')! / ratio : null;
      case 'Ip':
        if (v('eta') !== undefined && v('Vp') !== undefined && v('Is') !== undefined && v('Vs') !== undefined) return (v('Vs')! * v('Is')!) / ((v('eta')! / 100) * v('Vp')!);
        return ideal && ratio !== undefined && v('Is') !== undefined ? v('Is')! * ratio : null;
      case 'eta': {
        const pin = v('Pp') ?? (v('Vp') !== undefined && v('Ip') !== undefined ? v('Vp')! * v('Ip')! : undefined);
        const pout = v('Ps') ?? (v('Vs') !== undefined && v('Is') !== undefined ? v('Vs')! * v('Is')! : undefined);
        return pin && pout !== undefined ? (pout / pin) * 100 : null;
      }
      case 'Ps': return v('eta') !== undefined && v('Pp') !== undefined ? (v('eta')! / 100) * v('Pp')! : null;
      case 'Pp': return v('eta') && v('Ps') !== undefined ? (v('Ps')! * 100) / v('eta')! : null;
    }
  };
  const answers: number[] = [];
  for (const key of order) {
    const value = solveOne(key);
    if (value === null || !Number.isFinite(value) || value < 0) return null;
    values.set(key, value);
    answers.push(value);
    steps.push(step(language, `${FORMULA[key]}: $${LATEX[key]} = ${withUnit(value, UNIT[key])}$`, `${FORMULA_AR[key]}: $${LATEX[key]} = ${withUnit(value, UNIT[key])}$`));
  }
  if (!checks(values, ratio, ideal)) return null;
  const split = splitParts(text);
  const result = split && split.parts.length === answers.length && answers.length > 1 ? { parts: answers.map((value) => ({ values: [value] })) } : { values: answers };
  const givens = [...read.known].map(([key, quantity]) => (language === 'en' ? `$${given(LATEX[key], quantity)}$ (${WORDS[key]})` : given(LATEX[key], quantity)));
  if (read.ratioText) givens.push(read.ratioText);
  if (ideal) givens.push(say(language, 'ideal transformer', 'محول مثالي'));
  return finish(
    {
      kind: 'transformer',
      title: { en: 'The transformer', ar: 'المحول الكهربي' },
      givens,
      asked: { en: order.map((key) => `${WORDS[key]} $${LATEX[key]}$`).join(', '), ar: order.map((key) => `$${LATEX[key]}$`).join('، ') },
      steps,
      answer: order.map((key, index) => `$${LATEX[key]} = ${withUnit(answers[index]!, UNIT[key])}$`).join(say(language, ', ', '، ')),
      check: { en: 'Checked with $\\frac{V_s}{V_p} = \\frac{N_s}{N_p}$ and the power balance $V_s I_s = \\eta\\, V_p I_p$ ✓', ar: 'تحققنا بأن $\\frac{V_s}{V_p} = \\frac{N_s}{N_p}$ ومن اتزان القدرة $V_s I_s = \\eta\\, V_p I_p$ ✓' },
      result,
    },
    language,
  );
}

/** Every relation whose quantities are all known holds. */
function checks(values: Map<Key, number>, ratio: number | undefined, ideal: boolean): boolean {
  const v = (key: Key) => values.get(key);
  if (ratio !== undefined && v('Vs') !== undefined && v('Vp') !== undefined && !agree(v('Vs')! / v('Vp')!, ratio)) return false;
  if (ratio !== undefined && v('Ns') !== undefined && v('Np') !== undefined && !agree(v('Ns')! / v('Np')!, ratio)) return false;
  const eta = ideal ? 100 : v('eta');
  if (eta !== undefined && [v('Vs'), v('Is'), v('Vp'), v('Ip')].every((x) => x !== undefined) && !agree(v('Vs')! * v('Is')!, (eta / 100) * v('Vp')! * v('Ip')!)) return false;
  return true;
}

const WHY = {
  en: 'The same changing flux links both coils, so the emf per turn is the same on both sides: V is proportional to N.',
  ar: 'الفيض المتغير نفسه يخترق الملفين، فالقوة الدافعة لكل لفة واحدة في الملفين: الجهد يتناسب طرديًا مع عدد اللفات.',
};
const FORMULA: Record<Key, string> = { Vs: 'From $V_s = V_p \\frac{N_s}{N_p}$', Vp: 'From $V_p = V_s \\frac{N_p}{N_s}$', Ns: 'From $N_s = N_p \\frac{V_s}{V_p}$', Np: 'From $N_p = N_s \\frac{V_p}{V_s}$', Is: 'From $V_s I_s = \\eta\\, V_p I_p$', Ip: 'From $V_s I_s = \\eta\\, V_p I_p$', Ps: 'From $P_{out} = \\eta\\, P_{in}$', Pp: 'From $P_{in} = P_{out} / \\eta$', eta: 'Efficiency $\\eta = \\frac{P_{out}}{P_{in}} \\times 100\\%$' };
const FORMULA_AR: Record<Key, string> = { Vs: 'من $V_s = V_p \\frac{N_s}{N_p}$', Vp: 'من $V_p = V_s \\frac{N_p}{N_s}$', Ns: 'من $N_s = N_p \\frac{V_s}{V_p}$', Np: 'من $N_p = N_s \\frac{V_p}{V_s}$', Is: 'من $V_s I_s = \\eta\\, V_p I_p$', Ip: 'من $V_s I_s = \\eta\\, V_p I_p$', Ps: 'من $P_{out} = \\eta\\, P_{in}$', Pp: 'من $P_{in} = P_{out} / \\eta$', eta: 'الكفاءة $\\eta = \\frac{P_{out}}{P_{in}} \\times 100\\%$' };
