/**
 * Newton's laws for one body: weight W = mg, the second law ΣF = ma on a horizontal surface with kinetic friction
 * f = μmg, the braking force that stops a moving body (its acceleration from the equations of motion), and the
 * apparent weight in a lift N = m(g ± a). Every answer is checked by putting it back into ΣF = ma.
 */
import { m, say } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { CIRCLE } from './circular';
import { INCLINE } from './incline';
import { DECELERATES, STOPS } from './kinematics';
import { before, gravity, isFrictionCoefficient, type Problem, type Quantity } from './read';
import { solveSuvat, type SuvatValues } from './suvat';
import { findTargets, says, type TargetSpec } from './targets';
import { agrees, conversions, finish, lawStep, num, withUnit, type Answer, type Role } from './write';

const LIFT = /مصعد|اسانسير|elevator|\blift\b/;
const CONNECTED = /خيط|حبل|string|rope|cord|pulley|بكره|connected|متصل|جسمان|جسمين|two (?:blocks|bodies|masses)/;
const FRICTION_FORCE_CUE = /احتكاك|friction|مقاوم/;
const UP = /لاعلي|الي اعلي|صاعد|upwards?\b|\bup\b|going up|rising/;
const DOWN = /لاسفل|الي اسفل|هابط|downwards?\b|\bdown\b|going down|descend/;
const UNIFORM = /بسرعه (?:منتظمه|ثابته)|constant (?:speed|velocity)|uniform (?:speed|velocity)|steady/;

type Key = 'a' | 'F' | 'm' | 'f' | 'W' | 'N' | 'net';

const TARGETS: readonly TargetSpec<Key>[] = [
  { key: 'N', pattern: /الوزن الظاهري|وزنه الظاهري|قراءه الميزان|الميزان|apparent weight|scale (?:read|show)|reading|normal force|رد الفعل|قوه رد الفعل|الشد في (?:الحبل|الكابل)|tension in the cable/ },
  { key: 'f', pattern: /قوه الاحتكاك|friction(?:al)? force|force of friction/ },
  { key: 'net', pattern: /القوه المحصله|محصله القوي|net force|resultant force/ },
  { key: 'W', pattern: /الوزن|وزن|weight/ },
  { key: 'a', pattern: /العجله|عجله|عجلت(?:ه|ها)|acceleration|deceleration/ },
  { key: 'F', pattern: /القوه|قوه|force/ },
  { key: 'm', pattern: /الكتله|كتله|mass/ },
];

export function solveNewton(problem: Problem): Solution | null {
  if (says(problem, INCLINE) || says(problem, CONNECTED) || says(problem, CIRCLE)) return null;
  if (!problem.quantities.some((quantity) => quantity.dimension === 'mass' || quantity.dimension === 'force')) return null;
  const targets = findTargets(problem, TARGETS);
  if (!targets || targets.length !== 1 || problem.parts) return null;
  const target = targets[0]!.key;
  const roles: Role[] = [];
  let mass: number | undefined;
  let applied: number | undefined;
  let friction: number | undefined;
  let mu: number | undefined;
  let acceleration: number | undefined;
  const motion: Quantity[] = [];
  for (const quantity of problem.quantities) {
    const cue = before(problem, quantity, 40);
    if (quantity.dimension === 'mass' && mass === undefined) {
      mass = quantity.si;
      roles.push({ quantity, symbol: 'm' });
    } else if (quantity.dimension === 'force' && FRICTION_FORCE_CUE.test(cue) && friction === undefined) {
      friction = quantity.si;
      roles.push({ quantity, symbol: 'f' });
    } else if (quantity.dimension === 'force' && /وزن|weight/.test(cue)) {
      return null;
    } else if (quantity.dimension === 'force' && applied === undefined) {
      applied = quantity.si;
      roles.push({ quantity, symbol: 'F' });
    } else if (isFrictionCoefficient(problem, quantity) && mu === undefined) {
      mu = quantity.si;
      roles.push({ quantity, symbol: '\\mu' });
    } else if (quantity.dimension === 'acceleration' && acceleration === undefined) {
      acceleration = quantity.si;
      roles.push({ quantity, symbol: 'a' });
    } else if (['velocity', 'time', 'length'].includes(quantity.dimension)) {
      motion.push(quantity);
    } else return null;
  }
  if (says(problem, LIFT)) return liftProblem(problem, roles, mass, acceleration, target, motion.length === 0 && applied === undefined && mu === undefined);
  const g = gravity(problem);
  const { language } = problem;
  const steps: SolutionStep[] = [...conversions(roles)];
  if (mu !== undefined) {
    if (mass === undefined || g === null || friction !== undefined) return null;
    friction = mu * mass * g;
    steps.push(lawStep(language, { en: 'Kinetic friction', ar: 'قوة الاحتكاك الحركي' }, 'f = \\mu m g', `${num(mu)} \\times ${num(mass)} \\times ${num(g)}`, withUnit(num(friction), '\\text{N}'), {
      en: 'On a horizontal surface the normal reaction equals the weight, N = mg, and friction is μN, against the motion.',
      ar: 'على سطح أفقي رد الفعل العمودي يساوي الوزن N = mg، والاحتكاك = μN في عكس اتجاه الحركة.',
    }));
  }
  if (motion.length > 0) {
    if (acceleration !== undefined || mass === undefined) return null;
    acceleration = accelerationFromMotion(problem, motion, roles, steps);
    if (acceleration === undefined) return null;
  }
  const f = friction ?? 0;
  let answer: Answer;
  if (target === 'W') {
    if (mass === undefined || g === null || roles.length !== 1) return null;
    const weight = mass * g;
    steps.push(lawStep(language, { en: 'Weight', ar: 'الوزن' }, 'W = m g', `${num(mass)} \\times ${num(g)}`, withUnit(num(weight), '\\text{N}')));
    if (!agrees(weight / g, mass)) return null;
    answer = { symbol: 'W', value: weight, unit: '\\text{N}' };
  } else if (target === 'f') {
    if (friction === undefined || mu === undefined || roles.length !== 2) return null;
    answer = { symbol: 'f', value: friction, unit: '\\text{N}' };
  } else if (target === 'a' || target === 'net') {
    if (mass === undefined || applied === undefined || acceleration !== undefined) return null;
    const net = applied - f;
    if (net < 0 || (mu !== undefined && net === 0)) return null;
    if (f > 0) steps.push(lawStep(language, { en: 'Net force', ar: 'القوة المحصلة' }, '\\Sigma F = F - f', `${num(applied)} - ${num(f)}`, withUnit(num(net), '\\text{N}')));
    const a = net / mass;
    if (target === 'a') steps.push(lawStep(language, { en: "Newton's second law", ar: 'قانون نيوتن الثاني' }, 'a = \\frac{\\Sigma F}{m}', `\\frac{${num(net)}}{${num(mass)}}`, withUnit(num(a), '\\text{m/s}^{2}')));
    if (!agrees(mass * a + f, applied)) return null;
    answer = target === 'a' ? { symbol: 'a', value: a, unit: '\\text{m/s}^{2}' } : { symbol: '\\Sigma F', value: net, unit: '\\text{N}' };
  } else if (target === 'F') {
    if (mass === undefined || acceleration === undefined || applied !== undefined) return null;
    const needed = mass * Math.abs(acceleration) + f;
    const formula = f > 0 ? 'F = m a + f' : 'F = m a';
    steps.push(lawStep(language, { en: "Newton's second law", ar: 'قانون نيوتن الثاني' }, formula, `${num(mass)} \\times ${num(Math.abs(acceleration))}${f > 0 ? ` + ${num(f)}` : ''}`, withUnit(num(needed), '\\text{N}')));
    if (!agrees((needed - f) / mass, Math.abs(acceleration))) return null;
    answer = { symbol: 'F', value: needed, unit: '\\text{N}' };
  } else if (target === 'm') {
    if (applied === undefined || acceleration === undefined || mass !== undefined || f > 0 || acceleration === 0) return null;
    const found = applied / acceleration;
    steps.push(lawStep(language, { en: "Newton's second law", ar: 'قانون نيوتن الثاني' }, 'm = \\frac{F}{a}', `\\frac{${num(applied)}}{${num(acceleration)}}`, withUnit(num(found), '\\text{kg}')));
    if (!agrees(found * acceleration, applied)) return null;
    answer = { symbol: 'm', value: found, unit: '\\text{kg}' };
  } else return null;
  return finish(problem, {
    kind: target === 'W' ? 'weight' : mu !== undefined || friction !== undefined ? 'newton-friction' : 'newton-second-law',
    title: target === 'W' ? { en: 'Weight', ar: 'الوزن' } : { en: "Newton's second law", ar: 'قانون نيوتن الثاني' },
    roles,
    steps,
    answers: [answer],
    check: { en: 'Substituted back into ΣF = ma (W = mg): both sides agree ✓', ar: 'بالتعويض في ΣF = ma (أو W = mg) يتساوى الطرفان ✓' },
  });
}

/** The acceleration of a body that speeds up or brakes, from the equations of motion (for its force). */
function accelerationFromMotion(problem: Problem, motion: Quantity[], roles: Role[], steps: SolutionStep[]): number | undefined {
  const known: SuvatValues = {};
  if (says(problem, STOPS)) known.v = 0;
  const velocities = motion.filter((quantity) => quantity.dimension === 'velocity');
  if (velocities.length > 2 || (velocities.length === 2 && known.v === 0)) return undefined;
  for (const [index, quantity] of motion.entries()) {
    const key = quantity.dimension === 'time' ? 't' : quantity.dimension === 'length' ? 'd' : index > 0 && velocities.length === 2 && quantity === velocities[1] ? 'v' : 'v0';
    if (known[key] !== undefined) return undefined;
    known[key] = quantity.si;
    roles.push({ quantity, symbol: key === 'v0' ? 'v_0' : key });
  }
  if (known.v0 === undefined && /(?:من|from)\s+(?:ال)?(?:سكون|rest)/.test(problem.lower)) known.v0 = 0;
  const solved = solveSuvat(known);
  if (!solved) return undefined;
  const a = solved.values.a;
  const formula = known.t !== undefined ? 'a = \\frac{v - v_0}{t}' : 'a = \\frac{v^2 - v_0^2}{2 d}';
  const substitution = known.t !== undefined ? `\\frac{${num(solved.values.v)} - ${num(solved.values.v0)}}{${num(solved.values.t)}}` : `\\frac{${num(solved.values.v)}^2 - ${num(solved.values.v0)}^2}{2 \\times ${num(solved.values.d)}}`;
  steps.push(lawStep(problem.language, { en: 'Acceleration from the motion', ar: 'العجلة من معادلات الحركة' }, formula, substitution, withUnit(num(a), '\\text{m/s}^{2}')));
  if (a < 0 || says(problem, DECELERATES)) steps.push({ text: say(problem.language, 'The force is opposite to the motion; we give its magnitude.', 'القوة في عكس اتجاه الحركة؛ نحسب مقدارها.') });
  return a;
}

function liftProblem(problem: Problem, roles: Role[], mass: number | undefined, acceleration: number | undefined, target: Key, onlyMassAndA: boolean): Solution | null {
  const g = gravity(problem);
  if (g === null || mass === undefined || !onlyMassAndA || target !== 'N') return null;
  const up = says(problem, UP);
  const down = says(problem, DOWN);
  let a = acceleration ?? (says(problem, UNIFORM) ? 0 : undefined);
  if (a === undefined) return null;
  if (a !== 0 && up === down) return null;
  if (a !== 0 && says(problem, DECELERATES)) a = up ? -a : a;
  else if (down) a = -a;
  const { language } = problem;
  const apparent = mass * (g + a);
  const sign = a >= 0 ? '+' : '-';
  const steps: SolutionStep[] = [
    ...conversions(roles),
    {
      text: say(language, `Take upwards as positive: the lift's acceleration is ${m(`a = ${num(a)}\\ \\text{m/s}^{2}`)}`, `نعتبر الاتجاه لأعلى موجبًا: عجلة المصعد ${m(`a = ${num(a)}\\ \\text{m/s}^{2}`)}`),
      detail: say(language, 'The scale pushes up with N, gravity pulls down with mg; their difference gives the acceleration: N − mg = ma.', 'الميزان يدفع لأعلى بقوة N والجاذبية تشد لأسفل بقوة mg، والفرق بينهما يكسب الجسم العجلة: N − mg = ma.'),
    },
    lawStep(language, { en: 'Apparent weight', ar: 'الوزن الظاهري' }, `N = m(g ${sign} |a|)`, `${num(mass)} \\times (${num(g)} ${sign} ${num(Math.abs(a))})`, withUnit(num(apparent), '\\text{N}')),
  ];
  if (apparent < 0 || !agrees(apparent - mass * g, mass * a)) return null;
  return finish(problem, {
    kind: 'lift-apparent-weight',
    title: { en: 'Apparent weight in a lift', ar: 'الوزن الظاهري في المصعد' },
    roles,
    steps,
    answers: [{ symbol: 'N', value: apparent, unit: '\\text{N}' }],
    check: { en: `${m('N - mg = ma')} holds ✓`, ar: `العلاقة ${m('N - mg = ma')} متحققة ✓` },
  });
}
