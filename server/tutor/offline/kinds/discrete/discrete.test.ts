import { describe, expect, it } from 'vitest';
import { solveDiscrete } from './index';

const solve = (question: string, language: 'ar' | 'en' = 'ar') => solveDiscrete(question, language);
const steps = (question: string, language: 'ar' | 'en' = 'ar'): string => (solve(question, language)?.steps ?? []).map((step) => step.text).join('\n');

describe('complex numbers', () => {
  it('multiplies (٣ + ٢ت)(١ - ٤ت) to 11 − 10i, expanding with i² = −1', () => {
    const solution = solve('اوجد ناتج (٣ + ٢ت)(١ - ٤ت) في صورة س + ص ت');
    expect(solution?.result).toEqual({ values: [[11, -10]] });
    expect(steps('اوجد ناتج (٣ + ٢ت)(١ - ٤ت)')).toContain('3 - 12i + 2i - 8i^{2} = 11 - 10i');
  });
  it('divides (3 + 4i)/(1 - 2i) by the conjugate of the denominator', () => {
    expect(solve('Simplify (3 + 4i)/(1 - 2i)', 'en')?.result).toEqual({ values: [[-1, 2]] });
    expect(steps('Simplify (3 + 4i)/(1 - 2i)', 'en')).toContain('conjugate of the denominator');
  });
  it('reduces ت^٢٠٢٣ to −i', () => expect(solve('عايز اعرف ت^٢٠٢٣ يبقى كام')?.result).toEqual({ values: [[0, -1]] }));
  it('finds modulus and argument of 1 + √3 ت as 2 and 60°', () => expect(solve('اوجد مقياس وسعة العدد المركب ع = ١ + √٣ ت')?.result).toMatchObject({ parts: [{ values: [2] }, { values: [60] }] }));
  it('gives the argument of 1 − i in radians when asked', () => {
    const result = solve('Find the argument of z = 1 - i in radians', 'en')?.result as { values: number[] };
    expect(result.values[0]).toBeCloseTo(-Math.PI / 4, 12);
  });
  it('writes r(cos θ ± i sin θ) in algebraic form', () => {
    const first = solve('Write z = 2(cos 30° + i sin 30°) in the form a + bi', 'en')?.result as { values: Array<[number, number]> };
    expect(first.values[0]![0]).toBeCloseTo(Math.sqrt(3), 12);
    expect(first.values[0]![1]).toBe(1);
    const third = solve('ضع العدد ٦(جتا ١٢٠° + ت جا ١٢٠°) على الصورة س + ص ت')?.result as { values: Array<[number, number]> };
    expect(third.values[0]![0]).toBe(-3);
    expect(third.values[0]![1]).toBeCloseTo(3 * Math.sqrt(3), 12);
    const minus = solve('حول ع = ٢(جتا ٤٥° - ت جا ٤٥°) للصورة الجبرية')?.result as { values: Array<[number, number]> };
    expect(minus.values[0]![0]).toBeCloseTo(Math.SQRT2, 12);
    expect(minus.values[0]![1]).toBeCloseTo(-Math.SQRT2, 12);
    expect(solve('اكتب ع = ٣(جتا ٣٠° + ت جا ٦٠°) في الصورة الجبرية')).toBeNull();
  });
  it('raises (1 + √3 i)^6 by De Moivre to 64', () => expect(solve("Use De Moivre's theorem to find (1 + √3 i)^6", 'en')?.result).toEqual({ values: [[64, 0]] }));
  it('finds the square roots of 5 + 12ت as ±(3 + 2i)', () => expect(solve('اوجد الجذرين التربيعيين للعدد ٥ + ١٢ت')?.result).toEqual({ values: [[3, 2], [-3, -2]] }));
  it('solves س² − ٤س + ١٣ = ٠ over ℂ as 2 ± 3i', () => expect(solve('حل المعادلة س² - ٤س + ١٣ = ٠ في مجموعة الأعداد المركبة')?.result).toEqual({ values: [[2, 3], [2, -3]] }));
  it('finds real x, y from (س + ص ت)(٢ − ت) = ٨ + ت', () => expect(solve('اوجد قيمتي س ، ص الحقيقيتين اذا كان (س + ص ت)(٢ - ت) = ٨ + ت')?.result).toEqual({ parts: [{ values: [3] }, { values: [2] }] }));
  it('shows the argument in degrees (Arabic) or radians (English) and checks it in degrees with radians beside', () => {
    expect(solve('اوجد الصورة المثلثية للعدد ع = -٢ت')?.result).toMatchObject({ parts: [{ values: [2] }, { values: [-90] }] });
    const english = solve('write z = 3 - 3i in polar form', 'en')?.result as { parts: Array<{ values: number[]; si: number[] }> };
    expect(english.parts[1]!.values[0]).toBeCloseTo(-45, 12);
    expect(english.parts[1]!.si[0]).toBeCloseTo(-Math.PI / 4, 12);
  });
  it('substitutes ع = ٣ - ٤ت into ع² to get −7 − 24i', () => expect(solve('اذا كانت ع = ٣ - ٤ت اوجد ع²')?.result).toEqual({ values: [[-7, -24]] }));
  it('declines asks it does not answer (the real part alone, two different asks)', () => {
    expect(solve('اوجد الجزء الحقيقي للعدد (٣+٢ت)(١-ت)')).toBeNull();
    expect(solve('اوجد مقياس ومرافق العدد ٣ + ٤ت')).toBeNull();
  });
  it('declines a quadratic with no complex context (real-number question)', () => expect(solve('حل المعادلة س² - ٤س + ١٣ = ٠')).toBeNull());
  it('declines ت used as time in physics', () => expect(solve('جسم يتحرك بسرعة ع = ٥ + ٢ت احسب ع عندما ت = ٣ ث')).toBeNull());
  it('declines square roots of a number whose modulus is irrational', () => expect(solve('Find the square roots of 1 + i', 'en')).toBeNull());
});

describe('sequences', () => {
  it('finds the 10th term of an arithmetic sequence with a = ٧, d = ٣ as 34', () => {
    expect(solve('متتابعة حسابية حدها الأول ٧ وأساسها ٣ اوجد الحد العاشر')?.result).toEqual({ values: [34] });
    expect(steps('متتابعة حسابية حدها الأول ٧ وأساسها ٣ اوجد الحد العاشر')).toContain('T_{10} = a + (10 - 1)d');
  });
  it('finds a and d from ح٣ = ١١ and ح٧ = ٢٣', () => expect(solve('متتابعه حسابيه فيها ح٣ = ١١ ، ح٧ = ٢٣ اوجد الحد الاول والاساس')?.result).toEqual({ parts: [{ values: [5] }, { values: [3] }] }));
  it('sums 2 + 5 + 8 + ... + 62 as 672', () => expect(solve('Find the sum of the arithmetic series 2 + 5 + 8 + ... + 62', 'en')?.result).toEqual({ values: [672] }));
  it('sums an infinite geometric sequence 24, 12, 6, ... to 48', () => expect(solve('اوجد مجموع المتتابعة الهندسية اللانهائية (٢٤ ، ١٢ ، ٦ ، ...)')?.result).toEqual({ values: [48] }));
  it('says a geometric series with r = 2 has no sum to infinity', () => expect(solve('Find the sum to infinity of the geometric series 3 + 6 + 12 + ...', 'en')?.result).toEqual({ noSolution: true }));
  it('finds how many terms give a sum of 381', () => expect(solve('How many terms of the geometric sequence 3, 6, 12, ... must be added to give a sum of 381?', 'en')?.result).toEqual({ values: [7] }));
  it('declines terms that are neither arithmetic nor geometric', () => expect(solve('اوجد الحد العاشر من المتتابعة (١ ، ٢ ، ٤ ، ٧ ، ...)')).toBeNull());
  it('declines when a given number was not read', () => expect(solve('متتابعة حسابية حدها الأول ٧ وأساسها ٣ وفيها ٩ حدود زوجية اوجد الحد العاشر')).toBeNull());
});

describe('binomial expansion', () => {
  it('finds ح٥ of (س + ٢)^٨ as 1120x⁴', () => expect(solve('اوجد الحد الخامس في مفكوك (س + ٢)^٨')?.result).toEqual({ expression: '(1120)*x^(4)', variable: 'x' }));
  it('finds the term free of x in (س² + ١/س)^٩ as 84', () => {
    expect(solve('اوجد الحد الخالي من س في مفكوك (س² + ١/س)^٩')?.result).toEqual({ values: [84] });
    expect(steps('اوجد الحد الخالي من س في مفكوك (س² + ١/س)^٩')).toContain('r = 6');
  });
  it('finds the coefficient of x^5 in (1 + 2x)^7 as 672', () => expect(solve('Find the coefficient of x^5 in the expansion of (1 + 2x)^7', 'en')?.result).toEqual({ values: [672] }));
  it('gives both middle terms of (x + 1)^7', () => expect(solve('Find the two middle terms in the expansion of (x + 1)^7', 'en')?.result).toEqual({ parts: [{ expression: '(35)*x^(4)', variable: 'x' }, { expression: '(35)*x^(3)', variable: 'x' }] }));
  it('says (x + 1/x)^7 has no term free of x', () => expect(solve('Find the term independent of x in the expansion of (x + 1/x)^7', 'en')?.result).toEqual({ noSolution: true }));
  it('gives a middle term free of x as a number, not c·x^0', () => {
    expect(solve('اوجد الحد الأوسط في مفكوك (س + ٢/س)^٤')?.result).toEqual({ values: [24] });
    expect(solve('Find the middle term in the expansion of (3x - 1/x)^2', 'en')?.result).toEqual({ values: [-6] });
    expect(solve('عايز الحد الاوسط في مفكوك (س² - ٢/س²)^٤')?.result).toMatchObject({ values: [24] });
    expect(solve('اوجد الحد الرابع في مفكوك (س - ١/س)^٦')?.result).toEqual({ values: [-20] });
    expect(solve('اوجد الحد الرابع في مفكوك (س - ١/س)^٦')?.answer).not.toContain('x^{0}');
  });
  it('declines an expansion with a term it cannot read', () => expect(solve('اوجد الحد الخامس في مفكوك (س + √٢)^٨')).toBeNull());
});

describe('permutations and combinations', () => {
  it('evaluates ٥ل٣ as 60 and ١٠ق٣ as 120', () => {
    expect(solve('احسب قيمة ٥ل٣')?.result).toEqual({ values: [60] });
    expect(solve('اوجد قيمة ١٠ق٣')?.result).toEqual({ values: [120] });
  });
  it('solves ن ل ٢ = ٧٢ as n = 9', () => {
    expect(solve('اوجد قيمة ن اذا كان ن ل ٢ = ٧٢')?.result).toEqual({ values: [9] });
    expect(steps('اوجد قيمة ن اذا كان ن ل ٢ = ٧٢')).toContain('72 = 9 \\times 8');
  });
  it('solves ن ق ٣ = ن ق ٥ then finds ن ق ٤', () => expect(solve('اذا كان ن ق ٣ = ن ق ٥ اوجد ن ثم اوجد ن ق ٤')?.result).toEqual({ parts: [{ values: [8] }, { values: [70] }] }));
  it('solves ٨ ل ر = ٣٣٦ for r as 3', () => expect(solve('اوجد قيمة ر اذا كان ٨ ل ر = ٣٣٦')?.result).toEqual({ values: [3] }));
  it('declines 10Cr = 45, which has two solutions', () => expect(solve('If 10Cr = 45 find r', 'en')).toBeNull());
  it('counts a committee of 4 from 9 people as 126', () => expect(solve('In how many ways can a committee of 4 be chosen from 9 people?', 'en')?.result).toEqual({ values: [126] }));
  it('counts the arrangements of the letters of BOOK as 12', () => expect(solve('How many arrangements of the letters of the word BOOK are there?', 'en')?.result).toEqual({ values: [12] }));
  it('declines a committee with a condition it does not model', () => expect(solve('بكم طريقة يمكن اختيار لجنة من ٤ من بين ٩ بشرط وجود رئيس معين')).toBeNull());
  it('declines an equation with no whole-number solution', () => expect(solve('اوجد ن اذا كان ن ل ٢ = ٧٣')).toBeNull());
});

describe('robustness', () => {
  it('returns null quickly for other areas and garbage', () => {
    for (const question of ['احسب المقاومة المكافئة لمقاومتين ٤ و ٦ أوم على التوازي', 'differentiate x^2 sin x', '(((', ')(ت^^', '', 'ت'.repeat(600), 'Find n', '١٠ق', '5!!!!!!!!!!!']) {
      expect(() => solve(question)).not.toThrow();
    }
    expect(solve('احسب المقاومة المكافئة لمقاومتين ٤ و ٦ أوم على التوازي')).toBeNull();
    const started = performance.now();
    for (let index = 0; index < 200; index += 1) solve('A car accelerates from rest at 2 m/s² for 5 s. Find its final speed.', 'en');
    expect((performance.now() - started) / 200).toBeLessThan(1);
  });
});

describe('chat phrasing of modulus and argument', () => {
  it('drops a bracketed note in words and reads sqrt(3) i', () => {
    expect(solve('حد يقولي المقياس والسعه الاساسيه للعدد 1 + sqrt(3) i (السعه بالدرجات)')?.result).toMatchObject({ parts: [{ values: [2] }, { values: [60] }] });
    expect(solve('ممكن حد يقولي مقياس و سعة العدد -2 + 2sqrt(3) i (بالتقدير الستيني)')?.result).toMatchObject({ parts: [{ values: [4] }, { values: [120] }] });
    expect(solve('عايز المقياس والسعه الاساسيه للعدد sqrt(3) - i (بالدرجات لو سمحت)')?.result).toMatchObject({ parts: [{ values: [2] }, { values: [-30] }] });
    const radians = solve('find the modulus and argument of 1 + i (in radians)', 'en')?.result as { parts: Array<{ values: number[] }> };
    expect(radians.parts[0]!.values[0]).toBeCloseTo(Math.SQRT2, 12);
    expect(radians.parts[1]!.values[0]).toBeCloseTo(Math.PI / 4, 12);
  });
  it('still declines a bracket that asks for more', () => {
    expect(solve('اوجد المقياس والسعه للعدد 1 + sqrt(3) i (والجزء الحقيقي)')).toBeNull();
    expect(solve('find the modulus of 3 + 4i (and z^2)', 'en')).toBeNull();
  });
});

describe('exam-paper readings: named numbers, the polar template, sums counted in words', () => {
  it('puts the values of z1, z2 into an expression in their names', () => {
    expect(solve('If z1 = 3 + 2i and z2 = 1 − i, find z1/z2 in the form a + bi.', 'en')?.result).toEqual({ values: [[0.5, 2.5]] });
    expect(solve('If z1 = 2 + i and z2 = 3 - 4i, find z1 z2', 'en')?.result).toEqual({ values: [[10, -5]] });
    expect(solve('إذا كان ع١ = ٢ + ٣ت ، ع٢ = ١ + ت فأوجد ع١ + ع٢')?.result).toEqual({ values: [[3, 4]] });
    expect(solve('If z1 = 5 - i and z2 = 2 + 3i, find z1 - z2', 'en')?.result).toEqual({ values: [[3, -4]] });
  });
  it('declines a name that was never given a value', () => {
    expect(solve('If z1 = 3 + 2i and z2 = 1 − i, find z3', 'en')?.result).toBeUndefined();
  });
  it('ignores the template r(cos θ + i sin θ) and gives r and θ', () => {
    const first = solve('Express z = 1 − i in polar form r(cos θ + i sin θ): find r and the principal argument θ in degrees.', 'en')?.result as { parts: Array<{ values: number[] }> };
    expect(first.parts.map((part) => part.values)).toEqual([[Math.SQRT2], [-45]]);
    const second = solve('Write z = -1 + i in polar form r(cos θ + i sin θ) with θ in degrees', 'en')?.result as { parts: Array<{ values: number[] }> };
    expect(second.parts[0]!.values[0]).toBeCloseTo(Math.SQRT2, 12);
    expect(second.parts[1]!.values[0]).toBeCloseTo(135, 9);
  });
  it('reads the count of a sum written as a word', () => {
    expect(solve('متتابعة حسابية حدها الثالث ١١ وحدها السابع ٢٣. أوجد مجموع العشرين حدًا الأولى منها')?.result).toEqual({ values: [670] });
    expect(solve('متتابعة هندسية حدها الأول ٣ وحدها الرابع ٨١. أوجد مجموع الستة حدود الأولى منها')?.result).toEqual({ values: [1092] });
    expect(solve('متتابعة حسابية حدها الأول ٥ وأساسها ٣. أوجد مجموع العشرة حدود الأولى')?.result).toEqual({ values: [185] });
    expect(solve('متتابعة هندسية حدها الأول ٢ وأساسها ٣. أوجد مجموع الخمسة حدود الأولى')?.result).toEqual({ values: [242] });
    expect(solve('In an arithmetic sequence the first term is 2 and the common difference is 4. Find the sum of the first ten terms.', 'en')?.result).toEqual({ values: [200] });
  });
  it('declines a count word it does not know', () => {
    expect(solve('متتابعة حسابية حدها الأول ٥ وأساسها ٣. أوجد مجموع الكثير حدود')?.result).toBeUndefined();
  });
});

describe('committees with exactly j from one of two groups', () => {
  it('multiplies the choices from each group', () => {
    expect(solve('بكم طريقة يمكن اختيار لجنة من ٤ أشخاص من بين ٧ رجال و ٥ سيدات بحيث تضم اللجنة سيدتين فقط؟')?.result).toEqual({ values: [210] });
    expect(solve('بكم طريقة يمكن اختيار لجنة من ٥ أشخاص من بين ٦ رجال و ٤ سيدات بحيث تضم رجلين فقط؟')?.result).toEqual({ values: [60] });
    expect(solve('بكم طريقة يمكن اختيار لجنة من ٤ أشخاص من بين ٧ رجال و ٥ سيدات بحيث تضم ٣ سيدات فقط؟')?.result).toEqual({ values: [70] });
    expect(solve('In how many ways can a committee of 3 be chosen from 5 men and 4 women with exactly one woman?', 'en')?.result).toEqual({ values: [40] });
    expect(solve('In how many ways can a committee of 4 be chosen from 6 boys and 5 girls with exactly 2 girls?', 'en')?.result).toEqual({ values: [150] });
  });
  it('declines a condition on a group the question does not have', () => {
    expect(solve('In how many ways can a committee of 3 be chosen from 5 men and 4 women with exactly one child?', 'en')).toBeNull();
  });
});

describe('colloquial ordinals (التاني، التالت، التامن)', () => {
  it('reads التالت / السادس / التامن in a geometric sequence', () => {
    expect(solve('متتابعه هندسيه حدها التالت 12 وحدها السادس 96 ، هات الحد التامن')?.result).toEqual({ values: [384] });
  });
  it('reads التاني in an arithmetic sequence', () => {
    expect(solve('متتابعة حسابية حدها التاني 7 وحدها الخامس 16، هات الحد العاشر')?.result).toEqual({ values: [31] });
  });
  it('reads التامن as a given term', () => {
    // a2 = 5, a8 = 23 → d = 3, a1 = 2, a4 = 11.
    expect(solve('متتابعة حسابية حدها التاني 5 و حدها التامن 23 ، هات الحد الرابع')?.result).toEqual({ values: [11] });
  });
  it('still declines a geometric ratio known only up to sign', () => {
    expect(solve('متتابعه هندسيه حدها الأول 3 و حدها التالت 27 ، هات الحد الرابع')).toBeNull();
  });
});
