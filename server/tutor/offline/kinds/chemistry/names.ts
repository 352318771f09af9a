/**
 * Substances students name instead of writing their formula ("٩ جم ماء", "13 g of zinc", "غاز الهيدروجين"):
 * common compounds and every element of the school periodic table, matched in normalised text
 * (normalizeScienceText: ا for أ/إ, ه for ة, ي for ى), with the position where each name is written.
 */
import { allElements, findElement } from '../../science/chemistry/periodicTable';
import { normalizeScienceText } from '../../science/shared/normalize';

/** Elements that exist as diatomic molecules: "oxygen gas" is O2. */
export const DIATOMIC = new Set(['H', 'N', 'O', 'F', 'Cl', 'Br', 'I']);

const COMPOUNDS: readonly [string, string[]][] = [
  ['H2SO4', ['sulfuric acid', 'sulphuric acid', 'حمض الكبريتيك', 'حامض الكبريتيك']],
  ['HCl', ['hydrochloric acid', 'hydrogen chloride', 'حمض الهيدروكلوريك', 'كلوريد الهيدروجين']],
  ['HNO3', ['nitric acid', 'حمض النيتريك']],
  ['NaOH', ['sodium hydroxide', 'caustic soda', 'هيدروكسيد الصوديوم', 'الصودا الكاوية']],
  ['KOH', ['potassium hydroxide', 'هيدروكسيد البوتاسيوم']],
  ['Ca(OH)2', ['calcium hydroxide', 'هيدروكسيد الكالسيوم']],
  ['NaCl', ['sodium chloride', 'table salt', 'كلوريد الصوديوم', 'ملح الطعام']],
  ['KCl', ['potassium chloride', 'كلوريد البوتاسيوم']],
  ['CaCO3', ['calcium carbonate', 'limestone', 'كربونات الكالسيوم', 'الحجر الجيري']],
  ['CaO', ['calcium oxide', 'quicklime', 'اكسيد الكالسيوم', 'الجير الحي']],
  ['MgO', ['magnesium oxide', 'اكسيد الماغنسيوم']],
  ['Al2O3', ['aluminium oxide', 'aluminum oxide', 'اكسيد الالومنيوم']],
  ['CO2', ['carbon dioxide', 'ثاني اكسيد الكربون']],
  ['CO', ['carbon monoxide', 'اول اكسيد الكربون']],
  ['SO2', ['sulfur dioxide', 'sulphur dioxide', 'ثاني اكسيد الكبريت']],
  ['NH3', ['ammonia', 'النشادر', 'الامونيا']],
  ['CH4', ['methane', 'الميثان']],
  ['C6H12O6', ['glucose', 'الجلوكوز']],
  ['C2H5OH', ['ethanol', 'ethyl alcohol', 'الايثانول', 'الكحول الايثيلي']],
  // Colloquial مايه / المياه (not ميه, which is also "a hundred").
  ['H2O', ['water', 'steam', 'الماء', 'ماء', 'بخار الماء', 'مايه', 'مياه', 'بخار المايه']],
];

/**
 * Salts of one-charge metals (no iron, copper or lead, whose names hide the charge): "كلوريد الألومنيوم" /
 * "aluminium chloride" → AlCl3, the formula made neutral from the two ion charges.
 */
const CATIONS: readonly [string, number, string[]][] = [
  ['Li', 1, []], ['Na', 1, []], ['K', 1, []], ['Ag', 1, []], ['NH4', 1, ['الامونيوم', 'ammonium']],
  ['Mg', 2, ['المغنسيوم', 'الماغنيسيوم']], ['Ca', 2, []], ['Ba', 2, []], ['Zn', 2, ['الزنك']], ['Al', 3, ['aluminum', 'الالمونيوم', 'الألمنيوم']],
];
const ANIONS: readonly [string, number, string[], string[]][] = [
  ['Cl', 1, ['كلوريد'], ['chloride']], ['Br', 1, ['بروميد'], ['bromide']], ['I', 1, ['يوديد'], ['iodide']], ['F', 1, ['فلوريد'], ['fluoride']],
  ['OH', 1, ['هيدروكسيد'], ['hydroxide']], ['NO3', 1, ['نترات', 'نيترات'], ['nitrate']], ['HCO3', 1, ['بيكربونات'], ['bicarbonate', 'hydrogen carbonate']],
  ['O', 2, ['اكسيد'], ['oxide']], ['S', 2, ['كبريتيد'], ['sulfide', 'sulphide']], ['SO4', 2, ['كبريتات'], ['sulfate', 'sulphate']], ['CO3', 2, ['كربونات'], ['carbonate']],
  ['PO4', 3, ['فوسفات'], ['phosphate']],
];
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const ion = (body: string, count: number) => (count === 1 ? body : /^[A-Z][a-z]?$/.test(body) ? `${body}${count}` : `(${body})${count}`);
const SALTS: readonly [string, string[]][] = CATIONS.flatMap(([cation, cationCharge, extra]) => {
  const element = findElement(cation);
  const cationNames = [...(element ? [element.ar, element.en] : []), ...extra];
  return ANIONS.map(([anion, anionCharge, arabic, english]): [string, string[]] => {
    const divisor = gcd(cationCharge, anionCharge);
    const formula = `${ion(cation, anionCharge / divisor)}${ion(anion, cationCharge / divisor)}`;
    const names = cationNames.flatMap((name) =>
      /[\u0600-\u06FF]/.test(name) ? arabic.map((word) => `${word} ${name.startsWith('ال') ? name : `ال${name}`}`) : english.map((word) => `${name} ${word}`),
    );
    return [formula, names];
  });
});

export interface NamedSubstance {
  /** The formula, e.g. "H2O"; an element is its symbol ("O", "Zn"), see `element`. */
  formula: string;
  /** True when the name is an element's (oxygen, الحديد): the molecule may be X or X2. */
  element: boolean;
  start: number;
  end: number;
}

interface NameEntry {
  formula: string;
  element: boolean;
  pattern: RegExp;
}

function namePattern(name: string): string {
  const normalized = normalizeScienceText(name);
  if (/[\u0600-\u06FF]/.test(normalized)) {
    // Arabic: with or without "ال", with a و/ب/ل prefix.
    const bare = normalized.replace(/^ال/, '');
    return `(?<![\\u0621-\\u064A])(?:و|ب|ل|لل|ف)?(?:ال)?${bare.replace(/ /g, '\\s+')}(?![\\u0621-\\u064A])`;
  }
  return `(?<![A-Za-z])${normalized.replace(/ /g, '\\s+')}(?![A-Za-z])`;
}

const ENTRIES: readonly NameEntry[] = [
  ...[...COMPOUNDS, ...SALTS].flatMap(([formula, names]) => names.map((name) => ({ formula, element: false, pattern: new RegExp(namePattern(name), 'gi') }))),
  ...allElements().flatMap((element) =>
    [element.ar, element.en].map((name) => ({ formula: element.symbol, element: true, pattern: new RegExp(namePattern(name), 'gi') })),
  ),
];

/** Every substance named in normalised text, longest match first at each place, in order of position. */
export function namedSubstances(text: string): NamedSubstance[] {
  const found: NamedSubstance[] = [];
  for (const entry of ENTRIES) {
    entry.pattern.lastIndex = 0;
    for (const match of text.matchAll(entry.pattern)) {
      const start = match.index ?? 0;
      found.push({ formula: entry.formula, element: entry.element, start, end: start + match[0].length });
    }
  }
  found.sort((left, right) => left.start - right.start || right.end - left.end);
  // Drop names inside longer names ("الكربون" inside "ثاني اكسيد الكربون").
  return found.filter((name, index) => !found.some((other, otherIndex) => otherIndex !== index && other.start <= name.start && other.end >= name.end && other.end - other.start > name.end - name.start));
}
