/**
 * Sample tutor replies and student messages for the conversation stories: Arabic explanations with maths, long
 * Arabic and English text, mixed Arabic/English/maths, prices next to formulas, a table, code and a hostile
 * message that the sanitiser must defuse. Also `pageTable()`: the string table of the language the global
 * decorator chose, so one play function checks the exact texts in Arabic and in English.
 */
import { translator, type Language } from '../../../ui-kit/i18n';
import type { ChatMessageView } from '../../../ui-kit/chat/conversation';

/** `t()` of the language now on <html lang>. */
export function pageTable() {
  const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
  return { language, t: translator(language) };
}

export const quadraticExplanation = `## حل المعادلة التربيعية

المعادلة التربيعية هي أي معادلة على الصورة $ax^2 + bx + c = 0$ حيث $a \\neq 0$. لاحظ أن الحد $x^2$ هو أعلى قوة للمجهول.

نستخدم **القانون العام**:

$$\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$$

1. احسب المميز \\(\\Delta = b^2 - 4ac\\).
2. إذا كان $\\Delta > 0$ فللمعادلة جذران حقيقيان مختلفان.
3. إذا كان $\\Delta = 0$ فلها جذر واحد مكرر.`;

export const pricesAndMaths = `اشتراك بريميوم الشهري بـ 99 جنيه فقط، والسنوي بـ 999 جنيه.
In dollars that is about $5 a month; a book costs $5 and a pen $10.
أما المعادلة فهي $y = 2x + 5$ وقيمتها عند $x = 3$ هي $11$.`;

export const allDelimiters = `Inline with dollars: $E = mc^2$, inline with parentheses: \\(F = ma\\).

Display with dollars:

$$v^2 = u^2 + 2as$$

Display with brackets:

\\[\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\\]`;

export const tableReply = `قارن بين قوانين الحركة:

| القانون | الصيغة | الوحدة | مثال |
| --- | --- | --- | --- |
| السرعة المتوسطة | $v = \\frac{d}{t}$ | m/s | سيارة تقطع 120 km في 2 h |
| العجلة | $a = \\frac{\\Delta v}{\\Delta t}$ | m/s² | جسم يتسارع من السكون |
| القوة (نيوتن الثاني) | $F = ma$ | N (kg·m/s²) | دفع عربة كتلتها 20 kg |
| الشغل | $W = F d \\cos\\theta$ | J | رفع صندوق إلى ارتفاع 2 m |`;

export const codeReply = `يمكنك التحقق من الحل بهذا البرنامج الصغير بلغة \`Python\`:

\`\`\`python
import math

def solve_quadratic(a: float, b: float, c: float) -> tuple[float, float]:
    discriminant = b ** 2 - 4 * a * c  # المميز
    root = math.sqrt(discriminant)
    return ((-b + root) / (2 * a), (-b - root) / (2 * a))

print(solve_quadratic(1, -5, 6))  # (3.0, 2.0)
\`\`\`

الدالة \`solve_quadratic\` تعيد الجذرين.`;

export const hostileReply = `Click [here](javascript:alert('hacked')) for the answer.

<script>alert('hacked')</script>

<img src="x" onerror="alert('hacked')">

A safe link: [Egyptian Knowledge Bank](https://www.ekb.eg).`;

export const longArabic = `الخلية هي الوحدة الأساسية للتركيب والوظيفة في جميع الكائنات الحية، فكل كائن حي مهما كان حجمه يتكون من خلية واحدة أو أكثر. تحتوي الخلية الحيوانية على غشاء خلوي رقيق يحيط بها وينظم دخول المواد وخروجها، وعلى السيتوبلازم الذي تسبح فيه العضيات المختلفة، وعلى النواة التي تحمل المادة الوراثية وتتحكم في جميع أنشطة الخلية.

أما الخلية النباتية فتتميز عن الخلية الحيوانية بوجود جدار خلوي صلب مكون من السليلوز يمنحها شكلًا ثابتًا ويحميها، وبوجود البلاستيدات الخضراء التي تقوم بعملية البناء الضوئي فتصنع الغذاء من ثاني أكسيد الكربون والماء في وجود ضوء الشمس، إضافة إلى فجوة عصارية كبيرة تملأ معظم حجم الخلية وتحافظ على انتفاخها.

- **الميتوكوندريا**: مصنع الطاقة في الخلية، تتم فيها عملية التنفس الخلوي.
- **الريبوسومات**: مسؤولة عن تصنيع البروتين.
- **جهاز جولجي**: يعدّل البروتينات ويغلفها ثم يرسلها إلى أماكن عملها.`;

export const longEnglish = `Newton's second law states that the net force acting on an object equals the rate of change of its momentum. For an object whose mass does not change, this reduces to the familiar form $F = ma$, where $F$ is the net force in newtons, $m$ is the mass in kilograms and $a$ is the acceleration in metres per second squared.

The law explains why a heavier trolley needs a harder push to reach the same speed in the same time, and why a footballer can kick a light ball much further than a heavy medicine ball with the same effort. It also tells us that acceleration always points in the direction of the net force, not necessarily in the direction of motion: a car braking while moving forward has a backward acceleration.

A very long identifier such as supercalifragilisticexpialidociousconstantofproportionality must wrap instead of overflowing a narrow bubble.`;

export const mixedArabicEnglishMaths = `قانون Ohm ينص على أن $V = IR$، أي أن فرق الجهد (Voltage) يساوي شدة التيار (Current) مضروبة في المقاومة (Resistance).

مثال: إذا كانت $R = 10\\,\\Omega$ و $I = 2\\,\\text{A}$ فإن:

$$V = 2 \\times 10 = 20\\,\\text{V}$$

In English: the voltage across the resistor is 20 V. وبالعربي: فرق الجهد يساوي 20 فولت.`;

export const wideFormula = `صيغة طويلة لا تتسع لشاشة الهاتف:

$$f(x) = a_0 + a_1 x + a_2 x^2 + a_3 x^3 + a_4 x^4 + a_5 x^5 + a_6 x^6 + a_7 x^7 + a_8 x^8 + a_9 x^9 + a_{10} x^{10}$$`;

export const invalidLatex = `صيغة بها خطأ: $\\frac{1}{$ وبعدها نص عادي.`;

const minute = 60_000;
const start = Date.parse('2025-03-10T16:00:00Z');
const at = (minutes: number) => new Date(start + minutes * minute).toISOString();

/** A short conversation: Arabic question, Arabic answer with maths, an English follow-up, a table. */
export const conversation: ChatMessageView[] = [
  { id: 'm1', role: 'user', content: 'ازاي أحل المعادلة س² − 5س + 6 = 0 ؟', createdAt: at(0) },
  { id: 'm2', role: 'assistant', content: quadraticExplanation, createdAt: at(1) },
  { id: 'm3', role: 'user', content: 'Can you explain Ohm\'s law in English and Arabic?', createdAt: at(3) },
  { id: 'm4', role: 'assistant', content: mixedArabicEnglishMaths, createdAt: at(4) },
  { id: 'm5', role: 'user', content: 'قارن لي بين قوانين الحركة في جدول', createdAt: at(6) },
  { id: 'm6', role: 'assistant', content: tableReply, createdAt: at(7) },
];

/** Many short exchanges: enough to scroll in any frame. */
export function longConversation(exchanges: number): ChatMessageView[] {
  return Array.from({ length: exchanges }, (_, index) => [
    { id: `q${index}`, role: 'user' as const, content: `سؤال رقم ${index + 1}: ما ناتج ${index + 2} × ${index + 3}؟`, createdAt: at(index * 2) },
    {
      id: `a${index}`,
      role: 'assistant' as const,
      content: `الناتج هو $${(index + 2) * (index + 3)}$ لأن $${index + 2} \\times ${index + 3} = ${(index + 2) * (index + 3)}$.`,
      createdAt: at(index * 2 + 1),
    },
  ]).flat();
}

/** A small illustration as an inline SVG, so the story needs no network. */
export const illustrationUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">' +
    '<rect width="320" height="160" fill="#e0f2f1"/>' +
    '<path d="M20 140 Q160 -60 300 140" fill="none" stroke="#0b6e6e" stroke-width="4"/>' +
    '<line x1="20" y1="140" x2="300" y2="140" stroke="#4b5563" stroke-width="2"/>' +
    '</svg>',
)}`;
