/**
 * Exam-style problems of the algebra area (see ../types.ts), answers computed independently of the tutor: by hand
 * (working in `source`) or with a separate Python calculation (Fractions for the 3 × 3 systems, math.log for the
 * logarithmic answers). Egyptian notation: لو = log₁₀, لو_٢ / لو٢ = log₂, لط / لوهـ = ln, هـ = e.
 */
import type { CorpusProblem } from '../types';

const alg = (
  id: string,
  kind: string,
  language: 'ar' | 'en',
  question: string,
  expected: CorpusProblem['expected'],
  source?: string,
): CorpusProblem => ({ id: `alg-${id}`, subject: 'math', kind, language, question, expected, ...(source ? { source } : {}) });

export const algebraCorpus: readonly CorpusProblem[] = [
  // Linear equations.
  alg('linear-01', 'linear-equation', 'ar', 'حل المعادلة: ٣س - ٧ = ٢س + ٥', { values: [12] }),
  alg('linear-02', 'linear-equation', 'en', 'Solve 5(x - 2) = 3x + 4', { values: [7] }, '5x − 10 = 3x + 4 → 2x = 14'),
  alg('linear-03', 'linear-equation', 'ar', 'ازاي احل المعادله (س+1)/3 = (س-2)/4 + 1', { values: [2] }, '4(x+1) = 3(x−2) + 12 → x = 2'),
  alg('linear-04', 'linear-equation', 'ar', 'اوجد قيمة س اذا كان 0.5س + 3 = 8', { values: [10] }),
  alg('linear-05', 'linear-equation', 'ar', 'حل:٥س-٢=١٣', { values: [3] }),

  // Quadratic equations.
  alg('quadratic-01', 'quadratic-equation', 'ar', 'حل المعادلة س² - ٥س + ٦ = ٠', { values: [2, 3] }),
  alg('quadratic-02', 'quadratic-equation', 'en', 'Solve 2x^2 + 3x - 2 = 0', { values: [0.5, -2] }, '(2x − 1)(x + 2) = 0'),
  alg('quadratic-03', 'quadratic-equation', 'ar', 'اوجد مجموعه الحل للمعادلة س^2 - 4س + 1 = 0', { values: [3.7320508, 0.2679492] }, 'x = 2 ± √3'),
  alg('quadratic-04', 'quadratic-equation', 'ar', 'حل المعادلة 3س² = 12س', { values: [0, 4] }),
  alg('quadratic-05', 'quadratic-equation', 'en', 'Find the roots of x(x - 4) = 21', { values: [7, -3] }, 'x² − 4x − 21 = (x − 7)(x + 3)'),
  alg('quadratic-06', 'quadratic-equation', 'ar', 'ازاي احل س٢ - ٧س + ١٢ = ٠', { values: [3, 4] }, 'س٢ typed for x²: (x − 3)(x − 4) = 0'),

  // Rational equations (extraneous roots from the denominators).
  alg('rational-01', 'rational-equation', 'ar', 'حل المعادلة 2/(س-1) = 3/(س+1)', { values: [5] }, '2(x+1) = 3(x−1) → x = 5'),
  alg('rational-02', 'rational-equation', 'en', 'Solve x/(x-2) - 1/(x+2) = 8/(x^2-4)', { values: [-3] }, 'x(x+2) − (x−2) = 8 → x² + x − 6 = 0 → x = −3 or 2; x = 2 makes a denominator 0'),
  alg('rational-03', 'rational-equation', 'ar', 'عايز اعرف حل المعادلة س/(س-٣) = ٣/(س-٣) + ٢', { noSolution: true }, 'x = 3 + 2(x − 3) → x = 3, which makes the denominator 0'),
  alg('rational-04', 'rational-equation', 'ar', 'حل: (س^2 - 9)/(س - 3) = 8', { values: [5] }, 'x² − 8x + 15 = 0 → 3 or 5; 3 rejected'),
  alg('rational-05', 'rational-equation', 'en', 'Solve 1/x + 1/(x+1) = 5/6', { values: [2, -0.6] }, '6(x+1) + 6x = 5x(x+1) → 5x² − 7x − 6 = 0 → (5x + 3)(x − 2)'),

  // Linear inequalities.
  alg('linear-ineq-01', 'linear-inequality', 'ar', 'حل المتباينة ٢س - ٣ > ٥', { intervals: '(4, inf)' }),
  alg('linear-ineq-02', 'linear-inequality', 'en', 'Solve the inequality 3 - 2x ≤ 7 and write the answer as an interval', { intervals: '[-2, inf)' }, '−2x ≤ 4 → x ≥ −2'),
  alg('linear-ineq-03', 'linear-inequality', 'ar', 'اوجد مجموعة حل المتباينه -1 < 2س + 3 ≤ 9', { intervals: '(-2, 3]' }, '−4 < 2x ≤ 6'),

  // Quadratic inequalities.
  alg('quad-ineq-01', 'quadratic-inequality', 'ar', 'حل المتباينة س^2 - ٥س + ٤ < ٠', { intervals: '(1, 4)' }),
  alg('quad-ineq-02', 'quadratic-inequality', 'en', 'Solve x^2 - x - 6 >= 0', { intervals: '(-inf, -2] U [3, inf)' }, '(x − 3)(x + 2) ≥ 0'),
  alg('quad-ineq-03', 'quadratic-inequality', 'ar', 'حل المتباينه س² ≤ ٩', { intervals: '[-3, 3]' }),
  alg('quad-ineq-04', 'quadratic-inequality', 'en', 'Solve the inequality x^2 + 2x + 5 > 0', { intervals: 'R' }, 'discriminant 4 − 20 < 0 and a > 0'),
  alg('quad-ineq-05', 'quadratic-inequality', 'ar', 'اوجد مجموعة الحل س(س-٦) > -٩', { intervals: '(-inf, 3) U (3, inf)' }, '(x − 3)² > 0'),

  // Rational inequalities.
  alg('rational-ineq-01', 'rational-inequality', 'ar', 'حل المتباينة (س-٢)/(س+٣) ≥ ٠', { intervals: '(-inf, -3) U [2, inf)' }),
  alg('rational-ineq-02', 'rational-inequality', 'en', 'Solve (x + 1)/(x - 4) < 2', { intervals: '(-inf, 4) U (9, inf)' }, '(9 − x)/(x − 4) < 0'),
  alg('rational-ineq-03', 'rational-inequality', 'ar', 'حل المتباينة (س+2)/(س-1) ≤ 1', { intervals: '(-inf, 1)' }, '3/(x − 1) ≤ 0'),

  // Absolute-value equations.
  alg('abs-01', 'absolute-equation', 'ar', 'حل المعادلة |٢س - ٣| = ٥', { values: [4, -1] }),
  alg('abs-02', 'absolute-equation', 'en', 'Solve |x + 4| = 2x - 1', { values: [5] }, 'x + 4 = 2x − 1 → 5 (2x − 1 = 9 ≥ 0); x + 4 = 1 − 2x → −1 rejected (2x − 1 < 0)'),
  alg('abs-03', 'absolute-equation', 'ar', 'حل |س - ١| = -٣', { noSolution: true }),
  alg('abs-04', 'absolute-equation', 'ar', 'اوجد قيم س التي تحقق |3س + 1| = |س - 5|', { values: [-3, 1] }),
  alg('abs-05', 'absolute-equation', 'en', 'Solve |x^2 - 5| = 4', { values: [3, -3, 1, -1] }),

  // Absolute-value inequalities.
  alg('abs-ineq-01', 'absolute-inequality', 'ar', 'حل المتباينة |س - ١| < ٣', { intervals: '(-2, 4)' }),
  alg('abs-ineq-02', 'absolute-inequality', 'en', 'Solve |2x + 1| >= 7', { intervals: '(-inf, -4] U [3, inf)' }),
  alg('abs-ineq-03', 'absolute-inequality', 'ar', 'اوجد مجموعة الحل |٣ - س| ≤ ٢', { intervals: '[1, 5]' }),
  alg('abs-ineq-04', 'absolute-inequality', 'ar', 'حل المتباينه |س+2| > -1', { intervals: 'R' }),

  // Exponential equations.
  alg('exp-01', 'exponential-equation', 'ar', 'حل المعادلة ٢^(س+١) = ٣٢', { values: [4] }),
  alg('exp-02', 'exponential-equation', 'en', 'Solve 3^(2x - 1) = 27', { values: [2] }),
  alg('exp-03', 'exponential-equation', 'ar', 'اوجد قيمة س: ٣^س = ٧', { values: [1.7712437] }, 'x = log 7 / log 3'),
  alg('exp-04', 'exponential-equation', 'ar', 'حل ٤^س - ٦×٢^س + ٨ = ٠', { values: [1, 2] }, 't = 2^x: t² − 6t + 8 = 0 → t = 2, 4'),
  alg('exp-05', 'exponential-equation', 'en', 'Solve e^(2x) - 5e^x + 6 = 0', { values: [0.6931472, 1.0986123] }, 'x = ln 2, ln 3'),
  alg('exp-06', 'exponential-equation', 'ar', 'حل المعادلة هـ^س = ٥', { values: [1.6094379] }, 'x = ln 5'),
  alg('exp-07', 'exponential-equation', 'en', 'Solve 9^x = 27^(x-1)', { values: [3] }, '3^(2x) = 3^(3x − 3)'),
  alg('exp-08', 'exponential-equation', 'ar', 'حل ٢^س + ٢^(س+٢) = ٤٠', { values: [3] }, '5 · 2^x = 40'),
  alg('exp-09', 'exponential-equation', 'en', 'Solve 5^(x+1) = 2^x', { values: [-1.7564708] }, '(x + 1) ln 5 = x ln 2 → x = −ln 5 / (ln 5 − ln 2)'),
  alg('exp-10', 'exponential-equation', 'ar', 'لو سمحت حل 25^س - 6 × 5^س + 5 = 0', { values: [0, 1] }, 't = 5^x: t² − 6t + 5 = 0'),
  alg('exp-11', 'exponential-equation', 'en', 'Find x: 2^(x-3) = 1/8', { values: [0] }),

  // Logarithmic equations (domain checks, extraneous roots).
  alg('log-01', 'log-equation', 'ar', 'حل المعادلة لو_٢(س+٣) = ٤', { values: [13] }),
  alg('log-02', 'log-equation', 'ar', 'حل لو س + لو (س - ٣) = ١', { values: [5] }, 'x(x − 3) = 10 → 5 or −2; −2 outside the domain'),
  alg('log-03', 'log-equation', 'en', 'Solve log_3(x) + log_3(x - 8) = 2', { values: [9] }, 'x(x − 8) = 9 → 9 or −1'),
  alg('log-04', 'log-equation', 'ar', 'حل المعادله لط(٢س - ١) = ٠', { values: [1] }),
  alg('log-05', 'log-equation', 'en', 'Solve ln(x) = 2', { values: [7.3890561] }, 'x = e²'),
  alg('log-06', 'log-equation', 'ar', 'اوجد حل لو٢ (س) - لو٢ (س-١) = ١', { values: [2] }, 'x/(x − 1) = 2'),
  alg('log-07', 'log-equation', 'ar', 'حل (لو س)^2 - ٣ لو س + ٢ = ٠', { values: [10, 100] }, 'log x = 1 or 2'),
  alg('log-08', 'log-equation', 'en', 'Solve log(x + 6) = 2 log(x)', { values: [3] }, 'x² = x + 6 → 3 or −2; −2 rejected'),
  alg('log-09', 'log-equation', 'ar', 'حل لو_٢ س + لو_٤ س = ٣', { values: [4] }, 'log₄ x = ½ log₂ x → 3/2 log₂ x = 3'),
  alg('log-10', 'log-equation', 'en', 'Solve log_x(16) = 2', { values: [4] }, 'x² = 16, x > 0, x ≠ 1'),
  alg('log-11', 'log-equation', 'ar', 'حل المعادلة لو(س^2) = 2', { values: [10, -10] }, 'x² = 100; both make x² > 0'),
  alg('log-12', 'log-equation', 'en', 'Solve 2ln(x) = ln(3x + 4)', { values: [4] }, 'x² = 3x + 4 → 4 or −1; −1 rejected'),
  alg('log-13', 'log-equation', 'en', 'Solve for x: log(2x + 4) = log(x) + 1', { values: [0.5] }, '(2x + 4)/x = 10 → x = 1/2'),
  alg('log-14', 'log-equation', 'ar', 'حل المعادلة لوس = ٣', { values: [1000] }),

  // Systems of two and three linear equations.
  alg('system-01', 'linear-system', 'ar', 'حل المعادلتين: س + ص = ٧ ، س - ص = ١', { values: [4, 3] }),
  alg('system-02', 'linear-system', 'en', 'Solve the system 2x + 3y = 12 and 4x - y = 10', { values: [3, 2] }),
  alg('system-03', 'linear-system', 'ar', 'اوجد مجموعة حل المعادلتين ٣س - ٢ص = ٤ ، ٢س + ص = ٥', { values: [2, 1] }),
  alg('system-04', 'linear-system', 'ar', 'حل النظام: س + ص + ع = ٦ ، ٢س - ص + ع = ٣ ، س + ٢ص - ع = ٢', { values: [1, 2, 3] }),
  alg('system-05', 'linear-system', 'en', 'Solve: x + 2y - z = 4, 2x - y + 3z = 9, 3x + y + z = 10', { values: [1.4, 2.8, 3] }, 'Fractions: x = 7/5, y = 14/5, z = 3'),
  alg('system-06', 'linear-system', 'en', "Use Cramer's rule to solve x + y = 5, y + z = 7, x + z = 6", { values: [2, 3, 4] }, 'sum: x + y + z = 9'),
  alg('system-07', 'linear-system', 'ar', 'باستخدام كرامر حل المعادلات ٢س - ص + ع = ٥ و س + ٣ص - ٢ع = -٣ و ٣س + ص + ع = ١٠', { values: [1, 2, 5] }),

  // More student phrasings.
  alg('more-01', 'linear-system', 'ar', 'ممكن حل النظام ده: س + ٢ص = ٥ ، ٣س - ص = ١', { values: [1, 2] }, 'y = 3x − 1 → 7x = 7'),
  alg('more-02', 'absolute-inequality', 'ar', 'اوجد مجموعه الحل: |س + ٣| ≥ ٥', { intervals: '(-inf, -8] U [2, inf)' }),
  alg('more-03', 'rational-equation', 'ar', 'حل المعادلة س + ٦/س = ٥', { values: [2, 3] }, 'x² − 5x + 6 = 0, x ≠ 0'),
  alg('more-04', 'log-equation', 'ar', 'أوجد قيمة س اذا كان لو_٣ (٢س + ٣) = ٢', { values: [3] }, '2x + 3 = 9'),
  alg('more-05', 'exponential-equation', 'ar', 'حل المعادله ٣^(س+٢) - ٣^س = ٧٢', { values: [2] }, '3^x (9 − 1) = 72 → 3^x = 9'),

  // Two parts.
  alg('parts-01', 'log-equation', 'ar', '(أ) حل المعادلة لو_٥ (س - ١) = ٢ (ب) حل المعادلة ٥^س = ١٢٥', { parts: [{ values: [26] }, { values: [3] }] }),
  alg('parts-02', 'quadratic-inequality', 'en', 'Solve x^2 - 7x + 10 = 0 and then find the solution set of x^2 - 7x + 10 < 0', { parts: [{ values: [2, 5] }, { intervals: '(2, 5)' }] }),
  alg('parts-03', 'absolute-inequality', 'ar', '(أ) حل المعادلة |س - ٢| = ٤ (ب) حل المتباينة |س - ٢| ≥ ٤', { parts: [{ values: [6, -2] }, { intervals: '(-inf, -2] U [6, inf)' }] }),
  alg('parts-04', 'linear-inequality', 'ar', 'حل المعادلة 3س - 4 = 11 ثم اوجد حل المتباينة 3س - 4 > 11', { parts: [{ values: [5] }, { intervals: '(5, inf)' }] }),
  alg('parts-05', 'exponential-equation', 'en', '(a) Solve e^x = 10 (b) Solve ln(x) = 1', { parts: [{ values: [2.3025851] }, { values: [2.7182818] }] }, 'ln 10; e'),
  alg('parts-06', 'quadratic-inequality', 'ar', '(أ) حل المعادلة س² - ٩ = ٠ (ب) حل المتباينة س² - ٩ > ٠', { parts: [{ values: [3, -3] }, { intervals: '(-inf, -3) U (3, inf)' }] }),
  alg('parts-07', 'exponential-equation', 'en', 'Solve 3^(x-1) = 9, then find the solution set of |x - 3| < 2', { parts: [{ values: [3] }, { intervals: '(1, 5)' }] }, 'x − 1 = 2; −2 < x − 3 < 2'),
  alg('parts-08', 'log-equation', 'ar', 'حل المعادلة ٢^س = ٣٢ ثم اوجد قيمة س التي تحقق لو_٢ (س) = ٥', { parts: [{ values: [5] }, { values: [32] }] }),

  // Held-out check: written after the solver was built, run once before being added here.
  alg('held-01', 'quadratic-equation', 'ar', 'اوجد مجموعة الحل في ح للمعادلة: ٢س² + ٥س - ٣ = ٠', { values: [0.5, -3] }, '(2x − 1)(x + 3) = 0'),
  alg('held-02', 'rational-equation', 'en', 'Solve for x: 3/(x+1) + 2 = 5/(x+1)', { values: [0] }, '3 + 2(x + 1) = 5 → x = 0 (x ≠ −1)'),
  alg('held-03', 'exponential-equation', 'ar', 'اوجد قيمة س التى تحقق ٧^(٢س-٣) = ٤٩', { values: [2.5] }, '2x − 3 = 2'),
  alg('held-04', 'log-equation', 'en', 'Find the solution set of log_2(x) + log_2(x+2) = 3', { values: [2] }, 'x(x + 2) = 8 → 2 or −4; −4 rejected'),
  alg('held-05', 'absolute-inequality', 'en', 'Find the solution set of |3x - 6| ≤ 9', { intervals: '[-1, 5]' }, '−9 ≤ 3x − 6 ≤ 9'),
  alg('held-06', 'quadratic-inequality', 'ar', 'اوجد مجموعه حل المتباينه ٢س^٢ + س - ٦ ≥ ٠', { intervals: '(-inf, -2] U [1.5, inf)' }, '(2x − 3)(x + 2) ≥ 0'),
  alg('held-07', 'linear-system', 'ar', 'عايز اعرف حل المعادلتين ٥س + ٢ص = ١٦ و ٣س - ص = ٣', { values: [2, 3] }, 'y = 3x − 3 → 11x = 22'),
  alg('held-08', 'log-equation', 'ar', 'حل المعادله: لط س + لط ٣ = لط ١٢', { values: [4] }, 'ln 3x = ln 12'),
  alg('held-09', 'exponential-equation', 'en', 'Solve the equation 3^(2x) - 4(3^x) + 3 = 0', { values: [0, 1] }, 't = 3^x: t² − 4t + 3 = 0 → t = 1, 3'),
  alg('held-10', 'rational-inequality', 'en', 'Solve the inequality (2x - 1)/(x + 2) > 1', { intervals: '(-inf, -2) U (3, inf)' }, '(x − 3)/(x + 2) > 0'),
];
