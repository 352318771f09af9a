/**
 * The offline physics solver on Thanaweya Amma problems in Arabic (with ٠–٩ digits) and English: numeric
 * answers, the law named in the steps, unit conversions shown, a verification, and null for non-problems.
 */
import { describe, expect, it } from 'vitest';
import { solvePhysics } from './index';
import { answerValues, hasBalancedMaths, solutionTexts } from './testing';

interface Problem {
  text: string;
  /** Expected answer values by symbol (LaTeX), in the unit shown. */
  answer: Record<string, number>;
  kind?: string;
}

function expectClose(actual: number | undefined, expected: number): void {
  expect(actual).toBeDefined();
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(1e-3 * Math.max(1, Math.abs(expected)));
}

const ENGLISH: Problem[] = [
  { text: 'A car starts from rest and accelerates at 2 m/s² for 5 s. Find the distance covered.', answer: { d: 25 }, kind: 'kinematics' },
  { text: 'A car moving at 10 m/s accelerates uniformly to 30 m/s in 4 s. Find its acceleration and the distance covered.', answer: { a: 5, d: 80 } },
  { text: 'A stone is dropped from a height of 45 m. How long does it take to reach the ground? (g = 10 m/s²)', answer: { t: 3 }, kind: 'free-fall' },
  { text: 'A ball is thrown vertically upward with a velocity of 20 m/s. Find the maximum height it reaches. Take g = 10 m/s^2', answer: { d: 20 }, kind: 'vertical-motion' },
  { text: 'A car travels 120 km in 2 h. What is its average speed in km/h?', answer: { '\\bar{v}': 60 }, kind: 'average-speed' },
  { text: 'A force of 20 N acts on a body of mass 4 kg. Calculate the acceleration.', answer: { a: 5 }, kind: 'newtons-second-law' },
  { text: 'Find the weight of a 50 kg person.', answer: { F_g: 490 }, kind: 'weight' },
  { text: 'Calculate the momentum of a 1500 kg car moving at 20 m/s.', answer: { p: 30000 }, kind: 'momentum' },
  { text: 'A 2 kg ball moves with a velocity of 3 m/s. What is its kinetic energy?', answer: { KE: 9 }, kind: 'kinetic-energy' },
  { text: 'A force of 50 N pulls a box 10 m at an angle of 60° to the horizontal. Find the work done.', answer: { W: 250 }, kind: 'work' },
  { text: 'A motor does 6000 J of work in 20 s. What is its power?', answer: { P: 300 }, kind: 'power' },
  { text: 'A lamp is connected to a 220 V source and draws a current of 0.5 A. Find its resistance and power.', answer: { R: 440, P: 110 }, kind: 'ohms-law' },
  { text: 'Three resistors of 2 Ω, 3 Ω and 6 Ω are connected in parallel. Find the equivalent resistance.', answer: { R: 1 }, kind: 'resistors-parallel' },
  { text: 'A 2000 W heater works for 3 h. Find the energy consumed in kWh.', answer: { E: 6 }, kind: 'electric-energy' },
  { text: 'A block of mass 600 g has a volume of 200 cm³. Find its density.', answer: { '\\rho': 3000 }, kind: 'density' },
  { text: 'Calculate the pressure at a depth of 10 m in water. (g = 10 m/s²)', answer: { P_l: 100000 }, kind: 'liquid-pressure' },
  { text: 'Two forces of 10 N and 4 N act on a 2 kg body in opposite directions. Find the acceleration.', answer: { a: 3 } },
  { text: 'A box of 10 kg is pulled with a force of 50 N against a friction force of 10 N. Find the acceleration.', answer: { a: 4 } },
  { text: 'A machine uses 1000 J of energy and produces 800 J of useful work. Calculate its efficiency.', answer: { '\\eta': 80 }, kind: 'efficiency' },
  { text: 'A 12 V battery is connected to resistors of 4 Ω and 2 Ω in series. Find the current.', answer: { I: 2 } },
  { text: 'A car accelerates from 36 km/h to 72 km/h in 10 s. Find the acceleration.', answer: { a: 1 } },
  { text: 'How long does it take a car to stop from 30 m/s if it decelerates at 5 m/s²?', answer: { t: 6 } },
  { text: 'm = 2 kg, a = 3 m/s², F = ?', answer: { F: 6 } },
  { text: 'Two perpendicular forces of 6 N and 8 N act on a body. What is the resultant force?', answer: { F: 10 }, kind: 'net-force' },
  { text: 'Calculate the total pressure at a depth of 5 m in water, atmospheric pressure = 1.013 × 10^5 Pa, g = 9.8 m/s²', answer: { 'P_{tot}': 150300 } },
  { text: 'A person walks 200 m in 100 s and then runs 300 m in 50 s. What is the average speed?', answer: { '\\bar{v}': 3.333 } },
  { text: 'A 60 kg person climbs stairs 3 m high in 4 s. What is his power? (g = 10 m/s²)', answer: { P: 450 } },
  { text: 'F=ma m=5kg a=2m/s2 find F', answer: { F: 10 } },
  { text: 'v0=0, a=3 m/s^2, t=4 s. find v', answer: { v: 12 } },
  { text: 'A lift motor raises 800 kg through 20 m in 40 s. The efficiency is 80%. Find the input power. (g = 10 m/s²)', answer: { 'P_{in}': 5000 } },
  { text: 'How much work is done lifting a 20 kg bag 1.5 m? (g = 10 N/kg)', answer: { W: 300 } },
  { text: 'What pressure does a 60 kg man exert standing on an area of 0.04 m²? (g = 10 m/s²)', answer: { P: 15000 } },
];

const ARABIC: Problem[] = [
  { text: 'بدأت سيارة حركتها من السكون بعجلة منتظمة ٢ م/ث² لمدة ١٠ ث. احسب سرعتها النهائية والمسافة التي قطعتها.', answer: { v: 20, d: 100 }, kind: 'kinematics' },
  { text: 'سقط حجر سقوطا حرا من ارتفاع ٨٠ م. احسب الزمن الذي يستغرقه للوصول إلى الأرض وسرعته لحظة اصطدامه بالأرض (عجلة الجاذبية ١٠ م/ث²)', answer: { t: 4, v: 40 }, kind: 'free-fall' },
  { text: 'قذف جسم رأسيا لأعلى بسرعة ٣٠ م/ث. احسب أقصى ارتفاع يصل إليه والزمن اللازم لذلك (g = 10 m/s²)', answer: { d: 45, t: 3 } },
  { text: 'قطعت سيارة مسافة ٣٠٠ كم في ٤ ساعات. احسب السرعة المتوسطة بوحدة كم/س', answer: { '\\bar{v}': 75 } },
  { text: 'أثرت قوة مقدارها ٣٠ نيوتن على جسم كتلته ٦ كجم. احسب العجلة التي يتحرك بها الجسم', answer: { a: 5 }, kind: 'newtons-second-law' },
  { text: 'احسب وزن جسم كتلته ٧٠ كجم علما بأن عجلة الجاذبية ٩٫٨ م/ث²', answer: { F_g: 686 } },
  { text: 'احسب كمية الحركة لجسم كتلته ٣ كجم يتحرك بسرعة ٤ م/ث', answer: { p: 12 } },
  { text: 'احسب طاقة الحركة لسيارة كتلتها ١٠٠٠ كجم تتحرك بسرعة ٧٢ كم/س', answer: { KE: 200000 } },
  { text: 'احسب طاقة الوضع لجسم كتلته ٢ كجم موضوع على ارتفاع ٥ م من سطح الأرض (g = 10 m/s²)', answer: { PE: 100 }, kind: 'potential-energy' },
  { text: 'احسب الشغل المبذول لرفع جسم كتلته ٥٠ كجم إلى ارتفاع ٤ م (عجلة الجاذبية ١٠ م/ث²)', answer: { W: 2000 } },
  { text: 'محرك يبذل شغلا مقداره ٩٠٠٠ جول خلال دقيقة واحدة. احسب قدرته', answer: { P: 150 } },
  { text: 'مصباح كهربي مقاومته ٤٨٤ أوم يتصل بمصدر فرق جهده ٢٢٠ فولت. احسب شدة التيار المار فيه وقدرته', answer: { I: 0.4545, P: 100 } },
  { text: 'ثلاث مقاومات ٢ أوم و٣ أوم و٥ أوم متصلة على التوالي مع بطارية ٢٠ فولت. احسب المقاومة المكافئة وشدة التيار', answer: { R: 10, I: 2 }, kind: 'resistors-series' },
  { text: 'سخان كهربي قدرته ١٥٠٠ وات يعمل لمدة ٢ ساعة يوميا. احسب الطاقة المستهلكة بالكيلووات ساعة', answer: { E: 3 } },
  { text: 'مكعب من الحديد كتلته ٧٨٠ جم وحجمه ١٠٠ سم³. احسب كثافته بوحدة جم/سم³', answer: { '\\rho': 7.8 } },
  { text: 'احسب ضغط الماء عند عمق ٢٠ م تحت سطح البحيرة علما بأن كثافة الماء ١٠٠٠ كجم/م³ وعجلة الجاذبية ١٠ م/ث²', answer: { P_l: 200000 } },
  { text: 'احسب الضغط الكلي عند نقطة على عمق ١٠ م في ماء بحر كثافته ١٠٣٠ كجم/م³ علما بأن الضغط الجوي ١٫٠١٣ × ١٠^٥ باسكال (g = 10 m/s²)', answer: { 'P_{tot}': 204300 } },
  { text: 'قوتان ١٢ نيوتن و٥ نيوتن تؤثران على جسم كتلته ٢ كجم في اتجاهين متضادين. احسب العجلة', answer: { a: 3.5 } },
  { text: 'ما مقدار القوة اللازمة لإكساب جسم كتلته ٥٠٠ جم عجلة مقدارها ٤ م/ث²؟', answer: { F: 2 } },
  { text: 'آلة كفاءتها ٨٠٪ والطاقة الداخلة إليها ٥٠٠٠ جول. احسب الطاقة المفيدة', answer: { 'E_{out}': 4000 } },
  { text: 'تتحرك سيارة بسرعة منتظمة ٢٠ م/ث لمدة ٣٠ ث. احسب المسافة التي تقطعها', answer: { d: 600 }, kind: 'uniform-motion' },
  { text: 'مقاومتان ٦ أوم و٣ أوم متصلتان على التوازي. احسب المقاومة المكافئة', answer: { R: 2 } },
  { text: 'سيارة كتلتها ١٢٠٠ كجم تتحرك بسرعة ٢٠ م/ث ضغط السائق على الفرامل فتوقفت بعد أن قطعت ٤٠ م. احسب العجلة والقوة المؤثرة عليها', answer: { a: -5, F: -6000 } },
  { text: 'كرة كتلتها ٠٫٥ كجم سقطت من ارتفاع ٢٠ م. احسب طاقة حركتها لحظة وصولها الأرض (g = 10 m/s²)', answer: { KE: 100 } },
  { text: 'احسب كمية الكهربية المارة في موصل يمر به تيار شدته ٣ أمبير لمدة ٢ دقيقة', answer: { Q: 360 }, kind: 'electric-charge' },
  { text: 'قوة مقدارها ٢٠ نيوتن تؤثر على مساحة ٤ سم². احسب الضغط', answer: { P: 50000 }, kind: 'pressure' },
  { text: 'جسم وزنه ٥٠٠ نيوتن يرتكز على مساحة ٢ م². احسب الضغط', answer: { P: 250 } },
  { text: 'احسب الزمن اللازم لسيارة تتحرك من السكون بعجلة ٢ م/ث² لتقطع مسافة ١٠٠ م', answer: { t: 10 } },
  { text: 'جسم يتحرك بسرعة ابتدائية ٥ م/ث وبعجلة منتظمة ٢ م/ث². احسب سرعته بعد ٤ ثوان', answer: { v: 13 } },
  { text: 'ما مقدار الشغل الذي تبذله قوة ١٠٠ نيوتن تميل بزاوية ٣٠° على الأفقي لتحريك جسم مسافة ٥ م؟', answer: { W: 433 } },
  { text: 'احسب الطاقة المستهلكة بالجول في مصباح قدرته ٦٠ وات يعمل لمدة ١٠ دقائق', answer: { E: 36000 } },
  { text: 'ما القدرة الكهربية لجهاز يعمل على فرق جهد ٢٢٠ فولت ويمر به تيار شدته ٥ أمبير؟', answer: { P: 1100 }, kind: 'electric-power' },
];

describe('solvePhysics answers English problems', () => {
  it.each(ENGLISH)('$text', ({ text, answer, kind }) => {
    const solution = solvePhysics(text, 'en');
    expect(solution?.subject).toBe('physics');
    const values = answerValues(solution?.answer ?? '');
    for (const [symbol, expected] of Object.entries(answer)) expectClose(values[symbol], expected);
    if (kind) expect(solution?.kind).toBe(kind);
  });
});

describe('solvePhysics answers Arabic problems written with ٠–٩ digits', () => {
  it.each(ARABIC)('$text', ({ text, answer, kind }) => {
    const solution = solvePhysics(text, 'ar');
    expect(solution?.subject).toBe('physics');
    const values = answerValues(solution?.answer ?? '');
    for (const [symbol, expected] of Object.entries(answer)) expectClose(values[symbol], expected);
    if (kind) expect(solution?.kind).toBe(kind);
  });
});

describe('how a physics solution is written', () => {
  it('lists the knowns, names the law, substitutes, and verifies by substituting back', () => {
    const solution = solvePhysics('أثرت قوة مقدارها ٣٠ نيوتن على جسم كتلته ٦ كجم. احسب العجلة', 'ar');
    const steps = solution?.steps.map((step) => step.text) ?? [];
    expect(steps[0]).toMatch(/^المعطيات: .*\$F = 30\\ \\text\{N\}\$.*المطلوب: \$a\$/);
    expect(steps.some((step) => step.includes('قانون نيوتن الثاني') && step.includes('$F = m\\,a$'))).toBe(true);
    expect(steps.some((step) => step.startsWith('بالتعويض') && step.includes('\\frac{30}{6} = 5'))).toBe(true);
    expect(solution?.check).toContain('✓');
    expect(solution?.steps.some((step) => step.detail && step.detail.length > 20)).toBe(true);
  });

  it('shows the conversion of km/h to SI units as a step', () => {
    const solution = solvePhysics('Calculate the kinetic energy of a 1000 kg car moving at 72 km/h.', 'en');
    expect(solution?.steps.some((step) => step.text.startsWith('Convert to SI units') && step.text.includes('72 \\times \\frac{5}{18} = 20\\ \\text{m/s}'))).toBe(true);
    expectClose(answerValues(solution?.answer ?? '').KE, 200000);
  });

  it('gives a speed from kilometres and hours in km/h too, and a density from grams and cm³ in g/cm³', () => {
    expect(solvePhysics('A train travels 300 km in 3 hours. Find its speed.', 'en')?.answer).toBe('$v = 27.78\\ \\text{m/s} = 100\\ \\text{km/h}$');
    expect(solvePhysics('مكعب كتلته ٢٧ جم وحجمه ١٠ سم³. احسب كثافته', 'ar')?.answer).toBe('$\\rho = 2700\\ \\text{kg/m}^{3} = 2.7\\ \\text{g/cm}^{3}$');
  });

  it('uses g = 9.8 m/s² unless the problem gives another value', () => {
    expectClose(answerValues(solvePhysics('Find the weight of a body of mass 10 kg.', 'en')?.answer ?? '').F_g, 98);
    expectClose(answerValues(solvePhysics('Find the weight of a body of mass 10 kg (g = 10 m/s²).', 'en')?.answer ?? '').F_g, 100);
  });

  it('adds atmospheric pressure only when the total pressure is asked', () => {
    expectClose(answerValues(solvePhysics('Find the pressure at a depth of 2 m in water. g = 10 m/s²', 'en')?.answer ?? '').P_l, 20000);
    expectClose(answerValues(solvePhysics('Find the total pressure at a depth of 2 m in water. g = 10 m/s²', 'en')?.answer ?? '')['P_{tot}'], 121300);
  });

  it('answers in the language asked for, whatever the language of the problem', () => {
    const solution = solvePhysics('A force of 20 N acts on a body of mass 4 kg. Calculate the acceleration.', 'ar');
    expect(solution?.title).toBe('قانون نيوتن الثاني');
    expect(solution?.steps[0]?.text.startsWith('المعطيات')).toBe(true);
  });

  it('keeps every dollar sign inside a balanced maths span', () => {
    for (const { text } of [...ENGLISH, ...ARABIC]) {
      const solution = solvePhysics(text, /[\u0600-\u06FF]/.test(text) ? 'ar' : 'en');
      for (const part of solution ? solutionTexts(solution) : []) expect(hasBalancedMaths(part), part).toBe(true);
    }
  });
});

describe('what the physics solver declines', () => {
  it.each(['what is photosynthesis?', 'مرحبا', '2x+3=7', 'Explain Newton’s first law.', 'احسب الكتلة المولية لـ H2SO4', '', '???', 'find x if 3x = 12'])(
    'returns null for "%s"',
    (text) => {
      expect(solvePhysics(text, 'en')).toBeNull();
    },
  );

  it('never throws on odd input', () => {
    const odd = ['= ? = ?', '1e999 m/s', '٠٫٠٫٠ كجم', 'F = ? m = ? a = ?', 'احسب ∞ نيوتن', '(((( 5 N', 'a'.repeat(5000), '10^999 J in 0 s, find power'];
    for (const text of odd) expect(() => solvePhysics(text, 'en')).not.toThrow();
  });

});
