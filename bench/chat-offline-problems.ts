/**
 * The problems the offline-tutor benchmark solves: six per kind (three in Arabic, three in English), written the
 * way students type them — Arabic letters and digits, ² and ×, English with ^ and *. Each kind names the subject
 * a conversation about it would carry and the solver that should recognise it ('concept' for the notes), so the
 * benchmark can say which problems were really solved rather than answered with "I can't do that offline".
 */
import type { Subject } from '../contract/values';
import type { TutorLanguage } from '../server/tutor/types';

export type SolverName = 'math' | 'physics' | 'chemistry' | 'concept';

export interface BenchProblem {
  message: string;
  language: TutorLanguage;
}

export interface ProblemKind {
  /** Shown in the results table. */
  label: string;
  /** The conversation's subject; null for a general conversation. */
  subject: Subject | null;
  solver: SolverName;
  problems: readonly BenchProblem[];
}

const ar = (message: string): BenchProblem => ({ message, language: 'ar' });
const en = (message: string): BenchProblem => ({ message, language: 'en' });

export const PROBLEM_KINDS: readonly ProblemKind[] = [
  {
    label: 'linear equation',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('حل المعادلة ٣س + ٥ = ٢٠'),
      ar('أوجد قيمة س: ٤س − ٧ = ٢س + ٩'),
      ar('حل المعادلة 7x - 4 = 3x + 8'),
      en('Solve 2x + 3 = 11'),
      en('solve 5x - 7 = 3x + 9'),
      en('Find x: 3(x - 2) = 12'),
    ],
  },
  {
    label: 'quadratic equation',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('حل المعادلة س² − ٥س + ٦ = ٠'),
      ar('حل المعادلة x^2 - 9 = 0'),
      ar('أوجد جذور المعادلة ٢س² − ٨س + ٦ = ٠'),
      en('solve x^2 - 5x + 6 = 0'),
      en('Solve 2x^2 + 3x - 2 = 0'),
      en('Solve x^2 + 2x + 5 = 0'),
    ],
  },
  {
    label: 'system of two equations',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('حل المعادلتين: س + ص = ٧ ، س − ص = ٣'),
      ar('حل المعادلتين 2x + y = 8 و x - y = 1'),
      ar('أوجد س و ص: ٣س + ٢ص = ١٢ ، س − ص = ٤'),
      en('Solve the system: x + y = 5, x - y = 1'),
      en('solve 2x + 3y = 12 and x - y = 1'),
      en('Solve the simultaneous equations 3x - 2y = 4 and x + 4y = 6'),
    ],
  },
  {
    label: 'expand / factor / simplify',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('فك (س + ٣)²'),
      ar('حلل س² + ٥س + ٦'),
      ar('اختصر (x^2 - 4)/(x + 2)'),
      en('Expand (x + 2)(x - 3)'),
      en('Factor x^2 - 9'),
      en('Simplify (x^2 - 1)/(x - 1)'),
    ],
  },
  {
    label: 'derivative',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('أوجد مشتقة س³ + ٢س'),
      ar('أوجد مشتقة الدالة x^2 * cos(x)'),
      ar('أوجد المشتقة الأولى للدالة ص = ٥س⁴ − ٣س'),
      en('Differentiate x^3 + 2x^2 - 5x'),
      en('Find the derivative of x^2 * sin(x)'),
      en('Find the derivative of (3x^2 + 1)^4'),
    ],
  },
  {
    label: 'integral',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('أوجد تكامل ٣س² + ٢'),
      ar('أوجد تكامل sin(x)'),
      ar('احسب التكامل من ٠ إلى ٢ للدالة س²'),
      en('Integrate x^2 + 3x'),
      en('Find the integral of cos(x)'),
      en('Evaluate the integral of 2x from 0 to 3'),
    ],
  },
  {
    label: 'limit',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('أوجد نهاية (س² − ٩)/(س − ٣) عندما س تؤول إلى ٣'),
      ar('أوجد النهاية lim x->1 (x^2 - 1)/(x - 1)'),
      ar('أوجد نهاية (x^3 - 8)/(x - 2) عندما x تقترب من 2'),
      en('Find the limit of (x^2 - 4)/(x - 2) as x approaches 2'),
      en('lim x->0 sin(x)/x'),
      en('Find the limit of (3x^2 + 1)/(x^2 - 5) as x approaches infinity'),
    ],
  },
  {
    label: 'arithmetic',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('احسب ٣/٤ + ٥/٦'),
      ar('احسب 2^10 - 3*17'),
      ar('احسب ١٢٥ ÷ ٥ + ٧ × ٣'),
      en('Calculate 3/4 + 5/6'),
      en('What is 2^10 - 3*17?'),
      en('Calculate (12 + 8) * 3 / 4'),
    ],
  },
  {
    label: 'trigonometric values',
    subject: 'math',
    solver: 'math',
    problems: [
      ar('أوجد قيمة جا ٣٠°'),
      ar('احسب جتا ٦٠°'),
      ar('أوجد قيمة sin(45°)'),
      en('What is sin(30°)?'),
      en('Find cos(60°)'),
      en('Calculate tan(45°)'),
    ],
  },
  {
    label: 'kinematics',
    subject: 'physics',
    solver: 'physics',
    problems: [
      ar('سيارة تبدأ من السكون بعجلة ٢ م/ث² لمدة ٥ ث. احسب سرعتها النهائية.'),
      ar('سقط جسم سقوطًا حرًا من ارتفاع ٢٠ م. احسب زمن وصوله إلى الأرض.'),
      ar('قطار يتحرك بسرعة ٣٠ م/ث ثم توقف بانتظام بعد ١٠ ث. احسب العجلة.'),
      en('A car starts from rest and accelerates at 2 m/s^2 for 5 s. Find its final velocity.'),
      en('A ball is dropped from a height of 20 m. How long does it take to reach the ground?'),
      en('A car moving at 20 m/s slows down uniformly and stops in 4 s. Find the distance it travels.'),
    ],
  },
  {
    label: 'Newton’s laws',
    subject: 'physics',
    solver: 'physics',
    problems: [
      ar('قوة مقدارها ٢٠ نيوتن تؤثر على جسم كتلته ٤ كجم. احسب العجلة.'),
      ar('احسب القوة اللازمة لإكساب جسم كتلته ١٠ كجم عجلة ٣ م/ث²'),
      ar('جسم كتلته ٥ كجم يتحرك بعجلة ٢ م/ث². احسب القوة المؤثرة عليه.'),
      en('A force of 20 N acts on a mass of 4 kg. Find the acceleration.'),
      en('What force is needed to accelerate a 1500 kg car at 3 m/s^2?'),
      en('Find the weight of a 70 kg person.'),
    ],
  },
  {
    label: 'work / energy',
    subject: 'physics',
    solver: 'physics',
    problems: [
      ar('احسب طاقة حركة جسم كتلته ٢ كجم يتحرك بسرعة ٣ م/ث'),
      ar('احسب الشغل المبذول بقوة ٥٠ نيوتن لتحريك جسم مسافة ١٠ م'),
      ar('احسب طاقة الوضع لجسم كتلته ٥ كجم على ارتفاع ١٠ م'),
      en('Find the kinetic energy of a 2 kg ball moving at 3 m/s'),
      en('A force of 50 N moves a box 10 m. How much work is done?'),
      en('Find the potential energy of a 5 kg mass at a height of 10 m'),
    ],
  },
  {
    label: 'Ohm’s law',
    subject: 'physics',
    solver: 'physics',
    problems: [
      ar('مقاومة ١٠ أوم يمر بها تيار شدته ٢ أمبير. احسب فرق الجهد.'),
      ar('احسب شدة التيار المار في مقاومة ٢٠ أوم عند فرق جهد ١٢ فولت'),
      ar('مصباح يمر به تيار ٠٫٥ أمبير عند فرق جهد ٢٢٠ فولت. احسب مقاومته.'),
      en('A 10 ohm resistor carries a current of 2 A. Find the voltage across it.'),
      en('Find the current through a 20 Ω resistor connected to 12 V'),
      en('A lamp draws 0.5 A from a 220 V supply. What is its resistance?'),
    ],
  },
  {
    label: 'density / pressure',
    subject: 'physics',
    solver: 'physics',
    problems: [
      ar('جسم كتلته ٢٠٠ جم وحجمه ٥٠ سم³. احسب كثافته.'),
      ar('قوة مقدارها ٦٠٠ نيوتن تؤثر على مساحة ٢ م². احسب الضغط.'),
      ar('احسب ضغط الماء عند عمق ٥ م علمًا بأن كثافة الماء ١٠٠٠ كجم/م³'),
      en('A block has a mass of 500 g and a volume of 200 cm^3. Find its density.'),
      en('A force of 100 N acts on an area of 0.5 m^2. Find the pressure.'),
      en('Find the water pressure at a depth of 10 m (density 1000 kg/m^3).'),
    ],
  },
  {
    label: 'molar mass',
    subject: 'chemistry',
    solver: 'chemistry',
    problems: [
      ar('احسب الكتلة المولية لـ H2SO4'),
      ar('احسب الكتلة المولية لكربونات الكالسيوم CaCO3'),
      ar('ما الكتلة المولية لـ Ca(OH)2؟'),
      en('molar mass of H2SO4'),
      en('Calculate the molar mass of Ca(OH)2'),
      en('What is the molar mass of CuSO4·5H2O?'),
    ],
  },
  {
    label: 'balancing equations',
    subject: 'chemistry',
    solver: 'chemistry',
    problems: [
      ar('زن المعادلة H2 + O2 -> H2O'),
      ar('وازن المعادلة Al + O2 → Al2O3'),
      ar('زن المعادلة التالية: CH4 + O2 → CO2 + H2O'),
      en('Balance H2 + O2 -> H2O'),
      en('Balance the equation Fe + O2 -> Fe2O3'),
      en('balance C3H8 + O2 -> CO2 + H2O'),
    ],
  },
  {
    label: 'concept question',
    subject: null,
    solver: 'concept',
    problems: [
      ar('اشرح قانون أوم'),
      ar('ما هو قانون نيوتن الأول؟'),
      ar('اشرح البناء الضوئي'),
      en('Explain Ohm’s law'),
      en('What is Newton’s first law?'),
      en('Explain photosynthesis'),
    ],
  },
];
