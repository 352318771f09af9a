/**
 * Story data for the study packs screen: packs in all four categories and three levels, in the API's bilingual
 * shape, with a long Arabic title, a long English title and points full of `$…$` maths (fractions, units,
 * chemical formulas) mixed into Arabic sentences.
 */
import type { StudyPack } from '../../contract/learning';

export const LONG_ARABIC_PACK_TITLE =
  'قوانين الحركة في خط مستقيم والمقذوفات الأفقية والرأسية مع تطبيقات محلولة من امتحانات الثانوية العامة';
export const LONG_ENGLISH_PACK_TITLE =
  'Motion in a straight line, horizontal and vertical projectiles, with worked applications from past Thanaweya Amma exams';

export const motionPack: StudyPack = {
  id: 'phys-linear-motion',
  title: LONG_ARABIC_PACK_TITLE,
  titleEn: LONG_ENGLISH_PACK_TITLE,
  subject: 'physics',
  level: 'grade10',
  icon: '🚗',
  category: 'physics',
  summary: [
    'السرعة المتجهة $v = \\frac{\\Delta x}{\\Delta t}$ وتقاس بوحدة $\\mathrm{m/s}$.',
    'العجلة معدل تغير السرعة $a = \\frac{\\Delta v}{\\Delta t}$ وتقاس بوحدة $\\mathrm{m/s^2}$.',
    'المعادلة الأولى للحركة بعجلة منتظمة: $v_f = v_i + at$.',
    'السقوط الحر: تسقط كل الأجسام بنفس العجلة $g \\approx 9.8\\,\\mathrm{m/s^2}$ بإهمال مقاومة الهواء.',
  ],
  summaryEn: [
    'Velocity $v = \\frac{\\Delta x}{\\Delta t}$, measured in $\\mathrm{m/s}$.',
    'Acceleration is the rate of change of velocity $a = \\frac{\\Delta v}{\\Delta t}$, measured in $\\mathrm{m/s^2}$.',
    'First equation of uniformly accelerated motion: $v_f = v_i + at$.',
    'Free fall: all bodies fall with the same acceleration $g \\approx 9.8\\,\\mathrm{m/s^2}$ when air resistance is neglected.',
  ],
};

export const ohmPack: StudyPack = {
  id: 'phys-current-electricity',
  title: 'التيار الكهربي وقانون أوم',
  titleEn: "Electric current and Ohm's law",
  subject: 'physics',
  level: 'grade12',
  icon: '⚡',
  category: 'physics',
  summary: ['شدة التيار $I = \\frac{Q}{t}$ وتقاس بالأمبير.', 'قانون أوم: $V = IR$.', 'المقاومات على التوالي: $R = R_1 + R_2 + R_3$.'],
  summaryEn: ['Current $I = \\frac{Q}{t}$, measured in amperes.', "Ohm's law: $V = IR$.", 'Resistors in series: $R = R_1 + R_2 + R_3$.'],
};

export const molePack: StudyPack = {
  id: 'chem-mole',
  title: 'المول والحسابات الكيميائية',
  titleEn: 'The mole and chemical calculations',
  subject: 'chemistry',
  level: 'grade11',
  icon: '⚗️',
  category: 'chemistry',
  summary: [
    'المول كمية من المادة تحتوي على عدد أفوجادرو $6.02 \\times 10^{23}$ من الجسيمات.',
    'عدد المولات $n = \\frac{m}{M}$ حيث $M$ الكتلة المولية.',
    'حجم المول من أي غاز في الظروف القياسية $22.4\\,\\mathrm{L}$.',
    'الكتلة المولية للماء $\\mathrm{H_2O}$ تساوي $18\\,\\mathrm{g/mol}$.',
    'النسبة المئوية للعنصر = (كتلة العنصر ÷ كتلة المركب) × 100.',
  ],
  summaryEn: [
    "A mole is the amount of substance containing Avogadro's number $6.02 \\times 10^{23}$ of particles.",
    'Number of moles $n = \\frac{m}{M}$ where $M$ is the molar mass.',
    'One mole of any gas occupies $22.4\\,\\mathrm{L}$ at STP.',
    'The molar mass of water $\\mathrm{H_2O}$ is $18\\,\\mathrm{g/mol}$.',
    'Percentage of an element = (mass of the element ÷ mass of the compound) × 100.',
  ],
};

export const quadraticsPack: StudyPack = {
  id: 'math-quadratics',
  title: 'المعادلات التربيعية',
  titleEn: 'Quadratic equations',
  subject: 'math',
  level: 'grade10',
  icon: '📐',
  category: 'mathematics',
  summary: [
    'الصورة العامة: $ax^2 + bx + c = 0$ حيث $a \\neq 0$.',
    'القانون العام: $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$.',
    'المميز $\\Delta = b^2 - 4ac$: إذا كان موجبًا فللمعادلة جذران حقيقيان مختلفان.',
  ],
  summaryEn: [
    'General form: $ax^2 + bx + c = 0$ where $a \\neq 0$.',
    'Quadratic formula: $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$.',
    'The discriminant $\\Delta = b^2 - 4ac$: when positive the equation has two distinct real roots.',
  ],
};

export const cellPack: StudyPack = {
  id: 'bio-cell',
  title: 'الخلية: الوحدة الأساسية للحياة',
  titleEn: 'The cell: the basic unit of life',
  subject: 'biology',
  level: 'grade10',
  icon: '🧬',
  category: 'biology',
  summary: ['الخلية أصغر وحدة تركيبية ووظيفية في الكائن الحي.', 'الميتوكوندريا مركز إنتاج الطاقة في صورة $\\mathrm{ATP}$.'],
  summaryEn: ['The cell is the smallest structural and functional unit of a living organism.', 'Mitochondria produce energy in the form of $\\mathrm{ATP}$.'],
};

/** Every fixture pack in display order: chemistry, physics, mathematics, biology. */
export const storyPacks: StudyPack[] = [molePack, motionPack, ohmPack, quadraticsPack, cellPack];
