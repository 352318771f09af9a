/**
 * Mathematics study packs of the Thanaweya Amma curriculum: algebra, trigonometry and the straight line (first
 * secondary), limits and solving triangles (second secondary), calculus, vectors in space, combinatorics and
 * statistics (third secondary).
 */
import { bilingualPoints, type StudyPackSeed } from './study-pack-seed';

export const mathematicsPacks: StudyPackSeed[] = [
  {
    id: 'math-quadratic-complex',
    subject: 'math',
    category: 'mathematics',
    level: 'grade10',
    icon: '🔢',
    title: { ar: 'المعادلات التربيعية والأعداد المركبة', en: 'Quadratic equations and complex numbers' },
    points: bilingualPoints([
      [
        'الصورة العامة للمعادلة التربيعية $ax^2 + bx + c = 0$ حيث $a \\neq 0$، والقانون العام للحل $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$.',
        'The general quadratic equation is $ax^2 + bx + c = 0$ with $a \\neq 0$, and the quadratic formula is $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$.',
      ],
      [
        'المميز $\\Delta = b^2 - 4ac$: إذا كان موجبًا فالجذران حقيقيان مختلفان، وإذا كان صفرًا فالجذران حقيقيان متساويان، وإذا كان سالبًا فالجذران مركبان مترافقان (غير حقيقيين).',
        'The discriminant $\\Delta = b^2 - 4ac$: if positive the two roots are real and different, if zero they are real and equal, and if negative they are two conjugate complex (non-real) roots.',
      ],
      [
        'إذا كان $L$ و$M$ جذري المعادلة فإن $L + M = -\\frac{b}{a}$ و$LM = \\frac{c}{a}$.',
        'If $L$ and $M$ are the roots of the equation, then $L + M = -\\frac{b}{a}$ and $LM = \\frac{c}{a}$.',
      ],
      [
        'تكوين المعادلة التربيعية التي جذراها $L$ و$M$: $x^2 - (L + M)x + LM = 0$.',
        'The quadratic equation with roots $L$ and $M$ is $x^2 - (L + M)x + LM = 0$.',
      ],
      [
        'العلاقات المتماثلة تحسب من المجموع وحاصل الضرب، مثل $L^2 + M^2 = (L + M)^2 - 2LM$ و$\\frac{1}{L} + \\frac{1}{M} = \\frac{L + M}{LM}$.',
        'Symmetric expressions follow from the sum and product, e.g. $L^2 + M^2 = (L + M)^2 - 2LM$ and $\\frac{1}{L} + \\frac{1}{M} = \\frac{L + M}{LM}$.',
      ],
      [
        'العدد التخيلي $i$ يحقق $i^2 = -1$، وقوى $i$ تتكرر كل أربع: $i^{4n} = 1$، $i^{4n+1} = i$، $i^{4n+2} = -1$، $i^{4n+3} = -i$.',
        'The imaginary unit $i$ satisfies $i^2 = -1$, and its powers repeat every four: $i^{4n} = 1$, $i^{4n+1} = i$, $i^{4n+2} = -1$, $i^{4n+3} = -i$.',
      ],
      [
        'العدد المركب $z = x + yi$ جزؤه الحقيقي $x$ وجزؤه التخيلي $y$، ويتساوى عددان مركبان إذا تساوى الجزءان الحقيقيان والجزءان التخيليان.',
        'A complex number $z = x + yi$ has real part $x$ and imaginary part $y$; two complex numbers are equal when their real parts are equal and their imaginary parts are equal.',
      ],
      [
        'مرافق العدد $x + yi$ هو $x - yi$، وحاصل ضربهما $x^2 + y^2$ عدد حقيقي، لذلك نضرب البسط والمقام في مرافق المقام عند قسمة الأعداد المركبة.',
        'The conjugate of $x + yi$ is $x - yi$, and their product $x^2 + y^2$ is real, so complex division multiplies numerator and denominator by the conjugate of the denominator.',
      ],
      [
        'إشارة الدالة $f(x) = ax^2 + bx + c$: إذا كان $\\Delta < 0$ فإشارتها مثل إشارة $a$ لكل $x$، وإذا كان لها جذران حقيقيان فإشارتها عكس إشارة $a$ بين الجذرين ومثل إشارة $a$ خارجهما.',
        'Sign of $f(x) = ax^2 + bx + c$: if $\\Delta < 0$ it has the sign of $a$ for every $x$; if it has two real roots, it has the opposite sign to $a$ between them and the sign of $a$ outside them.',
      ],
      [
        'تحل المتباينة التربيعية بدراسة إشارة الدالة المرتبطة بها ثم اختيار الفترات التي تحقق المتباينة.',
        'A quadratic inequality is solved by studying the sign of the related function and choosing the intervals that satisfy the inequality.',
      ],
    ]),
  },
  {
    id: 'math-trigonometry',
    subject: 'math',
    category: 'mathematics',
    level: 'grade10',
    icon: '📐',
    title: { ar: 'حساب المثلثات', en: 'Trigonometry' },
    points: bilingualPoints([
      [
        'القياس الدائري للزاوية المركزية $\\theta^{\\text{rad}} = \\frac{l}{r}$ حيث $l$ طول القوس و$r$ نصف القطر، و$\\pi^{\\text{rad}} = 180^\\circ$.',
        'The radian measure of a central angle is $\\theta^{\\text{rad}} = \\frac{l}{r}$, where $l$ is the arc length and $r$ the radius, and $\\pi^{\\text{rad}} = 180^\\circ$.',
      ],
      [
        'التحويل بين القياسين: $x^\\circ = \\theta^{\\text{rad}} \\times \\frac{180^\\circ}{\\pi}$ و$\\theta^{\\text{rad}} = x^\\circ \\times \\frac{\\pi}{180^\\circ}$.',
        'Converting between the measures: $x^\\circ = \\theta^{\\text{rad}} \\times \\frac{180^\\circ}{\\pi}$ and $\\theta^{\\text{rad}} = x^\\circ \\times \\frac{\\pi}{180^\\circ}$.',
      ],
      [
        'الزاوية الموجهة في الوضع القياسي موجبة إذا كان اتجاهها عكس عقارب الساعة وسالبة إذا كان مع عقارب الساعة، والزوايا المتكافئة تختلف بمضاعفات $360^\\circ$.',
        'A directed angle in standard position is positive when measured anticlockwise and negative when clockwise; equivalent angles differ by multiples of $360^\\circ$.',
      ],
      [
        'إذا قطع الضلع النهائي للزاوية $\\theta$ دائرة الوحدة في النقطة $(x, y)$ فإن $\\cos\\theta = x$ و$\\sin\\theta = y$ و$\\tan\\theta = \\frac{y}{x}$، ومقلوباتها $\\sec\\theta$ و$\\csc\\theta$ و$\\cot\\theta$.',
        'If the terminal side of $\\theta$ meets the unit circle at $(x, y)$, then $\\cos\\theta = x$, $\\sin\\theta = y$ and $\\tan\\theta = \\frac{y}{x}$, with reciprocals $\\sec\\theta$, $\\csc\\theta$ and $\\cot\\theta$.',
      ],
      [
        'إشارات الدوال: في الربع الأول جميعها موجبة، وفي الثاني الجيب وقاطع التمام، وفي الثالث الظل وظل التمام، وفي الرابع جيب التمام والقاطع.',
        'Signs of the functions: all are positive in the first quadrant, sine and cosecant in the second, tangent and cotangent in the third, and cosine and secant in the fourth.',
      ],
      [
        'المتطابقات الأساسية: $\\sin^2\\theta + \\cos^2\\theta = 1$ و$1 + \\tan^2\\theta = \\sec^2\\theta$ و$1 + \\cot^2\\theta = \\csc^2\\theta$.',
        'Basic identities: $\\sin^2\\theta + \\cos^2\\theta = 1$, $1 + \\tan^2\\theta = \\sec^2\\theta$ and $1 + \\cot^2\\theta = \\csc^2\\theta$.',
      ],
      [
        'الزوايا الخاصة: $\\sin 30^\\circ = \\cos 60^\\circ = \\frac{1}{2}$ و$\\sin 45^\\circ = \\cos 45^\\circ = \\frac{\\sqrt{2}}{2}$ و$\\tan 45^\\circ = 1$ و$\\tan 60^\\circ = \\sqrt{3}$.',
        'Special angles: $\\sin 30^\\circ = \\cos 60^\\circ = \\frac{1}{2}$, $\\sin 45^\\circ = \\cos 45^\\circ = \\frac{\\sqrt{2}}{2}$, $\\tan 45^\\circ = 1$ and $\\tan 60^\\circ = \\sqrt{3}$.',
      ],
      [
        'الزوايا المنتسبة: $\\sin(180^\\circ - \\theta) = \\sin\\theta$ و$\\cos(180^\\circ - \\theta) = -\\cos\\theta$ و$\\sin(90^\\circ - \\theta) = \\cos\\theta$ و$\\tan(180^\\circ + \\theta) = \\tan\\theta$.',
        'Related angles: $\\sin(180^\\circ - \\theta) = \\sin\\theta$, $\\cos(180^\\circ - \\theta) = -\\cos\\theta$, $\\sin(90^\\circ - \\theta) = \\cos\\theta$ and $\\tan(180^\\circ + \\theta) = \\tan\\theta$.',
      ],
      [
        'دالتا الجيب وجيب التمام مداهما $[-1, 1]$ ودورتهما $2\\pi$، بينما دورة دالة الظل $\\pi$.',
        'The sine and cosine functions have range $[-1, 1]$ and period $2\\pi$, while the tangent function has period $\\pi$.',
      ],
      [
        'حل المعادلة المثلثية: إذا كان $\\sin x = \\sin\\alpha$ فإن $x = \\alpha + 2n\\pi$ أو $x = \\pi - \\alpha + 2n\\pi$ حيث $n$ عدد صحيح، ثم نختار الحلول في الفترة المطلوبة.',
        'Solving a trigonometric equation: if $\\sin x = \\sin\\alpha$ then $x = \\alpha + 2n\\pi$ or $x = \\pi - \\alpha + 2n\\pi$ for an integer $n$; then keep the solutions in the required interval.',
      ],
    ]),
  },
  {
    id: 'math-straight-line',
    subject: 'math',
    category: 'mathematics',
    level: 'grade10',
    icon: '📏',
    title: { ar: 'الهندسة التحليلية: الخط المستقيم', en: 'Analytic geometry: the straight line' },
    points: bilingualPoints([
      [
        'البعد بين نقطتين $d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$.',
        'The distance between two points is $d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$.',
      ],
      [
        'إحداثيا منتصف القطعة المستقيمة $\\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right)$.',
        'The midpoint of a segment is $\\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right)$.',
      ],
      [
        'النقطة التي تقسم $\\overline{AB}$ من الداخل بنسبة $m_1 : m_2$ بدءًا من $A$: $x = \\frac{m_1 x_2 + m_2 x_1}{m_1 + m_2}$ و$y = \\frac{m_1 y_2 + m_2 y_1}{m_1 + m_2}$.',
        'The point dividing $\\overline{AB}$ internally in the ratio $m_1 : m_2$ from $A$: $x = \\frac{m_1 x_2 + m_2 x_1}{m_1 + m_2}$ and $y = \\frac{m_1 y_2 + m_2 y_1}{m_1 + m_2}$.',
      ],
      [
        'ميل المستقيم $m = \\frac{y_2 - y_1}{x_2 - x_1} = \\tan\\theta$ حيث $\\theta$ زاوية ميله على الاتجاه الموجب لمحور السينات، وميل المستقيم $ax + by + c = 0$ هو $-\\frac{a}{b}$.',
        'The slope of a line is $m = \\frac{y_2 - y_1}{x_2 - x_1} = \\tan\\theta$, where $\\theta$ is its inclination to the positive $x$-axis; the line $ax + by + c = 0$ has slope $-\\frac{a}{b}$.',
      ],
      [
        'المستقيمان المتوازيان ميلاهما متساويان $m_1 = m_2$، والمتعامدان حاصل ضرب ميليهما $m_1 m_2 = -1$.',
        'Parallel lines have equal slopes, $m_1 = m_2$; perpendicular lines have $m_1 m_2 = -1$.',
      ],
      [
        'صور معادلة المستقيم: بمعلومية الميل والجزء المقطوع من محور الصادات $y = mx + c$، وبمعلومية الميل ونقطة $y - y_1 = m(x - x_1)$، وبدلالة الجزأين المقطوعين $\\frac{x}{a} + \\frac{y}{b} = 1$.',
        'Forms of the equation of a line: slope–intercept $y = mx + c$, point–slope $y - y_1 = m(x - x_1)$ and intercept form $\\frac{x}{a} + \\frac{y}{b} = 1$.',
      ],
      [
        'المعادلة المتجهة للمستقيم المار بالنقطة $A$ في اتجاه المتجه $\\vec{u}$: $\\vec{r} = \\vec{A} + k\\vec{u}$، ومنها المعادلتان البارامتريتان $x = x_1 + ka$ و$y = y_1 + kb$ حيث $\\vec{u} = (a, b)$.',
        'The vector equation of the line through $A$ in the direction $\\vec{u}$ is $\\vec{r} = \\vec{A} + k\\vec{u}$, giving the parametric equations $x = x_1 + ka$ and $y = y_1 + kb$ with $\\vec{u} = (a, b)$.',
      ],
      [
        'قياس الزاوية الحادة بين مستقيمين ميلاهما $m_1$ و$m_2$: $\\tan\\theta = \\left|\\frac{m_1 - m_2}{1 + m_1 m_2}\\right|$.',
        'The acute angle between two lines with slopes $m_1$ and $m_2$: $\\tan\\theta = \\left|\\frac{m_1 - m_2}{1 + m_1 m_2}\\right|$.',
      ],
      [
        'طول العمود المرسوم من النقطة $(x_1, y_1)$ على المستقيم $ax + by + c = 0$: $L = \\frac{|ax_1 + by_1 + c|}{\\sqrt{a^2 + b^2}}$.',
        'The perpendicular distance from $(x_1, y_1)$ to the line $ax + by + c = 0$ is $L = \\frac{|ax_1 + by_1 + c|}{\\sqrt{a^2 + b^2}}$.',
      ],
    ]),
  },
  {
    id: 'math-solving-triangles',
    subject: 'math',
    category: 'mathematics',
    level: 'grade11',
    icon: '🔺',
    title: { ar: 'حل المثلث وقوانين مجموع الزوايا', en: 'Solving triangles and angle-sum formulas' },
    points: bilingualPoints([
      [
        'قاعدة الجيب: $\\frac{a}{\\sin A} = \\frac{b}{\\sin B} = \\frac{c}{\\sin C} = 2r$ حيث $r$ نصف قطر الدائرة المارة برءوس المثلث.',
        'Sine rule: $\\frac{a}{\\sin A} = \\frac{b}{\\sin B} = \\frac{c}{\\sin C} = 2r$, where $r$ is the radius of the circumcircle.',
      ],
      [
        'قاعدة جيب التمام: $a^2 = b^2 + c^2 - 2bc\\cos A$، ومنها $\\cos A = \\frac{b^2 + c^2 - a^2}{2bc}$.',
        'Cosine rule: $a^2 = b^2 + c^2 - 2bc\\cos A$, hence $\\cos A = \\frac{b^2 + c^2 - a^2}{2bc}$.',
      ],
      [
        'تستخدم قاعدة الجيب إذا علم قياسا زاويتين وطول ضلع، وقاعدة جيب التمام إذا علمت أطوال الأضلاع الثلاثة أو طولا ضلعين وقياس الزاوية المحصورة بينهما.',
        'Use the sine rule when two angles and a side are known, and the cosine rule when the three sides, or two sides and the included angle, are known.',
      ],
      [
        'مساحة المثلث $= \\frac{1}{2}bc\\sin A$، ومجموع قياسات زواياه $180^\\circ$، وأكبر الأضلاع يقابل أكبر الزوايا.',
        'The area of a triangle is $\\frac{1}{2}bc\\sin A$; its angles add up to $180^\\circ$, and the longest side is opposite the largest angle.',
      ],
      [
        'جيب مجموع زاويتين أو الفرق بينهما: $\\sin(A \\pm B) = \\sin A\\cos B \\pm \\cos A\\sin B$.',
        'Sine of a sum or difference of two angles: $\\sin(A \\pm B) = \\sin A\\cos B \\pm \\cos A\\sin B$.',
      ],
      [
        'جيب تمام مجموع زاويتين أو الفرق بينهما: $\\cos(A \\pm B) = \\cos A\\cos B \\mp \\sin A\\sin B$.',
        'Cosine of a sum or difference of two angles: $\\cos(A \\pm B) = \\cos A\\cos B \\mp \\sin A\\sin B$.',
      ],
      [
        'ظل مجموع زاويتين أو الفرق بينهما: $\\tan(A \\pm B) = \\frac{\\tan A \\pm \\tan B}{1 \\mp \\tan A\\tan B}$.',
        'Tangent of a sum or difference of two angles: $\\tan(A \\pm B) = \\frac{\\tan A \\pm \\tan B}{1 \\mp \\tan A\\tan B}$.',
      ],
      [
        'ضعف الزاوية: $\\sin 2A = 2\\sin A\\cos A$ و$\\cos 2A = \\cos^2 A - \\sin^2 A = 2\\cos^2 A - 1 = 1 - 2\\sin^2 A$ و$\\tan 2A = \\frac{2\\tan A}{1 - \\tan^2 A}$.',
        'Double angle: $\\sin 2A = 2\\sin A\\cos A$, $\\cos 2A = \\cos^2 A - \\sin^2 A = 2\\cos^2 A - 1 = 1 - 2\\sin^2 A$ and $\\tan 2A = \\frac{2\\tan A}{1 - \\tan^2 A}$.',
      ],
      [
        'نصف الزاوية: $\\sin^2\\frac{A}{2} = \\frac{1 - \\cos A}{2}$ و$\\cos^2\\frac{A}{2} = \\frac{1 + \\cos A}{2}$.',
        'Half angle: $\\sin^2\\frac{A}{2} = \\frac{1 - \\cos A}{2}$ and $\\cos^2\\frac{A}{2} = \\frac{1 + \\cos A}{2}$.',
      ],
    ]),
  },
  {
    id: 'math-limits',
    subject: 'math',
    category: 'mathematics',
    level: 'grade11',
    icon: '♾️',
    title: { ar: 'النهايات والاتصال', en: 'Limits and continuity' },
    points: bilingualPoints([
      [
        'توجد $\\lim_{x \\to a} f(x) = L$ إذا وفقط إذا كانت النهاية من اليمين = النهاية من اليسار = $L$.',
        '$\\lim_{x \\to a} f(x) = L$ exists if and only if the right-hand limit and the left-hand limit both equal $L$.',
      ],
      [
        'نهاية كثيرة الحدود تحسب بالتعويض المباشر، وإذا أعطى التعويض الصورة غير المعينة $\\frac{0}{0}$ نحلل ونختصر أو نضرب في المرافق.',
        'The limit of a polynomial is found by direct substitution; if substitution gives the indeterminate form $\\frac{0}{0}$, factorise and cancel or multiply by the conjugate.',
      ],
      [
        'نظرية: $\\lim_{x \\to a} \\frac{x^n - a^n}{x - a} = n\\,a^{n-1}$.',
        'Theorem: $\\lim_{x \\to a} \\frac{x^n - a^n}{x - a} = n\\,a^{n-1}$.',
      ],
      [
        'خواص النهايات: نهاية المجموع أو حاصل الضرب أو خارج القسمة = مجموع النهايات أو حاصل ضربها أو خارج قسمتها، بشرط ألا تكون نهاية المقام صفرًا.',
        'Limit laws: the limit of a sum, product or quotient is the sum, product or quotient of the limits, provided the limit of the denominator is not zero.',
      ],
      [
        'النهاية عند اللانهاية للدالة الكسرية: إذا كانت درجة البسط أقل من درجة المقام فالنهاية صفر، وإذا تساوت فالنهاية خارج قسمة معاملي أعلى قوتين، وإذا كانت أكبر فالنهاية $\\pm\\infty$ (لا توجد نهاية محددة).',
        'Limits at infinity of a rational function: if the numerator has lower degree than the denominator the limit is zero, if equal it is the ratio of the leading coefficients, and if higher it is $\\pm\\infty$ (no finite limit).',
      ],
      [
        'النهايات المثلثية (والزاوية بالتقدير الدائري): $\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1$ و$\\lim_{x \\to 0} \\frac{\\tan x}{x} = 1$.',
        'Trigonometric limits (angle in radians): $\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1$ and $\\lim_{x \\to 0} \\frac{\\tan x}{x} = 1$.',
      ],
      [
        'تكون الدالة متصلة عند $x = a$ إذا كانت $f(a)$ معرفة و$\\lim_{x \\to a} f(x)$ موجودة و$\\lim_{x \\to a} f(x) = f(a)$.',
        'A function is continuous at $x = a$ if $f(a)$ is defined, $\\lim_{x \\to a} f(x)$ exists and $\\lim_{x \\to a} f(x) = f(a)$.',
      ],
      [
        'كثيرات الحدود متصلة على $\\mathbb{R}$، والدالة الكسرية متصلة على $\\mathbb{R}$ عدا أصفار المقام.',
        'Polynomials are continuous on $\\mathbb{R}$, and a rational function is continuous on $\\mathbb{R}$ except at the zeros of its denominator.',
      ],
      [
        'لدراسة اتصال دالة متعددة القاعدة عند نقطة التحول نقارن النهايتين من اليمين واليسار بقيمة الدالة عند هذه النقطة.',
        'To test a piecewise function for continuity at a joining point, compare the right-hand and left-hand limits with the value of the function there.',
      ],
    ]),
  },
  {
    id: 'math-differentiation',
    subject: 'math',
    category: 'mathematics',
    level: 'grade12',
    icon: '📈',
    title: { ar: 'التفاضل وتطبيقاته', en: 'Differential calculus and its applications' },
    points: bilingualPoints([
      [
        "المشتقة الأولى $f'(x) = \\lim_{h \\to 0} \\frac{f(x + h) - f(x)}{h}$ وتمثل ميل المماس لمنحنى الدالة.",
        "The derivative $f'(x) = \\lim_{h \\to 0} \\frac{f(x + h) - f(x)}{h}$ is the slope of the tangent to the curve.",
      ],
      [
        "قواعد الاشتقاق: $\\frac{d}{dx}x^n = nx^{n-1}$، ومشتقة حاصل الضرب $(uv)' = u'v + uv'$، ومشتقة خارج القسمة $\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^2}$.",
        "Rules: $\\frac{d}{dx}x^n = nx^{n-1}$, the product rule $(uv)' = u'v + uv'$ and the quotient rule $\\left(\\frac{u}{v}\\right)' = \\frac{u'v - uv'}{v^2}$.",
      ],
      [
        'قاعدة السلسلة: $\\frac{dy}{dx} = \\frac{dy}{dz} \\cdot \\frac{dz}{dx}$.',
        'Chain rule: $\\frac{dy}{dx} = \\frac{dy}{dz} \\cdot \\frac{dz}{dx}$.',
      ],
      [
        "مشتقات الدوال المثلثية: $(\\sin x)' = \\cos x$ و$(\\cos x)' = -\\sin x$ و$(\\tan x)' = \\sec^2 x$.",
        "Derivatives of trigonometric functions: $(\\sin x)' = \\cos x$, $(\\cos x)' = -\\sin x$ and $(\\tan x)' = \\sec^2 x$.",
      ],
      [
        "مشتقات الدوال الأسية واللوغاريتمية: $(e^x)' = e^x$ و$(\\ln x)' = \\frac{1}{x}$ و$(a^x)' = a^x \\ln a$.",
        "Exponential and logarithmic derivatives: $(e^x)' = e^x$, $(\\ln x)' = \\frac{1}{x}$ and $(a^x)' = a^x \\ln a$.",
      ],
      [
        'الاشتقاق البارامتري: $\\frac{dy}{dx} = \\frac{dy/dt}{dx/dt}$، وفي الاشتقاق الضمني نشتق الطرفين بالنسبة إلى $x$ معتبرين $y$ دالة في $x$.',
        'Parametric differentiation: $\\frac{dy}{dx} = \\frac{dy/dt}{dx/dt}$; in implicit differentiation, differentiate both sides with respect to $x$, treating $y$ as a function of $x$.',
      ],
      [
        "معادلة المماس عند النقطة $(x_1, y_1)$: $y - y_1 = f'(x_1)(x - x_1)$، وميل العمودي على المماس $-\\frac{1}{f'(x_1)}$.",
        "The tangent at $(x_1, y_1)$ is $y - y_1 = f'(x_1)(x - x_1)$, and the normal has slope $-\\frac{1}{f'(x_1)}$.",
      ],
      [
        "تكون الدالة تزايدية حيث $f'(x) > 0$ وتناقصية حيث $f'(x) < 0$، والنقط الحرجة حيث $f'(x) = 0$ أو غير معرفة.",
        "A function is increasing where $f'(x) > 0$ and decreasing where $f'(x) < 0$; critical points are where $f'(x) = 0$ or is undefined.",
      ],
      [
        "القيم العظمى والصغرى المحلية: تتغير إشارة $f'$ حول النقطة الحرجة، أو باختبار المشتقة الثانية: $f''(a) > 0$ صغرى محلية و$f''(a) < 0$ عظمى محلية.",
        "Local maxima and minima: $f'$ changes sign around the critical point, or by the second-derivative test $f''(a) > 0$ gives a local minimum and $f''(a) < 0$ a local maximum.",
      ],
      [
        "التقعر: المنحنى محدب لأسفل (مقعر لأعلى) حيث $f''(x) > 0$ ومحدب لأعلى حيث $f''(x) < 0$، ونقطة الانقلاب نقطة يتغير عندها اتجاه التقعر.",
        "Concavity: the curve is concave up where $f''(x) > 0$ and concave down where $f''(x) < 0$; a point of inflection is where the concavity changes.",
      ],
      [
        'المعدلات الزمنية المرتبطة: نكتب العلاقة بين المتغيرات ثم نشتق الطرفين بالنسبة للزمن $t$ ونعوض بالقيم المعطاة.',
        'Related rates: write the relation between the variables, differentiate both sides with respect to time $t$, then substitute the given values.',
      ],
    ]),
  },
  {
    id: 'math-integration',
    subject: 'math',
    category: 'mathematics',
    level: 'grade12',
    icon: '🧮',
    title: { ar: 'التكامل وتطبيقاته', en: 'Integral calculus and its applications' },
    points: bilingualPoints([
      [
        "التكامل غير المحدد عكس الاشتقاق: $\\int f(x)\\,dx = F(x) + C$ حيث $F'(x) = f(x)$ و$C$ ثابت اختياري.",
        "The indefinite integral reverses differentiation: $\\int f(x)\\,dx = F(x) + C$, where $F'(x) = f(x)$ and $C$ is an arbitrary constant.",
      ],
      [
        '$\\int x^n\\,dx = \\frac{x^{n+1}}{n+1} + C$ حيث $n \\neq -1$، و$\\int \\frac{1}{x}\\,dx = \\ln|x| + C$.',
        '$\\int x^n\\,dx = \\frac{x^{n+1}}{n+1} + C$ for $n \\neq -1$, and $\\int \\frac{1}{x}\\,dx = \\ln|x| + C$.',
      ],
      [
        '$\\int (ax + b)^n\\,dx = \\frac{(ax + b)^{n+1}}{a(n+1)} + C$ حيث $n \\neq -1$.',
        '$\\int (ax + b)^n\\,dx = \\frac{(ax + b)^{n+1}}{a(n+1)} + C$ for $n \\neq -1$.',
      ],
      [
        'تكاملات مثلثية: $\\int \\cos x\\,dx = \\sin x + C$ و$\\int \\sin x\\,dx = -\\cos x + C$ و$\\int \\sec^2 x\\,dx = \\tan x + C$.',
        'Trigonometric integrals: $\\int \\cos x\\,dx = \\sin x + C$, $\\int \\sin x\\,dx = -\\cos x + C$ and $\\int \\sec^2 x\\,dx = \\tan x + C$.',
      ],
      [
        "$\\int e^x\\,dx = e^x + C$، و$\\int \\frac{f'(x)}{f(x)}\\,dx = \\ln|f(x)| + C$.",
        "$\\int e^x\\,dx = e^x + C$, and $\\int \\frac{f'(x)}{f(x)}\\,dx = \\ln|f(x)| + C$.",
      ],
      [
        "التكامل بالتعويض: نضع $z = g(x)$ فيصبح $\\int f(g(x))\\,g'(x)\\,dx = \\int f(z)\\,dz$.",
        "Integration by substitution: put $z = g(x)$, so $\\int f(g(x))\\,g'(x)\\,dx = \\int f(z)\\,dz$.",
      ],
      [
        'التكامل بالتجزئ: $\\int u\\,dv = uv - \\int v\\,du$.',
        'Integration by parts: $\\int u\\,dv = uv - \\int v\\,du$.',
      ],
      [
        'التكامل المحدد (النظرية الأساسية للتفاضل والتكامل): $\\int_a^b f(x)\\,dx = F(b) - F(a)$.',
        'The definite integral (fundamental theorem of calculus): $\\int_a^b f(x)\\,dx = F(b) - F(a)$.',
      ],
      [
        'المساحة بين المنحنى ومحور السينات من $x = a$ إلى $x = b$: $A = \\int_a^b |f(x)|\\,dx$، وبين منحنيين: $A = \\int_a^b |f(x) - g(x)|\\,dx$.',
        'The area between a curve and the $x$-axis from $x = a$ to $x = b$ is $A = \\int_a^b |f(x)|\\,dx$, and between two curves $A = \\int_a^b |f(x) - g(x)|\\,dx$.',
      ],
      [
        'حجم الجسم الناشئ من دوران منطقة حول محور السينات دورة كاملة: $V = \\pi \\int_a^b y^2\\,dx$.',
        'The volume of the solid formed by a full revolution of a region about the $x$-axis is $V = \\pi \\int_a^b y^2\\,dx$.',
      ],
    ]),
  },
  {
    id: 'math-vectors-space',
    subject: 'math',
    category: 'mathematics',
    level: 'grade12',
    icon: '🧊',
    title: { ar: 'المتجهات والهندسة الفراغية', en: 'Vectors and solid geometry' },
    points: bilingualPoints([
      [
        'البعد بين نقطتين في الفراغ $d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2 + (z_2 - z_1)^2}$.',
        'The distance between two points in space is $d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2 + (z_2 - z_1)^2}$.',
      ],
      [
        'المتجه $\\vec{A} = (A_x, A_y, A_z) = A_x\\hat{i} + A_y\\hat{j} + A_z\\hat{k}$ ومعياره $\\|\\vec{A}\\| = \\sqrt{A_x^2 + A_y^2 + A_z^2}$.',
        'The vector $\\vec{A} = (A_x, A_y, A_z) = A_x\\hat{i} + A_y\\hat{j} + A_z\\hat{k}$ has norm $\\|\\vec{A}\\| = \\sqrt{A_x^2 + A_y^2 + A_z^2}$.',
      ],
      [
        'جيوب تمام الاتجاه: $\\cos\\theta_x = \\frac{A_x}{\\|\\vec{A}\\|}$ وبالمثل للمحورين الآخرين، ومجموع مربعاتها $= 1$.',
        'Direction cosines: $\\cos\\theta_x = \\frac{A_x}{\\|\\vec{A}\\|}$, and likewise for the other axes; their squares add up to $1$.',
      ],
      [
        'الضرب القياسي: $\\vec{A} \\cdot \\vec{B} = A_x B_x + A_y B_y + A_z B_z = \\|\\vec{A}\\|\\|\\vec{B}\\|\\cos\\theta$، ويتعامد المتجهان إذا كان حاصل ضربهما القياسي صفرًا.',
        'Dot product: $\\vec{A} \\cdot \\vec{B} = A_x B_x + A_y B_y + A_z B_z = \\|\\vec{A}\\|\\|\\vec{B}\\|\\cos\\theta$; two vectors are perpendicular when their dot product is zero.',
      ],
      [
        'الضرب الاتجاهي $\\vec{A} \\times \\vec{B}$ متجه عمودي على المتجهين، ومعياره $\\|\\vec{A}\\|\\|\\vec{B}\\|\\sin\\theta$ يساوي مساحة متوازي الأضلاع المرسوم عليهما، ويتوازى المتجهان إذا كان حاصل ضربهما الاتجاهي المتجه الصفري.',
        'The cross product $\\vec{A} \\times \\vec{B}$ is perpendicular to both vectors; its norm $\\|\\vec{A}\\|\\|\\vec{B}\\|\\sin\\theta$ is the area of the parallelogram they span, and the vectors are parallel when it is the zero vector.',
      ],
      [
        'القيمة المطلقة للضرب الثلاثي القياسي $\\vec{A} \\cdot (\\vec{B} \\times \\vec{C})$ تساوي حجم متوازي السطوح، وتكون المتجهات الثلاثة في مستوى واحد إذا كان صفرًا.',
        'The absolute value of the scalar triple product $\\vec{A} \\cdot (\\vec{B} \\times \\vec{C})$ is the volume of the parallelepiped, and the three vectors are coplanar when it is zero.',
      ],
      [
        'المعادلة المتجهة للمستقيم في الفراغ المار بالنقطة $A$ في اتجاه المتجه $\\vec{u}$: $\\vec{r} = \\vec{A} + t\\vec{u}$.',
        'The vector equation of the line in space through $A$ in the direction $\\vec{u}$ is $\\vec{r} = \\vec{A} + t\\vec{u}$.',
      ],
      [
        'معادلة المستوى الذي متجه العمودي عليه $\\vec{n} = (a, b, c)$: $ax + by + cz + d = 0$، وطول العمود من $(x_1, y_1, z_1)$ عليه $L = \\frac{|ax_1 + by_1 + cz_1 + d|}{\\sqrt{a^2 + b^2 + c^2}}$.',
        'A plane with normal vector $\\vec{n} = (a, b, c)$ is $ax + by + cz + d = 0$, and the distance from $(x_1, y_1, z_1)$ to it is $L = \\frac{|ax_1 + by_1 + cz_1 + d|}{\\sqrt{a^2 + b^2 + c^2}}$.',
      ],
      [
        'قياس الزاوية بين مستويين هو قياس الزاوية بين متجهي العمودي عليهما: $\\cos\\theta = \\frac{|\\vec{n}_1 \\cdot \\vec{n}_2|}{\\|\\vec{n}_1\\|\\|\\vec{n}_2\\|}$.',
        'The angle between two planes is the angle between their normal vectors: $\\cos\\theta = \\frac{|\\vec{n}_1 \\cdot \\vec{n}_2|}{\\|\\vec{n}_1\\|\\|\\vec{n}_2\\|}$.',
      ],
      [
        'مسلمات الهندسة الفراغية: أي ثلاث نقاط ليست على استقامة واحدة يمر بها مستوى واحد فقط، وإذا تقاطع مستويان فإنهما يتقاطعان في خط مستقيم.',
        'Axioms of solid geometry: exactly one plane passes through any three non-collinear points, and two intersecting planes meet in a straight line.',
      ],
    ]),
  },
  {
    id: 'math-combinatorics-binomial',
    subject: 'math',
    category: 'mathematics',
    level: 'grade12',
    icon: '🔀',
    title: { ar: 'التباديل والتوافيق ونظرية ذات الحدين', en: 'Permutations, combinations and the binomial theorem' },
    points: bilingualPoints([
      [
        'مبدأ العد: إذا أمكن إجراء عملية بـ $m$ طريقة وعملية أخرى بـ $n$ طريقة، فإن إجراءهما معًا يتم بـ $m \\times n$ طريقة.',
        'Counting principle: if one operation can be done in $m$ ways and another in $n$ ways, both together can be done in $m \\times n$ ways.',
      ],
      [
        'المضروب: $n! = n(n - 1)(n - 2)\\cdots 1$ و$0! = 1$.',
        'Factorial: $n! = n(n - 1)(n - 2)\\cdots 1$ and $0! = 1$.',
      ],
      [
        'التباديل (الترتيب مهم): ${}^{n}P_{r} = \\frac{n!}{(n - r)!}$.',
        'Permutations (order matters): ${}^{n}P_{r} = \\frac{n!}{(n - r)!}$.',
      ],
      [
        'التوافيق (الترتيب غير مهم): ${}^{n}C_{r} = \\frac{n!}{r!\\,(n - r)!}$، و${}^{n}C_{r} = {}^{n}C_{n-r}$، و${}^{n}C_{r} + {}^{n}C_{r-1} = {}^{n+1}C_{r}$.',
        'Combinations (order does not matter): ${}^{n}C_{r} = \\frac{n!}{r!\\,(n - r)!}$, ${}^{n}C_{r} = {}^{n}C_{n-r}$ and ${}^{n}C_{r} + {}^{n}C_{r-1} = {}^{n+1}C_{r}$.',
      ],
      [
        'نظرية ذات الحدين: $(x + a)^n = \\sum_{r=0}^{n} {}^{n}C_{r}\\, x^{n-r} a^{r}$، وعدد حدود المفكوك $n + 1$.',
        'Binomial theorem: $(x + a)^n = \\sum_{r=0}^{n} {}^{n}C_{r}\\, x^{n-r} a^{r}$, and the expansion has $n + 1$ terms.',
      ],
      [
        'الحد العام في مفكوك $(x + a)^n$: $T_{r+1} = {}^{n}C_{r}\\, x^{n-r} a^{r}$.',
        'The general term of $(x + a)^n$ is $T_{r+1} = {}^{n}C_{r}\\, x^{n-r} a^{r}$.',
      ],
      [
        'الحد الأوسط: إذا كان $n$ زوجيًّا فهو حد واحد رتبته $\\frac{n}{2} + 1$، وإذا كان $n$ فرديًّا فهما حدان رتبتاهما $\\frac{n + 1}{2}$ و$\\frac{n + 3}{2}$.',
        'Middle term: if $n$ is even there is one, of order $\\frac{n}{2} + 1$; if $n$ is odd there are two, of orders $\\frac{n + 1}{2}$ and $\\frac{n + 3}{2}$.',
      ],
      [
        'النسبة بين حدين متتاليين: $\\frac{T_{r+1}}{T_r} = \\frac{n - r + 1}{r} \\cdot \\frac{a}{x}$.',
        'The ratio of consecutive terms is $\\frac{T_{r+1}}{T_r} = \\frac{n - r + 1}{r} \\cdot \\frac{a}{x}$.',
      ],
      [
        'مجموع معاملات ذات الحدين $\\sum_{r=0}^{n} {}^{n}C_{r} = 2^n$، وللحصول على الحد الخالي من $x$ نساوي أس $x$ في الحد العام بالصفر.',
        'The binomial coefficients add up to $\\sum_{r=0}^{n} {}^{n}C_{r} = 2^n$; to find the term free of $x$, set the power of $x$ in the general term to zero.',
      ],
    ]),
  },
  {
    id: 'math-statistics-probability',
    subject: 'math',
    category: 'mathematics',
    level: 'grade12',
    icon: '🎲',
    title: { ar: 'الإحصاء والاحتمال', en: 'Statistics and probability' },
    points: bilingualPoints([
      [
        'احتمال الحدث $A$ في فضاء عينة نواتجه متساوية الفرص $P(A) = \\frac{n(A)}{n(S)}$، و$0 \\le P(A) \\le 1$.',
        'The probability of event $A$ in a sample space of equally likely outcomes is $P(A) = \\frac{n(A)}{n(S)}$, and $0 \\le P(A) \\le 1$.',
      ],
      [
        "الحدث المكمل $P(A') = 1 - P(A)$، والاتحاد $P(A \\cup B) = P(A) + P(B) - P(A \\cap B)$، وللحدثين المتنافيين $P(A \\cap B) = 0$.",
        "Complement $P(A') = 1 - P(A)$, union $P(A \\cup B) = P(A) + P(B) - P(A \\cap B)$, and for mutually exclusive events $P(A \\cap B) = 0$.",
      ],
      [
        'الاحتمال الشرطي $P(A \\mid B) = \\frac{P(A \\cap B)}{P(B)}$، ويكون الحدثان مستقلين إذا كان $P(A \\cap B) = P(A)\\,P(B)$.',
        'Conditional probability $P(A \\mid B) = \\frac{P(A \\cap B)}{P(B)}$; two events are independent if $P(A \\cap B) = P(A)\\,P(B)$.',
      ],
      [
        'التوزيع الاحتمالي للمتغير العشوائي المتقطع: كل احتمال بين $0$ و$1$ ومجموع الاحتمالات $\\sum f(x) = 1$، والتوقع (الوسط) $\\mu = \\sum x\\,f(x)$.',
        'Probability distribution of a discrete random variable: each probability is between $0$ and $1$ and they add up to $\\sum f(x) = 1$; the expectation (mean) is $\\mu = \\sum x\\,f(x)$.',
      ],
      [
        'التباين $\\sigma^2 = \\sum x^2 f(x) - \\mu^2$، والانحراف المعياري $\\sigma$ هو الجذر التربيعي الموجب للتباين.',
        'The variance is $\\sigma^2 = \\sum x^2 f(x) - \\mu^2$, and the standard deviation $\\sigma$ is its positive square root.',
      ],
      [
        'التوزيع الطبيعي منحناه على شكل جرس متماثل حول الوسط $\\mu$ والمساحة تحته $= 1$، ونحوله إلى التوزيع الطبيعي المعياري بـ $Z = \\frac{X - \\mu}{\\sigma}$ ثم نستخدم الجدول.',
        'The normal distribution has a bell-shaped curve symmetric about the mean $\\mu$ with total area $1$; standardise with $Z = \\frac{X - \\mu}{\\sigma}$ and use the table.',
      ],
      [
        'في التوزيع الطبيعي تقع نحو $68\\%$ من القيم في حدود انحراف معياري واحد من الوسط، ونحو $95\\%$ في حدود انحرافين، ونحو $99.7\\%$ في حدود ثلاثة.',
        'In a normal distribution about $68\\%$ of values lie within one standard deviation of the mean, about $95\\%$ within two and about $99.7\\%$ within three.',
      ],
      [
        'معامل الارتباط $r$ يقع بين $-1$ و$1$: إشارته تبين نوع الارتباط (طردي أو عكسي) وقيمته المطلقة تبين قوته، و$r = 0$ يعني عدم وجود ارتباط خطي.',
        'The correlation coefficient $r$ lies between $-1$ and $1$: its sign gives the direction (positive or negative) and its absolute value the strength, and $r = 0$ means no linear correlation.',
      ],
      [
        'معامل ارتباط الرتب لسبيرمان $r = 1 - \\frac{6\\sum d^2}{n(n^2 - 1)}$ حيث $d$ الفرق بين رتبتي كل زوج و$n$ عدد الأزواج.',
        "Spearman's rank correlation coefficient is $r = 1 - \\frac{6\\sum d^2}{n(n^2 - 1)}$, where $d$ is the difference between the ranks of each pair and $n$ the number of pairs.",
      ],
      [
        'خط انحدار $y$ على $x$: $\\hat{y} = a + bx$ حيث $b = \\frac{n\\sum xy - \\sum x \\sum y}{n\\sum x^2 - (\\sum x)^2}$ و$a = \\bar{y} - b\\bar{x}$.',
        'The regression line of $y$ on $x$ is $\\hat{y} = a + bx$, where $b = \\frac{n\\sum xy - \\sum x \\sum y}{n\\sum x^2 - (\\sum x)^2}$ and $a = \\bar{y} - b\\bar{x}$.',
      ],
    ]),
  },
];
