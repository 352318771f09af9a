/**
 * Momentum p = mv, impulse FΔt = Δp (a ball rebounding from a wall, a force acting for a time) and the average
 * force, and head-on collisions of two bodies: perfectly inelastic (they stick: common velocity, kinetic energy
 * lost) and elastic (both final velocities). Collisions are checked by conserving momentum (and, when elastic,
 * kinetic energy) with the answers.
 */
import { m, say } from '../../math/language';
import type { Solution, SolutionStep } from '../../solution';
import { after as textAfter, before as textBefore, type Problem, type Quantity } from './read';
import { findTargets, says, type TargetSpec } from './targets';
import { agrees, conversions, finish, lawStep, num, withUnit, type Answer, type Role } from './write';

const MOMENTUM_WORDS = /كميه (?:ال)?حركه|momentum|recoil|الدفع|دفع|impulse|تصادم|اصطدم|تصطدم|collid|collision|embed|التحم|تلتحم|ارتد|rebound|bounce|hit back|wall|حائط|حايط/;
/** "hits", "crashes into", "خبط في": a collision named without the word, taken only for two bodies. */
const HIT = /\bhits?\b|\bstrikes?\b|\bcrash(?:es|ed)? into|\brams?\b|\bruns? into|(?<![\u0621-\u064A])(?:خبط|خبطت|يخبط|تخبط|بيخبط|بتخبط|اتخبط|اتخبطت|اصطدمت|يصطدم)(?![\u0621-\u064A])/;
const REST = /ساكن|at rest|stationary|واقف/;
const STICK = /التحم|تلتحم|يلتحم|stick|coupl|embed|together|معا|استقر|يستقر|تستقر|lodge|inelastic|غير مرن/;
const ELASTIC = /(?<!in)elastic|(?<!غير )مرن/;
const OPPOSITE = /متضاد|متعاكس|opposite|towards each other|toward each other|متقابل/;
const SAME_DIRECTION = /نفس الاتجاه|same direction/;
const REBOUND = /ارتد|ترتد|يرتد|rebound|bounce|hit back|back at|opposite|عكس/;
const SAME_SPEED = /بنفس السرعه|بنفس سرعته|same speed/;

/** A gun firing a bullet (a cannon a shell): both at rest before, so the gun recoils with m_b v_b / m_g. */
const RECOIL = /ارتداد|يرتد|ترتد|ارتد|recoil|kicks? back/;
const GUN = /بندقي|مدفع|مسدس|\bguns?\b|rifle|cannon|pistol/;
const SHOT = /رصاص|قذيف|طلقه|bullet|shell|projectile|cannon ?ball/;

type Key = 'p' | 'I' | 'F' | 'v' | 'lost';

const TARGETS: readonly TargetSpec<Key>[] = [
  { key: 'lost', pattern: /(?:ال)?طاقه (?:ال)?حركه (?:ال)?(?:مفقوده|ضايعه)|(?:ال)?(?:مفقود|ضايع)(?:ه)? (?:من|في) (?:ال)?طاقه (?:ال)?(?:حركيه|حركه)|(?:ال)?نقص في (?:ال)?طاقه (?:ال)?(?:حركيه|حركه)|الطاقه (?:الحركيه )?(?:المفقوده|الضايعه)|(?:kinetic )?energy lost|loss (?:of|in) (?:kinetic )?energy|lost (?:kinetic )?energy/ },
  { key: 'I', pattern: /الدفع|impulse|(?:التغير في|change in) (?:its )?(?:كميه (?:ال)?حركه|momentum)/ },
  { key: 'p', pattern: /كميه (?:ال)?حركه|momentum/ },
  { key: 'F', pattern: /متوسط القوه|average force|القوه|force/ },
  { key: 'v', pattern: /السرعه المشتركه|سرعت(?:ه|ها|هما)|(?:ال)?سرعه|speeds?|velocit(?:y|ies)/ },
];

export function solveMomentum(problem: Problem): Solution | null {
  const worded = says(problem, MOMENTUM_WORDS);
  if ((!worded && !says(problem, HIT)) || problem.g) return null;
  const targets = findTargets(problem, TARGETS);
  if (!targets) return null;
  const all = problem.quantities.filter((quantity) => quantity.dimension === 'mass');
  if (!worded) {
    const masses = all.filter((quantity) => quantity.start < problem.askStart);
    return masses.length === 2 && all.length === 2 ? collision(problem, masses, targets, undefined) : null;
  }
  // "Find the velocity of the 1 kg ball": a mass named in the question picks one of the two bodies.
  const masses = all.filter((quantity) => quantity.start < problem.askStart);
  const named = all.filter((quantity) => quantity.start >= problem.askStart);
  if (masses.length === 2 && named.length === 0 && says(problem, RECOIL) && says(problem, GUN)) return recoil(problem, masses, targets);
  if (masses.length === 2 && named.length <= 1) return collision(problem, masses, targets, named[0]);
  if (all.length > 1) return null;
  return impulse(problem, targets);
}

function impulse(problem: Problem, targets: { key: Key; part: number }[]): Solution | null {
  const roles: Role[] = [];
  let mass: number | undefined;
  let force: number | undefined;
  let time: number | undefined;
  const speeds: number[] = [];
  for (const quantity of problem.quantities) {
    if (quantity.dimension === 'mass') ((mass = quantity.si), roles.push({ quantity, symbol: 'm' }));
    else if (quantity.dimension === 'force' && force === undefined) ((force = quantity.si), roles.push({ quantity, symbol: 'F' }));
    else if (quantity.dimension === 'time' && time === undefined) ((time = quantity.si), roles.push({ quantity, symbol: '\\Delta t' }));
    else if (quantity.dimension === 'velocity' && speeds.length < 2) (speeds.push(quantity.si), roles.push({ quantity, symbol: speeds.length === 1 ? 'v_1' : 'v_2' }));
    else return null;
  }
  const { language } = problem;
  const steps: SolutionStep[] = [...conversions(roles)];
  let change: number | undefined;
  if (mass !== undefined && speeds.length > 0) {
    const rebound = says(problem, REBOUND);
    const v1 = speeds[0]!;
    const v2 = speeds.length === 2 ? speeds[1]! : says(problem, SAME_SPEED) ? v1 : undefined;
    if (v2 === undefined) {
      if (targets.length !== 1 || targets[0]!.key !== 'p' || force !== undefined || time !== undefined) return null;
      const p = mass * v1;
      steps.push(lawStep(language, { en: 'Momentum', ar: 'كمية الحركة' }, 'p = m v', `${num(mass)} \\times ${num(v1)}`, withUnit(num(p), '\\text{kg·m/s}')));
      if (!agrees(p / mass, v1)) return null;
      return done(problem, roles, steps, [{ symbol: 'p', value: p, unit: '\\text{kg·m/s}' }]);
    }
    if (speeds.length === 2 && !rebound && !says(problem, SAME_DIRECTION)) return null;
    change = rebound ? mass * (v1 + v2) : mass * (v2 - v1);
    steps.push(lawStep(language, { en: 'Change in momentum', ar: 'التغير في كمية الحركة' }, rebound ? '\\Delta p = m(v_2 - (-v_1)) = m(v_1 + v_2)' : '\\Delta p = m(v_2 - v_1)', rebound ? `${num(mass)} \\times (${num(v1)} + ${num(v2)})` : `${num(mass)} \\times (${num(v2)} - ${num(v1)})`, withUnit(num(Math.abs(change)), '\\text{kg·m/s}'), rebound ? {
      en: 'Velocity is a vector: taking the new direction as positive, the ball’s velocity goes from −v₁ to +v₂, so the change is the sum of the speeds.',
      ar: 'السرعة كمية متجهة: باعتبار الاتجاه الجديد موجبًا تتغير سرعة الكرة من −v₁ إلى +v₂، فالتغير هو مجموع السرعتين.',
    } : undefined));
  } else if (force !== undefined && time !== undefined) {
    change = force * time;
    steps.push(lawStep(language, { en: 'Impulse', ar: 'الدفع' }, 'I = F \\Delta t', `${num(force)} \\times ${num(time)}`, withUnit(num(change), '\\text{N·s}'), { en: 'The impulse of a force equals the change in momentum it causes.', ar: 'دفع القوة يساوي التغير في كمية الحركة الذي تحدثه.' }));
  }
  if (change === undefined) return null;
  const answers: Answer[] = [];
  for (const target of targets) {
    if (target.key === 'I') answers.push({ symbol: '\\Delta p', value: Math.abs(change), unit: '\\text{kg·m/s}', part: target.part });
    else if (target.key === 'F') {
      if (time === undefined || force !== undefined) return null;
      const average = Math.abs(change) / time;
      steps.push(lawStep(language, { en: 'Average force', ar: 'متوسط القوة' }, 'F = \\frac{\\Delta p}{\\Delta t}', `\\frac{${num(Math.abs(change))}}{${num(time)}}`, withUnit(num(average), '\\text{N}')));
      if (!agrees(average * time, Math.abs(change))) return null;
      answers.push({ symbol: 'F', value: average, unit: '\\text{N}', part: target.part });
    } else if (target.key === 'v') {
      if (mass === undefined || speeds.length > 0 || !REST.test(problem.lower) && !/(?:من|from)\s+(?:ال)?(?:سكون|rest)/.test(problem.lower)) return null;
      const speed = change / mass;
      steps.push(lawStep(language, { en: 'From rest, the final velocity', ar: 'من السكون، السرعة النهائية' }, 'v = \\frac{\\Delta p}{m}', `\\frac{${num(change)}}{${num(mass)}}`, withUnit(num(speed), '\\text{m/s}')));
      answers.push({ symbol: 'v', value: speed, unit: '\\text{m/s}', part: target.part });
    } else return null;
  }
  if (force !== undefined && time !== undefined && !answers.some((answer) => answer.symbol === '\\Delta p' || answer.symbol === 'v')) return null;
  return done(problem, roles, steps, answers);
}

function done(problem: Problem, roles: Role[], steps: SolutionStep[], answers: Answer[]): Solution | null {
  return finish(problem, {
    kind: 'momentum-impulse',
    title: { en: 'Momentum and impulse', ar: 'كمية الحركة والدفع' },
    roles,
    steps,
    answers,
    check: { en: 'Checked with the inverse relation (F·Δt = Δp, p/m = v) ✓', ar: 'تم التحقق بالعلاقة العكسية (F·Δt = Δp، p/m = v) ✓' },
  });
}

/** Each body's velocity: the speed written after its mass (or, "masses … speeds … respectively", in order); 0 when at rest. */
function pairVelocities(problem: Problem, masses: Quantity[]): (Quantity | null)[] | null {
  const velocities = problem.quantities.filter((quantity) => quantity.dimension === 'velocity');
  if (velocities.length === 2 && velocities[0]!.start > masses[1]!.start) return velocities;
  const paired: (Quantity | null)[] = [null, null];
  for (const velocity of velocities) {
    const owner = velocity.start > masses[1]!.start ? 1 : velocity.start > masses[0]!.start ? 0 : -1;
    if (owner < 0 || paired[owner]) return null;
    paired[owner] = velocity;
  }
  const resting = paired.filter((entry) => entry === null).length;
  if (resting > 1 || (resting === 1 && !REST.test(problem.lower))) return null;
  return paired;
}

function collision(problem: Problem, masses: Quantity[], targets: { key: Key; part: number }[], named: Quantity | undefined): Solution | null {
  if (problem.quantities.some((quantity) => quantity.dimension !== 'mass' && quantity.dimension !== 'velocity')) return null;
  const chosen = named ? masses.findIndex((mass) => Math.abs(mass.si - named.si) < 1e-12) : -1;
  if (named && (chosen < 0 || Math.abs(masses[0]!.si - masses[1]!.si) < 1e-12)) return null;
  const stick = says(problem, STICK);
  const elastic = says(problem, ELASTIC) && !stick;
  if (!stick && !elastic) return null;
  const paired = pairVelocities(problem, masses);
  if (!paired) return null;
  const [m1, m2] = [masses[0]!.si, masses[1]!.si];
  const u1 = paired[0]?.si ?? 0;
  let u2 = paired[1]?.si ?? 0;
  if (paired[0] && paired[1]) {
    if (says(problem, OPPOSITE)) u2 = -u2;
    else if (!says(problem, SAME_DIRECTION)) return null;
  }
  const roles: Role[] = [
    { quantity: masses[0]!, symbol: 'm_1' },
    { quantity: masses[1]!, symbol: 'm_2' },
    ...paired.flatMap((entry, index) => (entry ? [{ quantity: entry, symbol: `u_${index + 1}` }] : [])),
    ...(named ? [{ quantity: named, symbol: `m_${chosen + 1}` }] : []),
  ];
  const { language } = problem;
  const steps: SolutionStep[] = [...conversions(roles)];
  steps.push({ text: say(language, `Take the first body’s direction as positive: ${m(`u_1 = ${num(u1)},\\ u_2 = ${num(u2)}\\ \\text{m/s}`)}`, `نعتبر اتجاه الجسم الأول موجبًا: ${m(`u_1 = ${num(u1)},\\ u_2 = ${num(u2)}\\ \\text{m/s}`)}`) });
  const before = m1 * u1 + m2 * u2;
  const answers: Answer[] = [];
  if (stick) {
    const common = before / (m1 + m2);
    steps.push(lawStep(language, { en: 'Conservation of momentum (they move together)', ar: 'قانون بقاء كمية الحركة (يتحركان معًا)' }, "v = \\frac{m_1 u_1 + m_2 u_2}{m_1 + m_2}", `\\frac{${num(m1)} \\times ${num(u1)} + ${num(m2)} \\times ${num(u2)}}{${num(m1)} + ${num(m2)}}`, withUnit(num(common), '\\text{m/s}'), {
      en: 'No external horizontal force acts during the short collision, so the total momentum before equals the total after.',
      ar: 'لا تؤثر قوة خارجية أفقية أثناء التصادم القصير، لذا كمية الحركة الكلية قبل التصادم تساوي الكلية بعده.',
    }));
    if (!agrees((m1 + m2) * common, before)) return null;
    const lost = 0.5 * m1 * u1 ** 2 + 0.5 * m2 * u2 ** 2 - 0.5 * (m1 + m2) * common ** 2;
    for (const target of targets) {
      if (target.key === 'v') {
        if (common < 0) steps.push({ text: say(language, 'The minus sign: together they move in the direction the second body was moving.', 'الإشارة السالبة: يتحركان معًا في اتجاه حركة الجسم الثاني.') });
        answers.push({ symbol: '|v|', value: Math.abs(common), unit: '\\text{m/s}', part: target.part });
      }
      else if (target.key === 'lost') {
        steps.push(lawStep(language, { en: 'Kinetic energy lost', ar: 'الطاقة الحركية المفقودة' }, '\\Delta KE = \\tfrac{1}{2} m_1 u_1^2 + \\tfrac{1}{2} m_2 u_2^2 - \\tfrac{1}{2}(m_1 + m_2) v^2', `${num(0.5 * m1 * u1 ** 2 + 0.5 * m2 * u2 ** 2)} - ${num(0.5 * (m1 + m2) * common ** 2)}`, withUnit(num(lost), '\\text{J}')));
        if (lost < 0) return null;
        answers.push({ symbol: '\\Delta KE', value: lost, unit: '\\text{J}', part: target.part });
      } else return null;
    }
  } else {
    const v1 = ((m1 - m2) * u1 + 2 * m2 * u2) / (m1 + m2);
    const v2 = ((m2 - m1) * u2 + 2 * m1 * u1) / (m1 + m2);
    steps.push(lawStep(language, { en: 'Elastic collision, first body', ar: 'تصادم مرن، الجسم الأول' }, "v_1 = \\frac{(m_1 - m_2) u_1 + 2 m_2 u_2}{m_1 + m_2}", `\\frac{(${num(m1)} - ${num(m2)}) \\times ${num(u1)} + 2 \\times ${num(m2)} \\times ${num(u2)}}{${num(m1 + m2)}}`, withUnit(num(v1), '\\text{m/s}'), {
      en: 'In an elastic collision both momentum and kinetic energy are conserved; solving the two equations gives these formulas.',
      ar: 'في التصادم المرن تُحفظ كمية الحركة والطاقة الحركية معًا، وبحل المعادلتين نحصل على هاتين العلاقتين.',
    }));
    steps.push(lawStep(language, { en: 'Second body', ar: 'الجسم الثاني' }, "v_2 = \\frac{(m_2 - m_1) u_2 + 2 m_1 u_1}{m_1 + m_2}", `\\frac{(${num(m2)} - ${num(m1)}) \\times ${num(u2)} + 2 \\times ${num(m1)} \\times ${num(u1)}}{${num(m1 + m2)}}`, withUnit(num(v2), '\\text{m/s}')));
    const energyBefore = m1 * u1 ** 2 + m2 * u2 ** 2;
    if (!agrees(m1 * v1 + m2 * v2, before) || !agrees(m1 * v1 ** 2 + m2 * v2 ** 2, energyBefore)) return null;
    if (targets.length !== 1 || targets[0]!.key !== 'v') return null;
    if (chosen === 0) answers.push({ symbol: "v_1'", value: v1, unit: '\\text{m/s}' });
    else if (chosen === 1) answers.push({ symbol: "v_2'", value: v2, unit: '\\text{m/s}' });
    else answers.push({ symbol: "v_1'", value: v1, unit: '\\text{m/s}' }, { symbol: "v_2'", value: v2, unit: '\\text{m/s}' });
  }
  return finish(problem, {
    kind: 'collision',
    title: stick ? { en: 'Perfectly inelastic collision', ar: 'تصادم عديم المرونة (التحام)' } : { en: 'Elastic collision', ar: 'تصادم مرن' },
    roles,
    steps,
    answers,
    check: { en: 'Total momentum is the same before and after the collision ✓', ar: 'كمية الحركة الكلية قبل التصادم تساوي الكلية بعده ✓' },
  });
}

/**
 * Recoil: "a 20 g bullet leaves a 4 kg gun at 400 m/s; find the gun's recoil speed" (or the bullet's speed from the
 * recoil). Each mass is named by the word just before it; the one given speed belongs to the body not asked about.
 */
function recoil(problem: Problem, masses: Quantity[], targets: { key: Key; part: number }[]): Solution | null {
  if (targets.length !== 1 || targets[0]!.key !== 'v') return null;
  const velocities = problem.quantities.filter((quantity) => quantity.dimension === 'velocity');
  if (velocities.length !== 1 || problem.quantities.length !== 3 || velocities[0]!.start >= problem.askStart) return null;
  // The body a mass belongs to: named just before it ("بندقيه كتلتها ٤ كجم"), else just after ("a 4 kg gun").
  const bodyOf = (mass: Quantity): 'gun' | 'shot' | null => {
    const ahead = textBefore(problem, mass, 30);
    const next = /^\s*\S+/.exec(textAfter(problem, mass, 15))?.[0] ?? '';
    // "كتلتها ٤ كجم", "of mass 4 kg" name the body before; "a 4 kg gun" the word after.
    const linked = /(?:كتلت\S*|كتله|mass(?: of)?|of)\s*$/.test(ahead);
    for (const text of linked ? [ahead] : [next, ahead]) {
      const gun = GUN.test(text);
      const shot = SHOT.test(text);
      if (gun !== shot) return gun ? 'gun' : 'shot';
      if (gun && shot) return null;
    }
    return null;
  };
  const gunAt = masses.findIndex((mass) => bodyOf(mass) === 'gun');
  const shotAt = masses.findIndex((mass) => bodyOf(mass) === 'shot');
  if (gunAt < 0 || shotAt < 0 || gunAt === shotAt) return null;
  const ask = problem.lower.slice(problem.askStart);
  const asksGun = (RECOIL.test(ask) || GUN.test(ask)) && !SHOT.test(ask);
  const asksShot = SHOT.test(ask) && !RECOIL.test(ask) && !GUN.test(ask);
  if (asksGun === asksShot) return null;
  const gun = masses[gunAt]!;
  const shot = masses[shotAt]!;
  const given = velocities[0]!;
  const [known, asked] = asksGun ? [shot, gun] : [gun, shot];
  const knownSymbol = asksGun ? 'b' : 'g';
  const askedSymbol = asksGun ? 'g' : 'b';
  const roles: Role[] = [
    { quantity: shot, symbol: 'm_b' },
    { quantity: gun, symbol: 'm_g' },
    { quantity: given, symbol: `v_${knownSymbol}` },
  ];
  const { language } = problem;
  const steps: SolutionStep[] = [...conversions(roles)];
  const value = (known.si * given.si) / asked.si;
  steps.push(lawStep(language, { en: 'Conservation of momentum (both at rest before firing)', ar: 'قانون بقاء كمية الحركة (الاثنان ساكنان قبل الإطلاق)' }, `m_${askedSymbol} v_${askedSymbol} = m_${knownSymbol} v_${knownSymbol} \\Rightarrow v_${askedSymbol} = \\frac{m_${knownSymbol} v_${knownSymbol}}{m_${askedSymbol}}`, `\\frac{${num(known.si)} \\times ${num(given.si)}}{${num(asked.si)}}`, withUnit(num(value), '\\text{m/s}'), {
    en: 'The total momentum is zero before firing, so after it the bullet and the gun have equal and opposite momenta: the gun moves backwards (recoils).',
    ar: 'كمية الحركة الكلية صفر قبل الإطلاق، فبعده تكون كمية حركة الرصاصة مساوية لكمية حركة البندقية ومضادة لها في الاتجاه: ترتد البندقية للخلف.',
  }));
  if (!agrees(asked.si * value - known.si * given.si, 0) || !(value > 0)) return null;
  return finish(problem, {
    kind: 'collision',
    title: { en: 'Recoil (conservation of momentum)', ar: 'الارتداد (بقاء كمية الحركة)' },
    roles,
    steps,
    answers: [{ symbol: `v_${askedSymbol}`, value, unit: '\\text{m/s}' }],
    check: { en: `Momentum after firing: ${m(`${num(asked.si)} \\times ${num(value)} - ${num(known.si)} \\times ${num(given.si)} = 0`)} ✓`, ar: `كمية الحركة بعد الإطلاق: ${m(`${num(asked.si)} \\times ${num(value)} - ${num(known.si)} \\times ${num(given.si)} = 0`)} ✓` },
  });
}
