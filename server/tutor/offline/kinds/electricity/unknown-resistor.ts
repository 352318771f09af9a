/**
 * An unknown resistor in a series circuit found from the source voltage and the current: "A 3 Ω resistor and an
 * unknown resistor R are connected in series to a 12 V supply and the current is 1.5 A. Find R." —
 * R_x = E / I − r − ΣR. Checked by putting R_x back into I = E / (ΣR + R_x + r).
 */
import type { Solution, TutorLanguage } from '../../solution';
import { askingClauses, inClauses } from './asks';
import { before, type Quantity } from './read';
import { agree, finish, given, num, say, step, withUnit } from './write';

/** The unknown resistor named: "unknown resistor R", "مقاومه مجهوله", "مقاومه اخري R". */
const UNKNOWN = /unknown resist|resist(?:or|ance) (?:of value )?(?:r|x)(?![a-z0-9_])|مقاومه (?:اخري )?(?:مجهوله|قيمتها مجهوله)|مقاومه (?:اخري )?(?:r|x|س)(?![a-z0-9_\u0621-\u064A])/;
/** What is asked: R, the unknown resistance, its value. */
const ASKS_UNKNOWN = /(?:^|\s)(?:r|x|س)(?![a-z0-9_\u0621-\u064A])|unknown|مجهوله|(?:value|قيمه) (?:of )?(?:the )?(?:ال)?(?:resist|مقاوم)/;
const SOURCE = /بطاري|مصدر|عمود|مولد|supply|battery|cell|source|emf|دافعه|ق ?\.? ?د ?\.? ?ك|فرق جهد|potential difference/;
const INTERNAL = /داخلي|internal|rint/;
const NEGLIGIBLE = /مهمل|negligible|ignore|نهمل|لا تذكر/;
const COUNT: readonly [RegExp, number][] = [
  [/مقاومتان|مقاومتين|\btwo\b/, 2],
  [/ثلاث|three/, 3],
  [/اربع|four/, 4],
];

export function solveUnknownResistor(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!UNKNOWN.test(text) || !/توالي|series/.test(text) || /توازي|parallel|فرع|branch/.test(text)) return null;
  const clauses = askingClauses(text);
  if (clauses.length === 0) return null;
  const asked = clauses.map((clause) => clause.text).join(' ');
  if (!ASKS_UNKNOWN.test(asked) || /تيار|current|جهد|voltage|قدره|power|طاقه|energy|داخلي|internal/.test(asked)) return null;
  if (quantities.some((quantity) => inClauses(quantity, clauses))) return null;
  const resistors: Quantity[] = [];
  let internal: Quantity | undefined;
  let source: Quantity | undefined;
  let current: Quantity | undefined;
  for (const quantity of quantities) {
    const words = before(text, quantity, quantities);
    if (quantity.unit === 'ohm') {
      if (INTERNAL.test(words)) {
        if (internal) return null;
        internal = quantity;
      } else resistors.push(quantity);
    } else if (quantity.unit === 'V') {
      const wide = `${before(text, quantity, [], 50)} ${text.slice(quantity.end, quantity.end + 15)}`;
      if (source || !SOURCE.test(wide) || /طرفي|قطبي|terminal|across (?:the|one|each|it|r|x)(?![a-z0-9_])|علي (?:ال)?مقاومه/.test(wide)) return null;
      source = quantity;
    } else if (quantity.unit === 'A') {
      if (current) return null;
      current = quantity;
    } else return null;
  }
  if (!source || !current || resistors.length === 0 || current.si <= 0) return null;
  if (INTERNAL.test(text) && !internal && !NEGLIGIBLE.test(text)) return null;
  const counts = COUNT.filter(([pattern]) => pattern.test(text)).map(([, count]) => count);
  if (counts.length > 1 || (counts.length === 1 && counts[0] !== resistors.length + 1)) return null;
  const E = source.si;
  const I = current.si;
  const r = internal?.si ?? 0;
  const known = resistors.reduce((sum, resistor) => sum + resistor.si, 0);
  const total = E / I;
  const Rx = total - r - known;
  if (!(Rx > 0) || !Number.isFinite(Rx)) return null;
  // Check: the circuit with R_x gives the measured current again.
  if (!agree(E / (known + Rx + r), I)) return null;
  const knownSum = resistors.map((resistor) => num(resistor.si)).join(' + ');
  const minus = `${internal ? ` - ${num(r)}` : ''} - ${resistors.length > 1 ? `(${knownSum})` : knownSum}`;
  const givens = [...resistors.map((resistor, index) => given(`R_{${index + 1}}`, resistor)), given(/ق ?\.? ?د ?\.? ?ك|emf|دافعه/.test(text) ? 'E' : 'V', source), given('I', current)];
  if (internal) givens.push(given('r', internal));
  else if (NEGLIGIBLE.test(text)) givens.push(say(language, '$r = 0$ (negligible)', '$r = 0$ (مهملة)'));
  return finish(
    {
      kind: 'circuit-unknown-resistor',
      title: { en: 'An unknown resistor in series', ar: 'مقاومة مجهولة على التوالي' },
      givens,
      asked: { en: 'the unknown resistance $R_x$', ar: 'المقاومة المجهولة $R_x$' },
      steps: [
        step(language, `Total resistance of the circuit: $R_{total} = \\frac{V}{I} = \\frac{${num(E)}}{${num(I)}} = ${withUnit(total, '\\Omega')}$`, `المقاومة الكلية للدائرة: $R_{total} = \\frac{V}{I} = \\frac{${num(E)}}{${num(I)}} = ${withUnit(total, '\\Omega')}$`, WHY),
        step(language, `In series the resistances add, so $R_x = ${num(total)}${minus} = ${withUnit(Rx, '\\Omega')}$`, `في التوالي المقاومات تُجمع، إذن $R_x = ${num(total)}${minus} = ${withUnit(Rx, '\\Omega')}$`),
      ],
      answer: `$R_x = ${withUnit(Rx, '\\Omega')}$`,
      check: { en: `$I = \\frac{${num(E)}}{${num(known + Rx + r)}} = ${withUnit(I, '\\text{A}')}$ ✓`, ar: `$I = \\frac{${num(E)}}{${num(known + Rx + r)}} = ${withUnit(I, '\\text{A}')}$ ✓` },
      result: { values: [Rx] },
    },
    language,
  );
}

const WHY = {
  en: "Ohm's law for the whole circuit: the source voltage divided by the current is the total resistance, internal resistance included.",
  ar: 'قانون أوم للدائرة كلها: فرق جهد المصدر مقسومًا على التيار = المقاومة الكلية (ومعها المقاومة الداخلية).',
};
