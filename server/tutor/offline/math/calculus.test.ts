/**
 * Derivatives, integrals and limits in Arabic (جا، جتا، ظا، هـ، دس، نها) and English: the final answers of the
 * offline math solver and the rule each step names.
 */
import { describe, expect, it } from 'vitest';
import { solveMath } from './index';

const answerOf = (text: string, language: 'ar' | 'en'): string | undefined => solveMath(text, language)?.answer;
const stepsOf = (text: string, language: 'ar' | 'en'): string => (solveMath(text, language)?.steps ?? []).map((step) => step.text).join('\n');

describe('derivatives', () => {
  it.each([
    ['differentiate y = (x^2 + 1)/(x - 1)', '$\\frac{dy}{dx} = \\frac{x^{2} - 2x - 1}{\\left(x - 1\\right)^{2}}$'],
    ['derivative of sin(3x^2 + 1)', '$\\frac{dy}{dx} = 6x \\cos\\left(3x^{2} + 1\\right)$'],
    ['find the derivative of f(x) = 3x^4 - 2x^2 + 5x - 7', "$f'(x) = 12x^{3} - 4x + 5$"],
    ['differentiate ln(x^2+1)', '$\\frac{dy}{dx} = \\frac{2x}{x^{2} + 1}$'],
    ['d/dx (e^(2x) ln x)', '$\\frac{dy}{dx} = 2e^{2x} \\ln x + \\frac{e^{2x}}{x}$'],
    ['differentiate sqrt(x)', '$\\frac{dy}{dx} = \\frac{1}{2\\sqrt{x}}$'],
    ['d/dx cos(2x)', '$\\frac{dy}{dx} = -2\\sin 2x$'],
    ['differentiate y = x/(x+1)', '$\\frac{dy}{dx} = \\frac{1}{\\left(x + 1\\right)^{2}}$'],
  ])('English: %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['اشتق ص = س³ جا س', '$\\frac{dy}{dx} = 3x^{2} \\sin x + x^{3} \\cos x$'],
    ['أوجد مشتقة ص = ٣س² − ٥س + ٧', '$\\frac{dy}{dx} = 6x - 5$'],
    ['اشتق ص = (٢س + ١)^٥', '$\\frac{dy}{dx} = 10\\left(2x + 1\\right)^{4}$'],
    ['اشتق ص = ظا س', '$\\frac{dy}{dx} = \\sec^{2} x$'],
    ['اشتق ص = هـ^س', '$\\frac{dy}{dx} = e^{x}$'],
    ['أوجد المشتقة الثانية للدالة ص = س^٤ + جتا س', '$\\frac{d^{2}y}{dx^{2}} = 12x^{2} - \\cos x$'],
    ['اشتق ص = ٥س⁴ − ٣س² + ٢', '$\\frac{dy}{dx} = 20x^{3} - 6x$'],
    ['اشتق ص = جا(٣س)', '$\\frac{dy}{dx} = 3\\cos 3x$'],
    ['أوجد مشتقة ص = س/(س + ١)', '$\\frac{dy}{dx} = \\frac{1}{\\left(x + 1\\right)^{2}}$'],
  ])('Arabic: %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it.each([
    ['اشتق ص = س³ جا س', 'ar', 'قاعدة مشتقة حاصل ضرب دالتين'],
    ['differentiate y = (x^2 + 1)/(x - 1)', 'en', 'Quotient rule'],
    ['derivative of sin(3x^2 + 1)', 'en', 'Chain rule'],
    ['find the derivative of f(x) = 3x^4 - 2x^2 + 5x - 7', 'en', 'Power rule'],
    ['اشتق ص = ظا س', 'ar', 'مشتقة الظل'],
  ] as const)('%s names the rule it uses (%s)', (text, language, rule) => {
    expect(stepsOf(text, language)).toContain(rule);
  });

  it('checks the result against an independent differentiation and a difference quotient', () => {
    expect(solveMath('derivative of sin(3x^2 + 1)', 'en')!.check).toMatch(/^At \$x = 1\.3\$ our result gives \$7\.623423\$; an independent differentiation gives \$7\.623423\$/);
  });

  it('explains the chain rule in more depth for premium students', () => {
    const chain = solveMath('derivative of sin(3x^2 + 1)', 'en')!.steps.find((step) => step.text.startsWith('Chain rule'));
    expect(chain?.detail).toContain('\\frac{dy}{du} \\cdot \\frac{du}{dx}');
  });
});

describe('integrals', () => {
  it.each([
    ['integrate x^2 from 0 to 3', '$\\int_{0}^{3} x^{2}\\,dx = 9$'],
    ['∫_0^pi sin x dx', '$\\int_{0}^{\\pi} \\sin x\\,dx = 2$'],
    ['∫_1^e 1/x dx', '$\\int_{1}^{e} \\frac{1}{x}\\,dx = 1$'],
    ['integral of sin x + cos x dx', '$\\int \\left(\\sin x + \\cos x\\right)\\,dx = -\\cos x + \\sin x + C$'],
    ['integrate e^(2x) dx', '$\\int e^{2x}\\,dx = \\frac{e^{2x}}{2} + C$'],
    ['∫ 1/x dx', '$\\int \\frac{1}{x}\\,dx = \\ln\\left|x\\right| + C$'],
    ['integrate (x^3 + 2x)/x dx', '$\\int \\frac{x^{3} + 2x}{x}\\,dx = \\frac{x^{3}}{3} + 2x + C$'],
    ['integrate 1/x^2', '$\\int \\frac{1}{x^{2}}\\,dx = -\\frac{1}{x} + C$'],
    ['integrate sqrt(x) dx', '$\\int \\sqrt{x}\\,dx = \\frac{2x^{\\frac{3}{2}}}{3} + C$'],
  ])('English: %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['أوجد ∫ (3x^2 + 2x) dx', '$\\int \\left(3x^{2} + 2x\\right)\\,dx = x^{3} + x^{2} + C$'],
    ['أوجد التكامل من ٠ إلى ١ للدالة ٣س²', '$\\int_{0}^{1} 3x^{2}\\,dx = 1$'],
    ['أوجد ∫ (س+١)(س−١) دس', '$\\int \\left(x + 1\\right)\\left(x - 1\\right)\\,dx = \\frac{x^{3}}{3} - x + C$'],
    ['تكامل جتا س دس', '$\\int \\cos x\\,dx = \\sin x + C$'],
    ['أوجد ∫ هـ^س دس', '$\\int e^{x}\\,dx = e^{x} + C$'],
    ['أوجد التكامل ∫ جا ٢س دس', '$\\int \\sin 2x\\,dx = -\\frac{\\cos 2x}{2} + C$'],
    ['أوجد ∫ ٤س³ دس', '$\\int 4x^{3}\\,dx = x^{4} + C$'],
    ['أوجد التكامل من ١ إلى ٢ للدالة ٢س', '$\\int_{1}^{2} 2x\\,dx = 3$'],
  ])('Arabic: %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('verifies an indefinite integral by differentiating it back', () => {
    expect(solveMath('أوجد ∫ (3x^2 + 2x) dx', 'ar')!.check).toContain('\\frac{d}{dx}\\left(x^{3} + x^{2}\\right) = 3x^{2} + 2x');
  });

  it('evaluates a definite integral as F(b) − F(a) and checks it with Simpson’s rule', () => {
    const solution = solveMath('∫_0^pi sin x dx', 'en')!;
    expect(stepsOf('∫_0^pi sin x dx', 'en')).toContain('F\\left(\\pi\\right) - F\\left(0\\right) = 1 - \\left(-1\\right) = 2');
    expect(solution.check).toContain("Simpson's rule");
  });
});

describe('limits', () => {
  it.each([
    ['lim x->0 sin(3x)/x', '$\\lim_{x \\to 0} \\frac{\\sin 3x}{x} = 3$'],
    ['limit of (2x^2 + 3)/(x^2 - 1) as x -> infinity', '$\\lim_{x \\to \\infty} \\frac{2x^{2} + 3}{x^{2} - 1} = 2$'],
    ['lim x->1 1/(x-1)', '$\\lim_{x \\to 1} \\frac{1}{x - 1}$ does not exist'],
    ['lim x->0 tan(2x)/(3x)', '$\\lim_{x \\to 0} \\frac{\\tan 2x}{3x} = \\frac{2}{3} \\approx 0.6667$'],
    ['limit of x^2 + 3x as x approaches 2', '$\\lim_{x \\to 2} \\left(x^{2} + 3x\\right) = 10$'],
    ['lim x->-inf x^3/(x^2+1)', '$\\lim_{x \\to -\\infty} \\frac{x^{3}}{x^{2} + 1} = -\\infty$'],
    ['lim x->0 (1 - cos x)/x^2', '$\\lim_{x \\to 0} \\frac{1 - \\cos x}{x^{2}} = \\frac{1}{2} \\approx 0.5$'],
  ])('English: %s', (text, answer) => {
    expect(answerOf(text, 'en')).toBe(answer);
  });

  it.each([
    ['نهاية (س² − ٩)/(س − ٣) عندما س ← ٣', '$\\lim_{x \\to 3} \\frac{x^{2} - 9}{x - 3} = 6$'],
    ['نهاية (س^٣ - ٨)/(س - ٢) عندما س تؤول إلى ٢', '$\\lim_{x \\to 2} \\frac{x^{3} - 8}{x - 2} = 12$'],
    ['نهاية (٢س² + ٣س)/(س² - ١) عندما س تؤول إلى ما لا نهاية', '$\\lim_{x \\to \\infty} \\frac{2x^{2} + 3x}{x^{2} - 1} = 2$'],
    ['نها جا ٣س / س عندما س ← ٠', '$\\lim_{x \\to 0} \\frac{\\sin 3x}{x} = 3$'],
    ['نهاية (٣س + ١)/(س²) عندما س تؤول إلى ما لا نهاية', '$\\lim_{x \\to \\infty} \\frac{3x + 1}{x^{2}} = 0$'],
    ['نهاية ظا ٢س / ٣س عندما س ← ٠', '$\\lim_{x \\to 0} \\frac{\\tan 2x}{3x} = \\frac{2}{3} \\approx 0.6667$'],
    ['نهاية س² + ٣س عندما س ← ٢', '$\\lim_{x \\to 2} \\left(x^{2} + 3x\\right) = 10$'],
  ])('Arabic: %s', (text, answer) => {
    expect(answerOf(text, 'ar')).toBe(answer);
  });

  it('factorises and cancels a 0/0 form before substituting', () => {
    const steps = stepsOf('نهاية (س² − ٩)/(س − ٣) عندما س ← ٣', 'ar');
    expect(steps).toContain('\\frac{0}{0}');
    expect(steps).toContain('نختصر العامل المشترك $\\left(x - 3\\right)$');
  });

  it('checks the limit with values of the function close to the point', () => {
    expect(solveMath('lim x->0 sin(3x)/x', 'en')!.check).toContain('f(0.0001) \\approx 3');
  });
});
