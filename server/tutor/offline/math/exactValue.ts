/**
 * Exact value of a constant expression (no variables) as a surd: 3/4 + 5/6 = 19/12, √12 = 2√3,
 * sin(π/3) = √3/2, ln 1 = 0. Null when the value is not of that form (π itself, ln 2, e).
 */
import { childrenOf, containsVariable, evaluateNumber, type Expr } from './expr';
import { ONE, ZERO, exactFractionRoot, frac, isInteger, isNegative, numeratorOf, recogniseFraction, type Fraction } from './rational';
import { SurdValue, surdPower } from './surd';
import { exactTrigValue, type TrigName } from './trigTable';

/** π appears, or the angle is marked in degrees: the value is a known angle, not a plain number. */
function containsPi(expr: Expr): boolean {
  if (expr.type === 'sym') return expr.name === 'pi';
  if (expr.type === 'fn' && expr.name === 'deg') return true;
  return childrenOf(expr).some(containsPi);
}

/** The angle in degrees when it is exact: deg(30) → 30, π/6 → 30, 0 → 0. */
export function angleInDegrees(angle: Expr): Fraction | null {
  if (angle.type === 'fn' && angle.name === 'deg') return exactValueOf(angle.arg)?.toFraction() ?? null;
  if (containsVariable(angle)) return null;
  if (containsPi(angle)) {
    const multiple = recogniseFraction(evaluateNumber(angle) / Math.PI, 720);
    return multiple ? multiple.mul(180) : null;
  }
  const value = exactValueOf(angle)?.toFraction() ?? null;
  return value?.equals(0) ? ZERO : null;
}

function exactLogarithm(value: Fraction, base: number): Fraction | null {
  if (value.equals(1)) return ZERO;
  if (base !== 10 || !isInteger(value) || isNegative(value)) {
    const inverse = value.inverse();
    if (base === 10 && inverse.d === 1n) return exactLogarithm(inverse, base)?.neg() ?? null;
    return null;
  }
  let power = 0;
  let remaining = value.n;
  while (remaining % 10n === 0n) {
    remaining /= 10n;
    power += 1;
  }
  return remaining === 1n ? frac(power) : null;
}

export function exactValueOf(expr: Expr): SurdValue | null {
  switch (expr.type) {
    case 'num':
      return SurdValue.of(expr.value);
    case 'sym':
      return null;
    case 'add': {
      let sum = SurdValue.of(ZERO);
      for (const term of expr.terms) {
        const value = exactValueOf(term);
        if (!value) return null;
        sum = sum.add(value);
      }
      return sum;
    }
    case 'mul': {
      let product = SurdValue.of(ONE);
      for (const factor of expr.factors) {
        const value = exactValueOf(factor);
        if (!value) return null;
        product = product.mul(value);
      }
      return product;
    }
    case 'div': {
      const top = exactValueOf(expr.num);
      const bottom = exactValueOf(expr.den);
      return top && bottom ? top.div(bottom) : null;
    }
    case 'neg':
      return exactValueOf(expr.arg)?.neg() ?? null;
    case 'pow': {
      if (expr.base.type === 'sym' && expr.base.name === 'e') {
        return exactValueOf(expr.exp)?.toFraction()?.equals(0) ? SurdValue.of(ONE) : null;
      }
      const base = exactValueOf(expr.base);
      const exponent = exactValueOf(expr.exp)?.toFraction();
      return base && exponent ? surdPower(base, exponent) : null;
    }
    case 'fn': {
      if (expr.name === 'sin' || expr.name === 'cos' || expr.name === 'tan' || expr.name === 'cot' || expr.name === 'sec' || expr.name === 'csc') {
        const degrees = angleInDegrees(expr.arg);
        if (!degrees) return null;
        const value = exactTrigValue(expr.name as TrigName, degrees);
        return value === 'undefined' ? null : value;
      }
      if (expr.name === 'ln' && expr.arg.type === 'sym' && expr.arg.name === 'e') return SurdValue.of(ONE);
      if (expr.name === 'ln' && expr.arg.type === 'pow' && expr.arg.base.type === 'sym' && expr.arg.base.name === 'e') return exactValueOf(expr.arg.exp);
      const argument = exactValueOf(expr.arg);
      if (!argument) return null;
      const rational = argument.toFraction();
      switch (expr.name) {
        case 'sqrt':
          return argument.sqrt();
        case 'cbrt': {
          const root = rational ? exactFractionRoot(rational, 3) : null;
          return root ? SurdValue.of(root) : null;
        }
        case 'abs':
          return argument.sign() < 0 ? argument.neg() : argument;
        case 'pct':
          return argument.mul(SurdValue.of(frac(1, 100)));
        case 'exp':
          return rational?.equals(0) ? SurdValue.of(ONE) : null;
        case 'ln': {
          const value = rational ? exactLogarithm(rational, Math.E) : null;
          return value ? SurdValue.of(value) : null;
        }
        case 'log': {
          const value = rational ? exactLogarithm(rational, 10) : null;
          return value ? SurdValue.of(value) : null;
        }
        case 'factorial': {
          if (!rational || !isInteger(rational) || isNegative(rational) || rational.n > 20n) return null;
          let product = 1n;
          for (let factor = 2n; factor <= numeratorOf(rational); factor += 1n) product *= factor;
          return SurdValue.of(frac(product));
        }
        default:
          return null;
      }
    }
  }
}

/**
 * School convention for students' text: a trig argument that is a plain number ("sin 30", "جا ٣٠") is in degrees.
 * Wraps such arguments in deg(…) so they print as 30° and evaluate as degrees everywhere.
 */
export function withDegreeAngles(expr: Expr): Expr {
  switch (expr.type) {
    case 'num':
    case 'sym':
      return expr;
    case 'add':
      return { type: 'add', terms: expr.terms.map(withDegreeAngles) };
    case 'mul':
      return { type: 'mul', factors: expr.factors.map(withDegreeAngles) };
    case 'div':
      return { type: 'div', num: withDegreeAngles(expr.num), den: withDegreeAngles(expr.den) };
    case 'pow':
      return { type: 'pow', base: withDegreeAngles(expr.base), exp: withDegreeAngles(expr.exp) };
    case 'neg':
      return { type: 'neg', arg: withDegreeAngles(expr.arg) };
    case 'fn': {
      const isTrig = ['sin', 'cos', 'tan', 'cot', 'sec', 'csc'].includes(expr.name);
      if (isTrig && !containsVariable(expr.arg) && !containsPi(expr.arg)) return { type: 'fn', name: expr.name, arg: { type: 'fn', name: 'deg', arg: expr.arg } };
      return { type: 'fn', name: expr.name, arg: withDegreeAngles(expr.arg) };
    }
  }
}
