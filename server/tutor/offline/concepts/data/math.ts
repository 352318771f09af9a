/**
 * Mathematics concept notes of the Thanaweya Amma curriculum, in curriculum order: algebra (quadratics, complex
 * numbers), calculus (derivatives, integrals, limits), trigonometry, vectors, analytic geometry, probability,
 * sequences, matrices, functions, then solving triangles and counting. Bodies use String.raw so LaTeX keeps its
 * backslashes; `$…$` must never be followed directly by `{` (a template interpolation).
 */
import type { ConceptNote } from '../types';

export const mathConcepts: readonly ConceptNote[] = [
  {
    id: 'math-quadratic-equations',
    subject: 'math',
    keywords: {
      ar: [
        'المعادلة من الدرجة الثانية',
        'معادلة من الدرجة التانية',
        'معادلة الدرجة الثانية',
        'المعادلة التربيعية',
        'المعادلات التربيعية',
        'القانون العام',
        'المميز',
        'حل المعادلة التربيعية',
        'جذرا المعادلة',
        'مجموع الجذرين',
      ],
      en: [
        'quadratic equation',
        'quadratic equations',
        'quadratic formula',
        'discriminant',
        'second degree equation',
        'roots of a quadratic',
        'solve a quadratic',
      ],
    },
    title: { ar: 'المعادلة من الدرجة الثانية: القانون العام والمميز', en: 'Quadratic equations: the quadratic formula and the discriminant' },
    body: {
      ar: String.raw`**المعادلة من الدرجة الثانية** (المعادلة التربيعية) صورتها العامة $ax^2 + bx + c = 0$ حيث $a \neq 0$.
**القانون العام للحل:** $x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}$
**المميز** $\Delta = b^2 - 4ac$ يحدد نوع الجذرين قبل الحل:
- إذا كان $\Delta > 0$ فالجذران حقيقيان مختلفان.
- إذا كان $\Delta = 0$ فالجذران حقيقيان متساويان.
- إذا كان $\Delta < 0$ فالجذران مركبان مترافقان (غير حقيقيين).
**العلاقة بين الجذرين والمعاملات:** إذا كان $L$ و$M$ جذري المعادلة فإن $L + M = -\frac{b}{a}$ و$LM = \frac{c}{a}$.
ويمكن الحل أيضًا بالتحليل إلى عاملين عندما يكون ذلك سهلًا، لكن القانون العام يصلح لكل معادلة تربيعية.
**مثال:** في المعادلة $x^2 - 5x + 6 = 0$ يكون $\Delta = 25 - 24 = 1$، إذن $x = \frac{5 \pm 1}{2}$ أي $x = 3$ أو $x = 2$. وللتحقق: مجموع الجذرين $3 + 2 = 5$ وحاصل ضربهما $3 \times 2 = 6$.
**سؤال للتأكد:** ما نوع جذري المعادلة $x^2 + 2x + 5 = 0$؟`,
      en: String.raw`A **quadratic equation** (second-degree equation) has the general form $ax^2 + bx + c = 0$ with $a \neq 0$.
**The quadratic formula:** $x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}$
**The discriminant** $\Delta = b^2 - 4ac$ tells the nature of the roots before solving:
- If $\Delta > 0$, the two roots are real and different.
- If $\Delta = 0$, the two roots are real and equal.
- If $\Delta < 0$, the two roots are conjugate complex (non-real) numbers.
**Roots and coefficients:** if $L$ and $M$ are the roots, then $L + M = -\frac{b}{a}$ and $LM = \frac{c}{a}$.
You can also solve by factorising when that is easy, but the quadratic formula works for every quadratic equation.
**Example:** for $x^2 - 5x + 6 = 0$ we get $\Delta = 25 - 24 = 1$, so $x = \frac{5 \pm 1}{2}$, that is $x = 3$ or $x = 2$. Check: the sum of the roots is $3 + 2 = 5$ and their product is $3 \times 2 = 6$.
**Check yourself:** What is the nature of the roots of $x^2 + 2x + 5 = 0$?`,
    },
  },
  {
    id: 'math-complex-numbers',
    subject: 'math',
    keywords: {
      ar: [
        'الأعداد المركبة',
        'العدد المركب',
        'عدد مركب',
        'الاعداد المركبه',
        'العدد التخيلي',
        'الأعداد التخيلية',
        'قوى i',
        'مرافق العدد المركب',
        'مقياس العدد المركب',
      ],
      en: ['complex numbers', 'complex number', 'imaginary unit', 'imaginary numbers', 'powers of i', 'complex conjugate', 'modulus of a complex number'],
    },
    title: { ar: 'الأعداد المركبة', en: 'Complex numbers' },
    body: {
      ar: String.raw`ظهرت الأعداد المركبة لحل معادلات مثل $x^2 + 1 = 0$ التي ليس لها حل في الأعداد الحقيقية.
**العدد المركب** صورته $z = x + yi$ حيث $x$ الجزء الحقيقي و$y$ الجزء التخيلي، و$i$ العدد التخيلي الذي يحقق $i^2 = -1$.
**قوى $i$** تتكرر كل أربع: $i^{4n} = 1$ و$i^{4n+1} = i$ و$i^{4n+2} = -1$ و$i^{4n+3} = -i$. فمثلًا $i^{27} = i^{24} \cdot i^3 = -i$.
**التساوي:** يتساوى عددان مركبان إذا تساوى الجزءان الحقيقيان وتساوى الجزءان التخيليان.
**الجمع والطرح:** نجمع الأجزاء الحقيقية معًا والأجزاء التخيلية معًا، مثل $(2 + 3i) + (1 - i) = 3 + 2i$.
**المرافق:** مرافق العدد $x + yi$ هو $x - yi$، وحاصل ضربهما $(x + yi)(x - yi) = x^2 + y^2$ عدد حقيقي.
**القسمة:** نضرب البسط والمقام في مرافق المقام، مثل $\frac{5}{1 + 2i} = \frac{5(1 - 2i)}{1 + 4} = 1 - 2i$.
**المقياس:** $|z| = \sqrt{x^2 + y^2}$، فمثلًا $|3 + 4i| = 5$.
**سؤال للتأكد:** ما قيمة $i^{10}$؟`,
      en: String.raw`Complex numbers were introduced to solve equations such as $x^2 + 1 = 0$, which have no solution in the real numbers.
A **complex number** has the form $z = x + yi$, where $x$ is the real part, $y$ the imaginary part and $i$ the imaginary unit, which satisfies $i^2 = -1$.
**Powers of $i$** repeat every four: $i^{4n} = 1$, $i^{4n+1} = i$, $i^{4n+2} = -1$ and $i^{4n+3} = -i$. For example, $i^{27} = i^{24} \cdot i^3 = -i$.
**Equality:** two complex numbers are equal when their real parts are equal and their imaginary parts are equal.
**Addition and subtraction:** add the real parts together and the imaginary parts together, e.g. $(2 + 3i) + (1 - i) = 3 + 2i$.
**Conjugate:** the conjugate of $x + yi$ is $x - yi$, and their product $(x + yi)(x - yi) = x^2 + y^2$ is a real number.
**Division:** multiply the numerator and the denominator by the conjugate of the denominator, e.g. $\frac{5}{1 + 2i} = \frac{5(1 - 2i)}{1 + 4} = 1 - 2i$.
**Modulus:** $|z| = \sqrt{x^2 + y^2}$, so $|3 + 4i| = 5$.
**Check yourself:** What is the value of $i^{10}$?`,
    },
  },
  {
    id: 'math-derivatives',
    subject: 'math',
    keywords: {
      ar: ['المشتقة', 'المشتقات', 'مشتقة الدالة', 'الاشتقاق', 'التفاضل', 'قاعدة السلسلة', 'قواعد الاشتقاق', 'ميل المماس', 'المشتقه'],
      en: ['derivative', 'derivatives', 'derivative of a function', 'differentiation', 'differentiate', 'chain rule', 'slope of the tangent'],
    },
    title: { ar: 'المشتقة وقواعد الاشتقاق', en: 'Derivatives and the rules of differentiation' },
    body: {
      ar: String.raw`**مشتقة الدالة** $f(x)$ تقيس معدل تغيرها اللحظي، وهندسيًا $f'(x_0)$ هي ميل المماس للمنحنى عند $x = x_0$.
**التعريف:** $f'(x) = \lim_{h \to 0} \frac{f(x + h) - f(x)}{h}$
**قواعد أساسية:**
- مشتقة القوة: $\frac{d}{dx} x^n = n x^{n-1}$، ومشتقة الثابت تساوي صفرًا.
- حاصل الضرب: $(uv)' = u'v + uv'$، وخارج القسمة: $\left(\frac{u}{v}\right)' = \frac{u'v - uv'}{v^2}$.
- الدوال المثلثية: $(\sin x)' = \cos x$ و$(\cos x)' = -\sin x$ و$(\tan x)' = \sec^2 x$.
- الدالة الأسية واللوغاريتمية: $(e^x)' = e^x$ و$(\ln x)' = \frac{1}{x}$.
**قاعدة السلسلة:** $\frac{dy}{dx} = \frac{dy}{dz} \cdot \frac{dz}{dx}$. مثال: إذا كانت $y = (3x^2 + 1)^4$ فإن $y' = 4(3x^2 + 1)^3 \cdot 6x = 24x(3x^2 + 1)^3$.
**المماس والقيم القصوى:** معادلة المماس عند النقطة $(x_0, y_0)$ هي $y - y_0 = f'(x_0)(x - x_0)$. وتكون الدالة متزايدة حيث $f'(x) > 0$ ومتناقصة حيث $f'(x) < 0$، وعند النقطة الحرجة $f'(x) = 0$ تكون القيمة صغرى محلية إذا كانت $f''(x) > 0$ وعظمى محلية إذا كانت $f''(x) < 0$.
**سؤال للتأكد:** ما مشتقة $y = \sin 5x$؟`,
      en: String.raw`The **derivative** of a function $f(x)$ measures its instantaneous rate of change; geometrically, $f'(x_0)$ is the slope of the tangent to the curve at $x = x_0$.
**Definition:** $f'(x) = \lim_{h \to 0} \frac{f(x + h) - f(x)}{h}$
**Basic rules:**
- Power rule: $\frac{d}{dx} x^n = n x^{n-1}$, and the derivative of a constant is zero.
- Product rule: $(uv)' = u'v + uv'$; quotient rule: $\left(\frac{u}{v}\right)' = \frac{u'v - uv'}{v^2}$.
- Trigonometric functions: $(\sin x)' = \cos x$, $(\cos x)' = -\sin x$ and $(\tan x)' = \sec^2 x$.
- Exponential and logarithmic functions: $(e^x)' = e^x$ and $(\ln x)' = \frac{1}{x}$.
**Chain rule:** $\frac{dy}{dx} = \frac{dy}{dz} \cdot \frac{dz}{dx}$. Example: if $y = (3x^2 + 1)^4$, then $y' = 4(3x^2 + 1)^3 \cdot 6x = 24x(3x^2 + 1)^3$.
**Tangents and extreme values:** the tangent at the point $(x_0, y_0)$ is $y - y_0 = f'(x_0)(x - x_0)$. The function is increasing where $f'(x) > 0$ and decreasing where $f'(x) < 0$; at a critical point, where $f'(x) = 0$, there is a local minimum if $f''(x) > 0$ and a local maximum if $f''(x) < 0$.
**Check yourself:** What is the derivative of $y = \sin 5x$?`,
    },
  },
  {
    id: 'math-integrals',
    subject: 'math',
    keywords: {
      ar: ['التكامل', 'التكاملات', 'التكامل المحدد', 'التكامل غير المحدد', 'تكامل الدوال', 'المشتقة العكسية', 'المساحة تحت المنحنى'],
      en: ['integration', 'integral', 'integrals', 'definite integral', 'indefinite integral', 'antiderivative', 'area under a curve'],
    },
    title: { ar: 'التكامل المحدد وغير المحدد', en: 'Indefinite and definite integrals' },
    body: {
      ar: String.raw`**التكامل** عملية عكسية للتفاضل: إذا كانت $F'(x) = f(x)$ فإن $\int f(x)\,dx = F(x) + C$ حيث $C$ ثابت التكامل.
**قواعد أساسية:**
- $\int x^n\,dx = \frac{x^{n+1}}{n+1} + C$ حيث $n \neq -1$، و$\int \frac{1}{x}\,dx = \ln|x| + C$.
- $\int \cos x\,dx = \sin x + C$ و$\int \sin x\,dx = -\cos x + C$ و$\int e^x\,dx = e^x + C$.
**التكامل المحدد** (النظرية الأساسية للتفاضل والتكامل): $\int_a^b f(x)\,dx = F(b) - F(a)$، ولا يظهر فيه ثابت التكامل.
**التكامل بالتعويض:** إذا ظهرت دالة ومشتقتها معًا نضع $u = g(x)$ فيصبح $du = g'(x)\,dx$، مثل $\int 2x(x^2 + 1)^3\,dx = \frac{(x^2 + 1)^4}{4} + C$.
وتحقق دائمًا من ناتج التكامل غير المحدد بالاشتقاق: مشتقة الناتج يجب أن تساوي الدالة الموجودة تحت علامة التكامل.
**المساحة:** مساحة المنطقة المحصورة بين المنحنى ومحور السينات من $x = a$ إلى $x = b$ هي $\int_a^b |f(x)|\,dx$.
**مثال:** $\int_1^3 2x\,dx = \left[x^2\right]_1^3 = 9 - 1 = 8$.
**سؤال للتأكد:** ما قيمة $\int_0^1 3x^2\,dx$؟`,
      en: String.raw`**Integration** is the reverse of differentiation: if $F'(x) = f(x)$, then $\int f(x)\,dx = F(x) + C$, where $C$ is the constant of integration.
**Basic rules:**
- $\int x^n\,dx = \frac{x^{n+1}}{n+1} + C$ for $n \neq -1$, and $\int \frac{1}{x}\,dx = \ln|x| + C$.
- $\int \cos x\,dx = \sin x + C$, $\int \sin x\,dx = -\cos x + C$ and $\int e^x\,dx = e^x + C$.
**The definite integral** (fundamental theorem of calculus): $\int_a^b f(x)\,dx = F(b) - F(a)$; it has no constant of integration.
**Substitution:** when a function appears together with its derivative, put $u = g(x)$ so that $du = g'(x)\,dx$, e.g. $\int 2x(x^2 + 1)^3\,dx = \frac{(x^2 + 1)^4}{4} + C$.
Always check an indefinite integral by differentiating: the derivative of the answer must equal the function under the integral sign.
**Area:** the area of the region between the curve and the $x$-axis from $x = a$ to $x = b$ is $\int_a^b |f(x)|\,dx$.
**Example:** $\int_1^3 2x\,dx = \left[x^2\right]_1^3 = 9 - 1 = 8$.
**Check yourself:** What is the value of $\int_0^1 3x^2\,dx$?`,
    },
  },
  {
    id: 'math-limits',
    subject: 'math',
    keywords: {
      ar: ['النهايات', 'النهاية', 'نهاية الدالة', 'الكمية غير المعينة', 'صفر على صفر', 'النهاية عند اللانهاية', 'اتصال الدالة'],
      en: ['limits', 'limit of a function', 'indeterminate form', 'limit at infinity', 'continuity'],
    },
    title: { ar: 'نهاية الدالة', en: 'Limits of functions' },
    body: {
      ar: String.raw`**النهاية** $\lim_{x \to a} f(x) = L$ تعني أن قيم $f(x)$ تقترب من $L$ كلما اقتربت $x$ من $a$ من الجهتين.
**طرق إيجادها:**
- التعويض المباشر؛ فنهاية كثيرة الحدود هي قيمتها عند النقطة.
- إذا نتجت الكمية غير المعينة $\frac{0}{0}$ نحلل ونختصر، أو نضرب في المرافق.
**نتائج مهمة:**
- $\lim_{x \to a} \frac{x^n - a^n}{x - a} = n a^{n-1}$
- $\lim_{x \to 0} \frac{\sin x}{x} = 1$ حيث الزاوية بالقياس الدائري.
- عند اللانهاية نقسم على أكبر قوة لـ $x$، مثل $\lim_{x \to \infty} \frac{3x^2 + 1}{x^2 - 5} = 3$.
**مثال:** $\lim_{x \to 2} \frac{x^2 - 4}{x - 2} = \lim_{x \to 2} (x + 2) = 4$.
وتوجد النهاية عند $x = a$ فقط إذا تساوت النهايتان من اليمين ومن اليسار، ولا يشترط أن تكون الدالة معرفة عند $a$ نفسها.
**الاتصال:** تكون الدالة متصلة عند $x = a$ إذا كانت $\lim_{x \to a} f(x) = f(a)$.
**سؤال للتأكد:** ما قيمة $\lim_{x \to 1} \frac{x^3 - 1}{x - 1}$؟`,
      en: String.raw`The **limit** $\lim_{x \to a} f(x) = L$ means that the values of $f(x)$ get closer to $L$ as $x$ approaches $a$ from both sides.
**How to find it:**
- Substitute directly; the limit of a polynomial is its value at the point.
- If you get the indeterminate form $\frac{0}{0}$, factorise and cancel, or multiply by the conjugate.
**Important results:**
- $\lim_{x \to a} \frac{x^n - a^n}{x - a} = n a^{n-1}$
- $\lim_{x \to 0} \frac{\sin x}{x} = 1$, with the angle in radians.
- At infinity, divide by the highest power of $x$: $\lim_{x \to \infty} \frac{3x^2 + 1}{x^2 - 5} = 3$.
**Example:** $\lim_{x \to 2} \frac{x^2 - 4}{x - 2} = \lim_{x \to 2} (x + 2) = 4$.
The limit at $x = a$ exists only when the right-hand and left-hand limits are equal, and the function need not be defined at $a$ itself.
**Continuity:** a function is continuous at $x = a$ when $\lim_{x \to a} f(x) = f(a)$.
**Check yourself:** What is the value of $\lim_{x \to 1} \frac{x^3 - 1}{x - 1}$?`,
    },
  },
  {
    id: 'math-trigonometric-ratios',
    subject: 'math',
    keywords: {
      ar: ['النسب المثلثية', 'النسب المثلثيه', 'حساب المثلثات', 'الدوال المثلثية', 'جيب الزاوية', 'جيب التمام', 'ظل الزاوية', 'الزوايا الخاصة', 'دائرة الوحدة', 'القياس الدائري'],
      en: ['trigonometric ratios', 'trigonometry', 'sin cos tan', 'sin', 'cos', 'tan', 'sine and cosine', 'special angles', 'unit circle', 'radian measure'],
    },
    title: { ar: 'النسب المثلثية', en: 'Trigonometric ratios' },
    body: {
      ar: String.raw`في المثلث القائم الزاوية، للزاوية الحادة $\theta$:
- جيب الزاوية $\sin\theta$ = طول الضلع المقابل ÷ طول الوتر.
- جيب تمام الزاوية $\cos\theta$ = طول الضلع المجاور ÷ طول الوتر.
- ظل الزاوية $\tan\theta = \frac{\sin\theta}{\cos\theta}$ = المقابل ÷ المجاور.
ومقلوباتها $\csc\theta$ و$\sec\theta$ و$\cot\theta$.
**على دائرة الوحدة:** إذا قطع الضلع النهائي للزاوية الدائرة في النقطة $(x, y)$ فإن $\cos\theta = x$ و$\sin\theta = y$. الإشارات: كل النسب موجبة في الربع الأول، والجيب في الثاني، والظل في الثالث، وجيب التمام في الرابع.
**المتطابقة الأساسية:** $\sin^2\theta + \cos^2\theta = 1$
**زوايا خاصة:** $\sin 30^\circ = \cos 60^\circ = \frac{1}{2}$ و$\sin 45^\circ = \frac{\sqrt{2}}{2}$ و$\tan 45^\circ = 1$ و$\tan 60^\circ = \sqrt{3}$.
**القياس الدائري:** $\pi^{\text{rad}} = 180^\circ$.
**سؤال للتأكد:** إذا كان $\sin\theta = \frac{3}{5}$ و$\theta$ حادة، فما قيمة $\cos\theta$؟`,
      en: String.raw`In a right-angled triangle, for an acute angle $\theta$:
- The sine $\sin\theta$ = opposite side ÷ hypotenuse.
- The cosine $\cos\theta$ = adjacent side ÷ hypotenuse.
- The tangent $\tan\theta = \frac{\sin\theta}{\cos\theta}$ = opposite ÷ adjacent.
Their reciprocals are $\csc\theta$, $\sec\theta$ and $\cot\theta$.
**On the unit circle:** if the terminal side of the angle meets the circle at $(x, y)$, then $\cos\theta = x$ and $\sin\theta = y$. Signs: all ratios are positive in the first quadrant, the sine in the second, the tangent in the third and the cosine in the fourth.
**Basic identity:** $\sin^2\theta + \cos^2\theta = 1$
**Special angles:** $\sin 30^\circ = \cos 60^\circ = \frac{1}{2}$, $\sin 45^\circ = \frac{\sqrt{2}}{2}$, $\tan 45^\circ = 1$ and $\tan 60^\circ = \sqrt{3}$.
**Radian measure:** $\pi^{\text{rad}} = 180^\circ$.
**Check yourself:** If $\sin\theta = \frac{3}{5}$ and $\theta$ is acute, what is $\cos\theta$?`,
    },
  },
  {
    id: 'math-vectors',
    subject: 'math',
    keywords: {
      ar: ['المتجهات', 'المتجه', 'متجه', 'متجة', 'الضرب القياسي', 'الضرب الداخلي', 'الضرب الاتجاهي', 'معيار المتجه', 'المتجهات في الفضاء'],
      en: ['vectors', 'vector', 'dot product', 'scalar product', 'cross product', 'vector product', 'magnitude of a vector', 'norm of a vector'],
    },
    title: { ar: 'المتجهات والضرب القياسي والاتجاهي', en: 'Vectors: the dot and cross products' },
    body: {
      ar: String.raw`**المتجه** كمية لها مقدار واتجاه، وفي الفضاء يكتب $\vec{A} = (A_x, A_y, A_z) = A_x\hat{i} + A_y\hat{j} + A_z\hat{k}$.
**معيار المتجه (طوله):** $\|\vec{A}\| = \sqrt{A_x^2 + A_y^2 + A_z^2}$
**الجمع والضرب في عدد:** نجمع المركبات المتناظرة، وعند ضرب المتجه في عدد حقيقي تضرب كل مركبة فيه. ومتجه الوحدة في اتجاه $\vec{A}$ هو $\frac{\vec{A}}{\|\vec{A}\|}$.
**الضرب القياسي (الداخلي):** $\vec{A} \cdot \vec{B} = A_x B_x + A_y B_y + A_z B_z = \|\vec{A}\|\|\vec{B}\|\cos\theta$. ناتجه عدد، ويكون المتجهان متعامدين إذا كان ناتجه صفرًا.
**الضرب الاتجاهي:** $\vec{A} \times \vec{B}$ متجه عمودي على كلا المتجهين، معياره $\|\vec{A}\|\|\vec{B}\|\sin\theta$ وهو مساحة متوازي الأضلاع المنشأ عليهما، ويساوي المتجه الصفري إذا كانا متوازيين، و$\vec{B} \times \vec{A} = -\vec{A} \times \vec{B}$.
**مثال:** إذا كان $\vec{A} = (1, 2, 2)$ و$\vec{B} = (2, -1, 3)$ فإن $\vec{A} \cdot \vec{B} = 2 - 2 + 6 = 6$ و$\|\vec{A}\| = 3$.
**سؤال للتأكد:** هل المتجهان $(1, 2, 0)$ و$(2, -1, 5)$ متعامدان؟`,
      en: String.raw`A **vector** is a quantity with magnitude and direction; in space it is written $\vec{A} = (A_x, A_y, A_z) = A_x\hat{i} + A_y\hat{j} + A_z\hat{k}$.
**Norm (length) of a vector:** $\|\vec{A}\| = \sqrt{A_x^2 + A_y^2 + A_z^2}$
**Addition and scalar multiples:** add corresponding components, and multiplying a vector by a real number multiplies every component by it. The unit vector in the direction of $\vec{A}$ is $\frac{\vec{A}}{\|\vec{A}\|}$.
**Dot (scalar) product:** $\vec{A} \cdot \vec{B} = A_x B_x + A_y B_y + A_z B_z = \|\vec{A}\|\|\vec{B}\|\cos\theta$. The result is a number, and the two vectors are perpendicular when it is zero.
**Cross (vector) product:** $\vec{A} \times \vec{B}$ is a vector perpendicular to both vectors; its norm $\|\vec{A}\|\|\vec{B}\|\sin\theta$ is the area of the parallelogram they span, it is the zero vector when they are parallel, and $\vec{B} \times \vec{A} = -\vec{A} \times \vec{B}$.
**Example:** if $\vec{A} = (1, 2, 2)$ and $\vec{B} = (2, -1, 3)$, then $\vec{A} \cdot \vec{B} = 2 - 2 + 6 = 6$ and $\|\vec{A}\| = 3$.
**Check yourself:** Are the vectors $(1, 2, 0)$ and $(2, -1, 5)$ perpendicular?`,
    },
  },
  {
    id: 'math-straight-line',
    subject: 'math',
    keywords: {
      ar: ['الخط المستقيم', 'معادلة الخط المستقيم', 'ميل الخط المستقيم', 'الميل', 'ميل المستقيم', 'المستقيمات المتوازية والمتعامدة', 'طول العمود من نقطة', 'الهندسة التحليلية'],
      en: ['straight line', 'equation of a line', 'slope of a line', 'slope', 'gradient', 'parallel and perpendicular lines', 'distance from a point to a line', 'analytic geometry'],
    },
    title: { ar: 'الخط المستقيم: الميل والمعادلة', en: 'The straight line: slope and equation' },
    body: {
      ar: String.raw`**ميل المستقيم** المار بالنقطتين $(x_1, y_1)$ و$(x_2, y_2)$: $m = \frac{y_2 - y_1}{x_2 - x_1} = \tan\theta$ حيث $\theta$ زاوية ميل المستقيم على الاتجاه الموجب لمحور السينات. وميل المستقيم $ax + by + c = 0$ هو $-\frac{a}{b}$.
**صور معادلة المستقيم:**
- بمعلومية الميل والجزء المقطوع من محور الصادات: $y = mx + c$
- بمعلومية الميل ونقطة: $y - y_1 = m(x - x_1)$
- بمعلومية الجزأين المقطوعين من المحورين: $\frac{x}{a} + \frac{y}{b} = 1$
**التوازي والتعامد:** يتوازى المستقيمان إذا كان $m_1 = m_2$، ويتعامدان إذا كان $m_1 m_2 = -1$.
والمستقيم الأفقي ميله صفر، أما المستقيم الرأسي فميله غير معرف.
**طول العمود من نقطة على مستقيم:** $L = \frac{|ax_1 + by_1 + c|}{\sqrt{a^2 + b^2}}$
**مثال:** المستقيم المار بالنقطة $(1, 2)$ وميله $3$ معادلته $y - 2 = 3(x - 1)$ أي $y = 3x - 1$.
**سؤال للتأكد:** ما ميل المستقيم العمودي على المستقيم $y = 2x + 5$؟`,
      en: String.raw`The **slope** of the line through $(x_1, y_1)$ and $(x_2, y_2)$ is $m = \frac{y_2 - y_1}{x_2 - x_1} = \tan\theta$, where $\theta$ is the angle the line makes with the positive $x$-axis. The line $ax + by + c = 0$ has slope $-\frac{a}{b}$.
**Forms of the equation of a line:**
- Slope and $y$-intercept: $y = mx + c$
- Slope and a point: $y - y_1 = m(x - x_1)$
- Intercepts on both axes: $\frac{x}{a} + \frac{y}{b} = 1$
**Parallel and perpendicular lines:** two lines are parallel when $m_1 = m_2$ and perpendicular when $m_1 m_2 = -1$.
A horizontal line has slope zero, while the slope of a vertical line is undefined.
**Distance from a point to a line:** $L = \frac{|ax_1 + by_1 + c|}{\sqrt{a^2 + b^2}}$
**Example:** the line through $(1, 2)$ with slope $3$ is $y - 2 = 3(x - 1)$, that is $y = 3x - 1$.
**Check yourself:** What is the slope of a line perpendicular to $y = 2x + 5$?`,
    },
  },
  {
    id: 'math-probability',
    subject: 'math',
    keywords: {
      ar: ['الاحتمال', 'الاحتمالات', 'احتمال', 'الأحداث المستقلة', 'الحدثان المستقلان', 'الاحتمال الشرطي', 'فضاء العينة', 'الأحداث المتنافية'],
      en: ['probability', 'probabilities', 'independent events', 'conditional probability', 'sample space', 'mutually exclusive events'],
    },
    title: { ar: 'الاحتمال', en: 'Probability' },
    body: {
      ar: String.raw`**احتمال الحدث** $A$ في فضاء عينة $S$ نواتجه متساوية الفرص هو $P(A) = \frac{n(A)}{n(S)}$، حيث $0 \le P(A) \le 1$.
احتمال الحدث المستحيل صفر، واحتمال الحدث المؤكد واحد.
**قواعد مهمة:**
- الحدث المكمل: $P(A') = 1 - P(A)$.
- الاتحاد: $P(A \cup B) = P(A) + P(B) - P(A \cap B)$.
- الحدثان المتنافيان لا يقعان معًا: $P(A \cap B) = 0$.
- الحدثان المستقلان لا يؤثر وقوع أحدهما في الآخر: $P(A \cap B) = P(A) \times P(B)$.
- الاحتمال الشرطي: $P(A \mid B) = \frac{P(A \cap B)}{P(B)}$.
لا تخلط بين الحدثين المتنافيين والحدثين المستقلين: المتنافيان لا يقعان معًا أبدًا، أما المستقلان فقد يقعان معًا.
**مثال:** إلقاء قطعة نقود وإلقاء حجر نرد حدثان مستقلان، فاحتمال ظهور صورة والعدد ستة هو $\frac{1}{2} \times \frac{1}{6} = \frac{1}{12}$.
**سؤال للتأكد:** إذا كان $A$ و$B$ حدثين مستقلين و$P(A) = 0.5$ و$P(B) = 0.2$، فما قيمة $P(A \cap B)$؟`,
      en: String.raw`The **probability** of an event $A$ in a sample space $S$ of equally likely outcomes is $P(A) = \frac{n(A)}{n(S)}$, where $0 \le P(A) \le 1$.
The probability of an impossible event is zero and that of a certain event is one.
**Important rules:**
- Complementary event: $P(A') = 1 - P(A)$.
- Union: $P(A \cup B) = P(A) + P(B) - P(A \cap B)$.
- Mutually exclusive events cannot happen together: $P(A \cap B) = 0$.
- Independent events do not affect each other: $P(A \cap B) = P(A) \times P(B)$.
- Conditional probability: $P(A \mid B) = \frac{P(A \cap B)}{P(B)}$.
Do not confuse mutually exclusive events with independent ones: mutually exclusive events never happen together, while independent events can.
**Example:** tossing a coin and rolling a die are independent events, so the probability of getting a head and a six is $\frac{1}{2} \times \frac{1}{6} = \frac{1}{12}$.
**Check yourself:** If $A$ and $B$ are independent events with $P(A) = 0.5$ and $P(B) = 0.2$, what is $P(A \cap B)$?`,
    },
  },
  {
    id: 'math-sequences',
    subject: 'math',
    keywords: {
      ar: ['المتتابعات', 'المتتابعة الحسابية', 'المتتابعة الهندسية', 'المتسلسلات', 'المتتابعه', 'الحد العام للمتتابعة', 'مجموع المتتابعة'],
      en: ['sequences', 'arithmetic sequence', 'arithmetic progression', 'geometric sequence', 'geometric progression', 'series', 'nth term'],
    },
    title: { ar: 'المتتابعات الحسابية والهندسية', en: 'Arithmetic and geometric sequences' },
    body: {
      ar: String.raw`**المتتابعة** قائمة مرتبة من الحدود $T_1, T_2, T_3, \dots$.
**المتتابعة الحسابية:** كل حد فيها يساوي الحد السابق له مضافًا إليه مقدار ثابت هو أساسها $d$.
- الحد العام: $T_n = a + (n - 1)d$
- مجموع أول $n$ حدًا: $S_n = \frac{n}{2}\left[2a + (n - 1)d\right] = \frac{n}{2}(a + l)$ حيث $l$ الحد الأخير.
**المتتابعة الهندسية:** كل حد فيها يساوي الحد السابق له مضروبًا في مقدار ثابت هو أساسها $r$.
- الحد العام: $T_n = a r^{n-1}$
- المجموع: $S_n = \frac{a(1 - r^n)}{1 - r}$ حيث $r \neq 1$، والمجموع إلى ما لا نهاية $S_\infty = \frac{a}{1 - r}$ عندما $|r| < 1$.
ولمعرفة نوع المتتابعة نحسب الفرق بين كل حدين متتاليين أو النسبة بينهما.
**مثال:** في المتتابعة $3, 7, 11, \dots$ يكون $a = 3$ و$d = 4$، إذن $T_{10} = 3 + 9 \times 4 = 39$.
**سؤال للتأكد:** ما الحد السادس في المتتابعة الهندسية $2, 6, 18, \dots$؟`,
      en: String.raw`A **sequence** is an ordered list of terms $T_1, T_2, T_3, \dots$.
**Arithmetic sequence:** each term equals the previous term plus a constant, the common difference $d$.
- General term: $T_n = a + (n - 1)d$
- Sum of the first $n$ terms: $S_n = \frac{n}{2}\left[2a + (n - 1)d\right] = \frac{n}{2}(a + l)$, where $l$ is the last term.
**Geometric sequence:** each term equals the previous term multiplied by a constant, the common ratio $r$.
- General term: $T_n = a r^{n-1}$
- Sum: $S_n = \frac{a(1 - r^n)}{1 - r}$ for $r \neq 1$, and the sum to infinity is $S_\infty = \frac{a}{1 - r}$ when $|r| < 1$.
To tell the type of a sequence, compute the difference or the ratio between consecutive terms.
**Example:** in the sequence $3, 7, 11, \dots$ we have $a = 3$ and $d = 4$, so $T_{10} = 3 + 9 \times 4 = 39$.
**Check yourself:** What is the sixth term of the geometric sequence $2, 6, 18, \dots$?`,
    },
  },
  {
    id: 'math-matrices-determinants',
    subject: 'math',
    keywords: {
      ar: ['المصفوفات', 'المصفوفة', 'مصفوفه', 'المحددات', 'المحدد', 'معكوس المصفوفة', 'المعكوس الضربي للمصفوفة', 'قاعدة كرامر'],
      en: ['matrices', 'matrix', 'determinant', 'determinants', 'inverse of a matrix', "cramer's rule"],
    },
    title: { ar: 'المصفوفات والمحددات', en: 'Matrices and determinants' },
    body: {
      ar: String.raw`**المصفوفة** ترتيب مستطيل من الأعداد في $m$ من الصفوف و$n$ من الأعمدة، ونقول إن نظمها $m \times n$. يمكن ضرب مصفوفتين فقط إذا كان عدد أعمدة الأولى يساوي عدد صفوف الثانية.
**المحدد من الرتبة الثانية:** $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = ad - bc$
ويُفك المحدد من الرتبة الثالثة باستخدام عناصر أي صف أو عمود مع الإشارات $+ - +$.
**المعكوس الضربي لمصفوفة مربعة من النظم 2 × 2:** إذا كانت $A = \begin{pmatrix} a & b \\ c & d \end{pmatrix}$ و$|A| \neq 0$ فإن $A^{-1} = \frac{1}{ad - bc}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$. وإذا كان $|A| = 0$ فليس للمصفوفة معكوس ضربي.
**حل المعادلات:** من $AX = B$ نحصل على $X = A^{-1}B$، أو نستخدم قاعدة كرامر $x = \frac{\Delta_x}{\Delta}$.
**مثال:** $\begin{vmatrix} 3 & 1 \\ 4 & 2 \end{vmatrix} = 6 - 4 = 2$.
**سؤال للتأكد:** هل للمصفوفة $\begin{pmatrix} 2 & 4 \\ 1 & 2 \end{pmatrix}$ معكوس ضربي؟`,
      en: String.raw`A **matrix** is a rectangular array of numbers in $m$ rows and $n$ columns; its order is $m \times n$. Two matrices can be multiplied only when the number of columns of the first equals the number of rows of the second.
**Determinant of order two:** $\begin{vmatrix} a & b \\ c & d \end{vmatrix} = ad - bc$
A determinant of order three is expanded along any row or column with the signs $+ - +$.
**Multiplicative inverse of a 2 × 2 matrix:** if $A = \begin{pmatrix} a & b \\ c & d \end{pmatrix}$ and $|A| \neq 0$, then $A^{-1} = \frac{1}{ad - bc}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$. If $|A| = 0$, the matrix has no multiplicative inverse.
**Solving equations:** $AX = B$ gives $X = A^{-1}B$, or use Cramer's rule $x = \frac{\Delta_x}{\Delta}$.
**Example:** $\begin{vmatrix} 3 & 1 \\ 4 & 2 \end{vmatrix} = 6 - 4 = 2$.
**Check yourself:** Does the matrix $\begin{pmatrix} 2 & 4 \\ 1 & 2 \end{pmatrix}$ have a multiplicative inverse?`,
    },
  },
  {
    id: 'math-functions',
    subject: 'math',
    keywords: {
      ar: ['الدوال', 'الدالة', 'الداله', 'الدالة الزوجية', 'الدالة الفردية', 'الدوال الزوجية والفردية', 'مجال الدالة', 'مدى الدالة', 'تركيب الدوال'],
      en: ['functions', 'function', 'even and odd functions', 'even function', 'odd function', 'domain and range', 'composition of functions'],
    },
    title: { ar: 'الدوال: المجال والزوجية والفردية', en: 'Functions: domain, even and odd functions' },
    body: {
      ar: String.raw`**الدالة** $f: X \to Y$ علاقة تربط كل عنصر من المجال $X$ بعنصر واحد فقط من المجال المقابل $Y$، ومجموعة الصور تسمى المدى.
**المجال:** مجال كثيرة الحدود هو $\mathbb{R}$، ومجال $f(x) = \frac{1}{x - 2}$ هو $\mathbb{R} - \{2\}$، والدالة $\sqrt{x}$ تتطلب $x \ge 0$.
**الدالة الزوجية والفردية:**
- زوجية إذا كان $f(-x) = f(x)$ لكل $x$ في المجال، ومنحناها متماثل حول محور الصادات، مثل $x^2$ و$\cos x$.
- فردية إذا كان $f(-x) = -f(x)$، ومنحناها متماثل حول نقطة الأصل، مثل $x^3$ و$\sin x$.
- كثير من الدوال ليست زوجية ولا فردية، مثل $x^2 + x$.
**تركيب الدوال:** $(f \circ g)(x) = f(g(x))$. فإذا كانت $f(x) = 2x + 1$ و$g(x) = x^2$ فإن $(f \circ g)(3) = f(9) = 19$.
**سؤال للتأكد:** هل الدالة $f(x) = x^3 - 5x$ زوجية أم فردية أم ليست أيًّا منهما؟`,
      en: String.raw`A **function** $f: X \to Y$ is a relation that links every element of the domain $X$ to exactly one element of the codomain $Y$; the set of images is called the range.
**Domain:** a polynomial has domain $\mathbb{R}$, $f(x) = \frac{1}{x - 2}$ has domain $\mathbb{R} - \{2\}$, and $\sqrt{x}$ requires $x \ge 0$.
**Even and odd functions:**
- Even when $f(-x) = f(x)$ for every $x$ in the domain; its graph is symmetric about the $y$-axis, like $x^2$ and $\cos x$.
- Odd when $f(-x) = -f(x)$; its graph is symmetric about the origin, like $x^3$ and $\sin x$.
- Many functions are neither even nor odd, like $x^2 + x$.
**Composition:** $(f \circ g)(x) = f(g(x))$. If $f(x) = 2x + 1$ and $g(x) = x^2$, then $(f \circ g)(3) = f(9) = 19$.
**Check yourself:** Is the function $f(x) = x^3 - 5x$ even, odd or neither?`,
    },
  },
  {
    id: 'math-solving-triangles',
    subject: 'math',
    keywords: {
      ar: ['حل المثلث', 'قانون الجيب', 'قاعدة الجيب', 'قانون جيب التمام', 'قاعدة جيب التمام', 'مساحة المثلث'],
      en: ['solving triangles', 'sine rule', 'cosine rule', 'law of sines', 'law of cosines', 'area of a triangle'],
    },
    title: { ar: 'حل المثلث: قانونا الجيب وجيب التمام', en: 'Solving triangles: the sine and cosine rules' },
    body: {
      ar: String.raw`**حل المثلث** $ABC$ يعني إيجاد أطوال أضلاعه وقياسات زواياه المجهولة، حيث الأضلاع $a$ و$b$ و$c$ تقابل الزوايا $A$ و$B$ و$C$.
**قانون الجيب:** $\frac{a}{\sin A} = \frac{b}{\sin B} = \frac{c}{\sin C} = 2r$ حيث $r$ طول نصف قطر الدائرة المارة برؤوس المثلث. نستخدمه إذا علمنا زاويتين وضلعًا.
**قانون جيب التمام:** $a^2 = b^2 + c^2 - 2bc\cos A$، ومنه $\cos A = \frac{b^2 + c^2 - a^2}{2bc}$. نستخدمه إذا علمنا الأضلاع الثلاثة، أو ضلعين والزاوية المحصورة بينهما.
**المساحة:** مساحة المثلث $= \frac{1}{2}bc\sin A$.
وتذكر أن $A + B + C = 180^\circ$ وأن أكبر الأضلاع يقابل أكبر الزوايا.
**مثال:** إذا كان $b = 3$ و$c = 5$ و$A = 120^\circ$ فإن $a^2 = 9 + 25 - 30\cos 120^\circ = 34 + 15 = 49$، إذن $a = 7$.
**سؤال للتأكد:** في مثلث فيه $a = 6$ و$A = 30^\circ$، ما طول نصف قطر الدائرة المارة برؤوسه؟`,
      en: String.raw`To **solve a triangle** $ABC$ is to find its unknown side lengths and angles; the sides $a$, $b$ and $c$ are opposite the angles $A$, $B$ and $C$.
**Sine rule:** $\frac{a}{\sin A} = \frac{b}{\sin B} = \frac{c}{\sin C} = 2r$, where $r$ is the radius of the circle through the vertices. Use it when two angles and a side are known.
**Cosine rule:** $a^2 = b^2 + c^2 - 2bc\cos A$, hence $\cos A = \frac{b^2 + c^2 - a^2}{2bc}$. Use it when the three sides, or two sides and the angle between them, are known.
**Area:** the area of the triangle is $\frac{1}{2}bc\sin A$.
Remember that $A + B + C = 180^\circ$ and that the longest side is opposite the largest angle.
**Example:** if $b = 3$, $c = 5$ and $A = 120^\circ$, then $a^2 = 9 + 25 - 30\cos 120^\circ = 34 + 15 = 49$, so $a = 7$.
**Check yourself:** In a triangle with $a = 6$ and $A = 30^\circ$, what is the radius of the circle through its vertices?`,
    },
  },
  {
    id: 'math-permutations-combinations',
    subject: 'math',
    keywords: {
      ar: ['التباديل', 'التوافيق', 'التباديل والتوافيق', 'مبدأ العد', 'المضروب', 'نظرية ذات الحدين', 'مفكوك ذات الحدين'],
      en: ['permutations', 'combinations', 'permutations and combinations', 'factorial', 'counting principle', 'binomial theorem'],
    },
    title: { ar: 'التباديل والتوافيق ونظرية ذات الحدين', en: 'Permutations, combinations and the binomial theorem' },
    body: {
      ar: String.raw`**مبدأ العد:** إذا أمكن إجراء عملية بـ $m$ من الطرق وعملية ثانية بـ $n$ من الطرق، فإن إجراءهما معًا يتم بـ $m \times n$ من الطرق.
**المضروب:** $n! = n(n - 1)(n - 2) \cdots 1$ و$0! = 1$.
**التباديل** (الترتيب مهم): $^{n}P_{r} = \frac{n!}{(n - r)!}$
**التوافيق** (الترتيب غير مهم): $^{n}C_{r} = \frac{n!}{r!\,(n - r)!}$، ومنها $^{n}C_{r} = {}^{n}C_{n-r}$.
**مثال:** اختيار لجنة من 3 طلاب من بين 7 يتم بـ $^{7}C_{3} = \frac{7 \times 6 \times 5}{3 \times 2 \times 1} = 35$ طريقة، أما ترتيب 3 منهم في صف فيتم بـ $^{7}P_{3} = 210$ طريقة.
والسؤال المفيد دائمًا: هل يتغير الناتج إذا غيرنا الترتيب؟ إن كان نعم فهي تباديل، وإلا فهي توافيق.
**نظرية ذات الحدين:** مفكوك $(x + a)^n$ فيه $n + 1$ حدًا، وحده العام $T_{r+1} = {}^{n}C_{r}\,x^{n-r}a^{r}$.
**سؤال للتأكد:** بكم طريقة يمكن اختيار رئيس وسكرتير من بين 5 طلاب؟`,
      en: String.raw`**Counting principle:** if one operation can be done in $m$ ways and a second operation in $n$ ways, both together can be done in $m \times n$ ways.
**Factorial:** $n! = n(n - 1)(n - 2) \cdots 1$ and $0! = 1$.
**Permutations** (order matters): $^{n}P_{r} = \frac{n!}{(n - r)!}$
**Combinations** (order does not matter): $^{n}C_{r} = \frac{n!}{r!\,(n - r)!}$, and $^{n}C_{r} = {}^{n}C_{n-r}$.
**Example:** a committee of 3 students can be chosen from 7 in $^{7}C_{3} = \frac{7 \times 6 \times 5}{3 \times 2 \times 1} = 35$ ways, while 3 of them can be arranged in a row in $^{7}P_{3} = 210$ ways.
A useful test: does changing the order give a different result? If yes, use permutations; if not, use combinations.
**Binomial theorem:** the expansion of $(x + a)^n$ has $n + 1$ terms, and its general term is $T_{r+1} = {}^{n}C_{r}\,x^{n-r}a^{r}$.
**Check yourself:** In how many ways can a president and a secretary be chosen from 5 students?`,
    },
  },
];
