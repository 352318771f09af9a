/**
 * Factorisation over the rationals with a record of how each factor was found, so the factor, equation,
 * simplify and limit solvers can explain it: common factor, difference of squares, sum/difference of cubes,
 * perfect squares, trinomials (two numbers with product ac and sum b), t = x² substitution, rational roots.
 * Works on polynomials in one variable and on homogeneous ones in two (x² + 5xy + 6y²).
 */
import { Polynomial, type PolynomialTerm } from './polynomial';
import { ONE, ZERO, bigGcd, bigLcm, exactFractionRoot, frac, isNegative, isOne, isZero, type Fraction } from './rational';
import { contentAndPrimitive, dividePolynomials, findRationalRoot, trimCoefficients, type Coefficients } from './univariate';

export type FactorMethod =
  | 'common-factor'
  | 'difference-of-squares'
  | 'perfect-square'
  | 'trinomial'
  | 'sum-of-cubes'
  | 'difference-of-cubes'
  | 'square-substitution'
  | 'rational-root';

export interface FactorStep {
  method: FactorMethod;
  /** The polynomial factored in this step. */
  before: Polynomial;
  /** Its factors (the common-factor step lists the common factor first). */
  after: Polynomial[];
  /** Trinomials: the two numbers with product ac and sum b. Rational roots: the root found. */
  splitNumbers?: [Fraction, Fraction];
  root?: Fraction;
}

export interface Factorization {
  /** The number and monomial taken out in front (1 when none). */
  commonFactor: Polynomial;
  factors: Array<{ polynomial: Polynomial; multiplicity: number }>;
  steps: FactorStep[];
}

/** How to turn coefficient lists back into polynomials (plain x, or homogenised in x and y). */
type Render = (coefficients: Coefficients) => Polynomial;

function perfectSquareRoot(value: Fraction): Fraction | null {
  return isNegative(value) ? null : exactFractionRoot(value, 2);
}

function monomialCoefficients(degree: number, coefficient: Fraction): Fraction[] {
  return Array.from({ length: degree + 1 }, (_, index) => (index === degree ? coefficient : ZERO));
}

/** Splits a primitive polynomial (integer coefficients, positive leading term, no factor x) into factors. */
function split(coefficients: Fraction[], render: Render, steps: FactorStep[]): Fraction[][] {
  const degree = coefficients.length - 1;
  if (degree <= 1) return [coefficients];
  const record = (step: Omit<FactorStep, 'before' | 'after'>, parts: Fraction[][]): Fraction[][] => {
    steps.push({ ...step, before: render(coefficients), after: parts.map(render) });
    return parts.flatMap((part) => {
      const { content, primitive } = contentAndPrimitive(part);
      const factors = split(primitive, render, steps);
      return isOne(content) ? factors : [[content], ...factors];
    });
  };
  const nonZero = coefficients.filter((coefficient) => !isZero(coefficient)).length;
  const leading = coefficients[degree]!;
  const constant = coefficients[0]!;

  if (nonZero === 2) {
    // a·x^n − b with both perfect squares: a difference of two squares.
    const leadingRoot = perfectSquareRoot(leading);
    const constantRoot = perfectSquareRoot(constant.neg());
    if (degree % 2 === 0 && leadingRoot && constantRoot) {
      const half = degree / 2;
      const minus = monomialCoefficients(half, leadingRoot);
      minus[0] = constantRoot.neg();
      const plus = monomialCoefficients(half, leadingRoot);
      plus[0] = constantRoot;
      return record({ method: 'difference-of-squares' }, [minus, plus]);
    }
    const leadingCube = exactFractionRoot(leading, 3);
    const constantCube = exactFractionRoot(constant, 3);
    if (degree % 3 === 0 && leadingCube && constantCube) {
      const third = degree / 3;
      const linear = monomialCoefficients(third, leadingCube);
      linear[0] = constantCube;
      const quadratic = monomialCoefficients(2 * third, leadingCube.mul(leadingCube));
      quadratic[third] = leadingCube.mul(constantCube).neg();
      quadratic[0] = constantCube.mul(constantCube);
      return record({ method: isNegative(constant) ? 'difference-of-cubes' : 'sum-of-cubes' }, [linear, quadratic]);
    }
  }

  if (degree === 2) {
    const [c, b, a] = coefficients as [Fraction, Fraction, Fraction];
    const discriminant = b.mul(b).sub(a.mul(c).mul(4));
    const root = perfectSquareRoot(discriminant);
    if (!root) return [coefficients];
    const first = b.neg().sub(root).div(a.mul(2));
    const second = b.neg().add(root).div(a.mul(2));
    const [firstRoot, secondRoot] = compareRoots(first, second) <= 0 ? [first, second] : [second, first];
    const firstFactor = [firstRoot.neg().mul(firstRoot.d), frac(firstRoot.d)];
    const secondFactor = [secondRoot.neg().mul(secondRoot.d), frac(secondRoot.d)];
    if (isZero(discriminant)) return record({ method: 'perfect-square' }, [firstFactor, secondFactor]);
    // Product ac and sum b: m = −q₁p₂, n = −q₂p₁ for the roots p₁/q₁, p₂/q₂.
    const m = frac(first.d).mul(second.mul(second.d)).neg();
    const n = frac(second.d).mul(first.mul(first.d)).neg();
    const splitNumbers: [Fraction, Fraction] = m.abs().compare(n.abs()) <= 0 ? [m, n] : [n, m];
    return record({ method: 'trinomial', splitNumbers }, [firstFactor, secondFactor]);
  }

  if (degree === 4 && isZero(coefficients[1]!) && isZero(coefficients[3]!)) {
    // a·x⁴ + b·x² + c: a quadratic in t = x².
    const inSquare = [coefficients[0]!, coefficients[2]!, coefficients[4]!];
    const discriminant = inSquare[1]!.mul(inSquare[1]!).sub(inSquare[0]!.mul(inSquare[2]!).mul(4));
    const root = perfectSquareRoot(discriminant);
    if (root) {
      const first = inSquare[1]!.neg().sub(root).div(inSquare[2]!.mul(2));
      const second = inSquare[1]!.neg().add(root).div(inSquare[2]!.mul(2));
      return record({ method: 'square-substitution' }, [
        [first.neg().mul(first.d), ZERO, frac(first.d)],
        [second.neg().mul(second.d), ZERO, frac(second.d)],
      ]);
    }
  }

  const root = findRationalRoot(coefficients);
  if (root) {
    const linear = [root.neg().mul(root.d), frac(root.d)];
    const quotient = dividePolynomials(coefficients, linear).quotient;
    return record({ method: 'rational-root', root }, [linear, quotient]);
  }
  return [coefficients];
}

/** Number × monomial common to every term (sign of the leading term), and what is left. */
function commonFactorOf(polynomial: Polynomial): { common: Polynomial; rest: Polynomial } {
  const terms = polynomial.orderedTerms();
  let numeratorGcd = 0n;
  let denominatorLcm = 1n;
  const powers: Record<string, number> = { ...(terms[0]?.powers ?? {}) };
  for (const term of terms) {
    numeratorGcd = bigGcd(numeratorGcd, term.coefficient.n);
    denominatorLcm = bigLcm(denominatorLcm, term.coefficient.d);
    for (const variable of Object.keys(powers)) {
      powers[variable] = Math.min(powers[variable]!, term.powers[variable] ?? 0);
      if (powers[variable] === 0) delete powers[variable];
    }
  }
  let coefficient = numeratorGcd === 0n ? ONE : frac(numeratorGcd, denominatorLcm);
  if (terms[0] && isNegative(terms[0].coefficient)) coefficient = coefficient.neg();
  const common = Polynomial.fromTerms([{ powers, coefficient }]);
  const rest = Polynomial.fromTerms(
    terms.map((term): PolynomialTerm => {
      const reduced: Record<string, number> = {};
      for (const [variable, power] of Object.entries(term.powers)) {
        const left = power - (powers[variable] ?? 0);
        if (left > 0) reduced[variable] = left;
      }
      return { powers: reduced, coefficient: term.coefficient.div(coefficient) };
    }),
  );
  return { common, rest };
}

function isHomogeneous(polynomial: Polynomial): boolean {
  const degrees = new Set(polynomial.terms.map((term) => Object.values(term.powers).reduce((sum, power) => sum + power, 0)));
  return degrees.size === 1;
}

/** Factorises a polynomial as far as possible over the rationals; null when it has too many variables to try. */
export function factorPolynomial(polynomial: Polynomial): Factorization | null {
  const steps: FactorStep[] = [];
  const { common, rest } = commonFactorOf(polynomial);
  const commonIsTrivial = common.constantValue() !== null && isOne(common.constantValue()!);
  if (!commonIsTrivial && rest.degree() > 0) steps.push({ method: 'common-factor', before: polynomial, after: [common, rest] });
  const variables = rest.variables();
  let parts: Polynomial[];
  if (variables.length === 0) {
    parts = [];
  } else if (variables.length === 1) {
    const variable = variables[0]!;
    const render: Render = (coefficients) => Polynomial.fromCoefficients(coefficients, variable);
    parts = split(trimCoefficients(rest.coefficients(variable)!), render, steps).map(render);
  } else if (variables.length === 2 && isHomogeneous(rest)) {
    const [main, other] = variables as [string, string];
    const total = rest.degree();
    const coefficients = Array.from({ length: total + 1 }, (_, power) => rest.coefficientOf(monomialPowers(main, power, other, total - power)));
    const render: Render = (list) => {
      const degree = list.length - 1;
      return Polynomial.fromTerms(list.map((coefficient, power) => ({ powers: monomialPowers(main, power, other, degree - power), coefficient })));
    };
    parts = split(trimCoefficients(coefficients), render, steps).map(render);
  } else {
    parts = [rest];
  }
  const factors: Factorization['factors'] = [];
  let commonFactor = common;
  for (const part of parts) {
    const constant = part.constantValue();
    if (constant) {
      commonFactor = commonFactor.scale(constant);
      continue;
    }
    const existing = factors.find((factor) => factor.polynomial.equals(part));
    if (existing) existing.multiplicity += 1;
    else factors.push({ polynomial: part, multiplicity: 1 });
  }
  // Lower degree first; linear factors by the size of their root, positive first: (x − 2)(x + 2), (x − 2)(x − 3).
  factors.sort((a, b) => a.polynomial.degree() - b.polynomial.degree() || rootOrder(a.polynomial, b.polynomial));
  return { commonFactor, factors, steps };
}

/** Smaller roots first, the positive one first when they have the same size. */
function compareRoots(first: Fraction, second: Fraction): number {
  return first.abs().compare(second.abs()) || second.compare(first);
}

/** Order of two factors of the same degree by the root (−constant/leading) they give. */
function rootOrder(a: Polynomial, b: Polynomial): number {
  const rootOf = (polynomial: Polynomial): Fraction => polynomial.coefficientOf({}).neg().div(polynomial.orderedTerms()[0]!.coefficient);
  return compareRoots(rootOf(a), rootOf(b));
}

function monomialPowers(main: string, mainPower: number, other: string, otherPower: number): Record<string, number> {
  const powers: Record<string, number> = {};
  if (mainPower > 0) powers[main] = mainPower;
  if (otherPower > 0) powers[other] = otherPower;
  return powers;
}
