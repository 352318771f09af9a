/**
 * The electricity solver on circuits: resistor networks, batteries with internal resistance, Kirchhoff's laws,
 * power, energy and its cost — recognised in Arabic and English, solved with the key step shown, and declined when
 * the question cannot be read completely.
 */
import { describe, expect, it } from 'vitest';
import type { Solution } from '../../solution';
import { solveElectricity } from './index';

const values = (solution: Solution | null): readonly number[] => {
  const result = solution?.result;
  if (!result || !('values' in result)) throw new Error(`no values: ${JSON.stringify(result)}`);
  return result.values.map((value) => (typeof value === 'number' ? value : Number.NaN));
};
const text = (solution: Solution | null): string => [solution?.statement, ...(solution?.steps.map((step) => step.text) ?? []), solution?.answer].join('\n');

describe('resistor networks', () => {
  it('solves ٢ و ٣ و ٥ أوم على التوالي as 10 Ω', () => {
    const solution = solveElectricity('ثلاث مقاومات ٢ أوم و ٣ أوم و ٥ أوم متصلة على التوالي، احسب المقاومة المكافئة', 'ar');
    expect(values(solution)[0]).toBeCloseTo(10);
    expect(text(solution)).toContain('على التوالي');
  });

  it('solves R1 ‖ R2 then in series with R3 as 6 Ω', () => {
    const solution = solveElectricity('R1 = 6 Ω و R2 = 3 Ω على التوازي ثم على التوالي مع R3 = 4 Ω ، احسب المقاومة المكافئة', 'ar');
    expect(values(solution)[0]).toBeCloseTo(6);
    expect(solution?.statement).toContain('R_{3} = 4');
  });

  it('solves a series resistor with a parallel combination in English (22 Ω)', () => {
    const solution = solveElectricity('A 10 Ω resistor is connected in series with a parallel combination of 20 Ω and 30 Ω. Find the total resistance.', 'en');
    expect(values(solution)[0]).toBeCloseTo(22);
    expect(solution?.steps[0]?.text).toContain('in parallel');
  });

  it('gives the current in each parallel branch (3 A and 2 A)', () => {
    const solution = solveElectricity('عايز اعرف شدة التيار في كل مقاومة: مقاومتين ١٠Ω و ١٥Ω على التوازي على فرق جهد 30 V', 'ar');
    expect(values(solution)).toEqual([3, 2]);
  });

  it('gives the voltage across each resistor in series (10 V and 20 V)', () => {
    const solution = solveElectricity('مقاومتان ٥ أوم و ١٠ أوم على التوالي مع مصدر ٣٠ فولت، احسب فرق الجهد على كل مقاومة', 'ar');
    expect(values(solution)).toEqual([10, 20]);
    expect(text(solution)).toContain('V = I R');
  });

  it('reads the resistors given inside "find the equivalent resistance of …"', () => {
    expect(values(solveElectricity('Find the equivalent resistance of 3 Ω and 6 Ω in parallel', 'en'))[0]).toBeCloseTo(2);
  });

  it('declines when one resistance of the pair is not given', () => {
    expect(solveElectricity('Two resistors are connected in parallel to a 6 V battery; one is 3 Ω. Find the current in each resistor.', 'en')).toBeNull();
  });

  it('declines when the voltage is across one resistor only, not the whole circuit', () => {
    expect(solveElectricity('فرق الجهد بين طرفي المقاومة ٦ أوم هو ١٢ فولت وهي متصلة على التوالي مع مقاومة ٤ أوم، احسب شدة التيار', 'ar')).toBeNull();
  });
});

describe('batteries with internal resistance', () => {
  it('solves I = E / (R + r) = 2 A and the terminal voltage 8 V', () => {
    const solution = solveElectricity('A battery of emf 9 V and internal resistance 0.5 Ω is connected to a 4 Ω resistor. Find the current and the terminal voltage.', 'en');
    expect(values(solution)).toEqual([2, 8]);
    expect(text(solution)).toContain('V = E - I r');
  });

  it('finds the internal resistance from the current (1 Ω)', () => {
    const solution = solveElectricity('لو سمحت بطارية قوتها الدافعة ١٥ فولت، لما توصل بمقاومة ٤ اوم يمر تيار ٣ امبير. احسب المقاومة الداخلية', 'ar');
    expect(values(solution)[0]).toBeCloseTo(1);
  });

  it('answers a two-part question part by part', () => {
    const solution = solveElectricity('عمود كهربي ق.د.ك له 6V ومقاومته الداخليه 0.5 اوم متصل بمقاومه 2.5 اوم (أ) احسب شدة التيار (ب) احسب فرق الجهد بين قطبيه', 'ar');
    expect(solution?.result).toEqual({ parts: [{ values: [2] }, { values: [5] }] });
  });

  it('declines a battery question that asks for something it does not compute', () => {
    expect(solveElectricity('بطارية ١٢ فولت ومقاومتها الداخلية ١ أوم متصلة بمقاومة ٥ أوم، احسب الشغل المبذول', 'ar')).toBeNull();
  });
});

describe("Kirchhoff's laws", () => {
  it('solves the three written equations (I3 = 15/13 A)', () => {
    const solution = solveElectricity('بتطبيق قانوني كيرشوف على دائرة نتجت المعادلات: I1 = I2 + I3 ، 2 I1 + 4 I3 = 10 ، 3 I2 − 4 I3 = 0. احسب I1 و I2 و I3', 'ar');
    const [i1, i2, i3] = values(solution);
    expect(i1).toBeCloseTo(35 / 13);
    expect(i2).toBeCloseTo(20 / 13);
    expect(i3).toBeCloseTo(15 / 13);
  });

  it('solves three parallel branches with two cells (1.2, 0.2, 1.4 A)', () => {
    const solution = solveElectricity("Kirchhoff's laws: branch 1 contains an 8 V cell and a 2 Ω resistor, branch 2 contains a 6 V cell and a 2 Ω resistor, branch 3 contains a 4 Ω resistor. The three branches are in parallel between points A and B with the positive terminals of both cells toward A. Find the current in each branch.", 'en');
    const [a, b, c] = values(solution);
    expect(a).toBeCloseTo(1.2);
    expect(b).toBeCloseTo(0.2);
    expect(c).toBeCloseTo(1.4);
    expect(text(solution)).toContain('Junction rule');
  });

  it('declines when the polarity of the cells is not stated', () => {
    expect(solveElectricity("Using Kirchhoff's laws: two batteries, E1 = 10 V with R1 = 1 Ω and E2 = 5 V with R2 = 2 Ω, are connected in parallel across a load R = 4 Ω. Find the current in the load.", 'en')).toBeNull();
  });
});

describe('power, energy and cost', () => {
  it('solves the filament resistance of a 220 V, 100 W lamp as 484 Ω', () => {
    const solution = solveElectricity('مصباح كهربي مكتوب عليه 220 V و 100 W. احسب مقاومة فتيلته', 'ar');
    expect(values(solution)[0]).toBeCloseTo(484);
    expect(text(solution)).toContain('\\frac{V^2}{P}');
  });

  it('solves the bill of a fridge in pounds (108 جنيه)', () => {
    const solution = solveElectricity('تلاجة قدرتها ٢٥٠ وات شغالة ٢٤ ساعة في اليوم لمدة ٣٠ يوم، وسعر الكيلووات ساعة ٦٠ قرش. التكلفة كام جنيه؟', 'ar');
    expect(values(solution)[0]).toBeCloseTo(108);
    expect(text(solution)).toContain('kWh');
  });

  it('reads "نص ساعه" as half an hour (1.8 × 10⁶ J)', () => {
    expect(values(solveElectricity('مكواه قدرتها 1000 وات تعمل لمدة نص ساعه احسب الطاقه المستهلكه بالجول', 'ar'))[0]).toBeCloseTo(1.8e6);
  });

  it('counts "a week" as 7 days (10.5 kWh)', () => {
    expect(values(solveElectricity('موتور قدرته ٧٥٠ وات يشتغل ساعتين يوميا، احسب الطاقة المستهلكة في اسبوع بالكيلووات ساعة', 'ar'))[0]).toBeCloseTo(10.5);
  });

  it('does not take the "heat" in "heater" for a second question (cost only: 4.5 LE)', () => {
    expect(values(solveElectricity('Calculate the cost of using a 3 kW heater for 2 hours if 1 kWh costs 0.75 LE', 'en'))).toEqual([4.5]);
  });

  it('declines a question in two parts when it answers only one of them', () => {
    expect(solveElectricity('A 2 kW heater is used for 3 hours. Find the energy in kWh and then find the energy in joules', 'en')).toBeNull();
  });

  it('declines a bill "for a month" without the number of days', () => {
    expect(solveElectricity('سخان كهربي ١٠٠٠ وات يعمل ساعتين يوميا لمدة شهر احسب التكلفة بالجنيه إذا كان سعر الكيلووات ساعة ٥٠ قرشا', 'ar')).toBeNull();
  });
});

describe('foreign and odd input', () => {
  it.each([
    ['solve x^2 - 5x + 6 = 0', 'en'],
    ['ما هي وحدة قياس المقاومة الكهربية؟', 'ar'],
    ['سيارة تتحرك بسرعة ٢٠ م/ث احسب المسافة في ٥ ثوان', 'ar'],
    ['غاز حجمه ٢ لتر عند ضغط ١ atm', 'ar'],
    ['', 'ar'],
    ['Ω Ω Ω = = = 10^^^ ×× ق.د.ك', 'en'],
    ['R1 = R2 = R3 = على التوازي', 'ar'],
  ] as const)('returns null without throwing for %s', (question, language) => {
    expect(solveElectricity(question, language)).toBeNull();
  });

  it('turns a foreign question away in well under a millisecond', () => {
    solveElectricity('differentiate sin(x^2) with respect to x', 'en');
    const started = performance.now();
    for (let index = 0; index < 100; index++) solveElectricity('differentiate sin(x^2) with respect to x', 'en');
    expect((performance.now() - started) / 100).toBeLessThan(1);
  });
});

describe('unseen reading gaps', () => {
  const parts = (solution: Solution | null): number[][] => {
    const result = solution?.result;
    if (!result || !('parts' in result)) throw new Error(`no parts: ${JSON.stringify(result)}`);
    return result.parts.map((part) => ('values' in part ? part.values.map(Number) : []));
  };

  it.each([
    ['مقاومتان ٣ أوم و ٩ أوم متصلتان على التوالي ببطارية ق.د.ك لها ٢٤ فولت ومقاومتها الداخلية مهملة. احسب: (أ) شدة التيار (ب) فرق الجهد بين طرفي المقاومة ٩ أوم', 'ar', [[2], [18]]],
    ['Resistors of 2 Ω, 4 Ω and 6 Ω are connected in series to a 24 V battery of negligible internal resistance. Calculate: (a) the current (b) the voltage across the 4 Ω resistor', 'en', [[2], [8]]],
    ['مقاومتان ٦ أوم و ٣ أوم على التوازي مع بطارية ١٢ فولت. احسب: (أ) المقاومة المكافئة (ب) التيار المار في المقاومة ٣ أوم', 'ar', [[2], [4]]],
  ] as const)('answers the labelled parts after "احسب: / calculate:" — %s', (question, language, expected) => {
    const got = parts(solveElectricity(question, language));
    expect(got.length).toBe(expected.length);
    got.forEach((values, index) => expect(values[0]).toBeCloseTo(expected[index]![0]!));
  });

  it.each([
    ['4 مقاومات كل واحدة ٨ اوم متوصلين توالي على بطارية ١٦ فولت، التيار يبقى كام؟', 'ar', 0.5],
    ['5 مقاومات كل وحدة ١٠ أوم متوصلين توازي، المقاومة المكافئة تبقى كام؟', 'ar', 2],
    ['3 identical resistors, each 12 Ω, are connected in parallel to a 6 V battery. Find the total current.', 'en', 1.5],
  ] as const)('reads a count in digits and "كل واحدة / each" — %s', (question, language, expected) => {
    const solution = solveElectricity(question, language);
    expect(values(solution)[0]).toBeCloseTo(expected);
    expect(solution?.statement).toMatch(/\\times|مقاومات|resistors/);
  });

  it('declines when the count in digits does not match the resistors listed', () => {
    expect(solveElectricity('3 مقاومات ٢ اوم و ٤ اوم متوصلين توالي على بطارية ١٢ فولت، التيار يبقى كام؟', 'ar')).toBeNull();
  });

  it.each([
    ['مقاومة ٤ أوم ومقاومة مجهولة R متصلتان على التوالي مع بطارية ٢٤ فولت فيمر تيار ٢ أمبير. احسب قيمة R', 'ar', 8],
    ['Resistors of 2 Ω and 6 Ω and an unknown resistor are connected in series across a 30 V battery of negligible internal resistance. The current is 2.5 A. Find the unknown resistance.', 'en', 4],
    ['مقاومة ٥ اوم متوصلة توالي مع مقاومة مجهولة على بطارية ق.د.ك ٩ فولت ومقاومتها الداخلية ١ اوم، التيار ١ امبير، المقاومة المجهولة تبقى كام؟', 'ar', 3],
  ] as const)('finds an unknown series resistor from V and I — %s', (question, language, expected) => {
    const solution = solveElectricity(question, language);
    expect(values(solution)[0]).toBeCloseTo(expected);
    expect(text(solution)).toContain('R_x');
  });

  it.each([
    'A 10 Ω resistor and an unknown resistor R in series with a 12 V supply; current 2 A. Find R.',
    'A 3 Ω resistor and an unknown resistor R are connected in parallel to a 12 V supply and the current is 6 A. Find R.',
  ])('declines an unknown resistor it cannot find for sure — %s', (question) => {
    expect(solveElectricity(question, 'en')).toBeNull();
  });

  it.each([
    ['ثلاثة فروع متصلة بين نقطتين س و ص: الفرع الأول به بطارية ١٠ فولت ومقاومة ٢ أوم، والفرع الثاني به بطارية ٤ فولت ومقاومة ٢ أوم، والفرع الثالث به مقاومة ١ أوم. القطب الموجب لكل من البطاريتين متجه نحو النقطة س. احسب التيار في المقاومة ١ أوم', 'ar', 3.5],
    ['Three branches are connected between points A and B: branch 1 has a 9 V battery and a 3 Ω resistor, branch 2 has a 3 V battery and a 3 Ω resistor, branch 3 has a 6 Ω resistor only. The positive terminals of both batteries are connected to point A. Find the current in the 6 Ω resistor.', 'en', 0.8],
    ['٣ فروع متوصلة بين نقطتين أ و ب: الفرع الأول فيه بطارية ٢٠ فولت ومقاومة ٤ أوم، والفرع الثاني فيه بطارية ١٠ فولت ومقاومة ٤ أوم، والفرع الثالث فيه مقاومة ٨ أوم. القطب الموجب لكل من البطاريتين ناحية النقطة أ. التيار في المقاومة ٨ أوم يبقى كام؟', 'ar', 1.5],
  ] as const)('solves three branches between two points without the word Kirchhoff — %s', (question, language, expected) => {
    expect(values(solveElectricity(question, language))[0]).toBeCloseTo(expected);
  });

  it('declines three branches when the batteries face opposite points', () => {
    expect(solveElectricity('ثلاثة فروع متصلة بين نقطتين أ و ب: الفرع الأول به بطارية ١٢ فولت ومقاومة ٢ أوم، والفرع الثاني به بطارية ٦ فولت ومقاومة ٣ أوم، والفرع الثالث به مقاومة ٦ أوم. القطب الموجب للبطارية الأولى نحو النقطة أ والقطب الموجب للبطارية الثانية نحو النقطة ب. احسب التيار في المقاومة ٦ أوم', 'ar')).toBeNull();
  });
});

describe('chat-style circuit questions', () => {
  it('reads glued or colloquial asking words (عايزاعرف، عايزه اعرف، whats)', () => {
    // 4 ‖ 12 = 48/16 = 3 Ω.
    expect(values(solveElectricity('عايزه اعرف المقاومه المكافئه لـ 4 ohm و 12 ohm على التوازى', 'ar'))[0]).toBeCloseTo(3);
    // 2 + 3 + 5 = 10 Ω.
    expect(values(solveElectricity('whats the equivalent resistance of 2 ohm, 3 ohm and 5 ohm in series', 'en'))[0]).toBeCloseTo(10);
    // 10 + 20 + 30 = 60 Ω.
    expect(values(solveElectricity('عاوزاعرف المقاومه المكافئه لتلات مقاومات 10 و 20 و 30 اوم على التوالي', 'ar'))[0]).toBeCloseTo(60);
  });

  it('declines an equivalent resistance when the connection is not said', () => {
    expect(solveElectricity('عايزاعرف المقاومه المكافئه لمقاومتين 6 ohm و 3 ohm', 'ar')).toBeNull();
  });

  it('reads "R in series with R2 and R3 in parallel" (the group after مع / with)', () => {
    // 2 + (3 ‖ 6) = 2 + 2 = 4 Ω.
    expect(values(solveElectricity('مقاومه 2 اوم متوصله توالي مع مقاومتين 3 و 6 اوم توازي، المقاومه المكافئه كام', 'ar'))[0]).toBeCloseTo(4);
    // 5 + (10 ‖ 10) = 10 Ω; I = 20 / 10 = 2 A.
    expect(values(solveElectricity("A 5 ohm resistor in series with 10 ohm and 10 ohm in parallel, connected to a 20 V battery. What's the total current?", 'en'))[0]).toBeCloseTo(2);
    // 6 ‖ (1 + 2) = 6 ‖ 3 = 2 Ω; I = 6 / 2 = 3 A.
    expect(values(solveElectricity('مقاومه 6 اوم على التوازي مع مقاومتين 1 و 2 اوم على التوالي، والكل على بطاريه 6 فولت، التيار الكلي كام', 'ar'))[0]).toBeCloseTo(3);
  });

  it('declines the mixed network when the group is not introduced by مع / with', () => {
    expect(solveElectricity('مقاومه 4 اوم توالي 6 و 12 اوم توازي، والكل على بطاريه 12 V، التيار الكلي كام امبير', 'ar')).toBeNull();
  });

  it('solves one loop with two opposing batteries: I = (E1 − E2) / ΣR', () => {
    // (9 − 3) / (2 + 4) = 1 A.
    expect(values(solveElectricity('بطاريتين 9 فولت و 3 فولت متوصلين عكس بعض في دائره واحده مع مقاومتين 2 اوم و 4 اوم، المقاومه الداخليه مهمله، التيار كام', 'ar'))[0]).toBeCloseTo(1);
    // (10 − 4) / 4 = 1.5 A.
    expect(values(solveElectricity('Two cells of 10 V and 4 V are connected in series opposing each other with a 4 ohm resistor (negligible internal resistance). What is the current?', 'en'))[0]).toBeCloseTo(1.5);
    // (24 − 6) / (3 + 6) = 2 A.
    expect(values(solveElectricity('a loop has a 24 V battery and a 6 V battery connected back to back with resistors 3 ohm and 6 ohm. find the current', 'en'))[0]).toBeCloseTo(2);
  });

  it('declines opposing batteries whose internal resistance is given but not used', () => {
    expect(solveElectricity('two batteries 12 V and 6 V connected opposing each other with a 3 ohm resistor, each of internal resistance 0.5 ohm. find the current', 'en')).toBeNull();
  });
});
