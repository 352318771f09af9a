/**
 * pH, pOH, [H⁺] and [OH⁻] of strong acids and bases at 25 °C: HCl, HNO3, HBr, HI, HClO4 give one H⁺ each,
 * H2SO4 is taken as fully ionised (2 H⁺, said in the steps); NaOH, KOH, LiOH give one OH⁻, Ca(OH)2 and Ba(OH)2
 * two. From any one given (the acid or base concentration, an ion concentration, pH or pOH) the asked quantities
 * follow with pH = −log[H⁺] and pH + pOH = 14; the check confirms [H⁺][OH⁻] = 10⁻¹⁴ and recovers the given.
 */
import type { TutorLanguage } from '../../math/language';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { amountLatex, close, finish, num, say, speciesLatex } from './format';
import { namedSubstances } from './names';
import type { BareNumber, Quantity, Reading } from './read';

type Measure = 'pH' | 'pOH' | 'H' | 'OH';
/** A measure, or the concentration of the acid or base itself. */
type Asked = Measure | 'C';

const MENTIONS: readonly [Measure, RegExp][] = [
  ['pOH', /\bpOH\b|(?:ال)?(?:اس|رقم) (?:ال)?هيدروكسيلي/gi],
  ['pH', /\bpH\b|(?:ال)?(?:اس|رقم) (?:ال)?هيدروجيني/gi],
  ['OH', /\[\s*OH\s*\^?-?\s*\]|(?<![A-Za-z(])OH\s*\^?-|ايون(?:ات)?\s*(?:ال)?(?:هيدروكسيد|هيدروكسيل)|hydroxide ions?/gi],
  ['H', /\[\s*H\s*\^?\+?\s*\]|\[\s*H3O\s*\^?\+?\s*\]|(?<![A-Za-z])H3?O?\s*\^?\+|ايون(?:ات)?\s*(?:ال)?(?:هيدروجين|هيدرونيوم)|hydrogen ions?|hydronium(?: ions?)?/gi],
];

/** Strong acids (H⁺ per formula unit) and bases (OH⁻ per formula unit). */
const STRONG: Readonly<Record<string, { ion: 'H' | 'OH'; count: number }>> = {
  HCl: { ion: 'H', count: 1 }, HNO3: { ion: 'H', count: 1 }, HBr: { ion: 'H', count: 1 }, HI: { ion: 'H', count: 1 }, HClO4: { ion: 'H', count: 1 },
  H2SO4: { ion: 'H', count: 2 },
  NaOH: { ion: 'OH', count: 1 }, KOH: { ion: 'OH', count: 1 }, LiOH: { ion: 'OH', count: 1 }, 'Ca(OH)2': { ion: 'OH', count: 2 }, 'Ba(OH)2': { ion: 'OH', count: 2 },
};

const MEASURE_CUE = /\bp\s*O?H\b|(?<![A-Za-z(])OH\s*\^?-|(?<![A-Za-z])H3?O?\s*\^?\+|هيدروجيني|هيدروكسيلي|\[\s*H|\[\s*OH|ايون(?:ات)?\s*(?:ال)?هيدرو|hydrogen ion|hydroxide ion|hydronium/i;
/** Between a measure and its value: "pH = 3", "pH له ٣", "whose pH is 3", "concentration is 1 x 10^-5 M". */
const LINK = /^(?:\s|[=:]|له|لها|بتاعه|بتاعها|تساوي|يساوي|قيمته|قيمتها|قدره|is|of|equals?|equal to|concentration|\(aq\))*$/i;

/** "pH of a HCl solution is 2": the solution named between a measure and its value. */
const SOLUTION_WORDS = /\b(?:a|an|the|this|its|solution)\b|(?<![\u0621-\u064A])(?:ل|ال|لل)?محلول(?![\u0621-\u064A])|(?<![\u0621-\u064A])هذا(?![\u0621-\u064A])|\b[A-Z][A-Za-z0-9()]*/g;

export function recognisesPh(text: string): boolean {
  return MEASURE_CUE.test(text);
}

interface Mention {
  measure: Measure;
  start: number;
  end: number;
}

export function solvePh(reading: Reading, language: TutorLanguage): Solution | null {
  const { text } = reading;
  if (reading.equation) return null;
  const mentions: Mention[] = [];
  for (const [measure, pattern] of MENTIONS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      if (mentions.some((other) => start >= other.start && start < other.end)) continue;
      mentions.push({ measure, start, end: start + match[0].length });
    }
  }
  mentions.sort((left, right) => left.start - right.start);
  const numbers: (Quantity | BareNumber)[] = [...reading.quantities, ...reading.bare].sort((left, right) => left.start - right.start);
  const used = new Set<number>();
  // pH + pOH = 14, Kw = 10^-14, 25 °C are data, not givens.
  for (const item of numbers) {
    const around = text.slice(Math.max(0, item.start - 25), item.end + 6);
    if ((item.value === 14 && /pOH|=\s*14/.test(around)) || (item.value === 1e-14 && /K\s*w|=\s*1/.test(around)) || (item.value === 25 && /°|درج|C\b/.test(text.slice(item.end, item.end + 6)))) used.add(item.start);
  }

  let given: { measure: Measure; value: number; item: Quantity | BareNumber; acid?: string } | null = null;
  const givenMentions = new Set<Mention>();
  for (const mention of mentions) {
    const next = numbers.find((item) => item.start >= mention.end && !used.has(item.start));
    if (!next || !LINK.test(text.slice(mention.end, next.start).replace(SOLUTION_WORDS, ' '))) continue;
    const isConcentration = 'kind' in next ? next.kind === 'concentration' : true;
    if ((mention.measure === 'pH' || mention.measure === 'pOH') && 'kind' in next) continue;
    if ((mention.measure === 'H' || mention.measure === 'OH') && !isConcentration) continue;
    if (given) return null;
    given = { measure: mention.measure, value: next.value, item: next };
    givenMentions.add(mention);
    used.add(next.start);
  }
  const species = new Set([...reading.formulas.filter((found) => found.formula.charge === 0).map((found) => found.text), ...namedSubstances(text).filter((name) => !name.element).map((name) => name.formula)]);
  species.delete('H2O');
  const concentrations = reading.quantities.filter((quantity) => quantity.kind === 'concentration' && !used.has(quantity.start));
  if (!given) {
    if (concentrations.length !== 1 || species.size !== 1) return null;
    const acid = [...species][0]!;
    const strong = STRONG[acid];
    if (!strong) return null;
    given = { measure: strong.ion, value: concentrations[0]!.value * strong.count, item: concentrations[0]!, acid };
    used.add(concentrations[0]!.start);
  } else if (species.size > 1 || (species.size === 1 && !STRONG[[...species][0]!])) return null;
  if (numbers.some((item) => !used.has(item.start))) return null;

  const targets: { measure: Asked; start: number }[] = mentions.filter((mention) => !givenMentions.has(mention) && (given!.acid !== undefined || mention.measure !== given!.measure));
  // "the concentration of the HCl solution whose pH is 2": the acid's own concentration.
  const solute = !given.acid && species.size === 1 ? [...species][0]! : undefined;
  if (solute && STRONG[solute]) {
    CONCENTRATION.lastIndex = 0;
    for (const match of text.matchAll(CONCENTRATION)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      const aboutIon = mentions.some((mention) => (mention.start >= end && mention.start - end <= 20) || (mention.end <= start && start - mention.end <= 3));
      if (!aboutIon) targets.push({ measure: 'C', start });
    }
  }
  const asked = [...new Set(targets.sort((left, right) => left.start - right.start).map((target) => target.measure))];
  if (asked.length === 0 || asked.length > 3) return null;
  return write(given, asked, language, solute);
}

const CONCENTRATION = /(?<![\u0621-\u064A])(?:ال)?(?:تركيز|مولاري)[\u0621-\u064A]*|\bconcentration\b|\bmolarity\b/gi;

function write(given: { measure: Measure; value: number; item: Quantity | BareNumber; acid?: string }, asked: Asked[], language: TutorLanguage, solute?: string): Solution | null {
  const steps: SolutionStep[] = [];
  let pH: number;
  const written = amountLatex(given.item);
  if (given.acid) {
    const strong = STRONG[given.acid]!;
    const ion = strong.ion === 'H' ? '[H^+]' : '[OH^-]';
    const kind = strong.ion === 'H' ? say(language, 'a strong acid, fully ionised', 'حمض قوي تام التأين') : say(language, 'a strong base, fully dissociated', 'قاعدة قوية تامة التفكك');
    const each = strong.count === 2 ? say(language, ` giving 2 ${strong.ion === 'H' ? 'H⁺' : 'OH⁻'} per formula unit`, ` وكل وحدة منه تعطي 2 ${strong.ion === 'H' ? 'H⁺' : 'OH⁻'}`) : '';
    steps.push({
      text: `$${speciesLatex(given.acid)}$ ${say(language, 'is', 'هو')} ${kind}${each}: $${ion} = ${strong.count === 2 ? `2 \\times ` : ''}${written} = ${num(given.value)}\\ \\text{M}$`,
      detail: say(language, 'A strong acid or base ionises completely in water, so the ion concentration equals the concentration of the solution times the number of H⁺ or OH⁻ each formula unit releases.', 'الحمض القوي أو القاعدة القوية تتأين تأينًا تامًا في الماء، فيكون تركيز الأيون = تركيز المحلول × عدد أيونات H⁺ أو OH⁻ التي تعطيها كل وحدة.'),
    });
  }
  const fromGiven: Record<Measure, () => number> = {
    H: () => -Math.log10(given.value),
    OH: () => 14 + Math.log10(given.value),
    pH: () => given.value,
    pOH: () => 14 - given.value,
  };
  pH = fromGiven[given.measure]();
  const pOH = 14 - pH;
  const values: Record<Measure, number> = { pH, pOH, H: 10 ** -pH, OH: 10 ** -pOH };
  const shown = given.acid ? num(given.value) : written;
  const lines: Record<Measure, string> = {
    pH: given.measure === 'OH' || given.measure === 'pOH' ? `pH = 14 - pOH = 14 - ${num(pOH)} = ${num(pH)}` : `pH = -\\log[H^+] = -\\log(${shown}) = ${num(pH)}`,
    pOH: given.measure === 'OH' ? `pOH = -\\log[OH^-] = -\\log(${shown}) = ${num(pOH)}` : `pOH = 14 - pH = 14 - ${num(pH)} = ${num(pOH)}`,
    H: `[H^+] = 10^{-pH} = 10^{-${num(pH)}} = ${num(values.H)}\\ \\text{M}`,
    OH: `[OH^-] = 10^{-pOH} = 10^{-${num(pOH)}} = ${num(values.OH)}\\ \\text{M}`,
  };
  // Steps in a teacher's order: the measure linked to the given first.
  const order: Measure[] = given.measure === 'OH' || given.measure === 'pOH' ? ['pOH', 'pH', 'OH', 'H'] : ['pH', 'pOH', 'H', 'OH'];
  const needed = new Set<Measure>();
  const need = (measure: Measure): void => {
    if (measure === given.measure || needed.has(measure)) return;
    needed.add(measure);
    if (measure === 'H') need('pH');
    else if (measure === 'OH') need('pOH');
    else if (measure === 'pH' && given.measure !== 'H') need('pOH');
    else if (measure === 'pOH' && given.measure !== 'OH') need('pH');
  };
  const strongSolute = solute ? STRONG[solute] : undefined;
  for (const measure of asked) {
    if (measure !== 'C') need(measure);
    else if (strongSolute) need(strongSolute.ion);
    else return null;
  }
  for (const measure of order) if (needed.has(measure) && measure !== given.measure) steps.push({ text: `$${lines[measure]}$` });
  const all: Record<Asked, number> = { ...values, C: strongSolute ? values[strongSolute.ion] / strongSolute.count : Number.NaN };
  if (solute && strongSolute && asked.includes('C')) {
    const ion = strongSolute.ion === 'H' ? '[H^+]' : '[OH^-]';
    steps.push({ text: `${say(language, 'Concentration of', 'تركيز')} $${speciesLatex(solute)}$: $C = ${strongSolute.count === 2 ? `\\dfrac{${ion}}{2}` : ion} = ${num(all.C)}\\ \\text{M}$`, detail: say(language, 'A strong acid or base is fully ionised, so its concentration is the ion concentration divided by the ions each formula unit gives.', 'الحمض أو القاعدة القوية تامة التأين، فتركيزها = تركيز الأيون ÷ عدد الأيونات التي تعطيها كل وحدة.') });
  }

  // Check: [H+][OH-] = 10^-14 and the given is recovered.
  const recovered: Record<Measure, number> = { pH, pOH, H: values.H, OH: values.OH };
  if (!close(values.H * values.OH, 1e-14, 1e-9) || !close(recovered[given.measure], given.value, 1e-9) || !Number.isFinite(pH)) return null;

  const label: Record<Asked, string> = { pH: 'pH', pOH: 'pOH', H: '[H^+]', OH: '[OH^-]', C: `C(${solute ? speciesLatex(solute) : ''})` };
  const unit = (measure: Asked) => (measure === 'H' || measure === 'OH' || measure === 'C' ? '\\ \\text{M}' : '');
  if (asked.some((measure) => !Number.isFinite(all[measure]))) return null;
  const results: SolutionResult[] = asked.map((measure) => ({ values: [all[measure]] }));
  const givenText = given.acid ? `$${speciesLatex(given.acid)}\\ ${written}$` : `$${label[given.measure]} = ${written}$`;
  return finish(
    {
      kind: 'ph',
      title: ['pH and pOH', 'الأس الهيدروجيني pH'],
      statement: `${say(language, 'Given', 'المعطى')}: ${givenText} (25 °C, $pH + pOH = 14$, $K_w = 10^{-14}$). ${say(language, 'Required', 'المطلوب')}: ${asked.map((measure) => `$${label[measure]}$`).join(', ')}.`,
      steps,
      answer: asked.map((measure) => `$${label[measure]} = ${num(all[measure])}${unit(measure)}$`).join(say(language, ' ; ', ' ؛ ')),
      check: say(language, `$[H^+][OH^-] = ${num(values.H)} \\times ${num(values.OH)} = 10^{-14}$ and $pH + pOH = 14$.`, `$[H^+][OH^-] = ${num(values.H)} \\times ${num(values.OH)} = 10^{-14}$ و $pH + pOH = 14$.`),
      result: results.length === 1 ? results[0]! : { parts: results },
    },
    language,
  );
}
