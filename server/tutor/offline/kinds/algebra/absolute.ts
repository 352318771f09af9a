/**
 * Absolute-value equations |u| = r and |u| = |v|: the two cases u = r, u = −r (or u = ±v), each solved exactly,
 * and every candidate substituted back so that a root making r negative is rejected.
 */
import type { SolutionStep } from '../../solution';
import { fractionToLatex, isNegative } from '../../math/rational';
import { contentAndPrimitive } from '../../math/univariate';
import { clearDenominators } from './equation';
import { latex, unwrap, hasVariable, type Node } from './expr';
import { m, noMissedRoot, rootsAnswer, rootsResult, satisfies, say, substitutionCheck, type Outcome, type TutorLanguage } from './format';
import { addPoly, degree, polyLatex, realRoots, toRational, type ExactRoot } from './poly';

const negated = (node: Node): Node => ({ kind: 'neg', arg: { kind: 'group', arg: node } });

export function solveAbsoluteEquation(left: Node, right: Node, variable: string, language: TutorLanguage): Outcome | null {
  let [a, b] = [unwrap(left), unwrap(right)];
  if (a.kind !== 'abs') [a, b] = [b, a];
  if (a.kind !== 'abs') return null;
  const u = a.arg;
  const bothAbs = b.kind === 'abs';
  const r = bothAbs ? (b as Extract<Node, { kind: 'abs' }>).arg : b;
  const x = variable;
  const steps: SolutionStep[] = [];
  if (!hasVariable(r)) {
    const constant = toRational(r, x);
    if (!constant || degree(constant.den) !== 0) return null;
    const value = constant.num[0]!.div(constant.den[0]!);
    if (!bothAbs && isNegative(value)) {
      steps.push({
        text: say(language, `An absolute value is never negative, but the right side is ${m(fractionToLatex(value))}.`, `القيمة المطلقة لا تكون سالبة أبدًا، والطرف الآخر ${m(fractionToLatex(value))} سالب.`),
        detail: say(language, '|u| is a distance, so |u| ≥ 0 for every u.', '|u| مسافة، إذن |u| ≥ 0 لكل u.'),
      });
      return finish(left, right, x, [], [], steps, language);
    }
  }
  const cases: Array<[Node, Node]> = [
    [u, r],
    [u, negated(r)],
  ];
  steps.push({
    text: say(
      language,
      `Remove the absolute value: ${m(`${latex(u)} = ${latex(r)}`)} or ${m(`${latex(u)} = -\\left(${latex(r)}\\right)`)}${bothAbs ? '' : `, with the condition ${m(`${latex(r)} \\ge 0`)}`}.`,
      `نفك القيمة المطلقة: ${m(`${latex(u)} = ${latex(r)}`)} أو ${m(`${latex(u)} = -\\left(${latex(r)}\\right)`)}${bothAbs ? '' : `، بشرط ${m(`${latex(r)} \\ge 0`)}`}.`,
    ),
    detail: say(language, '|u| = r (with r ≥ 0) means u = r or u = −r.', '|u| = r (حيث r ≥ 0) تعني u = r أو u = −r.'),
  });
  const candidates: ExactRoot[] = [];
  for (const [index, [lhs, rhs]] of cases.entries()) {
    const cleared = clearDenominators(lhs, rhs, x);
    if (!cleared || degree(cleared.lcd) > 0) return null;
    const p = contentAndPrimitive(addPoly(cleared.left, cleared.right, -1)).primitive;
    if (degree(p) < 1) {
      if (degree(p) === -1) return null;
      continue;
    }
    const roots = realRoots(p);
    if (!roots) return null;
    const label = say(language, `Case ${index + 1}:`, `الحالة ${index + 1}:`);
    const found = roots.length ? roots.map((root) => m(`${x} = ${root.latex}`)).join(say(language, ' or ', ' أو ')) : say(language, 'no real root', 'لا جذور حقيقية');
    steps.push({ text: `${label} ${m(`${polyLatex(p, x)} = 0`)} ⟹ ${found}.` });
    for (const root of roots) if (!candidates.some((c) => Math.abs(c.value - root.value) < 1e-12)) candidates.push(root);
  }
  candidates.sort((p, q) => p.value - q.value);
  const kept = candidates.filter((root) => satisfies(left, right, { [x]: root.value }));
  const rejected = candidates.filter((root) => !kept.includes(root));
  if (rejected.length > 0) {
    const list = rejected.map((root) => m(`${x} = ${root.latex}`)).join(say(language, ', ', '، '));
    steps.push({ text: say(language, `${list} makes ${m(latex(r))} negative, so it is rejected.`, `${list} تجعل ${m(latex(r))} سالبًا فهي مرفوضة.`) });
  }
  return finish(left, right, x, kept, rejected, steps, language);
}

function finish(left: Node, right: Node, x: string, kept: ExactRoot[], rejected: ExactRoot[], steps: SolutionStep[], language: TutorLanguage): Outcome | null {
  if (!kept.every((root) => satisfies(left, right, { [x]: root.value }))) return null;
  if (!noMissedRoot(left, right, x, kept)) return null;
  return {
    kind: 'absolute-equation',
    title: say(language, 'Solving an absolute-value equation', 'حل معادلة قيمة مطلقة'),
    steps,
    answer: rootsAnswer(x, kept, language),
    check: substitutionCheck(kept, rejected, x, language),
    result: rootsResult(kept),
  };
}
