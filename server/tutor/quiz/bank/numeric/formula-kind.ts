/**
 * Question kinds built from one physics law (F = ma, V = IR, v = fλ…): the situation's values are drawn at random,
 * the rest computed with mathjs, one quantity is hidden and asked for. The answer is recomputed from the shown
 * values with the solved formula and checked by putting it back into the law; typical mistakes (forgot ½, divided
 * the wrong way, forgot g) are evaluated from the same values.
 */
import { compile, isSymbolNode, parse, type EvalFunction, type MathNode } from 'mathjs';
import type { Random } from '../random';
import { decimalLatex, isDisplayExact, joinList } from './latex';
import { nearbyMagnitudes } from './neighbours';
import type { Bilingual, NumericKind, NumericProblem } from './types';

export interface Quantity {
  /** LaTeX symbol: 'F', '\\rho', 'v_0'. */
  symbol: string;
  /** LaTeX unit with its leading space: '\\text{ N}', '\\ \\Omega'. */
  unit: string;
  name: Bilingual;
}

export interface FormulaVariant {
  /** The hidden quantity. */
  unknown: string;
  /** mathjs expression of the unknown in terms of the other quantities. */
  solve: string;
  /** mathjs expressions of typical wrong answers, in terms of the other quantities. */
  mistakes: readonly string[];
}

export interface FormulaKindDefinition {
  id: string;
  keywords: { ar: readonly string[]; en: readonly string[] };
  /** The law's name, e.g. "Ohm's law" / 'قانون أوم'. */
  law: Bilingual;
  lawLatex: string;
  /** The situation, completed by "where <values>": 'A current flows through a resistor'. */
  scenario: Bilingual;
  /** Every quantity by its mathjs name, in the order the question lists them. */
  quantities: Readonly<Record<string, Quantity>>;
  /** Draws the independent values. */
  sample(random: Random): Record<string, number>;
  /** mathjs expressions of the other quantities in terms of the drawn ones. */
  derived: Readonly<Record<string, string>>;
  /** mathjs expression that is zero when all the quantities agree with the law. */
  balance: string;
  variants: readonly FormulaVariant[];
}

interface CompiledVariant extends FormulaVariant {
  solveNode: MathNode;
  /** The solved formula in symbols, e.g. \frac{V}{R}. */
  solveLatex: string;
  solveCode: EvalFunction;
  mistakeCodes: readonly EvalFunction[];
}

const TOLERANCE = 1e-9;

export function formulaKind(definition: FormulaKindDefinition): NumericKind {
  const derivedCodes = Object.entries(definition.derived).map(([name, expression]) => [name, compile(expression)] as const);
  const balanceCode = compile(definition.balance);
  const symbolOf = (name: string): string => definition.quantities[name]?.symbol ?? name;
  const variants: CompiledVariant[] = definition.variants.map((variant) => {
    const solveNode = parse(variant.solve);
    return {
      ...variant,
      solveNode,
      solveLatex: texOf(solveNode, (name) => `{${symbolOf(name)}}`),
      solveCode: compile(variant.solve),
      mistakeCodes: variant.mistakes.map((mistake) => compile(mistake)),
    };
  });

  function create(random: Random): NumericProblem | null {
    const values: Record<string, number> = definition.sample(random);
    for (const [name, code] of derivedCodes) values[name] = Number((code.evaluate(values) as number).toPrecision(12));
    if (!Object.values(values).every((value) => value > 0 && isDisplayExact(value))) return null;

    const variant = random.pick(variants);
    const givenNames = Object.keys(definition.quantities).filter((name) => name !== variant.unknown);
    const givens = Object.fromEntries(givenNames.map((name) => [name, values[name]!]));
    const answer = variant.solveCode.evaluate({ ...givens }) as number;
    if (!agreesWithLaw(answer, values[variant.unknown]!, givens, variant.unknown)) return null;

    const unknown = definition.quantities[variant.unknown]!;
    const format = (value: number): string => `${decimalLatex(value)}${unknown.unit}`;
    const mistakes = variant.mistakeCodes
      .map((code) => code.evaluate({ ...givens }) as number)
      .filter((value) => Number.isFinite(value) && value > 0)
      .map(format);
    const givenLatex = givenNames.map((name) => {
      const quantity = definition.quantities[name]!;
      return `$${quantity.symbol} = ${decimalLatex(givens[name]!)}${quantity.unit}$`;
    });
    const working = [
      `${unknown.symbol} = ${variant.solveLatex}`,
      texOf(variant.solveNode, (name) => `{${decimalLatex(givens[name]!)}}`),
      format(answer),
    ].join(' = ');

    return {
      variant: variant.unknown,
      parameters: givens,
      question: {
        ar: `${definition.scenario.ar}، حيث ${joinList(givenLatex, 'ar')}. احسب ${unknown.name.ar} $${unknown.symbol}$.`,
        en: `${definition.scenario.en}, where ${joinList(givenLatex, 'en')}. Find ${unknown.name.en} $${unknown.symbol}$.`,
      },
      explanation: {
        ar: `من ${definition.law.ar} $${definition.lawLatex}$ نجد أن $${working}$.`,
        en: `From ${definition.law.en}, $${definition.lawLatex}$, so $${working}$.`,
      },
      answer: format(answer),
      mistakes,
      fallbacks: nearbyMagnitudes(answer).map(format),
    };
  }

  function agreesWithLaw(answer: number, expected: number, givens: Record<string, number>, unknown: string): boolean {
    if (!Number.isFinite(answer) || !isDisplayExact(answer)) return false;
    const scale = Math.max(1, ...Object.values(givens).map(Math.abs), Math.abs(answer));
    const residual = balanceCode.evaluate({ ...givens, [unknown]: answer }) as number;
    return Math.abs(answer - expected) <= TOLERANCE * scale && Math.abs(residual) <= TOLERANCE * scale * scale;
  }

  return { id: definition.id, subject: 'physics', keywords: definition.keywords, create };
}

/** LaTeX of a formula with each symbol written by `symbolLatex` (the symbol itself, or its value). */
function texOf(node: MathNode, symbolLatex: (name: string) => string): string {
  return node.toTex({
    parenthesis: 'auto',
    handler: (child: MathNode) => (isSymbolNode(child) ? symbolLatex(child.name) : undefined),
  });
}
