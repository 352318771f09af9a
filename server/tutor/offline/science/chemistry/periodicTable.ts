/**
 * Relative atomic masses as printed in Egyptian secondary-school chemistry books (rounded: H 1, Cl 35.5,
 * Cu 63.5, Zn 65 …), with the element names students use, for molar masses and percentage composition.
 */

export interface ElementInfo {
  symbol: string;
  mass: number;
  ar: string;
  en: string;
}

const ELEMENTS: readonly ElementInfo[] = [
  { symbol: 'H', mass: 1, ar: 'الهيدروجين', en: 'hydrogen' },
  { symbol: 'He', mass: 4, ar: 'الهيليوم', en: 'helium' },
  { symbol: 'Li', mass: 7, ar: 'الليثيوم', en: 'lithium' },
  { symbol: 'Be', mass: 9, ar: 'البريليوم', en: 'beryllium' },
  { symbol: 'B', mass: 11, ar: 'البورون', en: 'boron' },
  { symbol: 'C', mass: 12, ar: 'الكربون', en: 'carbon' },
  { symbol: 'N', mass: 14, ar: 'النيتروجين', en: 'nitrogen' },
  { symbol: 'O', mass: 16, ar: 'الأكسجين', en: 'oxygen' },
  { symbol: 'F', mass: 19, ar: 'الفلور', en: 'fluorine' },
  { symbol: 'Ne', mass: 20, ar: 'النيون', en: 'neon' },
  { symbol: 'Na', mass: 23, ar: 'الصوديوم', en: 'sodium' },
  { symbol: 'Mg', mass: 24, ar: 'الماغنسيوم', en: 'magnesium' },
  { symbol: 'Al', mass: 27, ar: 'الألومنيوم', en: 'aluminium' },
  { symbol: 'Si', mass: 28, ar: 'السيليكون', en: 'silicon' },
  { symbol: 'P', mass: 31, ar: 'الفوسفور', en: 'phosphorus' },
  { symbol: 'S', mass: 32, ar: 'الكبريت', en: 'sulfur' },
  { symbol: 'Cl', mass: 35.5, ar: 'الكلور', en: 'chlorine' },
  { symbol: 'Ar', mass: 40, ar: 'الأرجون', en: 'argon' },
  { symbol: 'K', mass: 39, ar: 'البوتاسيوم', en: 'potassium' },
  { symbol: 'Ca', mass: 40, ar: 'الكالسيوم', en: 'calcium' },
  { symbol: 'Sc', mass: 45, ar: 'السكانديوم', en: 'scandium' },
  { symbol: 'Ti', mass: 48, ar: 'التيتانيوم', en: 'titanium' },
  { symbol: 'V', mass: 51, ar: 'الفاناديوم', en: 'vanadium' },
  { symbol: 'Cr', mass: 52, ar: 'الكروم', en: 'chromium' },
  { symbol: 'Mn', mass: 55, ar: 'المنجنيز', en: 'manganese' },
  { symbol: 'Fe', mass: 56, ar: 'الحديد', en: 'iron' },
  { symbol: 'Co', mass: 59, ar: 'الكوبلت', en: 'cobalt' },
  { symbol: 'Ni', mass: 59, ar: 'النيكل', en: 'nickel' },
  { symbol: 'Cu', mass: 63.5, ar: 'النحاس', en: 'copper' },
  { symbol: 'Zn', mass: 65, ar: 'الخارصين', en: 'zinc' },
  { symbol: 'Ga', mass: 70, ar: 'الجاليوم', en: 'gallium' },
  { symbol: 'Ge', mass: 73, ar: 'الجرمانيوم', en: 'germanium' },
  { symbol: 'As', mass: 75, ar: 'الزرنيخ', en: 'arsenic' },
  { symbol: 'Se', mass: 79, ar: 'السيلينيوم', en: 'selenium' },
  { symbol: 'Br', mass: 80, ar: 'البروم', en: 'bromine' },
  { symbol: 'Kr', mass: 84, ar: 'الكريبتون', en: 'krypton' },
  { symbol: 'Rb', mass: 85.5, ar: 'الروبيديوم', en: 'rubidium' },
  { symbol: 'Sr', mass: 88, ar: 'الإسترانشيوم', en: 'strontium' },
  { symbol: 'Mo', mass: 96, ar: 'الموليبدنيوم', en: 'molybdenum' },
  { symbol: 'Ag', mass: 108, ar: 'الفضة', en: 'silver' },
  { symbol: 'Cd', mass: 112, ar: 'الكادميوم', en: 'cadmium' },
  { symbol: 'Sn', mass: 119, ar: 'القصدير', en: 'tin' },
  { symbol: 'Sb', mass: 122, ar: 'الأنتيمون', en: 'antimony' },
  { symbol: 'I', mass: 127, ar: 'اليود', en: 'iodine' },
  { symbol: 'Cs', mass: 133, ar: 'السيزيوم', en: 'caesium' },
  { symbol: 'Ba', mass: 137, ar: 'الباريوم', en: 'barium' },
  { symbol: 'W', mass: 184, ar: 'التنجستن', en: 'tungsten' },
  { symbol: 'Pt', mass: 195, ar: 'البلاتين', en: 'platinum' },
  { symbol: 'Au', mass: 197, ar: 'الذهب', en: 'gold' },
  { symbol: 'Hg', mass: 201, ar: 'الزئبق', en: 'mercury' },
  { symbol: 'Pb', mass: 207, ar: 'الرصاص', en: 'lead' },
  { symbol: 'Bi', mass: 209, ar: 'البزموت', en: 'bismuth' },
  { symbol: 'Ra', mass: 226, ar: 'الراديوم', en: 'radium' },
  { symbol: 'U', mass: 238, ar: 'اليورانيوم', en: 'uranium' },
];

const BY_SYMBOL: ReadonlyMap<string, ElementInfo> = new Map(ELEMENTS.map((element) => [element.symbol, element]));

export function findElement(symbol: string): ElementInfo | undefined {
  return BY_SYMBOL.get(symbol);
}

export function allElements(): readonly ElementInfo[] {
  return ELEMENTS;
}
