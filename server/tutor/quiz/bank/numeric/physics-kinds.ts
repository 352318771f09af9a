/**
 * The physics question kinds: one law each (Newton's second law, the first equation of motion, Ohm's law,
 * density, kinetic and potential energy, the wave equation, liquid pressure, electric power, work), with the
 * ranges its values are drawn from and the mistakes students typically make with it.
 */
import type { Random } from '../random';
import { formulaKind, type Quantity } from './formula-kind';
import type { NumericKind } from './types';

const GRAVITY = 10;

const unit = {
  newton: String.raw`\text{ N}`,
  kilogram: String.raw`\text{ kg}`,
  acceleration: String.raw`\text{ m/s}^2`,
  speed: String.raw`\text{ m/s}`,
  second: String.raw`\text{ s}`,
  metre: String.raw`\text{ m}`,
  volt: String.raw`\text{ V}`,
  ampere: String.raw`\text{ A}`,
  ohm: String.raw`\ \Omega`,
  joule: String.raw`\text{ J}`,
  watt: String.raw`\text{ W}`,
  hertz: String.raw`\text{ Hz}`,
  pascal: String.raw`\text{ Pa}`,
  density: String.raw`\text{ kg/m}^3`,
  volume: String.raw`\text{ m}^3`,
};

const mass: Quantity = { symbol: 'm', unit: unit.kilogram, name: { ar: 'الكتلة', en: 'the mass' } };
const acceleration: Quantity = { symbol: 'a', unit: unit.acceleration, name: { ar: 'العجلة', en: 'the acceleration' } };
const gravity: Quantity = { symbol: 'g', unit: unit.acceleration, name: { ar: 'عجلة الجاذبية', en: 'the gravitational acceleration' } };
const current: Quantity = { symbol: 'I', unit: unit.ampere, name: { ar: 'شدة التيار', en: 'the current' } };
const density: Quantity = { symbol: String.raw`\rho`, unit: unit.density, name: { ar: 'الكثافة', en: 'the density' } };

/** A multiple of `step` between `min` and `max` steps: halves, quarters, tenths. */
function steps(random: Random, step: number, min: number, max: number): number {
  return Number((random.int(min, max) * step).toPrecision(12));
}

export const physicsKinds: readonly NumericKind[] = [
  formulaKind({
    id: 'physics-newton-second-law',
    keywords: {
      ar: ['قانون نيوتن الثاني', 'قوانين نيوتن', 'نيوتن', 'القوة المحصلة', 'القوة', 'العجلة', 'الكتلة', 'F = ma'],
      en: ["newton's second law", "newton's laws", 'newton', 'net force', 'force', 'acceleration', 'mass', 'F = ma'],
    },
    law: { ar: 'قانون نيوتن الثاني', en: "Newton's second law" },
    lawLatex: 'F = ma',
    scenario: { ar: 'تؤثر قوة محصلة على جسم فتكسبه عجلة منتظمة', en: 'A net force acts on a body and gives it a uniform acceleration' },
    quantities: { m: mass, a: acceleration, F: { symbol: 'F', unit: unit.newton, name: { ar: 'القوة المحصلة', en: 'the net force' } } },
    sample: (random) => ({ m: random.int(1, 50), a: steps(random, 0.5, 1, 20) }),
    derived: { F: 'm * a' },
    balance: 'F - m * a',
    variants: [
      { unknown: 'F', solve: 'm * a', mistakes: ['m / a', 'a / m', 'm + a'] },
      { unknown: 'a', solve: 'F / m', mistakes: ['F * m', 'm / F', 'F - m'] },
      { unknown: 'm', solve: 'F / a', mistakes: ['F * a', 'a / F', 'F - a'] },
    ],
  }),
  formulaKind({
    id: 'physics-uniform-acceleration',
    keywords: {
      ar: ['معادلات الحركة', 'المعادلة الأولى للحركة', 'الحركة بعجلة منتظمة', 'العجلة المنتظمة', 'السرعة النهائية', 'السرعة الابتدائية', 'العجلة', 'الحركة', 'السرعة'],
      en: ['equations of motion', 'first equation of motion', 'uniform acceleration', 'uniformly accelerated motion', 'final velocity', 'initial velocity', 'kinematics', 'acceleration', 'velocity', 'motion'],
    },
    law: { ar: 'المعادلة الأولى للحركة', en: 'the first equation of motion' },
    lawLatex: 'v = v_0 + at',
    scenario: { ar: 'يتحرك جسم في خط مستقيم بعجلة منتظمة', en: 'A body moves in a straight line with uniform acceleration' },
    quantities: {
      v0: { symbol: 'v_0', unit: unit.speed, name: { ar: 'السرعة الابتدائية', en: 'the initial velocity' } },
      a: acceleration,
      t: { symbol: 't', unit: unit.second, name: { ar: 'الزمن', en: 'the time' } },
      v: { symbol: 'v', unit: unit.speed, name: { ar: 'السرعة النهائية', en: 'the final velocity' } },
    },
    sample: (random) => ({ v0: random.int(1, 20), a: random.int(1, 10), t: random.int(1, 12) }),
    derived: { v: 'v0 + a * t' },
    balance: 'v - v0 - a * t',
    variants: [
      { unknown: 'v', solve: 'v0 + a * t', mistakes: ['a * t', 'v0 + a', '(v0 + a) * t', 'v0 - a * t'] },
      { unknown: 'a', solve: '(v - v0) / t', mistakes: ['(v + v0) / t', 'v / t', '(v - v0) * t'] },
      { unknown: 't', solve: '(v - v0) / a', mistakes: ['(v + v0) / a', 'v / a', '(v - v0) * a'] },
    ],
  }),
  formulaKind({
    id: 'physics-ohms-law',
    keywords: {
      ar: ['قانون أوم', 'أوم', 'المقاومة الكهربية', 'المقاومة', 'شدة التيار', 'التيار الكهربي', 'فرق الجهد', 'الجهد'],
      en: ["ohm's law", 'ohm', 'resistance', 'resistor', 'current', 'electric current', 'potential difference', 'voltage'],
    },
    law: { ar: 'قانون أوم', en: "Ohm's law" },
    lawLatex: 'V = IR',
    scenario: { ar: 'يمر تيار كهربي في موصل مقاومته ثابتة', en: 'An electric current flows through a resistor' },
    quantities: {
      I: current,
      R: { symbol: 'R', unit: unit.ohm, name: { ar: 'المقاومة', en: 'the resistance' } },
      V: { symbol: 'V', unit: unit.volt, name: { ar: 'فرق الجهد بين طرفيه', en: 'the potential difference across it' } },
    },
    sample: (random) => ({ I: steps(random, 0.25, 1, 20), R: random.int(2, 100) }),
    derived: { V: 'I * R' },
    balance: 'V - I * R',
    variants: [
      { unknown: 'V', solve: 'I * R', mistakes: ['I / R', 'R / I', 'I + R'] },
      { unknown: 'I', solve: 'V / R', mistakes: ['V * R', 'R / V', 'V - R'] },
      { unknown: 'R', solve: 'V / I', mistakes: ['V * I', 'I / V', 'V - I'] },
    ],
  }),
  formulaKind({
    id: 'physics-density',
    keywords: {
      ar: ['الكثافة', 'كثافة المادة', 'الكتلة والحجم', 'الحجم', 'الموائع'],
      en: ['density', 'mass and volume', 'volume', 'fluids', 'rho'],
    },
    law: { ar: 'تعريف الكثافة', en: 'the definition of density' },
    lawLatex: String.raw`\rho = \frac{m}{V}`,
    scenario: { ar: 'جسم مصمت متجانس', en: 'A solid uniform body is given' },
    quantities: { m: mass, V: { symbol: 'V', unit: unit.volume, name: { ar: 'الحجم', en: 'the volume' } }, rho: density },
    sample: (random) => ({
      rho: random.pick([800, 900, 1000, 1200, 2500, 2700, 7800, 8900, 10500, 11300, 13600, 19300]),
      V: random.pick([0.001, 0.002, 0.004, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5]),
    }),
    derived: { m: 'rho * V' },
    balance: 'm - rho * V',
    variants: [
      { unknown: 'rho', solve: 'm / V', mistakes: ['V / m', 'm * V', 'm - V'] },
      { unknown: 'm', solve: 'rho * V', mistakes: ['rho / V', 'V / rho', 'rho + V'] },
      { unknown: 'V', solve: 'm / rho', mistakes: ['rho / m', 'm * rho', 'rho - m'] },
    ],
  }),
  formulaKind({
    id: 'physics-kinetic-energy',
    keywords: {
      ar: ['طاقة الحركة', 'الطاقة الحركية', 'الشغل والطاقة', 'الطاقة', 'الطاقه الحركيه'],
      en: ['kinetic energy', 'work and energy', 'energy', 'KE'],
    },
    law: { ar: 'قانون طاقة الحركة', en: 'the kinetic energy formula' },
    lawLatex: String.raw`KE = \frac{1}{2} m v^2`,
    scenario: { ar: 'جسم يتحرك في خط مستقيم', en: 'A body moves in a straight line' },
    quantities: {
      m: mass,
      v: { symbol: 'v', unit: unit.speed, name: { ar: 'السرعة', en: 'the speed' } },
      KE: { symbol: 'KE', unit: unit.joule, name: { ar: 'طاقة الحركة', en: 'the kinetic energy' } },
    },
    sample: (random) => ({ m: random.int(1, 40), v: random.int(1, 25) }),
    derived: { KE: 'm * v^2 / 2' },
    balance: 'KE - m * v^2 / 2',
    variants: [
      { unknown: 'KE', solve: 'm * v^2 / 2', mistakes: ['m * v^2', 'm * v / 2', '(m * v)^2 / 2'] },
      { unknown: 'm', solve: '2 * KE / v^2', mistakes: ['KE / v^2', '2 * KE / v', 'KE / (2 * v^2)'] },
      { unknown: 'v', solve: 'sqrt(2 * KE / m)', mistakes: ['sqrt(KE / m)', '2 * KE / m', 'KE / m'] },
    ],
  }),
  formulaKind({
    id: 'physics-potential-energy',
    keywords: {
      ar: ['طاقة الوضع', 'الطاقة الكامنة', 'طاقة الوضع الجاذبية', 'الشغل والطاقة', 'الطاقة', 'الارتفاع'],
      en: ['potential energy', 'gravitational potential energy', 'work and energy', 'energy', 'height', 'PE'],
    },
    law: { ar: 'قانون طاقة الوضع', en: 'the gravitational potential energy formula' },
    lawLatex: 'PE = mgh',
    scenario: { ar: 'جسم موضوع على ارتفاع من سطح الأرض', en: 'A body is held at a height above the ground' },
    quantities: {
      m: mass,
      g: gravity,
      h: { symbol: 'h', unit: unit.metre, name: { ar: 'الارتفاع', en: 'the height' } },
      PE: { symbol: 'PE', unit: unit.joule, name: { ar: 'طاقة الوضع', en: 'the potential energy' } },
    },
    sample: (random) => ({ m: random.int(1, 50), g: GRAVITY, h: random.int(1, 40) }),
    derived: { PE: 'm * g * h' },
    balance: 'PE - m * g * h',
    variants: [
      { unknown: 'PE', solve: 'm * g * h', mistakes: ['m * h', 'm * g * h / 2', 'm * g + h'] },
      { unknown: 'h', solve: 'PE / (m * g)', mistakes: ['PE / m', 'PE / g', 'm * g / PE'] },
      { unknown: 'm', solve: 'PE / (g * h)', mistakes: ['PE / h', 'PE / g', 'g * h / PE'] },
    ],
  }),
  formulaKind({
    id: 'physics-wave-speed',
    keywords: {
      ar: ['الموجات', 'الموجة', 'سرعة الموجة', 'التردد', 'الطول الموجي', 'الحركة الموجية', 'الصوت'],
      en: ['waves', 'wave', 'wave speed', 'frequency', 'wavelength', 'wave motion', 'wave equation', 'sound'],
    },
    law: { ar: 'العلاقة بين سرعة الموجة وترددها وطولها الموجي', en: 'the wave equation' },
    lawLatex: String.raw`v = f\lambda`,
    scenario: { ar: 'موجة تنتشر في وسط منتظم', en: 'A wave travels through a uniform medium' },
    quantities: {
      f: { symbol: 'f', unit: unit.hertz, name: { ar: 'التردد', en: 'the frequency' } },
      lambda: { symbol: String.raw`\lambda`, unit: unit.metre, name: { ar: 'الطول الموجي', en: 'the wavelength' } },
      v: { symbol: 'v', unit: unit.speed, name: { ar: 'سرعة انتشار الموجة', en: 'the wave speed' } },
    },
    sample: (random) => ({ f: random.pick([2, 4, 5, 10, 20, 25, 50, 100, 200, 250, 400, 500]), lambda: steps(random, 0.1, 1, 40) }),
    derived: { v: 'f * lambda' },
    balance: 'v - f * lambda',
    variants: [
      { unknown: 'v', solve: 'f * lambda', mistakes: ['f / lambda', 'lambda / f', 'f + lambda'] },
      { unknown: 'f', solve: 'v / lambda', mistakes: ['v * lambda', 'lambda / v', 'v - lambda'] },
      { unknown: 'lambda', solve: 'v / f', mistakes: ['v * f', 'f / v', 'v - f'] },
    ],
  }),
  formulaKind({
    id: 'physics-liquid-pressure',
    keywords: {
      ar: ['الضغط', 'ضغط السائل', 'الضغط عند نقطة في باطن سائل', 'الموائع', 'الموائع الساكنة', 'العمق', 'الهيدروستاتيكا'],
      en: ['pressure', 'liquid pressure', 'pressure at a depth', 'fluids', 'static fluids', 'hydrostatics', 'depth'],
    },
    law: { ar: 'قانون الضغط عند نقطة في باطن سائل', en: 'the liquid pressure formula' },
    lawLatex: String.raw`P = \rho g h`,
    scenario: { ar: 'نقطة على عمق داخل سائل ساكن', en: 'A point lies at a depth inside a still liquid' },
    quantities: {
      rho: density,
      g: gravity,
      h: { symbol: 'h', unit: unit.metre, name: { ar: 'العمق', en: 'the depth' } },
      P: { symbol: 'P', unit: unit.pascal, name: { ar: 'الضغط الناتج عن السائل', en: 'the pressure due to the liquid' } },
    },
    sample: (random) => ({ rho: random.pick([800, 1000, 1030, 1200, 13600]), g: GRAVITY, h: steps(random, 0.5, 1, 40) }),
    derived: { P: 'rho * g * h' },
    balance: 'P - rho * g * h',
    variants: [
      { unknown: 'P', solve: 'rho * g * h', mistakes: ['rho * h', 'rho * g * h + 101300', 'rho * g / h'] },
      { unknown: 'h', solve: 'P / (rho * g)', mistakes: ['P / rho', 'P / g', 'rho * g / P'] },
      { unknown: 'rho', solve: 'P / (g * h)', mistakes: ['P / h', 'P / g', 'g * h / P'] },
    ],
  }),
  formulaKind({
    id: 'physics-electric-power',
    keywords: {
      ar: ['القدرة الكهربية', 'القدرة', 'الطاقة الكهربية', 'الوات', 'فرق الجهد', 'شدة التيار'],
      en: ['electric power', 'power', 'electrical energy', 'watt', 'voltage', 'current'],
    },
    law: { ar: 'قانون القدرة الكهربية', en: 'the electric power formula' },
    lawLatex: 'P = VI',
    scenario: { ar: 'جهاز كهربي يعمل على فرق جهد ثابت', en: 'An electrical appliance works on a constant voltage' },
    quantities: {
      V: { symbol: 'V', unit: unit.volt, name: { ar: 'فرق الجهد', en: 'the voltage' } },
      I: current,
      P: { symbol: 'P', unit: unit.watt, name: { ar: 'القدرة الكهربية', en: 'the electric power' } },
    },
    sample: (random) => ({ V: random.pick([1.5, 3, 6, 9, 12, 24, 110, 220]), I: steps(random, 0.25, 1, 40) }),
    derived: { P: 'V * I' },
    balance: 'P - V * I',
    variants: [
      { unknown: 'P', solve: 'V * I', mistakes: ['V / I', 'I / V', 'V + I'] },
      { unknown: 'I', solve: 'P / V', mistakes: ['P * V', 'V / P', 'P - V'] },
      { unknown: 'V', solve: 'P / I', mistakes: ['P * I', 'I / P', 'P - I'] },
    ],
  }),
  formulaKind({
    id: 'physics-work',
    keywords: {
      ar: ['الشغل', 'الشغل المبذول', 'الشغل والطاقة', 'الإزاحة', 'القوة', 'الجول'],
      en: ['work', 'work done', 'work and energy', 'displacement', 'force', 'joule'],
    },
    law: { ar: 'قانون الشغل', en: 'the work formula' },
    lawLatex: 'W = Fd',
    scenario: { ar: 'قوة ثابتة تحرك جسمًا إزاحة في نفس اتجاهها', en: 'A constant force moves a body through a displacement in its own direction' },
    quantities: {
      F: { symbol: 'F', unit: unit.newton, name: { ar: 'القوة', en: 'the force' } },
      d: { symbol: 'd', unit: unit.metre, name: { ar: 'الإزاحة', en: 'the displacement' } },
      W: { symbol: 'W', unit: unit.joule, name: { ar: 'الشغل المبذول', en: 'the work done' } },
    },
    sample: (random) => ({ F: random.int(1, 100), d: steps(random, 0.5, 1, 50) }),
    derived: { W: 'F * d' },
    balance: 'W - F * d',
    variants: [
      { unknown: 'W', solve: 'F * d', mistakes: ['F / d', 'F * d / 2', 'F + d'] },
      { unknown: 'F', solve: 'W / d', mistakes: ['W * d', 'd / W', 'W - d'] },
      { unknown: 'd', solve: 'W / F', mistakes: ['W * F', 'F / W', 'W - F'] },
    ],
  }),
];
