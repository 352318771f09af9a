/**
 * Two bodies joined by a light string: both hanging over a pulley (Atwood), one on a table pulled by one hanging
 * over its edge, or both on a horizontal surface pulled by a force on one of them; friction μ on the horizontal
 * part when given. The system's acceleration and the string's tension, checked by Newton's second law written
 * separately for each body.
 */
import { say } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { after, before, gravity, isFrictionCoefficient, type Problem, type Quantity } from './read';
import { findTargets, says, type TargetSpec } from './targets';
import { agrees, conversions, finish, lawStep, num, withUnit, type Answer, type Role } from './write';

const CONNECTED = /خيط|حبل|string|rope|cord|pulley|بكره|connected|متصل/;
const HANGS = /معلق|تتدلي|يتدلي|متدلي|يتدلى|hang|hung|hanging|suspended|atwood/;
const TABLE = /سطح|منضده|طاوله|table|surface|floor/;
const FIRST = /الاول|first|الاصغر|smaller|lighter|الاخف/;
const SECOND = /الثاني|second|الاكبر|larger|heavier|الاثقل/;

type Key = 'a' | 'T';

const TARGETS: readonly TargetSpec<Key>[] = [
  { key: 'a', pattern: /العجله|عجله|acceleration/ },
  { key: 'T', pattern: /الشد|شد|tension/ },
];

interface System {
  /** The acceleration and tension, and each body's own equation as [left, right] for the check. */
  a: number;
  T: number;
  equations: [number, number][];
  steps: SolutionStep[];
}

export function solveConnected(problem: Problem): Solution | null {
  if (!says(problem, CONNECTED)) return null;
  const g = gravity(problem);
  const targets = findTargets(problem, TARGETS);
  if (!targets) return null;
  const masses = problem.quantities.filter((quantity) => quantity.dimension === 'mass');
  const forces = problem.quantities.filter((quantity) => quantity.dimension === 'force');
  const mus = problem.quantities.filter((quantity) => isFrictionCoefficient(problem, quantity));
  if (masses.length < 2 || forces.length > 1 || mus.length > 1 || masses.length + forces.length + mus.length !== problem.quantities.length) return null;
  const [first, second] = masses as [Quantity, Quantity];
  const roles: Role[] = [{ quantity: first, symbol: 'm_1' }, { quantity: second, symbol: 'm_2' }];
  if (mus[0]) roles.push({ quantity: mus[0], symbol: '\\mu' });
  const mu = mus[0]?.si ?? 0;
  const { language } = problem;
  let system: System | null = null;
  if (forces.length === 1) {
    const force = forces[0]!;
    roles.push({ quantity: force, symbol: 'F' });
    const reference = masses[2];
    if (masses.length > 3 || says(problem, HANGS)) return null;
    let pulled: 0 | 1 | null = null;
    if (reference) {
      if (agrees(reference.si, first.si) === agrees(reference.si, second.si)) return null;
      pulled = agrees(reference.si, first.si) ? 0 : 1;
      roles.push({ quantity: reference, symbol: pulled === 0 ? 'm_1' : 'm_2' });
    } else {
      const near = after(problem, force, 40);
      if (FIRST.test(near) === SECOND.test(near)) return null;
      const heavierFirst = first.si > second.si;
      const namesSize = /اكبر|larger|heavier|اثقل|اصغر|smaller|lighter|اخف/.test(near);
      const wantsFirst = FIRST.test(near);
      pulled = namesSize ? ((/اكبر|larger|heavier|اثقل/.test(near) ? heavierFirst : !heavierFirst) ? 0 : 1) : wantsFirst ? 0 : 1;
    }
    if (mu > 0 && g === null) return null;
    system = pulledSystem(language, force.si, pulled === 0 ? first.si : second.si, pulled === 0 ? second.si : first.si, mu, g ?? 0);
  } else if (g !== null && says(problem, HANGS)) {
    const table = says(problem, TABLE) ? masses.findIndex((mass) => TABLE.test(after(problem, mass, 45)) || TABLE.test(before(problem, mass, 30))) : -1;
    if (masses.length !== 2) return null;
    if (table < 0) {
      if (mu > 0 || says(problem, TABLE)) return null;
      system = atwood(language, first.si, second.si, g);
    } else {
      const hanging = masses[1 - table]!;
      if (TABLE.test(before(problem, hanging, 30)) && !HANGS.test(before(problem, hanging, 40))) return null;
      system = tableSystem(language, masses[table]!.si, hanging.si, mu, g);
    }
  }
  if (!system || system.a <= 0) return null;
  if (system.equations.some(([left, right]) => !agrees(left, right))) return null;
  const answers: Answer[] = targets.map((target) =>
    target.key === 'a' ? { symbol: 'a', value: system.a, unit: '\\text{m/s}^{2}', part: target.part } : { symbol: 'T', value: system.T, unit: '\\text{N}', part: target.part },
  );
  return finish(problem, {
    kind: 'connected-bodies',
    title: { en: 'Two connected bodies', ar: 'جسمان متصلان بخيط' },
    roles,
    steps: [...conversions(roles), { text: say(language, 'The string is light and taut: both bodies share one acceleration and one tension.', 'الخيط خفيف ومشدود: للجسمين العجلة نفسها والشد نفسه.') }, ...system.steps],
    answers,
    check: { en: "Newton's second law holds for each body separately ✓", ar: 'قانون نيوتن الثاني يتحقق لكل جسم على حدة ✓' },
  });
}

function atwood(language: Problem['language'], m1: number, m2: number, g: number): System {
  const [heavy, light] = m1 >= m2 ? [m1, m2] : [m2, m1];
  const a = ((heavy - light) * g) / (heavy + light);
  const T = light * (g + a);
  return {
    a,
    T,
    equations: [[heavy * g - T, heavy * a], [T - light * g, light * a]],
    steps: [
      lawStep(language, { en: 'Acceleration (the heavier body goes down)', ar: 'العجلة (الجسم الأثقل يهبط)' }, 'a = \\frac{(m_{heavy} - m_{light}) g}{m_1 + m_2}', `\\frac{(${num(heavy)} - ${num(light)}) \\times ${num(g)}}{${num(heavy)} + ${num(light)}}`, withUnit(num(a), '\\text{m/s}^{2}'), {
        en: 'The difference of the weights drives both masses together.',
        ar: 'الفرق بين الوزنين هو القوة المحصلة التي تحرك الكتلتين معًا.',
      }),
      lawStep(language, { en: 'Tension, from the lighter body', ar: 'الشد، من الجسم الأخف' }, 'T = m_{light} (g + a)', `${num(light)} \\times (${num(g)} + ${num(a)})`, withUnit(num(T), '\\text{N}')),
    ],
  };
}

function tableSystem(language: Problem['language'], onTable: number, hanging: number, mu: number, g: number): System {
  const friction = mu * onTable * g;
  const a = (hanging * g - friction) / (onTable + hanging);
  const T = onTable * a + friction;
  return {
    a,
    T,
    equations: [[hanging * g - T, hanging * a], [T - friction, onTable * a]],
    steps: [
      lawStep(language, { en: 'Acceleration', ar: 'العجلة' }, mu > 0 ? 'a = \\frac{m_{hang} g - \\mu m_{table} g}{m_1 + m_2}' : 'a = \\frac{m_{hang} g}{m_1 + m_2}', `\\frac{${num(hanging)} \\times ${num(g)}${mu > 0 ? ` - ${num(friction)}` : ''}}{${num(onTable + hanging)}}`, withUnit(num(a), '\\text{m/s}^{2}')),
      lawStep(language, { en: 'Tension, from the body on the table', ar: 'الشد، من الجسم على المنضدة' }, mu > 0 ? 'T = m_{table} a + \\mu m_{table} g' : 'T = m_{table} a', `${num(onTable)} \\times ${num(a)}${mu > 0 ? ` + ${num(friction)}` : ''}`, withUnit(num(T), '\\text{N}')),
    ],
  };
}

function pulledSystem(language: Problem['language'], force: number, pulled: number, other: number, mu: number, g: number): System {
  const friction = mu * (pulled + other) * g;
  const a = (force - friction) / (pulled + other);
  const T = other * a + mu * other * g;
  return {
    a,
    T,
    equations: [[force - T - mu * pulled * g, pulled * a], [T - mu * other * g, other * a]],
    steps: [
      lawStep(language, { en: 'The whole system', ar: 'المجموعة كلها' }, mu > 0 ? 'a = \\frac{F - \\mu (m_1 + m_2) g}{m_1 + m_2}' : 'a = \\frac{F}{m_1 + m_2}', `\\frac{${num(force)}${mu > 0 ? ` - ${num(friction)}` : ''}}{${num(pulled + other)}}`, withUnit(num(a), '\\text{m/s}^{2}')),
      lawStep(language, { en: 'The string alone pulls the other body', ar: 'الخيط وحده يشد الجسم الآخر' }, mu > 0 ? 'T = m a + \\mu m g' : 'T = m a', `${num(other)} \\times ${num(a)}${mu > 0 ? ` + ${num(mu * other * g)}` : ''}`, withUnit(num(T), '\\text{N}'), {
        en: 'Take the body that is not pulled by F: the only horizontal force on it is the tension.',
        ar: 'نأخذ الجسم الذي لا تؤثر عليه F: القوة الأفقية الوحيدة عليه هي الشد.',
      }),
    ],
  };
}
