/**
 * The quantities of the heat-waves area: the name each has in the laws (chain.ts), its LaTeX symbol, its name
 * in both languages and its SI unit (temperatures are computed in kelvin).
 */
import type { Bilingual } from '../../science/shared/format';

export interface SymbolInfo {
  latex: string;
  name: Bilingual;
  /** The SI unit in LaTeX ('' for a pure number). */
  si: string;
}

const s = (latex: string, ar: string, en: string, si: string): SymbolInfo => ({ latex, name: { ar, en }, si });

export const SYMBOLS: Readonly<Record<string, SymbolInfo>> = {
  // waves and light
  f: s('f', 'التردد', 'frequency', '\\text{Hz}'),
  lambda: s('\\lambda', 'الطول الموجي', 'wavelength', '\\text{m}'),
  v: s('v', 'سرعة انتشار الموجة', 'wave speed', '\\text{m/s}'),
  Tp: s('T', 'الزمن الدوري', 'period', '\\text{s}'),
  N: s('N', 'عدد الموجات', 'number of waves', ''),
  d: s('d', 'المسافة', 'distance', '\\text{m}'),
  t: s('t', 'الزمن', 'time', '\\text{s}'),
  n: s('n', 'معامل الانكسار', 'refractive index', ''),
  cLight: s('c', 'سرعة الضوء في الفراغ', 'speed of light in vacuum', '\\text{m/s}'),
  // gases
  P: s('P', 'الضغط', 'pressure', '\\text{Pa}'),
  P1: s('P_1', 'الضغط الابتدائي', 'initial pressure', '\\text{Pa}'),
  P2: s('P_2', 'الضغط النهائي', 'final pressure', '\\text{Pa}'),
  V: s('V', 'الحجم', 'volume', '\\text{m}^3'),
  V1: s('V_1', 'الحجم الابتدائي', 'initial volume', '\\text{m}^3'),
  V2: s('V_2', 'الحجم النهائي', 'final volume', '\\text{m}^3'),
  T: s('T', 'درجة الحرارة', 'temperature', '\\text{K}'),
  T1: s('T_1', 'درجة الحرارة الابتدائية', 'initial temperature', '\\text{K}'),
  T2: s('T_2', 'درجة الحرارة النهائية', 'final temperature', '\\text{K}'),
  mol: s('n', 'عدد المولات', 'number of moles', '\\text{mol}'),
  R: s('R', 'الثابت العام للغازات', 'gas constant', '\\text{J/mol·K}'),
  // heat
  Q: s('Q', 'كمية الحرارة', 'quantity of heat', '\\text{J}'),
  m: s('m', 'الكتلة', 'mass', '\\text{kg}'),
  c: s('c', 'الحرارة النوعية', 'specific heat', '\\text{J/kg·K}'),
  C: s('C', 'السعة الحرارية', 'heat capacity', '\\text{J/K}'),
  L: s('L', 'الحرارة الكامنة', 'latent heat', '\\text{J/kg}'),
  dT: s('\\Delta T', 'التغير في درجة الحرارة', 'change in temperature', '\\text{K}'),
  Pw: s('P', 'القدرة', 'power', '\\text{W}'),
  m1: s('m_1', 'كتلة الجسم الأول', 'mass of the first body', '\\text{kg}'),
  c1: s('c_1', 'الحرارة النوعية للجسم الأول', 'specific heat of the first body', '\\text{J/kg·K}'),
  m2: s('m_2', 'كتلة الجسم الثاني', 'mass of the second body', '\\text{kg}'),
  c2: s('c_2', 'الحرارة النوعية للجسم الثاني', 'specific heat of the second body', '\\text{J/kg·K}'),
  Tf: s('T_f', 'درجة الحرارة النهائية', 'final temperature', '\\text{K}'),
  // first law
  dU: s('\\Delta U', 'التغير في الطاقة الداخلية', 'change in internal energy', '\\text{J}'),
  W: s('W', 'الشغل الذي يبذله الغاز', 'work done by the gas', '\\text{J}'),
  Won: s('W_{on}', 'الشغل المبذول على الغاز', 'work done on the gas', '\\text{J}'),
  dV: s('\\Delta V', 'التغير في الحجم', 'change in volume', '\\text{m}^3'),
};
