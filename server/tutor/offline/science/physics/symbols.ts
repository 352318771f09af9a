/**
 * The physical quantities the physics solver reasons about: one symbol each, with its LaTeX, the dimension
 * (hence SI unit) it is computed in, and its name in Arabic and English.
 */
import type { Bilingual } from '../shared/format';
import type { Dimension } from './units';

export type QuantitySymbol =
  | 'v0'
  | 'v'
  | 'vavg'
  | 'a'
  | 't'
  | 'd'
  | 'h'
  | 'g'
  | 'm'
  | 'F'
  | 'Fg'
  | 'p'
  | 'work'
  | 'KE'
  | 'PE'
  | 'E'
  | 'Ein'
  | 'Eout'
  | 'P'
  | 'Pin'
  | 'Pout'
  | 'eta'
  | 'theta'
  | 'V'
  | 'I'
  | 'R'
  | 'Q'
  | 'rho'
  | 'Vol'
  | 'A'
  | 'Pr'
  | 'Pl'
  | 'Pa'
  | 'Ptot';

export interface SymbolInfo {
  latex: string;
  dimension: Dimension;
  name: Bilingual;
}

export const SYMBOLS: Readonly<Record<QuantitySymbol, SymbolInfo>> = {
  v0: { latex: 'v_0', dimension: 'velocity', name: { ar: 'السرعة الابتدائية', en: 'initial velocity' } },
  v: { latex: 'v', dimension: 'velocity', name: { ar: 'السرعة', en: 'velocity' } },
  vavg: { latex: '\\bar{v}', dimension: 'velocity', name: { ar: 'السرعة المتوسطة', en: 'average speed' } },
  a: { latex: 'a', dimension: 'acceleration', name: { ar: 'العجلة', en: 'acceleration' } },
  t: { latex: 't', dimension: 'time', name: { ar: 'الزمن', en: 'time' } },
  d: { latex: 'd', dimension: 'length', name: { ar: 'المسافة', en: 'distance' } },
  h: { latex: 'h', dimension: 'length', name: { ar: 'الارتفاع', en: 'height' } },
  g: { latex: 'g', dimension: 'acceleration', name: { ar: 'عجلة الجاذبية الأرضية', en: 'acceleration due to gravity' } },
  m: { latex: 'm', dimension: 'mass', name: { ar: 'الكتلة', en: 'mass' } },
  F: { latex: 'F', dimension: 'force', name: { ar: 'القوة', en: 'force' } },
  Fg: { latex: 'F_g', dimension: 'force', name: { ar: 'الوزن', en: 'weight' } },
  p: { latex: 'p', dimension: 'momentum', name: { ar: 'كمية الحركة', en: 'momentum' } },
  work: { latex: 'W', dimension: 'energy', name: { ar: 'الشغل', en: 'work' } },
  KE: { latex: 'KE', dimension: 'energy', name: { ar: 'طاقة الحركة', en: 'kinetic energy' } },
  PE: { latex: 'PE', dimension: 'energy', name: { ar: 'طاقة الوضع', en: 'potential energy' } },
  E: { latex: 'E', dimension: 'energy', name: { ar: 'الطاقة الكهربية', en: 'electrical energy' } },
  Ein: { latex: 'E_{in}', dimension: 'energy', name: { ar: 'الطاقة الداخلة', en: 'input energy' } },
  Eout: { latex: 'E_{out}', dimension: 'energy', name: { ar: 'الطاقة المفيدة', en: 'useful output energy' } },
  P: { latex: 'P', dimension: 'power', name: { ar: 'القدرة', en: 'power' } },
  Pin: { latex: 'P_{in}', dimension: 'power', name: { ar: 'القدرة الداخلة', en: 'input power' } },
  Pout: { latex: 'P_{out}', dimension: 'power', name: { ar: 'القدرة المفيدة', en: 'useful output power' } },
  eta: { latex: '\\eta', dimension: 'percent', name: { ar: 'الكفاءة', en: 'efficiency' } },
  theta: { latex: '\\theta', dimension: 'angle', name: { ar: 'الزاوية بين القوة والإزاحة', en: 'angle between force and displacement' } },
  V: { latex: 'V', dimension: 'voltage', name: { ar: 'فرق الجهد', en: 'potential difference' } },
  I: { latex: 'I', dimension: 'current', name: { ar: 'شدة التيار', en: 'current' } },
  R: { latex: 'R', dimension: 'resistance', name: { ar: 'المقاومة', en: 'resistance' } },
  Q: { latex: 'Q', dimension: 'charge', name: { ar: 'كمية الكهربية', en: 'charge' } },
  rho: { latex: '\\rho', dimension: 'density', name: { ar: 'الكثافة', en: 'density' } },
  Vol: { latex: 'V_{ol}', dimension: 'volume', name: { ar: 'الحجم', en: 'volume' } },
  A: { latex: 'A', dimension: 'area', name: { ar: 'المساحة', en: 'area' } },
  Pr: { latex: 'P', dimension: 'pressure', name: { ar: 'الضغط', en: 'pressure' } },
  Pl: { latex: 'P_l', dimension: 'pressure', name: { ar: 'ضغط السائل', en: 'liquid pressure' } },
  Pa: { latex: 'P_a', dimension: 'pressure', name: { ar: 'الضغط الجوي', en: 'atmospheric pressure' } },
  Ptot: { latex: 'P_{tot}', dimension: 'pressure', name: { ar: 'الضغط الكلي', en: 'total pressure' } },
};

export function isSymbol(name: string): name is QuantitySymbol {
  return Object.hasOwn(SYMBOLS, name);
}
