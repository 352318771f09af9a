/**
 * Equations and systems as students type them, in Arabic (٠–٩, س/ص) and English: the final answers of the
 * offline math solver.
 */
import { describe, expect, it } from 'vitest';
import { solveMath } from './index';

const answerOf = (text: string, language: 'ar' | 'en'): string | undefined => solveMath(text, language)?.answer;

describe('linear equations', () => {
  it.each([
    ['solve 2x + 3 = 7', '$x = 2$'],
    ['2x + 3 = 7', '$x = 2$'],
    ['solve 3(x - 2) = 2(x + 1)', '$x = 8$'],
    ['solve (x+1)/3 + x/2 = 4', '$x = \\frac{22}{5}$'],
    ['solve 1/x + 1/2 = 1', '$x = 2$'],
    ['solve 2x + 5 = 2x + 1', 'The equation has no solution.'],
    ['solve 2(x + 1) = 2x + 2', 'Every real number is a solution.'],
    ['solve 0.5x + 1.5 = 3', '$x = 3$'],
    ['find x: 3x = 12', '$x = 4$'],
  ])('English: %s → %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['أوجد قيمة س: ٣س − ٥ = ١٠', '$x = 5$'],
    ['حل المعادلة ٢(س + ٣) = ٤س − ٢', '$x = 4$'],
    ['حل: س/٢ + س/٣ = ٥', '$x = 6$'],
    ['حل المعادلة ١/س + ١/٢ = ١', '$x = 2$'],
    ['حل المعادلة ٥س + ٧ = ٢س − ٨', '$x = -5$'],
    ['حل: (س − ١)/٢ = (س + ٣)/٤', '$x = 5$'],
  ])('Arabic: %s → %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('shows collecting terms and dividing, and substitutes the root back', () => {
    const solution = solveMath('solve 2x + 3 = 7', 'en')!;
    expect(solution.kind).toBe('linear-equation');
    expect(solution.steps.map((step) => step.text).join('\n')).toContain('2x = 7 - 3 \\Rightarrow 2x = 4');
    expect(solution.check).toContain('at $x = 2$ the left side is $7$ and the right side is $7$');
  });

  it('rejects a root that makes a denominator zero', () => {
    const solution = solveMath('solve x/(x - 1) = 2/(x - 1)', 'en')!;
    expect(solution.answer).toBe('$x = 2$');
    expect(solution.steps.some((step) => step.text.includes('Reject $x = 1$'))).toBe(true);
  });
});

describe('quadratic and higher-degree equations', () => {
  it.each([
    ['solve x^2 - 5x + 3 = 0', '$x = \\frac{5 - \\sqrt{13}}{2}$ or $x = \\frac{5 + \\sqrt{13}}{2}$'],
    ['solve x^2 + 2x + 5 = 0', 'No real roots; the complex roots are $x = -1 \\pm 2i$'],
    ['solve x^2 + x + 1 = 0', 'No real roots; the complex roots are $x = \\frac{-1 \\pm \\sqrt{3}i}{2}$'],
    ['solve x^2 = 16', '$x = -4$ or $x = 4$'],
    ['solve x^2 - 4x = 0', '$x = 0$ or $x = 4$'],
    ['solve x^2 - 6x + 9 = 0', '$x = 3$'],
    ['solve 3x^2 - 2x - 1 = 0', '$x = -\\frac{1}{3}$ or $x = 1$'],
    ['solve x^4 - 5x^2 + 4 = 0', '$x = -2$ or $x = -1$ or $x = 1$ or $x = 2$'],
    ['solve x^3 = 8', '$x = 2$ (and complex roots $x = -1 \\pm \\sqrt{3}i$)'],
  ])('English: %s → %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['حل المعادلة: س² − ٥س + ٦ = ٠', '$x = 2$ أو $x = 3$'],
    ['حل المعادلة ٢س² − ٣س − ٢ = ٠', '$x = -\\frac{1}{2}$ أو $x = 2$'],
    ['حل المعادلة س² − ٤س + ١ = ٠', '$x = 2 - \\sqrt{3}$ أو $x = 2 + \\sqrt{3}$'],
    ['حل: س² + ٤ = ٠', 'لا توجد جذور حقيقية؛ الجذران المركبان $x = \\pm 2i$'],
    ['حل المعادلة س³ − ٦س² + ١١س − ٦ = ٠', '$x = 1$ أو $x = 2$ أو $x = 3$'],
    ['حل المعادلة س² = ٢٥', '$x = -5$ أو $x = 5$'],
    ['حل المعادلة س² + ٢س + ٥ = ٠', 'لا توجد جذور حقيقية؛ الجذران المركبان $x = -1 \\pm 2i$'],
  ])('Arabic: %s → %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('factorises when the discriminant is a perfect square, naming the two numbers', () => {
    const solution = solveMath('حل المعادلة: س² − ٥س + ٦ = ٠', 'ar')!;
    expect(solution.kind).toBe('quadratic-equation');
    expect(solution.steps[1]!.text).toContain('\\left(x - 2\\right)\\left(x - 3\\right) = 0');
  });

  it('uses the formula with the discriminant otherwise', () => {
    const text = solveMath('solve x^2 - 5x + 3 = 0', 'en')!.steps.map((step) => step.text).join('\n');
    expect(text).toContain('\\Delta = b^{2} - 4ac = \\left(-5\\right)^{2} - 4 \\times 1 \\times 3 = 13');
    expect(text).toContain('\\frac{5 \\pm \\sqrt{13}}{2}');
  });

  it('checks complex roots through their sum and product', () => {
    expect(solveMath('solve x^2 + 2x + 5 = 0', 'en')!.check).toContain('Sum of the roots $= -2 = -\\frac{b}{a}$');
  });
});

describe('systems of two linear equations', () => {
  it.each([
    ['solve 3x + 2y = 12 and 5x - 3y = 1', '$x = 2$, $y = 3$'],
    ['solve x + y = 2, x + y = 5', 'No solution (the lines are parallel).'],
    ['solve x + y = 2, 2x + 2y = 4', 'Infinitely many solutions (every point of the line).'],
    ['solve 2x - y = 4; x + 3y = 9', '$x = 3$, $y = 2$'],
  ])('English: %s → %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['حل المعادلتين: 2س + ص = 7 ، س − ص = 2', '$x = 3$ ، $y = 1$'],
    ['حل المعادلتين س + ص = ٥ و س − ص = ١', '$x = 3$ ، $y = 2$'],
    ['حل المعادلتين بالتعويض: ص = ٢س ، س + ص = ٦', '$x = 2$ ، $y = 4$'],
    ['حل المعادلتين: س + ص = ٢ ، ٢س + ٢ص = ٤', 'عدد لا نهائي من الحلول (كل نقاط المستقيم).'],
    ['حل المعادلتين: ٣س + ٢ص = ١٢ ، ٥س − ٣ص = ١', '$x = 2$ ، $y = 3$'],
    ['حل المعادلتين: س + ص = ٢ ، س + ص = ٥', 'لا يوجد حل (المستقيمان متوازيان).'],
  ])('Arabic: %s → %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('eliminates by matching coefficients and substitutes the pair into both equations', () => {
    const solution = solveMath('solve 3x + 2y = 12 and 5x - 3y = 1', 'en')!;
    const text = solution.steps.map((step) => step.text).join('\n');
    expect(text).toContain('Multiply equation (1) by $3$');
    expect(text).toContain('$19x = 38$');
    expect(solution.check).toContain('(1) $12 = 12$, (2) $1 = 1$');
  });

  it('uses substitution when the student asks for it', () => {
    const text = solveMath('حل المعادلتين بالتعويض: ص = ٢س ، س + ص = ٦', 'ar')!.steps.map((step) => step.text).join('\n');
    expect(text).toContain('من (1): $y = 2x$');
  });
});
