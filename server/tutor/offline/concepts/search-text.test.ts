/**
 * The light stemming behind concept search: forms a student types meet the forms a keyword was written in.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, stemArabic, stemEnglish } from './search-text';

describe('concept search text analysis', () => {
  it('strips the Arabic article with its particles and plural / taa marbuta endings', () => {
    const cell = stemArabic('خليه');
    expect(stemArabic('الخليه')).toBe(cell);
    expect(stemArabic('للخليه')).toBe(cell);
    expect(stemArabic('والخليه')).toBe(cell);
    expect(stemArabic('المعادلات')).toBe(stemArabic('معادله'));
    expect(stemArabic('المهندسون')).toBe(stemArabic('مهندس'));
  });

  it('keeps short words whose last letters only look like a suffix', () => {
    expect(stemArabic('قانون')).toBe('قانون');
    expect(stemArabic('اوم')).toBe('اوم');
  });

  it('reduces English plurals and endings to one stem', () => {
    expect(stemEnglish('clauses')).toBe(stemEnglish('clause'));
    expect(stemEnglish('energies')).toBe(stemEnglish('energy'));
    expect(stemEnglish('equations')).toBe(stemEnglish('equation'));
    expect(stemEnglish('writing')).toBe(stemEnglish('write'));
    expect(stemEnglish('mitosis')).toBe('mitosis');
  });

  it('ignores diacritics, hamza forms and tatweel', () => {
    const plain = analyzeText('ان واخواتها').map((term) => term.stem);
    expect(analyzeText('إِنَّ وَأَخَوَاتُهَا').map((term) => term.stem)).toEqual(plain);
    expect(analyzeText('الفـــاعل').map((term) => term.stem)).toEqual(analyzeText('الفاعل').map((term) => term.stem));
  });

  it('marks question words, colloquial filler and greetings as stop-words', () => {
    const terms = analyzeText('يعني ايه قانون اوم');
    expect(terms.filter((term) => !term.isStopWord).map((term) => term.word)).toEqual(['قانون', 'اوم']);
    expect(analyzeText('what is the passive voice').filter((term) => !term.isStopWord).map((term) => term.word)).toEqual([
      'passive',
      'voice',
    ]);
    expect(analyzeText('كيف الحال').every((term) => term.isStopWord)).toBe(true);
  });

  it('drops an attached particle only when the index knows the remaining stem', () => {
    const known = new Set([stemArabic('قانون')]);
    expect(analyzeText('بقانون', known)[0]!.stem).toBe(stemArabic('قانون'));
    expect(analyzeText('بقانون')[0]!.stem).toBe(stemArabic('بقانون'));
  });
});
