/**
 * Magnetic flux and induction: the flux through a surface φ = B A cosθ (θ between the normal and the field),
 * Faraday's law emf = −N Δφ/Δt (from two fluxes, a rate, or a changing flux density through an area), and the emf
 * of a moving wire emf = B L v sinθ (with the current it drives in a resistor).
 */
import { splitParts } from '../../guard/parts';
import type { Solution, TutorLanguage } from '../../solution';
import { askedPart, byUnit, coilNormalAngle, lineAngle } from './context';
import { cosineFactor, sineFactor, solveProductLaw, type Factor } from './law';
import { askedMatches } from './magnetic-force';
import { writtenLatex, type Quantity } from './read';
import { agree, factorNum, finish, given, num, say, siSteps, step, withUnit } from './write';

const factor = (latex: string, unit: string, quantity: Quantity | undefined): Factor => ({ latex, unit, value: quantity?.si });
const INDUCED = /مستحث|induced|\bemf\b|ق\.? ?د\.? ?ك|القوه الدافعه/;

/** φ = B A cosθ, or B = φ / A. */
export function solveFlux(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!/فيض|flux/.test(text) || !/مساح|area/.test(text) || INDUCED.test(text) || /لفه|لفات|turns|تغير|change|زمن|time/.test(text)) return null;
  const roles = byUnit(quantities.filter((quantity) => quantity.unit !== 'deg'), { T: 'B', Wb: 'phi', m2: 'A' } as const);
  const angle = coilNormalAngle(text, quantities);
  if (!roles || !angle) return null;
  const target = factor('\\phi_m', '\\text{Wb}', roles.get('phi'));
  const factors = [factor('B', '\\text{T}', roles.get('B')), factor('A', '\\text{m}^2', roles.get('A')), cosineFactor(angle.degrees)];
  const missing = [target, ...factors].filter((item) => item.value === undefined);
  if (missing.length !== 1) return null;
  const asked = askedPart(text);
  const wantsFlux = missing[0] === target && /الفيض المغناطيسي|magnetic flux(?! density)|flux through|الفيض الذي|الفيض/.test(asked) && !/كثافه|density/.test(asked);
  if (!wantsFlux && !(missing[0]!.latex !== '\\phi_m' && askedMatches(asked, missing[0]!.latex))) return null;
  const why = {
    en: 'Flux counts the field lines crossing the surface: only the component of B along the normal counts, hence cos θ with θ measured from the normal (sin of the angle with the plane).',
    ar: 'الفيض هو عدد خطوط المجال التي تخترق السطح: تُحسب مركبة B العمودية على السطح فقط، لذا نضرب في جتا الزاوية بين العمودي على السطح والمجال (= جا الزاوية بين المستوى والمجال).',
  };
  const solved = solveProductLaw(language, { en: 'the magnetic flux', ar: 'قانون الفيض المغناطيسي', why }, target, factors);
  if (!solved) return null;
  const angleText = angle.written
    ? `${say(language, 'angle', 'الزاوية')} ${writtenLatex(angle.written)} ⇒ $\\theta_{normal} = ${num(angle.degrees)}^\\circ$`
    : `$\\theta_{normal} = ${num(angle.degrees)}^\\circ$ (${angle.words})`;
  return finish(
    {
      kind: 'magnetic-flux',
      title: { en: 'Magnetic flux', ar: 'الفيض المغناطيسي' },
      givens: [...[...roles].map(([symbol, quantity]) => given(symbol === 'phi' ? '\\phi_m' : symbol, quantity)), angleText],
      asked: missing[0] === target ? { en: 'the magnetic flux', ar: 'الفيض المغناطيسي' } : missing[0]!.latex === 'B' ? { en: 'the flux density', ar: 'كثافة الفيض' } : { en: 'the area', ar: 'المساحة' },
      steps: [...siSteps(language, [...roles]), ...solved.steps],
      answer: `$${solved.answerLatex}$`,
      check: solved.check,
      result: { values: [solved.value] },
    },
    language,
  );
}

/** |emf| = N |Δφ| / Δt. */
export function solveFaraday(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!INDUCED.test(text) || !/ملف|coil|loop/.test(text) || /يتحرك|moves|moving|slides|سرعه|speed|محول|transformer/.test(text)) return null;
  if (!INDUCED.test(askedPart(text)) && !/كام|\?/.test(text)) return null;
  const turnsQuantity = quantities.filter((quantity) => quantity.unit === 'turns');
  if (turnsQuantity.length !== 1) return null;
  const N = turnsQuantity[0]!.si;
  const toZero = /(?:الي|to|حتي) (?:الصفر|صفر|zero)/.test(text);
  const fromZero = /(?:من|from) (?:الصفر|صفر|zero)/.test(text);
  const changedBy = /(?:changed?|changes|increases?|decreases?|تغير\S*|يزداد|يقل|تزداد|تقل)\s+(?:by|بمقدار)\s*$/;
  const fluxes = quantities.filter((quantity) => quantity.unit === 'Wb');
  const densities = quantities.filter((quantity) => quantity.unit === 'T');
  const rates = quantities.filter((quantity) => quantity.unit === 'Wb/s');
  const times = quantities.filter((quantity) => quantity.unit === 's');
  const areas = quantities.filter((quantity) => quantity.unit === 'm2');
  const used = [...turnsQuantity, ...fluxes, ...densities, ...rates, ...times, ...areas].length + quantities.filter((quantity) => quantity.unit === 'deg').length;
  if (used !== quantities.length) return null;
  const givens: string[] = [given('N', turnsQuantity[0]!)];
  const steps = [step(language, "Faraday's law: $\\text{emf} = -N \\frac{\\Delta\\phi_m}{\\Delta t}$", 'قانون فاراداي: $\\text{emf} = -N \\frac{\\Delta\\phi_m}{\\Delta t}$', FARADAY_WHY)];
  let rate: number;
  if (rates.length === 1 && fluxes.length + densities.length + times.length + areas.length === 0) {
    rate = rates[0]!.si;
    givens.push(given('\\frac{\\Delta\\phi_m}{\\Delta t}', rates[0]!));
  } else if (times.length === 1 && rates.length === 0) {
    // The initial and final values: two written, or one with "to zero" / "from zero" / "changed by".
    const pair = (list: Quantity[]): [number, number] | null => {
      if (list.length === 2) return toZero || fromZero ? null : [list[0]!.si, list[1]!.si];
      if (list.length !== 1 || (toZero && fromZero)) return null;
      if (toZero) return [list[0]!.si, 0];
      if (fromZero) return [0, list[0]!.si];
      return changedBy.test(text.slice(0, list[0]!.start)) ? [0, list[0]!.si] : null;
    };
    let change: number;
    if (fluxes.length > 0 && densities.length + areas.length === 0) {
      const flux = pair(fluxes);
      if (!flux) return null;
      change = flux[1] - flux[0];
      fluxes.forEach((quantity, index) => givens.push(given(`\\phi_${index + 1}`, quantity)));
      if (fluxes.length === 1) givens.push(toZero ? '\\phi_2 = 0' : fromZero ? '\\phi_1 = 0' : '|\\Delta\\phi_m|');
      steps.push(step(language, `Change of flux: $\\Delta\\phi_m = ${num(flux[1])} - ${num(flux[0])} = ${num(change)}\\ \\text{Wb}$`, `التغير في الفيض: $\\Delta\\phi_m = ${num(flux[1])} - ${num(flux[0])} = ${num(change)}\\ \\text{Wb}$`));
    } else if (densities.length > 0 && areas.length === 1 && fluxes.length === 0) {
      const field = pair(densities);
      const angle = coilNormalAngle(text, quantities);
      if (!field || !angle || angle.degrees !== 0) return null;
      const area = areas[0]!.si;
      change = (field[1] - field[0]) * area;
      densities.forEach((quantity, index) => givens.push(given(`B_${index + 1}`, quantity)));
      if (densities.length === 1) givens.push(toZero ? 'B_2 = 0' : 'B_1 = 0');
      givens.push(given('A', areas[0]!), `$B \\perp$ (${angle.words})`);
      steps.push(step(language, `The field is normal to the coil, so $\\Delta\\phi_m = A\\,\\Delta B = ${num(area)} \\times (${num(field[1])} - ${num(field[0])}) = ${num(change)}\\ \\text{Wb}$`, `المجال عمودي على مستوى الملف، إذن $\\Delta\\phi_m = A\\,\\Delta B = ${num(area)} \\times (${num(field[1])} - ${num(field[0])}) = ${num(change)}\\ \\text{Wb}$`));
    } else return null;
    const dt = times[0]!.si;
    if (dt <= 0) return null;
    givens.push(given('\\Delta t', times[0]!));
    rate = change / dt;
  } else return null;
  const emf = -N * rate;
  steps.push(step(language, `Substitute: $\\text{emf} = -${num(N)} \\times ${factorNum(rate)} = ${withUnit(emf, '\\text{V}')}$`, `بالتعويض: $\\text{emf} = -${num(N)} \\times ${factorNum(rate)} = ${withUnit(emf, '\\text{V}')}$`));
  steps.push(step(language, 'The minus sign (Lenz) only gives the direction: the induced current opposes the change of flux.', 'الإشارة السالبة (قاعدة لنز) تحدد الاتجاه فقط: التيار المستحث يقاوم التغير في الفيض.'));
  const magnitude = Math.abs(emf);
  if (!Number.isFinite(magnitude) || !agree(magnitude / N, Math.abs(rate))) return null;
  return finish(
    {
      kind: 'faraday-emf',
      title: { en: "Induced emf (Faraday's law)", ar: 'القوة الدافعة الكهربية المستحثة (قانون فاراداي)' },
      givens,
      asked: { en: 'the induced emf', ar: 'القوة الدافعة المستحثة' },
      steps,
      answer: `$|\\text{emf}| = ${withUnit(magnitude, '\\text{V}')}$`,
      check: {
        en: `Dividing back: $${num(magnitude)} / ${num(N)} = ${num(Math.abs(rate))}\\ \\text{Wb/s}$, the rate of change of flux ✓`,
        ar: `بالقسمة العكسية: $${num(magnitude)} \\div ${num(N)} = ${num(Math.abs(rate))}\\ \\text{Wb/s}$ وهو معدل تغير الفيض ✓`,
      },
      result: { values: [magnitude] },
    },
    language,
  );
}

const FARADAY_WHY = {
  en: 'Every turn links the same changing flux, so the emfs of the N turns add; the faster the flux changes, the larger the emf.',
  ar: 'كل لفة يخترقها نفس الفيض المتغير فتُجمع القوى الدافعة للفات N؛ وكلما زاد معدل تغير الفيض زادت ق.د.ك المستحثة.',
};

/** emf = B L v sinθ for a moving wire, and I = emf / R when it closes a circuit through R. */
export function solveMotionalEmf(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!INDUCED.test(text) || !/سلك|موصل|wire|conductor|\brod\b|ساق/.test(text) || !/يتحرك|moves|moving|slides|سرعه|speed/.test(text) || /ملف|coil/.test(text)) return null;
  const roles = byUnit(quantities.filter((quantity) => quantity.unit !== 'deg'), { T: 'B', m: 'L', 'm/s': 'v', ohm: 'R' } as const);
  const angle = lineAngle(text, quantities);
  if (!roles || !angle || !roles.has('B') || !roles.has('L') || !roles.has('v')) return null;
  const factors = [factor('B', '\\text{T}', roles.get('B')), factor('L', '\\text{m}', roles.get('L')), factor('v', '\\text{m/s}', roles.get('v')), sineFactor(angle.degrees)];
  const why = { en: 'The wire cuts field lines; the emf is the flux it sweeps each second, B·(L v sinθ).', ar: 'السلك يقطع خطوط الفيض؛ والقوة الدافعة تساوي الفيض الذي يقطعه في الثانية B·(L v sinθ).' };
  const solved = solveProductLaw(language, { en: 'the motional emf', ar: 'قانون ق.د.ك المستحثة في سلك متحرك', why }, { latex: '\\text{emf}', unit: '\\text{V}' }, factors);
  if (!solved) return null;
  const askedText = text.slice(Math.max(0, text.search(/احسب|اوجد|عايز|\bfind\b|calculate|\bwhat\b/)));
  const wantsCurrent = /تيار|current/.test(askedText);
  const askedBoth = INDUCED.test(askedText);
  const resistor = roles.get('R');
  if (Boolean(resistor) !== wantsCurrent) return null;
  const steps = [...siSteps(language, [...roles]), ...solved.steps];
  const givens = [...[...roles].map(([symbol, quantity]) => given(symbol, quantity)), angle.written ? given('\\theta', angle.written) : `$\\theta = ${num(angle.degrees)}^\\circ$ (${angle.words})`];
  if (!resistor) {
    return finish({ kind: 'motional-emf', title: TITLE, givens, asked: { en: 'the induced emf', ar: 'ق.د.ك المستحثة' }, steps, answer: `$${solved.answerLatex}$`, check: solved.check, result: { values: [solved.value] } }, language);
  }
  const current = solved.value / resistor.si;
  steps.push(step(language, `Current in the circuit: $I = \\frac{\\text{emf}}{R} = \\frac{${num(solved.value)}}{${num(resistor.si)}} = ${withUnit(current, '\\text{A}')}$`, `شدة التيار في الدائرة: $I = \\frac{\\text{emf}}{R} = \\frac{${num(solved.value)}}{${num(resistor.si)}} = ${withUnit(current, '\\text{A}')}$`));
  if (!agree(current * resistor.si, solved.value)) return null;
  const split = splitParts(text);
  const result = split && split.parts.length === 2 && askedBoth ? { parts: [{ values: [solved.value] }, { values: [current] }] } : askedBoth ? { values: [solved.value, current] } : { values: [current] };
  return finish(
    {
      kind: 'motional-emf',
      title: TITLE,
      givens,
      asked: { en: 'the induced emf and the current', ar: 'ق.د.ك المستحثة وشدة التيار' },
      steps,
      answer: `$${solved.answerLatex}$${say(language, ', ', '، ')}$I = ${withUnit(current, '\\text{A}')}$`,
      check: { en: `${solved.check}; $I R = ${num(current * resistor.si)}\\ \\text{V} = \\text{emf}$ ✓`, ar: `${solved.check}؛ و $I R = ${num(current * resistor.si)}\\ \\text{V} = \\text{emf}$ ✓` },
      result,
    },
    language,
  );
}

const TITLE = { en: 'Induced emf in a moving wire', ar: 'ق.د.ك المستحثة في سلك متحرك' };
