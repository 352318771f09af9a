/**
 * Speed without acceleration: average speed over several legs (total distance ÷ total time, a leg given as
 * distance and time or as speed and time) and converting a speed between km/h and m/s.
 */
import { m, say } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { after, type Problem, type Quantity } from './read';
import { says } from './targets';
import { askedUnit, convertFromSI } from './units';
import { finish, num, withUnit, type Role } from './write';

export const AVERAGE = /السرعه المتوسطه|متوسط السرعه|سرعته المتوسطه|سرعتها المتوسطه|average speed|mean speed/;
const CONVERT = /^\s*(?:convert|express|change|حول|حولي|اكتب)\b|(?:convert|حول)\s/;

/** Average speed: each time pairs with the distance or speed next to it. */
export function solveAverageSpeed(problem: Problem): Solution | null {
  if (!says(problem, AVERAGE) || problem.g) return null;
  const { language } = problem;
  const roles: Role[] = [];
  const legs: { distance: number; time: number; text: string }[] = [];
  let pending: Quantity | null = null;
  for (const quantity of problem.quantities) {
    if (quantity.start >= problem.askStart) return null;
    if (!['length', 'velocity', 'time'].includes(quantity.dimension)) return null;
    if (!pending) {
      pending = quantity;
      continue;
    }
    const pair = [pending, quantity];
    const time = pair.find((entry) => entry.dimension === 'time');
    const other = pair.find((entry) => entry.dimension !== 'time');
    if (!time || !other) return null;
    const leg = legs.length + 1;
    roles.push({ quantity: time, symbol: `t_{${leg}}` }, { quantity: other, symbol: other.dimension === 'length' ? `d_{${leg}}` : `v_{${leg}}` });
    const distance = other.dimension === 'length' ? other.si : other.si * time.si;
    legs.push({ distance, time: time.si, text: other.dimension === 'length' ? '' : m(`d_{${leg}} = v_{${leg}} t_{${leg}} = ${withUnit(num(distance), '\\text{m}')}`) });
    pending = null;
  }
  if (pending || legs.length < 2) return null;
  const totalDistance = legs.reduce((sum, leg) => sum + leg.distance, 0);
  const totalTime = legs.reduce((sum, leg) => sum + leg.time, 0);
  const average = totalDistance / totalTime;
  const unit = askedUnit(problem, 'velocity');
  const value = unit ? convertFromSI(average, unit) : average;
  // Check: the same average from the legs' own average speeds weighted by their times.
  const weighted = legs.reduce((sum, leg) => sum + (leg.distance / leg.time) * leg.time, 0) / totalTime;
  if (Math.abs(weighted - average) > 1e-9 * average) return null;
  const steps: SolutionStep[] = [
    ...legs.filter((leg) => leg.text).map((leg) => ({ text: leg.text })),
    { text: `${say(language, 'Total distance and total time (in SI)', 'المسافة الكلية والزمن الكلي (بالنظام الدولي)')}: ${m(`d = ${withUnit(num(totalDistance), '\\text{m}')},\\ t = ${withUnit(num(totalTime), '\\text{s}')}`)}` },
    {
      text: `${say(language, 'Average speed', 'السرعة المتوسطة')}: ${m(`\\bar{v} = \\frac{d}{t} = \\frac{${num(totalDistance)}}{${num(totalTime)}} = ${withUnit(num(average), '\\text{m/s}')}`)}`,
      detail: say(language, 'Average speed is total distance over total time — not the mean of the speeds, because the legs last different times.', 'السرعة المتوسطة = المسافة الكلية ÷ الزمن الكلي، وليست متوسط السرعات لأن المراحل تستغرق أزمنة مختلفة.'),
    },
  ];
  return finish(problem, {
    kind: 'average-speed',
    title: { en: 'Average speed', ar: 'السرعة المتوسطة' },
    roles,
    steps,
    answers: [{ symbol: '\\bar{v}', value, unit: unit?.latex ?? '\\text{m/s}' }],
    check: { en: 'Recomputed from each leg’s speed weighted by its time ✓', ar: 'أعيد الحساب من سرعة كل مرحلة مرجحة بزمنها ✓' },
  });
}

/** "Convert 90 km/h to m/s", "حول ٣٦ كم/س الى م/ث". */
export function solveSpeedConversion(problem: Problem): Solution | null {
  if (problem.quantities.length !== 1) return null;
  const [speed] = problem.quantities as [Quantity];
  if (speed.dimension !== 'velocity') return null;
  // "Convert 90 km/h to m/s", or "سرعتها ١٨ كم/س، كام سرعتها بالمتر/ث؟"
  const converts = CONVERT.test(problem.lower) && /^\s*(?:to|into|in|الي|ل|ب)\s*\S/.test(after(problem, speed, 12));
  const asks = speed.end <= problem.askStart && /^[^.?]*(?:(?:ال)?سرع[هت]|speed|velocity)[^.?]*[.?]?\s*$/.test(problem.lower.slice(problem.askStart));
  if (!converts && !asks) return null;
  const askedAt = { ...problem, askStart: converts ? speed.end : problem.askStart };
  const unit = askedUnit(askedAt, 'velocity');
  if (!unit || unit.latex === speed.unit) return null;
  const value = convertFromSI(speed.si, unit);
  const back = value * (speed.si / value);
  if (Math.abs(back - speed.si) > 1e-9 * Math.max(1, speed.si)) return null;
  const { language } = problem;
  return finish(problem, {
    kind: 'speed-conversion',
    title: { en: 'Converting a speed', ar: 'تحويل وحدة السرعة' },
    roles: [{ quantity: speed, symbol: 'v' }],
    steps: [
      {
        text: `${say(language, 'In SI', 'بالنظام الدولي')}: ${m(`v = ${withUnit(speed.raw, speed.unit)} = ${withUnit(num(speed.si), '\\text{m/s}')}`)}`,
        detail: say(language, '1 km/h = 1000 m ÷ 3600 s = 5/18 m/s.', '1 كم/س = 1000 م ÷ 3600 ث = 5/18 م/ث.'),
      },
    ],
    answers: [{ symbol: 'v', value, unit: unit.latex }],
    check: { en: 'Converted back, it gives the speed as written ✓', ar: 'بالتحويل العكسي نحصل على السرعة كما كُتبت ✓' },
  });
}
