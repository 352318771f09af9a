/**
 * Analyses for the WrongAnswerDialog stories, as the offline analysis (server/tutor/analysis) writes them: a short
 * Arabic one, a long Arabic one with units and a numbered method, and an English one full of maths.
 */
import type { WrongAnswerAnalysis } from '../../contract/learning';

export const ARABIC_QUESTION = 'حل المعادلة 2س + 3 = 11';
export const ARABIC_WRONG_ANSWER = 'س = 7';

export const shortArabicAnalysis: WrongAnswerAnalysis = {
  whatIsWrong:
    'الجذر الصحيح: $x = 4$. بالتعويض بـ $x = 7$ يكون الطرف الأيمن $17$ والطرف الأيسر $11$، إذن لا تحقق المعادلة. قيمتك ناتجة عن نقل $3$ إلى الطرف الآخر دون تغيير إشارته.\n\n**أين تبدأ إجابتك في الاختلاف:** الخطوة 2 من الطريقة الصحيحة بالأسفل — ننقل الحدود التي تحتوي على $x$ إلى الطرف الأيمن والأعداد إلى الطرف الأيسر: $2x = 11 - 3 \\Rightarrow 2x = 8$.',
  misconception: 'نقل حد إلى الطرف الآخر معناه طرحه من الطرفين، لذلك تتغير إشارته: $+3$ في طرف تصبح $-3$ في الطرف الآخر.',
  correctMethod:
    '**حل معادلة من الدرجة الأولى**\n\n1. المعادلة: $2x + 3 = 11$. (نكتب س = $x$)\n2. ننقل الحدود التي تحتوي على $x$ إلى الطرف الأيمن والأعداد إلى الطرف الأيسر: $2x = 11 - 3 \\Rightarrow 2x = 8$.\n   - _لماذا:_ إضافة الكمية نفسها إلى الطرفين أو طرحها منهما لا يغير المعادلة؛ لذلك تتغير إشارة الحد عند نقله إلى الطرف الآخر.\n3. نقسم الطرفين على $2$: $x = \\frac{8}{2} = 4$.\n\n**الإجابة:** $x = 4$\n\n**التحقق:** بالتعويض في المعادلة الأصلية: عند $x = 4$ الطرف الأيمن $11$ والطرف الأيسر $11$. ✓',
  practiceQuestion: 'حل المعادلة $4x + 4 = 12$\n\n_الإجابة، لتتحقق بنفسك بعد الحل:_ $x = 2$',
};

export const LONG_ARABIC_QUESTION = 'تيار كهربي شدته 200 mA يمر في مقاومة مقدارها 5 kΩ موصلة بمصدر كهربي. احسب فرق الجهد بين طرفي المقاومة، ثم وضّح لماذا يجب تحويل الوحدات قبل التعويض في القانون.';

export const longArabicAnalysis: WrongAnswerAnalysis = {
  whatIsWrong:
    'الإجابة الصحيحة $V = 1000\\ \\text{V}$، وإجابتك $1000000\\ \\text{V}$. قيمتك هي ما ينتج عن استخدام $200\\ \\text{mA}$ دون تحويلها إلى النظام الدولي ($0.2$ بوحدات SI). أي أن الخطأ ليس في القانون نفسه، بل في أن شدة التيار دخلت في الحساب بالمللي أمبير بينما دخلت المقاومة بالأوم، فاختلط نظاما الوحدات في عملية ضرب واحدة.\n\n**أين تبدأ إجابتك في الاختلاف:** الخطوة 2 من الطريقة الصحيحة بالأسفل — نحوّل الوحدات إلى النظام الدولي (SI): $I = 200\\ \\text{mA} = 200 \\times 0.001 = 0.2\\ \\text{A}$ و$R = 5\\ \\text{k}\\Omega = 5 \\times 1000 = 5000\\ \\Omega$',
  misconception:
    'القوانين تعمل بوحدات النظام الدولي (m، kg، s، A، V، Ω…). حوّل كل معطى أولًا: مللي $10^{-3}$، كيلو $10^{3}$، و $1\\ \\text{km/h} = \\frac{5}{18}\\ \\text{m/s}$. كثير من الطلاب يحفظون القانون جيدًا لكنهم يعوضون بالأرقام كما وردت في السؤال، فيأتي الناتج أكبر أو أصغر بألف مرة أو مليون مرة.',
  correctMethod:
    '**قانون أوم**\n\n1. المعطيات: $I = 200\\ \\text{mA}$ و$R = 5\\ \\text{k}\\Omega$؛ المطلوب: $V$ (فرق الجهد).\n2. نحوّل الوحدات إلى النظام الدولي (SI): $I = 200\\ \\text{mA} = 200 \\times 0.001 = 0.2\\ \\text{A}$ و$R = 5\\ \\text{k}\\Omega = 5 \\times 1000 = 5000\\ \\Omega$\n3. نستخدم قانون أوم: $V = I\\,R$\n4. بالتعويض: $V = 0.2 \\times 5000 = 1000\\ \\text{V}$\n\n| الكمية | كما في السؤال | بوحدات SI |\n| --- | --- | --- |\n| $I$ | $200\\ \\text{mA}$ | $0.2\\ \\text{A}$ |\n| $R$ | $5\\ \\text{k}\\Omega$ | $5000\\ \\Omega$ |\n\n**الإجابة:** $V = 1000\\ \\text{V}$\n\n**التحقق:** بالتعويض العكسي في $V = I\\,R$: $I = \\frac{V}{R} = \\frac{1000}{5000} = 0.2$، وهي القيمة نفسها ✓',
  practiceQuestion: 'تيار شدته 180 mA يمر في مقاومة 3 kΩ. احسب فرق الجهد\n\n_الإجابة، لتتحقق بنفسك بعد الحل:_ $V = 540\\ \\text{V}$',
};

export const ENGLISH_QUESTION = 'Find the derivative of sin(2x)';

export const mixedMathsEnglishAnalysis: WrongAnswerAnalysis = {
  whatIsWrong:
    'The right answer is $2\\cos 2x$. Your derivative is $0.5$ times the right one. At $x = 1$ yours gives $-0.4161$, the right one gives $-0.8323$.\n\n**Where your work departs:** step 2 of the correct method below — Chain rule: $y = \\sin u$ with $u = 2x$, so $\\frac{dy}{du} = \\cos u$ and $\\frac{du}{dx} = 2$: $\\frac{d}{dx}\\sin 2x = \\cos 2x \\cdot 2 = 2\\cos 2x$.',
  misconception: "The chain rule: the derivative of $f(g(x))$ is $f'(g(x)) \\cdot g'(x)$. After differentiating the outer function, multiply by the derivative of the inside.",
  correctMethod:
    '**Finding a derivative**\n\n1. The function: $y = \\sin 2x$.\n2. Chain rule: $y = \\sin u$ with $u = 2x$, so $\\frac{dy}{du} = \\cos u$ and $\\frac{du}{dx} = 2$: $\\frac{d}{dx}\\sin 2x = \\cos 2x \\cdot 2 = 2\\cos 2x$.\n   - _Why:_ $\\frac{dy}{dx} = \\frac{dy}{du} \\cdot \\frac{du}{dx}$: a small change in $x$ changes $u$, which in turn changes $y$; the rates multiply.\n\n$$\\frac{d}{dx}\\left[\\sin\\left(2x\\right)\\right] = \\cos\\left(2x\\right) \\cdot \\frac{d}{dx}\\left(2x\\right) = 2\\cos 2x$$\n\n**Answer:** $\\frac{dy}{dx} = 2\\cos 2x$\n\n**Check:** At $x = 1.3$ our result gives $-1.713778$; an independent differentiation gives $-1.713778$ and the difference quotient $-1.713777$. ✓',
  practiceQuestion: 'Find the derivative of $y = \\sin 5x$\n\n_Answer, to check yourself afterwards:_ $\\frac{dy}{dx} = 5\\cos 5x$',
};
