/**
 * Stoichiometry from a chemical equation (balanced here when the student did not): mass → mass, mass → gas volume
 * at STP, the limiting reactant when two reactant amounts are given, theoretical and percentage yield when the
 * actual amount of a product is given. The check recomputes the mole ratio from the answer.
 */
import type { TutorLanguage } from '../../math/language';
import type { Solution, SolutionResult, SolutionStep } from '../../solution';
import { findChemicalEquation } from '../../science/chemistry/balance';
import { askedAmounts, askedVolumeUnit } from './ask';
import { balanced, findSpecies, writtenEquationLatex, type Species } from './equation';
import { amountLatex, close, constantsNote, finish, num, say, speciesLatex } from './format';
import { STP } from './moles';
import { AVOGADRO, MOLAR_VOLUME, statedConstants, type Quantity, type Reading } from './read';

const LIMITING = /limiting|(?:الماده|المتفاعل|العنصر)\s*(?:ال)?محدد|المحدده?\s*للتفاعل/i;
export const PERCENT_YIELD = /percent(?:age)?\s*yield|%\s*yield|(?:ال)?نسبه\s*(?:ال)?م(?:ئ|ي)?ويه\s*(?:لل|ل)?ناتج|نسبه\s*(?:ال)?ناتج|المردود/i;
const THEORETICAL = /theoretical\s*yield|(?:ال)?ناتج\s*(?:ال)?نظري/i;

interface Given {
  quantity: Quantity;
  species: Species;
  moles: number;
  /** "100 mL of 1 M HCl": the concentration that, with the volume, gives the moles (n = C × V). */
  concentration?: Quantity;
}

/** Words between the volume and the concentration of one solution: "100 mL of 1 M HCl", "200 مل من محلول تركيزه 0.5 مولر". */
const SOLUTION_GAP = /^(?:\s|[,(]|(?:of|a|an|the|solution|with|its|concentration|من|محلول|تركيزه|تركيزها|حجمه|حجمها|حمض|قلوي)(?![A-Za-z\u0621-\u064A])|[A-Z][A-Za-z0-9()]*(?![A-Za-z0-9]))*$/;

/** Pairs every volume written right next to a concentration into one solution; null when a concentration is left alone. */
function solutions(text: string, quantities: readonly Quantity[]): { quantity: Quantity; concentration?: Quantity; substance?: string }[] | null {
  const out: { quantity: Quantity; concentration?: Quantity; substance?: string }[] = [];
  for (let index = 0; index < quantities.length; index += 1) {
    const [first, second] = [quantities[index]!, quantities[index + 1]];
    const kinds = second ? new Set([first.kind, second.kind]) : null;
    if (second && kinds!.has('volume') && kinds!.has('concentration') && SOLUTION_GAP.test(text.slice(first.end, second.start))) {
      const [volume, concentration] = first.kind === 'volume' ? [first, second] : [second, first];
      const substance = concentration.substance ?? volume.substance;
      // "200 mL of HCl solution of 1 M": a formula between the two is the solution's own.
      const between = (text.slice(first.end, second.start).match(/[A-Z][A-Za-z0-9()]*/g) ?? []).filter((word) => !/^(?:M|L|A)$/.test(word));
      if (between.length > 1 || (between.length === 1 && between[0] !== substance)) return null;
      if (concentration.substance && volume.substance && concentration.substance !== volume.substance) return null;
      out.push({ quantity: volume, concentration, ...(substance ? { substance } : {}) });
      index += 1;
      continue;
    }
    if (first.kind === 'concentration') return null;
    out.push({ quantity: first, ...(first.substance ? { substance: first.substance } : {}) });
  }
  return out;
}

type Target = { kind: 'limiting'; start: number } | { kind: 'percent'; start: number } | { kind: 'amount'; start: number; amount: 'mass' | 'moles' | 'volume' | 'particles'; species: Species | null };

const molesOf = (quantity: Quantity, species: Species): number | null =>
  quantity.kind === 'mass' ? quantity.value / species.molarMass : quantity.kind === 'moles' ? quantity.value : quantity.kind === 'volume' ? quantity.value / MOLAR_VOLUME : null;

/** Gases a thermal decomposition gives off with one solid product: CaCO3 → CaO + CO2, Cu(OH)2 → CuO + H2O, KClO3 → KCl + O2. */
const DECOMPOSITION_GASES = ['CO2', 'H2O', 'O2'] as const;
const HEATING = /تسخين|بتسخين|سخن|يسخن|التسخين|تحلل|يتحلل|تفكك|heat|decompos/i;

/**
 * A yield question with no equation written, about heating one compound into another (CaCO3 → CaO): the equation
 * is written here only when exactly one gas (CO2, H2O or O2) balances the two formulas given; otherwise null.
 */
export function decompositionReading(reading: Reading): Reading | null {
  if (reading.equation || !HEATING.test(reading.text)) return null;
  const compounds = [...new Set(reading.formulas.map((found) => found.text))];
  if (compounds.length !== 2 || compounds.some((formula) => (DECOMPOSITION_GASES as readonly string[]).includes(formula))) return null;
  const found: { text: string; equation: NonNullable<Reading['equation']> }[] = [];
  for (const [reactant, product] of [compounds, [...compounds].reverse()] as [string, string][]) {
    for (const gas of DECOMPOSITION_GASES) {
      const written = `${reactant} → ${product} + ${gas}`;
      const equation = findChemicalEquation(written);
      const work = equation ? balanced(equation) : null;
      // One formula unit of the compound heated: a true decomposition of it, not a made-up recombination.
      if (equation && work && work.species.every((item) => item.coefficient > 0)) found.push({ text: written, equation });
    }
  }
  if (found.length !== 1) return null;
  return { ...reading, equation: found[0]!.equation, equationText: found[0]!.text };
}

export function solveReaction(reading: Reading, language: TutorLanguage): Solution | null {
  const { text } = reading;
  if (!reading.equation) return null;
  const equation = balanced(reading.equation);
  const constants = statedConstants(reading);
  if (!equation || !constants || reading.bare.some((bare) => !constants.has(bare.start))) return null;
  const read = solutions(text, reading.quantities.filter((quantity) => !constants.has(quantity.start)));
  if (!read) return null;
  // A volume that is not a solution's is a gas volume: only at STP.
  if (read.some((item) => item.quantity.kind === 'volume' && !item.concentration) && !STP.test(text)) return null;
  const givens: Given[] = [];
  for (const { quantity, concentration, substance } of read) {
    const species = findSpecies(equation.species, substance);
    const moles = !species ? null : concentration ? concentration.value * quantity.value : molesOf(quantity, species);
    if (!species || moles === null || givens.some((given) => given.species === species)) return null;
    givens.push({ quantity, species, moles, ...(concentration ? { concentration } : {}) });
  }
  let reactants = givens.filter((given) => given.species.side === 'reactant');
  let actual = givens.filter((given) => given.species.side === 'product');
  // "the mass of Al needed to produce 102 g of Al2O3": a single product amount is the basis.
  const fromProduct = reactants.length === 0 && actual.length === 1 && !PERCENT_YIELD.test(text);
  if (fromProduct) [reactants, actual] = [actual, []];
  if (reactants.length === 0 || reactants.length > 2 || actual.length > 1) return null;

  const targets: Target[] = [];
  const limitingWord = LIMITING.exec(text);
  if (limitingWord) targets.push({ kind: 'limiting', start: limitingWord.index });
  const percentWord = PERCENT_YIELD.exec(text);
  if (percentWord) targets.push({ kind: 'percent', start: percentWord.index });
  const theoreticalWord = THEORETICAL.exec(text);
  const amounts = askedAmounts(reading).filter((asked) => asked.target !== 'concentration');
  if (new Set(amounts.map((asked) => asked.target)).size !== amounts.length) return null;
  for (const asked of amounts) {
    if (asked.target === 'concentration') continue;
    targets.push({ kind: 'amount', start: asked.start, amount: asked.target, species: findSpecies(equation.species, asked.substance) });
  }
  if (theoreticalWord && !amounts.some((asked) => asked.target === 'mass')) {
    targets.push({ kind: 'amount', start: theoreticalWord.index, amount: 'mass', species: actual[0]?.species ?? null });
  }
  targets.sort((left, right) => left.start - right.start);
  if (targets.length === 0 || targets.length > 2) return null;
  if (actual.length === 1 && !targets.some((target) => target.kind === 'percent')) return null;
  // In exact proportions neither reactant limits: fine for amounts, no answer to "which is limiting".
  const exact = reactants.length === 2 && close(reactants[0]!.moles / reactants[0]!.species.coefficient, reactants[1]!.moles / reactants[1]!.species.coefficient);
  if (exact && targets.some((target) => target.kind === 'limiting')) return null;

  const steps: SolutionStep[] = [
    {
      text: `${say(language, 'Balanced equation', 'المعادلة الموزونة')}: $${equation.latex}$`,
      detail: say(language, 'The coefficients give the mole ratio in which substances react and form; they come from conserving every kind of atom.', 'المعاملات تعطي نسبة المولات التي تتفاعل وتتكون بها المواد، وتأتي من بقاء عدد ذرات كل عنصر ثابتًا في الطرفين.'),
    },
  ];
  for (const given of givens) {
    const line = given.concentration ? `${amountLatex(given.concentration)} \\times ${num(given.quantity.value)}\\ \\text{L}` : given.quantity.kind === 'mass' ? `\\dfrac{${amountLatex(given.quantity)}}{${given.species.molarMass}\\ \\text{g/mol}}` : given.quantity.kind === 'volume' ? `\\dfrac{${amountLatex(given.quantity)}}{22.4\\ \\text{L/mol}}` : amountLatex(given.quantity);
    steps.push({ text: `$n(${speciesLatex(given.species.body)}) = ${line} = ${num(given.moles)}\\ \\text{mol}$` });
  }
  // The limiting reactant (or the one given amount): the smaller moles ÷ coefficient.
  const limiting = reactants.reduce((best, given) => (given.moles / given.species.coefficient < best.moles / best.species.coefficient ? given : best));
  if (exact) {
    steps.push({ text: say(language, 'The two reactants are in the exact ratio of the coefficients: both are used up completely.', 'المتفاعلان بنسبة المعاملات تمامًا: يُستهلك كل منهما بالكامل.') });
  } else if (reactants.length === 2) {
    const other = reactants.find((given) => given !== limiting)!;
    const needed = (limiting.moles * other.species.coefficient) / limiting.species.coefficient;
    if (!(needed < other.moles) || (other.moles * limiting.species.coefficient) / other.species.coefficient <= limiting.moles) return null;
    steps.push({
      text: say(
        language,
        `$${num(limiting.moles)}$ mol of $${speciesLatex(limiting.species.body)}$ needs $${num(limiting.moles)} \\times \\dfrac{${other.species.coefficient}}{${limiting.species.coefficient}} = ${num(needed)}$ mol of $${speciesLatex(other.species.body)}$, and $${num(other.moles)}$ mol are present: $${speciesLatex(limiting.species.body)}$ is the limiting reactant.`,
        `$${num(limiting.moles)}$ مول من $${speciesLatex(limiting.species.body)}$ تحتاج $${num(limiting.moles)} \\times \\dfrac{${other.species.coefficient}}{${limiting.species.coefficient}} = ${num(needed)}$ مول من $${speciesLatex(other.species.body)}$ والموجود $${num(other.moles)}$ مول؛ إذن $${speciesLatex(limiting.species.body)}$ هي المادة المحددة للتفاعل.`,
      ),
      detail: say(language, 'The reactant that runs out first limits how much product forms; the other is in excess.', 'المادة التي تُستهلك أولًا هي التي تحدد كمية الناتج، والمادة الأخرى تكون زائدة.'),
    });
  } else if (targets.some((target) => target.kind === 'limiting')) return null;

  const results: SolutionResult[] = [];
  const answers: string[] = [];
  const molesFor = (species: Species) => (limiting.moles * species.coefficient) / limiting.species.coefficient;
  for (const target of targets) {
    if (target.kind === 'limiting') {
      results.push({ text: limiting.species.body });
      answers.push(say(language, `limiting reactant: $${speciesLatex(limiting.species.body)}$`, `المادة المحددة للتفاعل: $${speciesLatex(limiting.species.body)}$`));
      continue;
    }
    const product = target.kind === 'percent' ? actual[0]?.species : target.species;
    if (!product || product === limiting.species || (target.kind === 'amount' && product.side === 'reactant' && reactants.length === 2)) return null;
    const n = molesFor(product);
    const ratio = `${num(limiting.moles)} \\times \\dfrac{${product.coefficient}}{${limiting.species.coefficient}}`;
    steps.push({ text: `$n(${speciesLatex(product.body)}) = ${ratio} = ${num(n)}\\ \\text{mol}$` });
    if (!close((n * limiting.species.coefficient) / product.coefficient, limiting.moles)) return null;
    const theoretical = n * product.molarMass;
    if (target.kind === 'percent') {
      const measured = actual[0]!;
      if (measured.quantity.kind !== 'mass') return null;
      const percent = (measured.quantity.value / theoretical) * 100;
      if (percent > 100 + 1e-9) return null;
      steps.push({ text: `${say(language, 'Theoretical yield', 'الناتج النظري')}: $m = ${num(n)} \\times ${product.molarMass} = ${num(theoretical)}\\ \\text{g}$` });
      steps.push({ text: `${say(language, 'Percentage yield', 'النسبة المئوية للناتج')} $= \\dfrac{${amountLatex(measured.quantity)}}{${num(theoretical)}\\ \\text{g}} \\times 100 = ${num(percent)}\\%$`, detail: say(language, 'Percentage yield = actual yield ÷ theoretical yield × 100; the actual mass is less because of side reactions and losses.', 'النسبة المئوية للناتج = (الناتج الفعلي ÷ الناتج النظري) × 100، والناتج الفعلي أقل بسبب تفاعلات جانبية وفقد أثناء التجربة.') });
      results.push({ values: [percent] });
      answers.push(`${say(language, 'percentage yield', 'النسبة المئوية للناتج')} $= ${num(percent)}\\%$`);
      continue;
    }
    const volumeUnit = askedVolumeUnit(text) ?? 'L';
    const value = target.amount === 'mass' ? theoretical : target.amount === 'moles' ? n : target.amount === 'particles' ? n * AVOGADRO : n * MOLAR_VOLUME * (volumeUnit === 'mL' ? 1000 : 1);
    if (target.amount === 'volume' && !STP.test(text)) return null;
    const unit = { mass: '\\text{g}', moles: '\\text{mol}', particles: '', volume: volumeUnit === 'mL' ? '\\text{mL}' : '\\text{L}' }[target.amount];
    const formula = { mass: `${num(n)} \\times ${product.molarMass}`, moles: num(n), particles: `${num(n)} \\times 6.02 \\times 10^{23}`, volume: `${num(n)} \\times 22.4${volumeUnit === 'mL' ? ' \\times 1000' : ''}` }[target.amount];
    const symbol = { mass: 'm', moles: 'n', particles: 'N', volume: 'V' }[target.amount];
    steps.push({ text: `$${symbol}(${speciesLatex(product.body)}) = ${formula} = ${num(value)}\\ ${unit}$` });
    results.push({ values: [value] });
    answers.push(`$${symbol}(${speciesLatex(product.body)}) = ${num(value)}\\ ${unit}$`);
  }

  const kind = targets.some((target) => target.kind === 'percent') ? 'percent-yield' : reactants.length === 2 ? 'limiting-reactant' : 'stoichiometry';
  const givenText = givens.map((given) => `$${amountLatex(given.quantity)}$ ${say(language, 'of', 'من')}${given.concentration ? ` $${amountLatex(given.concentration)}$` : ''} $${speciesLatex(given.species.body)}$`).join(say(language, ', ', '، '));
  return finish(
    {
      kind,
      title: ['Calculations from a chemical equation', 'الحسابات الكيميائية من المعادلة'],
      statement: `$${writtenEquationLatex(reading.equationText)}$; ${givenText}${constantsNote(reading, constants)}.`,
      steps,
      answer: answers.join(say(language, ' ; ', ' ؛ ')),
      check: say(language, 'The equation was checked atom by atom and by mass (reactants and products weigh the same), and each answer converted back gives the mole ratio of the coefficients.', 'تحققنا من وزن المعادلة ذرة بذرة وبالكتلة (كتلة المتفاعلات = كتلة النواتج)، وبتحويل كل ناتج إلى مولات نحصل على نسبة المعاملات نفسها.'),
      result: results.length === 1 ? results[0]! : { parts: results },
    },
    language,
  );
}
