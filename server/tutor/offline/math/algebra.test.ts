/**
 * Expanding, factorising and simplifying, in Arabic and English: the final forms of the offline math solver.
 */
import { describe, expect, it } from 'vitest';
import { solveMath } from './index';

const answerOf = (text: string, language: 'ar' | 'en'): string | undefined => solveMath(text, language)?.answer;

describe('expand', () => {
  it.each([
    ['expand (x + 2)(x + 3)', '$\\left(x + 2\\right)\\left(x + 3\\right) = x^{2} + 5x + 6$'],
    ['expand (2x - 1)^3', '$\\left(2x - 1\\right)^{3} = 8x^{3} - 12x^{2} + 6x - 1$'],
    ['expand (x-2)(x+2)', '$\\left(x - 2\\right)\\left(x + 2\\right) = x^{2} - 4$'],
    ['expand (x + y)^2', '$\\left(x + y\\right)^{2} = x^{2} + 2xy + y^{2}$'],
    ['expand 2(x+1) + 3(x-2)', '$2\\left(x + 1\\right) + 3\\left(x - 2\\right) = 5x - 4$'],
  ])('English: %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['فك (س + ٣)²', '$\\left(x + 3\\right)^{2} = x^{2} + 6x + 9$'],
    ['فك (س + ٢)(س − ٥)', '$\\left(x + 2\\right)\\left(x - 5\\right) = x^{2} - 3x - 10$'],
    ['فك ٣س(س − ٤)', '$3x\\left(x - 4\\right) = 3x^{2} - 12x$'],
    ['فك (٢س − ١)³', '$\\left(2x - 1\\right)^{3} = 8x^{3} - 12x^{2} + 6x - 1$'],
    ['فك (س − ٤)(س + ٤)', '$\\left(x - 4\\right)\\left(x + 4\\right) = x^{2} - 16$'],
  ])('Arabic: %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('names the special product it uses', () => {
    const text = solveMath('فك (س + ٣)²', 'ar')!.steps.map((step) => step.text).join('\n');
    expect(text).toContain('(a + b)^{2} = a^{2} + 2ab + b^{2}');
  });
});

describe('factor', () => {
  it.each([
    ['factor x^2 + 5x + 6', '$x^{2} + 5x + 6 = \\left(x + 2\\right)\\left(x + 3\\right)$'],
    ['factor 6x^2 - x - 2', '$6x^{2} - x - 2 = \\left(2x + 1\\right)\\left(3x - 2\\right)$'],
    ['factor x^3 - 6x^2 + 11x - 6', '$x^{3} - 6x^{2} + 11x - 6 = \\left(x - 1\\right)\\left(x - 2\\right)\\left(x - 3\\right)$'],
    ['factor x^4 - 16', '$x^{4} - 16 = \\left(x - 2\\right)\\left(x + 2\\right)\\left(x^{2} + 4\\right)$'],
    ['factor 4x^2 - 9y^2', '$4x^{2} - 9y^{2} = \\left(2x - 3y\\right)\\left(2x + 3y\\right)$'],
    ['factorise x^2 + 1', '$x^{2} + 1$ cannot be factorised over the rationals'],
  ])('English: %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['حلل س² − ٩', '$x^{2} - 9 = \\left(x - 3\\right)\\left(x + 3\\right)$'],
    ['حلل ٢س³ − ٨س', '$2x^{3} - 8x = 2x\\left(x - 2\\right)\\left(x + 2\\right)$'],
    ['حلل س³ + ٨', '$x^{3} + 8 = \\left(x + 2\\right)\\left(x^{2} - 2x + 4\\right)$'],
    ['حلل س² + ٥س ص + ٦ص²', '$x^{2} + 5xy + 6y^{2} = \\left(x + 2y\\right)\\left(x + 3y\\right)$'],
    ['حلل س² + ٦س + ٩', '$x^{2} + 6x + 9 = \\left(x + 3\\right)^{2}$'],
    ['حلل ٦س² − س − ٢', '$6x^{2} - x - 2 = \\left(2x + 1\\right)\\left(3x - 2\\right)$'],
    ['حلل س⁴ − ١٦', '$x^{4} - 16 = \\left(x - 2\\right)\\left(x + 2\\right)\\left(x^{2} + 4\\right)$'],
  ])('Arabic: %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('takes out the common factor first, then the difference of squares', () => {
    const steps = solveMath('factor 2x^3 - 8x', 'en')!.steps.map((step) => step.text);
    expect(steps[1]).toContain('Take out the common factor $2x$');
    expect(steps[2]).toContain('Difference of two squares');
  });

  it('uses the rational-root theorem for cubics', () => {
    const steps = solveMath('factor x^3 - 6x^2 + 11x - 6', 'en')!.steps.map((step) => step.text);
    expect(steps[1]).toContain('the value at $x = 1$ is $0$');
  });
});

describe('simplify', () => {
  it.each([
    ['simplify (x^2 - 9)/(x - 3)', '$\\frac{x^{2} - 9}{x - 3} = x + 3$ (for $x \\ne 3$)'],
    ['simplify (x^2 - x)/x', '$\\frac{x^{2} - x}{x} = x - 1$ (for $x \\ne 0$)'],
    ['simplify 3x + 2x - 4 + x', '$3x + 2x - 4 + x = 6x - 4$'],
    ['simplify sin(x)^2 + cos(x)^2', '$\\sin^{2} x + \\cos^{2} x = 1$'],
  ])('English: %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['بسط (س² - ١)/(س² + ٢س + ١)', '$\\frac{x^{2} - 1}{x^{2} + 2x + 1} = \\frac{x - 1}{x + 1}$ (بشرط $x \\ne -1$)'],
    ['اختصر (٢س + ٦)/(س² − ٩)', '$\\frac{2x + 6}{x^{2} - 9} = \\frac{2}{x - 3}$ (بشرط $x \\ne -3,\\ x \\ne 3$)'],
    ['بسط (س² − ٩)/(س − ٣)', '$\\frac{x^{2} - 9}{x - 3} = x + 3$ (بشرط $x \\ne 3$)'],
    ['بسط جا²س + جتا²س', '$\\sin^{2} x + \\cos^{2} x = 1$'],
  ])('Arabic: %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });
});
