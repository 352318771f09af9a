/**
 * Derivatives with the rule named at every step: sum, constant multiple, power, the elementary functions
 * (sin, cos, tan, eˣ, ln …), product, quotient and chain rules; second derivatives on request. The result is
 * checked at sample points against mathjs's own differentiation of the student's text and a difference quotient.
 */
import type { MathNode } from 'mathjs';
import type { SolutionStep } from '../../solution';
import { mathjsDerivative, numericFunction } from '../engine';
import { classifyDerivative, differentiate, outerDerivative } from '../differentiate';
import { add, evaluateNumber, substitute, sym, type Expr } from '../expr';
import { say, m, decimal, type SolutionDraft, type TutorLanguage } from '../language';
import { groupedLatex, operandLatex, toLatex } from '../latex';
import { tidy } from '../tidy';
import { nearlyEqual } from './verify';

export interface DerivativeResult {
  steps: SolutionStep[];
  derivative: Expr;
}

const ELEMENTARY_NAMES: Record<string, [string, string]> = {
  sin: ['derivative of sine', 'مشتقة الجيب'],
  cos: ['derivative of cosine', 'مشتقة جيب التمام'],
  tan: ['derivative of tangent', 'مشتقة الظل'],
  cot: ['derivative of cotangent', 'مشتقة ظل التمام'],
  sec: ['derivative of secant', 'مشتقة القاطع'],
  csc: ['derivative of cosecant', 'مشتقة قاطع التمام'],
  ln: ['derivative of the natural logarithm', 'مشتقة اللوغاريتم الطبيعي'],
  log: ['derivative of the common logarithm', 'مشتقة اللوغاريتم العشري'],
  exp: ['derivative of the exponential', 'مشتقة الدالة الأسية'],
};

function d(variable: string): string {
  return `\\frac{d}{d${variable}}`;
}

/** "raw = result", leaving out raw when it only differs by spacing. */
function throughRaw(raw: string, result: string): string {
  return raw.replace(/\s/g, '') === result.replace(/\s/g, '') ? result : `${raw} = ${result}`;
}

function derivativeOf(expr: Expr, variable: string): Expr | null {
  const raw = differentiate(expr, variable);
  return raw ? tidy(raw) : null;
}

/** One sentence that names the rule for a term and gives its derivative. */
function explainTerm(term: Expr, variable: string, language: TutorLanguage): { step: SolutionStep; derivative: Expr } | null {
  const derivative = derivativeOf(term, variable);
  if (!derivative) return null;
  const x = variable;
  const statement = `${d(x)}${operandLatex(term)} = ${toLatex(derivative)}`;
  let shape = classifyDerivative(term, x);
  let constantNote = '';
  while (shape.rule === 'constant-multiple') {
    constantNote = say(language, ' (the constant factor stays)', ' (المعامل الثابت يبقى كما هو)');
    shape = classifyDerivative(shape.inner, x);
  }
  switch (shape.rule) {
    case 'constant':
      return { step: { text: say(language, `The derivative of a constant is zero: ${m(statement)}.`, `مشتقة الثابت تساوي صفرًا: ${m(statement)}.`) }, derivative };
    case 'power':
      return {
        step: {
          text: say(language, `Power rule ${m(`${d(x)}${x}^{n} = n${x}^{n-1}`)}${constantNote}: ${m(statement)}.`, `قاعدة القوة ${m(`${d(x)}${x}^{n} = n${x}^{n-1}`)}${constantNote}: ${m(statement)}.`),
          detail: say(
            language,
            `From the definition: ${m(`\\frac{(${x}+h)^{n} - ${x}^{n}}{h} = n${x}^{n-1} + h(\\ldots)`)} by the binomial expansion, which tends to ${m(`n${x}^{n-1}`)} as ${m('h \\to 0')}.`,
            `من التعريف: ${m(`\\frac{(${x}+h)^{n} - ${x}^{n}}{h} = n${x}^{n-1} + h(\\ldots)`)} بمفكوك ذات الحدين، وتؤول إلى ${m(`n${x}^{n-1}`)} عندما ${m('h \\to 0')}.`,
          ),
        },
        derivative,
      };
    case 'elementary': {
      const core = term.type === 'mul' ? term.factors.find((factor) => factor.type === 'fn' || factor.type === 'pow') ?? term : term;
      const name = core.type === 'fn' ? core.name : 'exp';
      const [english, arabic] = ELEMENTARY_NAMES[name] ?? ELEMENTARY_NAMES.exp!;
      return { step: { text: say(language, `Using the ${english}${constantNote}: ${m(statement)}.`, `باستخدام ${arabic}${constantNote}: ${m(statement)}.`) }, derivative };
    }
    case 'sum':
      return { step: { text: say(language, `Term by term${constantNote}: ${m(statement)}.`, `حدًا حدًا${constantNote}: ${m(statement)}.`) }, derivative };
    case 'product': {
      const du = derivativeOf(shape.u, x);
      const dv = derivativeOf(shape.v, x);
      if (!du || !dv) return null;
      const formula = "(uv)' = u'v + uv'";
      const parts = `${m(`u = ${toLatex(shape.u)}`)}, ${m(`v = ${toLatex(shape.v)}`)}, ${m(`u' = ${toLatex(du)}`)}, ${m(`v' = ${toLatex(dv)}`)}`;
      const partsArabic = `${m(`u = ${toLatex(shape.u)}`)} ، ${m(`v = ${toLatex(shape.v)}`)} ، ${m(`u' = ${toLatex(du)}`)} ، ${m(`v' = ${toLatex(dv)}`)}`;
      const raw = `${groupedLatex(du)}${groupedLatex(shape.v)} + ${groupedLatex(shape.u)}${groupedLatex(dv)}`;
      return {
        step: {
          text: say(
            language,
            `Product rule ${m(formula)}${constantNote} with ${parts}: ${m(`${d(x)}${operandLatex(term)} = ${constantNote ? toLatex(derivative) : throughRaw(raw, toLatex(derivative))}`)}.`,
            `قاعدة مشتقة حاصل ضرب دالتين ${m(formula)}${constantNote} حيث ${partsArabic}: ${m(`${d(x)}${operandLatex(term)} = ${constantNote ? toLatex(derivative) : throughRaw(raw, toLatex(derivative))}`)}.`,
          ),
          detail: say(
            language,
            `${m("uv")} changes by ${m('\\Delta(uv) = \\Delta u \\cdot v + u \\cdot \\Delta v + \\Delta u \\Delta v')}; dividing by ${m('\\Delta x')} and letting it tend to 0 leaves ${m("u'v + uv'")}.`,
            `التغير في ${m("uv")} هو ${m('\\Delta(uv) = \\Delta u \\cdot v + u \\cdot \\Delta v + \\Delta u \\Delta v')}؛ بالقسمة على ${m('\\Delta x')} وجعلها تؤول إلى الصفر يتبقى ${m("u'v + uv'")}.`,
          ),
        },
        derivative,
      };
    }
    case 'quotient': {
      const du = derivativeOf(shape.u, x);
      const dv = derivativeOf(shape.v, x);
      if (!du || !dv) return null;
      const formula = "\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^{2}}";
      const parts = `${m(`u = ${toLatex(shape.u)}`)}, ${m(`v = ${toLatex(shape.v)}`)}, ${m(`u' = ${toLatex(du)}`)}, ${m(`v' = ${toLatex(dv)}`)}`;
      const partsArabic = `${m(`u = ${toLatex(shape.u)}`)} ، ${m(`v = ${toLatex(shape.v)}`)} ، ${m(`u' = ${toLatex(du)}`)} ، ${m(`v' = ${toLatex(dv)}`)}`;
      const raw = `\\frac{${groupedLatex(du)}${groupedLatex(shape.v)} - ${groupedLatex(shape.u)}${groupedLatex(dv)}}{${groupedLatex(shape.v)}^{2}}`;
      return {
        step: {
          text: say(
            language,
            `Quotient rule ${m(formula)}${constantNote} with ${parts}: ${m(`${d(x)}${operandLatex(term)} = ${constantNote ? toLatex(derivative) : throughRaw(raw, toLatex(derivative))}`)}.`,
            `قاعدة مشتقة خارج قسمة دالتين ${m(formula)}${constantNote} حيث ${partsArabic}: ${m(`${d(x)}${operandLatex(term)} = ${constantNote ? toLatex(derivative) : throughRaw(raw, toLatex(derivative))}`)}.`,
          ),
          detail: say(
            language,
            `Write ${m('\\frac{u}{v} = u \\cdot v^{-1}')} and use the product and chain rules: ${m("u'v^{-1} - uv'v^{-2}")}.`,
            `نكتب ${m('\\frac{u}{v} = u \\cdot v^{-1}')} ونستخدم قاعدتي الضرب والسلسلة: ${m("u'v^{-1} - uv'v^{-2}")}.`,
          ),
        },
        derivative,
      };
    }
    case 'chain': {
      const u = sym('u');
      const outerPrime = shape.outer.type === 'fn' ? outerDerivative(shape.outer.name, u) : differentiate(shape.outer, 'u');
      const innerPrime = derivativeOf(shape.inner, x);
      if (!outerPrime || !innerPrime) return null;
      const outerLatex = toLatex(shape.outer);
      const outerPrimeLatex = toLatex(tidy(outerPrime));
      const combined = `${groupedLatex(tidy(substitute(outerPrime, 'u', shape.inner)))} \\cdot ${groupedLatex(innerPrime)}`;
      return {
        step: {
          text: say(
            language,
            `Chain rule${constantNote}: ${m(`y = ${outerLatex}`)} with ${m(`u = ${toLatex(shape.inner)}`)}, so ${m(`\\frac{dy}{du} = ${outerPrimeLatex}`)} and ${m(`\\frac{du}{d${x}} = ${toLatex(innerPrime)}`)}: ${m(`${d(x)}${operandLatex(term)} = ${constantNote ? toLatex(derivative) : throughRaw(combined, toLatex(derivative))}`)}.`,
            `قاعدة السلسلة${constantNote}: ${m(`y = ${outerLatex}`)} حيث ${m(`u = ${toLatex(shape.inner)}`)}، إذن ${m(`\\frac{dy}{du} = ${outerPrimeLatex}`)} و ${m(`\\frac{du}{d${x}} = ${toLatex(innerPrime)}`)}: ${m(`${d(x)}${operandLatex(term)} = ${constantNote ? toLatex(derivative) : throughRaw(combined, toLatex(derivative))}`)}.`,
          ),
          detail: say(
            language,
            `${m(`\\frac{dy}{d${x}} = \\frac{dy}{du} \\cdot \\frac{du}{d${x}}`)}: a small change in ${m(x)} changes ${m('u')}, which in turn changes ${m('y')}; the rates multiply.`,
            `${m(`\\frac{dy}{d${x}} = \\frac{dy}{du} \\cdot \\frac{du}{d${x}}`)}: التغير الصغير في ${m(x)} يغير ${m('u')}، وهذا بدوره يغير ${m('y')}، فتُضرب المعدلات.`,
          ),
        },
        derivative,
      };
    }
  }
}

/** Differentiates with one step per term; null when a function cannot be differentiated. */
export function derivativeWithSteps(expr: Expr, variable: string, language: TutorLanguage): DerivativeResult | null {
  const steps: SolutionStep[] = [];
  const shape = classifyDerivative(expr, variable);
  const terms = shape.rule === 'sum' ? shape.terms : [expr];
  if (terms.length > 1) {
    steps.push({
      text: say(language, 'Differentiate term by term (the derivative of a sum is the sum of the derivatives).', 'نشتق حدًا حدًا (مشتقة المجموع تساوي مجموع المشتقات).'),
    });
  }
  const derivatives: Expr[] = [];
  for (const term of terms) {
    const explained = explainTerm(term, variable, language);
    if (!explained) return null;
    steps.push(explained.step);
    derivatives.push(explained.derivative);
  }
  const derivative = tidy(add(...derivatives));
  if (terms.length > 1) {
    const joined = toLatex(add(...derivatives));
    if (joined !== toLatex(derivative)) steps.push({ text: say(language, `Collect the terms: ${m(`${joined} = ${toLatex(derivative)}`)}.`, `نجمع الحدود: ${m(`${joined} = ${toLatex(derivative)}`)}.`) });
  }
  return { steps, derivative };
}

/** Sample points where the function is defined, for the numeric checks. */
const SAMPLES = [1.3, 0.6, 2.2, -0.7, 3.4];

export interface DerivativeCheck {
  point: number;
  ours: number;
  independent: number;
  quotient: number;
}

/** Compares our derivative with mathjs's derivative of the original text and a central difference quotient. */
export function checkDerivative(original: MathNode, expr: Expr, derivative: Expr, variable: string, order: number): DerivativeCheck | null {
  let independent: MathNode | null = original;
  for (let step = 0; step < order && independent; step += 1) independent = mathjsDerivative(independent, variable);
  const independentAt = independent ? numericFunction(independent) : null;
  let firstCheck: DerivativeCheck | null = null;
  let compared = 0;
  for (const point of SAMPLES) {
    const ours = evaluateNumber(derivative, { [variable]: point });
    if (!Number.isFinite(ours)) continue;
    const theirs = independentAt ? independentAt({ [variable]: point }) : Number.NaN;
    const h = 1e-4;
    const f = (value: number): number => evaluateNumber(expr, { [variable]: value });
    const quotient = order === 1 ? (f(point + h) - f(point - h)) / (2 * h) : (f(point + h) - 2 * f(point) + f(point - h)) / (h * h);
    if (Number.isFinite(theirs) && !nearlyEqual(ours, theirs)) return null;
    if (Number.isFinite(quotient) && Math.abs(quotient - ours) > 1e-3 * Math.max(1, Math.abs(ours))) return null;
    if (!firstCheck) firstCheck = { point, ours, independent: Number.isFinite(theirs) ? theirs : quotient, quotient };
    compared += 1;
  }
  return compared >= 2 ? firstCheck : null;
}

/** "x^3 sin x" → the derivative solution; `notation` is how the student named the function (y or f(x)). */
export function solveDerivative(original: MathNode, expr: Expr, variable: string, order: 1 | 2, notation: 'y' | 'f', language: TutorLanguage): SolutionDraft | null {
  const x = variable;
  const name = notation === 'f' ? `f(${x})` : 'y';
  const steps: SolutionStep[] = [{ text: say(language, `The function: ${m(`${name} = ${toLatex(expr)}`)}.`, `الدالة: ${m(`${name} = ${toLatex(expr)}`)}.`) }];
  const first = derivativeWithSteps(expr, x, language);
  if (!first) return null;
  steps.push(...first.steps);
  let result = first.derivative;
  const firstName = notation === 'f' ? `f'(${x})` : `\\frac{dy}{d${x}}`;
  if (order === 2) {
    steps.push({ text: say(language, `First derivative: ${m(`${firstName} = ${toLatex(result)}`)}. Differentiate again:`, `المشتقة الأولى: ${m(`${firstName} = ${toLatex(result)}`)}. نشتق مرة أخرى:`) });
    const second = derivativeWithSteps(result, x, language);
    if (!second) return null;
    steps.push(...second.steps);
    result = second.derivative;
  }
  const resultName = order === 1 ? firstName : notation === 'f' ? `f''(${x})` : `\\frac{d^{2}y}{d${x}^{2}}`;
  const check = checkDerivative(original, expr, result, x, order);
  if (!check) return null;
  const point = `${x} = ${decimal(check.point)}`;
  return {
    kind: order === 1 ? 'derivative' : 'second-derivative',
    title: say(language, order === 1 ? 'Finding a derivative' : 'Finding the second derivative', order === 1 ? 'إيجاد المشتقة' : 'إيجاد المشتقة الثانية'),
    steps,
    answer: m(`${resultName} = ${toLatex(result)}`),
    check: say(
      language,
      `At ${m(point)} our result gives ${m(decimal(check.ours, 6))}; an independent differentiation gives ${m(decimal(check.independent, 6))} and the difference quotient ${m(decimal(check.quotient, 6))}. ✓`,
      `عند ${m(point)} يعطي الناتج ${m(decimal(check.ours, 6))}، والاشتقاق المستقل يعطي ${m(decimal(check.independent, 6))} وخارج قسمة الفروق ${m(decimal(check.quotient, 6))}. ✓`,
    ),
  };
}
