import type { BankQuestion } from '../types';

/** Template tag for texts with LaTeX: backslashes stay as written. */
const r = String.raw;

export const physicsQuestions: readonly BankQuestion[] = [
  // ── Electricity: Ohm's law ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'physics-ohms-law-voltage',
    keywords: {
      ar: ['قانون أوم', 'قانون اوم', 'الأوم', 'المقاومة الكهربية', 'فرق الجهد'],
      en: ["Ohm's law", 'ohm law', 'ohm', 'potential difference', 'voltage'],
    },
    ar: {
      question: r`يمر تيار شدته $0.5\,\text{A}$ في مقاومة قيمتها $24\,\Omega$. ما فرق الجهد بين طرفيها؟`,
      options: [r`$12\,\text{V}$`, r`$48\,\text{V}$`, r`$0.02\,\text{V}$`, r`$24.5\,\text{V}$`],
      correctAnswer: 0,
      explanation: r`من قانون أوم: $V = IR = 0.5 \times 24 = 12\,\text{V}$. قسمة المقاومة على التيار $\frac{24}{0.5} = 48$ أو جمع القيمتين خطأ شائع.`,
    },
    en: {
      question: r`A current of $0.5\,\text{A}$ flows through a $24\,\Omega$ resistor. What is the potential difference across it?`,
      options: [r`$12\,\text{V}$`, r`$48\,\text{V}$`, r`$0.02\,\text{V}$`, r`$24.5\,\text{V}$`],
      correctAnswer: 0,
      explanation: r`By Ohm's law, $V = IR = 0.5 \times 24 = 12\,\text{V}$. Dividing the resistance by the current, $\frac{24}{0.5} = 48$, or adding the two values are common mistakes.`,
    },
  },
  {
    id: 'physics-resistors-in-series',
    keywords: {
      ar: ['قانون أوم', 'المقاومات على التوالي', 'توصيل المقاومات', 'المقاومة المكافئة'],
      en: ["Ohm's law", 'resistors in series', 'series circuit', 'equivalent resistance'],
    },
    ar: {
      question: r`ثلاث مقاومات $2\,\Omega$ و $3\,\Omega$ و $5\,\Omega$ موصلة على التوالي بمصدر فرق جهده $20\,\text{V}$ مقاومته الداخلية مهملة. ما شدة التيار المار في الدائرة؟`,
      options: [r`$0.5\,\text{A}$`, r`$2\,\text{A}$`, r`$4\,\text{A}$`, r`$20\,\text{A}$`],
      correctAnswer: 1,
      explanation: r`على التوالي تجمع المقاومات: $R_{eq} = 2 + 3 + 5 = 10\,\Omega$، ومن قانون أوم $I = \frac{V}{R_{eq}} = \frac{20}{10} = 2\,\text{A}$، وهو التيار نفسه في كل مقاومة.`,
    },
    en: {
      question: r`Three resistors of $2\,\Omega$, $3\,\Omega$ and $5\,\Omega$ are connected in series to a $20\,\text{V}$ source of negligible internal resistance. What current flows in the circuit?`,
      options: [r`$0.5\,\text{A}$`, r`$2\,\text{A}$`, r`$4\,\text{A}$`, r`$20\,\text{A}$`],
      correctAnswer: 1,
      explanation: r`In series the resistances add: $R_{eq} = 2 + 3 + 5 = 10\,\Omega$. By Ohm's law, $I = \frac{V}{R_{eq}} = \frac{20}{10} = 2\,\text{A}$, the same current in every resistor.`,
    },
  },
  {
    id: 'physics-resistors-in-parallel',
    keywords: {
      ar: ['قانون أوم', 'المقاومات على التوازي', 'توصيل المقاومات', 'المقاومة المكافئة'],
      en: ["Ohm's law", 'resistors in parallel', 'parallel circuit', 'equivalent resistance'],
    },
    ar: {
      question: r`وصلت مقاومتان $6\,\Omega$ و $3\,\Omega$ على التوازي. ما المقاومة المكافئة لهما؟`,
      options: [r`$9\,\Omega$`, r`$4.5\,\Omega$`, r`$2\,\Omega$`, r`$0.5\,\Omega$`],
      correctAnswer: 2,
      explanation: r`على التوازي: $\frac{1}{R_{eq}} = \frac{1}{6} + \frac{1}{3} = \frac{1}{2}$، إذن $R_{eq} = 2\,\Omega$. والمقاومة المكافئة على التوازي أصغر دائمًا من أصغر المقاومات، أما $9\,\Omega$ فهي قيمة التوصيل على التوالي.`,
    },
    en: {
      question: r`Two resistors of $6\,\Omega$ and $3\,\Omega$ are connected in parallel. What is their equivalent resistance?`,
      options: [r`$9\,\Omega$`, r`$4.5\,\Omega$`, r`$2\,\Omega$`, r`$0.5\,\Omega$`],
      correctAnswer: 2,
      explanation: r`In parallel, $\frac{1}{R_{eq}} = \frac{1}{6} + \frac{1}{3} = \frac{1}{2}$, so $R_{eq} = 2\,\Omega$. A parallel combination is always smaller than its smallest resistor; $9\,\Omega$ would be the series value.`,
    },
  },
  {
    id: 'physics-stretched-wire-resistance',
    keywords: {
      ar: ['قانون أوم', 'مقاومة السلك', 'المقاومة النوعية', 'العوامل المؤثرة في المقاومة'],
      en: ["Ohm's law", 'wire resistance', 'resistivity', 'resistance of a wire'],
    },
    ar: {
      question: r`سلك مقاومته $R$ شُدّ بانتظام حتى أصبح طوله مثلي طوله الأصلي دون أن يتغير حجمه. كم تصبح مقاومته؟`,
      options: [r`$\frac{R}{2}$`, r`$2R$`, r`$R$`, r`$4R$`],
      correctAnswer: 3,
      explanation: r`من $R = \rho_e \frac{L}{A}$: عند ثبوت الحجم يتضاعف الطول فتقل مساحة المقطع إلى النصف، فتصبح المقاومة $\rho_e \frac{2L}{A/2} = 4R$. أما المقاومة النوعية فلا تتغير لأنها تتوقف على نوع المادة ودرجة الحرارة فقط.`,
    },
    en: {
      question: r`A wire of resistance $R$ is stretched uniformly to twice its original length without any change in its volume. What is its new resistance?`,
      options: [r`$\frac{R}{2}$`, r`$2R$`, r`$R$`, r`$4R$`],
      correctAnswer: 3,
      explanation: r`From $R = \rho_e \frac{L}{A}$: at constant volume, doubling the length halves the cross-sectional area, so the resistance becomes $\rho_e \frac{2L}{A/2} = 4R$. The resistivity does not change, because it depends only on the material and the temperature.`,
    },
  },
  // ── Electricity: current, power, circuits ─────────────────────────────────────────────────────────────────────
  {
    id: 'physics-electric-power-heater',
    keywords: {
      ar: ['الكهربية', 'الكهرباء', 'القدرة الكهربية', 'القدرة الكهربائية'],
      en: ['electricity', 'electric power', 'electrical power', 'power'],
    },
    ar: {
      question: r`مدفأة كهربية قدرتها $1100\,\text{W}$ تعمل على فرق جهد $220\,\text{V}$. ما شدة التيار المار فيها؟`,
      options: [r`$5\,\text{A}$`, r`$0.2\,\text{A}$`, r`$2.5\,\text{A}$`, r`$10\,\text{A}$`],
      correctAnswer: 0,
      explanation: r`القدرة الكهربية $P = VI$، إذن $I = \frac{P}{V} = \frac{1100}{220} = 5\,\text{A}$.`,
    },
    en: {
      question: r`An electric heater of power $1100\,\text{W}$ works on a potential difference of $220\,\text{V}$. What current flows through it?`,
      options: [r`$5\,\text{A}$`, r`$0.2\,\text{A}$`, r`$2.5\,\text{A}$`, r`$10\,\text{A}$`],
      correctAnswer: 0,
      explanation: r`Electric power is $P = VI$, so $I = \frac{P}{V} = \frac{1100}{220} = 5\,\text{A}$.`,
    },
  },
  {
    id: 'physics-electric-energy-cost',
    keywords: {
      ar: ['الكهربية', 'الكهرباء', 'الطاقة الكهربية', 'استهلاك الكهرباء', 'الكيلووات ساعة'],
      en: ['electricity', 'electrical energy', 'electricity bill', 'kilowatt-hour'],
    },
    ar: {
      question: r`جهاز تكييف قدرته $2\,\text{kW}$ يعمل $5$ ساعات يوميًا لمدة $30$ يومًا. إذا كان سعر الكيلووات ساعة نصف جنيه، فما تكلفة تشغيله؟`,
      options: ['75 جنيهًا', '300 جنيه', '10 جنيهات', '150 جنيهًا'],
      correctAnswer: 3,
      explanation: r`الطاقة المستهلكة $E = Pt = 2 \times (5 \times 30) = 300\,\text{kWh}$، والتكلفة $300 \times 0.5 = 150$ جنيهًا. والكيلووات ساعة وحدة طاقة لا وحدة قدرة.`,
    },
    en: {
      question: r`An air conditioner of power $2\,\text{kW}$ runs $5$ hours a day for $30$ days. If one kilowatt-hour costs half a pound, what does running it cost?`,
      options: ['75 pounds', '300 pounds', '10 pounds', '150 pounds'],
      correctAnswer: 3,
      explanation: r`The energy used is $E = Pt = 2 \times (5 \times 30) = 300\,\text{kWh}$, and the cost is $300 \times 0.5 = 150$ pounds. The kilowatt-hour is a unit of energy, not of power.`,
    },
  },
  {
    id: 'physics-electric-current-charge',
    keywords: {
      ar: ['الكهربية', 'التيار الكهربي', 'شدة التيار', 'الشحنة الكهربية'],
      en: ['electricity', 'electric current', 'electric charge', 'ampere'],
    },
    ar: {
      question: r`تمر شحنة كهربية مقدارها $120\,\text{C}$ عبر مقطع سلك خلال دقيقة واحدة. ما شدة التيار الكهربي؟`,
      options: [r`$120\,\text{A}$`, r`$2\,\text{A}$`, r`$0.5\,\text{A}$`, r`$7200\,\text{A}$`],
      correctAnswer: 1,
      explanation: r`شدة التيار هي كمية الشحنة المارة في الثانية الواحدة: $I = \frac{Q}{t} = \frac{120}{60} = 2\,\text{A}$، مع تحويل الدقيقة إلى $60\,\text{s}$.`,
    },
    en: {
      question: r`A charge of $120\,\text{C}$ passes through a cross-section of a wire in one minute. What is the electric current?`,
      options: [r`$120\,\text{A}$`, r`$2\,\text{A}$`, r`$0.5\,\text{A}$`, r`$7200\,\text{A}$`],
      correctAnswer: 1,
      explanation: r`Current is the charge passing per second: $I = \frac{Q}{t} = \frac{120}{60} = 2\,\text{A}$, after converting the minute to $60\,\text{s}$.`,
    },
  },
  {
    id: 'physics-emf-internal-resistance',
    keywords: {
      ar: ['القوة الدافعة الكهربية', 'المقاومة الداخلية', 'الدائرة الكهربية المغلقة', 'البطارية'],
      en: ['electromotive force', 'emf', 'internal resistance', 'closed circuit'],
    },
    ar: {
      question: r`بطارية قوتها الدافعة الكهربية $12\,\text{V}$ ومقاومتها الداخلية $1\,\Omega$ وُصلت بمقاومة خارجية $5\,\Omega$. ما شدة التيار في الدائرة؟`,
      options: [r`$2\,\text{A}$`, r`$2.4\,\text{A}$`, r`$12\,\text{A}$`, r`$3\,\text{A}$`],
      correctAnswer: 0,
      explanation: r`في الدائرة المغلقة $I = \frac{V_B}{R + r} = \frac{12}{5 + 1} = 2\,\text{A}$. وإهمال المقاومة الداخلية يعطي $\frac{12}{5} = 2.4\,\text{A}$ وهو خطأ.`,
    },
    en: {
      question: r`A battery of emf $12\,\text{V}$ and internal resistance $1\,\Omega$ is connected to an external $5\,\Omega$ resistor. What current flows in the circuit?`,
      options: [r`$2\,\text{A}$`, r`$2.4\,\text{A}$`, r`$12\,\text{A}$`, r`$3\,\text{A}$`],
      correctAnswer: 0,
      explanation: r`In a closed circuit $I = \frac{V_B}{R + r} = \frac{12}{5 + 1} = 2\,\text{A}$. Ignoring the internal resistance gives $\frac{12}{5} = 2.4\,\text{A}$, which is wrong.`,
    },
  },
  {
    id: 'physics-kirchhoff-junction',
    keywords: {
      ar: ['قوانين كيرشوف', 'قانون كيرشوف الأول', 'نقطة التفرع'],
      en: ["Kirchhoff's laws", "Kirchhoff's first law", 'junction rule'],
    },
    ar: {
      question: r`عند نقطة تفرع في دائرة كهربية يدخل تياران $3\,\text{A}$ و $4\,\text{A}$، ويخرج تيار $2\,\text{A}$ في أحد السلكين الخارجين. ما شدة التيار في السلك الخارج الآخر؟`,
      options: [r`$9\,\text{A}$`, r`$1\,\text{A}$`, r`$5\,\text{A}$`, r`$7\,\text{A}$`],
      correctAnswer: 2,
      explanation: r`حسب قانون كيرشوف الأول (قانون بقاء الشحنة): مجموع التيارات الداخلة يساوي مجموع التيارات الخارجة، إذن $3 + 4 = 2 + I$، أي $I = 5\,\text{A}$.`,
    },
    en: {
      question: r`At a junction of a circuit, currents of $3\,\text{A}$ and $4\,\text{A}$ enter, and one of the two leaving wires carries $2\,\text{A}$. What current flows in the other leaving wire?`,
      options: [r`$9\,\text{A}$`, r`$1\,\text{A}$`, r`$5\,\text{A}$`, r`$7\,\text{A}$`],
      correctAnswer: 2,
      explanation: r`By Kirchhoff's first law (conservation of charge), the currents entering equal the currents leaving: $3 + 4 = 2 + I$, so $I = 5\,\text{A}$.`,
    },
  },
  // ── Magnetism and electromagnetic induction ──────────────────────────────────────────────────────────────────
  {
    id: 'physics-magnetic-field-wire',
    keywords: {
      ar: ['المجال المغناطيسي', 'كثافة الفيض المغناطيسي', 'التأثير المغناطيسي للتيار', 'المغناطيسية'],
      en: ['magnetic field', 'magnetic flux density', 'magnetic effect of current', 'magnetism'],
    },
    ar: {
      question: r`سلك مستقيم طويل في الهواء يمر به تيار شدته $10\,\text{A}$. ما كثافة الفيض المغناطيسي عند نقطة تبعد عنه $0.1\,\text{m}$؟ (علمًا بأن $\mu = 4\pi \times 10^{-7}\,\text{Wb}/(\text{A}\cdot\text{m})$)`,
      options: [r`$2 \times 10^{-6}\,\text{T}$`, r`$2 \times 10^{-5}\,\text{T}$`, r`$4\pi \times 10^{-5}\,\text{T}$`, r`$6.3 \times 10^{-5}\,\text{T}$`],
      correctAnswer: 1,
      explanation: r`$B = \frac{\mu I}{2\pi d} = \frac{4\pi \times 10^{-7} \times 10}{2\pi \times 0.1} = 2 \times 10^{-5}\,\text{T}$، ويحدد اتجاه المجال بقاعدة قبضة اليد اليمنى.`,
    },
    en: {
      question: r`A long straight wire in air carries a current of $10\,\text{A}$. What is the magnetic flux density at a point $0.1\,\text{m}$ from it? (Take $\mu = 4\pi \times 10^{-7}\,\text{Wb}/(\text{A}\cdot\text{m})$.)`,
      options: [r`$2 \times 10^{-6}\,\text{T}$`, r`$2 \times 10^{-5}\,\text{T}$`, r`$4\pi \times 10^{-5}\,\text{T}$`, r`$6.3 \times 10^{-5}\,\text{T}$`],
      correctAnswer: 1,
      explanation: r`$B = \frac{\mu I}{2\pi d} = \frac{4\pi \times 10^{-7} \times 10}{2\pi \times 0.1} = 2 \times 10^{-5}\,\text{T}$; the direction of the field is given by the right-hand grip rule.`,
    },
  },
  {
    id: 'physics-force-on-current-wire',
    keywords: {
      ar: ['القوة المغناطيسية', 'قاعدة فلمنج لليد اليسرى', 'المجال المغناطيسي', 'المغناطيسية'],
      en: ['magnetic force', "Fleming's left-hand rule", 'force on a current-carrying wire', 'magnetism'],
    },
    ar: {
      question: r`سلك طوله $0.5\,\text{m}$ يمر به تيار $4\,\text{A}$ وموضوع عموديًا على مجال مغناطيسي كثافة فيضه $0.2\,\text{T}$. ما مقدار القوة المغناطيسية المؤثرة عليه؟`,
      options: [r`$0.1\,\text{N}$`, r`$1.6\,\text{N}$`, r`$10\,\text{N}$`, r`$0.4\,\text{N}$`],
      correctAnswer: 3,
      explanation: r`$F = BIL\sin\theta = 0.2 \times 4 \times 0.5 \times \sin 90^\circ = 0.4\,\text{N}$، ويحدد اتجاهها بقاعدة فلمنج لليد اليسرى.`,
    },
    en: {
      question: r`A wire $0.5\,\text{m}$ long carries a current of $4\,\text{A}$ at right angles to a magnetic field of flux density $0.2\,\text{T}$. What is the magnetic force on it?`,
      options: [r`$0.1\,\text{N}$`, r`$1.6\,\text{N}$`, r`$10\,\text{N}$`, r`$0.4\,\text{N}$`],
      correctAnswer: 3,
      explanation: r`$F = BIL\sin\theta = 0.2 \times 4 \times 0.5 \times \sin 90^\circ = 0.4\,\text{N}$, with its direction given by Fleming's left-hand rule.`,
    },
  },
  {
    id: 'physics-galvanometer-ammeter',
    keywords: {
      ar: ['الجلفانومتر', 'الأميتر', 'مجزئ التيار', 'أجهزة القياس الكهربية'],
      en: ['galvanometer', 'ammeter', 'shunt', 'electrical measuring instruments'],
    },
    ar: {
      question: 'كيف يحول الجلفانومتر ذو الملف المتحرك إلى أميتر لقياس تيارات كبيرة؟',
      options: [
        'بتوصيل مقاومة صغيرة معه على التوازي',
        'بتوصيل مقاومة كبيرة معه على التوالي',
        'بتوصيل مقاومة صغيرة معه على التوالي',
        'بتوصيل مقاومة كبيرة معه على التوازي',
      ],
      correctAnswer: 0,
      explanation: r`المقاومة الصغيرة على التوازي (مجزئ التيار) تمرر معظم التيار بعيدًا عن ملف الجلفانومتر، وقيمتها $R_s = \frac{I_g R_g}{I - I_g}$. أما المقاومة الكبيرة على التوالي (مضاعف الجهد) فتحول الجلفانومتر إلى فولتميتر.`,
    },
    en: {
      question: 'How is a moving-coil galvanometer converted into an ammeter that measures large currents?',
      options: [
        'By connecting a small resistance in parallel with it',
        'By connecting a large resistance in series with it',
        'By connecting a small resistance in series with it',
        'By connecting a large resistance in parallel with it',
      ],
      correctAnswer: 0,
      explanation: r`A small resistance in parallel (a shunt) carries most of the current past the galvanometer coil; its value is $R_s = \frac{I_g R_g}{I - I_g}$. A large resistance in series (a multiplier) turns the galvanometer into a voltmeter instead.`,
    },
  },
  {
    id: 'physics-lenz-law',
    keywords: {
      ar: ['الحث الكهرومغناطيسي', 'قاعدة لنز', 'قانون لنز', 'التيار المستحث', 'قانون فاراداي'],
      en: ['electromagnetic induction', "Lenz's rule", "Lenz's law", 'induced current', "Faraday's law"],
    },
    ar: {
      question: 'عند تقريب القطب الشمالي لمغناطيس من أحد وجهي ملف دائرته مغلقة، ما القطب الذي يتكون على هذا الوجه بفعل التيار المستحث؟',
      options: ['قطب جنوبي يجذب المغناطيس', 'قطب شمالي يتنافر مع المغناطيس', 'لا يتكون أي قطب', 'قطب شمالي ثم جنوبي بالتناوب'],
      correctAnswer: 1,
      explanation: r`حسب قاعدة لنز يكون اتجاه التيار المستحث بحيث يقاوم التغير المسبب له، وهو هنا اقتراب المغناطيس، فيتكون قطب شمالي يتنافر معه. وهذا معنى الإشارة السالبة في قانون فاراداي $\text{emf} = -N\frac{\Delta \phi_m}{\Delta t}$، وهو صورة من قانون بقاء الطاقة.`,
    },
    en: {
      question: 'When the north pole of a magnet is pushed towards one face of a coil in a closed circuit, which pole does the induced current produce on that face?',
      options: ['A south pole that attracts the magnet', 'A north pole that repels the magnet', 'No pole at all', 'A north and a south pole alternately'],
      correctAnswer: 1,
      explanation: r`By Lenz's rule the induced current opposes the change that causes it, here the approaching magnet, so a north pole forms and repels it. This is the meaning of the minus sign in Faraday's law, $\text{emf} = -N\frac{\Delta \phi_m}{\Delta t}$, and a consequence of the conservation of energy.`,
    },
  },
  {
    id: 'physics-transformer-step-up',
    keywords: {
      ar: ['الحث الكهرومغناطيسي', 'المحول الكهربي', 'المحول الرافع للجهد', 'الحث المتبادل', 'قانون فاراداي'],
      en: ['electromagnetic induction', 'transformer', 'step-up transformer', 'mutual induction', "Faraday's law"],
    },
    ar: {
      question: r`محول كهربي مثالي رافع للجهد عدد لفات ملفه الابتدائي $100$ لفة وعدد لفات ملفه الثانوي $2000$ لفة، وُصل ملفه الابتدائي بمصدر متردد $220\,\text{V}$. ما فرق الجهد بين طرفي الملف الثانوي؟`,
      options: [r`$11\,\text{V}$`, r`$220\,\text{V}$`, r`$4400\,\text{V}$`, r`$2200\,\text{V}$`],
      correctAnswer: 2,
      explanation: r`في المحول المثالي $\frac{V_s}{V_p} = \frac{N_s}{N_p}$، إذن $V_s = 220 \times \frac{2000}{100} = 4400\,\text{V}$. ويعمل المحول بالحث المتبادل بين ملفيه، ولذلك لا يعمل بالتيار المستمر.`,
    },
    en: {
      question: r`An ideal step-up transformer has $100$ turns on its primary coil and $2000$ turns on its secondary; the primary is connected to a $220\,\text{V}$ AC supply. What is the voltage across the secondary?`,
      options: [r`$11\,\text{V}$`, r`$220\,\text{V}$`, r`$4400\,\text{V}$`, r`$2200\,\text{V}$`],
      correctAnswer: 2,
      explanation: r`For an ideal transformer $\frac{V_s}{V_p} = \frac{N_s}{N_p}$, so $V_s = 220 \times \frac{2000}{100} = 4400\,\text{V}$. A transformer works by mutual induction between its coils, which is why it does not work on direct current.`,
    },
  },
  // ── Mechanics ────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'physics-newtons-second-law-ratio',
    keywords: {
      ar: ['قانون نيوتن الثاني', 'قوانين نيوتن', 'نيوتن', 'القوة والعجلة'],
      en: ["Newton's second law", "Newton's laws", 'Newton', 'force and acceleration'],
    },
    ar: {
      question: r`تؤثر قوة محصلة على جسم فتكسبه عجلة $a$. إذا تضاعفت القوة المحصلة وقلت كتلة الجسم إلى النصف، فكم تصبح العجلة؟`,
      options: [r`$a$`, r`$2a$`, r`$\frac{a}{4}$`, r`$4a$`],
      correctAnswer: 3,
      explanation: r`من قانون نيوتن الثاني $a = \frac{F}{m}$، فإذا أصبحت القوة $2F$ والكتلة $\frac{m}{2}$ كانت العجلة $\frac{2F}{m/2} = 4 \times \frac{F}{m} = 4a$.`,
    },
    en: {
      question: r`A resultant force gives a body an acceleration $a$. If the resultant force is doubled and the mass of the body is halved, what does the acceleration become?`,
      options: [r`$a$`, r`$2a$`, r`$\frac{a}{4}$`, r`$4a$`],
      correctAnswer: 3,
      explanation: r`From Newton's second law, $a = \frac{F}{m}$. With a force of $2F$ and a mass of $\frac{m}{2}$, the acceleration is $\frac{2F}{m/2} = 4 \times \frac{F}{m} = 4a$.`,
    },
  },
  {
    id: 'physics-newtons-first-law-inertia',
    keywords: {
      ar: ['قانون نيوتن الأول', 'القصور الذاتي', 'قوانين نيوتن', 'نيوتن'],
      en: ["Newton's first law", 'inertia', "Newton's laws", 'Newton'],
    },
    ar: {
      question: 'يندفع ركاب الحافلة إلى الأمام عندما تتوقف فجأة. بم يفسر ذلك؟',
      options: ['بقانون نيوتن الثالث', 'بقوة تدفعهم إلى الأمام', 'بالقصور الذاتي (قانون نيوتن الأول)', 'بنقص كتلتهم أثناء التوقف'],
      correctAnswer: 2,
      explanation: r`تميل أجسام الركاب إلى الاحتفاظ بحالتها الحركية (القصور الذاتي)، فتظل متحركة إلى الأمام بعد توقف الحافلة ما لم تؤثر عليها قوة مثل حزام الأمان. وينص قانون نيوتن الأول على أنه إذا كانت $\sum F = 0$ ظلت سرعة الجسم ثابتة.`,
    },
    en: {
      question: 'Bus passengers lurch forward when the bus stops suddenly. What explains this?',
      options: ["Newton's third law", 'A force pushing them forward', "Inertia (Newton's first law)", 'A drop in their mass while braking'],
      correctAnswer: 2,
      explanation: r`The passengers' bodies tend to keep their state of motion (inertia), so they go on moving forward after the bus stops unless a force such as a seat belt acts on them. Newton's first law says that if $\sum F = 0$, a body's velocity stays constant.`,
    },
  },
  {
    id: 'physics-newtons-third-law',
    keywords: {
      ar: ['قانون نيوتن الثالث', 'الفعل ورد الفعل', 'قوانين نيوتن', 'نيوتن'],
      en: ["Newton's third law", 'action and reaction', "Newton's laws", 'Newton'],
    },
    ar: {
      question: 'حصان يشد عربة، فتشد العربة الحصان بقوة مساوية ومضادة. لماذا لا تلغي القوتان إحداهما الأخرى؟',
      options: ['لأنهما تؤثران على جسمين مختلفين', 'لأن قوة الحصان أكبر دائمًا', 'لأن رد الفعل يظهر بعد الفعل بقليل', 'لأنهما في الاتجاه نفسه'],
      correctAnswer: 0,
      explanation: r`حسب قانون نيوتن الثالث $F_{12} = -F_{21}$: الفعل ورد الفعل متساويان مقدارًا ومتضادان اتجاهًا ويحدثان معًا، لكن أحدهما يؤثر على العربة والآخر على الحصان، فلا يجمعان على جسم واحد.`,
    },
    en: {
      question: 'A horse pulls a cart, and the cart pulls back on the horse with an equal and opposite force. Why do the two forces not cancel each other?',
      options: ['Because they act on two different bodies', "Because the horse's force is always larger", 'Because the reaction comes slightly after the action', 'Because they act in the same direction'],
      correctAnswer: 0,
      explanation: r`By Newton's third law, $F_{12} = -F_{21}$: action and reaction are equal in size, opposite in direction and simultaneous, but one acts on the cart and the other on the horse, so they are never added on the same body.`,
    },
  },
  {
    id: 'physics-free-fall-velocity',
    keywords: {
      ar: ['السقوط الحر', 'معادلات الحركة', 'عجلة الجاذبية'],
      en: ['free fall', 'equations of motion', 'acceleration due to gravity'],
    },
    ar: {
      question: r`سقط حجر سقوطًا حرًا من السكون. ما سرعته بعد $2\,\text{s}$ بإهمال مقاومة الهواء؟ (اعتبر $g = 10\,\text{m/s}^2$)`,
      options: [r`$5\,\text{m/s}$`, r`$20\,\text{m/s}$`, r`$40\,\text{m/s}$`, r`$12\,\text{m/s}$`],
      correctAnswer: 1,
      explanation: r`من المعادلة الأولى للحركة: $v_f = v_i + gt = 0 + 10 \times 2 = 20\,\text{m/s}$.`,
    },
    en: {
      question: r`A stone is dropped from rest and falls freely. What is its speed after $2\,\text{s}$, neglecting air resistance? (Take $g = 10\,\text{m/s}^2$.)`,
      options: [r`$5\,\text{m/s}$`, r`$20\,\text{m/s}$`, r`$40\,\text{m/s}$`, r`$12\,\text{m/s}$`],
      correctAnswer: 1,
      explanation: r`From the first equation of motion: $v_f = v_i + gt = 0 + 10 \times 2 = 20\,\text{m/s}$.`,
    },
  },
  {
    id: 'physics-uniform-acceleration-distance',
    keywords: {
      ar: ['معادلات الحركة', 'العجلة', 'الحركة بعجلة منتظمة', 'السرعة والعجلة'],
      en: ['equations of motion', 'acceleration', 'uniformly accelerated motion', 'velocity and acceleration'],
    },
    ar: {
      question: r`تبدأ سيارة حركتها من السكون بعجلة منتظمة $2\,\text{m/s}^2$. ما المسافة التي تقطعها خلال $5\,\text{s}$؟`,
      options: [r`$10\,\text{m}$`, r`$50\,\text{m}$`, r`$25\,\text{m}$`, r`$5\,\text{m}$`],
      correctAnswer: 2,
      explanation: r`من المعادلة الثانية للحركة: $d = v_i t + \frac{1}{2}at^2 = 0 + \frac{1}{2} \times 2 \times 5^2 = 25\,\text{m}$.`,
    },
    en: {
      question: r`A car starts from rest with a uniform acceleration of $2\,\text{m/s}^2$. How far does it travel in $5\,\text{s}$?`,
      options: [r`$10\,\text{m}$`, r`$50\,\text{m}$`, r`$25\,\text{m}$`, r`$5\,\text{m}$`],
      correctAnswer: 2,
      explanation: r`From the second equation of motion: $d = v_i t + \frac{1}{2}at^2 = 0 + \frac{1}{2} \times 2 \times 5^2 = 25\,\text{m}$.`,
    },
  },
  {
    id: 'physics-velocity-time-graph-slope',
    keywords: {
      ar: ['منحنى السرعة والزمن', 'العجلة', 'الرسوم البيانية للحركة'],
      en: ['velocity-time graph', 'acceleration', 'motion graphs'],
    },
    ar: {
      question: 'ماذا يمثل ميل الخط المستقيم في منحنى (السرعة – الزمن) لجسم متحرك؟',
      options: ['الإزاحة', 'السرعة المتوسطة', 'المسافة الكلية', 'العجلة'],
      correctAnswer: 3,
      explanation: r`الميل $= \frac{\Delta v}{\Delta t} = a$ أي العجلة، أما المساحة تحت منحنى (السرعة – الزمن) فتمثل الإزاحة.`,
    },
    en: {
      question: 'What does the slope of the straight line on a velocity–time graph of a moving body represent?',
      options: ['The displacement', 'The average speed', 'The total distance', 'The acceleration'],
      correctAnswer: 3,
      explanation: r`The slope is $\frac{\Delta v}{\Delta t} = a$, the acceleration; the area under a velocity–time graph gives the displacement.`,
    },
  },
  {
    id: 'physics-kinetic-energy-doubled-speed',
    keywords: {
      ar: ['الطاقة الحركية', 'طاقة الحركة', 'الشغل والطاقة'],
      en: ['kinetic energy', 'work and energy', 'energy'],
    },
    ar: {
      question: 'ماذا يحدث لطاقة حركة جسم إذا تضاعفت سرعته مع ثبوت كتلته؟',
      options: ['تتضاعف', 'تزداد إلى أربعة أمثالها', 'تظل ثابتة', 'تقل إلى النصف'],
      correctAnswer: 1,
      explanation: r`طاقة الحركة $KE = \frac{1}{2}mv^2$ تتناسب مع مربع السرعة، فإذا أصبحت السرعة $2v$ صارت الطاقة $\frac{1}{2}m(2v)^2 = 4 \times \frac{1}{2}mv^2$.`,
    },
    en: {
      question: "What happens to a body's kinetic energy if its speed is doubled while its mass stays the same?",
      options: ['It doubles', 'It becomes four times as large', 'It stays the same', 'It is halved'],
      correctAnswer: 1,
      explanation: r`Kinetic energy $KE = \frac{1}{2}mv^2$ is proportional to the square of the speed, so at a speed of $2v$ it becomes $\frac{1}{2}m(2v)^2 = 4 \times \frac{1}{2}mv^2$.`,
    },
  },
  {
    id: 'physics-work-done-at-angle',
    keywords: {
      ar: ['الشغل', 'الشغل المبذول', 'الشغل والطاقة'],
      en: ['work', 'work done', 'work and energy'],
    },
    ar: {
      question: r`تؤثر قوة $50\,\text{N}$ على جسم فتحركه مسافة $10\,\text{m}$، والزاوية بين القوة والإزاحة $60^\circ$. ما الشغل المبذول؟`,
      options: [r`$250\,\text{J}$`, r`$500\,\text{J}$`, r`$433\,\text{J}$`, r`$5\,\text{J}$`],
      correctAnswer: 0,
      explanation: r`$W = Fd\cos\theta = 50 \times 10 \times \cos 60^\circ = 500 \times 0.5 = 250\,\text{J}$. واستخدام $\sin 60^\circ$ بدلًا من $\cos 60^\circ$ يعطي $433\,\text{J}$ وهو خطأ.`,
    },
    en: {
      question: r`A force of $50\,\text{N}$ moves a body $10\,\text{m}$, and the angle between the force and the displacement is $60^\circ$. How much work is done?`,
      options: [r`$250\,\text{J}$`, r`$500\,\text{J}$`, r`$433\,\text{J}$`, r`$5\,\text{J}$`],
      correctAnswer: 0,
      explanation: r`$W = Fd\cos\theta = 50 \times 10 \times \cos 60^\circ = 500 \times 0.5 = 250\,\text{J}$. Using $\sin 60^\circ$ instead of $\cos 60^\circ$ gives the wrong answer $433\,\text{J}$.`,
    },
  },
  {
    id: 'physics-energy-conservation-fall',
    keywords: {
      ar: ['بقاء الطاقة الميكانيكية', 'طاقة الوضع', 'الطاقة الميكانيكية', 'الشغل والطاقة'],
      en: ['conservation of mechanical energy', 'potential energy', 'mechanical energy', 'work and energy'],
    },
    ar: {
      question: r`سقطت كرة كتلتها $2\,\text{kg}$ من السكون من ارتفاع $5\,\text{m}$. ما سرعتها لحظة وصولها إلى الأرض بإهمال مقاومة الهواء؟ (اعتبر $g = 10\,\text{m/s}^2$)`,
      options: [r`$100\,\text{m/s}$`, r`$50\,\text{m/s}$`, r`$10\,\text{m/s}$`, r`$5\,\text{m/s}$`],
      correctAnswer: 2,
      explanation: r`من بقاء الطاقة الميكانيكية تتحول طاقة الوضع إلى طاقة حركة: $mgh = \frac{1}{2}mv^2$، إذن $v = \sqrt{2gh} = \sqrt{2 \times 10 \times 5} = 10\,\text{m/s}$، والنتيجة لا تتوقف على الكتلة.`,
    },
    en: {
      question: r`A $2\,\text{kg}$ ball is dropped from rest from a height of $5\,\text{m}$. How fast is it moving just before it hits the ground, neglecting air resistance? (Take $g = 10\,\text{m/s}^2$.)`,
      options: [r`$100\,\text{m/s}$`, r`$50\,\text{m/s}$`, r`$10\,\text{m/s}$`, r`$5\,\text{m/s}$`],
      correctAnswer: 2,
      explanation: r`By conservation of mechanical energy, the potential energy turns into kinetic energy: $mgh = \frac{1}{2}mv^2$, so $v = \sqrt{2gh} = \sqrt{2 \times 10 \times 5} = 10\,\text{m/s}$, whatever the mass.`,
    },
  },
  {
    id: 'physics-power-crane',
    keywords: {
      ar: ['القدرة', 'القدرة الميكانيكية', 'الشغل والقدرة'],
      en: ['power', 'mechanical power', 'work and power'],
    },
    ar: {
      question: r`رافعة (ونش) ترفع حمولة كتلتها $500\,\text{kg}$ رأسيًا بسرعة منتظمة مسافة $12\,\text{m}$ خلال $20\,\text{s}$. ما قدرتها؟ (اعتبر $g = 10\,\text{m/s}^2$)`,
      options: [r`$300\,\text{W}$`, r`$60000\,\text{W}$`, r`$6000\,\text{W}$`, r`$3000\,\text{W}$`],
      correctAnswer: 3,
      explanation: r`الشغل المبذول $W = mgh = 500 \times 10 \times 12 = 60000\,\text{J}$، والقدرة $P = \frac{W}{t} = \frac{60000}{20} = 3000\,\text{W} = 3\,\text{kW}$.`,
    },
    en: {
      question: r`A crane lifts a $500\,\text{kg}$ load vertically at constant speed through $12\,\text{m}$ in $20\,\text{s}$. What is its power? (Take $g = 10\,\text{m/s}^2$.)`,
      options: [r`$300\,\text{W}$`, r`$60000\,\text{W}$`, r`$6000\,\text{W}$`, r`$3000\,\text{W}$`],
      correctAnswer: 3,
      explanation: r`The work done is $W = mgh = 500 \times 10 \times 12 = 60000\,\text{J}$, and the power is $P = \frac{W}{t} = \frac{60000}{20} = 3000\,\text{W} = 3\,\text{kW}$.`,
    },
  },
  // ── Fluids ───────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'physics-liquid-pressure-depth',
    keywords: {
      ar: ['الضغط', 'ضغط السائل', 'الضغط عند عمق', 'الموائع'],
      en: ['pressure', 'liquid pressure', 'pressure at depth', 'fluids'],
    },
    ar: {
      question: r`ما الضغط الناشئ عن الماء وحده عند عمق $5\,\text{m}$ تحت سطحه؟ (كثافة الماء $1000\,\text{kg/m}^3$ و $g = 10\,\text{m/s}^2$)`,
      options: [r`$5 \times 10^4\,\text{Pa}$`, r`$5 \times 10^3\,\text{Pa}$`, r`$2 \times 10^3\,\text{Pa}$`, r`$1.5 \times 10^5\,\text{Pa}$`],
      correctAnswer: 0,
      explanation: r`ضغط السائل عند عمق $h$ هو $P = \rho g h = 1000 \times 10 \times 5 = 5 \times 10^4\,\text{Pa}$. ولو أضيف إليه الضغط الجوي لكان الضغط الكلي نحو $1.5 \times 10^5\,\text{Pa}$.`,
    },
    en: {
      question: r`What pressure does the water alone exert at a depth of $5\,\text{m}$ below its surface? (Density of water $1000\,\text{kg/m}^3$, $g = 10\,\text{m/s}^2$.)`,
      options: [r`$5 \times 10^4\,\text{Pa}$`, r`$5 \times 10^3\,\text{Pa}$`, r`$2 \times 10^3\,\text{Pa}$`, r`$1.5 \times 10^5\,\text{Pa}$`],
      correctAnswer: 0,
      explanation: r`The pressure of a liquid at depth $h$ is $P = \rho g h = 1000 \times 10 \times 5 = 5 \times 10^4\,\text{Pa}$. Adding atmospheric pressure would give a total of about $1.5 \times 10^5\,\text{Pa}$.`,
    },
  },
  {
    id: 'physics-pascal-hydraulic-press',
    keywords: {
      ar: ['قاعدة باسكال', 'مبدأ باسكال', 'المكبس الهيدروليكي', 'الموائع'],
      en: ["Pascal's principle", "Pascal's law", 'hydraulic press', 'fluids'],
    },
    ar: {
      question: r`في مكبس هيدروليكي مساحة المكبس الصغير $10\,\text{cm}^2$ ومساحة المكبس الكبير $500\,\text{cm}^2$. إذا أثرت قوة $200\,\text{N}$ على المكبس الصغير، فما القوة الناتجة على المكبس الكبير؟`,
      options: [r`$4\,\text{N}$`, r`$10000\,\text{N}$`, r`$1000\,\text{N}$`, r`$100000\,\text{N}$`],
      correctAnswer: 1,
      explanation: r`حسب قاعدة باسكال ينتقل الضغط بتمامه: $\frac{F}{A} = \frac{f}{a}$، إذن $F = 200 \times \frac{500}{10} = 10000\,\text{N}$. ولا حاجة لتحويل وحدة المساحة لأن النسبة بين المساحتين لا تتغير.`,
    },
    en: {
      question: r`In a hydraulic press the small piston has an area of $10\,\text{cm}^2$ and the large piston $500\,\text{cm}^2$. If a force of $200\,\text{N}$ acts on the small piston, what force acts on the large one?`,
      options: [r`$4\,\text{N}$`, r`$10000\,\text{N}$`, r`$1000\,\text{N}$`, r`$100000\,\text{N}$`],
      correctAnswer: 1,
      explanation: r`By Pascal's principle the pressure is transmitted undiminished: $\frac{F}{A} = \frac{f}{a}$, so $F = 200 \times \frac{500}{10} = 10000\,\text{N}$. The areas need no unit conversion, since only their ratio matters.`,
    },
  },
  {
    id: 'physics-archimedes-buoyant-force',
    keywords: {
      ar: ['قاعدة أرشميدس', 'مبدأ أرشميدس', 'قوة الدفع', 'الطفو'],
      en: ["Archimedes' principle", 'buoyant force', 'upthrust', 'buoyancy'],
    },
    ar: {
      question: r`جسم حجمه $0.002\,\text{m}^3$ مغمور كليًا في الماء. ما قوة دفع الماء عليه؟ (كثافة الماء $1000\,\text{kg/m}^3$ و $g = 10\,\text{m/s}^2$)`,
      options: [r`$2\,\text{N}$`, r`$200\,\text{N}$`, r`$20\,\text{N}$`, r`$0.2\,\text{N}$`],
      correctAnswer: 2,
      explanation: r`حسب قاعدة أرشميدس تساوي قوة الدفع وزن الماء المزاح: $F_b = \rho V g = 1000 \times 0.002 \times 10 = 20\,\text{N}$.`,
    },
    en: {
      question: r`A body of volume $0.002\,\text{m}^3$ is completely immersed in water. What is the buoyant force of the water on it? (Density of water $1000\,\text{kg/m}^3$, $g = 10\,\text{m/s}^2$.)`,
      options: [r`$2\,\text{N}$`, r`$200\,\text{N}$`, r`$20\,\text{N}$`, r`$0.2\,\text{N}$`],
      correctAnswer: 2,
      explanation: r`By Archimedes' principle the buoyant force equals the weight of the water displaced: $F_b = \rho V g = 1000 \times 0.002 \times 10 = 20\,\text{N}$.`,
    },
  },
  {
    id: 'physics-density-floating-wood',
    keywords: {
      ar: ['الكثافة', 'كثافة الماء', 'الطفو', 'الكثافة النسبية'],
      en: ['density', 'density of water', 'floating', 'relative density'],
    },
    ar: {
      question: r`قطعة خشب كتلتها $600\,\text{g}$ وحجمها $750\,\text{cm}^3$. ما كثافتها، وماذا يحدث لها إذا وضعت في الماء؟`,
      options: [r`$1.25\,\text{g/cm}^3$ وتغوص`, r`$0.8\,\text{g/cm}^3$ وتغوص`, r`$1.25\,\text{g/cm}^3$ وتطفو`, r`$0.8\,\text{g/cm}^3$ وتطفو`],
      correctAnswer: 3,
      explanation: r`$\rho = \frac{m}{V} = \frac{600}{750} = 0.8\,\text{g/cm}^3$، وهي أقل من كثافة الماء $1\,\text{g/cm}^3$ فتطفو القطعة.`,
    },
    en: {
      question: r`A piece of wood has a mass of $600\,\text{g}$ and a volume of $750\,\text{cm}^3$. What is its density, and what happens when it is put in water?`,
      options: [r`$1.25\,\text{g/cm}^3$ and it sinks`, r`$0.8\,\text{g/cm}^3$ and it sinks`, r`$1.25\,\text{g/cm}^3$ and it floats`, r`$0.8\,\text{g/cm}^3$ and it floats`],
      correctAnswer: 3,
      explanation: r`$\rho = \frac{m}{V} = \frac{600}{750} = 0.8\,\text{g/cm}^3$, which is less than the density of water, $1\,\text{g/cm}^3$, so the wood floats.`,
    },
  },
  {
    id: 'physics-relative-density-mercury',
    keywords: {
      ar: ['الكثافة النسبية', 'الكثافة', 'كثافة الماء'],
      en: ['relative density', 'density', 'specific gravity'],
    },
    ar: {
      question: r`الكثافة النسبية للزئبق $13.6$. ما كثافته؟ (كثافة الماء $1000\,\text{kg/m}^3$)`,
      options: [r`$13600\,\text{kg/m}^3$`, r`$13.6\,\text{kg/m}^3$`, r`$1360\,\text{kg/m}^3$`, r`$73.5\,\text{kg/m}^3$`],
      correctAnswer: 0,
      explanation: r`الكثافة النسبية $\rho_r = \frac{\rho}{\rho_w}$، إذن $\rho = 13.6 \times 1000 = 13600\,\text{kg/m}^3$. والكثافة النسبية عدد بلا وحدة.`,
    },
    en: {
      question: r`The relative density of mercury is $13.6$. What is its density? (Density of water $1000\,\text{kg/m}^3$.)`,
      options: [r`$13600\,\text{kg/m}^3$`, r`$13.6\,\text{kg/m}^3$`, r`$1360\,\text{kg/m}^3$`, r`$73.5\,\text{kg/m}^3$`],
      correctAnswer: 0,
      explanation: r`Relative density is $\rho_r = \frac{\rho}{\rho_w}$, so $\rho = 13.6 \times 1000 = 13600\,\text{kg/m}^3$. Relative density itself is a pure number with no unit.`,
    },
  },
  // ── Waves and light ──────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'physics-wave-speed',
    keywords: {
      ar: ['الموجات', 'سرعة الموجة', 'الطول الموجي', 'التردد'],
      en: ['waves', 'wave speed', 'wavelength', 'frequency'],
    },
    ar: {
      question: r`موجة ترددها $50\,\text{Hz}$ وطولها الموجي $4\,\text{m}$. ما سرعة انتشارها؟`,
      options: [r`$12.5\,\text{m/s}$`, r`$200\,\text{m/s}$`, r`$0.08\,\text{m/s}$`, r`$54\,\text{m/s}$`],
      correctAnswer: 1,
      explanation: r`سرعة الموجة $v = \lambda \nu = 4 \times 50 = 200\,\text{m/s}$.`,
    },
    en: {
      question: r`A wave has a frequency of $50\,\text{Hz}$ and a wavelength of $4\,\text{m}$. How fast does it travel?`,
      options: [r`$12.5\,\text{m/s}$`, r`$200\,\text{m/s}$`, r`$0.08\,\text{m/s}$`, r`$54\,\text{m/s}$`],
      correctAnswer: 1,
      explanation: r`The wave speed is $v = \lambda \nu = 4 \times 50 = 200\,\text{m/s}$.`,
    },
  },
  {
    id: 'physics-sound-longitudinal-waves',
    keywords: {
      ar: ['الموجات الطولية', 'الموجات المستعرضة', 'الصوت', 'الموجات'],
      en: ['longitudinal waves', 'transverse waves', 'sound waves', 'waves'],
    },
    ar: {
      question: 'موجات الصوت في الهواء من أي نوع من الموجات؟',
      options: ['موجات مستعرضة كهرومغناطيسية', 'موجات مستعرضة ميكانيكية', 'موجات طولية ميكانيكية', 'موجات طولية كهرومغناطيسية'],
      correctAnswer: 2,
      explanation: r`الصوت موجات ميكانيكية تحتاج إلى وسط مادي تنتشر فيه، وهي طولية لأن جزيئات الهواء تهتز في اتجاه انتشار الموجة فتتكون تضاغطات وتخلخلات، وتنطبق عليها العلاقة $v = \lambda \nu$ كسائر الموجات.`,
    },
    en: {
      question: 'What type of waves are sound waves in air?',
      options: ['Transverse electromagnetic waves', 'Transverse mechanical waves', 'Longitudinal mechanical waves', 'Longitudinal electromagnetic waves'],
      correctAnswer: 2,
      explanation: r`Sound is a mechanical wave that needs a material medium, and it is longitudinal because the air particles vibrate along the direction the wave travels, forming compressions and rarefactions; like every wave it obeys $v = \lambda \nu$.`,
    },
  },
  {
    id: 'physics-wave-period-frequency',
    keywords: {
      ar: ['الزمن الدوري', 'التردد', 'الموجات', 'الحركة الموجية'],
      en: ['periodic time', 'period', 'frequency', 'waves'],
    },
    ar: {
      question: r`الزمن الدوري لموجة $0.02\,\text{s}$. ما ترددها؟`,
      options: [r`$50\,\text{Hz}$`, r`$0.02\,\text{Hz}$`, r`$20\,\text{Hz}$`, r`$500\,\text{Hz}$`],
      correctAnswer: 0,
      explanation: r`التردد مقلوب الزمن الدوري: $\nu = \frac{1}{T} = \frac{1}{0.02} = 50\,\text{Hz}$.`,
    },
    en: {
      question: r`A wave has a periodic time of $0.02\,\text{s}$. What is its frequency?`,
      options: [r`$50\,\text{Hz}$`, r`$0.02\,\text{Hz}$`, r`$20\,\text{Hz}$`, r`$500\,\text{Hz}$`],
      correctAnswer: 0,
      explanation: r`The frequency is the reciprocal of the periodic time: $\nu = \frac{1}{T} = \frac{1}{0.02} = 50\,\text{Hz}$.`,
    },
  },
  {
    id: 'physics-refractive-index-glass',
    keywords: {
      ar: ['معامل الانكسار', 'انكسار الضوء', 'الانكسار', 'الضوء'],
      en: ['refractive index', 'refraction of light', 'refraction', 'light'],
    },
    ar: {
      question: r`معامل الانكسار المطلق للزجاج $1.5$. ما سرعة الضوء في الزجاج؟ (سرعة الضوء في الفراغ $3 \times 10^8\,\text{m/s}$)`,
      options: [r`$4.5 \times 10^8\,\text{m/s}$`, r`$3 \times 10^8\,\text{m/s}$`, r`$1.5 \times 10^8\,\text{m/s}$`, r`$2 \times 10^8\,\text{m/s}$`],
      correctAnswer: 3,
      explanation: r`$n = \frac{c}{v}$، إذن $v = \frac{c}{n} = \frac{3 \times 10^8}{1.5} = 2 \times 10^8\,\text{m/s}$؛ فالضوء أبطأ في الوسط الأكبر كثافة ضوئية.`,
    },
    en: {
      question: r`The absolute refractive index of glass is $1.5$. What is the speed of light in glass? (Speed of light in vacuum $3 \times 10^8\,\text{m/s}$.)`,
      options: [r`$4.5 \times 10^8\,\text{m/s}$`, r`$3 \times 10^8\,\text{m/s}$`, r`$1.5 \times 10^8\,\text{m/s}$`, r`$2 \times 10^8\,\text{m/s}$`],
      correctAnswer: 3,
      explanation: r`$n = \frac{c}{v}$, so $v = \frac{c}{n} = \frac{3 \times 10^8}{1.5} = 2 \times 10^8\,\text{m/s}$; light travels more slowly in an optically denser medium.`,
    },
  },
  // ── Heat and gases ───────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'physics-specific-heat-water',
    keywords: {
      ar: ['الحرارة النوعية', 'كمية الحرارة', 'الحرارة'],
      en: ['specific heat capacity', 'quantity of heat', 'heat'],
    },
    ar: {
      question: r`ما كمية الحرارة اللازمة لرفع درجة حرارة $0.5\,\text{kg}$ من الماء بمقدار $20^\circ\text{C}$؟ (الحرارة النوعية للماء $4200\,\text{J}/(\text{kg}\cdot\text{K})$)`,
      options: [r`$4200\,\text{J}$`, r`$42000\,\text{J}$`, r`$84000\,\text{J}$`, r`$168000\,\text{J}$`],
      correctAnswer: 1,
      explanation: r`$Q = mc\Delta T = 0.5 \times 4200 \times 20 = 42000\,\text{J}$. والتغير بمقدار $20^\circ\text{C}$ يساوي تغيرًا بمقدار $20\,\text{K}$.`,
    },
    en: {
      question: r`How much heat is needed to raise the temperature of $0.5\,\text{kg}$ of water by $20^\circ\text{C}$? (Specific heat capacity of water $4200\,\text{J}/(\text{kg}\cdot\text{K})$.)`,
      options: [r`$4200\,\text{J}$`, r`$42000\,\text{J}$`, r`$84000\,\text{J}$`, r`$168000\,\text{J}$`],
      correctAnswer: 1,
      explanation: r`$Q = mc\Delta T = 0.5 \times 4200 \times 20 = 42000\,\text{J}$. A change of $20^\circ\text{C}$ is the same as a change of $20\,\text{K}$.`,
    },
  },
  {
    id: 'physics-specific-heat-water-sand',
    keywords: {
      ar: ['الحرارة النوعية', 'السعة الحرارية', 'التسخين'],
      en: ['specific heat', 'heat capacity', 'heating'],
    },
    ar: {
      question: 'كتلتان متساويتان من الماء والرمل اكتسبتا كمية الحرارة نفسها من الشمس. أيهما ترتفع درجة حرارتها أكثر، ولماذا؟',
      options: ['الماء، لأن حرارته النوعية أكبر', 'يرتفعان بالمقدار نفسه لتساوي الكتلتين', 'الرمل، لأن حرارته النوعية أصغر', 'الماء، لأن كثافته أصغر'],
      correctAnswer: 2,
      explanation: r`من $\Delta T = \frac{Q}{mc}$: عند تساوي $Q$ و $m$ يكون ارتفاع درجة الحرارة أكبر للمادة الأصغر حرارة نوعية، وهي الرمل (نحو $800\,\text{J}/(\text{kg}\cdot\text{K})$ مقابل $4200$ للماء)؛ ولذلك يسخن الشاطئ نهارًا أسرع من مياه البحر.`,
    },
    en: {
      question: 'Equal masses of water and sand absorb the same quantity of heat from the Sun. Which one warms up more, and why?',
      options: ['Water, because its specific heat is larger', 'Both warm up equally, since their masses are equal', 'Sand, because its specific heat is smaller', 'Water, because its density is smaller'],
      correctAnswer: 2,
      explanation: r`From $\Delta T = \frac{Q}{mc}$: for the same $Q$ and $m$, the substance with the smaller specific heat warms up more, and that is sand (about $800\,\text{J}/(\text{kg}\cdot\text{K})$ against $4200$ for water); that is why the beach heats up faster than the sea by day.`,
    },
  },
  {
    id: 'physics-boyles-law',
    keywords: {
      ar: ['قانون بويل', 'قوانين الغازات', 'الغازات'],
      en: ["Boyle's law", 'gas laws', 'gases'],
    },
    ar: {
      question: r`غاز حجمه $2\,\text{L}$ تحت ضغط $1\,\text{atm}$ ضُغط عند ثبوت درجة حرارته حتى صار حجمه $0.5\,\text{L}$. كم يصبح ضغطه؟`,
      options: [r`$0.25\,\text{atm}$`, r`$1\,\text{atm}$`, r`$2.5\,\text{atm}$`, r`$4\,\text{atm}$`],
      correctAnswer: 3,
      explanation: r`حسب قانون بويل عند ثبوت درجة الحرارة $P_1 V_1 = P_2 V_2$، إذن $P_2 = \frac{1 \times 2}{0.5} = 4\,\text{atm}$؛ فالضغط يتناسب عكسيًا مع الحجم.`,
    },
    en: {
      question: r`A gas occupies $2\,\text{L}$ at a pressure of $1\,\text{atm}$ and is compressed at constant temperature to $0.5\,\text{L}$. What is its new pressure?`,
      options: [r`$0.25\,\text{atm}$`, r`$1\,\text{atm}$`, r`$2.5\,\text{atm}$`, r`$4\,\text{atm}$`],
      correctAnswer: 3,
      explanation: r`By Boyle's law at constant temperature, $P_1 V_1 = P_2 V_2$, so $P_2 = \frac{1 \times 2}{0.5} = 4\,\text{atm}$; pressure is inversely proportional to volume.`,
    },
  },
  // ── Modern physics ───────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'physics-photon-energy',
    keywords: {
      ar: ['الفوتون', 'طاقة الفوتون', 'ثابت بلانك', 'الفيزياء الحديثة'],
      en: ['photon', 'photon energy', "Planck's constant", 'modern physics'],
    },
    ar: {
      question: r`ما طاقة فوتون تردده $5 \times 10^{14}\,\text{Hz}$؟ (ثابت بلانك $h = 6.625 \times 10^{-34}\,\text{J}\cdot\text{s}$)`,
      options: [r`$3.31 \times 10^{-19}\,\text{J}$`, r`$3.31 \times 10^{-20}\,\text{J}$`, r`$1.33 \times 10^{-48}\,\text{J}$`, r`$7.55 \times 10^{47}\,\text{J}$`],
      correctAnswer: 0,
      explanation: r`طاقة الفوتون $E = h\nu = 6.625 \times 10^{-34} \times 5 \times 10^{14} \approx 3.31 \times 10^{-19}\,\text{J}$.`,
    },
    en: {
      question: r`What is the energy of a photon of frequency $5 \times 10^{14}\,\text{Hz}$? (Planck's constant $h = 6.625 \times 10^{-34}\,\text{J}\cdot\text{s}$.)`,
      options: [r`$3.31 \times 10^{-19}\,\text{J}$`, r`$3.31 \times 10^{-20}\,\text{J}$`, r`$1.33 \times 10^{-48}\,\text{J}$`, r`$7.55 \times 10^{47}\,\text{J}$`],
      correctAnswer: 0,
      explanation: r`The photon energy is $E = h\nu = 6.625 \times 10^{-34} \times 5 \times 10^{14} \approx 3.31 \times 10^{-19}\,\text{J}$.`,
    },
  },
  {
    id: 'physics-photoelectric-threshold',
    keywords: {
      ar: ['الظاهرة الكهروضوئية', 'التردد الحرج', 'دالة الشغل'],
      en: ['photoelectric effect', 'threshold frequency', 'work function'],
    },
    ar: {
      question: 'سقط على سطح فلز ضوء تردده أقل من التردد الحرج لهذا الفلز. ماذا يحدث إذا زادت شدة هذا الضوء كثيرًا؟',
      options: ['تنبعث إلكترونات بطاقة حركة أكبر', 'لا تنبعث أي إلكترونات', 'تنبعث إلكترونات أكثر بطاقة الحركة نفسها', 'تنبعث إلكترونات بعد فترة تأخير'],
      correctAnswer: 1,
      explanation: r`انبعاث الإلكترون يتوقف على طاقة الفوتون الواحد $E = h\nu$ لا على عدد الفوتونات؛ فإذا كان $\nu < \nu_c$ كانت $h\nu$ أقل من دالة الشغل $E_w$ فلا ينبعث أي إلكترون مهما زادت شدة الضوء.`,
    },
    en: {
      question: "Light whose frequency is below a metal's threshold frequency falls on the metal. What happens if the intensity of this light is greatly increased?",
      options: ['Electrons are emitted with more kinetic energy', 'No electrons are emitted at all', 'More electrons are emitted with the same kinetic energy', 'Electrons are emitted after a time delay'],
      correctAnswer: 1,
      explanation: r`Emission depends on the energy of a single photon, $E = h\nu$, not on the number of photons; if $\nu < \nu_c$, then $h\nu$ is less than the work function $E_w$ and no electron is emitted, however intense the light.`,
    },
  },
  {
    id: 'physics-photoelectric-kinetic-energy',
    keywords: {
      ar: ['الظاهرة الكهروضوئية', 'معادلة أينشتين الكهروضوئية', 'دالة الشغل'],
      en: ['photoelectric effect', "Einstein's photoelectric equation", 'work function'],
    },
    ar: {
      question: r`يسقط ضوء طاقة فوتوناته $4.5\,\text{eV}$ على فلز دالة شغله $2.3\,\text{eV}$. ما أقصى طاقة حركة للإلكترونات المنبعثة؟`,
      options: [r`$6.8\,\text{eV}$`, r`$4.5\,\text{eV}$`, r`$2.2\,\text{eV}$`, r`$1.96\,\text{eV}$`],
      correctAnswer: 2,
      explanation: r`من معادلة أينشتين الكهروضوئية $h\nu = E_w + KE_{\max}$، إذن $KE_{\max} = 4.5 - 2.3 = 2.2\,\text{eV}$.`,
    },
    en: {
      question: r`Light whose photons carry $4.5\,\text{eV}$ falls on a metal with a work function of $2.3\,\text{eV}$. What is the maximum kinetic energy of the emitted electrons?`,
      options: [r`$6.8\,\text{eV}$`, r`$4.5\,\text{eV}$`, r`$2.2\,\text{eV}$`, r`$1.96\,\text{eV}$`],
      correctAnswer: 2,
      explanation: r`From Einstein's photoelectric equation, $h\nu = E_w + KE_{\max}$, so $KE_{\max} = 4.5 - 2.3 = 2.2\,\text{eV}$.`,
    },
  },
  {
    id: 'physics-de-broglie-wavelength',
    keywords: {
      ar: ['دي برولي', 'الطبيعة الموجية للجسيمات', 'الفيزياء الحديثة'],
      en: ['de Broglie wavelength', 'wave-particle duality', 'matter waves'],
    },
    ar: {
      question: 'ماذا يحدث لطول موجة دي برولي المصاحبة لجسيم إذا تضاعفت سرعته؟',
      options: ['يتضاعف', 'يظل ثابتًا', 'يزداد إلى أربعة أمثاله', 'يقل إلى النصف'],
      correctAnswer: 3,
      explanation: r`طول موجة دي برولي $\lambda = \frac{h}{mv}$ يتناسب عكسيًا مع سرعة الجسيم، فإذا تضاعفت السرعة قل الطول الموجي إلى النصف.`,
    },
    en: {
      question: 'What happens to the de Broglie wavelength of a particle if its speed is doubled?',
      options: ['It doubles', 'It stays the same', 'It becomes four times as long', 'It is halved'],
      correctAnswer: 3,
      explanation: r`The de Broglie wavelength $\lambda = \frac{h}{mv}$ is inversely proportional to the particle's speed, so doubling the speed halves the wavelength.`,
    },
  },
];
