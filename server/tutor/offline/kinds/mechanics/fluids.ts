/**
 * Density and pressure in fluids: ρ = m/V (and m, V from it), pressure F/A, pressure at a depth ρgh (plus the
 * atmospheric pressure when it is given), the hydraulic press F₁/A₁ = F₂/A₂ (areas, radii or diameters),
 * Archimedes' buoyant force (ρVg, or weight in air − weight in the liquid, and the volume from it) and the
 * submerged fraction of a floating body ρ_body/ρ_liquid. Each answer is checked by the inverse relation.
 */
import type { Dimension } from '../../science/physics/units';
import type { Solution, SolutionStep } from '../../solution';
import { after, before, gravity, type Problem, type Quantity } from './read';
import { findTargets, says, type TargetSpec } from './targets';
import { askedUnit, convertFromSI } from './units';
import { agrees, conversions, finish, lawStep, num, withUnit, type Answer, type Role } from './write';

const FLUID_WORDS = /كثاف|densit|ضغط|pressure|مكبس|piston|hydraulic|هيدروليك|مغمور|submerged|immersed|طفو|تطفو|يطفو|float|buoyan|upthrust|عمق|depth|ارشميدس|archimedes/;
const LIQUID_CUE = /ماء|مياه|water|liquid|سائل|زيت|oil|بحر|sea|زيبق|mercury|fluid|مايع/;
const SMALL = /صغير|small/;
const LARGE = /كبير|large|big/;
const DEPTH_CUE = /عمق|depth|deep|ارتفاع|عمود|column|height|below|تحت/;
const IN_LIQUID = /مغمور|في الماء|في السائل|in water|in the liquid|submerged|immersed/;

type Key = 'fraction' | 'Fb' | 'P' | 'F' | 'rho' | 'V' | 'm';

const TARGETS: readonly TargetSpec<Key>[] = [
  { key: 'fraction', pattern: /(?:نسبه|النسبه|الجزء|fraction|percentage|portion)[^.?]{0,30}?(?:المغمور|مغمور|submerged|immersed|under)|submerged fraction/ },
  { key: 'Fb', pattern: /قوه الدفع|دفع الماء|buoyant force|buoyancy|upthrust|الدفع/ },
  { key: 'P', pattern: /الضغط|ضغط|pressure/ },
  { key: 'F', pattern: /القوه|قوه|force/ },
  { key: 'rho', pattern: /الكثافه|كثافه|density/ },
  { key: 'V', pattern: /الحجم|حجم|volume/ },
  { key: 'm', pattern: /الكتله|كتله|mass/ },
];

const UNIT_DIMENSIONS: Readonly<Record<string, Dimension>> = { '\\text{Pa}': 'pressure', '\\text{kg/m}^{3}': 'density', '\\text{N}': 'force', '\\text{kg}': 'mass', '\\text{m}^{3}': 'volume' };

export function solveFluids(problem: Problem): Solution | null {
  if (!says(problem, FLUID_WORDS)) return null;
  const targets = findTargets(problem, TARGETS);
  if (!targets) return null;
  const roles: Role[] = [];
  const of = (dimension: string): Quantity[] => problem.quantities.filter((quantity) => quantity.dimension === dimension);
  const { language } = problem;
  const g = gravity(problem);
  const keys = targets.map((target) => target.key);
  let solved: Answer[] | null = null;
  const steps: SolutionStep[] = [];
  const law = (name: { en: string; ar: string }, formula: string, substitution: string, value: number, unit: string): number => {
    steps.push(lawStep(language, name, formula, substitution, withUnit(num(value), unit)));
    return value;
  };
  const densities = of('density');
  const forces = of('force');
  const areas = of('area');
  const lengths = of('length');
  const volumes = of('volume');
  const masses = of('mass');
  const count = problem.quantities.length;
  if (keys.includes('fraction') && densities.length === 2 && count === 2) {
    const fluidIndex = densities.findIndex((quantity) => LIQUID_CUE.test(before(problem, quantity, 25)));
    if (fluidIndex < 0 || LIQUID_CUE.test(before(problem, densities[1 - fluidIndex]!, 25))) return null;
    const liquid = densities[fluidIndex]!;
    const body = densities[1 - fluidIndex]!;
    roles.push({ quantity: body, symbol: '\\rho_{body}' }, { quantity: liquid, symbol: '\\rho_{liquid}' });
    if (body.si > liquid.si) return null;
    const fraction = law({ en: 'A floating body displaces its own weight', ar: 'الجسم الطافي يزيح سائلًا وزنه يساوي وزنه' }, '\\frac{V_{sub}}{V} = \\frac{\\rho_{body}}{\\rho_{liquid}}', `\\frac{${num(body.si)}}{${num(liquid.si)}}`, body.si / liquid.si, '');
    if (!agrees(fraction * liquid.si, body.si)) return null;
    const percent = says(problem, /%|مئوي|percent/);
    solved = [{ symbol: '\\frac{V_{sub}}{V}', value: percent ? fraction * 100 : fraction, unit: percent ? '\\%' : '' }];
  } else if (keys.every((key) => key === 'F') && forces.length === 1 && (areas.length === 2 || lengths.length === 2) && count === 3) {
    solved = hydraulic(problem, forces[0]!, areas.length === 2 ? areas : lengths, roles, law);
  } else if (keys.every((key) => key === 'Fb' || key === 'V' || key === 'rho') && g !== null) {
    solved = buoyancy(problem, keys, { densities, forces, volumes, count }, g, roles, law);
  } else if (keys.length === 1 && keys[0] === 'P') {
    if (forces.length === 1 && areas.length === 1 && count === 2) {
      roles.push({ quantity: forces[0]!, symbol: 'F' }, { quantity: areas[0]!, symbol: 'A' });
      const pressure = law({ en: 'Pressure', ar: 'الضغط' }, 'P = \\frac{F}{A}', `\\frac{${num(forces[0]!.si)}}{${num(areas[0]!.si)}}`, forces[0]!.si / areas[0]!.si, '\\text{Pa}');
      if (agrees(pressure * areas[0]!.si, forces[0]!.si)) solved = [{ symbol: 'P', value: pressure, unit: '\\text{Pa}' }];
    } else if (densities.length === 1 && lengths.length === 1 && count === 2 && g !== null && DEPTH_CUE.test(before(problem, lengths[0]!, 35))) {
      const [rho, depth] = [densities[0]!, lengths[0]!];
      roles.push({ quantity: rho, symbol: '\\rho' }, { quantity: depth, symbol: 'h' });
      const liquid = law({ en: 'Pressure of the liquid column', ar: 'ضغط عمود السائل' }, 'P = \\rho g h', `${num(rho.si)} \\times ${num(g)} \\times ${num(depth.si)}`, rho.si * g * depth.si, '\\text{Pa}');
      let total = liquid;
      if (problem.atmospheric) total = law({ en: 'Add the atmospheric pressure on the surface', ar: 'نضيف الضغط الجوي المؤثر على السطح' }, 'P = P_a + \\rho g h', `${num(problem.atmospheric.si)} + ${num(liquid)}`, problem.atmospheric.si + liquid, '\\text{Pa}');
      if (agrees((total - (problem.atmospheric?.si ?? 0)) / (rho.si * g), depth.si)) solved = [{ symbol: 'P', value: total, unit: '\\text{Pa}' }];
    }
  } else if (keys.length === 1 && count === 2 && densities.length + masses.length + volumes.length === 2) {
    solved = density(problem, keys[0]!, { densities, masses, volumes }, roles, law);
  }
  if (!solved) return null;
  const answers = solved.map((answer, index) => {
    const dimension = UNIT_DIMENSIONS[answer.unit];
    const unit = dimension ? askedUnit(problem, dimension) : null;
    const converted = unit ? { ...answer, value: convertFromSI(answer.value, unit), unit: unit.latex } : answer;
    return { ...converted, part: targets[index]?.part ?? 0 };
  });
  return finish(problem, {
    kind: 'fluids',
    title: { en: 'Density and pressure in fluids', ar: 'الكثافة والضغط في الموائع' },
    roles,
    steps: [...conversions(roles), ...steps],
    answers,
    check: { en: 'Checked with the inverse relation (the given recomputed from the answer) ✓', ar: 'تم التحقق بالعلاقة العكسية (حساب المعطى من الناتج) ✓' },
  });
}

type Law = (name: { en: string; ar: string }, formula: string, substitution: string, value: number, unit: string) => number;

function hydraulic(problem: Problem, force: Quantity, sizes: Quantity[], roles: Role[], law: Law): Answer[] | null {
  const sizeOf = (quantity: Quantity): 'small' | 'large' | null => {
    const near = before(problem, quantity, 40);
    const small = SMALL.test(near);
    const large = LARGE.test(near);
    return small === large ? null : small ? 'small' : 'large';
  };
  const [first, second] = sizes as [Quantity, Quantity];
  const firstSize = sizeOf(first) ?? (sizeOf(second) === 'large' ? 'small' : sizeOf(second) === 'small' ? 'large' : null);
  if (!firstSize) return null;
  const small = firstSize === 'small' ? first : second;
  const large = firstSize === 'small' ? second : first;
  const lengths = first.dimension === 'length';
  if (lengths && !/نصف (?:ال)?قطر|radi|قطر|diameter/.test(problem.lower)) return null;
  const place = (text: string): 'small' | 'large' | null => (SMALL.test(text) === LARGE.test(text) ? null : SMALL.test(text) ? 'small' : 'large');
  // "a car of weight 15000 N" is the load on the large piston; else the piston named right after (or before) the force.
  const load = /وزن|weight|ثقل|load|حمل|سياره|car/.test(before(problem, force, 20));
  const where = load ? 'large' : (place(after(problem, force, 40)) ?? place(before(problem, force, 25)));
  if (!where) return null;
  const onSmall = where === 'small';
  const onLarge = where === 'large';
  if (onSmall === onLarge) return null;
  const a = (quantity: Quantity): number => (lengths ? quantity.si ** 2 : quantity.si);
  const symbols = lengths ? (/قطر|diameter/.test(problem.lower) && !/نصف|radi/.test(problem.lower) ? ['d_1', 'd_2'] : ['r_1', 'r_2']) : ['A_1', 'A_2'];
  roles.push({ quantity: small, symbol: symbols[0]! }, { quantity: large, symbol: symbols[1]! }, { quantity: force, symbol: onSmall ? 'F_1' : 'F_2' });
  const ratio = lengths ? `\\left(\\frac{${symbols[1]}}{${symbols[0]}}\\right)^2` : `\\frac{A_2}{A_1}`;
  const value = onSmall
    ? law({ en: "Pascal's principle: the pressure is the same on both pistons", ar: 'قاعدة باسكال: الضغط متساوٍ على المكبسين' }, `F_2 = F_1 ${ratio}`, `${num(force.si)} \\times ${lengths ? `\\left(\\frac{${num(large.si)}}{${num(small.si)}}\\right)^2` : `\\frac{${num(large.si)}}{${num(small.si)}}`}`, (force.si * a(large)) / a(small), '\\text{N}')
    : law({ en: "Pascal's principle: the pressure is the same on both pistons", ar: 'قاعدة باسكال: الضغط متساوٍ على المكبسين' }, `F_1 = F_2 ${lengths ? `\\left(\\frac{${symbols[0]}}{${symbols[1]}}\\right)^2` : '\\frac{A_1}{A_2}'}`, `${num(force.si)} \\times ${lengths ? `\\left(\\frac{${num(small.si)}}{${num(large.si)}}\\right)^2` : `\\frac{${num(small.si)}}{${num(large.si)}}`}`, (force.si * a(small)) / a(large), '\\text{N}');
  const pressuresAgree = onSmall ? agrees(force.si / a(small), value / a(large)) : agrees(force.si / a(large), value / a(small));
  return pressuresAgree ? [{ symbol: onSmall ? 'F_2' : 'F_1', value, unit: '\\text{N}' }] : null;
}

interface Found {
  densities: Quantity[];
  forces: Quantity[];
  volumes: Quantity[];
  count: number;
}

function buoyancy(problem: Problem, keys: Key[], found: Found, g: number, roles: Role[], law: Law): Answer[] | null {
  const { densities, forces, volumes, count } = found;
  if (densities.length !== 1 || !LIQUID_CUE.test(before(problem, densities[0]!, 30))) return null;
  // Only a fully submerged volume displaces its whole volume.
  if (says(problem, /half|third|quarter|partial|نصف|ثلث|ربع|جزئي|%|above the surface|فوق سطح/)) return null;
  const rho = densities[0]!;
  roles.push({ quantity: rho, symbol: '\\rho_{liquid}' });
  let buoyant: number;
  if (volumes.length === 1 && forces.length === 0 && count === 2) {
    roles.push({ quantity: volumes[0]!, symbol: 'V' });
    buoyant = law({ en: "Archimedes' principle", ar: 'قاعدة أرشميدس' }, 'F_b = \\rho V g', `${num(rho.si)} \\times ${num(volumes[0]!.si)} \\times ${num(g)}`, rho.si * volumes[0]!.si * g, '\\text{N}');
  } else if (forces.length === 2 && volumes.length === 0 && count === 3) {
    const inLiquid = forces.findIndex((quantity) => IN_LIQUID.test(before(problem, quantity, 35)));
    if (inLiquid < 0 || IN_LIQUID.test(before(problem, forces[1 - inLiquid]!, 35))) return null;
    const [air, liquid] = [forces[1 - inLiquid]!, forces[inLiquid]!];
    roles.push({ quantity: air, symbol: 'W_{air}' }, { quantity: liquid, symbol: 'W_{liquid}' });
    buoyant = law({ en: 'Apparent loss of weight', ar: 'النقص الظاهري في الوزن' }, 'F_b = W_{air} - W_{liquid}', `${num(air.si)} - ${num(liquid.si)}`, air.si - liquid.si, '\\text{N}');
    if (buoyant <= 0) return null;
  } else return null;
  const answers: Answer[] = [];
  for (const key of keys) {
    if (key === 'Fb') answers.push({ symbol: 'F_b', value: buoyant, unit: '\\text{N}' });
    else if (key === 'V' && volumes.length === 0) {
      const volume = law({ en: 'Volume of the body (fully submerged)', ar: 'حجم الجسم (مغمور كليًا)' }, 'V = \\frac{F_b}{\\rho g}', `\\frac{${num(buoyant)}}{${num(rho.si)} \\times ${num(g)}}`, buoyant / (rho.si * g), '\\text{m}^{3}');
      if (!agrees(rho.si * volume * g, buoyant)) return null;
      answers.push({ symbol: 'V', value: volume, unit: '\\text{m}^{3}' });
    } else return null;
  }
  if (!problem.parts && !says(problem, /مغمور|submerged|immersed|غمر/)) return null;
  return answers;
}

function density(problem: Problem, key: Key, found: { densities: Quantity[]; masses: Quantity[]; volumes: Quantity[] }, roles: Role[], law: Law): Answer[] | null {
  const { densities, masses, volumes } = found;
  if (key === 'rho' && masses.length === 1 && volumes.length === 1) {
    roles.push({ quantity: masses[0]!, symbol: 'm' }, { quantity: volumes[0]!, symbol: 'V' });
    const value = law({ en: 'Density', ar: 'الكثافة' }, '\\rho = \\frac{m}{V}', `\\frac{${num(masses[0]!.si)}}{${num(volumes[0]!.si)}}`, masses[0]!.si / volumes[0]!.si, '\\text{kg/m}^{3}');
    return agrees(value * volumes[0]!.si, masses[0]!.si) ? [{ symbol: '\\rho', value, unit: '\\text{kg/m}^{3}' }] : null;
  }
  if (key === 'm' && densities.length === 1 && volumes.length === 1) {
    roles.push({ quantity: densities[0]!, symbol: '\\rho' }, { quantity: volumes[0]!, symbol: 'V' });
    const value = law({ en: 'Mass', ar: 'الكتلة' }, 'm = \\rho V', `${num(densities[0]!.si)} \\times ${num(volumes[0]!.si)}`, densities[0]!.si * volumes[0]!.si, '\\text{kg}');
    return agrees(value / volumes[0]!.si, densities[0]!.si) ? [{ symbol: 'm', value, unit: '\\text{kg}' }] : null;
  }
  if (key === 'V' && densities.length === 1 && masses.length === 1) {
    roles.push({ quantity: densities[0]!, symbol: '\\rho' }, { quantity: masses[0]!, symbol: 'm' });
    const value = law({ en: 'Volume', ar: 'الحجم' }, 'V = \\frac{m}{\\rho}', `\\frac{${num(masses[0]!.si)}}{${num(densities[0]!.si)}}`, masses[0]!.si / densities[0]!.si, '\\text{m}^{3}');
    return agrees(value * densities[0]!.si, masses[0]!.si) ? [{ symbol: 'V', value, unit: '\\text{m}^{3}' }] : null;
  }
  return null;
}
