/**
 * The reading guard: a solution is shown only when its reading used every number and function of the question;
 * questions in several parts are split; only a question to compute is kept away from concept notes.
 */
import { describe, expect, it } from 'vitest';
import type { Solution } from '../solution';
import { isComputational } from './computational';
import { checkCoverage } from './coverage';
import { splitParts } from './parts';

const solutionReading = (statement: string, subject: Solution['subject'] = 'math', kind = 'test'): Solution => ({
  kind,
  subject,
  title: 'test',
  steps: [],
  answer: '',
  statement,
});

describe('coverage of the question by the reading', () => {
  it('a log equation read without its logarithm is refused, naming the log', () => {
    const coverage = checkCoverage('حل المعادلة لو_٢(س+٣) = ٤', solutionReading('$x + 3 = 4$'));
    expect(coverage.complete).toBe(false);
    expect(coverage.missing).toContain('log');
  });

  it('the same equation read with its logarithm and base passes', () => {
    expect(checkCoverage('حل المعادلة لو_٢(س+٣) = ٤', solutionReading('$\\log_{2}(x + 3) = 4$')).complete).toBe(true);
  });

  it('colloquial لو ("if", "لو سمحت") is not a logarithm; لو followed by its argument or base is', () => {
    expect(checkCoverage('لو سمحت حل ٢س = ٨', solutionReading('$2x = 8$')).complete).toBe(true);
    expect(checkCoverage("عايز د'(١) لو د(س) = س³", solutionReading("$f(x) = x^3$, $f'(1)$")).complete).toBe(true);
    expect(checkCoverage('لو س = ٢', solutionReading('$x = 2$')).missing).toEqual(['log']);
    expect(checkCoverage('لو٢ س = ٥', solutionReading('$x = 5$')).missing).toEqual(['2', 'log']);
  });

  it('a number left out of the reading is named', () => {
    expect(checkCoverage('solve 3x + 7 = 22', solutionReading('$3x = 22$')).missing).toEqual(['7']);
  });

  it('numbers compare by value: 0.50 in the question is 0.5 in the reading', () => {
    expect(checkCoverage('solve 0.50x = 2', solutionReading('$0.5x = 2$')).complete).toBe(true);
  });

  it('a power in maths is a number to use, a unit exponent in physics is not', () => {
    expect(checkCoverage('x² = 9', solutionReading('$x = 9$')).missing).toEqual(['2']);
    expect(checkCoverage('جسم عجلته ٢ م/ث² لمدة ٥ ث', solutionReading('$a = 2$ m/s, $t = 5$ s', 'physics')).complete).toBe(true);
  });

  it('"single", "since" and "cost" are words, not sin and cos; sinx and cos2x are functions', () => {
    expect(checkCoverage('a single lamp; since the cost is 60 piastres', solutionReading('lamp 60', 'physics')).complete).toBe(true);
    expect(checkCoverage('differentiate sinx + cos2x', solutionReading("$\\sin x + \\cos 2x$, $y'$")).complete).toBe(true);
    expect(checkCoverage('differentiate sinx + cos2x', solutionReading("$x + 2x$, $y'$")).missing).toEqual(['sin', 'cos']);
  });

  it('"لو ٥ مصابيح" is "if 5 lamps", "لو ٥" alone is log 5', () => {
    expect(checkCoverage('لو ٥ مصابيح قدرة كل منها ١٠٠ وات', solutionReading('5 lamps, 100 W', 'physics')).complete).toBe(true);
    expect(checkCoverage('احسب لو ٥', solutionReading('5')).missing).toEqual(['log']);
  });

  it('"seconds" and "5 sec" are time, not the secant', () => {
    expect(checkCoverage('a car moves for 5 sec then 10 seconds', solutionReading('$t = 5$ s, $t = 10$ s', 'physics')).complete).toBe(true);
    expect(checkCoverage('differentiate y = sec x', solutionReading("$y = x$, $y'$")).missing).toEqual(['sec']);
  });

  it('numbering of the question ("1)", "(2)") is not a given', () => {
    expect(checkCoverage('1) solve 2x = 8', solutionReading('$2x = 8$')).complete).toBe(true);
  });

  it('each trigonometric function must be read: جا and جتا are different', () => {
    expect(checkCoverage('أوجد مشتقة ص = جا س + جتا س', solutionReading("$y = \\sin x + \\sin x$, $y'$")).missing).toEqual(['cos']);
  });

  it('a word such as "ما لا نهاية" in a series question does not demand a limit', () => {
    expect(checkCoverage('أوجد مجموع متتابعة هندسية لا نهائية حدها الأول ٨ وأساسها ٠٫٥', solutionReading('$a = 8$, $r = 0.5$, $S_\\infty$')).complete).toBe(true);
  });

  it('an integral is read when the kind says so even if the statement shows only the integrand', () => {
    expect(checkCoverage('أوجد ∫ س² دس', solutionReading('$x^2$', 'math', 'indefinite-integral')).complete).toBe(true);
  });

  it('a solver without a statement is checked against all the text of its solution', () => {
    const solution: Solution = { kind: 'x', subject: 'math', title: 'Linear', steps: [{ text: '$2x = 4$' }], answer: '$x = 2$' };
    expect(checkCoverage('solve 2x = 4', solution).complete).toBe(true);
    expect(checkCoverage('solve 2x = 4 and log 5', solution).complete).toBe(false);
  });
});

describe('questions in several parts', () => {
  it('splits (أ) / (ب) after the givens', () => {
    const split = splitParts('جسم كتلته ٢ كجم يتحرك بعجلة ٣ م/ث². (أ) احسب القوة المؤثرة (ب) احسب سرعته بعد ٤ ث');
    expect(split?.stem).toBe('جسم كتلته 2 كجم يتحرك بعجلة 3 م/ث².');
    expect(split?.parts).toEqual(['احسب القوة المؤثرة', 'احسب سرعته بعد 4 ث']);
  });

  it('splits a) b) in English', () => {
    expect(splitParts('A car starts from rest with a = 2 m/s^2. a) find v after 5 s b) find the distance')?.parts).toHaveLength(2);
  });

  it('splits "ثم احسب" and "and then find"', () => {
    expect(splitParts('احسب المقاومة المكافئة ثم احسب شدة التيار')?.parts).toEqual(['احسب المقاومة المكافئة', 'احسب شدة التيار']);
    expect(splitParts('solve x^2 = 9 and then find x^3')?.parts).toEqual(['solve x^2 = 9', 'find x^3']);
  });

  it('two questions in one message are two parts', () => {
    expect(splitParts('ما قيمة جا ٣٠؟ وما قيمة جتا ٦٠؟')?.parts).toHaveLength(2);
  });

  it('one question is not split', () => {
    expect(splitParts('حل المعادلة س² − ٥س + ٦ = ٠')).toBeNull();
    expect(splitParts('what is the value of x if 2x + 1 = 5?')).toBeNull();
  });
});

describe('questions to compute', () => {
  it.each([
    ['أوجد مركز ونصف قطر الدائرة س² + ص² − ٤س + ٦ص − ١٢ = ٠'],
    ['غاز حجمه ٢ لتر عند ضغط ١ ض.ج احسب حجمه عند ضغط ٤ ض.ج'],
    ['احسب الكتلة المولية لـ H2SO4'],
    ['اشتق جا س'],
    ['how much current flows through a 10 ohm resistor at 5 V'],
    ['مقاومة 10 أوم'],
  ])('%s is a computation', (text) => {
    expect(isComputational(text)).toBe(true);
  });

  it.each([['اشرح قانون أوم'], ['ما أسباب ثورة 1919؟'], ['what is photosynthesis'], ['ما هو التكامل؟'], ['عرف المول']])('%s is a concept question', (text) => {
    expect(isComputational(text)).toBe(false);
  });
});
