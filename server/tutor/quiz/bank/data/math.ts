/**
 * Seeded mathematics quiz questions of the Thanaweya Amma curriculum. Only the questions of a topic carry its
 * topic words (complex numbers, differentiation, integration…), so a quiz on a topic starts with its own questions.
 * Texts use String.raw so LaTeX keeps its backslashes; a `$` is never followed directly by `{`.
 */
import type { BankQuestion, BankQuestionText } from '../types';

const tex = String.raw;

type Wording = Pick<BankQuestionText, 'question' | 'explanation'>;
type Options = readonly string[] | { ar: readonly string[]; en: readonly string[] };

/** One question; maths-only options are shared by both languages, worded options are given per language. */
function question(
  id: string,
  keywords: BankQuestion['keywords'],
  correctAnswer: number,
  options: Options,
  ar: Wording,
  en: Wording,
): BankQuestion {
  const [arOptions, enOptions] = 'ar' in options ? [options.ar, options.en] : [options, options];
  return {
    id,
    keywords,
    ar: { question: ar.question, options: arOptions, correctAnswer, explanation: ar.explanation },
    en: { question: en.question, options: enOptions, correctAnswer, explanation: en.explanation },
  };
}

const complexNumbers = ['الأعداد المركبة', 'العدد المركب', 'الاعداد المركبه'];
const complexNumbersEn = ['complex numbers', 'complex number'];
const differentiation = ['التفاضل', 'المشتقة', 'الاشتقاق'];
const differentiationEn = ['differentiation', 'derivative', 'derivatives'];
const integration = ['التكامل', 'التكاملات'];
const integrationEn = ['integration', 'integral', 'integrals'];

export const mathQuestions: readonly BankQuestion[] = [
  // ── Complex numbers ─────────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-complex-powers-of-i',
    { ar: [...complexNumbers, 'قوى العدد التخيلي', 'العدد التخيلي'], en: [...complexNumbersEn, 'powers of i', 'imaginary unit'] },
    3,
    [tex`$1$`, tex`$-1$`, tex`$i$`, tex`$-i$`],
    {
      question: tex`ما قيمة $i^{27}$ حيث $i$ العدد التخيلي ($i^2 = -1$)؟`,
      explanation: tex`قوى $i$ تتكرر كل أربع. باقي قسمة $27$ على $4$ هو $3$، إذن $i^{27} = i^{24} \cdot i^{3} = 1 \cdot (-i) = -i$.`,
    },
    {
      question: tex`What is the value of $i^{27}$, where $i$ is the imaginary unit ($i^2 = -1$)?`,
      explanation: tex`Powers of $i$ repeat every four. The remainder of $27 \div 4$ is $3$, so $i^{27} = i^{24} \cdot i^{3} = 1 \cdot (-i) = -i$.`,
    },
  ),
  question(
    'math-complex-modulus',
    { ar: [...complexNumbers, 'مقياس العدد المركب'], en: [...complexNumbersEn, 'modulus'] },
    0,
    [tex`$5$`, tex`$7$`, tex`$25$`, tex`$\sqrt{7}$`],
    {
      question: tex`ما مقياس العدد المركب $z = 3 - 4i$؟`,
      explanation: tex`مقياس العدد المركب $z = x + yi$ هو $|z| = \sqrt{x^2 + y^2} = \sqrt{3^2 + (-4)^2} = \sqrt{9 + 16} = \sqrt{25} = 5$.`,
    },
    {
      question: tex`What is the modulus of the complex number $z = 3 - 4i$?`,
      explanation: tex`The modulus of $z = x + yi$ is $|z| = \sqrt{x^2 + y^2} = \sqrt{3^2 + (-4)^2} = \sqrt{9 + 16} = \sqrt{25} = 5$.`,
    },
  ),
  question(
    'math-complex-conjugate-product',
    { ar: [...complexNumbers, 'مرافق العدد المركب', 'المرافق'], en: [...complexNumbersEn, 'complex conjugate', 'conjugate'] },
    1,
    [tex`$-5$`, tex`$13$`, tex`$4 - 9i$`, tex`$5$`],
    {
      question: tex`ناتج ضرب العدد المركب $2 + 3i$ في مرافقه يساوي:`,
      explanation: tex`مرافق $2 + 3i$ هو $2 - 3i$، و$(2 + 3i)(2 - 3i) = 2^2 - (3i)^2 = 4 - 9i^2 = 4 + 9 = 13$، وهو عدد حقيقي.`,
    },
    {
      question: tex`The product of the complex number $2 + 3i$ and its conjugate is:`,
      explanation: tex`The conjugate of $2 + 3i$ is $2 - 3i$, and $(2 + 3i)(2 - 3i) = 2^2 - (3i)^2 = 4 - 9i^2 = 4 + 9 = 13$, a real number.`,
    },
  ),
  question(
    'math-complex-division',
    { ar: [...complexNumbers, 'قسمة الأعداد المركبة'], en: [...complexNumbersEn, 'dividing complex numbers'] },
    2,
    [tex`$2 - i$`, tex`$10 + 5i$`, tex`$2 + i$`, tex`$\frac{5}{2} + 5i$`],
    {
      question: tex`العدد المركب $\frac{5}{2 - i}$ في صورة $x + yi$ يساوي:`,
      explanation: tex`نضرب البسط والمقام في مرافق المقام $2 + i$: $\frac{5(2 + i)}{(2 - i)(2 + i)} = \frac{5(2 + i)}{4 + 1} = 2 + i$.`,
    },
    {
      question: tex`Written in the form $x + yi$, the complex number $\frac{5}{2 - i}$ equals:`,
      explanation: tex`Multiply the numerator and the denominator by the conjugate of the denominator, $2 + i$: $\frac{5(2 + i)}{(2 - i)(2 + i)} = \frac{5(2 + i)}{4 + 1} = 2 + i$.`,
    },
  ),
  question(
    'math-cube-roots-of-unity',
    {
      ar: [...complexNumbers, 'الجذور التكعيبية للواحد الصحيح', 'أوميجا'],
      en: [...complexNumbersEn, 'cube roots of unity', 'omega'],
    },
    1,
    [tex`$1$`, tex`$-1$`, tex`$0$`, tex`$8$`],
    {
      question: tex`إذا كان $\omega$ أحد الجذرين التكعيبيين غير الحقيقيين للواحد الصحيح، فإن $(1 + \omega^2)^3$ يساوي:`,
      explanation: tex`لأن $1 + \omega + \omega^2 = 0$ فإن $1 + \omega^2 = -\omega$، إذن $(1 + \omega^2)^3 = (-\omega)^3 = -\omega^3 = -1$ لأن $\omega^3 = 1$.`,
    },
    {
      question: tex`If $\omega$ is one of the two non-real cube roots of unity, then $(1 + \omega^2)^3$ equals:`,
      explanation: tex`Since $1 + \omega + \omega^2 = 0$, we have $1 + \omega^2 = -\omega$, so $(1 + \omega^2)^3 = (-\omega)^3 = -\omega^3 = -1$ because $\omega^3 = 1$.`,
    },
  ),
  question(
    'math-quadratic-nature-of-roots',
    {
      ar: [...complexNumbers, 'نوع جذري المعادلة', 'المميز', 'الجذور المركبة'],
      en: [...complexNumbersEn, 'nature of roots', 'discriminant', 'complex roots'],
    },
    2,
    {
      ar: ['جذران حقيقيان مختلفان', 'جذران حقيقيان متساويان', 'جذران مركبان مترافقان (غير حقيقيين)', 'جذر حقيقي وجذر مركب'],
      en: ['Two different real roots', 'Two equal real roots', 'Two conjugate complex (non-real) roots', 'One real root and one complex root'],
    },
    {
      question: tex`ما نوع جذري المعادلة $x^2 - 4x + 13 = 0$؟`,
      explanation: tex`المميز $\Delta = b^2 - 4ac = 16 - 52 = -36 < 0$، إذن الجذران مركبان مترافقان هما $x = \frac{4 \pm 6i}{2} = 2 \pm 3i$.`,
    },
    {
      question: tex`What is the nature of the roots of $x^2 - 4x + 13 = 0$?`,
      explanation: tex`The discriminant is $\Delta = b^2 - 4ac = 16 - 52 = -36 < 0$, so the roots are conjugate complex numbers: $x = \frac{4 \pm 6i}{2} = 2 \pm 3i$.`,
    },
  ),

  // ── Differentiation ─────────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-derivative-polynomial-at-point',
    { ar: [...differentiation, 'مشتقة كثيرة الحدود'], en: [...differentiationEn, 'power rule'] },
    1,
    [tex`$8$`, tex`$4$`, tex`$5$`, tex`$0$`],
    {
      question: tex`إذا كانت $f(x) = x^3 - 2x^2 + 5$ فإن $f'(2)$ تساوي:`,
      explanation: tex`$f'(x) = 3x^2 - 4x$، إذن $f'(2) = 3(4) - 4(2) = 12 - 8 = 4$. (القيمة $5$ هي $f(2)$ وليست المشتقة.)`,
    },
    {
      question: tex`If $f(x) = x^3 - 2x^2 + 5$, then $f'(2)$ equals:`,
      explanation: tex`$f'(x) = 3x^2 - 4x$, so $f'(2) = 3(4) - 4(2) = 12 - 8 = 4$. (The value $5$ is $f(2)$, not the derivative.)`,
    },
  ),
  question(
    'math-derivative-sine-chain-rule',
    { ar: [...differentiation, 'قاعدة السلسلة', 'مشتقة الدوال المثلثية'], en: [...differentiationEn, 'chain rule', 'derivative of sine'] },
    3,
    [tex`$\cos(3x^2)$`, tex`$-6x\cos(3x^2)$`, tex`$3x^2\cos(3x^2)$`, tex`$6x\cos(3x^2)$`],
    {
      question: tex`إذا كانت $y = \sin(3x^2)$ فإن $\frac{dy}{dx}$ تساوي:`,
      explanation: tex`بقاعدة السلسلة: مشتقة $\sin u$ هي $\cos u \cdot u'$، و$u = 3x^2$ مشتقتها $6x$، إذن $\frac{dy}{dx} = 6x\cos(3x^2)$.`,
    },
    {
      question: tex`If $y = \sin(3x^2)$, then $\frac{dy}{dx}$ equals:`,
      explanation: tex`By the chain rule, the derivative of $\sin u$ is $\cos u \cdot u'$, and $u = 3x^2$ has derivative $6x$, so $\frac{dy}{dx} = 6x\cos(3x^2)$.`,
    },
  ),
  question(
    'math-derivative-chain-rule-power',
    { ar: [...differentiation, 'قاعدة السلسلة'], en: [...differentiationEn, 'chain rule'] },
    0,
    [tex`$10(2x + 1)^4$`, tex`$5(2x + 1)^4$`, tex`$2(2x + 1)^5$`, tex`$10(2x + 1)^5$`],
    {
      question: tex`إذا كانت $y = (2x + 1)^5$ فإن $\frac{dy}{dx}$ تساوي:`,
      explanation: tex`بقاعدة السلسلة: $\frac{dy}{dx} = 5(2x + 1)^4 \cdot 2 = 10(2x + 1)^4$. الخطأ الشائع هو نسيان الضرب في مشتقة ما بداخل القوس.`,
    },
    {
      question: tex`If $y = (2x + 1)^5$, then $\frac{dy}{dx}$ equals:`,
      explanation: tex`By the chain rule, $\frac{dy}{dx} = 5(2x + 1)^4 \cdot 2 = 10(2x + 1)^4$. The common mistake is forgetting to multiply by the derivative of the bracket.`,
    },
  ),
  question(
    'math-derivative-exponential',
    { ar: [...differentiation, 'مشتقة الدالة الأسية'], en: [...differentiationEn, 'exponential function'] },
    1,
    [tex`$e^{3x}$`, tex`$3e^{3x}$`, tex`$3xe^{3x - 1}$`, tex`$\frac{1}{3}e^{3x}$`],
    {
      question: tex`مشتقة الدالة $y = e^{3x}$ بالنسبة إلى $x$ هي:`,
      explanation: tex`مشتقة $e^{u}$ هي $e^{u} \cdot u'$، و$u = 3x$ مشتقتها $3$، إذن $y' = 3e^{3x}$. قاعدة القوة لا تطبق على الدالة الأسية.`,
    },
    {
      question: tex`The derivative of $y = e^{3x}$ with respect to $x$ is:`,
      explanation: tex`The derivative of $e^{u}$ is $e^{u} \cdot u'$, and $u = 3x$ has derivative $3$, so $y' = 3e^{3x}$. The power rule does not apply to an exponential function.`,
    },
  ),
  question(
    'math-derivative-natural-log',
    { ar: [...differentiation, 'مشتقة اللوغاريتم الطبيعي'], en: [...differentiationEn, 'natural logarithm'] },
    2,
    [tex`$\frac{1}{x^2 + 1}$`, tex`$2x\ln(x^2 + 1)$`, tex`$\frac{2x}{x^2 + 1}$`, tex`$\frac{2}{x}$`],
    {
      question: tex`إذا كانت $y = \ln(x^2 + 1)$ فإن $\frac{dy}{dx}$ تساوي:`,
      explanation: tex`مشتقة $\ln u$ هي $\frac{u'}{u}$، و$u = x^2 + 1$ مشتقتها $2x$، إذن $\frac{dy}{dx} = \frac{2x}{x^2 + 1}$.`,
    },
    {
      question: tex`If $y = \ln(x^2 + 1)$, then $\frac{dy}{dx}$ equals:`,
      explanation: tex`The derivative of $\ln u$ is $\frac{u'}{u}$, and $u = x^2 + 1$ has derivative $2x$, so $\frac{dy}{dx} = \frac{2x}{x^2 + 1}$.`,
    },
  ),
  question(
    'math-derivative-tangent-slope',
    { ar: [...differentiation, 'ميل المماس', 'معادلة المماس'], en: [...differentiationEn, 'slope of the tangent', 'tangent to a curve'] },
    3,
    [tex`$-2$`, tex`$1$`, tex`$2$`, tex`$-1$`],
    {
      question: tex`ميل المماس للمنحنى $y = x^2 - 3x$ عند النقطة $(1, -2)$ يساوي:`,
      explanation: tex`ميل المماس هو قيمة المشتقة عند النقطة: $\frac{dy}{dx} = 2x - 3$، وعند $x = 1$ يكون الميل $2 - 3 = -1$.`,
    },
    {
      question: tex`The slope of the tangent to the curve $y = x^2 - 3x$ at the point $(1, -2)$ is:`,
      explanation: tex`The slope of the tangent is the value of the derivative at the point: $\frac{dy}{dx} = 2x - 3$, and at $x = 1$ the slope is $2 - 3 = -1$.`,
    },
  ),
  question(
    'math-derivative-local-minimum',
    { ar: [...differentiation, 'القيم العظمى والصغرى', 'القيمة الصغرى المحلية'], en: [...differentiationEn, 'local minimum', 'maxima and minima'] },
    0,
    [tex`$-2$`, tex`$2$`, tex`$1$`, tex`$-1$`],
    {
      question: tex`القيمة الصغرى المحلية للدالة $f(x) = x^3 - 3x$ هي:`,
      explanation: tex`$f'(x) = 3x^2 - 3 = 0$ عند $x = \pm 1$، و$f''(x) = 6x$ فيكون $f''(1) = 6 > 0$، إذن توجد قيمة صغرى محلية عند $x = 1$ قيمتها $f(1) = 1 - 3 = -2$.`,
    },
    {
      question: tex`The local minimum value of the function $f(x) = x^3 - 3x$ is:`,
      explanation: tex`$f'(x) = 3x^2 - 3 = 0$ at $x = \pm 1$, and $f''(x) = 6x$ gives $f''(1) = 6 > 0$, so there is a local minimum at $x = 1$ with value $f(1) = 1 - 3 = -2$.`,
    },
  ),

  // ── Integration ─────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-integral-power-rule',
    { ar: [...integration, 'التكامل غير المحدد', 'تكامل كثيرات الحدود'], en: [...integrationEn, 'indefinite integral', 'power rule for integrals'] },
    1,
    [tex`$6x + 4 + C$`, tex`$x^3 + 2x^2 + C$`, tex`$3x^3 + 4x^2 + C$`, tex`$x^3 + 4x^2 + C$`],
    {
      question: tex`$\int (3x^2 + 4x)\,dx$ يساوي:`,
      explanation: tex`نرفع الأس بمقدار واحد ونقسم على الأس الجديد: $\int 3x^2\,dx = x^3$ و$\int 4x\,dx = 2x^2$، إذن الناتج $x^3 + 2x^2 + C$. (الاختيار $6x + 4$ هو المشتقة وليس التكامل.)`,
    },
    {
      question: tex`$\int (3x^2 + 4x)\,dx$ equals:`,
      explanation: tex`Raise each power by one and divide by the new power: $\int 3x^2\,dx = x^3$ and $\int 4x\,dx = 2x^2$, so the result is $x^3 + 2x^2 + C$. (The choice $6x + 4$ is the derivative, not the integral.)`,
    },
  ),
  question(
    'math-definite-integral',
    { ar: [...integration, 'التكامل المحدد'], en: [...integrationEn, 'definite integral'] },
    2,
    [tex`$4$`, tex`$5$`, tex`$6$`, tex`$2$`],
    {
      question: tex`ما قيمة التكامل المحدد $\int_0^2 (2x + 1)\,dx$؟`,
      explanation: tex`نكامل ثم نعوض بالحد الأعلى ونطرح التعويض بالحد الأدنى: $\int_0^2 (2x + 1)\,dx = \left[x^2 + x\right]_0^2 = (4 + 2) - 0 = 6$.`,
    },
    {
      question: tex`What is the value of the definite integral $\int_0^2 (2x + 1)\,dx$?`,
      explanation: tex`Integrate, then subtract the value at the lower limit from the value at the upper limit: $\int_0^2 (2x + 1)\,dx = \left[x^2 + x\right]_0^2 = (4 + 2) - 0 = 6$.`,
    },
  ),
  question(
    'math-integral-cosine',
    { ar: [...integration, 'تكامل الدوال المثلثية'], en: [...integrationEn, 'integral of cosine'] },
    3,
    [tex`$2\sin 2x + C$`, tex`$-\frac{1}{2}\sin 2x + C$`, tex`$\sin 2x + C$`, tex`$\frac{1}{2}\sin 2x + C$`],
    {
      question: tex`$\int \cos 2x\,dx$ يساوي:`,
      explanation: tex`$\int \cos(ax)\,dx = \frac{1}{a}\sin(ax) + C$، إذن $\int \cos 2x\,dx = \frac{1}{2}\sin 2x + C$. وللتحقق: مشتقة $\frac{1}{2}\sin 2x$ هي $\cos 2x$.`,
    },
    {
      question: tex`$\int \cos 2x\,dx$ equals:`,
      explanation: tex`$\int \cos(ax)\,dx = \frac{1}{a}\sin(ax) + C$, so $\int \cos 2x\,dx = \frac{1}{2}\sin 2x + C$. Check: the derivative of $\frac{1}{2}\sin 2x$ is $\cos 2x$.`,
    },
  ),

  // ── Quadratic equations ─────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-quadratic-sum-of-roots',
    { ar: ['المعادلة التربيعية', 'مجموع الجذرين', 'معادلة الدرجة الثانية'], en: ['quadratic equation', 'sum of roots', 'roots and coefficients'] },
    2,
    [tex`$-\frac{7}{2}$`, tex`$\frac{3}{2}$`, tex`$\frac{7}{2}$`, tex`$7$`],
    {
      question: tex`مجموع جذري المعادلة $2x^2 - 7x + 3 = 0$ يساوي:`,
      explanation: tex`مجموع الجذرين $= -\frac{b}{a} = -\frac{-7}{2} = \frac{7}{2}$. وللتحقق: الجذران هما $3$ و$\frac{1}{2}$ ومجموعهما $\frac{7}{2}$.`,
    },
    {
      question: tex`The sum of the roots of $2x^2 - 7x + 3 = 0$ is:`,
      explanation: tex`The sum of the roots is $-\frac{b}{a} = -\frac{-7}{2} = \frac{7}{2}$. Check: the roots are $3$ and $\frac{1}{2}$, whose sum is $\frac{7}{2}$.`,
    },
  ),
  question(
    'math-quadratic-solution-set',
    { ar: ['المعادلة التربيعية', 'حل المعادلة من الدرجة الثانية', 'التحليل'], en: ['quadratic equation', 'solving quadratics', 'factorising'] },
    1,
    [tex`$\{-5, 3\}$`, tex`$\{5, -3\}$`, tex`$\{5, 3\}$`, tex`$\{-5, -3\}$`],
    {
      question: tex`مجموعة حل المعادلة $x^2 - 2x - 15 = 0$ في $\mathbb{R}$ هي:`,
      explanation: tex`بالتحليل: $x^2 - 2x - 15 = (x - 5)(x + 3) = 0$، إذن $x = 5$ أو $x = -3$.`,
    },
    {
      question: tex`The solution set of $x^2 - 2x - 15 = 0$ in $\mathbb{R}$ is:`,
      explanation: tex`Factorising: $x^2 - 2x - 15 = (x - 5)(x + 3) = 0$, so $x = 5$ or $x = -3$.`,
    },
  ),
  question(
    'math-quadratic-form-from-roots',
    { ar: ['المعادلة التربيعية', 'تكوين المعادلة التربيعية', 'مجموع الجذرين وحاصل ضربهما'], en: ['quadratic equation', 'forming a quadratic', 'sum and product of roots'] },
    3,
    [tex`$x^2 + x - 6 = 0$`, tex`$x^2 - x + 6 = 0$`, tex`$x^2 - 5x - 6 = 0$`, tex`$x^2 - x - 6 = 0$`],
    {
      question: tex`المعادلة التربيعية التي جذراها $3$ و$-2$ هي:`,
      explanation: tex`المعادلة التي جذراها $L$ و$M$ هي $x^2 - (L + M)x + LM = 0$، والمجموع $3 + (-2) = 1$ وحاصل الضرب $3 \times (-2) = -6$، إذن $x^2 - x - 6 = 0$.`,
    },
    {
      question: tex`The quadratic equation whose roots are $3$ and $-2$ is:`,
      explanation: tex`The equation with roots $L$ and $M$ is $x^2 - (L + M)x + LM = 0$; the sum is $3 + (-2) = 1$ and the product is $3 \times (-2) = -6$, so $x^2 - x - 6 = 0$.`,
    },
  ),

  // ── Trigonometry ────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-trig-special-angles',
    { ar: ['النسب المثلثية', 'الزوايا الخاصة', 'حساب المثلثات'], en: ['trigonometric ratios', 'special angles', 'trigonometry'] },
    0,
    [tex`$1$`, tex`$\frac{1}{2}$`, tex`$\frac{\sqrt{3}}{2}$`, tex`$0$`],
    {
      question: tex`قيمة $\sin 60^\circ \cos 30^\circ + \sin 30^\circ \cos 60^\circ$ هي:`,
      explanation: tex`بالتعويض بقيم الزوايا الخاصة: $\frac{\sqrt{3}}{2} \cdot \frac{\sqrt{3}}{2} + \frac{1}{2} \cdot \frac{1}{2} = \frac{3}{4} + \frac{1}{4} = 1$.`,
    },
    {
      question: tex`The value of $\sin 60^\circ \cos 30^\circ + \sin 30^\circ \cos 60^\circ$ is:`,
      explanation: tex`Substituting the values of the special angles: $\frac{\sqrt{3}}{2} \cdot \frac{\sqrt{3}}{2} + \frac{1}{2} \cdot \frac{1}{2} = \frac{3}{4} + \frac{1}{4} = 1$.`,
    },
  ),
  question(
    'math-trig-tangent-from-sine',
    { ar: ['النسب المثلثية', 'ظل الزاوية', 'حساب المثلثات'], en: ['trigonometric ratios', 'tangent of an angle', 'trigonometry'] },
    1,
    [tex`$\frac{4}{3}$`, tex`$\frac{3}{4}$`, tex`$\frac{4}{5}$`, tex`$\frac{5}{3}$`],
    {
      question: tex`إذا كان $\sin\theta = \frac{3}{5}$ حيث $\theta$ زاوية حادة، فإن $\tan\theta$ يساوي:`,
      explanation: tex`من $\sin^2\theta + \cos^2\theta = 1$ يكون $\cos\theta = \sqrt{1 - \frac{9}{25}} = \frac{4}{5}$ (موجب لأن الزاوية حادة)، إذن $\tan\theta = \frac{3/5}{4/5} = \frac{3}{4}$.`,
    },
    {
      question: tex`If $\sin\theta = \frac{3}{5}$ where $\theta$ is an acute angle, then $\tan\theta$ equals:`,
      explanation: tex`From $\sin^2\theta + \cos^2\theta = 1$, $\cos\theta = \sqrt{1 - \frac{9}{25}} = \frac{4}{5}$ (positive for an acute angle), so $\tan\theta = \frac{3/5}{4/5} = \frac{3}{4}$.`,
    },
  ),
  question(
    'math-trig-radians-to-degrees',
    { ar: ['القياس الدائري', 'القياس الستيني', 'حساب المثلثات'], en: ['radian measure', 'degrees and radians', 'trigonometry'] },
    2,
    [tex`$60^\circ$`, tex`$240^\circ$`, tex`$120^\circ$`, tex`$150^\circ$`],
    {
      question: tex`الزاوية التي قياسها الدائري $\frac{2\pi}{3}$ قياسها الستيني يساوي:`,
      explanation: tex`للتحويل من القياس الدائري إلى الستيني نضرب في $\frac{180^\circ}{\pi}$: $x^\circ = \theta^{\text{rad}} \times \frac{180^\circ}{\pi} = \frac{2\pi}{3} \times \frac{180^\circ}{\pi} = 120^\circ$.`,
    },
    {
      question: tex`An angle of $\frac{2\pi}{3}$ radians measures, in degrees:`,
      explanation: tex`To convert radians to degrees, multiply by $\frac{180^\circ}{\pi}$: $x^\circ = \theta^{\text{rad}} \times \frac{180^\circ}{\pi} = \frac{2\pi}{3} \times \frac{180^\circ}{\pi} = 120^\circ$.`,
    },
  ),
  question(
    'math-trig-quadrant-signs',
    { ar: ['إشارات الدوال المثلثية', 'الأرباع', 'النسب المثلثية', 'حساب المثلثات'], en: ['signs of trigonometric functions', 'quadrants', 'trigonometric ratios', 'trigonometry'] },
    1,
    {
      ar: ['الربع الأول', 'الربع الثاني', 'الربع الثالث', 'الربع الرابع'],
      en: ['The first quadrant', 'The second quadrant', 'The third quadrant', 'The fourth quadrant'],
    },
    {
      question: tex`إذا كان $\sin\theta > 0$ و$\cos\theta < 0$، ففي أي ربع يقع الضلع النهائي للزاوية $\theta$؟`,
      explanation: tex`الجيب موجب في الربعين الأول والثاني، وجيب التمام سالب في الربعين الثاني والثالث، والربع المشترك هو الثاني.`,
    },
    {
      question: tex`If $\sin\theta > 0$ and $\cos\theta < 0$, in which quadrant does the terminal side of $\theta$ lie?`,
      explanation: tex`The sine is positive in the first and second quadrants and the cosine is negative in the second and third, so the common quadrant is the second.`,
    },
  ),
  question(
    'math-sine-rule-circumradius',
    { ar: ['قانون الجيب', 'حل المثلث', 'الدائرة المارة برؤوس المثلث'], en: ['sine rule', 'solving triangles', 'circumradius'] },
    2,
    [tex`$20$`, tex`$5$`, tex`$10$`, tex`$5\sqrt{3}$`],
    {
      question: tex`في المثلث $ABC$ إذا كان $a = 10$ سم و$m(\angle A) = 30^\circ$، فإن طول نصف قطر الدائرة المارة برؤوسه يساوي (بالسنتيمتر):`,
      explanation: tex`من قانون الجيب $\frac{a}{\sin A} = 2r$، أي $\frac{10}{1/2} = 20 = 2r$، إذن $r = 10$ سم.`,
    },
    {
      question: tex`In triangle $ABC$, $a = 10$ cm and $A = 30^\circ$. The radius of the circle through its vertices is (in cm):`,
      explanation: tex`By the sine rule $\frac{a}{\sin A} = 2r$, so $\frac{10}{1/2} = 20 = 2r$ and $r = 10$ cm.`,
    },
  ),
  question(
    'math-cosine-rule-side',
    { ar: ['قانون جيب التمام', 'حل المثلث'], en: ['cosine rule', 'solving triangles'] },
    3,
    [tex`$7$`, tex`$\sqrt{34}$`, tex`$4$`, tex`$\sqrt{19}$`],
    {
      question: tex`في المثلث $ABC$ إذا كان $b = 3$ سم و$c = 5$ سم و$m(\angle A) = 60^\circ$، فإن $a$ يساوي (بالسنتيمتر):`,
      explanation: tex`من قانون جيب التمام: $a^2 = b^2 + c^2 - 2bc\cos A = 9 + 25 - 2(3)(5)\left(\frac{1}{2}\right) = 34 - 15 = 19$، إذن $a = \sqrt{19}$ سم.`,
    },
    {
      question: tex`In triangle $ABC$, $b = 3$ cm, $c = 5$ cm and $A = 60^\circ$. Then $a$ equals (in cm):`,
      explanation: tex`By the cosine rule, $a^2 = b^2 + c^2 - 2bc\cos A = 9 + 25 - 2(3)(5)\left(\frac{1}{2}\right) = 34 - 15 = 19$, so $a = \sqrt{19}$ cm.`,
    },
  ),

  // ── Vectors ─────────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-vector-dot-product',
    { ar: ['المتجهات', 'الضرب القياسي', 'الضرب الداخلي'], en: ['vectors', 'dot product', 'scalar product'] },
    0,
    [tex`$4$`, tex`$12$`, tex`$-4$`, tex`$(2, -4, 6)$`],
    {
      question: tex`إذا كان $\vec{A} = (2, -1, 3)$ و$\vec{B} = (1, 4, 2)$ فإن $\vec{A} \cdot \vec{B}$ يساوي:`,
      explanation: tex`$\vec{A} \cdot \vec{B} = (2)(1) + (-1)(4) + (3)(2) = 2 - 4 + 6 = 4$، وناتج الضرب القياسي عدد وليس متجهًا.`,
    },
    {
      question: tex`If $\vec{A} = (2, -1, 3)$ and $\vec{B} = (1, 4, 2)$, then $\vec{A} \cdot \vec{B}$ equals:`,
      explanation: tex`$\vec{A} \cdot \vec{B} = (2)(1) + (-1)(4) + (3)(2) = 2 - 4 + 6 = 4$; a dot product is a scalar, not a vector.`,
    },
  ),
  question(
    'math-vector-norm',
    { ar: ['المتجهات', 'معيار المتجه', 'طول المتجه'], en: ['vectors', 'norm of a vector', 'magnitude of a vector'] },
    1,
    [tex`$5$`, tex`$7$`, tex`$49$`, tex`$\sqrt{11}$`],
    {
      question: tex`معيار المتجه $\vec{A} = (2, -3, 6)$ يساوي:`,
      explanation: tex`المعيار هو الجذر التربيعي لمجموع مربعات المركبات: $\|\vec{A}\| = \sqrt{2^2 + (-3)^2 + 6^2} = \sqrt{4 + 9 + 36} = \sqrt{49} = 7$.`,
    },
    {
      question: tex`The norm of the vector $\vec{A} = (2, -3, 6)$ is:`,
      explanation: tex`The norm is the square root of the sum of the squares of the components: $\|\vec{A}\| = \sqrt{2^2 + (-3)^2 + 6^2} = \sqrt{4 + 9 + 36} = \sqrt{49} = 7$.`,
    },
  ),
  question(
    'math-vectors-perpendicular',
    { ar: ['المتجهات', 'تعامد متجهين', 'الضرب القياسي'], en: ['vectors', 'perpendicular vectors', 'dot product'] },
    3,
    [tex`$-2$`, tex`$6$`, tex`$\frac{2}{3}$`, tex`$2$`],
    {
      question: tex`قيمة $k$ التي تجعل المتجهين $(k, 2, -1)$ و$(3, -1, 4)$ متعامدين هي:`,
      explanation: tex`يتعامد المتجهان إذا كان ضربهما القياسي صفرًا: $3k - 2 - 4 = 0$، أي $3k = 6$، إذن $k = 2$.`,
    },
    {
      question: tex`The value of $k$ that makes the vectors $(k, 2, -1)$ and $(3, -1, 4)$ perpendicular is:`,
      explanation: tex`Two vectors are perpendicular when their dot product is zero: $3k - 2 - 4 = 0$, so $3k = 6$ and $k = 2$.`,
    },
  ),
  question(
    'math-vector-cross-product',
    { ar: ['المتجهات', 'الضرب الاتجاهي'], en: ['vectors', 'cross product', 'vector product'] },
    2,
    [tex`$(6, 3, 1)$`, tex`$(-6, 3, -1)$`, tex`$(6, -3, 1)$`, tex`$(0, 2, 0)$`],
    {
      question: tex`إذا كان $\vec{A} = (1, 2, 0)$ و$\vec{B} = (0, 1, 3)$ فإن $\vec{A} \times \vec{B}$ يساوي:`,
      explanation: tex`$\vec{A} \times \vec{B} = (2 \cdot 3 - 0 \cdot 1,\ 0 \cdot 0 - 1 \cdot 3,\ 1 \cdot 1 - 2 \cdot 0) = (6, -3, 1)$. والمتجه $(-6, 3, -1)$ هو $\vec{B} \times \vec{A}$.`,
    },
    {
      question: tex`If $\vec{A} = (1, 2, 0)$ and $\vec{B} = (0, 1, 3)$, then $\vec{A} \times \vec{B}$ equals:`,
      explanation: tex`$\vec{A} \times \vec{B} = (2 \cdot 3 - 0 \cdot 1,\ 0 \cdot 0 - 1 \cdot 3,\ 1 \cdot 1 - 2 \cdot 0) = (6, -3, 1)$. The vector $(-6, 3, -1)$ is $\vec{B} \times \vec{A}$.`,
    },
  ),

  // ── The straight line ───────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-line-slope-two-points',
    { ar: ['الخط المستقيم', 'ميل الخط المستقيم', 'الميل'], en: ['straight line', 'slope', 'gradient'] },
    0,
    [tex`$3$`, tex`$\frac{1}{3}$`, tex`$-3$`, tex`$\frac{13}{5}$`],
    {
      question: tex`ميل المستقيم المار بالنقطتين $(1, 2)$ و$(4, 11)$ يساوي:`,
      explanation: tex`الميل يساوي فرق الإحداثيين الصاديين مقسومًا على فرق الإحداثيين السينيين: $m = \frac{y_2 - y_1}{x_2 - x_1} = \frac{11 - 2}{4 - 1} = \frac{9}{3} = 3$.`,
    },
    {
      question: tex`The slope of the line through the points $(1, 2)$ and $(4, 11)$ is:`,
      explanation: tex`The slope is the change in $y$ divided by the change in $x$: $m = \frac{y_2 - y_1}{x_2 - x_1} = \frac{11 - 2}{4 - 1} = \frac{9}{3} = 3$.`,
    },
  ),
  question(
    'math-line-perpendicular-slope',
    { ar: ['الخط المستقيم', 'المستقيمات المتعامدة', 'الميل'], en: ['straight line', 'perpendicular lines', 'slope'] },
    1,
    [tex`$\frac{2}{3}$`, tex`$-\frac{3}{2}$`, tex`$\frac{3}{2}$`, tex`$-\frac{2}{3}$`],
    {
      question: tex`ميل المستقيم العمودي على المستقيم $2x - 3y + 6 = 0$ يساوي:`,
      explanation: tex`ميل المستقيم المعطى $-\frac{a}{b} = -\frac{2}{-3} = \frac{2}{3}$، والمستقيمان متعامدان إذا كان $m_1 m_2 = -1$، إذن الميل المطلوب $-\frac{3}{2}$.`,
    },
    {
      question: tex`The slope of a line perpendicular to the line $2x - 3y + 6 = 0$ is:`,
      explanation: tex`The given line has slope $-\frac{a}{b} = -\frac{2}{-3} = \frac{2}{3}$; perpendicular lines satisfy $m_1 m_2 = -1$, so the required slope is $-\frac{3}{2}$.`,
    },
  ),
  question(
    'math-line-point-distance',
    { ar: ['الخط المستقيم', 'طول العمود من نقطة على مستقيم', 'البعد العمودي'], en: ['straight line', 'distance from a point to a line', 'perpendicular distance'] },
    2,
    [tex`$10$`, tex`$\frac{12}{5}$`, tex`$2$`, tex`$\frac{10}{7}$`],
    {
      question: tex`طول العمود المرسوم من النقطة $(1, 2)$ على المستقيم $3x + 4y - 1 = 0$ يساوي:`,
      explanation: tex`$L = \frac{|ax_1 + by_1 + c|}{\sqrt{a^2 + b^2}} = \frac{|3 + 8 - 1|}{\sqrt{9 + 16}} = \frac{10}{5} = 2$ وحدة طول.`,
    },
    {
      question: tex`The perpendicular distance from the point $(1, 2)$ to the line $3x + 4y - 1 = 0$ is:`,
      explanation: tex`$L = \frac{|ax_1 + by_1 + c|}{\sqrt{a^2 + b^2}} = \frac{|3 + 8 - 1|}{\sqrt{9 + 16}} = \frac{10}{5} = 2$ length units.`,
    },
  ),
  question(
    'math-line-midpoint',
    { ar: ['منتصف قطعة مستقيمة', 'إحداثيا نقطة المنتصف', 'الهندسة التحليلية'], en: ['midpoint of a segment', 'midpoint formula', 'analytic geometry'] },
    0,
    [tex`$(4, 1)$`, tex`$(2, 4)$`, tex`$(8, 2)$`, tex`$(4, -1)$`],
    {
      question: tex`إحداثيا منتصف القطعة المستقيمة $\overline{AB}$ حيث $A(2, -3)$ و$B(6, 5)$ هما:`,
      explanation: tex`المنتصف $= \left(\frac{x_1 + x_2}{2}, \frac{y_1 + y_2}{2}\right) = \left(\frac{2 + 6}{2}, \frac{-3 + 5}{2}\right) = (4, 1)$.`,
    },
    {
      question: tex`The midpoint of the segment $\overline{AB}$, where $A(2, -3)$ and $B(6, 5)$, is:`,
      explanation: tex`The midpoint is $\left(\frac{x_1 + x_2}{2}, \frac{y_1 + y_2}{2}\right) = \left(\frac{2 + 6}{2}, \frac{-3 + 5}{2}\right) = (4, 1)$.`,
    },
  ),

  // ── Sequences ───────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-arithmetic-sequence-term',
    { ar: ['المتتابعات', 'المتتابعة الحسابية', 'الحد العام'], en: ['sequences', 'arithmetic sequence', 'arithmetic progression'] },
    1,
    [tex`$65$`, tex`$62$`, tex`$60$`, tex`$59$`],
    {
      question: tex`الحد العشرون في المتتابعة الحسابية $5, 8, 11, \dots$ هو:`,
      explanation: tex`$a = 5$ و$d = 3$، إذن $T_{20} = a + 19d = 5 + 19 \times 3 = 62$.`,
    },
    {
      question: tex`The twentieth term of the arithmetic sequence $5, 8, 11, \dots$ is:`,
      explanation: tex`$a = 5$ and $d = 3$, so $T_{20} = a + 19d = 5 + 19 \times 3 = 62$.`,
    },
  ),
  question(
    'math-arithmetic-series-sum',
    { ar: ['المتتابعات', 'المتتابعة الحسابية', 'مجموع المتتابعة الحسابية'], en: ['sequences', 'arithmetic series', 'sum of an arithmetic sequence'] },
    3,
    [tex`$170$`, tex`$290$`, tex`$29$`, tex`$155$`],
    {
      question: tex`مجموع أول عشرة حدود من المتتابعة الحسابية التي حدها الأول $2$ وأساسها $3$ يساوي:`,
      explanation: tex`باستخدام قانون مجموع المتتابعة الحسابية حيث $a = 2$ و$d = 3$ و$n = 10$: $S_n = \frac{n}{2}\left[2a + (n - 1)d\right] = \frac{10}{2}\left[4 + 9 \times 3\right] = 5 \times 31 = 155$.`,
    },
    {
      question: tex`The sum of the first ten terms of the arithmetic sequence with first term $2$ and common difference $3$ is:`,
      explanation: tex`Using the sum formula of an arithmetic sequence with $a = 2$, $d = 3$ and $n = 10$: $S_n = \frac{n}{2}\left[2a + (n - 1)d\right] = \frac{10}{2}\left[4 + 9 \times 3\right] = 5 \times 31 = 155$.`,
    },
  ),
  question(
    'math-geometric-sum-to-infinity',
    { ar: ['المتتابعات', 'المتتابعة الهندسية', 'المجموع إلى ما لا نهاية'], en: ['sequences', 'geometric sequence', 'sum to infinity'] },
    2,
    [tex`$12$`, tex`$14$`, tex`$16$`, tex`$32$`],
    {
      question: tex`مجموع المتتابعة الهندسية اللانهائية $8, 4, 2, \dots$ يساوي:`,
      explanation: tex`$a = 8$ و$r = \frac{1}{2}$ و$|r| < 1$، إذن $S_\infty = \frac{a}{1 - r} = \frac{8}{1/2} = 16$.`,
    },
    {
      question: tex`The sum to infinity of the geometric sequence $8, 4, 2, \dots$ is:`,
      explanation: tex`$a = 8$, $r = \frac{1}{2}$ and $|r| < 1$, so $S_\infty = \frac{a}{1 - r} = \frac{8}{1/2} = 16$.`,
    },
  ),

  // ── Matrices and determinants ───────────────────────────────────────────────────────────────────────────────
  question(
    'math-determinant-second-order',
    { ar: ['المحددات', 'المصفوفات', 'قيمة المحدد'], en: ['determinants', 'determinant', 'matrices'] },
    1,
    [tex`$22$`, tex`$2$`, tex`$-2$`, tex`$7$`],
    {
      question: tex`قيمة المحدد $\begin{vmatrix} 3 & 5 \\ 2 & 4 \end{vmatrix}$ هي:`,
      explanation: tex`قيمة المحدد من الرتبة الثانية هي حاصل ضرب عنصري القطر الرئيسي مطروحًا منه حاصل ضرب عنصري القطر الآخر: $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = ad - bc = 3 \times 4 - 5 \times 2 = 12 - 10 = 2$.`,
    },
    {
      question: tex`The value of the determinant $\begin{vmatrix} 3 & 5 \\ 2 & 4 \end{vmatrix}$ is:`,
      explanation: tex`A second-order determinant is the product of the main diagonal minus the product of the other diagonal: $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = ad - bc = 3 \times 4 - 5 \times 2 = 12 - 10 = 2$.`,
    },
  ),
  question(
    'math-matrix-no-inverse',
    { ar: ['المصفوفات', 'المعكوس الضربي للمصفوفة', 'المحددات'], en: ['matrices', 'inverse of a matrix', 'singular matrix'] },
    0,
    [tex`$1$`, tex`$-1$`, tex`$4$`, tex`$9$`],
    {
      question: tex`قيمة $x$ التي تجعل المصفوفة $\begin{pmatrix} x & 2 \\ 3 & 6 \end{pmatrix}$ ليس لها معكوس ضربي هي:`,
      explanation: tex`لا يوجد معكوس ضربي إذا كان المحدد صفرًا: $6x - 2 \times 3 = 0$، أي $6x = 6$، إذن $x = 1$.`,
    },
    {
      question: tex`The value of $x$ for which the matrix $\begin{pmatrix} x & 2 \\ 3 & 6 \end{pmatrix}$ has no multiplicative inverse is:`,
      explanation: tex`A matrix has no multiplicative inverse when its determinant is zero: $6x - 2 \times 3 = 0$, so $6x = 6$ and $x = 1$.`,
    },
  ),
  question(
    'math-matrix-inverse',
    { ar: ['المصفوفات', 'معكوس المصفوفة', 'المعكوس الضربي للمصفوفة'], en: ['matrices', 'inverse of a matrix', 'matrix inverse'] },
    2,
    [
      tex`$\begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}$`,
      tex`$\begin{pmatrix} -3 & 1 \\ 5 & -2 \end{pmatrix}$`,
      tex`$\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$`,
      tex`$\begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix}$`,
    ],
    {
      question: tex`المعكوس الضربي للمصفوفة $A = \begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}$ هو:`,
      explanation: tex`$|A| = 6 - 5 = 1$، ونبدل عنصري القطر الرئيسي ونغير إشارتي العنصرين الآخرين ثم نقسم على المحدد: $A^{-1} = \begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$.`,
    },
    {
      question: tex`The multiplicative inverse of the matrix $A = \begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}$ is:`,
      explanation: tex`$|A| = 6 - 5 = 1$; swap the elements of the main diagonal, change the signs of the other two and divide by the determinant: $A^{-1} = \begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$.`,
    },
  ),
  question(
    'math-matrix-product-order',
    { ar: ['المصفوفات', 'ضرب المصفوفات', 'نظم المصفوفة'], en: ['matrices', 'matrix multiplication', 'order of a matrix'] },
    0,
    {
      ar: [tex`$2 \times 4$`, tex`$3 \times 3$`, tex`$4 \times 2$`, 'حاصل الضرب غير معرف'],
      en: [tex`$2 \times 4$`, tex`$3 \times 3$`, tex`$4 \times 2$`, 'The product is not defined'],
    },
    {
      question: tex`إذا كانت $A$ مصفوفة على النظم $2 \times 3$ و$B$ مصفوفة على النظم $3 \times 4$، فإن نظم المصفوفة $AB$ هو:`,
      explanation: tex`عدد أعمدة $A$ يساوي عدد صفوف $B$ (وهو $3$) فالضرب معرف، ونظم الناتج هو عدد صفوف $A$ في عدد أعمدة $B$، أي $2 \times 4$.`,
    },
    {
      question: tex`If $A$ is a matrix of order $2 \times 3$ and $B$ is of order $3 \times 4$, the order of $AB$ is:`,
      explanation: tex`The columns of $A$ equal the rows of $B$ (both $3$), so the product is defined, and its order is the rows of $A$ by the columns of $B$: $2 \times 4$.`,
    },
  ),

  // ── Probability and counting ────────────────────────────────────────────────────────────────────────────────
  question(
    'math-probability-independent-union',
    { ar: ['الاحتمال', 'الأحداث المستقلة', 'اتحاد حدثين'], en: ['probability', 'independent events', 'union of events'] },
    2,
    [tex`$0.9$`, tex`$0.2$`, tex`$0.7$`, tex`$0.1$`],
    {
      question: tex`إذا كان $A$ و$B$ حدثين مستقلين و$P(A) = 0.5$ و$P(B) = 0.4$، فإن $P(A \cup B)$ يساوي:`,
      explanation: tex`لأن الحدثين مستقلان: $P(A \cap B) = 0.5 \times 0.4 = 0.2$، إذن $P(A \cup B) = 0.5 + 0.4 - 0.2 = 0.7$.`,
    },
    {
      question: tex`If $A$ and $B$ are independent events with $P(A) = 0.5$ and $P(B) = 0.4$, then $P(A \cup B)$ equals:`,
      explanation: tex`Since the events are independent, $P(A \cap B) = 0.5 \times 0.4 = 0.2$, so $P(A \cup B) = 0.5 + 0.4 - 0.2 = 0.7$.`,
    },
  ),
  question(
    'math-probability-two-dice',
    { ar: ['الاحتمال', 'حجر النرد', 'فضاء العينة'], en: ['probability', 'two dice', 'sample space'] },
    0,
    [tex`$\frac{1}{6}$`, tex`$\frac{7}{36}$`, tex`$\frac{1}{12}$`, tex`$\frac{5}{36}$`],
    {
      question: tex`عند إلقاء حجري نرد منتظمين مرة واحدة، ما احتمال أن يكون مجموع العددين الظاهرين $7$؟`,
      explanation: tex`فضاء العينة فيه $36$ ناتجًا، والنواتج التي مجموعها $7$ هي $(1,6), (2,5), (3,4), (4,3), (5,2), (6,1)$ أي $6$ نواتج، إذن الاحتمال $\frac{6}{36} = \frac{1}{6}$.`,
    },
    {
      question: tex`Two fair dice are rolled once. What is the probability that the sum of the two faces is $7$?`,
      explanation: tex`The sample space has $36$ outcomes, and the outcomes with sum $7$ are $(1,6), (2,5), (3,4), (4,3), (5,2), (6,1)$, that is $6$ outcomes, so the probability is $\frac{6}{36} = \frac{1}{6}$.`,
    },
  ),
  question(
    'math-probability-conditional',
    { ar: ['الاحتمال', 'الاحتمال الشرطي'], en: ['probability', 'conditional probability'] },
    3,
    [tex`$0.048$`, tex`$0.52$`, tex`$0.28$`, tex`$0.3$`],
    {
      question: tex`إذا كان $P(A \cap B) = 0.12$ و$P(B) = 0.4$ فإن $P(A \mid B)$ يساوي:`,
      explanation: tex`من قانون الاحتمال الشرطي: $P(A \mid B) = \frac{P(A \cap B)}{P(B)} = \frac{0.12}{0.4} = 0.3$.`,
    },
    {
      question: tex`If $P(A \cap B) = 0.12$ and $P(B) = 0.4$, then $P(A \mid B)$ equals:`,
      explanation: tex`By the conditional probability formula: $P(A \mid B) = \frac{P(A \cap B)}{P(B)} = \frac{0.12}{0.4} = 0.3$.`,
    },
  ),
  question(
    'math-combinations-committee',
    { ar: ['التوافيق', 'التباديل والتوافيق', 'مبدأ العد'], en: ['combinations', 'permutations and combinations', 'counting'] },
    1,
    [tex`$210$`, tex`$35$`, tex`$21$`, tex`$343$`],
    {
      question: tex`بكم طريقة يمكن اختيار لجنة من $3$ طلاب من بين $7$ طلاب؟`,
      explanation: tex`الترتيب داخل اللجنة غير مهم، فنستخدم التوافيق: $^{7}C_{3} = \frac{7 \times 6 \times 5}{3 \times 2 \times 1} = 35$. (العدد $210$ هو $^{7}P_{3}$ حيث الترتيب مهم.)`,
    },
    {
      question: tex`In how many ways can a committee of $3$ students be chosen from $7$ students?`,
      explanation: tex`Order inside a committee does not matter, so use combinations: $^{7}C_{3} = \frac{7 \times 6 \times 5}{3 \times 2 \times 1} = 35$. ($210$ is $^{7}P_{3}$, where order matters.)`,
    },
  ),
  question(
    'math-binomial-term-free-of-x',
    { ar: ['نظرية ذات الحدين', 'مفكوك ذات الحدين', 'الحد الخالي من x'], en: ['binomial theorem', 'binomial expansion', 'term free of x'] },
    2,
    [tex`$56$`, tex`$28$`, tex`$70$`, tex`$1$`],
    {
      question: tex`الحد الخالي من $x$ في مفكوك $\left(x + \frac{1}{x}\right)^8$ هو:`,
      explanation: tex`الحد العام $T_{r+1} = {}^{8}C_{r}\,x^{8-r}\,x^{-r} = {}^{8}C_{r}\,x^{8-2r}$، وللحد الخالي من $x$ نضع $8 - 2r = 0$ فيكون $r = 4$، إذن الحد هو $^{8}C_{4} = 70$.`,
    },
    {
      question: tex`The term free of $x$ in the expansion of $\left(x + \frac{1}{x}\right)^8$ is:`,
      explanation: tex`The general term is $T_{r+1} = {}^{8}C_{r}\,x^{8-r}\,x^{-r} = {}^{8}C_{r}\,x^{8-2r}$; the term free of $x$ needs $8 - 2r = 0$, so $r = 4$ and the term is $^{8}C_{4} = 70$.`,
    },
  ),

  // ── Limits ──────────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-limit-factorisation',
    { ar: ['النهايات', 'نهاية الدالة', 'الكمية غير المعينة'], en: ['limits', 'limit of a function', 'indeterminate form'] },
    1,
    [tex`$0$`, tex`$6$`, tex`$3$`, tex`$9$`],
    {
      question: tex`$\lim_{x \to 3} \frac{x^2 - 9}{x - 3}$ تساوي:`,
      explanation: tex`التعويض المباشر يعطي $\frac{0}{0}$، فنحلل: $\frac{(x - 3)(x + 3)}{x - 3} = x + 3$، والنهاية $3 + 3 = 6$.`,
    },
    {
      question: tex`$\lim_{x \to 3} \frac{x^2 - 9}{x - 3}$ equals:`,
      explanation: tex`Direct substitution gives $\frac{0}{0}$, so factorise: $\frac{(x - 3)(x + 3)}{x - 3} = x + 3$, and the limit is $3 + 3 = 6$.`,
    },
  ),
  question(
    'math-limit-power-theorem',
    { ar: ['النهايات', 'نهاية الدالة', 'نظرية النهايات'], en: ['limits', 'limit of a function', 'limit theorem'] },
    0,
    [tex`$80$`, tex`$16$`, tex`$32$`, tex`$40$`],
    {
      question: tex`$\lim_{x \to 2} \frac{x^5 - 32}{x - 2}$ تساوي:`,
      explanation: tex`بما أن $32 = 2^5$ نستخدم $\lim_{x \to a} \frac{x^n - a^n}{x - a} = n a^{n-1}$، فتكون النهاية $5 \times 2^4 = 80$.`,
    },
    {
      question: tex`$\lim_{x \to 2} \frac{x^5 - 32}{x - 2}$ equals:`,
      explanation: tex`Since $32 = 2^5$, use $\lim_{x \to a} \frac{x^n - a^n}{x - a} = n a^{n-1}$: the limit is $5 \times 2^4 = 80$.`,
    },
  ),
  question(
    'math-limit-trigonometric',
    { ar: ['النهايات', 'نهايات الدوال المثلثية'], en: ['limits', 'trigonometric limits'] },
    3,
    [tex`$1$`, tex`$\frac{1}{3}$`, tex`$0$`, tex`$3$`],
    {
      question: tex`$\lim_{x \to 0} \frac{\sin 3x}{x}$ تساوي:`,
      explanation: tex`$\frac{\sin 3x}{x} = 3 \cdot \frac{\sin 3x}{3x}$، وبما أن $\lim_{x \to 0} \frac{\sin 3x}{3x} = 1$ فالنهاية تساوي $3$.`,
    },
    {
      question: tex`$\lim_{x \to 0} \frac{\sin 3x}{x}$ equals:`,
      explanation: tex`$\frac{\sin 3x}{x} = 3 \cdot \frac{\sin 3x}{3x}$, and since $\lim_{x \to 0} \frac{\sin 3x}{3x} = 1$, the limit is $3$.`,
    },
  ),
  question(
    'math-limit-at-infinity',
    { ar: ['النهايات', 'النهاية عند اللانهاية'], en: ['limits', 'limit at infinity'] },
    1,
    [tex`$\infty$`, tex`$\frac{3}{2}$`, tex`$0$`, tex`$3$`],
    {
      question: tex`$\lim_{x \to \infty} \frac{3x^2 + 1}{2x^2 - x}$ تساوي:`,
      explanation: tex`درجتا البسط والمقام متساويتان، فالنهاية هي النسبة بين معاملي أكبر قوة: $\frac{3}{2}$. (نقسم البسط والمقام على $x^2$.)`,
    },
    {
      question: tex`$\lim_{x \to \infty} \frac{3x^2 + 1}{2x^2 - x}$ equals:`,
      explanation: tex`The numerator and denominator have the same degree, so the limit is the ratio of the leading coefficients: $\frac{3}{2}$. (Divide the numerator and the denominator by $x^2$.)`,
    },
  ),

  // ── Functions ───────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'math-function-odd',
    { ar: ['الدوال', 'الدالة الفردية', 'الدالة الزوجية'], en: ['functions', 'odd function', 'even function'] },
    3,
    [tex`$f(x) = x^2 + 1$`, tex`$f(x) = x^3 + 1$`, tex`$f(x) = \cos x$`, tex`$f(x) = x^3 - x$`],
    {
      question: tex`أي الدوال الآتية دالة فردية؟`,
      explanation: tex`الدالة فردية إذا كان $f(-x) = -f(x)$: للدالة $x^3 - x$ يكون $f(-x) = -x^3 + x = -(x^3 - x)$. أما $x^2 + 1$ و$\cos x$ فزوجيتان، و$x^3 + 1$ ليست زوجية ولا فردية.`,
    },
    {
      question: tex`Which of the following functions is odd?`,
      explanation: tex`A function is odd when $f(-x) = -f(x)$: for $x^3 - x$, $f(-x) = -x^3 + x = -(x^3 - x)$. $x^2 + 1$ and $\cos x$ are even, and $x^3 + 1$ is neither.`,
    },
  ),
  question(
    'math-function-domain',
    { ar: ['الدوال', 'مجال الدالة', 'الدالة الكسرية'], en: ['functions', 'domain of a function', 'rational function'] },
    1,
    [tex`$\mathbb{R}$`, tex`$\mathbb{R} - \{2\}$`, tex`$\mathbb{R} - \{-2\}$`, tex`$(2, \infty)$`],
    {
      question: tex`مجال الدالة $f(x) = \frac{1}{x - 2}$ هو:`,
      explanation: tex`الدالة معرفة لكل عدد حقيقي ما عدا القيمة التي تجعل المقام صفرًا، أي $x = 2$، إذن المجال $\mathbb{R} - \{2\}$.`,
    },
    {
      question: tex`The domain of the function $f(x) = \frac{1}{x - 2}$ is:`,
      explanation: tex`The function is defined for every real value except the one that makes the denominator zero, $x = 2$, so the domain is $\mathbb{R} - \{2\}$.`,
    },
  ),
  question(
    'math-function-composition',
    { ar: ['الدوال', 'تركيب الدوال', 'تحصيل دالتين'], en: ['functions', 'composition of functions', 'composite function'] },
    0,
    [tex`$26$`, tex`$14$`, tex`$25$`, tex`$10$`],
    {
      question: tex`إذا كانت $f(x) = 3x - 1$ و$g(x) = x^2 + 1$ فإن $(g \circ f)(2)$ تساوي:`,
      explanation: tex`$(g \circ f)(2) = g(f(2)) = g(5) = 25 + 1 = 26$. (العدد $14$ هو $(f \circ g)(2) = f(5)$، فالترتيب مهم.)`,
    },
    {
      question: tex`If $f(x) = 3x - 1$ and $g(x) = x^2 + 1$, then $(g \circ f)(2)$ equals:`,
      explanation: tex`$(g \circ f)(2) = g(f(2)) = g(5) = 25 + 1 = 26$. ($14$ is $(f \circ g)(2) = f(5)$, so the order matters.)`,
    },
  ),
];
