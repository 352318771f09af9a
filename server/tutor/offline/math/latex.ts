/**
 * LaTeX for the solver's expression trees, written the way a school textbook writes maths:
 * 3x^{2}, \frac{x^{3}}{3}, \sin^{2} x, \sqrt{x}, (x + 2)(x - 3), with "−" for negative terms.
 */
import { ONE, fractionToLatex, isInteger, isNegative, isOne, type Fraction } from './rational';
import { containsVariable, type Expr } from './expr';

const FUNCTION_LATEX: Record<string, string> = {
  sin: '\\sin',
  cos: '\\cos',
  tan: '\\tan',
  cot: '\\cot',
  sec: '\\sec',
  csc: '\\csc',
  ln: '\\ln',
  log: '\\log',
};

/** Splits off a leading minus: −3x → (true, 3x). */
function splitSign(expr: Expr): { negative: boolean; magnitude: Expr } {
  if (expr.type === 'neg') {
    const inner = splitSign(expr.arg);
    return { negative: !inner.negative, magnitude: inner.magnitude };
  }
  if (expr.type === 'num' && isNegative(expr.value)) return { negative: true, magnitude: { type: 'num', value: expr.value.neg() } };
  if (expr.type === 'mul' && expr.factors.length > 0) {
    const [first, ...rest] = expr.factors;
    const inner = splitSign(first!);
    if (inner.negative) {
      const factors = isOneNum(inner.magnitude) ? rest : [inner.magnitude, ...rest];
      return { negative: true, magnitude: factors.length === 1 ? factors[0]! : { type: 'mul', factors } };
    }
  }
  if (expr.type === 'div') {
    const inner = splitSign(expr.num);
    if (inner.negative) return { negative: true, magnitude: { type: 'div', num: inner.magnitude, den: expr.den } };
  }
  return { negative: false, magnitude: expr };
}

function isOneNum(expr: Expr): boolean {
  return expr.type === 'num' && isOne(expr.value);
}

function symbolLatex(name: string): string {
  if (name === 'pi') return '\\pi';
  return name;
}

const paren = (latex: string): string => `\\left(${latex}\\right)`;

/** Arguments short enough to write without brackets after \sin, \ln, …: x, 2x, 30°, 3. */
function isBareArgument(expr: Expr): boolean {
  if (expr.type === 'sym') return true;
  if (expr.type === 'num') return !isNegative(expr.value) && isInteger(expr.value);
  if (expr.type === 'fn' && expr.name === 'deg') return isBareArgument(expr.arg);
  if (expr.type === 'mul' && expr.factors.length === 2) {
    const [coefficient, variable] = expr.factors as [Expr, Expr];
    return coefficient.type === 'num' && isInteger(coefficient.value) && !isNegative(coefficient.value) && variable.type === 'sym';
  }
  return false;
}

function functionLatex(name: string, arg: Expr, power?: string): string {
  const head = `${FUNCTION_LATEX[name] ?? `\\operatorname{${name}}`}${power ? `^{${power}}` : ''}`;
  if (arg.type === 'fn' && arg.name === 'abs') return `${head}${toLatex(arg)}`;
  return isBareArgument(arg) ? `${head} ${toLatex(arg)}` : `${head}${paren(toLatex(arg))}`;
}

/** The exponent as a fraction when it is a plain (possibly negative) number. */
function numericExponent(expr: Expr): Fraction | null {
  if (expr.type === 'num') return expr.value;
  if (expr.type === 'neg' && expr.arg.type === 'num') return expr.arg.value.neg();
  if (expr.type === 'div' && expr.num.type === 'num' && expr.den.type === 'num') return expr.num.value.div(expr.den.value);
  return null;
}

function powerLatex(base: Expr, exponent: Expr): string {
  const value = numericExponent(exponent);
  if (value && isNegative(value) && base.type !== 'num') {
    const positive: Expr = { type: 'num', value: value.neg() };
    return `\\frac{1}{${powerLatex(base, positive)}}`;
  }
  if (value && value.equals(1)) return toLatex(base);
  if (value && value.n === 1n && value.d === 2n) return `\\sqrt{${toLatex(base)}}`;
  if (value && value.n === 1n && value.d > 2n) return `\\sqrt[${value.d}]{${toLatex(base)}}`;
  if (base.type === 'fn' && FUNCTION_LATEX[base.name] && value && isInteger(value)) {
    return functionLatex(base.name, base.arg, String(value.n));
  }
  const needsBrackets = base.type !== 'sym' && !(base.type === 'num' && isInteger(base.value) && !isNegative(base.value)) && !(base.type === 'fn' && ['sqrt', 'cbrt', 'abs'].includes(base.name));
  const baseLatex = needsBrackets ? paren(toLatex(base)) : toLatex(base);
  return `${baseLatex}^{${toLatex(exponent)}}`;
}

/** Display order inside a product: numbers, then letters and their powers, brackets, and functions last. */
function factorRank(expr: Expr): number {
  if (expr.type === 'num' || (expr.type === 'fn' && (expr.name === 'pct' || expr.name === 'deg'))) return 0;
  if (expr.type === 'sym') return expr.name === 'pi' || expr.name === 'e' ? 1 : 2;
  if (expr.type === 'pow' && expr.base.type === 'sym') return expr.base.name === 'e' ? 3 : 2;
  if (expr.type === 'add') return 4;
  if (expr.type === 'pow' && expr.base.type === 'add') return 4;
  if (expr.type === 'fn' && (expr.name === 'sqrt' || expr.name === 'cbrt' || expr.name === 'abs')) return 3;
  if (expr.type === 'fn' || (expr.type === 'pow' && expr.base.type === 'fn')) return 5;
  return 3;
}

function startsWithDigit(latex: string): boolean {
  return /^[\d.]/.test(latex);
}

function productLatex(factors: readonly Expr[]): string {
  // Arithmetic like 2^3 × 3 is printed in the student's order, as a multiplication still to do.
  const coefficientStyle = factors.length === 2 && factors[0]!.type === 'num';
  if (!coefficientStyle && factors.some((factor) => factor.type !== 'sym') && factors.every((factor) => !containsVariable(factor))) {
    return factors.map((factor, index) => (index === 0 ? groupedLatex(factor) : ` \\times ${groupedLatex(factor)}`)).join('');
  }
  const numerator: Expr[] = [];
  const denominator: Expr[] = [];
  let coefficient: Fraction | null = null;
  const numberFactors = factors.filter((factor) => factor.type === 'num').length;
  const hasPercent = factors.some((factor) => factor.type === 'fn' && factor.name === 'pct');
  for (const factor of factors) {
    // Several numbers in one product are a multiplication still to do (3 × 16), not a coefficient.
    if (factor.type === 'num' && numberFactors === 1 && !hasPercent) {
      coefficient = factor.value;
      continue;
    }
    const exponent = factor.type === 'pow' ? numericExponent(factor.exp) : null;
    if (factor.type === 'pow' && exponent && isNegative(exponent)) {
      denominator.push({ type: 'pow', base: factor.base, exp: { type: 'num', value: exponent.neg() } });
    } else if (factor.type === 'div') {
      if (factor.num.type === 'num') coefficient = (coefficient ?? ONE).mul(factor.num.value);
      else numerator.push(factor.num);
      if (factor.den.type === 'num') coefficient = (coefficient ?? ONE).div(factor.den.value);
      else denominator.push(factor.den);
    } else {
      numerator.push(factor);
    }
  }
  let sign = '';
  if (coefficient && isNegative(coefficient)) {
    sign = '-';
    coefficient = coefficient.neg();
  }
  const top: string[] = [];
  const bottom: string[] = [];
  if (coefficient && !isOne(coefficient)) {
    if (coefficient.n !== 1n || numerator.length === 0) top.push(String(coefficient.n));
    if (coefficient.d !== 1n) bottom.push(String(coefficient.d));
  }
  const inFraction = denominator.length > 0 || bottom.length > 0;
  const joined = inFraction && top.length === 0 && numerator.length === 1 ? toLatex(numerator[0]!) : joinFactors(top, numerator);
  const below = bottom.length === 0 && denominator.length === 1 ? toLatex(denominator[0]!) : joinFactors(bottom, denominator);
  if (below === '') return `${sign}${joined === '' ? '1' : joined}`;
  return `${sign}\\frac{${joined === '' ? '1' : joined}}{${below}}`;
}

function joinFactors(numbers: readonly string[], factors: readonly Expr[]): string {
  const ordered = [...factors].sort((a, b) => factorRank(a) - factorRank(b));
  let result = numbers.join(' \\times ');
  let previousIsLetter = false;
  for (const factor of ordered) {
    const bracketed = factor.type === 'add' || (factor.type === 'num' && isNegative(factor.value)) || factor.type === 'neg';
    const piece = bracketed ? paren(toLatex(factor)) : toLatex(factor);
    const isLetter = factorRank(factor) === 2;
    if (result === '') result = piece;
    else if (startsWithDigit(piece)) result += ` \\times ${piece}`;
    else if (/^\d+$/.test(result) || (previousIsLetter && isLetter) || ((previousIsLetter || result.endsWith('\\right)')) && piece.startsWith('\\left('))) result += piece;
    else result += ` ${piece}`;
    previousIsLetter = isLetter;
  }
  return result;
}

/** LaTeX of an expression tree. */
export function toLatex(expr: Expr): string {
  switch (expr.type) {
    case 'num':
      return expr.decimal ?? fractionToLatex(expr.value);
    case 'sym':
      return symbolLatex(expr.name);
    case 'add': {
      let result = '';
      for (const [index, term] of expr.terms.entries()) {
        const { negative, magnitude } = splitSign(term);
        const latex = magnitude.type === 'add' ? paren(toLatex(magnitude)) : toLatex(magnitude);
        if (index === 0) result = negative ? `-${latex}` : latex;
        else result += negative ? ` - ${latex}` : ` + ${latex}`;
      }
      return result;
    }
    case 'neg': {
      const inner = expr.arg;
      if (inner.type === 'add') return `-${paren(toLatex(inner))}`;
      const latex = toLatex(inner);
      return latex.startsWith('-') ? paren(latex).replace(/^/, '-') : `-${latex}`;
    }
    case 'mul':
      return productLatex(expr.factors);
    case 'div': {
      if (isFractionLike(expr.num) || isFractionLike(expr.den)) return `${groupedLatex(expr.num)} \\div ${groupedLatex(expr.den)}`;
      const { negative, magnitude } = splitSign(expr.num);
      return `${negative ? '-' : ''}\\frac{${toLatex(magnitude)}}{${toLatex(expr.den)}}`;
    }
    case 'pow':
      return powerLatex(expr.base, expr.exp);
    case 'fn':
      switch (expr.name) {
        case 'sqrt':
          return `\\sqrt{${toLatex(expr.arg)}}`;
        case 'cbrt':
          return `\\sqrt[3]{${toLatex(expr.arg)}}`;
        case 'exp':
          return `e^{${toLatex(expr.arg)}}`;
        case 'abs':
          return `\\left|${toLatex(expr.arg)}\\right|`;
        case 'deg':
          return `${atomLatex(expr.arg)}^{\\circ}`;
        case 'pct':
          return `${atomLatex(expr.arg)}\\%`;
        case 'factorial':
          return `${atomLatex(expr.arg)}!`;
        default:
          return functionLatex(expr.name, expr.arg);
      }
  }
}

/** A fraction written as one: 2/3 as a division node or a non-integer number. */
function isFractionLike(expr: Expr): boolean {
  return expr.type === 'div' || (expr.type === 'num' && !isInteger(expr.value));
}

function atomLatex(expr: Expr): string {
  return expr.type === 'num' || expr.type === 'sym' ? toLatex(expr) : paren(toLatex(expr));
}

/** LaTeX of `expr` wrapped in brackets when it is a sum or negative (for "3 × (−2)", "(x + 1)^2"). */
export function groupedLatex(expr: Expr): string {
  const latex = toLatex(expr);
  return expr.type === 'add' || latex.startsWith('-') ? paren(latex) : latex;
}

/** The operand of d/dx or ∫ in brackets unless it is a single symbol, power or function of a plain argument. */
export function operandLatex(expr: Expr): string {
  const latex = toLatex(expr);
  const simple = expr.type === 'sym' || expr.type === 'pow' || (expr.type === 'fn' && !/\\left\(/.test(latex)) || (expr.type === 'num' && !latex.startsWith('-'));
  return simple ? latex : `\\left(${latex}\\right)`;
}
