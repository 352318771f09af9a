/**
 * A body on an inclined plane, smooth or rough: the weight's components mg sinθ (along the plane) and mg cosθ
 * (into it), friction μmg cosθ, the acceleration of a body sliding down g(sinθ − μcosθ), the force that pushes it
 * up at constant speed, and — for a slide from rest along a given length — the speed at the bottom and the time.
 */
import { m, say } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { gravity, isFrictionCoefficient, trigOf, type Problem } from './read';
import { findTargets, says, type TargetSpec } from './targets';
import { agrees, conversions, finish, lawStep, num, withUnit, type Answer, type Role } from './write';

export const INCLINE = /مستوي (?:(?:ال)?(?:املس|خشن) )?(?:ال)?مايل|(?:مايل|يميل|ميله|ميلها) بزاويه|(?:مستوي|سطح|منحدر) (?:(?:ال)?(?:املس|خشن) )?(?:ال)?منحدر|المستوي المايل|سطح (?:ال)?مايل|مستوي يميل|incline|ramp|slope/;
const SMOOTH_OR_ROUGH = /املس|frictionless|smooth|خشن|rough|احتكاك|friction/;

type Key = 'par' | 'perp' | 'f' | 'push' | 'a' | 'v' | 't';

const TARGETS: readonly TargetSpec<Key>[] = [
  { key: 'push', pattern: /(?:force|قوه)[^.?]{0,60}?(?:push|pull|move|raise|drag|يدفع|يسحب|لدفع|لسحب|لتحريك|لرفع)[^.?]{0,50}?(?:\bup\b|لاعلي|اعلي)(?:[^.?]{0,40}?(?:constant (?:speed|velocity)|بسرعه (?:منتظمه|ثابته)))?/ },
  { key: 'par', pattern: /(?:(?:ال)?مركبه (?:ال)?وزن )?(?:ال)?موازيه|parallel component|component[^.?]{0,25}?(?:parallel|along)/ },
  { key: 'perp', pattern: /(?:(?:ال)?مركبه (?:ال)?وزن )?(?:ال)?عموديه|perpendicular component|component[^.?]{0,25}?perpendicular|normal (?:force|reaction)|رد الفعل/ },
  { key: 'f', pattern: /قوه الاحتكاك|friction(?:al)? force|force of friction/ },
  { key: 'a', pattern: /العجله|عجله|عجلت(?:ه|ها)|acceleration/ },
  { key: 'v', pattern: /سرعت(?:ه|ها|هما)|(?:ال)?سرعه|speed|velocity/ },
  { key: 't', pattern: /الزمن|زمن|how long|\btime/ },
];

export function solveIncline(problem: Problem): Solution | null {
  if (!says(problem, INCLINE)) return null;
  const g = gravity(problem);
  if (g === null) return null;
  const targets = findTargets(problem, TARGETS);
  if (!targets) return null;
  const roles: Role[] = [];
  let mass: number | undefined;
  let angle: number | undefined;
  let mu: number | undefined;
  let length: number | undefined;
  for (const quantity of problem.quantities) {
    if (quantity.dimension === 'mass' && mass === undefined) mass = quantity.si;
    else if (quantity.dimension === 'angle' && angle === undefined) angle = quantity.si;
    else if (isFrictionCoefficient(problem, quantity) && mu === undefined) mu = quantity.si;
    else if (quantity.dimension === 'length' && length === undefined) length = quantity.si;
    else return null;
    const symbol = quantity.dimension === 'mass' ? 'm' : quantity.dimension === 'angle' ? '\\theta' : quantity.dimension === 'length' ? 'L' : '\\mu';
    roles.push({ quantity, symbol });
  }
  if (angle === undefined || angle <= 0 || angle >= 90) return null;
  if (mu === undefined && !says(problem, /املس|frictionless|smooth/)) {
    if (says(problem, SMOOTH_OR_ROUGH) || targets.some((target) => ['a', 'v', 't', 'push', 'f'].includes(target.key))) return null;
  }
  const { language } = problem;
  const trig = trigOf(problem, angle);
  const { sin, cos } = trig;
  if (problem.trig.some((entry) => entry.angle !== angle)) return null;
  const k = mu ?? 0;
  const steps: SolutionStep[] = [...conversions(roles)];
  const theta = `${num(angle)}^\\circ`;
  const answers: Answer[] = [];
  const perMass = (symbol: string): boolean => mass === undefined && ['par', 'perp', 'f', 'push'].includes(symbol);
  const acceleration = g * (sin - k * cos);
  for (const target of targets) {
    if (perMass(target.key)) return null;
    const w = (mass ?? 0) * g;
    if (target.key === 'par') {
      steps.push(lawStep(language, { en: 'Component of the weight along the plane', ar: 'مركبة الوزن الموازية للمستوى' }, 'W_{\\parallel} = m g \\sin\\theta', `${num(mass!)} \\times ${num(g)} \\times \\sin ${theta}`, withUnit(num(w * sin), '\\text{N}')));
      answers.push({ symbol: 'W_{\\parallel}', value: w * sin, unit: '\\text{N}', part: target.part });
    } else if (target.key === 'perp') {
      steps.push(lawStep(language, { en: 'Component of the weight perpendicular to the plane', ar: 'مركبة الوزن العمودية على المستوى' }, 'W_{\\perp} = m g \\cos\\theta', `${num(mass!)} \\times ${num(g)} \\times \\cos ${theta}`, withUnit(num(w * cos), '\\text{N}')));
      answers.push({ symbol: 'W_{\\perp}', value: w * cos, unit: '\\text{N}', part: target.part });
    } else if (target.key === 'f') {
      if (mu === undefined) return null;
      steps.push(lawStep(language, { en: 'Friction', ar: 'قوة الاحتكاك' }, 'f = \\mu m g \\cos\\theta', `${num(mu)} \\times ${num(mass!)} \\times ${num(g)} \\times \\cos ${theta}`, withUnit(num(k * w * cos), '\\text{N}'), {
        en: 'The normal reaction on an incline is only the perpendicular component mg cosθ, so friction is μ mg cosθ.',
        ar: 'رد الفعل العمودي على المستوى المائل يساوي المركبة العمودية mg جتاθ فقط، لذلك الاحتكاك = μ mg جتاθ.',
      }));
      answers.push({ symbol: 'f', value: k * w * cos, unit: '\\text{N}', part: target.part });
    } else if (target.key === 'push') {
      const force = w * sin + k * w * cos;
      steps.push(lawStep(language, { en: 'At constant speed the forces balance', ar: 'عند السرعة المنتظمة تتزن القوى' }, mu === undefined ? 'F = m g \\sin\\theta' : 'F = m g \\sin\\theta + \\mu m g \\cos\\theta', `${num(w * sin)}${mu === undefined ? '' : ` + ${num(k * w * cos)}`}`, withUnit(num(force), '\\text{N}')));
      answers.push({ symbol: 'F', value: force, unit: '\\text{N}', part: target.part });
    } else {
      if (acceleration <= 0 || says(problem, /(?:push|pull|يدفع|يسحب)/)) return null;
      if (!answers.some((answer) => answer.symbol === 'a')) {
        steps.push(lawStep(language, { en: 'Acceleration down the plane', ar: 'عجلة الانزلاق على المستوى' }, mu === undefined ? 'a = g \\sin\\theta' : 'a = g(\\sin\\theta - \\mu \\cos\\theta)', mu === undefined ? `${num(g)} \\times \\sin ${theta}` : `${num(g)} \\times (\\sin ${theta} - ${num(mu)} \\cos ${theta})`, withUnit(num(acceleration), '\\text{m/s}^{2}'), {
          en: 'Along the plane: the weight component mg sinθ pulls down, friction μ mg cosθ holds back; dividing by m gives a (the mass cancels).',
          ar: 'على امتداد المستوى: المركبة mg جاθ تسحب لأسفل والاحتكاك μ mg جتاθ يعاكسها؛ بالقسمة على m نحصل على a (الكتلة تُختصر).',
        }));
      }
      if (target.key === 'a') answers.push({ symbol: 'a', value: acceleration, unit: '\\text{m/s}^{2}', part: target.part });
      else {
        if (length === undefined || !says(problem, /(?:من|from)\s+(?:ال)?(?:سكون|rest)|released|يترك|ترك/)) return null;
        const speed = Math.sqrt(2 * acceleration * length);
        if (target.key === 'v') {
          steps.push(lawStep(language, { en: 'From rest along the length L', ar: 'من السكون على طول المستوى L' }, 'v = \\sqrt{2 a L}', `\\sqrt{2 \\times ${num(acceleration)} \\times ${num(length)}}`, withUnit(num(speed), '\\text{m/s}')));
          // Energy check: the loss of potential energy minus the work of friction is the kinetic energy.
          if (Math.abs(0.5 * speed ** 2 - (g * length * sin - k * g * cos * length)) > 1e-9 * Math.max(1, speed ** 2)) return null;
          answers.push({ symbol: 'v', value: speed, unit: '\\text{m/s}', part: target.part });
        } else {
          const time = Math.sqrt((2 * length) / acceleration);
          steps.push(lawStep(language, { en: 'From rest along the length L', ar: 'من السكون على طول المستوى L' }, 't = \\sqrt{\\frac{2 L}{a}}', `\\sqrt{\\frac{2 \\times ${num(length)}}{${num(acceleration)}}}`, withUnit(num(time), '\\text{s}')));
          if (!agrees(0.5 * acceleration * time ** 2, length)) return null;
          answers.push({ symbol: 't', value: time, unit: '\\text{s}', part: target.part });
        }
      }
    }
  }
  // The question's rounded sin/cos (0.6, 0.8) satisfy sin² + cos² = 1 only to their rounding.
  if (Math.abs(sin ** 2 + cos ** 2 - 1) > (trig.given ? 0.01 : 1e-9)) return null;
  if (length !== undefined && !answers.some((answer) => answer.symbol === 'v' || answer.symbol === 't')) return null;
  return finish(problem, {
    kind: 'inclined-plane',
    title: { en: 'A body on an inclined plane', ar: 'جسم على مستوى مائل' },
    roles,
    steps: [{ text: say(language, `Resolve the weight ${m('mg')} along and perpendicular to the plane.`, `نحلل الوزن ${m('mg')} إلى مركبتين: موازية للمستوى وعمودية عليه.`) }, ...steps],
    answers,
    check: {
      en: `The two components satisfy ${m('(mg\\sin\\theta)^2 + (mg\\cos\\theta)^2 = (mg)^2')}, and the energy balance along the plane agrees ✓`,
      ar: `المركبتان تحققان ${m('(mg\\sin\\theta)^2 + (mg\\cos\\theta)^2 = (mg)^2')}، وميزان الطاقة على المستوى متفق ✓`,
    },
  });
}
