/**
 * The offline math solver of the embedded tutor (no LLM): recognises a maths problem in Arabic or English free
 * text and returns a verified, step-by-step Solution in the requested language. Also the exact calculator the
 * LLM gets as a tool.
 */
import type { Solver } from '../solution';
import { normalizeForSearch } from '../arabic';
import { evaluateNode } from './engine';
import { withDegreeAngles } from './exactValue';
import { containsVariable } from './expr';
import { detectIntents, type MathIntent } from './intent';
import { decimal, finishSolution, type SolutionDraft } from './language';
import { toLatex } from './latex';
import { normalizeMathText } from './normalize';
import { parseMath } from './parse';
import { derivativeProblem, expressionProblem, integralProblem, largestSegment, limitProblem } from './problems';
import type { MathRequest } from './request';
import { mathSegments } from './segments';
import { evaluateWithSteps, solveArithmetic, valueLatex } from './solvers/arithmetic';
import { solveDerivative } from './solvers/derivative';
import { solveEquation } from './solvers/equation';
import { solveExpand } from './solvers/expand';
import { solveFactor } from './solvers/factor';
import { solveIntegral } from './solvers/integral';
import { solveLimit } from './solvers/limit';
import { solveSimplify } from './solvers/simplify';
import { solveSystem } from './solvers/system';
import { solveTrigValue } from './solvers/trigValue';

/** Longer messages are conversations, not problems. */
const MAX_PROBLEM_LENGTH = 600;

/** Equations, systems, trig values and arithmetic: problems recognised by their maths rather than a verb. */
function solveByShape(request: MathRequest, intents: readonly MathIntent[]): SolutionDraft | null {
  const segments = mathSegments(request.text);
  const equations = segments.filter((segment) => segment.includes('=') && !segment.includes('->'));
  if (equations.length >= 2) return solveSystem([equations[0]!, equations[1]!], request);
  if (equations.length === 1) return solveEquation(equations[0]!, request);
  const source = largestSegment(segments);
  const parsed = source ? parseMath(source) : null;
  if (!parsed || containsVariable(parsed.expr)) return null;
  if (parsed.expr.type === 'num' && !intents.includes('calculate')) return null;
  // "sin 30" / "جا ٣٠" in a student's message means degrees unless the student said radians.
  const expr = request.radians ? parsed.expr : withDegreeAngles(parsed.expr);
  return solveTrigValue(expr, request.language) ?? solveArithmetic(expr, request.language);
}

function route(request: MathRequest): SolutionDraft | null {
  const intents = detectIntents(request.keywords);
  const { language, text } = request;
  if (intents.includes('integral')) {
    const problem = integralProblem(text);
    return problem ? solveIntegral({ node: problem.integrand.node, integrand: problem.integrand.expr, variable: problem.variable, ...(problem.bounds ? { bounds: problem.bounds } : {}) }, language) : null;
  }
  if (intents.includes('derivative')) {
    const problem = derivativeProblem(text, request.keywords);
    return problem ? solveDerivative(problem.parsed.node, problem.parsed.expr, problem.variable, problem.order, problem.notation, language) : null;
  }
  if (intents.includes('limit') || /->/.test(text)) {
    const problem = limitProblem(text);
    if (problem) return solveLimit({ node: problem.parsed.node, expr: problem.parsed.expr, variable: problem.variable, point: problem.point }, language);
    if (intents.includes('limit')) return null;
  }
  for (const [intent, solve] of [
    ['factor', solveFactor],
    ['expand', solveExpand],
    ['simplify', solveSimplify],
  ] as const) {
    if (!intents.includes(intent)) continue;
    const parsed = expressionProblem(text);
    return parsed ? solve(parsed, language) : null;
  }
  return solveByShape(request, intents);
}

/** Solves a maths problem written in free text, or returns null when the text is not one it can do. */
export const solveMath: Solver = (text, language) => {
  try {
    if (text.length > MAX_PROBLEM_LENGTH) return null;
    const normalized = normalizeMathText(text);
    const request: MathRequest = {
      text: normalized.text,
      keywords: normalizeForSearch(text),
      language,
      variables: normalized.arabicVariables,
      radians: normalized.radians,
    };
    const draft = route(request);
    return draft ? finishSolution(draft, request.variables, language) : null;
  } catch {
    return null;
  }
};

/**
 * Evaluates an arithmetic expression exactly when possible ("3/4 + 5/6", "sqrt(12)", "sin(pi/6)", "2^10").
 * Trig arguments are radians unless marked with °. `latex` is "expression = exact value" (or "≈ decimal"),
 * `value` the decimal value. Null for anything that is not a finite arithmetic expression.
 */
export function evaluateExpression(expression: string): { latex: string; value: string } | null {
  try {
    if (expression.length > MAX_PROBLEM_LENGTH) return null;
    const parsed = parseMath(normalizeMathText(expression).text);
    if (!parsed || containsVariable(parsed.expr)) return null;
    if (!Number.isFinite(evaluateNode(parsed.node))) return null;
    const result = evaluateWithSteps(parsed.expr, 'en');
    if (!result) return null;
    const input = toLatex(parsed.expr);
    const value = valueLatex(result);
    // "1/3" is already exact: show "1/3 ≈ 0.333333" rather than "1/3 = 1/3 ≈ …".
    const exactPart = result.exact?.toLatex();
    let latex = `${input} = ${value}`;
    if (value.startsWith('\\approx')) latex = `${input} ${value}`;
    else if (exactPart === input && value !== exactPart) latex = `${input} ${value.slice(exactPart.length).trim()}`;
    return { latex, value: decimal(result.value, 10) };
  } catch {
    return null;
  }
}
