/**
 * Quantities combined from several given values before any law applies: the net force of several forces,
 * the equivalent resistance of resistors in series or parallel, and total distance / total time for an
 * average speed. Each comes with its own explained step.
 */
import { latexNumber, type Bilingual } from '../shared/format';
import type { Force, Given, PhysicsReading } from './reading';
import type { QuantitySymbol } from './symbols';
import { siLatex, withUnit } from './units';

export interface Combination {
  symbol: QuantitySymbol;
  value: number;
  kind: string;
  name: Bilingual;
  explanation: Bilingual;
  /** The combining formula with symbols, e.g. R = R_1 + R_2. */
  formula: string;
  /** The same with numbers and the result, e.g. R = 2 + 3 = 5\ \Omega. */
  substitution: string;
  /** An independent check of the result, when one is meaningful. */
  check?: string;
}

/** Labels of several given values of one kind: F_1, F_2 … (friction is f). */
export function indexedLatex(base: string, index: number, count: number): string {
  return count > 1 ? `${base}_{${index + 1}}` : base;
}

export function forceLabel(force: Force, index: number, forces: readonly Force[]): string {
  if (force.friction) return forces.filter((other) => other.friction).length > 1 ? `f_{${index + 1}}` : 'f';
  const pushing = forces.filter((other) => !other.friction);
  return indexedLatex('F', pushing.indexOf(force), pushing.length);
}

function signed(term: string, negative: boolean, first: boolean): string {
  if (first) return negative ? `-${term}` : term;
  return negative ? ` - ${term}` : ` + ${term}`;
}

function netForce(forces: readonly Force[]): Combination {
  const along = forces.filter((force) => force.direction === 'forward' || force.direction === 'backward');
  const across = forces.filter((force) => force.direction === 'up' || force.direction === 'down');
  const sum = (group: readonly Force[], negative: Force['direction']) => group.reduce((total, force) => total + (force.direction === negative ? -force.given.value : force.given.value), 0);
  const line = (group: readonly Force[], negative: Force['direction'], numbers: boolean) =>
    group.map((force, index) => signed(numbers ? latexNumber(Math.abs(force.given.value)) : forceLabel(force, forces.indexOf(force), forces), force.direction === negative, index === 0)).join('');
  const alongSum = sum(along, 'backward');
  const acrossSum = sum(across, 'down');
  const unit = siLatex('force');
  const name = { ar: 'محصلة القوى', en: 'the net (resultant) force' };
  if (across.length === 0 || along.length === 0) {
    const group = across.length === 0 ? along : across;
    const negative = across.length === 0 ? 'backward' : 'down';
    const value = across.length === 0 ? alongSum : acrossSum;
    return {
      symbol: 'F',
      value,
      kind: 'net-force',
      name,
      explanation: {
        ar: 'القوى على خط واحد تُجمع جمعًا جبريًا: نعتبر اتجاه الحركة موجبًا، فتُطرح القوى المعاكسة (مثل الاحتكاك).',
        en: 'Forces along one line add algebraically: taking the direction of motion as positive, opposing forces (such as friction) are subtracted.',
      },
      formula: `\\Sigma F = ${line(group, negative, false)}`,
      substitution: `\\Sigma F = ${line(group, negative, true)} = ${withUnit(latexNumber(value), unit)}`,
    };
  }
  const value = Math.hypot(alongSum, acrossSum);
  return {
    symbol: 'F',
    value,
    kind: 'net-force',
    name,
    explanation: {
      ar: 'القوتان المتعامدتان تكونان ضلعي مثلث قائم، والمحصلة هي الوتر (نظرية فيثاغورس).',
      en: 'Two perpendicular forces form the sides of a right triangle; the resultant is its hypotenuse (Pythagoras).',
    },
    formula: '\\Sigma F = \\sqrt{F_x^{2} + F_y^{2}}',
    substitution: `\\Sigma F = \\sqrt{${latexNumber(alongSum)}^{2} + ${latexNumber(acrossSum)}^{2}} = ${withUnit(latexNumber(value), unit)}`,
  };
}

function equivalentResistance(resistances: readonly Given[], connection: 'series' | 'parallel'): Combination {
  const labels = resistances.map((_, index) => indexedLatex('R', index, resistances.length));
  const values = resistances.map((resistance) => latexNumber(resistance.value));
  const unit = siLatex('resistance');
  if (connection === 'series') {
    const value = resistances.reduce((total, resistance) => total + resistance.value, 0);
    return {
      symbol: 'R',
      value,
      kind: 'resistors-series',
      name: { ar: 'المقاومة المكافئة لمقاومات على التوالي', en: 'the equivalent resistance in series' },
      explanation: {
        ar: 'في التوصيل على التوالي يمر التيار نفسه في كل المقاومات ويتوزع الجهد عليها، فتُجمع المقاومات.',
        en: 'In series the same current flows through every resistor and the voltage is shared, so the resistances add.',
      },
      formula: `R = ${labels.join(' + ')}`,
      substitution: `R = ${values.join(' + ')} = ${withUnit(latexNumber(value), unit)}`,
    };
  }
  const reciprocal = resistances.reduce((total, resistance) => total + 1 / resistance.value, 0);
  const value = 1 / reciprocal;
  return {
    symbol: 'R',
    value,
    kind: 'resistors-parallel',
    name: { ar: 'المقاومة المكافئة لمقاومات على التوازي', en: 'the equivalent resistance in parallel' },
    explanation: {
      ar: 'في التوصيل على التوازي يكون فرق الجهد واحدًا على كل المقاومات ويتفرع التيار، فتُجمع مقلوبات المقاومات، والمكافئة أصغر من أصغرها.',
      en: 'In parallel every resistor has the same voltage and the current divides, so the reciprocals add; the result is smaller than the smallest resistor.',
    },
    formula: `\\frac{1}{R} = ${labels.map((label) => `\\frac{1}{${label}}`).join(' + ')}`,
    substitution: `\\frac{1}{R} = ${values.map((number) => `\\frac{1}{${number}}`).join(' + ')} = ${latexNumber(reciprocal)}, \\quad R = \\frac{1}{${latexNumber(reciprocal)}} = ${withUnit(latexNumber(value), unit)}`,
    check: `R \\times \\left(${values.map((number) => `\\frac{1}{${number}}`).join(' + ')}\\right) = ${latexNumber(value)} \\times ${latexNumber(reciprocal)} = ${latexNumber(value * reciprocal)}`,
  };
}

function total(symbol: 'd' | 't', givens: readonly Given[]): Combination {
  const value = givens.reduce((sum, given) => sum + given.value, 0);
  const labels = givens.map((_, index) => indexedLatex(symbol, index, givens.length));
  return {
    symbol,
    value,
    kind: 'average-speed',
    name: symbol === 'd' ? { ar: 'المسافة الكلية', en: 'the total distance' } : { ar: 'الزمن الكلي', en: 'the total time' },
    explanation: {
      ar: 'السرعة المتوسطة تُحسب من المسافة الكلية والزمن الكلي للرحلة كلها، لا من متوسط السرعات.',
      en: 'Average speed uses the total distance and total time of the whole trip, not the mean of the speeds.',
    },
    formula: `${symbol} = ${labels.join(' + ')}`,
    substitution: `${symbol} = ${givens.map((given) => latexNumber(given.value)).join(' + ')} = ${withUnit(latexNumber(value), siLatex(symbol === 'd' ? 'length' : 'time'))}`,
  };
}

export interface Combined {
  known: Map<QuantitySymbol, number>;
  combinations: Combination[];
}

/**
 * The SI values the laws start from, after combining lists of forces, resistances, distances and times;
 * null when the lists cannot be combined (resistors without "series"/"parallel", two different masses …).
 */
export function combineGivens(reading: PhysicsReading): Combined | null {
  const known = new Map<QuantitySymbol, number>();
  for (const [symbol, given] of reading.singles) known.set(symbol, given.value);
  const combinations: Combination[] = [];
  const { forces, distances, times } = reading;
  if (forces.length === 1 && !forces[0]?.friction) known.set('F', forces[0]?.given.value ?? 0);
  else if (forces.length > 0) combinations.push(netForce(forces));

  const resistances = reading.identicalResistors > 1 ? Array.from({ length: reading.identicalResistors }, () => reading.resistances[0] as Given) : reading.resistances;
  if (resistances.length === 1) known.set('R', resistances[0]?.value ?? 0);
  else if (resistances.length > 1) {
    if (!reading.connection) return null;
    combinations.push(equivalentResistance(resistances, reading.connection));
  }

  const averageAsked = reading.targets.some((target) => target.symbol === 'vavg');
  for (const [symbol, list] of [['d', distances], ['t', times]] as const) {
    const allEqual = list.every((given) => Math.abs(given.value - (list[0]?.value ?? 0)) < 1e-12);
    if (list.length === 1 || (list.length > 1 && allEqual && !averageAsked)) known.set(symbol, list[0]?.value ?? 0);
    else if (list.length > 1) {
      if (!averageAsked) return null;
      combinations.push(total(symbol, list));
    }
  }
  for (const combination of combinations) known.set(combination.symbol, combination.value);
  return { known, combinations };
}
