import { describe, expect, it } from 'vitest';
import { checkCoverage } from '../../guard/coverage';
import type { Solution, SolutionResult } from '../../solution';
import { solveGeometry } from './index';

function solve(text: string, language: 'ar' | 'en' = 'ar'): Solution {
  const solution = solveGeometry(text, language);
  expect(solution, text).not.toBeNull();
  expect(checkCoverage(text, solution!).missing).toEqual([]);
  return solution!;
}

function values(result: SolutionResult | undefined): number[] {
  expect(result && 'values' in result).toBe(true);
  return (result as { values: number[] }).values;
}

const allText = (solution: Solution): string => [solution.statement, ...solution.steps.map((s) => s.text), solution.answer, solution.check].join('\n');

describe('analytic geometry', () => {
  it('solves the distance between أ(٣، -٢) و ب(-١، ١) as 5', () => {
    const solution = solve('أوجد البعد بين النقطتين أ(٣، -٢) و ب(-١، ١)');
    expect(values(solution.result)).toEqual([5]);
    expect(allText(solution)).toContain('\\sqrt{25}');
  });

  it('gives √20 in exact form for the distance between (1,1) and (5,3)', () => {
    const solution = solve('Find the distance between (1, 1) and (5, 3)', 'en');
    expect(solution.answer).toContain('2\\sqrt{5}');
  });

  it('finds the other end of a segment from its midpoint', () => {
    expect(values(solve('اذا كانت ج(٢، ٣) منتصف أب حيث أ(١، -١) فأوجد احداثيي النقطة ب').result)).toEqual([3, 7]);
  });

  it('reads the slope of ٢س + ٥ص = ١٠ as -2/5', () => {
    const solution = solve('ميل المستقيم ٢س + ٥ص = ١٠ يبقى كام');
    expect(values(solution.result)[0]).toBeCloseTo(-0.4, 12);
    expect(solution.answer).toContain('-\\frac{2}{5}');
  });

  it('writes the line through (-2, 5) and (4, 2) in general form', () => {
    const solution = solve('Find the equation of the line through the points (-2, 5) and (4, 2) in the form ax + by + c = 0', 'en');
    expect(solution.answer).toContain('x + 2y - 8 = 0');
  });

  it('reads س٢ as س² in a circle', () => {
    expect(values(solve('اوجد مركز ونصف قطر الدائرة س٢ + ص٢ - ٤س + ٦ص - ١٢ = ٠').result)).toEqual([2, -3, 5]);
  });

  it('gives only the radius when only the radius is asked', () => {
    expect(values(solve('Find the radius of the circle x^2 + y^2 - 6x + 8y = 0', 'en').result)).toEqual([5]);
  });

  it('answers a vertical line as text', () => {
    expect(solve('Write the equation of the line through (4, 2) and (4, -3).', 'en').result).toEqual({ text: 'x = 4' });
  });

  it('finds k that makes two lines perpendicular', () => {
    const solution = solve('اوجد قيمة ك التي تجعل المستقيمين ٢س + ك ص = ٥ ، ٤س - ٣ص + ١ = ٠ متعامدين');
    expect(values(solution.result)[0]).toBeCloseTo(8 / 3, 12);
  });

  it('finds the acute angle between two lines in degrees', () => {
    expect(values(solve('Find the acute angle between the lines x - 2y + 3 = 0 and 3x + y - 1 = 0', 'en').result)[0]).toBeCloseTo(81.8699, 3);
  });

  it('measures the perpendicular from the origin to a line', () => {
    expect(values(solve('ما طول العمود الساقط من نقطة الأصل على المستقيم ٤س - ٣ص + ١٥ = ٠').result)).toEqual([3]);
  });

  it('reads the centre and radius of س² + ص² − ٤س + ٦ص − ١٢ = ٠', () => {
    const solution = solve('اوجد مركز وطول نصف قطر الدائرة س² + ص² − ٤س + ٦ص − ١٢ = ٠');
    expect(values(solution.result)).toEqual([2, -3, 5]);
    expect(solution.steps.map((s) => s.text).join(' ')).toContain('(2, -3)');
  });
});

describe('vectors', () => {
  it('computes a cross product written with i, j, k in Arabic', () => {
    expect(values(solve('أوجد أ × ب حيث أ = ٢i + j - k ، ب = i - ٣j + ٢k').result)).toEqual([-1, -5, -7]);
  });

  it('answers "dot product then angle" in two parts', () => {
    const solution = solve('إذا كان أ = (١، -٢، ٢) ، ب = (٣، ٠، ٤) أوجد أ . ب ثم أوجد قياس الزاوية بين المتجهين');
    expect(solution.result && 'parts' in solution.result && solution.result.parts.length).toBe(2);
  });

  it('reads unnamed vectors after the word "vector"', () => {
    expect(values(solve('find the angle between the vectors (1, 0) and (1, 1)', 'en').result)[0]).toBeCloseTo(45, 9);
    expect(values(solve('Find the magnitude of the vector 3i - 4j + 12k', 'en').result)).toEqual([13]);
  });

  it('answers in English for an English question', () => {
    const solution = solve('Find the unit vector in the direction of a = (6, -8).', 'en');
    expect(values(solution.result)).toEqual([0.6, -0.8]);
    expect(allText(solution)).not.toMatch(/[\u0621-\u064A]/);
  });
});

describe('probability and statistics', () => {
  it('uses the addition rule with ل(أ) notation', () => {
    expect(values(solve('إذا كان أ ، ب حدثين من فضاء عينة لتجربة عشوائية وكان ل(أ) = ٠.٥ ، ل(ب) = ٠.٤ ، ل(أ ∩ ب) = ٠.٢ فأوجد ل(أ ∪ ب)').result)[0]).toBeCloseTo(0.7, 12);
  });

  it('computes a conditional probability P(A|B)', () => {
    expect(values(solve('Given P(A ∩ B) = 0.12 and P(B) = 0.4, find P(A|B).', 'en').result)[0]).toBeCloseTo(0.3, 12);
  });

  it('counts the sum 7 on two dice as 6 of 36', () => {
    const solution = solve('القي حجرا نرد مرة واحدة، ما احتمال ان يكون مجموع العددين الظاهرين ٧');
    expect(values(solution.result)[0]).toBeCloseTo(1 / 6, 12);
    expect(allText(solution)).toContain('\\frac{6}{36}');
  });

  it('uses the population variance unless the question says sample', () => {
    expect(values(solve('احسب التباين للقيم ٢ ، ٤ ، ٤ ، ٤ ، ٥ ، ٥ ، ٧ ، ٩').result)).toEqual([4]);
    expect(values(solve('Find the sample standard deviation of 4, 8, 6, 5, 7.', 'en').result)[0]).toBeCloseTo(Math.sqrt(2.5), 12);
  });

  it('reads "صورتين على الاقل" as at least two heads', () => {
    expect(values(solve('في تجربة القاء قطعة نقود ثلاث مرات، ما احتمال ظهور صورتين على الاقل').result)).toEqual([0.5]);
  });

  it('reads a frequency table', () => {
    expect(values(solve('The values 2, 4, 6 occur with frequencies 3, 4, 3. Find the variance.', 'en').result)[0]).toBeCloseTo(2.4, 12);
  });
});

describe('declines what it cannot read completely', () => {
  const declined: Array<[string, string]> = [
    ['a circle with no real radius', 'Find the centre and radius of the circle x^2 + y^2 + 2x + 4y + 10 = 0'],
    ['the slope of a vertical line', 'ما ميل المستقيم الذي يصنع زاوية قياسها ٩٠° مع الاتجاه الموجب لمحور السينات'],
    ['a mean with a count instead of a list', 'The mean of 5 numbers is 12. Find their sum.'],
    ['inconsistent probabilities', 'If P(A) = 0.3, P(B) = 0.4 and P(A ∩ B) = 0.5, find P(A ∪ B).'],
    ['a cross product of 2D vectors', 'Find a × b where a = (1, 2) and b = (3, 4).'],
    ['a line with a non-linear equation', 'Find the slope of the curve y = x^2 + 3x'],
    ['a bag question with two balls drawn together', 'كيس به ٤ كرات حمراء و ٦ كرات سوداء سحبت كرتان معا ما احتمال ان تكونا حمراوين'],
    ['a data set with a mode that does not exist', 'Find the mode of 1, 2, 3, 4'],
    ['an unrelated question', 'احسب شدة التيار في مقاومة ١٠ أوم موصلة ببطارية ٢٠ فولت'],
    ['a sentence mixing a kinematics equation', 'Find the distance when x = 3t + 2 and t = 4'],
    ['an equation glued to an unknown it does not read', 'Are the lines mx + 2y = 5 and 3x - y = 1 perpendicular?'],
    ['"more than one head", which is not "exactly one"', 'Three coins are tossed. What is the probability of getting more than one head?'],
    ['a negated card event', 'A card is drawn from a deck of 52 cards. Find the probability that it is not a king'],
    ['two events on one die', 'Find the probability of getting an even number greater than 2 when a die is rolled'],
    ['the diameter (not the radius) of a circle', 'Find the diameter of the circle x^2 + y^2 = 25'],
    ['the magnitude of a multiple of a vector', 'If a = (1, 2, 3), find the magnitude of 2a'],
    ['the mean deviation', 'Find the mean deviation of 2, 4, 6'],
    ['a transformed data set', 'Find the mean of 2, 4, 6 if each value is doubled'],
    ['the perpendicular bisector of a segment', 'أوجد معادلة محور تماثل القطعة أب حيث أ(١، ٢) ، ب(٣، ٤)'],
    ['the slope of a line perpendicular to a given one', 'Find the slope of the line perpendicular to 2x + 3y = 6'],
  ];
  for (const [why, text] of declined) {
    it(`declines ${why}`, () => {
      expect(solveGeometry(text, /[\u0621-\u064A]/.test(text) ? 'ar' : 'en')).toBeNull();
    });
  }

  it('never throws on garbage', () => {
    for (const text of ['', '(((', '= = =', 'P(', 'ل(أ) = ', 'vector a = (', '||||', 'x^2 + y^2 = ', '٣، ٤، ', 'mean of , , ,', '\u0000\uffff']) {
      expect(() => solveGeometry(text, 'ar')).not.toThrow();
    }
  });
});

describe('unseen reading gaps', () => {
  const parts = (result: SolutionResult | undefined): number[][] => {
    expect(result && 'parts' in result).toBe(true);
    return (result as { parts: { values: number[] }[] }).parts.map((part) => part.values);
  };

  // Slope −a/b and intercepts −c/a, −c/b, one part each in the order asked.
  it('answers the slope and "طول الجزء المقطوع من محور الصادات" (0.75, 3)', () => {
    expect(parts(solve('عين ميل المستقيم ٣س - ٤ص + ١٢ = ٠ وطول الجزء المقطوع من محور الصادات').result)).toEqual([[0.75], [3]]);
  });

  it('answers the slope and the x-intercept (−2, 3)', () => {
    expect(parts(solve('أوجد ميل المستقيم ٢س + ص - ٦ = ٠ والجزء المقطوع من محور السينات').result)).toEqual([[-2], [3]]);
  });

  it('answers the slope and the y-intercept in English (0.4, 2)', () => {
    expect(parts(solve('Find the slope and the y-intercept of the line 2x - 5y + 10 = 0', 'en').result)).toEqual([[0.4], [2]]);
  });

  it('keeps the order asked: the y-intercept first, then the slope (4, −0.5)', () => {
    expect(parts(solve('أوجد الجزء المقطوع من محور الصادات وميل المستقيم س + ٢ص - ٨ = ٠').result)).toEqual([[4], [-0.5]]);
  });

  it('declines the "length" of a negative intercept', () => {
    expect(solveGeometry('عين ميل المستقيم ٣س + ٤ص + ١٢ = ٠ وطول الجزء المقطوع من محور الصادات', 'ar')).toBeNull();
  });

  // Norms of named vectors beside a dot product: √(sum of squares).
  it('answers (أ) أ · ب (ب) ||أ|| with two vectors defined (−8, √14)', () => {
    const [dotValue, norm] = parts(solve('إذا كان أ = (٢ ، -١ ، ٣) ، ب = (١ ، ٤ ، -٢) فأوجد: (أ) أ · ب (ب) ||أ||').result);
    expect(dotValue).toEqual([-8]);
    expect(norm![0]).toBeCloseTo(Math.sqrt(14), 9);
  });

  it('answers a · b and ||b|| (−5, √5)', () => {
    const [dotValue, norm] = parts(solve('If a = (3, 4) and b = (1, -2), find a · b and ||b||', 'en').result);
    expect(dotValue).toEqual([-5]);
    expect(norm![0]).toBeCloseTo(Math.sqrt(5), 9);
  });

  it('answers "معيار المتجه ب" when two vectors are given (√5)', () => {
    expect(values(solve('لو أ = (١ ، ٢ ، ٢) و ب = (٢ ، ٠ ، -١) أوجد معيار المتجه ب').result)[0]).toBeCloseTo(Math.sqrt(5), 9);
  });

  it('answers both norms and the dot product in order (5, 13, −33)', () => {
    expect(parts(solve('إذا كان أ = (٣ ، -٤) ، ب = (٥ ، ١٢) فأوجد: (أ) ||أ|| (ب) ||ب|| (ج) أ · ب').result)).toEqual([[5], [13], [-33]]);
  });

  it('declines "the magnitude" when two vectors are given and none is named', () => {
    expect(solveGeometry('If u = (1, 2, 3) and v = (4, 5, 6), find the magnitude', 'en')).toBeNull();
  });
});

describe('a named 3D vector with no vector word', () => {
  // cos θ = a·b / (|a||b|): (1,1,0)·(0,1,1) = 1, √2·√2 = 2 → 60°; (1,0,0)·(1,1,0) = 1 / √2 → 45°.
  it('finds the angle between u = (1, 1, 0) and v = (0, 1, 1) (60°)', () => {
    expect(values(solve('Find the angle between u = (1, 1, 0) and v = (0, 1, 1) in degrees', 'en').result)[0]).toBeCloseTo(60, 9);
  });

  it('finds the angle between a = (1, 0, 0) and b = (1, 1, 0) (45°)', () => {
    expect(values(solve('Find the angle between a = (1, 0, 0) and b = (1, 1, 0)', 'en').result)[0]).toBeCloseTo(45, 9);
  });

  it('finds p · q for p = (2, -2, 1), q = (1, 2, 2) (0)', () => {
    expect(values(solve('If p = (2, -2, 1) and q = (1, 2, 2), find p · q', 'en').result)).toEqual([0]);
  });
});

describe('a bare circle equation asked for its centre or radius (chat phrasing)', () => {
  it('reads "المركز ونص القطر كام" after the equation ((2, -3), r = 4)', () => {
    expect(values(solve('x^2 + y^2 - 4x + 6y - 3 = 0 المركز ونص القطر كام؟').result)).toEqual([2, -3, 4]);
  });

  it('reads "نص القطر كام" alone (h = -1, k = 4, r² = 1 + 16 - 1 = 16)', () => {
    expect(values(solve('x^2 + y^2 + 2x - 8y + 1 = 0 نص القطر كام').result)).toEqual([4]);
  });

  it('reads "whats the centre of" an equation ((5, 0))', () => {
    expect(values(solve('whats the centre of x^2+y^2-10x = 0', 'en').result)).toEqual([5, 0]);
  });

  it('divides by a common coefficient ((2, -1))', () => {
    expect(values(solve('2x^2 + 2y^2 - 8x + 4y - 8 = 0 المركز فين؟').result)).toEqual([2, -1]);
  });

  it('declines an ellipse and a circle with no real radius', () => {
    expect(solveGeometry('x^2 + 4y^2 - 4x = 0 المركز كام', 'ar')).toBeNull();
    expect(solveGeometry('x^2 + y^2 + 2x + 4y + 10 = 0 المركز ونص القطر', 'ar')).toBeNull();
  });
});

describe('vectors: |a| written with single bars', () => {
  const parts = (result: SolutionResult | undefined): number[][] => (result as { parts: { values: number[] }[] }).parts.map((part) => part.values);
  it('answers a · b, a × b and |a| as three parts', () => {
    const solution = solve('Given the vectors a = (3, 1, -2) and b = (0, 2, 1), find: (a) a · b (b) a × b (c) |a|', 'en');
    // 0 + 2 - 2 = 0; (1·1 - (-2)·2, (-2)·0 - 3·1, 3·2 - 1·0) = (5, -3, 6); √(9 + 1 + 4) = √14
    const [d, c, n] = parts(solution.result);
    expect(d).toEqual([0]);
    expect(c).toEqual([5, -3, 6]);
    expect(n![0]).toBeCloseTo(Math.sqrt(14), 9);
  });
  it('reads |v| after a dot product', () => {
    expect(parts(solve('If u = (3, 0, -4) and v = (1, 2, 2), find u · v and |v|', 'en').result)).toEqual([[-5], [3]]);
  });
  it('reads |ب| in Arabic', () => {
    expect(parts(solve('إذا كان أ = (١، ٢، ٢) ، ب = (٣، ٠، ٤) أوجد: (أ) أ · ب (ب) |ب|').result)).toEqual([[11], [5]]);
  });
  it('reads |a| alone', () => {
    expect(values(solve('Given a = (6, -2, 3) and b = (1, 1, 1), find |a|', 'en').result)).toEqual([7]);
  });
  it('still declines |2a| and |a + b|', () => {
    expect(solveGeometry('Given a = (2, -1, 3) and b = (1, 4, -2), find |2a|', 'en')).toBeNull();
    expect(solveGeometry('Given a = (1, 2) and b = (3, 4), find |a + b|', 'en')).toBeNull();
  });
});

describe('blind-final reading gaps', () => {
  it('reads the length of a segment named by its Arabic or Latin end points (طول أب، length AB)', () => {
    expect(values(solve('إذا كانت أ(٢، −١) ، ب(−٤، ٧) فأوجد: طول أب').result)).toEqual([10]);
    expect(values(solve('لو أ(1، 2) و ب(4، 6) احسب طول أب').result)).toEqual([5]);
    expect(values(solve('If A(1, 1) and B(4, 5), find length AB', 'en').result)).toEqual([5]);
    expect(values(solve('Given P(-2, 3) and Q(4, -5), find the length of the segment PQ', 'en').result)).toEqual([10]);
  });
  it('declines the length of a segment whose ends are not the given points', () => {
    expect(solveGeometry('If A(1, 1) and B(4, 5), find length AC', 'en')).toBeNull();
  });
  it('finds the circle through three points', () => {
    expect(values(solve('Find the centre and radius of the circle passing through the points (0, 0), (6, 0) and (0, 8)', 'en').result)).toEqual([3, 4, 5]);
    expect(values(solve('أوجد مركز ونصف قطر الدائرة التي تمر بالنقط (1، 1) و (7، 1) و (1، 9)').result)).toEqual([4, 5, 5]);
    expect(values(solve('circle through (2, 0), (-2, 0) and (0, 2): centre and radius?', 'en').result)).toEqual([0, 0, 2]);
  });
  it('declines a circle through three points on one line', () => {
    expect(solveGeometry('Find the centre of the circle passing through (0, 0), (1, 1) and (2, 2)', 'en')).toBeNull();
  });
});
