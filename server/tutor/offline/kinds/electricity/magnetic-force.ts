/**
 * Magnetic forces: on a current-carrying wire F = B I L sinθ, on a moving charge F = q v B sinθ, and the torque on
 * a coil τ = B I A N sinθ (θ between the coil's normal and the field). Any one of the quantities may be the unknown.
 */
import type { Solution, TutorLanguage } from '../../solution';
import { askedPart, byUnit, coilNormalAngle, lineAngle, type AngleReading } from './context';
import { sineFactor, solveProductLaw, type Factor } from './law';
import { writtenLatex, type Quantity } from './read';
import { finish, given, num, say, siSteps } from './write';

const angleGiven = (angle: NonNullable<AngleReading>, symbol: string): string =>
  angle.written ? `${symbol} = ${writtenLatex(angle.written)}` : `$${symbol} = ${num(angle.degrees)}^\\circ$ (${angle.words})`;

const factor = (latex: string, unit: string, quantity: Quantity | undefined): Factor => ({ latex, unit, value: quantity?.si });

function unknownName(factors: readonly { latex: string; value?: number }[], names: Record<string, { en: string; ar: string }>): { en: string; ar: string } | null {
  const missing = factors.filter((item) => item.value === undefined);
  return missing.length === 1 ? (names[missing[0]!.latex] ?? null) : null;
}

const MOVING = /يتحرك|تتحرك|moves|moving|slides|سرعه|speed|velocity|يسقط|falls/;

/** F = B I L sinθ. */
export function solveWireForce(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!/سلك|موصل|wire|conductor|\brod\b|ساق/.test(text) || MOVING.test(text) || !/قوه|force/.test(text)) return null;
  if (/عزم|torque|ملف|coil|شحنه|charge/.test(text)) return null;
  const numbers = quantities.filter((quantity) => quantity.unit !== 'deg');
  const roles = byUnit(numbers, { N: 'F', T: 'B', A: 'I', m: 'L' } as const);
  const angle = lineAngle(text, quantities);
  if (!roles || !angle) return null;
  const asked = askedPart(text);
  const names = { F: { en: 'the magnetic force', ar: 'القوة المغناطيسية' }, B: { en: 'the flux density', ar: 'كثافة الفيض' }, I: { en: 'the current', ar: 'شدة التيار' }, L: { en: 'the length of the wire', ar: 'طول السلك' } };
  const target: Factor = factor('F', '\\text{N}', roles.get('F'));
  const factors = [factor('B', '\\text{T}', roles.get('B')), factor('I', '\\text{A}', roles.get('I')), factor('L', '\\text{m}', roles.get('L')), sineFactor(angle.degrees)];
  const wanted = unknownName([target, ...factors], names);
  if (!wanted || !askedMatches(asked, target.value === undefined ? 'F' : factors.find((item) => item.value === undefined)!.latex)) return null;
  const solved = solveProductLaw(language, { en: 'the force on a current-carrying wire', ar: 'قانون القوة المؤثرة على سلك يمر به تيار', why: WIRE_WHY }, target, factors);
  if (!solved) return null;
  return finish(
    {
      kind: 'force-on-wire',
      title: { en: 'Magnetic force on a wire', ar: 'القوة المغناطيسية على سلك يحمل تيارًا' },
      givens: [...[...roles].map(([symbol, quantity]) => given(symbol, quantity)), angleGiven(angle, '\\theta')],
      asked: wanted,
      steps: [...siSteps(language, [...roles]), ...solved.steps],
      answer: `$${solved.answerLatex}$`,
      check: solved.check,
      result: { values: [solved.value] },
    },
    language,
  );
}

const WIRE_WHY = {
  en: 'The field pushes on the moving charges of the current; the force is largest when the wire is perpendicular to the field (sin 90° = 1) and zero when parallel to it.',
  ar: 'المجال يؤثر على الشحنات المتحركة في السلك؛ تكون القوة أكبر ما يمكن عندما يكون السلك عموديًا على المجال (جا 90° = 1) وتنعدم عندما يكون موازيًا له.',
};

/** Does the asking part name the unknown symbol's quantity? */
export function askedMatches(asked: string, symbol: string): boolean {
  const words: Record<string, RegExp> = {
    F: /قوه|force|كام|\?/,
    B: /كثافه|الفيض|flux density|magnetic field|\bb\b|field strength|المجال/,
    I: /تيار|current/,
    L: /طول|length/,
    q: /شحنه|charge/,
    v: /سرعه|speed|velocity/,
    '\\tau': /عزم|torque/,
    A: /مساح|area/,
    N: /لفات|turns/,
  };
  return words[symbol]?.test(asked) ?? false;
}


/** F = q v B sinθ (an electron or proton may carry e = 1.6 × 10⁻¹⁹ C unstated). */
export function solveChargeForce(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!/شحنه|charge|الكترون|electron|بروتون|proton|particle|جسيم/.test(text) || !MOVING.test(text)) return null;
  if (/سلك|wire|ملف|coil|مستحث|induced|emf|عزم|torque|تيار|current/.test(text) || !/مغناطيس|magnetic|تسلا|tesla|\bb\b/.test(text)) return null;
  const numbers = quantities.filter((quantity) => quantity.unit !== 'deg');
  const roles = byUnit(numbers, { N: 'F', T: 'B', C: 'q', 'm/s': 'v' } as const);
  const angle = lineAngle(text, quantities);
  if (!roles || !angle) return null;
  const particle = /الكترون|electron|بروتون|proton/.exec(text);
  const charge: Factor = roles.has('q') ? factor('q', '\\text{C}', roles.get('q')) : particle ? { latex: 'q', unit: '\\text{C}', value: 1.6e-19, shown: '1.6 \\times 10^{-19}' } : factor('q', '\\text{C}', undefined);
  const target = factor('F', '\\text{N}', roles.get('F'));
  const factors = [charge, factor('v', '\\text{m/s}', roles.get('v')), factor('B', '\\text{T}', roles.get('B')), sineFactor(angle.degrees)];
  const names = { F: { en: 'the magnetic force', ar: 'القوة المغناطيسية' }, B: { en: 'the flux density', ar: 'كثافة الفيض' }, q: { en: 'the charge', ar: 'الشحنة' }, v: { en: 'the speed', ar: 'السرعة' } };
  const wanted = unknownName([target, ...factors], names);
  if (!wanted || !askedMatches(askedPart(text), target.value === undefined ? 'F' : factors.find((item) => item.value === undefined)!.latex)) return null;
  const solved = solveProductLaw(language, { en: 'the force on a moving charge', ar: 'قانون القوة المؤثرة على شحنة متحركة', why: CHARGE_WHY }, target, factors);
  if (!solved) return null;
  const givens = [...roles].map(([symbol, quantity]) => given(symbol, quantity));
  if (!roles.has('q') && particle) givens.push(`|q| = e = 1.6 \\times 10^{-19}\\ \\text{C}`);
  return finish(
    {
      kind: 'force-on-charge',
      title: { en: 'Magnetic force on a moving charge', ar: 'القوة المغناطيسية على شحنة متحركة' },
      givens: [...givens, angleGiven(angle, '\\theta')],
      asked: wanted,
      steps: [...siSteps(language, [...roles]), ...solved.steps],
      answer: `$${solved.answerLatex}$`,
      check: solved.check,
      result: { values: [solved.value] },
    },
    language,
  );
}

const CHARGE_WHY = {
  en: 'A charge moving across a magnetic field feels a force perpendicular to both its velocity and the field; it is largest at 90° and zero along the field.',
  ar: 'الشحنة المتحركة في مجال مغناطيسي تتأثر بقوة عمودية على سرعتها وعلى المجال؛ تكون أكبر ما يمكن عند 90° وتنعدم عند الحركة موازية للمجال.',
};

/** τ = B I A N sinθ, θ between the coil's normal and the field ("maximum torque": sinθ = 1). */
export function solveCoilTorque(text: string, quantities: readonly Quantity[], language: TutorLanguage): Solution | null {
  if (!/عزم|torque/.test(text) || !/ملف|coil|loop|حلقه/.test(text)) return null;
  const numbers = quantities.filter((quantity) => quantity.unit !== 'deg');
  const roles = byUnit(numbers, { T: 'B', A: 'I', m2: 'A', turns: 'N' } as const);
  if (!roles || !roles.has('B') || !roles.has('I') || !roles.has('A')) return null;
  const maximum = /اقصي|اكبر|maximum|\bmax\b/.test(text);
  const angle = maximum && !quantities.some((quantity) => quantity.unit === 'deg') ? { degrees: 90, words: maximum ? 'max' : '' } : coilNormalAngle(text, quantities);
  if (!angle) return null;
  const turns: Factor = roles.has('N') ? factor('N', '', roles.get('N')) : /لفه واحده|single|one turn/.test(text) ? { latex: 'N', unit: '', value: 1 } : factor('N', '', undefined);
  if (turns.value === undefined) return null;
  const factors = [factor('B', '\\text{T}', roles.get('B')), factor('I', '\\text{A}', roles.get('I')), factor('A', '\\text{m}^2', roles.get('A')), turns, sineFactor(angle.degrees)];
  const solved = solveProductLaw(language, { en: 'the torque on a coil', ar: 'قانون عزم الازدواج المؤثر على ملف', why: TORQUE_WHY }, { latex: '\\tau', unit: '\\text{N·m}' }, factors);
  if (!solved) return null;
  const angleText = angle.written ? angleGiven(angle, '\\theta') : maximum ? say(language, 'maximum torque: $\\sin\\theta = 1$', 'أقصى عزم: $\\sin\\theta = 1$') : `\\theta = ${num(angle.degrees)}^\\circ`;
  return finish(
    {
      kind: 'coil-torque',
      title: { en: 'Torque on a current-carrying coil', ar: 'عزم الازدواج المؤثر على ملف يمر به تيار' },
      givens: [...[...roles].map(([symbol, quantity]) => given(symbol, quantity)), angleText],
      asked: { en: 'the torque', ar: 'عزم الازدواج' },
      steps: [...siSteps(language, [...roles]), ...solved.steps],
      answer: `$${solved.answerLatex}$`,
      check: solved.check,
      result: { values: [solved.value] },
    },
    language,
  );
}

const TORQUE_WHY = {
  en: 'θ is the angle between the normal to the coil and the field: the torque is largest when the plane of the coil is parallel to the field and zero when it is perpendicular.',
  ar: 'θ هي الزاوية بين العمودي على مستوى الملف والمجال: يكون العزم أكبر ما يمكن عندما يكون مستوى الملف موازيًا للمجال وينعدم عندما يكون عموديًا عليه.',
};
