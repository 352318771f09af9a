/**
 * Everyday and textbook names of common substances, so "36 g of water" or "كتلة مول من الماء" finds its
 * formula when the student does not write it.
 */
import { wordSet, type WordSet } from '../shared/words';

interface Substance {
  formula: string;
  names: WordSet;
}

const substance = (formula: string, names: string[]): Substance => ({ formula, names: wordSet(names) });

/** Longer names first, so "sodium hydroxide" is not read as "sodium". */
const SUBSTANCES: readonly Substance[] = [
  substance('H2SO4', ['sulfuric acid', 'sulphuric acid', 'حمض الكبريتيك']),
  substance('HCl', ['hydrochloric acid', 'hydrogen chloride', 'حمض الهيدروكلوريك', 'كلوريد الهيدروجين']),
  substance('HNO3', ['nitric acid', 'حمض النيتريك']),
  substance('NaOH', ['sodium hydroxide', 'caustic soda', 'هيدروكسيد الصوديوم', 'الصودا الكاوية']),
  substance('NaCl', ['sodium chloride', 'table salt', 'كلوريد الصوديوم', 'ملح الطعام']),
  substance('CaCO3', ['calcium carbonate', 'limestone', 'كربونات الكالسيوم', 'الحجر الجيري']),
  substance('CO2', ['carbon dioxide', 'ثاني أكسيد الكربون']),
  substance('CO', ['carbon monoxide', 'أول أكسيد الكربون']),
  substance('SO2', ['sulfur dioxide', 'sulphur dioxide', 'ثاني أكسيد الكبريت']),
  substance('NH3', ['ammonia', 'النشادر', 'الأمونيا']),
  substance('CH4', ['methane', 'الميثان']),
  substance('C6H12O6', ['glucose', 'الجلوكوز']),
  substance('C2H5OH', ['ethanol', 'ethyl alcohol', 'الإيثانول', 'الكحول الإيثيلي']),
  substance('H2O', ['water', 'الماء', 'ماء']),
  substance('O2', ['oxygen gas', 'oxygen', 'غاز الأكسجين', 'الأكسجين']),
  substance('H2', ['hydrogen gas', 'hydrogen', 'غاز الهيدروجين', 'الهيدروجين']),
  substance('N2', ['nitrogen gas', 'nitrogen', 'غاز النيتروجين', 'النيتروجين']),
  substance('Cl2', ['chlorine gas', 'chlorine', 'غاز الكلور', 'الكلور']),
];

/** The formulas of the substances named in `text` (normalised), in the order they are named. */
export function formulasFromNames(text: string): string[] {
  const found: { formula: string; index: number }[] = [];
  for (const { formula, names } of SUBSTANCES) {
    names.pattern.lastIndex = 0;
    const match = names.pattern.exec(text);
    if (match) found.push({ formula, index: match.index });
  }
  return found.sort((left, right) => left.index - right.index).map((entry) => entry.formula);
}

/** The formula of the first substance named in `text`, if any. */
export function formulaFromName(text: string): string | undefined {
  return formulasFromNames(text)[0];
}
