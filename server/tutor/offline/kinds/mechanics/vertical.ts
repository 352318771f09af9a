/**
 * Free fall and vertical throws under the stated g: a body dropped (or thrown down) is measured downwards with
 * a = +g; a body thrown up is measured upwards with a = −g, its top reached when v = 0 and its flight over when
 * the displacement is back to 0. Each answer comes from the equations of motion, checked by all three.
 */
import { m, say } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { FROM_REST } from './kinematics';
import { before, gravity, NTH_SECOND, onlyDimensions, type Problem } from './read';
import { solveSuvat, substitute, SUVAT_LATEX, SUVAT_UNIT, type Suvat, type SuvatValues } from './suvat';
import { findTargets, says, type TargetSpec } from './targets';
import { conversions, finish, num, withUnit, type Answer, type Role } from './write';

const THROWN_UP = /راسيا\s*(?:ل|ال)?(?:اعلي|فوق)|لاعلي|لفوق|الي اعلي|thrown (?:vertically |straight )?up|projected (?:vertically )?up|straight up|vertically upwards?|upwards?\b/;
/** "عجلة السقوط الحر", "acceleration of free fall" name g; they do not say the body falls. */
const G_NAME = /عجله\s*(?:ال)?سقوط\s*(?:ال)?حر|acceleration\s+(?:of|due\s+to)\s+free[-\s]?fall|free[-\s]?fall\s+acceleration/g;
const FALLS = /سقط|سقوط|يسقط|تسقط|يترك|ترك ليسقط|(?<![\u0621-\u064A])(?:وقع|وقعت|بيقع|بتقع|هيقع|هتقع|اتساب|اتسابت)(?![\u0621-\u064A])|dropped|\bfalls?\b|falling|free.?fall|released|let go/;
const THROWN_DOWN = /راسيا\s*(?:ل|ال)?اسفل|لاسفل|thrown (?:vertically |straight )?down|downwards?\b/;
const MAX_HEIGHT = /(?:اقصي|اعلي) ارتفاع|max(?:imum)? height|highest point|greatest height/;

type Key = Suvat | 'hmax' | 'tmax' | 'flight';

const TARGETS: readonly TargetSpec<Key>[] = [
  { key: 'tmax', pattern: /(?:الزمن|زمن|وقت|time|how long)[^.?]{0,40}?(?:اقصي ارتفاع|max(?:imum)? height|highest point|the top)/ },
  { key: 'flight', pattern: /(?:how long|الزمن|زمن|وقت|time)[^.?]{0,40}?(?:returns?\b|come back|(?:ي|ت|هي|هت|بي|بت)(?:عود|رجع)|عودته|عودتها|رجوعه|رجوعها)|زمن التحليق|زمن الطيران|time of flight|flight time|returns?\b|comes? back|(?<![\u0621-\u064A])(?:ي|ت|هي|هت|بي|بت)(?:عود|رجع)(?![\u0621-\u064A])|عودته|عودتها|رجوعه|رجوعها|total time|الزمن الكلي/ },
  { key: 'hmax', pattern: /(?:اقصي|اعلي) ارتفاع|max(?:imum)? height|how high|highest point|greatest height/ },
  { key: 'v0', pattern: /السرعه الابتدائيه|initial (?:speed|velocity)|السرعه التي قذف بها|قذف بها|(?:speed|velocity) (?:with|at) which/ },
  { key: 'd', pattern: /ارتفاع|height|how (?:far|tall|deep)|المسافه|distance/ },
  { key: 'v', pattern: /سرعت(?:ه|ها|هما)|(?:ال)?سرعه|speed|velocity/ },
  { key: 't', pattern: /الزمن|زمن|وقت|how long|\btime|(?:بعد|في|خلال) (?:كام|كم) (?:ثانيه|ث)(?![\u0621-\u064A])|(?:كام|كم) ثانيه|how many seconds|(?:يوصل|هيوصل|بيوصل|يصل|هيخبط|يخبط)[^.?،,]{0,20}?(?:امتي|بعد (?:كام|كم))|when (?:will|does|did) (?:it|the \w+) (?:hit|reach|land)/ },
];

export function solveVertical(problem: Problem): Solution | null {
  const up = says(problem, THROWN_UP);
  const falls = FALLS.test(problem.lower.replace(G_NAME, ' ')) || says(problem, THROWN_DOWN);
  if (up === falls || says(problem, NTH_SECOND)) return null;
  const g = gravity(problem);
  if (g === null || !onlyDimensions(problem, ['velocity', 'time', 'length', 'mass'])) return null;
  const targets = findTargets(problem, TARGETS);
  if (!targets) return null;
  const sign = up ? -1 : 1;
  const known: SuvatValues = { a: sign * g };
  const roles: Role[] = [];
  const notes: SolutionStep[] = [];
  const { language } = problem;
  if (up) notes.push({ text: say(language, `Take upwards as positive: ${m(`a = -g = ${num(-g)}\\ \\text{m/s}^{2}`)}`, `نعتبر الاتجاه لأعلى موجبًا: ${m(`a = -g = ${num(-g)}\\ \\text{m/s}^{2}`)}`) });
  else notes.push({ text: say(language, `Take downwards as positive: ${m(`a = g = ${num(g)}\\ \\text{m/s}^{2}`)}`, `نعتبر الاتجاه لأسفل موجبًا: ${m(`a = g = ${num(g)}\\ \\text{m/s}^{2}`)}`) });
  if (!up && !says(problem, THROWN_DOWN)) known.v0 = 0;
  const set = (key: Suvat, role: Role): boolean => {
    if (known[key] !== undefined) return false;
    known[key] = role.quantity.si;
    roles.push(role);
    return true;
  };
  for (const quantity of problem.quantities) {
    if (quantity.dimension === 'mass') {
      if (roles.some((role) => role.symbol === 'm')) return null;
      roles.push({ quantity, symbol: 'm' });
      notes.push({ text: say(language, 'The mass does not change the motion: every body falls with the same acceleration g.', 'الكتلة لا تؤثر في الحركة: كل الأجسام تتحرك بالعجلة نفسها g.') });
      continue;
    }
    let key: Suvat = quantity.dimension === 'time' ? 't' : quantity.dimension === 'length' ? 'd' : known.v0 === undefined ? 'v0' : 'v';
    if (key === 'd' && up) {
      if (!MAX_HEIGHT.test(before(problem, quantity, 40))) return null;
      known.v = 0;
    }
    if (key === 'v0' && FROM_REST.test(problem.lower)) key = 'v';
    if (!set(key, { quantity, symbol: key === 'd' ? 'h' : SUVAT_LATEX[key] })) return null;
  }
  const answers: Answer[] = [];
  const steps: SolutionStep[] = [];
  for (const target of targets) {
    const values: SuvatValues = { ...known };
    let key: Suvat;
    let symbol: string;
    if (target.key === 'flight') {
      if (!up || values.v0 === undefined || values.d !== undefined || values.t !== undefined) return null;
      values.d = 0;
      delete values.v;
      key = 't';
      symbol = 'T';
      const flight = (2 * values.v0) / g;
      steps.push({
        text: `${say(language, 'Time of flight (back to the starting point, d = 0)', 'زمن التحليق (العودة لنقطة القذف، d = 0)')}: ${m(`T = \\frac{2 v_0}{g} = \\frac{2 \\times ${num(values.v0)}}{${num(g)}} = ${withUnit(num(flight), '\\text{s}')}`)}`,
        detail: say(language, 'The way up and the way down take equal times, each v₀/g.', 'زمن الصعود يساوي زمن الهبوط، وكل منهما v₀/g.'),
      });
      const check = values.v0 * flight - 0.5 * g * flight ** 2;
      if (Math.abs(check) > 1e-9 * Math.max(1, values.v0 * flight)) return null;
      answers.push({ symbol, value: flight, unit: '\\text{s}', part: target.part });
      continue;
    }
    if ((target.key === 'hmax' && up) || target.key === 'tmax') {
      if (!up || values.v0 === undefined) return null;
      values.v = 0;
      delete values.t;
      delete values.d;
      key = target.key === 'hmax' ? 'd' : 't';
      symbol = target.key === 'hmax' ? 'h_{max}' : 't';
      steps.push({ text: say(language, `At the highest point ${m('v = 0')}`, `عند أقصى ارتفاع ${m('v = 0')}`) });
    } else {
      // "How high is the cliff?" of a dropped body asks the height fallen.
      key = target.key === 'hmax' ? 'd' : target.key;
      symbol = key === 'd' ? 'h' : SUVAT_LATEX[key];
      if (roles.some((role) => role.symbol === symbol)) return null;
    }
    const solved = solveSuvat(values);
    if (!solved || solved.values.d < -1e-9) return null;
    for (const derivation of solved.derivations) {
      if (derivation.target !== key) continue;
      const latex = key === 'd' ? derivation.latex.replace(/^d/, symbol) : derivation.latex;
      steps.push({ text: `${say(language, 'Equation of motion', 'من معادلات الحركة')}: ${m(`${latex} = ${substitute(derivation.latex, derivation.inputs, num)} = ${withUnit(num(derivation.value), SUVAT_UNIT[key])}`)}` });
    }
    answers.push({ symbol, value: Math.abs(solved.values[key]), unit: SUVAT_UNIT[key], part: target.part });
  }
  return finish(problem, {
    kind: up ? 'vertical-throw' : 'free-fall',
    title: up ? { en: 'A body thrown vertically upwards', ar: 'جسم مقذوف رأسيًا لأعلى' } : { en: 'Free fall', ar: 'السقوط الحر' },
    roles,
    steps: [...conversions(roles), ...notes, ...steps],
    answers,
    check: { en: 'The values satisfy all three equations of motion with a = ±g ✓', ar: 'القيم تحقق معادلات الحركة الثلاث مع a = ±g ✓' },
  });
}
