/**
 * Substances students name instead of writing their formula ("٩ جم ماء", "13 g of zinc", "غاز الهيدروجين"):
 * common compounds and every element of the school periodic table, matched in normalised text
 * (normalizeScienceText: ا for أ/إ, ه for ة, ي for ى), with the position where each name is written.
 */
import { allElements } from '../../science/chemistry/periodicTable';
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
  ...COMPOUNDS.flatMap(([formula, names]) => names.map((name) => ({ formula, element: false, pattern: new RegExp(namePattern(name), 'gi') }))),
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
