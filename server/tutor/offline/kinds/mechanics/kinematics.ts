/**
 * Horizontal motion with uniform acceleration, in one stage or several ("starts from rest … then moves at constant
 * speed … then brakes"): each stage's three knowns give its other two quantities, the next stage starts with the
 * previous one's final velocity. Asked: v, v₀, a, d, t of a one-stage motion; total distance or time of several.
 */
import { m, say } from '../../math/language';
import { CIRCLE } from './circular';
import type { Solution, SolutionStep } from '../../solution';
import { askedUnit, convertFromSI } from './units';
import { before, NTH_SECOND, onlyDimensions, type Problem, type Quantity } from './read';
import { AVERAGE } from './speed';
import { solveSuvat, substitute, SUVAT_LATEX, SUVAT_UNIT, type Suvat, type SuvatValues } from './suvat';
import { findTargets, says, type TargetSpec } from './targets';
import { agrees, conversions, finish, num, withUnit, type Answer, type Role } from './write';

const VERTICAL = /سقط|يسقط|تسقط|سقوط|قذف|يقذف|اتقذف|رمي|راسيا|لاعلي|لاسفل|لفوق|برج|dropped|\bfalls?\b|falling|thrown|throws?|vertical|upward|straight up|free.?fall|cliff|tower/;
export const FROM_REST = /(?:من|from)\s+(?:ال)?(?:سكون|rest)|at rest|ساكن/;
export const STOPS = /توقف|(?<![\u0621-\u064A])(?:ف|و|حتي |ما )?وقف(?:ت)?(?=\s+(?:بعد|خلال|تماما|عند|في)|\s*[.?,]|$)|يقف|تقف|تسكن|يسكن|\bstops?\b|stopped|stopping|to (?:a )?(?:rest|stop|halt)|to rest/;
export const DECELERATES = /تقصيري|تباطو|تباطء|تتباطا|decelerat|retard|brak|فرامل|فرمل/;
const UNIFORM = /بسرعه (?:منتظمه|ثابته)|بانتظام بسرعه|constant (?:speed|velocity)|uniform (?:speed|velocity)|steady speed|(?:ب|ب?نفس |بتلك |بهذه )(?:ال)?سرعه (?:التي|اللي|الي) (?:اكتسب|وصل|حصل)|بنفس (?:ال)?سرعه|بتلك (?:ال)?سرعه|بهذه (?:ال)?سرعه|(?:at|with) (?:that|this|the same) (?:speed|velocity)(?![a-z])|(?:at|with) the (?:speed|velocity) (?:it|that it|which it) (?:had )?(?:gained|acquired|reached)/;
const FINAL_CUE = /نهائي|final|(?:^|\s)(?:الي|حتي|to|reach(?:es)?|reached|becomes?|اصبحت|اصبح|تصبح|يصبح|تصل|يصل)\s*(?:سرعه|سرعت\S*|a speed of|a velocity of|speed of)?\s*$/;

const TARGETS: readonly TargetSpec<Suvat | 'total-d' | 'total-t' | 'dec' | 'gained'>[] = [
  // "السرعه التي اكتسبها", "the speed it gained": the speed at the end of the accelerating stage.
  { key: 'gained', pattern: /(?:ال)?سرعه (?:التي|اللي|الي) (?:اكتسبها|اكتسبتها|يكتسبها|تكتسبها|وصل (?:اليها|لها)|وصلت (?:اليها|لها))|(?:ال)?سرعه (?:ال)?مكتسبه|(?:speed|velocity) (?:(?:that|which) )?(?:it |the \w+ )?(?:gained|acquired|gains|acquires)|(?:speed|velocity) gained/ },
  { key: 'total-d', pattern: /المسافه الكليه|المسافه الكلي|الكليه التي قطعها|total distance/ },
  { key: 'total-t', pattern: /الزمن الكلي|total time/ },
  { key: 'd', pattern: /مسافه التوقف|stopping distance|المسافه|مسافه|distance|displacement|how far|الازاحه|ازاحه/ },
  { key: 'v0', pattern: /السرعه الابتدائيه|سرعته الابتدائيه|سرعتها الابتدائيه|initial (?:velocity|speed)/ },
  { key: 'v', pattern: /السرعه النهائيه|final (?:velocity|speed)|سرعت(?:ه|ها|هما)|(?:ال)?سرعه|velocity|speed/ },
  { key: 'dec', pattern: /(?:العجله |عجله )?(?:التقصيريه|تقصيريه)|deceleration|retardation|التباطو|تباطو/ },
  { key: 'a', pattern: /العجله|عجله|عجلت(?:ه|ها)|acceleration/ },
  { key: 't', pattern: /الزمن|زمن|الوقت|وقت|how long|\btime/ },
];

interface Stage {
  known: SuvatValues;
  roles: Role[];
}

/** Splits the givens at "ثم" / "then" into stages, each with at least one number. */
function stageTexts(problem: Problem): [number, number][] {
  const bounds: number[] = [0];
  for (const match of problem.lower.slice(0, problem.askStart).matchAll(/\s(?:ثم|then|after that|بعد ذلك)\s/g)) bounds.push(match.index ?? 0);
  bounds.push(problem.askStart || problem.lower.length);
  const ranges: [number, number][] = [];
  for (let index = 0; index + 1 < bounds.length; index += 1) ranges.push([bounds[index]!, bounds[index + 1]!]);
  return ranges;
}

function readStage(problem: Problem, quantities: Quantity[], text: string, first: boolean, previousV: number | undefined, stageLabel: string): Stage | null {
  const known: SuvatValues = {};
  const roles: Role[] = [];
  const sub = (symbol: string): string => (stageLabel ? `${symbol}_{${stageLabel}}` : symbol).replace('v_0_', 'v_{0,').replace(/v_\{0,\{(\d)\}\}/, 'v_{0,$1}');
  const set = (key: Suvat, quantity: Quantity, value = quantity.si): boolean => {
    if (known[key] !== undefined) return false;
    known[key] = value;
    roles.push({ quantity, symbol: sub(SUVAT_LATEX[key]) });
    return true;
  };
  if (first && FROM_REST.test(text)) known.v0 = 0;
  if (!first) known.v0 = previousV;
  if (STOPS.test(text)) known.v = 0;
  if (UNIFORM.test(text) && !first) known.a = 0;
  const velocities = quantities.filter((quantity) => quantity.dimension === 'velocity');
  for (const [index, quantity] of velocities.entries()) {
    const cue = before(problem, quantity, 40);
    const final = FINAL_CUE.test(cue) || (index === 1 && velocities.length === 2) || known.v0 !== undefined;
    if (!set(final ? 'v' : 'v0', quantity)) return null;
  }
  if (UNIFORM.test(text) && first && known.v0 !== undefined && known.v === undefined) known.a = 0;
  for (const quantity of quantities) {
    if (quantity.dimension === 'acceleration') {
      const negative = quantity.si > 0 && DECELERATES.test(text);
      if (!set('a', quantity, negative ? -quantity.si : quantity.si)) return null;
    } else if (quantity.dimension === 'time') {
      if (!set('t', quantity)) return null;
    } else if (quantity.dimension === 'length') {
      if (!set('d', quantity)) return null;
    } else if (quantity.dimension !== 'velocity') return null;
  }
  if (known.a === 0 && known.v0 !== undefined) known.v = known.v0;
  return { known, roles };
}

function derivationSteps(problem: Problem, derivations: NonNullable<ReturnType<typeof solveSuvat>>['derivations'], label: string): SolutionStep[] {
  const { language } = problem;
  return derivations.map((derivation, index) => {
    const latex = label ? derivation.latex.replace(/^(\S+)/, `$1_{${label}}`) : derivation.latex;
    const value = withUnit(num(derivation.value), SUVAT_UNIT[derivation.target]);
    return {
      text: `${say(language, 'Equation of motion', 'من معادلات الحركة')}: ${m(`${latex} = ${substitute(derivation.latex, derivation.inputs, num)} = ${value}`)}`,
      detail: index > 0 ? undefined : say(
        language,
        'With constant acceleration, any three of v₀, v, a, d, t fix the other two; we pick the equation that contains the three we know and the one we want.',
        'في الحركة بعجلة منتظمة، معرفة ثلاث كميات من (v₀، v، a، d، t) تحدد الكميتين الباقيتين؛ نختار المعادلة التي تحتوي المعلوم والمطلوب.',
      ),
    };
  });
}

export function solveKinematics(problem: Problem): Solution | null {
  if (says(problem, VERTICAL) || says(problem, CIRCLE) || says(problem, NTH_SECOND) || says(problem, AVERAGE)) return null;
  if (!onlyDimensions(problem, ['velocity', 'acceleration', 'time', 'length'])) return null;
  if (problem.g || problem.quantities.length === 0) return null;
  const targets = findTargets(problem, TARGETS);
  if (!targets) return null;
  const ranges = stageTexts(problem);
  const stages: Stage[] = [];
  const steps: SolutionStep[] = [];
  let totalD = 0;
  let totalT = 0;
  const filled = ranges.map(([from, to]) => problem.quantities.filter((quantity) => quantity.start >= from && quantity.start < to)).filter((group) => group.length > 0);
  // "يتحرك بسرعة ٢٠ م/ث ثم زادت سرعتها …": a speed alone is the state the next stage starts from.
  const carried: Role[] = filled.length > 1 && filled[0]!.length === 1 && filled[0]![0]!.dimension === 'velocity' ? [{ quantity: filled[0]![0]!, symbol: 'v_0' }] : [];
  let previousV: number | undefined = carried[0]?.quantity.si;
  const multi = filled.length - carried.length > 1;
  // With several stages, a time named in the question ("السرعه بعد ٨ ث") points at the end of a stage.
  const references = multi ? problem.quantities.filter((quantity) => quantity.start >= problem.askStart) : [];
  const ends: { time: number; v: number; a: number }[] = [];
  let stageNumber = 0;
  for (const [index, [from, to]] of ranges.entries()) {
    const quantities = problem.quantities.filter((quantity) => !references.includes(quantity) && quantity.start >= from && (quantity.start < to || index === ranges.length - 1));
    if (quantities.length === 0 && index < ranges.length - 1) continue;
    if (carried.some((role) => quantities.includes(role.quantity))) continue;
    stageNumber += 1;
    const label = multi ? String(stageNumber) : '';
    const stage = readStage(problem, quantities, problem.lower.slice(from, index === ranges.length - 1 ? problem.lower.length : to), stages.length === 0 && carried.length === 0, previousV, label);
    if (!stage) return null;
    const solved = solveSuvat(stage.known);
    if (!solved || solved.values.d < 0) return null;
    if (multi) steps.push({ text: say(problem.language, `**Stage ${stageNumber}**`, `**المرحلة ${stageNumber}**`) });
    steps.push(...derivationSteps(problem, solved.derivations, label));
    stages.push(stage);
    previousV = solved.values.v;
    totalD += solved.values.d;
    totalT += solved.values.t;
    ends.push({ time: totalT, v: solved.values.v, a: solved.values.a });
    if (!multi) {
      if (targets.some((target) => target.key === 'gained')) return null;
      const wanted = new Set<string>(targets.map((target) => (target.key === 'dec' ? 'a' : target.key)));
      const last = solved.derivations.map((derivation) => wanted.has(derivation.target)).lastIndexOf(true);
      return finishSingle(problem, { ...stage, roles: [...carried, ...stage.roles] }, solved.values, targets, steps.slice(0, last + 1));
    }
  }
  if (stages.length < 2 || targets.some((target) => !['total-d', 'total-t', 'v', 'gained'].includes(target.key))) return null;
  // The speed gained is the end of the one stage that speeds the body up, from rest.
  const speedingUp = ends.filter((end) => end.a > 0);
  const gained = speedingUp.length === 1 && stages[0]!.known.v0 === 0 && ends[0]!.a > 0 ? ends[0] : undefined;
  const atEnd = references.length === 1 && references[0]!.dimension === 'time' ? ends.find((end) => agrees(end.time, references[0]!.si)) : undefined;
  if (references.length > 0 && !atEnd) return null;
  const answers: Answer[] = [];
  for (const target of targets) {
    if (target.key === 'total-d') answers.push({ symbol: 'd', value: totalD, unit: '\\text{m}', part: target.part });
    else if (target.key === 'total-t') answers.push({ symbol: 't', value: totalT, unit: '\\text{s}', part: target.part });
    else if (target.key === 'gained') {
      if (!gained) return null;
      answers.push({ symbol: 'v_{1}', value: gained.v, unit: '\\text{m/s}', part: target.part });
    }
    else if (atEnd) answers.push({ symbol: `v(${num(atEnd.time)}\\ \\text{s})`, value: atEnd.v, unit: '\\text{m/s}', part: target.part });
    else return null;
  }
  steps.push({ text: say(problem.language, 'Add the stages', 'نجمع المراحل') + `: ${answers.map((answer) => m(`${answer.symbol} = ${withUnit(num(answer.value), answer.unit)}`)).join('، ')}` });
  const roles = [...carried, ...stages.flatMap((stage) => stage.roles), ...references.map((quantity) => ({ quantity, symbol: 't' }))];
  return finish(problem, {
    kind: 'multi-stage-motion',
    title: { en: 'Motion in several stages', ar: 'حركة على مراحل' },
    roles,
    steps: [...conversions(roles), ...steps],
    answers,
    check: { en: 'Each stage satisfies all three equations of motion.', ar: 'كل مرحلة تحقق معادلات الحركة الثلاث.' },
  });
}

function finishSingle(problem: Problem, stage: Stage, values: Required<SuvatValues>, targets: NonNullable<ReturnType<typeof findTargets<string>>>, steps: SolutionStep[]): Solution | null {
  if (targets.some((target) => target.key === 'total-d' || target.key === 'total-t')) return null;
  // "Find the deceleration" asks the size of a negative acceleration.
  if (targets.some((target) => target.key === 'dec') && (values.a >= 0 || targets.some((target) => target.key === 'a'))) return null;
  if (targets.some((target) => stage.known[target.key as Suvat] !== undefined && stage.roles.some((role) => role.symbol === SUVAT_LATEX[target.key as Suvat]))) return null;
  const answers: Answer[] = [];
  for (const target of targets) {
    if (target.key === 'dec') {
      answers.push({ symbol: '|a|', value: -values.a, unit: SUVAT_UNIT.a, part: target.part });
      continue;
    }
    const key = target.key as Suvat;
    const dimension = key === 'a' ? 'acceleration' : key === 'd' ? 'length' : key === 't' ? 'time' : 'velocity';
    const unit = askedUnit(problem, dimension);
    const value = unit ? convertFromSI(values[key], unit) : values[key];
    answers.push({ symbol: SUVAT_LATEX[key], value, unit: unit?.latex ?? SUVAT_UNIT[key], part: target.part });
  }
  const notes: SolutionStep[] = [];
  if (stage.known.v0 === 0 && !stage.roles.some((role) => role.symbol === 'v_0')) notes.push({ text: say(problem.language, `It starts from rest: ${m('v_0 = 0')}`, `يبدأ من السكون: ${m('v_0 = 0')}`) });
  if (stage.known.v === 0 && !stage.roles.some((role) => role.symbol === 'v')) notes.push({ text: say(problem.language, `It stops: ${m('v = 0')}`, `يتوقف: ${m('v = 0')}`) });
  if (values.a < 0) notes.push({ text: say(problem.language, 'The acceleration is negative: the body slows down (deceleration).', 'العجلة سالبة: الجسم يتباطأ (عجلة تقصيرية).') });
  return finish(problem, {
    kind: 'kinematics',
    title: { en: 'Motion with uniform acceleration', ar: 'الحركة بعجلة منتظمة' },
    roles: stage.roles,
    steps: [...conversions(stage.roles), ...notes, ...steps],
    answers,
    check: {
      en: `All three equations of motion hold with ${m(`v_0 = ${num(values.v0)}, v = ${num(values.v)}, a = ${num(values.a)}, d = ${num(values.d)}, t = ${num(values.t)}`)} ✓`,
      ar: `معادلات الحركة الثلاث تتحقق بالقيم ${m(`v_0 = ${num(values.v0)}, v = ${num(values.v)}, a = ${num(values.a)}, d = ${num(values.d)}, t = ${num(values.t)}`)} ✓`,
    },
  });
}
