/**
 * Writes a solved physics problem as steps in the student's language: knowns (as written, then in SI), the law
 * of each step by name with its rearrangement, the substitution, the answer in the asked unit, and a check by
 * substituting the answer back into the law.
 */
import type { Solution, SolutionStep, TutorLanguage } from '../../solution';
import { joinList, latexNumber, say, type Bilingual } from '../shared/format';
import { forceLabel, indexedLatex, type Combined } from './aggregates';
import type { Derivation } from './chain';
import { evaluateFormula, formulaLatex, substitutedLatex } from './expression';
import type { Given, PhysicsReading } from './reading';
import { SYMBOLS, type QuantitySymbol } from './symbols';
import { PHYSICS_TITLES } from './titles';
import { factorToSI, siLatex, unitLatex, withUnit, type UnitInfo } from './units';

const WORDS = {
  given: { ar: 'المعطيات', en: 'Given' },
  required: { ar: 'المطلوب', en: 'required' },
  convert: { ar: 'نحوّل الوحدات إلى النظام الدولي (SI)', en: 'Convert to SI units' },
  use: { ar: 'نستخدم', en: 'Use' },
  so: { ar: '، ومنه', en: ', so' },
  substitute: { ar: 'بالتعويض', en: 'Substitute' },
  combine: { ar: 'نحسب', en: 'Find' },
  answerIn: { ar: 'نحوّل الناتج إلى الوحدة المطلوبة', en: 'Convert the result to the unit asked for' },
  answerAlso: { ar: 'وبوحدات المعطيات نفسها', en: 'In the units of the data' },
  backInto: { ar: 'بالتعويض العكسي في', en: 'Substituting back into' },
  matches: { ar: 'وهي القيمة نفسها ✓', en: 'the same value ✓' },
  bothSides: { ar: 'الطرفان متساويان ✓', en: 'both sides agree ✓' },
  deceleration: { ar: 'الإشارة السالبة تعني أن العجلة تقصيرية', en: 'the minus sign means the body is decelerating' },
  forward: { ar: 'في اتجاه الحركة', en: 'along the motion' },
  backward: { ar: 'في الاتجاه المعاكس', en: 'in the opposite direction' },
  friction: { ar: 'احتكاك، عكس اتجاه الحركة', en: 'friction, against the motion' },
  perpendicular: { ar: 'عمودية على الأولى', en: 'perpendicular to the first' },
  identical: { ar: 'مقاومات متماثلة', en: 'identical resistors' },
  equivalentResistance: { ar: 'المقاومة المكافئة', en: 'equivalent resistance' },
} satisfies Record<string, Bilingual>;

const TOLERANCE = 1e-6;

function comma(language: TutorLanguage): string {
  return language === 'ar' ? '، ' : ', ';
}

function givenLatex(given: Given, label: string): string {
  if (given.written) return `${label} = ${withUnit(latexNumber(given.written.value), unitLatex(given.written.unit))}`;
  return `${label} = ${withUnit(latexNumber(given.value), siLatex(SYMBOLS[given.symbol].dimension))}`;
}

function withNote(latex: string, note: Bilingual | undefined, language: TutorLanguage): string {
  return note ? `$${latex}$ (${say(note, language)})` : `$${latex}$`;
}

/** Every given with the label it is shown with (F_1, R_2, t …). */
function labelledGivens(reading: PhysicsReading, used: ReadonlySet<QuantitySymbol>): { given: Given; label: string; note?: Bilingual }[] {
  const rows: { given: Given; label: string; note?: Bilingual }[] = [];
  for (const given of reading.singles.values()) {
    if (given.assumed && !used.has(given.symbol)) continue;
    rows.push({ given, label: SYMBOLS[given.symbol].latex, note: given.reason });
  }
  reading.forces.forEach((force, index) => {
    const several = reading.forces.length > 1 || force.friction;
    const note = force.friction ? WORDS.friction : !several ? undefined : force.direction === 'backward' ? WORDS.backward : force.direction === 'up' || force.direction === 'down' ? WORDS.perpendicular : WORDS.forward;
    rows.push({ given: force.given, label: forceLabel(force, index, reading.forces), note });
  });
  reading.resistances.forEach((resistance, index) => {
    const copies = reading.identicalResistors;
    if (copies > 1) {
      const label = Array.from({ length: copies }, (_, copy) => indexedLatex('R', copy, copies)).join(' = ');
      rows.push({ given: resistance, label, note: { ar: `${copies} ${WORDS.identical.ar}`, en: `${copies} ${WORDS.identical.en}` } });
    } else rows.push({ given: resistance, label: indexedLatex('R', index, reading.resistances.length) });
  });
  reading.distances.forEach((distance, index) => rows.push({ given: distance, label: indexedLatex('d', index, reading.distances.length) }));
  reading.times.forEach((time, index) => rows.push({ given: time, label: indexedLatex('t', index, reading.times.length) }));
  return rows;
}

function conversionFactorLatex(unitName: string, factor: number): string {
  return unitName === 'km/h' ? '\\frac{5}{18}' : latexNumber(factor);
}

/** "27.78 \times \frac{18}{5}" for km/h, "\frac{2700}{1000}" otherwise: how an SI value turns into `unit`. */
function conversionFromSI(value: number, unit: UnitInfo): string {
  if (unit.mathjs === 'km/h') return `${latexNumber(value)} \\times \\frac{18}{5}`;
  return `\\frac{${latexNumber(value)}}{${latexNumber(factorToSI(unit))}}`;
}

function lawEquation(derivation: Derivation): string {
  return `${formulaLatex(derivation.law.left)} = ${formulaLatex(derivation.law.right)}`;
}

function lawSteps(derivation: Derivation, values: Readonly<Record<string, number>>, language: TutorLanguage): SolutionStep[] {
  const symbol = SYMBOLS[derivation.symbol].latex;
  const equation = lawEquation(derivation);
  const isLeftSide = formulaLatex(derivation.law.left) === symbol;
  const rearranged = isLeftSide ? '' : `${say(WORDS.so, language)} $${symbol} = ${formulaLatex(derivation.formula)}$`;
  const result = withUnit(latexNumber(derivation.value), siLatex(SYMBOLS[derivation.symbol].dimension));
  return [
    { text: `${say(WORDS.use, language)} ${say(derivation.law.name, language)}: $${equation}$${rearranged}`, detail: say(derivation.law.explanation, language) },
    { text: `${say(WORDS.substitute, language)}: $${symbol} = ${substitutedLatex(derivation.formula, values)} = ${result}$` },
  ];
}

/** Substitutes the result back into its law (solving for another of its quantities); null when it disagrees. */
function checkDerivation(derivation: Derivation, values: Readonly<Record<string, number>>, written: ReadonlySet<QuantitySymbol>, language: TutorLanguage): string | null {
  const equation = lawEquation(derivation);
  // Recover a value the student gave (not one implied, such as v₀ = 0) from the answer.
  const inputs = [...derivation.inputs].sort((left, right) => Number(written.has(right)) - Number(written.has(left)) || Math.abs(values[right] ?? 0) - Math.abs(values[left] ?? 0));
  for (const input of inputs) {
    const rearrangement = derivation.law.solveFor[input];
    if (!rearrangement || !rearrangement.formula.inputs.every((name) => name in values)) continue;
    if (rearrangement.when && !rearrangement.when(values)) continue;
    const recomputed = evaluateFormula(rearrangement.formula, values);
    const expected = values[input];
    if (Number.isNaN(recomputed) || expected === undefined) continue;
    if (Math.abs(recomputed - expected) > TOLERANCE * Math.max(1, Math.abs(expected))) return null;
    const latex = `${SYMBOLS[input].latex} = ${formulaLatex(rearrangement.formula)} = ${substitutedLatex(rearrangement.formula, values)} = ${latexNumber(recomputed)}`;
    return `${say(WORDS.backInto, language)} $${equation}$: $${latex}$${comma(language)}${say(WORDS.matches, language)}`;
  }
  const left = evaluateFormula(derivation.law.left, values);
  const right = evaluateFormula(derivation.law.right, values);
  if (Number.isNaN(left) || Number.isNaN(right) || Math.abs(left - right) > TOLERANCE * Math.max(1, Math.abs(left))) return null;
  const latex = `${formulaLatex(derivation.law.left)} = ${latexNumber(left)},\\quad ${formulaLatex(derivation.law.right)} = ${substitutedLatex(derivation.law.right, values)} = ${latexNumber(right)}`;
  return `${say(WORDS.backInto, language)} $${equation}$: $${latex}$ — ${say(WORDS.bothSides, language)}`;
}

export function explainPhysics(reading: PhysicsReading, combined: Combined, derivations: readonly Derivation[], language: TutorLanguage): Solution | null {
  const values: Record<string, number> = Object.fromEntries(combined.known);
  for (const derivation of derivations) values[derivation.symbol] = derivation.value;
  const used = new Set<QuantitySymbol>(derivations.flatMap((derivation) => derivation.inputs));

  const givens = labelledGivens(reading, used);
  const written = new Set([...reading.singles.values()].filter((given) => given.written).map((given) => given.symbol));
  const combinedResistors = reading.resistances.length * reading.identicalResistors > 1;
  const nameOf = (symbol: QuantitySymbol) => (symbol === 'R' && combinedResistors ? WORDS.equivalentResistance : SYMBOLS[symbol].name);
  const required = reading.targets.map((target) => `$${SYMBOLS[target.symbol].latex}$ (${say(nameOf(target.symbol), language)})`);
  const steps: SolutionStep[] = [
    {
      text: `${say(WORDS.given, language)}: ${joinList(givens.map((row) => withNote(givenLatex(row.given, row.label), row.note, language)), language)}${language === 'ar' ? '؛' : ';'} ${say(WORDS.required, language)}: ${joinList(required, language)}.`,
    },
  ];

  const conversions = givens
    .filter((row) => row.given.written && factorToSI(row.given.written.unit) !== 1)
    .map(({ given, label }) => {
      const written = given.written as NonNullable<Given['written']>;
      const factor = factorToSI(written.unit);
      const si = withUnit(latexNumber(given.value), siLatex(written.unit.dimension));
      return `$${label} = ${withUnit(latexNumber(written.value), unitLatex(written.unit))} = ${latexNumber(written.value)} \\times ${conversionFactorLatex(written.unit.mathjs, factor)} = ${si}$`;
    });
  if (conversions.length > 0) steps.push({ text: `${say(WORDS.convert, language)}: ${joinList(conversions, language)}` });

  for (const combination of combined.combinations) {
    steps.push({ text: `${say(WORDS.combine, language)} ${say(combination.name, language)}: $${combination.formula}$`, detail: say(combination.explanation, language) });
    steps.push({ text: `${say(WORDS.substitute, language)}: $${combination.substitution}$` });
  }
  for (const derivation of derivations) steps.push(...lawSteps(derivation, values, language));

  const answers: string[] = [];
  const checks: string[] = [];
  for (const target of reading.targets) {
    const value = values[target.symbol];
    if (value === undefined) return null;
    const symbol = SYMBOLS[target.symbol];
    let shown = withUnit(latexNumber(value), siLatex(symbol.dimension));
    const shownIn = target.requested ?? target.natural;
    if (shownIn) {
      const converted = withUnit(latexNumber(value / factorToSI(shownIn)), unitLatex(shownIn));
      steps.push({
        text: `${say(target.requested ? WORDS.answerIn : WORDS.answerAlso, language)}: $${symbol.latex} = ${shown} = ${conversionFromSI(value, shownIn)} = ${converted}$`,
      });
      shown = target.requested ? converted : `${shown} = ${converted}`;
    }
    const note = target.symbol === 'a' && value < 0 ? ` (${say(WORDS.deceleration, language)})` : '';
    answers.push(`$${symbol.latex} = ${shown}$${note}`);

    const derivation = derivations.find((candidate) => candidate.symbol === target.symbol);
    const combination = combined.combinations.find((candidate) => candidate.symbol === target.symbol);
    if (derivation) {
      const check = checkDerivation(derivation, values, written, language);
      if (check === null) return null;
      checks.push(check);
    } else if (combination?.check) checks.push(`$${combination.check}$ ✓`);
  }

  const first = reading.targets[0]?.symbol;
  const firstDerivation = derivations.find((derivation) => derivation.symbol === first);
  let kind = firstDerivation?.law.kind ?? combined.combinations.find((combination) => combination.symbol === first)?.kind ?? 'physics';
  if (kind === 'kinematics' && reading.vertical) kind = reading.vertical === 'down' ? 'free-fall' : 'vertical-motion';
  const title = PHYSICS_TITLES[kind];
  return {
    kind,
    subject: 'physics',
    title: title ? say(title, language) : kind,
    steps,
    answer: joinList(answers, language),
    ...(checks.length > 0 ? { check: checks.map((check, index) => (index > 0 && language === 'en' ? check.charAt(0).toLowerCase() + check.slice(1) : check)).join(language === 'ar' ? '؛ ' : '; ') } : {}),
  };
}
