/**
 * Work, energy and power: W = Fd cosθ, lifting work mgh, kinetic ½mv² and potential mgh energy, the work–energy
 * theorem W = ½m(v² − v₀²), conservation of mechanical energy for a fall between two heights, power W/t and Fv
 * (hp = 746 W), and efficiency = useful ÷ input. Each answer is checked by the inverse relation.
 */
import { say } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { after, before, gravity, type Problem } from './read';
import { findTargets, says, type TargetSpec } from './targets';
import { askedUnit, askedUnits, convertFromSI } from './units';
import { agrees, conversions, finish, lawStep, num, withUnit, type Answer, type Role } from './write';

const ENERGY_WORDS = /شغل|work|طاق[هت]|energy|قدره|قدرت|power|كفاءه|efficien|حصان|ونش|motor|موتور|محرك|مضخه|pump|crane/;
const HEIGHT_CUE = /ارتفاع|height|high|علو|يرفع|ترفع|رفع|lift|raise|through|to a/;
const LIFTING = /يرفع|ترفع|رفع|لرفع|lifts?|raises?|pump|مضخه|ونش|crane/;
const CONSERVATION = /بقاء الطاقه|conservation of (?:mechanical )?energy|الطاقه الميكانيكيه|mechanical energy|سقط|falls?|dropped|released/;
/** A body sliding from rest down a smooth track (curved or not): only gravity does work, so mechanical energy is conserved. */
const SLIDES = /انزلق|ينزلق|تنزلق|بينزلق|بتنزلق|اتزحلق|slides?\b|sliding|slid\b/;
const SMOOTH = /املس|ملساء|عديم الاحتكاك|مهمل الاحتكاك|بدون احتكاك|من غير احتكاك|smooth|frictionless|without friction/;
const ROUGH = /خشن|rough|احتكاك\s*(?:=|قدره|مقداره|\d)|friction(?:al)? force|مقاوم|resist/;
const FROM_REST = /من السكون|من الراحه|من سكون|from rest|released|starts? at rest/;
const smoothSlide = (problem: Problem): boolean => says(problem, SLIDES) && says(problem, SMOOTH) && says(problem, FROM_REST) && !says(problem, ROUGH);
const USEFUL_CUE = /مفيد|useful|output|الناتج|الخارج|الخارجه|الناتجه/;
const INPUT_CUE = /مستهلك|المستهلكه|المبذول|الداخل|الداخله|المعطاه|supplied|input|consum/;
const RATE = /(?:every|each|per|a) (minute|second)|(?:كل|في ال)(دقيقه|ثانيه)/;

type Key = 'W' | 'KE' | 'PE' | 'P' | 'eff' | 't' | 'v' | 'F';

const TARGETS: readonly TargetSpec<Key>[] = [
  { key: 'KE', pattern: /طاق(?:ه|ت(?:ه|ها)) (?:ال)?حرك(?:ه|يه|ت(?:ه|ها))|الطاقه الحركيه|kinetic energy|\bke\b/ },
  { key: 'PE', pattern: /طاق(?:ه|ت(?:ه|ها)) (?:ال)?وضع(?:ه|ها)?|potential energy|\bpe\b/ },
  { key: 'eff', pattern: /الكفاءه|كفاءه|efficiency/ },
  { key: 'P', pattern: /القدره|قدره|قدرت(?:ه|ها)|power/ },
  { key: 'W', pattern: /الشغل|شغل|work/ },
  { key: 't', pattern: /الزمن|زمن|how long|\btime/ },
  { key: 'F', pattern: /قوه الدفع|القوه|قوه|force/ },
  { key: 'v', pattern: /سرعت(?:ه|ها|هما)|(?:ال)?سرعه|speed|velocity/ },
];

/** Useful or input energy, by the words right after the number ("1800 J of useful work"), else right before it. */
function energyRole(cue: string, next: string, value: number): Known['E'][number] {
  const useful = USEFUL_CUE.test(next) || (!INPUT_CUE.test(next) && USEFUL_CUE.test(cue));
  const input = INPUT_CUE.test(next) || (!USEFUL_CUE.test(next) && INPUT_CUE.test(cue));
  return { value, useful, input };
}

interface Known {
  F?: number;
  d?: number;
  h: number[];
  theta?: number;
  m?: number;
  v: number[];
  t?: number;
  P?: number;
  E: { value: number; useful: boolean; input: boolean }[];
}

export function solveEnergy(problem: Problem): Solution | null {
  if (!says(problem, ENERGY_WORDS) && !says(problem, CONSERVATION) && !smoothSlide(problem)) return null;
  const targets = findTargets(problem, TARGETS);
  if (!targets || targets.length !== 1 || problem.parts) return null;
  const target = targets[0]!.key;
  const known: Known = { h: [], v: [], E: [] };
  const roles: Role[] = [];
  const lifting = says(problem, LIFTING);
  for (const quantity of problem.quantities) {
    const cue = before(problem, quantity, 35);
    const next = after(problem, quantity, 30);
    const role = (symbol: string): void => void roles.push({ quantity, symbol });
    if (quantity.dimension === 'force' && known.F === undefined) ((known.F = quantity.si), role('F'));
    else if (quantity.dimension === 'length' && (HEIGHT_CUE.test(cue) || lifting)) (known.h.push(quantity.si), role(known.h.length === 1 ? 'h' : 'h_2'));
    else if (quantity.dimension === 'length' && known.d === undefined) ((known.d = quantity.si), role('d'));
    else if (quantity.dimension === 'angle' && known.theta === undefined) ((known.theta = quantity.si), role('\\theta'));
    else if (quantity.dimension === 'mass' && known.m === undefined) ((known.m = quantity.si), role('m'));
    else if (quantity.dimension === 'velocity' && known.v.length < 2) (known.v.push(quantity.si), role(known.v.length === 1 ? 'v_1' : 'v_2'));
    else if (quantity.dimension === 'time' && known.t === undefined) ((known.t = quantity.si), role('t'));
    else if (quantity.dimension === 'power' && known.P === undefined) ((known.P = quantity.si), role('P'));
    else if (quantity.dimension === 'energy' && known.E.length < 2) (known.E.push(energyRole(cue, next, quantity.si)), role(`E_{${known.E.length}}`));
    else return null;
  }
  const { language } = problem;
  const steps: SolutionStep[] = [...conversions(roles)];
  const rate = RATE.exec(problem.lower);
  if (known.t === undefined && rate && (target === 'P' || target === 'W')) {
    known.t = /minute|دقيقه/.test(rate[0]) ? 60 : 1;
    steps.push({ text: say(language, `"${rate[0]}" means ${known.t} s`, `"${rate[0]}" تعني ${known.t} ث`) });
  }
  const g = gravity(problem);
  const used = new Set<string>();
  const law = (name: { en: string; ar: string }, formula: string, substitution: string, value: number, unit: string, detail?: { en: string; ar: string }): number => {
    steps.push(lawStep(language, name, formula, substitution, withUnit(num(value), unit), detail));
    return value;
  };
  const work = (): number | null => {
    if (known.F !== undefined && known.d !== undefined) {
      used.add('F').add('d').add('theta');
      const angle = ((known.theta ?? 0) * Math.PI) / 180;
      const value = law({ en: 'Work', ar: 'الشغل' }, 'W = F d \\cos\\theta', `${num(known.F)} \\times ${num(known.d)} \\times \\cos ${num(known.theta ?? 0)}^\\circ`, known.F * known.d * Math.cos(angle), '\\text{J}', {
        en: 'Only the component of the force along the displacement, F cosθ, does work.',
        ar: 'مركبة القوة في اتجاه الإزاحة فقط (F جتاθ) هي التي تبذل شغلًا.',
      });
      return agrees(value / (known.d * Math.cos(angle)), known.F) ? value : null;
    }
    if (known.m !== undefined && known.h.length === 1 && g !== null && lifting) {
      used.add('m').add('h');
      const value = law({ en: 'Work against gravity', ar: 'الشغل ضد الجاذبية' }, 'W = m g h', `${num(known.m)} \\times ${num(g)} \\times ${num(known.h[0]!)}`, known.m * g * known.h[0]!, '\\text{J}');
      return agrees(value / (known.m * g), known.h[0]!) ? value : null;
    }
    if (known.m !== undefined && known.v.length === 2) {
      used.add('m').add('v');
      const [v1, v2] = known.v as [number, number];
      const value = law({ en: 'Work–energy theorem', ar: 'نظرية الشغل والطاقة' }, 'W = \\tfrac{1}{2} m (v_2^2 - v_1^2)', `\\tfrac{1}{2} \\times ${num(known.m)} \\times (${num(v2)}^2 - ${num(v1)}^2)`, 0.5 * known.m * (v2 ** 2 - v1 ** 2), '\\text{J}', {
        en: 'The net work done on a body equals the change in its kinetic energy.',
        ar: 'الشغل الكلي المبذول على جسم يساوي التغير في طاقته الحركية.',
      });
      return agrees(value, 0.5 * known.m * v2 ** 2 - 0.5 * known.m * v1 ** 2) ? value : null;
    }
    if (known.E.length === 1 && !known.E[0]!.useful && !known.E[0]!.input) {
      used.add('E');
      return known.E[0]!.value;
    }
    return null;
  };
  let answer: Answer | null = null;
  if (target === 'KE' && known.m !== undefined && known.v.length === 1) {
    used.add('m').add('v');
    const value = law({ en: 'Kinetic energy', ar: 'طاقة الحركة' }, 'KE = \\tfrac{1}{2} m v^2', `\\tfrac{1}{2} \\times ${num(known.m)} \\times ${num(known.v[0]!)}^2`, 0.5 * known.m * known.v[0]! ** 2, '\\text{J}');
    if (agrees(Math.sqrt((2 * value) / known.m), known.v[0]!)) answer = { symbol: 'KE', value, unit: '\\text{J}' };
  } else if (target === 'KE' && known.m !== undefined && known.h.length === 1 && known.v.length === 0 && g !== null && says(problem, CONSERVATION)) {
    used.add('m').add('h');
    const value = law({ en: 'Conservation of energy: the potential energy lost becomes kinetic energy', ar: 'بقاء الطاقة: طاقة الوضع المفقودة تتحول إلى طاقة حركة' }, 'KE = m g h', `${num(known.m)} \\times ${num(g)} \\times ${num(known.h[0]!)}`, known.m * g * known.h[0]!, '\\text{J}');
    if (agrees(0.5 * known.m * (2 * g * known.h[0]!), value)) answer = { symbol: 'KE', value, unit: '\\text{J}' };
  } else if (target === 'PE' && known.m !== undefined && known.h.length === 1 && g !== null) {
    used.add('m').add('h');
    const value = law({ en: 'Potential energy', ar: 'طاقة الوضع' }, 'PE = m g h', `${num(known.m)} \\times ${num(g)} \\times ${num(known.h[0]!)}`, known.m * g * known.h[0]!, '\\text{J}');
    if (agrees(value / (known.m * g), known.h[0]!)) answer = { symbol: 'PE', value, unit: '\\text{J}' };
  } else if (target === 'v' && known.h.length >= 1 && known.h.length <= 2 && g !== null && (says(problem, CONSERVATION) || smoothSlide(problem)) && known.v.length === 0) {
    used.add('h').add('m');
    const drop = known.h.length === 2 ? known.h[0]! - known.h[1]! : known.h[0]!;
    if (drop <= 0 || (known.h.length === 1 && !says(problem, /طاقه|energy/) && !smoothSlide(problem))) return null;
    const value = law({ en: 'Conservation of mechanical energy', ar: 'قانون بقاء الطاقة الميكانيكية' }, known.h.length === 2 ? 'v = \\sqrt{2 g (h - h_2)}' : 'v = \\sqrt{2 g h}', known.h.length === 2 ? `\\sqrt{2 \\times ${num(g)} \\times (${num(known.h[0]!)} - ${num(known.h[1]!)})}` : `\\sqrt{2 \\times ${num(g)} \\times ${num(drop)}}`, Math.sqrt(2 * g * drop), '\\text{m/s}', {
      en: 'The potential energy lost, mg(h − h₂), becomes kinetic energy ½mv²; the mass cancels.',
      ar: 'طاقة الوضع المفقودة mg(h − h₂) تتحول إلى طاقة حركة ½mv²، والكتلة تُختصر.',
    });
    if (agrees(0.5 * value ** 2, g * drop)) answer = { symbol: 'v', value, unit: '\\text{m/s}' };
  } else if (target === 'W') {
    const value = known.P !== undefined && known.t !== undefined ? (used.add('P').add('t'), law({ en: 'Work from power', ar: 'الشغل من القدرة' }, 'W = P t', `${num(known.P)} \\times ${num(known.t)}`, known.P * known.t, '\\text{J}')) : work();
    if (value !== null) answer = { symbol: 'W', value, unit: '\\text{J}' };
  } else if (target === 'P') {
    if (known.F !== undefined && known.v.length === 1 && known.d === undefined) {
      used.add('F').add('v');
      const value = law({ en: 'Power', ar: 'القدرة' }, 'P = F v', `${num(known.F)} \\times ${num(known.v[0]!)}`, known.F * known.v[0]!, '\\text{W}');
      answer = { symbol: 'P', value, unit: '\\text{W}' };
    } else if (known.t !== undefined) {
      used.add('t');
      const w = work();
      if (w !== null) {
        const value = law({ en: 'Power', ar: 'القدرة' }, 'P = \\frac{W}{t}', `\\frac{${num(w)}}{${num(known.t)}}`, w / known.t, '\\text{W}', { en: 'Power is the rate of doing work: joules per second.', ar: 'القدرة هي معدل بذل الشغل: جول لكل ثانية.' });
        if (agrees(value * known.t, w)) answer = { symbol: 'P', value, unit: '\\text{W}' };
      }
    }
  } else if (target === 't' && known.P !== undefined) {
    used.add('P');
    const w = work();
    if (w !== null && w > 0) {
      const value = law({ en: 'Time', ar: 'الزمن' }, 't = \\frac{W}{P}', `\\frac{${num(w)}}{${num(known.P)}}`, w / known.P, '\\text{s}');
      if (agrees(value * known.P, w)) answer = { symbol: 't', value, unit: '\\text{s}' };
    }
  } else if (target === 'F' && known.P !== undefined && known.v.length === 1 && known.m === undefined) {
    used.add('P').add('v');
    const value = law({ en: 'Power at constant speed', ar: 'القدرة عند سرعة منتظمة' }, 'F = \\frac{P}{v}', `\\frac{${num(known.P)}}{${num(known.v[0]!)}}`, known.P / known.v[0]!, '\\text{N}', { en: 'P = W/t = F d/t = F v.', ar: 'P = W/t = F d/t = F v.' });
    if (agrees(value * known.v[0]!, known.P)) answer = { symbol: 'F', value, unit: '\\text{N}' };
  } else if (target === 'eff' && known.E.length === 2) {
    used.add('E');
    const useful = known.E.find((entry) => entry.useful && !entry.input);
    const input = known.E.find((entry) => entry.input && !entry.useful);
    if (useful && input && useful.value <= input.value) {
      const value = law({ en: 'Efficiency', ar: 'الكفاءة' }, '\\eta = \\frac{E_{out}}{E_{in}} \\times 100\\%', `\\frac{${num(useful.value)}}{${num(input.value)}} \\times 100\\%`, (useful.value / input.value) * 100, '\\%');
      if (agrees((value / 100) * input.value, useful.value)) answer = { symbol: '\\eta', value, unit: '\\%' };
    }
  }
  if (!answer) return null;
  const every = ['F', 'd', 'theta', 'm', 'v', 't', 'P', 'E', 'h'].filter((key) => {
    const value = known[key as keyof Known];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
  if (every.some((key) => !used.has(key)) || (known.theta !== undefined && !used.has('F'))) return null;
  const dimension = answer.unit === '\\text{W}' ? 'power' : answer.unit === '\\text{J}' ? 'energy' : null;
  const units = dimension ? askedUnits(problem, dimension) : [];
  const inSI = answer;
  const unit = dimension ? askedUnit(problem, dimension) : null;
  if (unit) answer = { ...answer, value: convertFromSI(answer.value, unit), unit: unit.latex };
  // "احسب قدرته بالوات وبالحصان": the one quantity in each asked unit, in the order asked.
  const answers: Answer[] = units.length > 1 ? units.map((asked, index) => ({ ...inSI, value: convertFromSI(inSI.value, asked), unit: asked.latex, part: index })) : [answer];
  return finish(problem, {
    kind: target === 'P' || target === 't' || target === 'F' ? 'power' : target === 'eff' ? 'efficiency' : target === 'W' ? 'work' : 'energy',
    title: { en: 'Work, energy and power', ar: 'الشغل والطاقة والقدرة' },
    roles,
    steps,
    answers,
    check: { en: 'Checked with the inverse relation (the given recomputed from the answer) ✓', ar: 'تم التحقق بالعلاقة العكسية (حساب المعطى من الناتج) ✓' },
  });
}
