/**
 * The calculus solver: recognition in Arabic and English, the key line of the steps, the checkable result, the
 * questions it must decline, and that odd input never throws.
 */
import { describe, expect, it } from 'vitest';
import { matches } from '../../corpus/check';
import type { Expected } from '../../corpus/types';
import type { Solution } from '../../solution';
import { solveCalculus } from './index';

function solved(question: string, language: 'ar' | 'en'): Solution {
  const solution = solveCalculus(question, language);
  expect(solution, question).not.toBeNull();
  return solution!;
}

function expectResult(question: string, language: 'ar' | 'en', expected: Expected): Solution {
  const solution = solved(question, language);
  expect(solution.result, question).toBeDefined();
  expect(matches(expected, solution.result!), `${question} → ${JSON.stringify(solution.result)}`).toBe(true);
  return solution;
}

const allText = (solution: Solution): string => [...solution.steps.map((step) => step.text), solution.answer].join('\n');

describe('derivatives', () => {
  it('differentiates ص = س³ جا س with the product rule, in Arabic', () => {
    const solution = expectResult('اوجد دص/دس اذا كانت ص = س³ جا س', 'ar', { expression: '3*x^2*sin(x) + x^3*cos(x)' });
    expect(allText(solution)).toContain('قاعدة مشتقة حاصل ضرب');
  });
  it('reads جتا² ٣س as (cos 3x)² and uses the chain rule', () => {
    const solution = expectResult('اوجد مشتقة ص = جتا² ٣س', 'ar', { expression: '-6*sin(3*x)*cos(3*x)' });
    expect(allText(solution)).toContain('قاعدة السلسلة');
  });
  it('reads لط as ln and هـ^ as e^', () => {
    expectResult('اشتق ص = لط(س² + ١)', 'ar', { expression: '2*x/(x^2+1)' });
    expectResult('اوجد دص/دس للداله ص = هـ^(٢س)', 'ar', { expression: '2*exp(2*x)' });
  });
  it('reads د²ص/دس² with a superscript ² as the second derivative', () => {
    expectResult('عايز د²ص/دس² لو ص = س³ لط س', 'ar', { expression: '6*x*log(x) + 5*x' });
    expectResult('اوجد د٢ص/دس٢ للدالة ص = هـ^(٢س) جا س', 'ar', { expression: '3*exp(2*x)*sin(x) + 4*exp(2*x)*cos(x)' });
    expectResult('Find d²y/dx² if y = x ln x', 'en', { expression: '1/x' });
    expectResult('اوجد د²ص/دس² عند س = ١ للدالة ص = س⁴ - ٣س²', 'ar', { values: [6] });
  });
  it('solves the third derivative of y = e^(2x) + x^5 as 8e^(2x) + 60x²', () => {
    expectResult('Find the third derivative of y = e^(2x) + x^5', 'en', { expression: '8*exp(2*x) + 60*x^2' });
  });
  it("evaluates f'(π/6) for f(x) = sin(2x) as 1", () => {
    expectResult("If f(x) = sin(2x), find f'(π/6)", 'en', { values: [1] });
  });
  it('solves د٢ص/دس٢ for ص = جا ٣س', () => {
    expectResult('اوجد د٢ص/دس٢ اذا كانت ص = جا ٣س', 'ar', { expression: '-9*sin(3*x)' });
  });
  it('declines a function it cannot read completely', () => {
    expect(solveCalculus('اوجد مشتقة ص = لو_٢ س', 'ar')).toBeNull();
  });
});

describe('implicit differentiation', () => {
  it('solves dy/dx at (3, 4) on س² + ص² = ٢٥ as −3/4', () => {
    expectResult('اوجد دص/دس عند النقطة (٣ ، ٤) للمنحنى س² + ص² = ٢٥', 'ar', { values: [-0.75] });
  });
  it('declines a point that is not on the curve', () => {
    expect(solveCalculus('Find dy/dx at the point (1, 1) if x^2 + y^2 = 25', 'en')).toBeNull();
  });
});

describe('tangent and normal lines', () => {
  it('finds the tangent to y = x² − 3x + 2 at (3, 2) as y = 3x − 7', () => {
    const solution = expectResult('اوجد معادلة المماس للمنحنى ص = س² - ٣س + ٢ عند النقطة (٣، ٢)', 'ar', { expression: '3*x - 7' });
    expect(solution.answer).toContain('3x - 7');
  });
  it('finds the normal to y = x² + 1 at (1, 2)', () => {
    expectResult('Find the equation of the normal to y = x^2 + 1 at (1, 2)', 'en', { expression: '-x/2 + 5/2' });
  });
  it('answers both the tangent and the normal when both are asked', () => {
    expectResult('اوجد معادلتي المماس والعمودي للمنحنى ص = س³ عند س = ١', 'ar', { parts: [{ expression: '3*x - 2' }, { expression: '-x/3 + 4/3' }] });
  });
  it('declines a vertical normal (horizontal tangent)', () => {
    expect(solveCalculus('Find the equation of the normal to y = x^2 at x = 0', 'en')).toBeNull();
  });
  it('declines a point given off the curve', () => {
    expect(solveCalculus('اوجد معادلة المماس للمنحنى ص = س² عند النقطة (١، ٥)', 'ar')).toBeNull();
  });
});

describe('increasing, decreasing and extrema', () => {
  it('finds the intervals of f(x) = x³ − 3x', () => {
    expectResult('عين فترات التزايد والتناقص للدالة د(س) = س³ - ٣س', 'ar', { parts: [{ intervals: '(-inf, -1) U (1, inf)' }, { intervals: '(-1, 1)' }] });
  });
  it('finds the local extrema of x³ − 3x² − 9x + 5 as max 10, min −22', () => {
    const solution = expectResult('اوجد القيم العظمى والصغرى المحلية للدالة د(س) = س³ - ٣س² - ٩س + ٥', 'ar', { parts: [{ values: [10] }, { values: [-22] }] });
    expect(allText(solution)).toContain('قيمة عظمى محلية');
  });
  it('finds the maximum of x e^(−x) as 1/e, the exponential factor being positive', () => {
    const solution = expectResult('Find the local extrema of f(x) = x e^(-x)', 'en', { parts: [{ values: [Math.exp(-1)] }, { values: [] }] });
    expect(solution.answer).toContain('e^{-1}');
  });
  it('answers only the decreasing intervals when only they are asked', () => {
    expectResult('where is f(x) = x^2 - 6x decreasing?', 'en', { intervals: '(-inf, 3)' });
  });
  it('declines absolute extrema', () => {
    expect(solveCalculus('اوجد القيم العظمى والصغرى المطلقة للدالة د(س) = س² - ٢س', 'ar')).toBeNull();
  });
  it('declines a function whose critical points are irrational', () => {
    expect(solveCalculus('Find the local extrema of f(x) = x^3 - 6x', 'en')).toBeNull();
  });
});

describe('related rates', () => {
  it('finds the area rate of a circle', () => {
    expectResult('دائرة يتزايد طول نصف قطرها بمعدل ٢ سم/ث. اوجد معدل تغير مساحتها عندما نق = ٥ سم', 'ar', { values: [20 * Math.PI] });
  });
  it('finds the radius rate of a balloon', () => {
    expectResult('A spherical balloon is inflated at a rate of 100 cm³/s. How fast is the radius increasing when the radius is 5 cm?', 'en', { values: [1 / Math.PI] });
  });
  it('finds the top of a sliding ladder moving at −1.5 m/s', () => {
    expectResult('سلم طوله ١٠ م يستند على حائط رأسي، ينزلق طرفه السفلي بعيدا عن الحائط بمعدل ٢ م/ث. اوجد معدل تغير ارتفاع الطرف العلوي عندما يكون الطرف السفلي على بعد ٦ م من الحائط', 'ar', { values: [-1.5] });
  });
  it('declines a rate question without the length at that moment', () => {
    expect(solveCalculus('A spherical balloon is inflated at a rate of 100 cm³/s. How fast is the radius increasing?', 'en')).toBeNull();
  });
});

describe('integrals', () => {
  it('integrates by substitution with u = x² + 1', () => {
    const solution = expectResult('اوجد ∫ ٢س (س² + ١)^٥ دس', 'ar', { expression: '(x^2+1)^6/6', upToConstant: true });
    expect(allText(solution)).toContain('بالتعويض');
  });
  it('integrates x cos x by parts', () => {
    const solution = expectResult('Integrate x cos x dx', 'en', { expression: 'x*sin(x) + cos(x)', upToConstant: true });
    expect(allText(solution)).toContain('by parts');
  });
  it('integrates ln x by parts with dv = dx', () => {
    expectResult('اوجد ∫ لط س دس', 'ar', { expression: 'x*log(x) - x', upToConstant: true });
  });
  it('integrates قا² ٢س as tan(2x)/2', () => {
    expectResult('اوجد ∫ قا² ٢س دس', 'ar', { expression: 'tan(2*x)/2', upToConstant: true });
  });
  it('evaluates ∫ from 1 to 3 of (2x + 1) as 10', () => {
    expectResult('احسب ∫ من ١ إلى ٣ (٢س + ١) دس', 'ar', { values: [10] });
  });
  it('integrates h(g(x))·g\'(x) by substitution when the outer function is e^u, uⁿ or sec² u', () => {
    const solution = expectResult('احسب ∫ س² هـ^(س³) دس', 'ar', { expression: 'exp(x^3)/3', upToConstant: true });
    expect(allText(solution)).toContain('u = x^{3}');
    expectResult('Find ∫ sin x e^(cos x) dx', 'en', { expression: '-exp(cos(x))', upToConstant: true });
    expectResult('اوجد ∫ ٢س هـ^(س²) دس', 'ar', { expression: 'exp(x^2)', upToConstant: true });
    expectResult('اوجد ∫ جا س جتا³ س دس', 'ar', { expression: '-cos(x)^4/4', upToConstant: true });
    expectResult('اوجد ∫ (لط س)² / س دس', 'ar', { expression: 'log(x)^3/3', upToConstant: true });
  });
  it('reads bounds written ∫_a^(b) with a bracketed bound', () => {
    expectResult('احسب ∫_(ط/٦)^(ط/٢) جتا س دس', 'ar', { values: [0.5] });
    expectResult('Evaluate ∫_0^(pi/2) sin x dx', 'en', { values: [1] });
    expectResult('اوجد ∫_١^(٣) ٢س دس', 'ar', { values: [8] });
    expect(solveCalculus('احسب ∫_0^(2 س² دس', 'ar')).toBeNull();
  });
  it('declines an integral with no elementary antiderivative', () => {
    expect(solveCalculus('Find ∫ e^(x^2) dx', 'en')).toBeNull();
  });
});

describe('areas and volumes', () => {
  it('finds the area between y = x² and y = 2x as 4/3', () => {
    expectResult('Find the area between the curves y = x^2 and y = 2x', 'en', { values: [4 / 3] });
  });
  it('splits the area of y = x³ on [−1, 2] at the crossing', () => {
    expectResult('اوجد مساحة المنطقة المحصورة بين المنحنى ص = س³ ومحور السينات والمستقيمين س = -١ ، س = ٢', 'ar', { values: [4.25] });
  });
  it('finds the volume of y = x² on [0, 2] about the x-axis as 32π/5', () => {
    expectResult('اوجد حجم الجسم الناشئ من دوران المنطقة المحصورة بين المنحنى ص = س² ومحور السينات والمستقيمين س = ٠ ، س = ٢ حول محور السينات', 'ar', { values: [(32 * Math.PI) / 5] });
  });
  it('declines a volume about another axis', () => {
    expect(solveCalculus('Find the volume when the region under y = x^2 from x = 0 to x = 2 is rotated about the y-axis', 'en')).toBeNull();
  });
});

describe('limits', () => {
  it('solves نها س←٢ (س² − ٤)/(س − ٢) as 4', () => {
    expectResult('اوجد نها س←٢ (س² - ٤)/(س - ٢)', 'ar', { values: [4] });
  });
  it('solves (1 + 3/x)^x at infinity as e³', () => {
    const solution = expectResult('limit as x approaches infinity of (1 + 3/x)^x', 'en', { values: [Math.exp(3)] });
    expect(solution.answer).toContain('e^{3}');
  });
  it('declines a limit that does not exist (1/x at 0)', () => {
    expect(solveCalculus('lim x→0 1/x', 'en')).toBeNull();
  });
});

describe('questions in two parts', () => {
  it('shares the function between (أ) and (ب)', () => {
    expectResult('اذا كانت ص = س³ - ٣س (أ) اوجد دص/دس (ب) اوجد معادلة المماس للمنحنى عند س = ٢', 'ar', {
      parts: [{ expression: '3*x^2 - 3' }, { expression: '9*x - 16' }],
    });
  });
});

describe('recognition', () => {
  it('returns null fast for questions of other areas', () => {
    for (const question of ['حل المعادلة س² - ٥س + ٦ = ٠', 'A car accelerates from rest at 2 m/s² for 5 s. Find its speed.', 'احسب عدد مولات ١٠ جم من الماء']) {
      const start = performance.now();
      expect(solveCalculus(question, 'ar')).toBeNull();
      expect(performance.now() - start).toBeLessThan(5);
    }
  });
  it('declines a second question it would leave unanswered', () => {
    expect(solveCalculus('what is the derivative of y = sin(x)cos(x) and what is y at x = 0?', 'en')).toBeNull();
  });
  it('never throws on garbage', () => {
    for (const garbage of ['', '∫∫∫', 'نها نها نها', 'derivative of', 'مشتقة ص = ((((', 'lim x→ of', 'area between y = and y =', '(أ) (ب)', 'rate rate rate 5 cm/s']) {
      expect(() => solveCalculus(garbage, 'ar')).not.toThrow();
      expect(solveCalculus(garbage, 'en')).toBeNull();
    }
  });
});

describe('chat spelling: ASCII "int" for ∫ and "local max and min"', () => {
  it('reads "int … dx" with trailing filler as an indefinite integral', () => {
    expectResult('int x e^x dx how do i solve this', 'en', { expression: 'x*exp(x) - exp(x)' });
    expectResult('int x cos x dx pls', 'en', { expression: 'x*sin(x) + cos(x)' });
    expectResult('int 2x e^(x^2) dx', 'en', { expression: 'exp(x^2)' });
  });
  it('reads "int from a to b of …" and "int_a^b" as definite integrals', () => {
    expectResult('int from 0 to 2 of (3x^2 + 1) dx = ??', 'en', { values: [10] }); // 8 + 2
    expectResult('int from 1 to 3 of 2x dx', 'en', { values: [8] }); // 9 − 1
    expectResult('int_0^1 (4x^3) dx', 'en', { values: [1] });
    expectResult('int from 0 to pi of sin x dx = ?', 'en', { values: [2] });
  });
  it('reads "local / relative max and min" as extrema', () => {
    expectResult('find the local max and min values of f(x) = x^3 - 3x', 'en', { parts: [{ values: [2] }, { values: [-2] }] });
    expectResult('find the local max and min values of f(x) = x^3 - 12x', 'en', { parts: [{ values: [16] }, { values: [-16] }] }); // f(∓2) = ±16
    expectResult('what are the relative max and min of f(x) = 2x^3 - 6x', 'en', { parts: [{ values: [4] }, { values: [-4] }] }); // f(∓1) = ±4
    expectResult('find the local max value of y = -x^2 + 4x', 'en', { values: [4] }); // x = 2
  });
  it('declines what it cannot read', () => {
    expect(solveCalculus('int from 0 to 2 of (3x^2 + y) dx', 'en')).toBeNull();
    expect(solveCalculus('int x^x dx', 'en')).toBeNull();
    expect(solveCalculus('find the absolute max and min of f(x) = x^3 - 3x on [0, 2]', 'en')).toBeNull();
    expect(solveCalculus('the car moved 5 km in 10 min, find its speed', 'en')).toBeNull();
  });
});

describe('exam-paper readings: لو_هـ, typeset limits, the point by its x-coordinate', () => {
  it('reads لو_هـ as ln and says so in the statement', () => {
    const solution = expectResult('إذا كانت ص = س² لو_هـ س فأوجد: (أ) دص/دس (ب) د²ص/دس²', 'ar', { parts: [{ expression: '2*x*log(x) + x' }, { expression: '2*log(x) + 3' }] });
    expect(solution.statement).toContain('\\log_{e}');
    expectResult('اوجد دص/دس اذا كانت ص = س لو_هـ س', 'ar', { expression: 'log(x) + 1' });
    expectResult('اشتق ص = لوهـ (٣س)', 'ar', { expression: '1/x' });
  });
  it('reads نها_(س←٠) and lim_(x→2) with the approach in brackets', () => {
    expectResult('اوجد نها_(س←٠) جا٣س / ظا٥س', 'ar', { values: [0.6] });
    expectResult('اوجد نها_(س←∞) (٤س² − ٢س + ١)/(٥س² + ٤)', 'ar', { values: [0.8] });
    expectResult('find lim_(x→2) (x^2-4)/(x-2)', 'en', { values: [4] });
    expectResult('find lim_(x->3) (x^2-9)/(x-3)', 'en', { values: [6] });
    expectResult('أوجد: (أ) نها_(س←٠) جا٣س / ظا٥س (ب) نها_(س←∞) (٤س² − ٢س + ١)/(٥س² + ٤)', 'ar', { parts: [{ values: [0.6] }, { values: [0.8] }] });
  });
  it('reads the point whose x-coordinate is given, shared by both parts', () => {
    expectResult('أوجد معادلة كل من (أ) المماس (ب) العمودي على المماس للمنحنى ص = س³ − ٢س + ١ عند النقطة الواقعة عليه والتي إحداثيها السيني ١', 'ar', { parts: [{ expression: 'x - 1' }, { expression: '-x + 1' }] });
    expectResult('أوجد معادلة المماس للمنحنى ص = س² عند النقطة التي إحداثيها السيني ٢', 'ar', { expression: '4*x - 4' });
    expectResult('find the equation of the normal to y = x^3 at the point whose x-coordinate is -1', 'en', { expression: '-x/3 - 4/3' });
  });
  it('declines a tangent with no point', () => {
    expect(solveCalculus('أوجد معادلة المماس للمنحنى ص = س² عند النقطة التي إحداثيها السيني', 'ar')).toBeNull();
  });
});
