/**
 * Exact polynomials in any number of variables with rational coefficients: expanding, collecting like terms and
 * comparing two forms exactly. Printed in textbook order (descending powers of x, then y).
 */
import { CONSTANT_SYMBOLS, mul, neg, num, pow, sym, add, type Expr } from './expr';
import { ONE, ZERO, frac, isInteger, isNegative, isOne, isZero, type Fraction } from './rational';

export interface PolynomialTerm {
  /** Variable → power (powers ≥ 1 only). */
  powers: Readonly<Record<string, number>>;
  coefficient: Fraction;
}

const MAX_POWER = 40;

function monomialKey(powers: Readonly<Record<string, number>>): string {
  return Object.keys(powers)
    .sort()
    .map((variable) => `${variable}${powers[variable]}`)
    .join('.');
}

export class Polynomial {
  private constructor(private readonly termsByKey: ReadonlyMap<string, PolynomialTerm>) {}

  static constant(value: Fraction | number): Polynomial {
    const coefficient = typeof value === 'number' ? frac(value) : value;
    return Polynomial.fromTerms([{ powers: {}, coefficient }]);
  }

  static variable(name: string): Polynomial {
    return Polynomial.fromTerms([{ powers: { [name]: 1 }, coefficient: ONE }]);
  }

  static fromTerms(terms: readonly PolynomialTerm[]): Polynomial {
    const byKey = new Map<string, PolynomialTerm>();
    for (const term of terms) {
      if (isZero(term.coefficient)) continue;
      const key = monomialKey(term.powers);
      const existing = byKey.get(key);
      const coefficient = existing ? existing.coefficient.add(term.coefficient) : term.coefficient;
      if (isZero(coefficient)) byKey.delete(key);
      else byKey.set(key, { powers: term.powers, coefficient });
    }
    return new Polynomial(byKey);
  }

  /** Coefficients c0, c1, … of a polynomial in one variable. */
  static fromCoefficients(coefficients: readonly Fraction[], variable: string): Polynomial {
    return Polynomial.fromTerms(coefficients.map((coefficient, power) => ({ powers: power === 0 ? {} : { [variable]: power }, coefficient })));
  }

  /** The polynomial an expression equals, or null when it is not one (x in a denominator, sin x, √x, …). */
  static fromExpr(expr: Expr): Polynomial | null {
    switch (expr.type) {
      case 'num':
        return Polynomial.constant(expr.value);
      case 'sym':
        return CONSTANT_SYMBOLS.has(expr.name) ? null : Polynomial.variable(expr.name);
      case 'add': {
        let sum = Polynomial.constant(ZERO);
        for (const term of expr.terms) {
          const converted = Polynomial.fromExpr(term);
          if (!converted) return null;
          sum = sum.add(converted);
        }
        return sum;
      }
      case 'mul': {
        let product = Polynomial.constant(ONE);
        for (const factor of expr.factors) {
          const converted = Polynomial.fromExpr(factor);
          if (!converted) return null;
          product = product.mul(converted);
        }
        return product;
      }
      case 'neg':
        return Polynomial.fromExpr(expr.arg)?.neg() ?? null;
      case 'div': {
        const numerator = Polynomial.fromExpr(expr.num);
        const denominator = Polynomial.fromExpr(expr.den)?.constantValue();
        if (!numerator || !denominator || isZero(denominator)) return null;
        return numerator.scale(denominator.inverse());
      }
      case 'pow': {
        const base = Polynomial.fromExpr(expr.base);
        const exponent = Polynomial.fromExpr(expr.exp)?.constantValue();
        if (!base || !exponent || !isInteger(exponent) || isNegative(exponent) || exponent.n > BigInt(MAX_POWER)) return null;
        return base.pow(Number(exponent.n));
      }
      case 'fn':
        return null;
    }
  }

  get terms(): PolynomialTerm[] {
    return [...this.termsByKey.values()];
  }

  add(other: Polynomial): Polynomial {
    return Polynomial.fromTerms([...this.terms, ...other.terms]);
  }

  sub(other: Polynomial): Polynomial {
    return this.add(other.neg());
  }

  neg(): Polynomial {
    return this.scale(frac(-1));
  }

  scale(factor: Fraction): Polynomial {
    return Polynomial.fromTerms(this.terms.map((term) => ({ powers: term.powers, coefficient: term.coefficient.mul(factor) })));
  }

  mul(other: Polynomial): Polynomial {
    const products: PolynomialTerm[] = [];
    for (const left of this.terms) {
      for (const right of other.terms) {
        const powers: Record<string, number> = { ...left.powers };
        for (const [variable, power] of Object.entries(right.powers)) powers[variable] = (powers[variable] ?? 0) + power;
        products.push({ powers, coefficient: left.coefficient.mul(right.coefficient) });
      }
    }
    return Polynomial.fromTerms(products);
  }

  pow(exponent: number): Polynomial {
    let result = Polynomial.constant(ONE);
    for (let step = 0; step < exponent; step += 1) result = result.mul(this);
    return result;
  }

  isZero(): boolean {
    return this.termsByKey.size === 0;
  }

  /** The value when the polynomial is a constant, else null. */
  constantValue(): Fraction | null {
    if (this.isZero()) return ZERO;
    if (this.termsByKey.size !== 1) return null;
    const only = this.terms[0]!;
    return Object.keys(only.powers).length === 0 ? only.coefficient : null;
  }

  variables(): string[] {
    const found = new Set<string>();
    for (const term of this.terms) for (const variable of Object.keys(term.powers)) found.add(variable);
    return [...found].sort();
  }

  /** Highest power of `variable`, or the total degree when no variable is named (−1 for the zero polynomial). */
  degree(variable?: string): number {
    if (this.isZero()) return -1;
    return Math.max(
      ...this.terms.map((term) =>
        variable === undefined ? Object.values(term.powers).reduce((sum, power) => sum + power, 0) : (term.powers[variable] ?? 0),
      ),
    );
  }

  /** Coefficients c0, c1, … in `variable`; null when other variables appear. */
  coefficients(variable: string): Fraction[] | null {
    const coefficients: Fraction[] = Array.from({ length: Math.max(this.degree(variable), 0) + 1 }, () => ZERO);
    for (const term of this.terms) {
      const others = Object.keys(term.powers).filter((name) => name !== variable);
      if (others.length > 0) return null;
      const power = term.powers[variable] ?? 0;
      coefficients[power] = coefficients[power]!.add(term.coefficient);
    }
    return coefficients;
  }

  /** The coefficient of a monomial, e.g. { x: 1 } for the x-term. */
  coefficientOf(powers: Readonly<Record<string, number>>): Fraction {
    return this.termsByKey.get(monomialKey(powers))?.coefficient ?? ZERO;
  }

  equals(other: Polynomial): boolean {
    return this.sub(other).isZero();
  }

  evaluate(scope: Readonly<Record<string, Fraction>>): Fraction | null {
    let sum = ZERO;
    for (const term of this.terms) {
      let product = term.coefficient;
      for (const [variable, power] of Object.entries(term.powers)) {
        const value = scope[variable];
        if (!value) return null;
        product = product.mul(value.pow(power));
      }
      sum = sum.add(product);
    }
    return sum;
  }

  /** Terms in textbook order: descending powers of the first variable, then of the next. */
  orderedTerms(): PolynomialTerm[] {
    const variables = this.variables();
    return this.terms.sort((a, b) => {
      for (const variable of variables) {
        const difference = (b.powers[variable] ?? 0) - (a.powers[variable] ?? 0);
        if (difference !== 0) return difference;
      }
      return 0;
    });
  }

  toExpr(): Expr {
    if (this.isZero()) return num(ZERO);
    return add(...this.orderedTerms().map(termToExpr));
  }
}

export function termToExpr(term: PolynomialTerm): Expr {
  const factors: Expr[] = Object.keys(term.powers)
    .sort()
    .map((variable) => (term.powers[variable] === 1 ? sym(variable) : pow(sym(variable), term.powers[variable]!)));
  if (factors.length === 0) return num(term.coefficient);
  const coefficient = term.coefficient;
  if (isOne(coefficient)) return mul(...factors);
  if (isOne(coefficient.neg())) return neg(mul(...factors));
  return mul(num(coefficient), ...factors);
}
