/**
 * Mole calculations: every amount goes through the number of moles — n = m / M, n = N / N_A, n = V / 22.4 at
 * STP, n = C × V for a solution — and back out to the amount asked. The check runs the chain backwards from
 * the answer to the given.
 */
import type { Solution, SolutionStep, TutorLanguage } from '../../solution';
import { exactNumber, latexNumber, say, type Bilingual } from '../shared/format';
import type { FoundFormula } from './findFormula';
import { formulaLatex } from './formula';
import { molarMassOfParsed } from './molarMass';
import type { Amount, AmountKind } from './moleQuantities';

/** Avogadro's number as printed in Egyptian textbooks. */
const AVOGADRO = 6.02e23;
/** Molar volume of a gas at STP, in litres. */
const MOLAR_VOLUME = 22.4;
const TOLERANCE = 1e-9;

export interface MoleProblem {
  givens: Amount[];
  target: AmountKind;
  formula: FoundFormula | null;
  /** Volumes are of a solution (molarity) rather than of a gas at STP. */
  solution: boolean;
}

const SYMBOL: Readonly<Record<AmountKind, string>> = { mass: 'm', moles: 'n', volume: 'V', particles: 'N', concentration: 'C' };

const UNIT: Readonly<Record<AmountKind, string>> = {
  mass: '\\text{g}',
  moles: '\\text{mol}',
  volume: '\\text{L}',
  particles: '',
  concentration: '\\text{mol/L}',
};

const NAMES: Readonly<Record<AmountKind, Bilingual>> = {
  mass: { ar: 'الكتلة', en: 'mass' },
  moles: { ar: 'عدد المولات', en: 'number of moles' },
  volume: { ar: 'الحجم', en: 'volume' },
  particles: { ar: 'عدد الجسيمات (الجزيئات أو الذرات)', en: 'number of particles' },
  concentration: { ar: 'التركيز المولاري', en: 'molar concentration' },
};

const WORDS = {
  title: { ar: 'حسابات المول', en: 'Mole calculations' },
  given: { ar: 'المعطيات', en: 'Given' },
  required: { ar: 'المطلوب', en: 'required' },
  molarMass: { ar: 'الكتلة المولية', en: 'Molar mass' },
  moles: { ar: 'عدد المولات', en: 'Number of moles' },
  answer: { ar: 'نحسب المطلوب من عدد المولات', en: 'Find the required amount from the moles' },
  check: { ar: 'بالعكس من الناتج نسترجع المعطى', en: 'Working backwards from the answer recovers the given' },
  stp: { ar: 'حجم المول من أي غاز في الظروف القياسية (م.ض.د) = 22.4 لتر', en: 'one mole of any gas at STP occupies 22.4 L' },
  avogadro: { ar: 'المول الواحد يحتوي على عدد أفوجادرو من الجسيمات', en: 'one mole contains Avogadro’s number of particles' },
  particlesUnit: { ar: 'جسيم', en: 'particles' },
  detail: {
    ar: 'المول هو كمية المادة التي تحتوي على عدد أفوجادرو (6.02 × 10²³) من الجسيمات، وكتلته بالجرام هي الكتلة المولية؛ لذلك نمر دائمًا بعدد المولات للتحويل بين الكتلة والحجم وعدد الجسيمات.',
    en: 'A mole is the amount containing Avogadro’s number (6.02 × 10²³) of particles, and its mass in grams is the molar mass; so we always go through the moles to convert between mass, volume and number of particles.',
  },
};

interface Link {
  /** LaTeX: formula with symbols = formula with numbers = result. */
  latex: string;
  value: number;
}

function valueLatex(kind: AmountKind, value: number): string {
  const number = kind === 'mass' ? exactNumber(value) : latexNumber(value);
  return UNIT[kind] ? `${number}\\ ${UNIT[kind]}` : number;
}

export function moleSolution(problem: MoleProblem, language: TutorLanguage): Solution | null {
  const molarMass = problem.formula ? molarMassOfParsed(problem.formula.formula) : null;
  const M = molarMass?.grams;
  const volumeOfSolution = problem.solution ? problem.givens.find((given) => given.kind === 'volume')?.value : undefined;

  /** n from one given amount; null when that needs something missing (a formula, a solution volume). */
  const toMoles = (kind: AmountKind, value: number): Link | null => {
    switch (kind) {
      case 'moles':
        return { latex: `n = ${latexNumber(value)}\\ \\text{mol}`, value };
      case 'mass':
        return M ? { latex: `n = \\frac{m}{M} = \\frac{${exactNumber(value)}}{${exactNumber(M)}} = ${latexNumber(value / M)}\\ \\text{mol}`, value: value / M } : null;
      case 'particles':
        return { latex: `n = \\frac{N}{N_A} = \\frac{${latexNumber(value)}}{6.02 \\times 10^{23}} = ${latexNumber(value / AVOGADRO)}\\ \\text{mol}`, value: value / AVOGADRO };
      case 'volume':
        return problem.solution ? null : { latex: `n = \\frac{V}{22.4} = \\frac{${latexNumber(value)}}{22.4} = ${latexNumber(value / MOLAR_VOLUME)}\\ \\text{mol}`, value: value / MOLAR_VOLUME };
      case 'concentration':
        return volumeOfSolution ? { latex: `n = C \\times V = ${latexNumber(value)} \\times ${latexNumber(volumeOfSolution)} = ${latexNumber(value * volumeOfSolution)}\\ \\text{mol}`, value: value * volumeOfSolution } : null;
    }
  };

  /** An amount of `kind` from n. */
  const fromMoles = (kind: AmountKind, n: number): Link | null => {
    const result = (value: number) => valueLatex(kind, value);
    switch (kind) {
      case 'moles':
        return { latex: `n = ${result(n)}`, value: n };
      case 'mass':
        return M ? { latex: `m = n \\times M = ${latexNumber(n)} \\times ${exactNumber(M)} = ${result(n * M)}`, value: n * M } : null;
      case 'particles':
        return { latex: `N = n \\times N_A = ${latexNumber(n)} \\times 6.02 \\times 10^{23} = ${result(n * AVOGADRO)}`, value: n * AVOGADRO };
      case 'volume':
        if (problem.solution) return null;
        return { latex: `V = n \\times 22.4 = ${latexNumber(n)} \\times 22.4 = ${result(n * MOLAR_VOLUME)}`, value: n * MOLAR_VOLUME };
      case 'concentration':
        return volumeOfSolution ? { latex: `C = \\frac{n}{V} = \\frac{${latexNumber(n)}}{${latexNumber(volumeOfSolution)}} = ${result(n / volumeOfSolution)}`, value: n / volumeOfSolution } : null;
    }
  };

  const source = problem.givens.find((given) => given.kind !== problem.target && !(problem.solution && given.kind === 'volume'));
  if (!source) return null;
  const moles = toMoles(source.kind, source.value);
  const answer = moles ? fromMoles(problem.target, moles.value) : null;
  if (!moles || !answer) return null;
  const back = toMoles(problem.target, answer.value);
  const recovered = back ? fromMoles(source.kind, back.value) : null;
  if (!back || !recovered || Math.abs(recovered.value - source.value) > TOLERANCE * Math.abs(source.value)) return null;

  const formulaText = problem.formula ? ` ${language === 'ar' ? 'من' : 'of'} $${formulaLatex(problem.formula.formula)}$` : '';
  const givenText = problem.givens
    .map((given) => `$${SYMBOL[given.kind]} = ${latexNumber(given.written.value)}${given.written.unitLatex ? `\\ ${given.written.unitLatex}` : ''}$`)
    .join(language === 'ar' ? '، ' : ', ');
  const steps: SolutionStep[] = [
    { text: `${say(WORDS.given, language)}: ${givenText}${formulaText}${language === 'ar' ? '؛ ' : '; '}${say(WORDS.required, language)}: $${SYMBOL[problem.target]}$ (${say(NAMES[problem.target], language)}).`, detail: say(WORDS.detail, language) },
  ];
  const needsMolarMass = source.kind === 'mass' || problem.target === 'mass';
  if (needsMolarMass && molarMass && problem.formula) {
    const terms = molarMass.breakdown.map((row) => (row.count === 1 ? exactNumber(row.mass) : `${row.count} \\times ${exactNumber(row.mass / row.count)}`));
    steps.push({ text: `${say(WORDS.molarMass, language)}: $M(${formulaLatex(problem.formula.formula)}) = ${terms.join(' + ')} = ${exactNumber(molarMass.grams)}\\ \\text{g/mol}$` });
  }
  if (source.kind !== 'moles') {
    const note = source.kind === 'volume' ? ` (${say(WORDS.stp, language)})` : source.kind === 'particles' ? ` (${say(WORDS.avogadro, language)})` : '';
    steps.push({ text: `${say(WORDS.moles, language)}: $${moles.latex}$${note}` });
  }
  if (problem.target !== 'moles') {
    const note = problem.target === 'volume' ? ` (${say(WORDS.stp, language)})` : '';
    steps.push({ text: `${say(WORDS.answer, language)}: $${answer.latex}$${note}` });
  }
  const particles = problem.target === 'particles' ? ` ${say(WORDS.particlesUnit, language)}` : '';
  return {
    kind: 'moles',
    subject: 'chemistry',
    title: say(WORDS.title, language),
    steps,
    answer: `$${SYMBOL[problem.target]} = ${valueLatex(problem.target, answer.value)}$${particles}`,
    check: `${say(WORDS.check, language)}: $${back.latex}$${language === 'ar' ? '، ' : ', '}$${recovered.latex}$ ✓`,
  };
}
