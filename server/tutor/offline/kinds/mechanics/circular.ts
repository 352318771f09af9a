/**
 * Uniform circular motion and orbits: from the radius with the speed, the period, the frequency (Hz, rev/min,
 * n revolutions in t) or the angular velocity, the other descriptions of the motion (v = ωr, ω = 2πf, T = 1/f),
 * the centripetal acceleration v²/r and force mv²/r (the tension of a string in a horizontal circle); a
 * satellite's speed √(GM/r) when G and the planet's mass are given. Checked by a second route (ω²r = v²/r,
 * gravity = centripetal force).
 */
import { m, say } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { after, before, type Problem } from './read';
import { findTargets, says, type TargetSpec } from './targets';
import { agrees, conversions, finish, lawStep, num, withUnit, type Answer, type Role } from './write';

export const CIRCLE = /دائر|منحني|منعطف|(?<![\u0621-\u064A])(?:بت|بي|هت|هي|ت|ي)لف(?![\u0621-\u064A])|\bcurve|\bbend\b|roundabout|مسار دائري|circle|circular|orbit|مدار|يدور|تدور|revolv|revolution|whirl|rotat|centripetal|مركزي|قمر صناعي|satellite/;
const RADIUS_CUE = /نصف? (?:ال)?قطر|radius|طول(?:ه|ها)? (?:ال)?(?:خيط|حبل)|طوله|string (?:of length|is)|length/;
const PERIOD_CUE = /زمن(?:ه|ها)? (?:ال)?دوري|زمن (?:ال)?دوره|period|(?:one|each|a) (?:revolution|rotation|turn)|دوره (?:واحده|كامله) (?:كل|في)/;
const PLANET_CUE = /الارض|earth|planet|كوكب|الشمس|sun|القمر|moon/;
const COUNT_CUE = /^\s*(?:دوره|دورات|لفه|لفات|revolutions?|rev|turns?|rotations?)/;

type Key = 'ac' | 'Fc' | 'T' | 'f' | 'w' | 'v';

const TARGETS: readonly TargetSpec<Key>[] = [
  { key: 'ac', pattern: /العجله المركزيه|عجله مركزيه|centripetal acceleration|العجله|acceleration/ },
  { key: 'Fc', pattern: /قوه الجذب المركزيه|القوه المركزيه|centripetal force|قوه الشد|الشد|tension|القوه|force/ },
  { key: 'T', pattern: /الزمن الدوري|زمن(?:ه|ها)? الدوري|زمن الدوره|period/ },
  { key: 'f', pattern: /التردد|تردد|frequency/ },
  { key: 'w', pattern: /السرعه الزاويه|angular (?:velocity|speed)|ω/ },
  { key: 'v', pattern: /السرعه المداريه|orbital (?:speed|velocity)|السرعه الخطيه|linear (?:speed|velocity)|السرعه|سرعت(?:ه|ها)|speed|velocity/ },
];

interface Motion {
  r?: number;
  v?: number;
  mass?: number;
  f?: number;
  planet?: number;
}

export function solveCircular(problem: Problem): Solution | null {
  if (!says(problem, CIRCLE) || problem.g) return null;
  const targets = findTargets(problem, TARGETS);
  if (!targets) return null;
  const roles: Role[] = [];
  const motion: Motion = {};
  let count: number | undefined;
  let duration: number | undefined;
  let period: number | undefined;
  const steps: SolutionStep[] = [];
  const { language } = problem;
  const take = (key: keyof Motion, value: number): boolean => {
    if (motion[key] !== undefined) return false;
    motion[key] = value;
    return true;
  };
  for (const quantity of problem.quantities) {
    const cue = before(problem, quantity, 40);
    let ok = true;
    let symbol: string;
    if (quantity.dimension === 'length') ((symbol = 'r'), (ok = RADIUS_CUE.test(cue) && take('r', quantity.si)));
    else if (quantity.dimension === 'velocity') ((symbol = 'v'), (ok = take('v', quantity.si)));
    else if (quantity.dimension === 'mass' && PLANET_CUE.test(cue)) ((symbol = 'M'), (ok = take('planet', quantity.si)));
    else if (quantity.dimension === 'mass') ((symbol = 'm'), (ok = take('mass', quantity.si)));
    else if (quantity.dimension === 'frequency' || quantity.dimension === 'revolutions-per-minute') ((symbol = 'f'), (ok = take('f', quantity.si)));
    else if (quantity.dimension === 'angular-velocity') ((symbol = '\\omega'), (ok = take('f', quantity.si / (2 * Math.PI))));
    else if (quantity.dimension === 'none' && COUNT_CUE.test(after(problem, quantity, 12)) && count === undefined) ((symbol = 'n'), (count = quantity.si));
    else if (quantity.dimension === 'time' && PERIOD_CUE.test(cue) && period === undefined) ((symbol = 'T'), (period = quantity.si));
    else if (quantity.dimension === 'time' && duration === undefined) ((symbol = 't'), (duration = quantity.si));
    else return null;
    if (!ok) return null;
    roles.push({ quantity, symbol });
  }
  steps.push(...conversions(roles));
  if (count !== undefined || duration !== undefined) {
    if (count === undefined || duration === undefined || !take('f', count / duration)) return null;
    steps.push(lawStep(language, { en: 'Frequency', ar: 'التردد' }, 'f = \\frac{n}{t}', `\\frac{${num(count)}}{${num(duration)}}`, withUnit(num(motion.f!), '\\text{Hz}')));
  }
  if (period !== undefined) {
    if (!take('f', 1 / period)) return null;
    steps.push(lawStep(language, { en: 'Frequency', ar: 'التردد' }, 'f = \\frac{1}{T}', `\\frac{1}{${num(period)}}`, withUnit(num(motion.f!), '\\text{Hz}')));
  }
  if (problem.bigG || motion.planet !== undefined) {
    if (!problem.bigG || motion.planet === undefined || motion.r === undefined || motion.v !== undefined || motion.f !== undefined) return null;
    motion.v = Math.sqrt((problem.bigG.si * motion.planet) / motion.r);
    steps.push(lawStep(language, { en: 'Gravity supplies the centripetal force', ar: 'قوة الجذب هي القوة المركزية' }, 'v = \\sqrt{\\frac{G M}{r}}', `\\sqrt{\\frac{${num(problem.bigG.si)} \\times ${num(motion.planet)}}{${num(motion.r)}}}`, withUnit(num(motion.v), '\\text{m/s}'), {
      en: 'GMm/r² = mv²/r, so v² = GM/r: the satellite’s own mass cancels.',
      ar: 'GMm/r² = mv²/r ومنها v² = GM/r: كتلة القمر الصناعي تُختصر.',
    }));
    if (!agrees(motion.v ** 2 / motion.r, (problem.bigG.si * motion.planet) / motion.r ** 2)) return null;
  }
  if (motion.f !== undefined && motion.r !== undefined) {
    if (motion.v !== undefined) return null;
    motion.v = 2 * Math.PI * motion.r * motion.f;
    steps.push(lawStep(language, { en: 'Linear speed', ar: 'السرعة الخطية' }, 'v = 2 \\pi r f', `2 \\pi \\times ${num(motion.r)} \\times ${num(motion.f)}`, withUnit(num(motion.v), '\\text{m/s}')));
  }
  if (motion.v !== undefined && motion.r !== undefined && motion.f === undefined) motion.f = motion.v / (2 * Math.PI * motion.r);
  const answers: Answer[] = [];
  for (const target of targets) {
    const answer = answerFor(target.key, motion, steps, language);
    if (!answer) return null;
    answers.push({ ...answer, part: target.part });
  }
  if (roles.some((role) => role.symbol === 'm') && !targets.some((target) => target.key === 'Fc')) return null;
  if (motion.r !== undefined && motion.v !== undefined && motion.f !== undefined && !agrees((2 * Math.PI * motion.f) ** 2 * motion.r, motion.v ** 2 / motion.r)) return null;
  return finish(problem, {
    kind: problem.bigG ? 'orbit' : 'circular-motion',
    title: problem.bigG ? { en: 'Orbital motion', ar: 'الحركة في مدار' } : { en: 'Uniform circular motion', ar: 'الحركة الدائرية المنتظمة' },
    roles,
    steps,
    answers,
    check: { en: `Recomputed with ${m('a = \\omega^2 r')} and ${m('a = v^2/r')}: the same ✓`, ar: `أعيد الحساب بـ ${m('a = \\omega^2 r')} و${m('a = v^2/r')}: النتيجة نفسها ✓` },
  });
}

function answerFor(key: Key, motion: Motion, steps: SolutionStep[], language: Problem['language']): Omit<Answer, 'part'> | null {
  const { r, v, f, mass } = motion;
  switch (key) {
    case 'f':
      return f === undefined ? null : { symbol: 'f', value: f, unit: '\\text{Hz}' };
    case 'T':
      if (f === undefined) return null;
      steps.push(lawStep(language, { en: 'Period', ar: 'الزمن الدوري' }, 'T = \\frac{1}{f}', `\\frac{1}{${num(f)}}`, withUnit(num(1 / f), '\\text{s}')));
      return { symbol: 'T', value: 1 / f, unit: '\\text{s}' };
    case 'w':
      if (f === undefined) return null;
      steps.push(lawStep(language, { en: 'Angular velocity', ar: 'السرعة الزاوية' }, '\\omega = 2 \\pi f', `2 \\pi \\times ${num(f)}`, withUnit(num(2 * Math.PI * f), '\\text{rad/s}')));
      return { symbol: '\\omega', value: 2 * Math.PI * f, unit: '\\text{rad/s}' };
    case 'v':
      return v === undefined ? null : { symbol: 'v', value: v, unit: '\\text{m/s}' };
    case 'ac':
      if (v === undefined || r === undefined) return null;
      steps.push(lawStep(language, { en: 'Centripetal acceleration', ar: 'العجلة المركزية' }, 'a_c = \\frac{v^2}{r}', `\\frac{${num(v)}^2}{${num(r)}}`, withUnit(num(v ** 2 / r), '\\text{m/s}^{2}'), {
        en: 'The speed stays the same but its direction turns, always towards the centre: that change is the centripetal acceleration.',
        ar: 'مقدار السرعة ثابت لكن اتجاهها يتغير باستمرار نحو المركز، وهذا التغير هو العجلة المركزية.',
      }));
      return { symbol: 'a_c', value: v ** 2 / r, unit: '\\text{m/s}^{2}' };
    case 'Fc':
      if (v === undefined || r === undefined || mass === undefined) return null;
      steps.push(lawStep(language, { en: 'Centripetal force', ar: 'القوة المركزية' }, 'F_c = \\frac{m v^2}{r}', `\\frac{${num(mass)} \\times ${num(v)}^2}{${num(r)}}`, withUnit(num((mass * v ** 2) / r), '\\text{N}'), {
        en: 'In a horizontal circle the string’s tension is the only force towards the centre, so it is the centripetal force.',
        ar: 'في الدائرة الأفقية يكون شد الخيط هو القوة الوحيدة نحو المركز، فهو القوة المركزية.',
      }));
      return { symbol: 'F_c', value: (mass * v ** 2) / r, unit: '\\text{N}' };
  }
}
