/**
 * Inequalities in one variable (linear, quadratic, rational, absolute value, double inequalities): the critical
 * points where a side can change sign, a sign table, the solution set as intervals, and a check of the set
 * against the original inequality at many points.
 */
import type { SolutionStep } from '../../solution';
import { evaluate, type Node } from './expr';
import { m, say, type Outcome, type TutorLanguage } from './format';
import { simpleAbsoluteSteps, linearSteps } from './inequalitySteps';
import { realRoots, toRational, valueAt, type ExactRoot, type RationalFunction } from './poly';
import type { ReadRelation, Relation } from './read';

/** a ⋚ b, with a tolerance so that an irrational root (2 + √3 in floating point) counts as equality. */
function holds(a: number, b: number, relation: Relation): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  const tolerance = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (relation === '<') return a < b - tolerance;
  if (relation === '>') return a > b + tolerance;
  if (relation === '<=') return a <= b + tolerance;
  if (relation === '>=') return a >= b - tolerance;
  return false;
}

function predicate(relation: ReadRelation, variable: string): (x: number) => boolean {
  return (x) => relation.relations.every((r, i) => holds(evaluate(relation.sides[i]!, { [variable]: x }), evaluate(relation.sides[i + 1]!, { [variable]: x }), r));
}

/** The tree with its |…| replaced by ±(…) according to `signs`. */
function withSigns(node: Node, signs: number[], counter: { i: number }): Node {
  switch (node.kind) {
    case 'abs': {
      const sign = signs[counter.i++] ?? 1;
      const arg = withSigns(node.arg, signs, counter);
      return sign > 0 ? { kind: 'group', arg } : { kind: 'neg', arg: { kind: 'group', arg } };
    }
    case 'add':
    case 'mul':
    case 'div':
      return { ...node, left: withSigns(node.left, signs, counter), right: withSigns(node.right, signs, counter) };
    case 'pow':
      return { ...node, base: withSigns(node.base, signs, counter), exponent: withSigns(node.exponent, signs, counter) };
    case 'neg':
    case 'group':
      return { ...node, arg: withSigns(node.arg, signs, counter) };
    default:
      return node;
  }
}

function countAbs(node: Node): number {
  if (node.kind === 'abs') return 1 + countAbs(node.arg);
  if ('left' in node) return countAbs(node.left) + countAbs(node.right);
  if (node.kind === 'pow') return countAbs(node.base) + countAbs(node.exponent);
  if ('arg' in node && node.kind !== 'log') return countAbs(node.arg);
  return 0;
}

/** Every point where some side difference can change sign: zeros and poles of each piece (|u| as ±u) and zeros of each u. */
function criticalPoints(relation: ReadRelation, variable: string): { points: ExactRoot[]; rational: RationalFunction | null } | null {
  const points: ExactRoot[] = [];
  const add = (roots: ExactRoot[] | null): boolean => {
    if (!roots) return false;
    for (const root of roots) if (!points.some((p) => Math.abs(p.value - root.value) < 1e-12)) points.push(root);
    return true;
  };
  let single: RationalFunction | null = null;
  for (let i = 0; i + 1 < relation.sides.length; i += 1) {
    const difference: Node = { kind: 'add', op: '-', left: relation.sides[i]!, right: { kind: 'group', arg: relation.sides[i + 1]! } };
    const count = countAbs(difference);
    if (count > 2) return null;
    for (let mask = 0; mask < 1 << count; mask += 1) {
      const signs = Array.from({ length: count }, (_, k) => ((mask >> k) & 1 ? -1 : 1));
      const piece = toRational(withSigns(difference, signs, { i: 0 }), variable);
      if (!piece || !add(realRoots(piece.num)) || !add(realRoots(piece.den))) return null;
      if (count === 0 && relation.sides.length === 2) single = piece;
    }
    const absArgs: Node[] = [];
    const collect = (node: Node): void => {
      if (node.kind === 'abs') absArgs.push(node.arg);
      if ('left' in node) (collect(node.left), collect(node.right));
      else if (node.kind === 'pow') (collect(node.base), collect(node.exponent));
      else if ('arg' in node) collect(node.arg);
    };
    collect(difference);
    for (const arg of absArgs) {
      const r = toRational(arg, variable);
      if (!r || !add(realRoots(r.num))) return null;
    }
  }
  return { points: points.sort((a, b) => a.value - b.value), rational: single };
}

interface Piece {
  lo: ExactRoot | null;
  hi: ExactRoot | null;
  loClosed: boolean;
  hiClosed: boolean;
}

function setText(pieces: readonly Piece[]): { text: string; latex: string } {
  if (pieces.length === 0) return { text: '{}', latex: '\\varnothing' };
  if (pieces.length === 1 && !pieces[0]!.lo && !pieces[0]!.hi) return { text: 'R', latex: '\\mathbb{R}' };
  const text = pieces.map((p) => (p.lo && p.hi && p.lo === p.hi ? `{${p.lo.text}}` : `${p.loClosed ? '[' : '('}${p.lo ? p.lo.text : '-inf'}, ${p.hi ? p.hi.text : 'inf'}${p.hiClosed ? ']' : ')'}`));
  const latexPieces = pieces.map((p) => (p.lo && p.hi && p.lo === p.hi ? `\\{${p.lo.latex}\\}` : `${p.loClosed ? '[' : '('}${p.lo ? p.lo.latex : '-\\infty'}, ${p.hi ? p.hi.latex : '\\infty'}${p.hiClosed ? ']' : ')'}`));
  return { text: text.join(' U '), latex: latexPieces.join(' \\cup ') };
}

const signOf = (value: number): string => (!Number.isFinite(value) ? '∄' : Math.abs(value) < 1e-12 ? '0' : value > 0 ? '+' : '−');

function signTable(points: readonly ExactRoot[], cells: readonly number[], rational: RationalFunction, variable: string, language: TutorLanguage): string {
  const columns: string[] = [];
  const samples: number[] = [];
  points.forEach((point, i) => {
    columns.push(i === 0 ? `(-\\infty, ${point.latex})` : `(${points[i - 1]!.latex}, ${point.latex})`);
    samples.push(cells[i]!);
    columns.push(point.latex);
    samples.push(point.value);
  });
  columns.push(points.length ? `(${points[points.length - 1]!.latex}, \\infty)` : '\\mathbb{R}');
  samples.push(cells[cells.length - 1]!);
  const row = (label: string, values: number[]): string => `| ${label} | ${values.map(signOf).join(' | ')} |`;
  const num = samples.map((x) => valueAt(rational.num, x));
  const den = samples.map((x) => valueAt(rational.den, x));
  const lines = [`| ${m(variable)} | ${columns.map(m).join(' | ')} |`, `|${'---|'.repeat(columns.length + 1)}`, row(say(language, 'numerator', 'البسط'), num)];
  const constantDen = rational.den.length <= 1;
  if (!constantDen) lines.push(row(say(language, 'denominator', 'المقام'), den));
  lines.push(row(say(language, 'expression', 'المقدار'), samples.map((_, i) => (den[i] === 0 ? Number.NaN : num[i]! / den[i]!))));
  return lines.join('\n');
}

/** Solves an inequality (or a double one) in `variable`; null when it cannot read or verify it. */
export function solveInequality(relation: ReadRelation, variable: string, language: TutorLanguage): Outcome | null {
  const critical = criticalPoints(relation, variable);
  if (!critical || critical.points.length > 12) return null;
  const { points } = critical;
  const test = predicate(relation, variable);
  const cells = points.length === 0 ? [0] : [points[0]!.value - 1, ...points.slice(1).map((p, i) => (points[i]!.value + p.value) / 2), points[points.length - 1]!.value + 1];
  const cellIn = cells.map(test);
  const pointIn = points.map((p) => test(p.value));
  const pieces: Piece[] = [];
  let open: Piece | null = null;
  for (let i = 0; i < cells.length; i += 1) {
    if (cellIn[i]) {
      if (!open) open = { lo: points[i - 1] ?? null, hi: null, loClosed: i > 0 && pointIn[i - 1]!, hiClosed: false };
    }
    if (i === cells.length - 1) break;
    const point = points[i]!;
    if (open && !(pointIn[i] && cellIn[i + 1])) {
      pieces.push({ ...open, hi: point, hiClosed: pointIn[i]! });
      open = null;
    } else if (!open && pointIn[i]) {
      if (cellIn[i + 1]) open = { lo: point, hi: null, loClosed: true, hiClosed: false };
      else pieces.push({ lo: point, hi: point, loClosed: true, hiClosed: true });
    }
  }
  if (open) pieces.push(open);
  if (!verifySet(pieces, test, points)) return null;
  const set = setText(pieces);
  const steps: SolutionStep[] = [];
  const x = variable;
  const special = linearSteps(relation, x, language, set.latex) ?? simpleAbsoluteSteps(relation, x, language, set.latex);
  if (special) steps.push(...special);
  else {
    const rational = critical.rational;
    const list = points.map((p) => m(p.latex)).join(say(language, ', ', '، '));
    if (!rational) {
      steps.push(...testPointSteps(points, cells, cellIn, pointIn, list, x, language));
      steps.push({ text: say(language, `Keep the parts where the inequality holds: ${m(set.latex)}.`, `نأخذ الفترات التي تتحقق فيها المتباينة: ${m(set.latex)}.`) });
    } else {
    steps.push({
      text: say(language, `Bring everything to one side and find where the numerator or the denominator is zero: ${list || 'nowhere'}.`, `ننقل كل الحدود لطرف واحد ونوجد أصفار البسط والمقام: ${list || 'لا توجد'}.`),
      detail: say(language, 'An expression can change sign only where it is zero or undefined, so its sign is constant between these points.', 'المقدار لا يغير إشارته إلا عند أصفاره أو حيث يكون غير معرف، فإشارته ثابتة بين هذه النقاط.'),
    });
    steps.push({ text: `${say(language, 'Sign table:', 'جدول الإشارة:')}\n\n${signTable(points, cells, rational, x, language)}` });
    steps.push({ text: say(language, `Keep the parts where the inequality holds: ${m(set.latex)}.`, `نأخذ الفترات التي تتحقق فيها المتباينة: ${m(set.latex)}.`) });
    }
  }
  const kind = critical.rational ? (critical.rational.den.length > 1 ? 'rational-inequality' : critical.rational.num.length > 3 ? 'polynomial-inequality' : critical.rational.num.length === 3 ? 'quadratic-inequality' : 'linear-inequality') : relation.sides.length > 2 ? 'linear-inequality' : 'absolute-inequality';
  return {
    kind,
    title: say(language, 'Solving an inequality', 'حل متباينة'),
    steps,
    answer: say(language, `The solution set is ${m(set.latex)}.`, `مجموعة الحل ${m(set.latex)}.`),
    check: say(language, 'Checked: test values inside and outside the solution set were substituted into the original inequality.', 'تحققنا بالتعويض بقيم من داخل مجموعة الحل وخارجها في المتباينة الأصلية.'),
    result: { intervals: set.text },
  };
}

/** Critical points of |…| on both sides, then one test value per interval (and each point) in the original inequality. */
function testPointSteps(points: readonly ExactRoot[], cells: readonly number[], cellIn: readonly boolean[], pointIn: readonly boolean[], list: string, x: string, language: TutorLanguage): SolutionStep[] {
  const columns: string[] = [];
  const values: number[] = [];
  const truth: boolean[] = [];
  cells.forEach((cell, i) => {
    columns.push(m(String(Number(cell.toFixed(3)))));
    values.push(cell);
    truth.push(cellIn[i]!);
    if (i < points.length) {
      columns.push(m(points[i]!.latex));
      values.push(points[i]!.value);
      truth.push(pointIn[i]!);
    }
  });
  const yes = say(language, '✓', '✓');
  const no = say(language, '✗', '✗');
  const table = [`| ${m(x)} | ${columns.join(' | ')} |`, `|${'---|'.repeat(columns.length + 1)}`, `| ${say(language, 'holds?', 'تتحقق؟')} | ${truth.map((t) => (t ? yes : no)).join(' | ')} |`].join('\n');
  return [
    {
      text: say(language, `The sides can only cross where the expressions inside |…| change sign or the two sides are equal: ${list || 'nowhere'}.`, `الطرفان لا يتبادلان الترتيب إلا عند تغير إشارة ما داخل |…| أو تساوي الطرفين: ${list || 'لا توجد'}.`),
      detail: say(language, 'Between consecutive critical points the inequality is either true everywhere or false everywhere, so one test value decides.', 'بين كل نقطتين حرجتين متتاليتين تكون المتباينة صحيحة في كل مكان أو خاطئة في كل مكان، فتكفي قيمة اختبار واحدة.'),
    },
    { text: `${say(language, 'Test one value from each interval in the original inequality:', 'نعوض بقيمة من كل فترة في المتباينة الأصلية:')}\n\n${table}` },
  ];
}

/** The set agrees with the inequality at the critical points and at many points in between and beyond. */
function verifySet(pieces: readonly Piece[], test: (x: number) => boolean, points: readonly ExactRoot[]): boolean {
  const inSet = (x: number): boolean =>
    pieces.some((p) => (p.lo ? (p.loClosed ? x >= p.lo.value - 1e-12 : x > p.lo.value) : true) && (p.hi ? (p.hiClosed ? x <= p.hi.value + 1e-12 : x < p.hi.value) : true));
  const lo = (points[0]?.value ?? 0) - 20;
  const hi = (points[points.length - 1]?.value ?? 0) + 20;
  for (let k = 0; k <= 997; k += 1) {
    const x = lo + ((hi - lo) * k) / 997 + 1e-7;
    if (points.some((p) => Math.abs(p.value - x) < 1e-6)) continue;
    if (inSet(x) !== test(x)) return false;
  }
  return points.every((p) => inSet(p.value) === test(p.value));
}
