/**
 * Areas between a curve and the x-axis or between two curves, and volumes of the solid made by turning such a
 * region about the x-axis (disk π∫y² dx, washer π∫(y₁² − y₂²) dx). Without given bounds the region is closed by
 * the curves' crossing points (polynomials: exact rational roots); inside the bounds the region is split where
 * the curves cross. Checked with Simpson's rule on |f − g| (or on π(f² − g²)) from the student's own functions.
 */
import { math, numericFunction } from '../../math/engine';
import type { MathNode } from 'mathjs';
import { add, evaluateNumber, neg, num, pow, sub, substitute, type Expr } from '../../math/expr';
import { decimal, joinWithOr, m, say } from '../../math/language';
import { groupedLatex, toLatex } from '../../math/latex';
import type { ParsedMath } from '../../math/parse';
import { Polynomial } from '../../math/polynomial';
import { tidy } from '../../math/tidy';
import { rationalRoots, trimCoefficients } from '../../math/univariate';
import { fractionFromNumber, type Fraction } from '../../math/rational';
import type { Solution, SolutionStep } from '../../solution';
import { findAntiderivative } from './antiderivative';
import { numberLatex } from './core';
import { evaluateDefinite, simpson } from './integrals';
import { readBounds, readXValues, withoutDefinitions, type FunctionDefinition } from './read';
import type { CalculusText } from './text';

interface Region {
  upper: ParsedMath;
  /** The second curve, or null for the x-axis. */
  lower: ParsedMath | null;
  /** Ends and crossing points, ascending. */
  points: Expr[];
  statement: string;
  steps: SolutionStep[];
}

const ZERO_CURVE: ParsedMath = { expr: num(0), node: math.parse('0') };

/** Does the difference change sign inside (a, b)? (Fine grid on mathjs values.) */
function crossesInside(difference: (x: number) => number, a: number, b: number): boolean {
  let previous = 0;
  for (let step = 1; step < 1000; step += 1) {
    const sign = Math.sign(difference(a + ((b - a) * step) / 1000));
    if (sign !== 0 && previous !== 0 && sign !== previous) return true;
    if (sign !== 0) previous = sign;
  }
  return false;
}

/** A simple number where the curves meet (|f − g| < 1e-12), for a region closed by one line x = b and a crossing. */
const SIMPLE_POINTS = [0, 1, -1, 2, -2, 3, -3, 4, -4, 0.5, -0.5];

/**
 * "between y = √x, the x-axis and the line x = 4": the other end is where the curves meet, the crossing nearest
 * to the line (an exact rational root for polynomials, else a simple number where the difference vanishes).
 */
function closedByOneLine(mathText: string, definitions: readonly FunctionDefinition[], difference: (x: number) => number, polynomial: Fraction[] | null): Bounds | null {
  const xs = readXValues(withoutDefinitions(mathText, definitions));
  if (xs.length !== 1) return null;
  const line = xs[0]!;
  const b = evaluateNumber(line.expr);
  const candidates = polynomial ? rationalRoots(polynomial).roots.map((root) => root.valueOf()) : SIMPLE_POINTS.filter((x) => Math.abs(difference(x)) < 1e-12);
  const others = candidates.filter((x) => Math.abs(x - b) > 1e-12).sort((p, q) => Math.abs(p - b) - Math.abs(q - b));
  if (others.length === 0) return null;
  const end: ParsedMath = { expr: num(fractionFromNumber(others[0]!)!), node: math.parse(String(others[0])) };
  return { bounds: others[0]! < b ? [end, line] : [line, end], given: [line] };
}

const withGiven = (read: { bounds: [ParsedMath, ParsedMath] } | null): Bounds | null => (read ? { bounds: read.bounds, given: [...read.bounds] } : null);

interface Bounds {
  bounds: [ParsedMath, ParsedMath];
  /** The bounds the student wrote. */
  given: ParsedMath[];
}

function readRegion(text: CalculusText, definitions: readonly FunctionDefinition[], context: FunctionDefinition | null): Region | null {
  const { language } = text;
  const curves = definitions.length > 0 ? definitions : context ? [context] : [];
  if (curves.length === 0 || curves.length > 2) return null;
  const upper = curves[0]!.parsed;
  const lower = curves[1]?.parsed ?? null;
  const second = lower ?? ZERO_CURVE;
  const differenceExpr = tidy(sub(upper.expr, second.expr));
  const differenceNode = math.parse(`(${upper.node.toString()}) - (${second.node.toString()})`);
  const differenceAt = numericFunction(differenceNode);
  const difference = (x: number): number => differenceAt({ x });
  const polynomial = Polynomial.fromExpr(differenceExpr)?.coefficients('x') ?? null;
  const bounded = withGiven(readBounds(withoutDefinitions(text.math, definitions))) ?? closedByOneLine(text.math, definitions, difference, polynomial);
  let points: Expr[];
  if (bounded) {
    const [a, b] = bounded.bounds.map((bound) => bound.expr);
    const [aValue, bValue] = bounded.bounds.map((bound) => Number(bound.node.evaluate()));
    if (!(aValue! < bValue!)) return null;
    const inner: Expr[] = [];
    if (polynomial) {
      const { roots, rest } = rationalRoots(polynomial);
      if (trimCoefficients(rest).length > 1 && crossesInside((x) => rest.reduceRight((sum, c) => sum * x + c.valueOf(), 0), aValue!, bValue!)) return null;
      for (const root of [...new Set(roots.map((root) => root.valueOf()))].sort((p, q) => p - q)) if (root > aValue! && root < bValue!) inner.push(num(roots.find((r) => r.valueOf() === root)!));
    } else if (crossesInside(difference, aValue!, bValue!)) return null;
    points = [a!, ...inner, b!];
  } else {
    if (!polynomial) return null;
    const { roots, rest } = rationalRoots(polynomial);
    if (trimCoefficients(rest).length > 1 && crossesInside((x) => rest.reduceRight((sum, c) => sum * x + c.valueOf(), 0), -1e3, 1e3)) return null;
    const distinct = [...new Map(roots.map((root) => [root.toFraction(), root])).values()].sort((p, q) => p.compare(q));
    if (distinct.length < 2) return null;
    points = distinct.map((root) => num(root));
  }
  const name = (curve: ParsedMath): string => m(`y = ${toLatex(curve.expr)}`);
  const curvesText = lower ? `${name(upper)}, ${name(lower)}` : `${name(upper)}, ${say(language, 'the x-axis', 'محور السينات')} ${m('y = 0')}`;
  const ends = `${m(`x = ${toLatex(points[0]!)}`)}${say(language, ' to ', ' إلى ')}${m(`x = ${toLatex(points[points.length - 1]!)}`)}`;
  const steps: SolutionStep[] = [];
  if (!bounded) {
    steps.push({
      text: say(
        language,
        `The curves meet where ${m(`${toLatex(differenceExpr)} = 0`)}: ${joinWithOr(points.map((point) => m(`x = ${toLatex(point)}`)), language)}.`,
        `نقط التقاطع: ${m(`${toLatex(differenceExpr)} = 0`)} تعطي ${joinWithOr(points.map((point) => m(`x = ${toLatex(point)}`)), language)}.`,
      ),
    });
  } else if (points.length > 2) {
    steps.push({
      text: say(
        language,
        `Inside the interval the curves cross at ${points.slice(1, -1).map((point) => m(`x = ${toLatex(point)}`)).join(', ')}, so we split the integral there.`,
        `داخل الفترة يتقاطع المنحنيان عند ${points.slice(1, -1).map((point) => m(`x = ${toLatex(point)}`)).join(' ، ')}، فنجزئ التكامل عندها.`,
      ),
    });
  }
  const boundsText = bounded ? bounded.given.map((bound) => `, ${m(`x = ${toLatex(bound.expr)}`)}`).join('') : '';
  return { upper, lower, points, statement: `${curvesText}${boundsText}`, steps: [{ text: say(language, `The region: ${curvesText}, from ${ends}.`, `المنطقة: ${curvesText}، من ${ends}.`) }, ...steps] };
}

/** Σ |∫ integrand| over the pieces between consecutive points, with the exact sum. */
function integratePieces(integrand: Expr, node: MathNode, points: readonly Expr[], text: CalculusText): { steps: SolutionStep[]; value: number; exact: Expr } | null {
  const antiderivative = findAntiderivative(integrand, node, text.language, true);
  if (!antiderivative) return null;
  const { F } = antiderivative;
  const steps: SolutionStep[] = [...antiderivative.steps];
  const terms: Expr[] = [];
  let total = 0;
  for (let index = 0; index + 1 < points.length; index += 1) {
    const [from, to] = [points[index]!, points[index + 1]!];
    const piece = evaluateDefinite(F, node, from, to, text.language);
    if (!piece) return null;
    steps.push(...piece.steps);
    total += Math.abs(piece.value);
    const exactPiece = sub(substitute(F, 'x', to), substitute(F, 'x', from));
    terms.push(piece.value < 0 ? neg(exactPiece) : exactPiece);
  }
  return { steps, value: total, exact: add(...terms) };
}

/** The integral over the region, checked with Simpson's rule on `checkNode` (an absolute value). */
function regionIntegral(region: Region, integrand: Expr, node: MathNode, checkNode: MathNode, text: CalculusText): { steps: SolutionStep[]; value: number; latex: string; numeric: number } | null {
  const pieces = integratePieces(integrand, node, region.points, text);
  if (!pieces) return null;
  const a = evaluateNumber(region.points[0]!);
  const b = evaluateNumber(region.points[region.points.length - 1]!);
  const numeric = simpson(checkNode, a, b, 2000);
  if (!(Math.abs(numeric - pieces.value) < 1e-5 * Math.max(1, pieces.value))) return null;
  return { steps: pieces.steps, value: pieces.value, latex: numberLatex(pieces.value, pieces.exact), numeric };
}

export function solveArea(text: CalculusText, definitions: readonly FunctionDefinition[], context: FunctionDefinition | null): Solution | null {
  const region = readRegion(text, definitions, context);
  if (!region) return null;
  const { language } = text;
  const lower = region.lower ?? ZERO_CURVE;
  const integrand = tidy(sub(region.upper.expr, lower.expr));
  const node = math.parse(`(${region.upper.node.toString()}) - (${lower.node.toString()})`);
  const area = regionIntegral(region, integrand, node, math.parse(`abs(${node.toString()})`), text);
  if (!area) return null;
  const steps = [
    ...region.steps,
    { text: say(language, `Area ${m(`= \\int \\left|${toLatex(integrand)}\\right|\\,dx`)}, piece by piece:`, `المساحة ${m(`= \\int \\left|${toLatex(integrand)}\\right|\\,dx`)}، على أجزاء:`) },
    ...area.steps,
    { text: say(language, `Adding the absolute values: area ${m(`= ${area.latex}`)} square units.`, `بجمع القيم المطلقة: المساحة ${m(`= ${area.latex}`)} وحدة مربعة.`) },
  ];
  return {
    kind: 'area',
    subject: 'math',
    title: say(language, 'Area of a region', 'مساحة منطقة مستوية'),
    steps,
    answer: say(language, `Area ${m(`= ${area.latex}`)} square units`, `المساحة ${m(`= ${area.latex}`)} وحدة مربعة`),
    check: say(language, `Simpson's rule on ${m('|f - g|')} gives ${m(decimal(area.numeric, 6))}. ✓`, `قاعدة سيمبسون على ${m('|f - g|')} تعطي ${m(decimal(area.numeric, 6))}. ✓`),
    statement: region.statement,
    result: { values: [area.value] },
  };
}

/** Are both curves on the same side of the x-axis throughout (so the washer formula holds)? */
function sameSide(region: Region): boolean {
  if (!region.lower) return true;
  const a = evaluateNumber(region.points[0]!);
  const b = evaluateNumber(region.points[region.points.length - 1]!);
  const upper = numericFunction(region.upper.node);
  const lower = numericFunction(region.lower.node);
  for (let step = 1; step < 400; step += 1) {
    const x = a + ((b - a) * step) / 400;
    const product = upper({ x }) * lower({ x });
    if (!(product >= 0)) return false;
  }
  return true;
}

export function solveVolume(text: CalculusText, definitions: readonly FunctionDefinition[], context: FunctionDefinition | null): Solution | null {
  if (!/محور السينات|x-axis|x axis|\bx\s*-?\s*axis|ox\b/.test(text.words)) return null;
  const region = readRegion(text, definitions, context);
  if (!region || !sameSide(region)) return null;
  const { language } = text;
  const lower = region.lower ?? ZERO_CURVE;
  const integrand = tidy(sub(pow(region.upper.expr, 2), pow(lower.expr, 2)));
  const node = math.parse(`(${region.upper.node.toString()})^2 - (${lower.node.toString()})^2`);
  const integral = regionIntegral(region, integrand, node, math.parse(`abs(${node.toString()})`), text);
  if (!integral) return null;
  const volume = Math.PI * integral.value;
  const volumeLatex = integral.latex.startsWith('\\approx') ? `\\approx ${decimal(volume)}` : `${integral.latex.split(' \\approx')[0]}\\pi \\approx ${decimal(volume)}`;
  const formula = region.lower ? 'V = \\pi \\int \\left(y_1^{2} - y_2^{2}\\right)dx' : 'V = \\pi \\int y^{2}\\,dx';
  const steps = [
    ...region.steps,
    {
      text: say(
        language,
        `Turning the region about the x-axis: ${m(formula)} ${m(`= \\pi \\int ${groupedLatex(integrand)}\\,dx`)}.`,
        `بالدوران حول محور السينات: ${m(formula)} ${m(`= \\pi \\int ${groupedLatex(integrand)}\\,dx`)}.`,
      ),
      detail: say(
        language,
        `A thin slice of width ${m('dx')} turns into a disk (or a washer) of area ${m('\\pi y^{2}')}; adding the slices gives the integral.`,
        `كل شريحة رفيعة سمكها ${m('dx')} تدور فتصنع قرصًا (أو حلقة) مساحته ${m('\\pi y^{2}')}؛ وبجمع الشرائح نحصل على التكامل.`,
      ),
    },
    ...integral.steps,
    { text: say(language, `So ${m(`V = \\pi \\times ${integral.latex.split(' \\approx')[0]}`)}, ${m(`V ${volumeLatex.startsWith('\\approx') ? volumeLatex : `= ${volumeLatex}`}`)} cubic units.`, `إذن ${m(`V = \\pi \\times ${integral.latex.split(' \\approx')[0]}`)}، ${m(`V ${volumeLatex.startsWith('\\approx') ? volumeLatex : `= ${volumeLatex}`}`)} وحدة مكعبة.`) },
  ];
  const answerLatex = `V ${volumeLatex.startsWith('\\approx') ? volumeLatex : `= ${volumeLatex}`}`;
  return {
    kind: 'volume',
    subject: 'math',
    title: say(language, 'Volume of a solid of revolution', 'حجم الجسم الدوراني'),
    steps,
    answer: say(language, `${m(answerLatex)} cubic units`, `${m(answerLatex)} وحدة مكعبة`),
    check: say(language, `Simpson's rule on ${m('\\pi|y_1^2 - y_2^2|')} gives ${m(decimal(Math.PI * integral.numeric, 6))}. ✓`, `قاعدة سيمبسون على ${m('\\pi|y_1^2 - y_2^2|')} تعطي ${m(decimal(Math.PI * integral.numeric, 6))}. ✓`),
    statement: `${region.statement}, ${m('\\pi')}, ${say(language, 'about the x-axis', 'حول محور السينات')}`,
    result: { values: [volume] },
  };
}
