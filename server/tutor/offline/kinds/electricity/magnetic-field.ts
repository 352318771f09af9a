/**
 * The magnetic flux density of a current: a long straight wire B = μ₀ I / (2π d), a circular coil at its centre
 * B = μ₀ N I / (2r), a solenoid B = μ₀ N I / L (μ₀ = 4π × 10⁻⁷ Wb/A·m, as the question states it or the standard
 * value). Any one quantity may be the unknown.
 */
import type { Solution, TutorLanguage } from '../../solution';
import { askedPart, byUnit } from './context';
import { solveProductLaw, type Factor } from './law';
import { askedMatches } from './magnetic-force';
import { readQuantities, type Quantity } from './read';
import { finish, given, num, siSteps } from './write';

const MU0 = /(?:μ|mu)\s*_?\s*[0o]?\s*=\s*4\s*π\s*×\s*10\s*\^\s*\(?\s*-\s*7\s*\)?(?:\s*(?:wb|t|n)\s*(?:[./·]\s*)?(?:a|m)\s*(?:[./·]\s*)?(?:a|m)(?:\^-?[12])?)?/;

/** The text without its "μ0 = 4π × 10⁻⁷ …" (and whether it was written); null when μ₀ is given another way. */
function withoutMu0(text: string): { text: string; written: boolean } | null {
  const match = MU0.exec(text);
  const rest = match ? text.replace(MU0, ' ') : text;
  if (/μ|π|\bmu\b/.test(rest)) return null;
  return { text: rest, written: Boolean(match) };
}

const mu0: Factor = { latex: '\\mu_0', unit: '', value: 4 * Math.PI * 1e-7, shown: '4\\pi \\times 10^{-7}' };
const factor = (latex: string, unit: string, quantity: Quantity | undefined, inverse = false): Factor => ({ latex, unit, value: quantity?.si, ...(inverse ? { inverse } : {}) });

type Shape = 'wire' | 'loop' | 'solenoid';

function shapeOf(text: string): Shape | null {
  const solenoid = /لولبي|solenoid/.test(text);
  const loop = /دايري|circular|\bloop\b|حلقه/.test(text);
  const wire = /سلك|wire/.test(text) && /مستقيم|straight|طويل|\blong\b/.test(text);
  if (Number(solenoid) + Number(loop) + Number(wire) !== 1) return null;
  return solenoid ? 'solenoid' : loop ? 'loop' : 'wire';
}

const LAWS = {
  wire: { en: 'the field of a long straight wire', ar: 'قانون كثافة الفيض حول سلك مستقيم', why: { en: 'Around a long straight wire the field lines are circles; B falls off as 1/d.', ar: 'خطوط الفيض حول السلك المستقيم دوائر متحدة المركز، وكثافة الفيض تتناسب عكسيًا مع البعد d.' } },
  loop: { en: 'the field at the centre of a circular coil', ar: 'قانون كثافة الفيض عند مركز ملف دايري', why: { en: 'Every turn adds the same field at the centre, so B grows with N and falls with the radius.', ar: 'كل لفة تضيف المجال نفسه عند المركز، فتزداد B بزيادة عدد اللفات وتقل بزيادة نصف القطر.' } },
  solenoid: { en: 'the field inside a solenoid', ar: 'قانون كثافة الفيض داخل ملف لولبي', why: { en: 'Inside a long solenoid the field is uniform and depends on the turns per unit length N/L.', ar: 'المجال داخل الملف اللولبي منتظم ويعتمد على عدد اللفات لوحدة الأطوال N/L.' } },
};

export function solveMagneticField(rawText: string, language: TutorLanguage): Solution | null {
  if (!/كثافه الفيض|الفيض المغناطيسي|magnetic field|flux density|المجال المغناطيسي/.test(rawText) || /قوه|force|عزم|torque|مستحث|induced|يتحرك|moves/.test(rawText)) return null;
  const shape = shapeOf(rawText);
  const cleaned = withoutMu0(rawText);
  if (!shape || !cleaned) return null;
  const text = cleaned.text;
  const quantities = readQuantities(text);
  const roles = byUnit(quantities, { A: 'I', m: 'd', T: 'B', turns: 'N' } as const);
  if (!roles || !roles.has('d')) return null;
  const length = roles.get('d');
  let factors: Factor[];
  let lengthSymbol: string;
  let diameter = false;
  if (shape === 'wire') {
    if (roles.has('N') || !/تبعد|بعد|distance|away|from/.test(text)) return null;
    lengthSymbol = 'd';
    factors = [mu0, factor('I', '\\text{A}', roles.get('I')), { latex: '2\\pi', unit: '', value: 2 * Math.PI, inverse: true }, factor('d', '\\text{m}', length, true)];
  } else {
    const turns: Factor | null = roles.has('N') ? factor('N', '', roles.get('N')) : shape === 'loop' && /حلقه|\bloop\b/.test(text) ? { latex: 'N', unit: '', value: 1 } : null;
    if (!turns) return null;
    const radius = /نصف قطر|نق|radius/.test(text);
    diameter = shape === 'loop' && !radius && /قطر|diameter/.test(text);
    if (shape === 'loop' && !radius && !diameter) return null;
    if (shape === 'solenoid' && !/طول|length|long/.test(text)) return null;
    lengthSymbol = shape === 'loop' ? 'r' : 'L';
    factors = shape === 'loop'
      ? [mu0, turns, factor('I', '\\text{A}', roles.get('I')), { latex: '2', unit: '', value: 2, inverse: true }, diameter ? { latex: 'r', unit: '\\text{m}', value: length!.si / 2, inverse: true } : factor('r', '\\text{m}', length, true)]
      : [mu0, turns, factor('I', '\\text{A}', roles.get('I')), factor('L', '\\text{m}', length, true)];
  }
  const target = factor('B', '\\text{T}', roles.get('B'));
  const missing = [target, ...factors].filter((item) => item.value === undefined);
  if (missing.length !== 1 || !askedMatches(askedPart(text), missing[0]!.latex === 'B' ? 'B' : missing[0]!.latex)) return null;
  const solved = solveProductLaw(language, LAWS[shape], target, factors);
  if (!solved) return null;
  const givens = [...roles].map(([symbol, quantity]) => (symbol === 'd' && diameter ? `${given('2r', quantity)} \\Rightarrow r = ${num(quantity.si / 2)}\\ \\text{m}` : given(symbol === 'd' ? lengthSymbol : symbol, quantity)));
  givens.push(cleaned.written ? '\\mu_0 = 4\\pi \\times 10^{-7}\\ \\text{Wb/A·m}' : '\\mu_0 = 4\\pi \\times 10^{-7}\\ \\text{Wb/A·m (standard)}');
  const asked = missing[0]!.latex === 'B' ? { en: 'the magnetic flux density', ar: 'كثافة الفيض المغناطيسي' } : { en: 'the current', ar: 'شدة التيار' };
  if (missing[0]!.latex !== 'B' && missing[0]!.latex !== 'I') return null;
  return finish(
    {
      kind: 'magnetic-field',
      title: { en: 'Magnetic field of a current', ar: 'كثافة الفيض المغناطيسي الناشئ عن تيار' },
      givens,
      asked,
      steps: [...siSteps(language, [...roles].map(([symbol, quantity]) => [symbol === 'd' ? lengthSymbol : symbol, quantity] as const)), ...solved.steps],
      answer: `$${solved.answerLatex}$`,
      check: solved.check,
      result: { values: [solved.value] },
    },
    language,
  );
}
