/**
 * Seeded chemistry questions of the offline quiz bank: the mole, atomic structure, the periodic table, bonding,
 * redox, equilibrium, acids and bases, electrochemistry, transition elements and organic chemistry.
 */
import type { BankQuestion } from '../types';

export const chemistryQuestions: readonly BankQuestion[] = [
  // ── The mole ───────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-mole-moles-from-mass',
    keywords: { ar: ['المول', 'عدد المولات', 'الكتلة المولية'], en: ['mole', 'number of moles', 'molar mass'] },
    ar: {
      question: 'كم مولًا توجد في $88\\,\\mathrm{g}$ من غاز $\\mathrm{CO_2}$؟ ($\\mathrm{C} = 12$، $\\mathrm{O} = 16$)',
      options: ['$1\\,\\mathrm{mol}$', '$2\\,\\mathrm{mol}$', '$4\\,\\mathrm{mol}$', '$0.5\\,\\mathrm{mol}$'],
      correctAnswer: 1,
      explanation: 'الكتلة المولية $M = 12 + 2(16) = 44\\,\\mathrm{g/mol}$، إذن $n = \\frac{m}{M} = \\frac{88}{44} = 2\\,\\mathrm{mol}$.',
    },
    en: {
      question: 'How many moles are there in $88\\,\\mathrm{g}$ of $\\mathrm{CO_2}$? ($\\mathrm{C} = 12$, $\\mathrm{O} = 16$)',
      options: ['$1\\,\\mathrm{mol}$', '$2\\,\\mathrm{mol}$', '$4\\,\\mathrm{mol}$', '$0.5\\,\\mathrm{mol}$'],
      correctAnswer: 1,
      explanation: 'The molar mass is $M = 12 + 2(16) = 44\\,\\mathrm{g/mol}$, so $n = \\frac{m}{M} = \\frac{88}{44} = 2\\,\\mathrm{mol}$.',
    },
  },
  {
    id: 'chemistry-mole-avogadro-particles',
    keywords: { ar: ['عدد أفوجادرو', 'عدد الجزيئات', 'المول'], en: ["Avogadro's number", 'number of molecules', 'mole'] },
    ar: {
      question: 'كم جزيئًا توجد في $0.5\\,\\mathrm{mol}$ من الماء $\\mathrm{H_2O}$؟',
      options: ['$6.02 \\times 10^{23}$', '$1.204 \\times 10^{24}$', '$3.01 \\times 10^{22}$', '$3.01 \\times 10^{23}$'],
      correctAnswer: 3,
      explanation: 'عدد الجزيئات $N = n \\times N_A = 0.5 \\times 6.02 \\times 10^{23} = 3.01 \\times 10^{23}$ جزيء.',
    },
    en: {
      question: 'How many molecules are there in $0.5\\,\\mathrm{mol}$ of water, $\\mathrm{H_2O}$?',
      options: ['$6.02 \\times 10^{23}$', '$1.204 \\times 10^{24}$', '$3.01 \\times 10^{22}$', '$3.01 \\times 10^{23}$'],
      correctAnswer: 3,
      explanation: 'The number of molecules is $N = n \\times N_A = 0.5 \\times 6.02 \\times 10^{23} = 3.01 \\times 10^{23}$.',
    },
  },
  {
    id: 'chemistry-mole-gas-volume-stp',
    keywords: { ar: ['الحجم المولاري', 'حجم الغاز في الظروف القياسية', 'المول'], en: ['molar volume', 'gas volume at STP', 'mole'] },
    ar: {
      question: 'ما حجم $2\\,\\mathrm{mol}$ من غاز الأكسجين في الظروف القياسية من الضغط ودرجة الحرارة (STP)؟',
      options: ['$22.4\\,\\mathrm{L}$', '$11.2\\,\\mathrm{L}$', '$44.8\\,\\mathrm{L}$', '$64\\,\\mathrm{L}$'],
      correctAnswer: 2,
      explanation: 'المول من أي غاز يشغل $22.4\\,\\mathrm{L}$ في الظروف القياسية، إذن $V = 2 \\times 22.4 = 44.8\\,\\mathrm{L}$.',
    },
    en: {
      question: 'What volume do $2\\,\\mathrm{mol}$ of oxygen gas occupy at standard temperature and pressure (STP)?',
      options: ['$22.4\\,\\mathrm{L}$', '$11.2\\,\\mathrm{L}$', '$44.8\\,\\mathrm{L}$', '$64\\,\\mathrm{L}$'],
      correctAnswer: 2,
      explanation: 'One mole of any gas occupies $22.4\\,\\mathrm{L}$ at STP, so $V = 2 \\times 22.4 = 44.8\\,\\mathrm{L}$.',
    },
  },
  {
    id: 'chemistry-mole-molar-mass-h2so4',
    keywords: { ar: ['الكتلة المولية', 'الكتلة الجزيئية', 'المول'], en: ['molar mass', 'molecular mass', 'mole'] },
    ar: {
      question: 'ما الكتلة المولية للمركب $\\mathrm{H_2SO_4}$؟ ($\\mathrm{H} = 1$، $\\mathrm{S} = 32$، $\\mathrm{O} = 16$)',
      options: ['$98\\,\\mathrm{g/mol}$', '$49\\,\\mathrm{g/mol}$', '$96\\,\\mathrm{g/mol}$', '$82\\,\\mathrm{g/mol}$'],
      correctAnswer: 0,
      explanation: 'الكتلة المولية مجموع الكتل الذرية في الصيغة: $M = 2(1) + 32 + 4(16) = 98\\,\\mathrm{g/mol}$.',
    },
    en: {
      question: 'What is the molar mass of $\\mathrm{H_2SO_4}$? ($\\mathrm{H} = 1$, $\\mathrm{S} = 32$, $\\mathrm{O} = 16$)',
      options: ['$98\\,\\mathrm{g/mol}$', '$49\\,\\mathrm{g/mol}$', '$96\\,\\mathrm{g/mol}$', '$82\\,\\mathrm{g/mol}$'],
      correctAnswer: 0,
      explanation: 'The molar mass is the sum of the atomic masses in the formula: $M = 2(1) + 32 + 4(16) = 98\\,\\mathrm{g/mol}$.',
    },
  },
  {
    id: 'chemistry-mole-stoichiometry-water',
    keywords: {
      ar: ['الحسابات الكيميائية', 'المعادلة الموزونة', 'حسابات المول'],
      en: ['stoichiometry', 'balanced equation', 'mole calculations'],
    },
    ar: {
      question:
        'في التفاعل $\\mathrm{2H_2 + O_2 \\rightarrow 2H_2O}$، ما كتلة الماء الناتجة من تفاعل $4\\,\\mathrm{g}$ من الهيدروجين مع كمية وافرة من الأكسجين؟ ($\\mathrm{H} = 1$، $\\mathrm{O} = 16$)',
      options: ['$18\\,\\mathrm{g}$', '$36\\,\\mathrm{g}$', '$72\\,\\mathrm{g}$', '$32\\,\\mathrm{g}$'],
      correctAnswer: 1,
      explanation:
        'عدد مولات الهيدروجين $n = \\frac{4}{2} = 2\\,\\mathrm{mol}$، ونسبة المولات بين $\\mathrm{H_2}$ و$\\mathrm{H_2O}$ هي $2:2$، فيتكون $2\\,\\mathrm{mol}$ من الماء كتلتها $2 \\times 18 = 36\\,\\mathrm{g}$.',
    },
    en: {
      question:
        'In $\\mathrm{2H_2 + O_2 \\rightarrow 2H_2O}$, what mass of water forms when $4\\,\\mathrm{g}$ of hydrogen react with excess oxygen? ($\\mathrm{H} = 1$, $\\mathrm{O} = 16$)',
      options: ['$18\\,\\mathrm{g}$', '$36\\,\\mathrm{g}$', '$72\\,\\mathrm{g}$', '$32\\,\\mathrm{g}$'],
      correctAnswer: 1,
      explanation:
        'Hydrogen: $n = \\frac{4}{2} = 2\\,\\mathrm{mol}$; the mole ratio of $\\mathrm{H_2}$ to $\\mathrm{H_2O}$ is $2:2$, so $2\\,\\mathrm{mol}$ of water form, with a mass of $2 \\times 18 = 36\\,\\mathrm{g}$.',
    },
  },
  {
    id: 'chemistry-mole-molarity',
    keywords: { ar: ['التركيز المولاري', 'المولارية', 'تركيز المحلول'], en: ['molarity', 'molar concentration', 'concentration of a solution'] },
    ar: {
      question:
        'أذيب $20\\,\\mathrm{g}$ من هيدروكسيد الصوديوم $\\mathrm{NaOH}$ في الماء وأكمل حجم المحلول إلى $500\\,\\mathrm{mL}$. ما تركيزه المولاري؟ ($\\mathrm{Na} = 23$، $\\mathrm{O} = 16$، $\\mathrm{H} = 1$)',
      options: ['$0.5\\,\\mathrm{M}$', '$0.04\\,\\mathrm{M}$', '$2\\,\\mathrm{M}$', '$1\\,\\mathrm{M}$'],
      correctAnswer: 3,
      explanation:
        'الكتلة المولية $40\\,\\mathrm{g/mol}$، فعدد المولات $n = \\frac{20}{40} = 0.5\\,\\mathrm{mol}$، والحجم $0.5\\,\\mathrm{L}$، إذن التركيز $\\frac{n}{V} = \\frac{0.5}{0.5} = 1\\,\\mathrm{M}$.',
    },
    en: {
      question:
        '$20\\,\\mathrm{g}$ of sodium hydroxide, $\\mathrm{NaOH}$, is dissolved in water and made up to $500\\,\\mathrm{mL}$. What is its molarity? ($\\mathrm{Na} = 23$, $\\mathrm{O} = 16$, $\\mathrm{H} = 1$)',
      options: ['$0.5\\,\\mathrm{M}$', '$0.04\\,\\mathrm{M}$', '$2\\,\\mathrm{M}$', '$1\\,\\mathrm{M}$'],
      correctAnswer: 3,
      explanation:
        'The molar mass is $40\\,\\mathrm{g/mol}$, so $n = \\frac{20}{40} = 0.5\\,\\mathrm{mol}$ in $0.5\\,\\mathrm{L}$, and the concentration is $\\frac{n}{V} = \\frac{0.5}{0.5} = 1\\,\\mathrm{M}$.',
    },
  },
  // ── Atomic structure and the periodic table ────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-atomic-max-electrons',
    keywords: { ar: ['مستويات الطاقة', 'البناء الذري', 'التوزيع الإلكتروني'], en: ['energy levels', 'atomic structure', 'electron configuration'] },
    ar: {
      question: 'ما أقصى عدد من الإلكترونات يتسع له مستوى الطاقة الثالث ($n = 3$)؟',
      options: ['$8$', '$9$', '$6$', '$18$'],
      correctAnswer: 3,
      explanation: 'أقصى عدد من الإلكترونات في المستوى $= 2n^2 = 2 \\times 3^2 = 18$ إلكترونًا.',
    },
    en: {
      question: 'What is the maximum number of electrons the third energy level ($n = 3$) can hold?',
      options: ['$8$', '$9$', '$6$', '$18$'],
      correctAnswer: 3,
      explanation: 'The maximum number of electrons in a level is $2n^2 = 2 \\times 3^2 = 18$.',
    },
  },
  {
    id: 'chemistry-atomic-chromium-configuration',
    keywords: {
      ar: ['التوزيع الإلكتروني', 'مبدأ البناء التصاعدي', 'شذوذ التوزيع الإلكتروني'],
      en: ['electron configuration', 'Aufbau principle', 'chromium configuration'],
    },
    ar: {
      question: 'ما التوزيع الإلكتروني الصحيح لذرة الكروم $_{24}\\mathrm{Cr}$؟',
      options: [
        '$[\\mathrm{Ar}]\\,4s^2\\,3d^4$',
        '$[\\mathrm{Ar}]\\,4s^1\\,3d^5$',
        '$[\\mathrm{Ar}]\\,4s^2\\,3d^5$',
        '$[\\mathrm{Ar}]\\,3d^6$',
      ],
      correctAnswer: 1,
      explanation:
        'يشذ الكروم عن مبدأ البناء التصاعدي، فينتقل إلكترون من 4s إلى 3d لأن المستوى الفرعي d النصف ممتلئ ($3d^5$) أكثر استقرارًا.',
    },
    en: {
      question: 'What is the correct electron configuration of a chromium atom, $_{24}\\mathrm{Cr}$?',
      options: [
        '$[\\mathrm{Ar}]\\,4s^2\\,3d^4$',
        '$[\\mathrm{Ar}]\\,4s^1\\,3d^5$',
        '$[\\mathrm{Ar}]\\,4s^2\\,3d^5$',
        '$[\\mathrm{Ar}]\\,3d^6$',
      ],
      correctAnswer: 1,
      explanation:
        'Chromium is an exception to the Aufbau principle: one electron moves from 4s to 3d because a half-filled d sublevel ($3d^5$) is more stable.',
    },
  },
  {
    id: 'chemistry-periodic-position-chlorine',
    keywords: {
      ar: ['الجدول الدوري', 'موقع العنصر في الجدول الدوري', 'الدورات والمجموعات'],
      en: ['periodic table', 'position of an element', 'periods and groups'],
    },
    ar: {
      question: 'عنصر عدده الذري $Z = 17$. ما موقعه في الجدول الدوري؟',
      options: ['الدورة الثانية، المجموعة 7A', 'الدورة الثالثة، المجموعة 5A', 'الدورة الثالثة، المجموعة 7A', 'الدورة الرابعة، المجموعة 1A'],
      correctAnswer: 2,
      explanation:
        'توزيعه $1s^2\\,2s^2\\,2p^6\\,3s^2\\,3p^5$: ثلاثة مستويات طاقة مشغولة (الدورة الثالثة) وسبعة إلكترونات في المستوى الخارجي (المجموعة 7A أو 17)، وهو الكلور.',
    },
    en: {
      question: 'An element has atomic number $Z = 17$. Where is it in the periodic table?',
      options: ['Period 2, group 7A', 'Period 3, group 5A', 'Period 3, group 7A', 'Period 4, group 1A'],
      correctAnswer: 2,
      explanation:
        'Its configuration is $1s^2\\,2s^2\\,2p^6\\,3s^2\\,3p^5$: three occupied energy levels (period 3) and seven outer electrons (group 7A, or 17). It is chlorine.',
    },
  },
  {
    id: 'chemistry-periodic-atomic-radius',
    keywords: { ar: ['نصف القطر الذري', 'تدرج الخواص في الجدول الدوري'], en: ['atomic radius', 'periodic trends'] },
    ar: {
      question: 'أي عناصر الدورة الثالثة الآتية له أكبر نصف قطر ذري؟',
      options: ['$_{11}\\mathrm{Na}$', '$_{12}\\mathrm{Mg}$', '$_{13}\\mathrm{Al}$', '$_{17}\\mathrm{Cl}$'],
      correctAnswer: 0,
      explanation:
        'يقل نصف القطر الذري في الدورة بزيادة العدد الذري، لأن شحنة النواة الفعالة تزداد وعدد المستويات ثابت، لذلك الصوديوم أكبرها.',
    },
    en: {
      question: 'Which of these period-3 elements has the largest atomic radius?',
      options: ['$_{11}\\mathrm{Na}$', '$_{12}\\mathrm{Mg}$', '$_{13}\\mathrm{Al}$', '$_{17}\\mathrm{Cl}$'],
      correctAnswer: 0,
      explanation:
        'Atomic radius decreases across a period as the atomic number rises, because the effective nuclear charge grows while the number of levels stays the same, so sodium is the largest.',
    },
  },
  {
    id: 'chemistry-periodic-electronegativity',
    keywords: { ar: ['السالبية الكهربية', 'الكهروسالبية', 'تدرج الخواص'], en: ['electronegativity', 'periodic trends'] },
    ar: {
      question: 'أي العناصر الآتية أعلى سالبية كهربية؟',
      options: ['$\\mathrm{O}$', '$\\mathrm{F}$', '$\\mathrm{Cl}$', '$\\mathrm{N}$'],
      correctAnswer: 1,
      explanation: 'تزداد السالبية الكهربية في الدورة وتقل في المجموعة، والفلور أعلى العناصر سالبية ($4.0$ على مقياس باولنج).',
    },
    en: {
      question: 'Which of these elements is the most electronegative?',
      options: ['$\\mathrm{O}$', '$\\mathrm{F}$', '$\\mathrm{Cl}$', '$\\mathrm{N}$'],
      correctAnswer: 1,
      explanation: 'Electronegativity rises across a period and falls down a group; fluorine is the most electronegative element ($4.0$ on the Pauling scale).',
    },
  },
  // ── Chemical bonds ─────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-bonds-ionic-electronegativity',
    keywords: { ar: ['الرابطة الأيونية', 'الرابطة التساهمية', 'فرق السالبية'], en: ['ionic bond', 'covalent bond', 'electronegativity difference'] },
    ar: {
      question:
        'أي الروابط الآتية أيونية؟ (السالبية الكهربية: $\\mathrm{Na} = 0.9$، $\\mathrm{H} = 2.1$، $\\mathrm{C} = 2.5$، $\\mathrm{Cl} = 3.0$، $\\mathrm{O} = 3.5$)',
      options: ['$\\mathrm{H{-}Cl}$', '$\\mathrm{C{-}H}$', '$\\mathrm{Na{-}Cl}$', '$\\mathrm{O{-}H}$'],
      correctAnswer: 2,
      explanation:
        'فرق السالبية في $\\mathrm{Na{-}Cl}$ هو $3.0 - 0.9 = 2.1 > 1.7$ فالرابطة أيونية، أما $\\mathrm{H{-}Cl}$ ($0.9$) و$\\mathrm{O{-}H}$ ($1.4$) و$\\mathrm{C{-}H}$ ($0.4$) فروابط تساهمية.',
    },
    en: {
      question:
        'Which of these bonds is ionic? (Electronegativities: $\\mathrm{Na} = 0.9$, $\\mathrm{H} = 2.1$, $\\mathrm{C} = 2.5$, $\\mathrm{Cl} = 3.0$, $\\mathrm{O} = 3.5$)',
      options: ['$\\mathrm{H{-}Cl}$', '$\\mathrm{C{-}H}$', '$\\mathrm{Na{-}Cl}$', '$\\mathrm{O{-}H}$'],
      correctAnswer: 2,
      explanation:
        'For $\\mathrm{Na{-}Cl}$ the difference is $3.0 - 0.9 = 2.1 > 1.7$, so the bond is ionic; $\\mathrm{H{-}Cl}$ ($0.9$), $\\mathrm{O{-}H}$ ($1.4$) and $\\mathrm{C{-}H}$ ($0.4$) are covalent.',
    },
  },
  {
    id: 'chemistry-bonds-coordinate-ammonium',
    keywords: { ar: ['الرابطة التناسقية', 'أيون الأمونيوم'], en: ['coordinate bond', 'dative bond', 'ammonium ion'] },
    ar: {
      question: 'أي مما يلي يحتوي على رابطة تناسقية؟',
      options: ['$\\mathrm{CH_4}$', '$\\mathrm{NH_4^+}$', '$\\mathrm{NaCl}$', '$\\mathrm{Cl_2}$'],
      correctAnswer: 1,
      explanation:
        'في أيون الأمونيوم تمنح ذرة النيتروجين في $\\mathrm{NH_3}$ زوج إلكتروناتها الحر لأيون $\\mathrm{H^+}$ الذي له أوربيتال فارغ، فتتكون رابطة تناسقية.',
    },
    en: {
      question: 'Which of these contains a coordinate (dative) bond?',
      options: ['$\\mathrm{CH_4}$', '$\\mathrm{NH_4^+}$', '$\\mathrm{NaCl}$', '$\\mathrm{Cl_2}$'],
      correctAnswer: 1,
      explanation:
        'In the ammonium ion the nitrogen of $\\mathrm{NH_3}$ donates its lone pair to an $\\mathrm{H^+}$ ion, which has an empty orbital, forming a coordinate bond.',
    },
  },
  {
    id: 'chemistry-bonds-methane-hybridization',
    keywords: { ar: ['التهجين', 'شكل الجزيء', 'الروابط'], en: ['hybridization', 'hybridisation', 'molecular shape'] },
    ar: {
      question: 'ما نوع تهجين ذرة الكربون في الميثان $\\mathrm{CH_4}$، وما الزاوية بين روابطه؟',
      options: ['$sp^3,\\ 109.5^\\circ$', '$sp^2,\\ 120^\\circ$', '$sp,\\ 180^\\circ$', '$sp^3,\\ 90^\\circ$'],
      correctAnswer: 0,
      explanation:
        'تكوّن ذرة الكربون أربع روابط سيجما فتتهجن $sp^3$، ويأخذ الجزيء شكل رباعي الأوجه المنتظم بزاوية $109.5^\\circ$.',
    },
    en: {
      question: 'What is the hybridisation of carbon in methane, $\\mathrm{CH_4}$, and what is the angle between its bonds?',
      options: ['$sp^3,\\ 109.5^\\circ$', '$sp^2,\\ 120^\\circ$', '$sp,\\ 180^\\circ$', '$sp^3,\\ 90^\\circ$'],
      correctAnswer: 0,
      explanation: 'Carbon forms four sigma bonds, so it is $sp^3$ hybridised and the molecule is a regular tetrahedron with angles of $109.5^\\circ$.',
    },
  },
  {
    id: 'chemistry-bonds-sigma-pi-acetylene',
    keywords: { ar: ['روابط سيجما وباي', 'الرابطة الثلاثية'], en: ['sigma and pi bonds', 'triple bond'] },
    ar: {
      question: 'كم عدد روابط سيجما ($\\sigma$) وروابط باي ($\\pi$) في جزيء الأستيلين $\\mathrm{H{-}C{\\equiv}C{-}H}$؟',
      options: ['$2\\sigma,\\ 3\\pi$', '$5\\sigma,\\ 0\\pi$', '$4\\sigma,\\ 1\\pi$', '$3\\sigma,\\ 2\\pi$'],
      correctAnswer: 3,
      explanation: 'الرابطة الثلاثية $= \\sigma + 2\\pi$، ورابطتا $\\mathrm{C{-}H}$ من نوع سيجما، فالمجموع $3\\sigma$ و$2\\pi$.',
    },
    en: {
      question: 'How many sigma ($\\sigma$) and pi ($\\pi$) bonds are there in acetylene, $\\mathrm{H{-}C{\\equiv}C{-}H}$?',
      options: ['$2\\sigma,\\ 3\\pi$', '$5\\sigma,\\ 0\\pi$', '$4\\sigma,\\ 1\\pi$', '$3\\sigma,\\ 2\\pi$'],
      correctAnswer: 3,
      explanation: 'A triple bond is $\\sigma + 2\\pi$ and the two $\\mathrm{C{-}H}$ bonds are sigma bonds, giving $3\\sigma$ and $2\\pi$ in total.',
    },
  },
  // ── Oxidation and reduction ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-redox-manganese-permanganate',
    keywords: { ar: ['عدد التأكسد', 'الأكسدة والاختزال'], en: ['oxidation number', 'redox'] },
    ar: {
      question: 'ما عدد تأكسد المنجنيز في برمنجنات البوتاسيوم $\\mathrm{KMnO_4}$؟',
      options: ['$+2$', '$+4$', '$+7$', '$+6$'],
      correctAnswer: 2,
      explanation: 'مجموع أعداد التأكسد في المركب صفر: $(+1) + x + 4(-2) = 0$، إذن $x = +7$.',
    },
    en: {
      question: 'What is the oxidation number of manganese in potassium permanganate, $\\mathrm{KMnO_4}$?',
      options: ['$+2$', '$+4$', '$+7$', '$+6$'],
      correctAnswer: 2,
      explanation: 'The oxidation numbers in a compound add up to zero: $(+1) + x + 4(-2) = 0$, so $x = +7$.',
    },
  },
  {
    id: 'chemistry-redox-chromium-dichromate',
    keywords: { ar: ['عدد التأكسد', 'حساب عدد التأكسد'], en: ['oxidation number', 'oxidation state'] },
    ar: {
      question: 'ما عدد تأكسد الكروم في ثنائي كرومات البوتاسيوم $\\mathrm{K_2Cr_2O_7}$؟',
      options: ['$+6$', '$+7$', '$+3$', '$+12$'],
      correctAnswer: 0,
      explanation: '$2(+1) + 2x + 7(-2) = 0$، إذن $2x = 12$ و$x = +6$.',
    },
    en: {
      question: 'What is the oxidation number of chromium in potassium dichromate, $\\mathrm{K_2Cr_2O_7}$?',
      options: ['$+6$', '$+7$', '$+3$', '$+12$'],
      correctAnswer: 0,
      explanation: '$2(+1) + 2x + 7(-2) = 0$, so $2x = 12$ and $x = +6$.',
    },
  },
  {
    id: 'chemistry-redox-oxidizing-agent',
    keywords: { ar: ['العامل المؤكسد', 'العامل المختزل', 'الأكسدة والاختزال'], en: ['oxidizing agent', 'reducing agent', 'redox'] },
    ar: {
      question: 'في التفاعل $\\mathrm{Zn + Cu^{2+} \\rightarrow Zn^{2+} + Cu}$، ما العامل المؤكسد؟',
      options: ['$\\mathrm{Zn}$', '$\\mathrm{Zn^{2+}}$', '$\\mathrm{Cu}$', '$\\mathrm{Cu^{2+}}$'],
      correctAnswer: 3,
      explanation:
        'أيون النحاس يكتسب إلكترونين فيُختزل إلى $\\mathrm{Cu}$، والمادة التي تُختزل هي العامل المؤكسد؛ أما الخارصين فيتأكسد فهو العامل المختزل.',
    },
    en: {
      question: 'In the reaction $\\mathrm{Zn + Cu^{2+} \\rightarrow Zn^{2+} + Cu}$, what is the oxidising agent?',
      options: ['$\\mathrm{Zn}$', '$\\mathrm{Zn^{2+}}$', '$\\mathrm{Cu}$', '$\\mathrm{Cu^{2+}}$'],
      correctAnswer: 3,
      explanation:
        'The copper ion gains two electrons and is reduced to $\\mathrm{Cu}$; the species that is reduced is the oxidising agent, while zinc is oxidised and is the reducing agent.',
    },
  },
  // ── Chemical equilibrium ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-equilibrium-constant-expression',
    keywords: {
      ar: ['الاتزان الكيميائي', 'ثابت الاتزان', 'قانون فعل الكتلة'],
      en: ['chemical equilibrium', 'equilibrium constant', 'law of mass action'],
    },
    ar: {
      question: 'ما تعبير ثابت الاتزان $K_c$ للتفاعل $\\mathrm{N_2(g) + 3H_2(g) \\rightleftharpoons 2NH_3(g)}$؟',
      options: [
        '$K_c = \\frac{[\\mathrm{N_2}][\\mathrm{H_2}]^3}{[\\mathrm{NH_3}]^2}$',
        '$K_c = \\frac{[\\mathrm{NH_3}]^2}{[\\mathrm{N_2}][\\mathrm{H_2}]^3}$',
        '$K_c = \\frac{2[\\mathrm{NH_3}]}{3[\\mathrm{N_2}][\\mathrm{H_2}]}$',
        '$K_c = \\frac{[\\mathrm{NH_3}]}{[\\mathrm{N_2}][\\mathrm{H_2}]}$',
      ],
      correctAnswer: 1,
      explanation:
        'حسب قانون فعل الكتلة توضع تركيزات النواتج في البسط والمتفاعلات في المقام، ويرفع كل تركيز لأس يساوي عدد مولاته في المعادلة الموزونة.',
    },
    en: {
      question: 'What is the equilibrium constant expression $K_c$ for $\\mathrm{N_2(g) + 3H_2(g) \\rightleftharpoons 2NH_3(g)}$?',
      options: [
        '$K_c = \\frac{[\\mathrm{N_2}][\\mathrm{H_2}]^3}{[\\mathrm{NH_3}]^2}$',
        '$K_c = \\frac{[\\mathrm{NH_3}]^2}{[\\mathrm{N_2}][\\mathrm{H_2}]^3}$',
        '$K_c = \\frac{2[\\mathrm{NH_3}]}{3[\\mathrm{N_2}][\\mathrm{H_2}]}$',
        '$K_c = \\frac{[\\mathrm{NH_3}]}{[\\mathrm{N_2}][\\mathrm{H_2}]}$',
      ],
      correctAnswer: 1,
      explanation:
        'By the law of mass action the product concentrations go on top and the reactant concentrations below, each raised to its number of moles in the balanced equation.',
    },
  },
  {
    id: 'chemistry-le-chatelier-pressure',
    keywords: {
      ar: ['قاعدة لوشاتلييه', 'لوشاتلييه', 'الاتزان الكيميائي', 'تأثير الضغط على الاتزان'],
      en: ["Le Chatelier's principle", 'chemical equilibrium', 'effect of pressure on equilibrium'],
    },
    ar: {
      question: 'في النظام المتزن $\\mathrm{N_2O_4(g) \\rightleftharpoons 2NO_2(g)}$، ماذا يحدث عند زيادة الضغط بتقليل حجم الإناء؟',
      options: [
        'ينشط التفاعل الطردي فيزداد $\\mathrm{NO_2}$',
        'لا يتغير موضع الاتزان',
        'ينشط التفاعل العكسي فيزداد $\\mathrm{N_2O_4}$',
        'تزداد قيمة $K_c$',
      ],
      correctAnswer: 2,
      explanation:
        'حسب قاعدة لوشاتلييه ينشط التفاعل في اتجاه العدد الأقل من مولات الغاز ليقلل الضغط: مول واحد من $\\mathrm{N_2O_4}$ مقابل مولين من $\\mathrm{NO_2}$، ولا تتغير $K_c$ لأن درجة الحرارة ثابتة.',
    },
    en: {
      question: 'For the system at equilibrium $\\mathrm{N_2O_4(g) \\rightleftharpoons 2NO_2(g)}$, what happens when the pressure is raised by reducing the volume?',
      options: [
        'The forward reaction is favoured and $\\mathrm{NO_2}$ increases',
        'The position of equilibrium does not change',
        'The backward reaction is favoured and $\\mathrm{N_2O_4}$ increases',
        'The value of $K_c$ increases',
      ],
      correctAnswer: 2,
      explanation:
        "By Le Chatelier's principle the reaction shifts towards fewer moles of gas to lower the pressure: one mole of $\\mathrm{N_2O_4}$ against two moles of $\\mathrm{NO_2}$. $K_c$ does not change because the temperature is constant.",
    },
  },
  {
    id: 'chemistry-catalyst-and-equilibrium',
    keywords: {
      ar: ['العامل الحفاز', 'الاتزان الكيميائي', 'الحفز والاتزان'],
      en: ['catalyst', 'chemical equilibrium', 'catalysis and equilibrium'],
    },
    ar: {
      question: 'ما أثر إضافة عامل حفاز إلى تفاعل انعكاسي في حالة اتزان؟',
      options: [
        'يسرع التفاعلين الطردي والعكسي بالقدر نفسه ولا يغير موضع الاتزان',
        'يزيد كمية النواتج عند الاتزان',
        'يزيد قيمة ثابت الاتزان $K_c$',
        'يرجح التفاعل العكسي',
      ],
      correctAnswer: 0,
      explanation:
        'العامل الحفاز يقلل طاقة التنشيط للتفاعلين الطردي والعكسي بالقدر نفسه، فيقلل زمن الوصول إلى الاتزان دون أن يغير موضعه أو قيمة $K_c$.',
    },
    en: {
      question: 'What is the effect of adding a catalyst to a reversible reaction at equilibrium?',
      options: [
        'It speeds up the forward and backward reactions equally and does not shift the equilibrium',
        'It increases the amount of product at equilibrium',
        'It increases the equilibrium constant $K_c$',
        'It favours the backward reaction',
      ],
      correctAnswer: 0,
      explanation:
        'A catalyst lowers the activation energy of the forward and backward reactions equally, so equilibrium is reached sooner, but neither its position nor $K_c$ changes.',
    },
  },
  // ── Acids and bases ────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-ph-from-hydrogen-ions',
    keywords: { ar: ['الأحماض والقواعد', 'الرقم الهيدروجيني', 'حساب pH'], en: ['acids and bases', 'pH', 'pH calculation'] },
    ar: {
      question: 'ما قيمة pH لمحلول حمض الهيدروكلوريك $\\mathrm{HCl}$ تركيزه $0.01\\,\\mathrm{M}$؟',
      options: ['$1$', '$2$', '$12$', '$0.01$'],
      correctAnswer: 1,
      explanation:
        'حمض الهيدروكلوريك قوي تام التأين، فيكون $[\\mathrm{H^+}] = 0.01 = 10^{-2}\\,\\mathrm{M}$، و$\\mathrm{pH} = -\\log 10^{-2} = 2$.',
    },
    en: {
      question: 'What is the pH of a $0.01\\,\\mathrm{M}$ hydrochloric acid ($\\mathrm{HCl}$) solution?',
      options: ['$1$', '$2$', '$12$', '$0.01$'],
      correctAnswer: 1,
      explanation: 'Hydrochloric acid is strong and fully ionised, so $[\\mathrm{H^+}] = 0.01 = 10^{-2}\\,\\mathrm{M}$ and $\\mathrm{pH} = -\\log 10^{-2} = 2$.',
    },
  },
  {
    id: 'chemistry-ph-and-poh',
    keywords: { ar: ['الأحماض والقواعد', 'الرقم الهيدروجيني', 'pOH', 'القلويات'], en: ['acids and bases', 'pH and pOH', 'alkalis'] },
    ar: {
      question: 'ما قيمة pH لمحلول هيدروكسيد الصوديوم تركيزه $0.001\\,\\mathrm{M}$ عند $25^\\circ\\mathrm{C}$؟',
      options: ['$3$', '$7$', '$10$', '$11$'],
      correctAnswer: 3,
      explanation: 'القاعدة القوية تامة التأين: $[\\mathrm{OH^-}] = 10^{-3}\\,\\mathrm{M}$ فيكون $\\mathrm{pOH} = 3$، و$\\mathrm{pH} = 14 - 3 = 11$.',
    },
    en: {
      question: 'What is the pH of a $0.001\\,\\mathrm{M}$ sodium hydroxide solution at $25^\\circ\\mathrm{C}$?',
      options: ['$3$', '$7$', '$10$', '$11$'],
      correctAnswer: 3,
      explanation: 'A strong base ionises fully: $[\\mathrm{OH^-}] = 10^{-3}\\,\\mathrm{M}$, so $\\mathrm{pOH} = 3$ and $\\mathrm{pH} = 14 - 3 = 11$.',
    },
  },
  {
    id: 'chemistry-bronsted-lowry-acid',
    keywords: {
      ar: ['الأحماض والقواعد', 'نظرية برونشتد لوري', 'الحمض المرافق والقاعدة المرافقة'],
      en: ['acids and bases', 'Bronsted-Lowry theory', 'conjugate acid and base'],
    },
    ar: {
      question: 'في التفاعل $\\mathrm{NH_3 + H_2O \\rightleftharpoons NH_4^+ + OH^-}$، ما المادة التي تسلك سلوك حمض برونشتد-لوري في التفاعل الطردي؟',
      options: ['$\\mathrm{NH_3}$', '$\\mathrm{OH^-}$', '$\\mathrm{H_2O}$', '$\\mathrm{NH_4^+}$'],
      correctAnswer: 2,
      explanation:
        'الماء يمنح بروتونًا لجزيء النشادر فهو حمض برونشتد-لوري، والنشادر تستقبل البروتون فهي القاعدة، و$\\mathrm{OH^-}$ هو القاعدة المرافقة للماء.',
    },
    en: {
      question: 'In $\\mathrm{NH_3 + H_2O \\rightleftharpoons NH_4^+ + OH^-}$, which species acts as the Brønsted–Lowry acid in the forward reaction?',
      options: ['$\\mathrm{NH_3}$', '$\\mathrm{OH^-}$', '$\\mathrm{H_2O}$', '$\\mathrm{NH_4^+}$'],
      correctAnswer: 2,
      explanation:
        'Water donates a proton to ammonia, so it is the Brønsted–Lowry acid; ammonia accepts the proton and is the base, and $\\mathrm{OH^-}$ is the conjugate base of water.',
    },
  },
  {
    id: 'chemistry-lewis-acid',
    keywords: { ar: ['الأحماض والقواعد', 'حمض لويس', 'نظرية لويس'], en: ['acids and bases', 'Lewis acid', 'Lewis theory'] },
    ar: {
      question: 'في التفاعل $\\mathrm{BF_3 + NH_3 \\rightarrow F_3B{-}NH_3}$، أي المادتين تعد حمض لويس ولماذا؟',
      options: [
        '$\\mathrm{NH_3}$ لأنها تمنح زوجًا من الإلكترونات',
        '$\\mathrm{BF_3}$ لأنه يستقبل زوجًا من الإلكترونات',
        '$\\mathrm{NH_3}$ لأنها تستقبل بروتونًا',
        '$\\mathrm{BF_3}$ لأنه يمنح بروتونًا',
      ],
      correctAnswer: 1,
      explanation:
        'حمض لويس مستقبل لزوج من الإلكترونات: ذرة البورون في $\\mathrm{BF_3}$ لها أوربيتال فارغ تستقبل فيه زوج الإلكترونات الحر لذرة النيتروجين، فالنشادر هنا قاعدة لويس.',
    },
    en: {
      question: 'In $\\mathrm{BF_3 + NH_3 \\rightarrow F_3B{-}NH_3}$, which substance is the Lewis acid, and why?',
      options: [
        '$\\mathrm{NH_3}$, because it donates an electron pair',
        '$\\mathrm{BF_3}$, because it accepts an electron pair',
        '$\\mathrm{NH_3}$, because it accepts a proton',
        '$\\mathrm{BF_3}$, because it donates a proton',
      ],
      correctAnswer: 1,
      explanation:
        'A Lewis acid accepts an electron pair: the boron atom in $\\mathrm{BF_3}$ has an empty orbital that takes the lone pair of the nitrogen atom, so ammonia is the Lewis base here.',
    },
  },
  {
    id: 'chemistry-salt-hydrolysis',
    keywords: { ar: ['الأحماض والقواعد', 'تميؤ الأملاح', 'التميؤ'], en: ['acids and bases', 'salt hydrolysis', 'hydrolysis of salts'] },
    ar: {
      question: 'أي الأملاح الآتية يكون محلوله المائي قاعديًّا؟',
      options: ['$\\mathrm{CH_3COONa}$', '$\\mathrm{NH_4Cl}$', '$\\mathrm{NaCl}$', '$\\mathrm{KNO_3}$'],
      correctAnswer: 0,
      explanation:
        'أسيتات الصوديوم ملح حمض ضعيف وقاعدة قوية، يتميأ أيون الأسيتات $\\mathrm{CH_3COO^- + H_2O \\rightleftharpoons CH_3COOH + OH^-}$ فتزداد أيونات $\\mathrm{OH^-}$؛ أما $\\mathrm{NH_4Cl}$ فمحلوله حمضي، و$\\mathrm{NaCl}$ و$\\mathrm{KNO_3}$ محلولاهما متعادلان.',
    },
    en: {
      question: 'Which of these salts gives a basic solution in water?',
      options: ['$\\mathrm{CH_3COONa}$', '$\\mathrm{NH_4Cl}$', '$\\mathrm{NaCl}$', '$\\mathrm{KNO_3}$'],
      correctAnswer: 0,
      explanation:
        'Sodium acetate is the salt of a weak acid and a strong base; the acetate ion hydrolyses, $\\mathrm{CH_3COO^- + H_2O \\rightleftharpoons CH_3COOH + OH^-}$, raising the $\\mathrm{OH^-}$ concentration. $\\mathrm{NH_4Cl}$ gives an acidic solution, while $\\mathrm{NaCl}$ and $\\mathrm{KNO_3}$ give neutral ones.',
    },
  },
  // ── Electrochemistry ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-electrochem-daniell-emf',
    keywords: {
      ar: ['الخلية الجلفانية', 'خلية دانيال', 'القوة الدافعة الكهربية', 'الكيمياء الكهربية'],
      en: ['galvanic cell', 'Daniell cell', 'cell emf', 'electrochemistry'],
    },
    ar: {
      question:
        'إذا كان جهد الاختزال القياسي للنحاس $+0.34\\,\\mathrm{V}$ وللخارصين $-0.76\\,\\mathrm{V}$، فما القوة الدافعة الكهربية لخلية دانيال؟',
      options: ['$0.42\\,\\mathrm{V}$', '$1.10\\,\\mathrm{V}$', '$-1.10\\,\\mathrm{V}$', '$0.76\\,\\mathrm{V}$'],
      correctAnswer: 1,
      explanation:
        '$E_{\\text{cell}} = E^\\circ_{\\text{cathode}} - E^\\circ_{\\text{anode}} = 0.34 - (-0.76) = 1.10\\,\\mathrm{V}$، والقيمة الموجبة تعني أن التفاعل تلقائي.',
    },
    en: {
      question:
        'The standard reduction potential of copper is $+0.34\\,\\mathrm{V}$ and that of zinc $-0.76\\,\\mathrm{V}$. What is the emf of the Daniell cell?',
      options: ['$0.42\\,\\mathrm{V}$', '$1.10\\,\\mathrm{V}$', '$-1.10\\,\\mathrm{V}$', '$0.76\\,\\mathrm{V}$'],
      correctAnswer: 1,
      explanation:
        '$E_{\\text{cell}} = E^\\circ_{\\text{cathode}} - E^\\circ_{\\text{anode}} = 0.34 - (-0.76) = 1.10\\,\\mathrm{V}$; the positive value means the reaction is spontaneous.',
    },
  },
  {
    id: 'chemistry-electrochem-faraday-copper',
    keywords: {
      ar: ['قوانين فاراداي', 'التحليل الكهربي', 'الكيمياء الكهربية'],
      en: ["Faraday's laws", 'electrolysis', 'electrochemistry'],
    },
    ar: {
      question:
        'مر تيار شدته $5\\,\\mathrm{A}$ لمدة $1930\\,\\mathrm{s}$ في محلول $\\mathrm{CuSO_4}$. ما كتلة النحاس المترسبة عند الكاثود؟ ($\\mathrm{Cu} = 63.5$، $1\\,\\mathrm{F} = 96500\\,\\mathrm{C}$)',
      options: ['$6.35\\,\\mathrm{g}$', '$31.75\\,\\mathrm{g}$', '$3.175\\,\\mathrm{g}$', '$1.5875\\,\\mathrm{g}$'],
      correctAnswer: 2,
      explanation:
        '$Q = It = 5 \\times 1930 = 9650\\,\\mathrm{C} = 0.1\\,\\mathrm{F}$، ومن $\\mathrm{Cu^{2+} + 2e^- \\rightarrow Cu}$ يترسب $0.05\\,\\mathrm{mol}$ من النحاس، أي $0.05 \\times 63.5 = 3.175\\,\\mathrm{g}$.',
    },
    en: {
      question:
        'A current of $5\\,\\mathrm{A}$ flows for $1930\\,\\mathrm{s}$ through $\\mathrm{CuSO_4}$ solution. What mass of copper is deposited at the cathode? ($\\mathrm{Cu} = 63.5$, $1\\,\\mathrm{F} = 96500\\,\\mathrm{C}$)',
      options: ['$6.35\\,\\mathrm{g}$', '$31.75\\,\\mathrm{g}$', '$3.175\\,\\mathrm{g}$', '$1.5875\\,\\mathrm{g}$'],
      correctAnswer: 2,
      explanation:
        '$Q = It = 5 \\times 1930 = 9650\\,\\mathrm{C} = 0.1\\,\\mathrm{F}$; since $\\mathrm{Cu^{2+} + 2e^- \\rightarrow Cu}$, $0.05\\,\\mathrm{mol}$ of copper is deposited, i.e. $0.05 \\times 63.5 = 3.175\\,\\mathrm{g}$.',
    },
  },
  {
    id: 'chemistry-electrochem-galvanic-anode',
    keywords: { ar: ['الخلية الجلفانية', 'الآنود والكاثود', 'الأنود'], en: ['galvanic cell', 'anode and cathode'] },
    ar: {
      question: 'ماذا يحدث عند الآنود في الخلية الجلفانية، وما شحنته؟',
      options: ['أكسدة، وهو القطب السالب', 'اختزال، وهو القطب الموجب', 'أكسدة، وهو القطب الموجب', 'اختزال، وهو القطب السالب'],
      correctAnswer: 0,
      explanation:
        'يتأكسد فلز الآنود فيفقد إلكترونات تسري منه في الدائرة الخارجية إلى الكاثود، لذلك هو القطب السالب في الخلية الجلفانية، مثل $\\mathrm{Zn \\rightarrow Zn^{2+} + 2e^-}$ في خلية دانيال.',
    },
    en: {
      question: 'What happens at the anode of a galvanic cell, and what is its sign?',
      options: [
        'Oxidation; it is the negative electrode',
        'Reduction; it is the positive electrode',
        'Oxidation; it is the positive electrode',
        'Reduction; it is the negative electrode',
      ],
      correctAnswer: 0,
      explanation:
        'The anode metal is oxidised and releases electrons that flow through the external circuit to the cathode, so it is the negative electrode of a galvanic cell, e.g. $\\mathrm{Zn \\rightarrow Zn^{2+} + 2e^-}$ in the Daniell cell.',
    },
  },
  {
    id: 'chemistry-electrochem-electroplating',
    keywords: { ar: ['الطلاء الكهربي', 'التحليل الكهربي'], en: ['electroplating', 'electrolysis'] },
    ar: {
      question: 'عند طلاء ملعقة من الحديد بالفضة كهربيًّا، ما الذي يُستخدم كاثودًا؟',
      options: ['ساق من الفضة', 'ساق من الجرافيت', 'محلول نترات الفضة', 'الملعقة المراد طلاؤها'],
      correctAnswer: 3,
      explanation:
        'في الطلاء الكهربي يكون الجسم المراد طلاؤه هو الكاثود فتترسب عليه الفضة $\\mathrm{Ag^+ + e^- \\rightarrow Ag}$، والآنود من فلز الطلاء (الفضة)، والإلكتروليت محلول أحد أملاحها.',
    },
    en: {
      question: 'When an iron spoon is electroplated with silver, what is used as the cathode?',
      options: ['A silver rod', 'A graphite rod', 'The silver nitrate solution', 'The spoon to be plated'],
      correctAnswer: 3,
      explanation:
        'In electroplating the object to be plated is the cathode, where silver is deposited, $\\mathrm{Ag^+ + e^- \\rightarrow Ag}$; the anode is the plating metal (silver) and the electrolyte is a solution of one of its salts.',
    },
  },
  // ── Transition elements ────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-transition-unpaired-iron-iii',
    keywords: { ar: ['العناصر الانتقالية', 'الخواص المغناطيسية', 'الحديد'], en: ['transition elements', 'magnetic properties', 'iron'] },
    ar: {
      question: 'كم عدد الإلكترونات المفردة في أيون الحديد III $\\mathrm{Fe^{3+}}$؟ (العدد الذري للحديد 26)',
      options: ['$5$', '$4$', '$3$', '$6$'],
      correctAnswer: 0,
      explanation:
        'توزيع الحديد $[\\mathrm{Ar}]\\,4s^2\\,3d^6$، ويفقد إلكتروني 4s ثم إلكترونًا من 3d، فيصبح $\\mathrm{Fe^{3+}}$: $[\\mathrm{Ar}]\\,3d^5$ به خمسة إلكترونات مفردة حسب قاعدة هوند.',
    },
    en: {
      question: 'How many unpaired electrons does the iron(III) ion, $\\mathrm{Fe^{3+}}$, have? (Iron has atomic number 26.)',
      options: ['$5$', '$4$', '$3$', '$6$'],
      correctAnswer: 0,
      explanation:
        "Iron is $[\\mathrm{Ar}]\\,4s^2\\,3d^6$; it loses both 4s electrons and one 3d electron, so $\\mathrm{Fe^{3+}}$ is $[\\mathrm{Ar}]\\,3d^5$ with five unpaired electrons by Hund's rule.",
    },
  },
  {
    id: 'chemistry-transition-colourless-ion',
    keywords: { ar: ['العناصر الانتقالية', 'ألوان أيونات العناصر الانتقالية'], en: ['transition elements', 'colour of transition metal ions'] },
    ar: {
      question: 'أي الأيونات الآتية يكون محلوله عديم اللون؟',
      options: ['$\\mathrm{Fe^{3+}}$', '$\\mathrm{Cu^{2+}}$', '$\\mathrm{Mn^{2+}}$', '$\\mathrm{Zn^{2+}}$'],
      correctAnswer: 3,
      explanation:
        'أيون $\\mathrm{Zn^{2+}}$ توزيعه $3d^{10}$ (ممتلئ) وليس به إلكترونات d مفردة، فلا يمتص الضوء المرئي ويكون عديم اللون.',
    },
    en: {
      question: 'Which of these ions gives a colourless solution?',
      options: ['$\\mathrm{Fe^{3+}}$', '$\\mathrm{Cu^{2+}}$', '$\\mathrm{Mn^{2+}}$', '$\\mathrm{Zn^{2+}}$'],
      correctAnswer: 3,
      explanation:
        'The $\\mathrm{Zn^{2+}}$ ion is $3d^{10}$ (full) with no unpaired d electrons, so it absorbs no visible light and is colourless.',
    },
  },
  {
    id: 'chemistry-transition-blast-furnace',
    keywords: { ar: ['استخلاص الحديد', 'الفرن العالي', 'الحديد'], en: ['extraction of iron', 'blast furnace', 'iron'] },
    ar: {
      question: 'في الفرن العالي يحدث التفاعل $\\mathrm{Fe_2O_3 + 3CO \\rightarrow 2Fe + 3CO_2}$. ما العامل المختزل؟',
      options: ['$\\mathrm{Fe_2O_3}$', '$\\mathrm{CO_2}$', '$\\mathrm{CO}$', '$\\mathrm{Fe}$'],
      correctAnswer: 2,
      explanation:
        'أول أكسيد الكربون يتأكسد إلى $\\mathrm{CO_2}$ (يزداد عدد تأكسد الكربون من $+2$ إلى $+4$) ويختزل أكسيد الحديد III إلى حديد، فهو العامل المختزل.',
    },
    en: {
      question: 'In the blast furnace, $\\mathrm{Fe_2O_3 + 3CO \\rightarrow 2Fe + 3CO_2}$. What is the reducing agent?',
      options: ['$\\mathrm{Fe_2O_3}$', '$\\mathrm{CO_2}$', '$\\mathrm{CO}$', '$\\mathrm{Fe}$'],
      correctAnswer: 2,
      explanation:
        'Carbon monoxide is oxidised to $\\mathrm{CO_2}$ (carbon goes from $+2$ to $+4$) and reduces iron(III) oxide to iron, so it is the reducing agent.',
    },
  },
  {
    id: 'chemistry-transition-contact-process-catalyst',
    keywords: { ar: ['العناصر الانتقالية', 'العوامل الحفازة الصناعية'], en: ['transition elements', 'industrial catalysts', 'contact process'] },
    ar: {
      question: 'أي مركبات العناصر الانتقالية الآتية يُستخدم عاملًا حفازًا في تحضير $\\mathrm{SO_3}$ بطريقة التلامس؟',
      options: ['$\\mathrm{Fe}$', '$\\mathrm{V_2O_5}$', '$\\mathrm{Ni}$', '$\\mathrm{MnO_2}$'],
      correctAnswer: 1,
      explanation:
        'خامس أكسيد الفاناديوم يحفز أكسدة $\\mathrm{SO_2}$ إلى $\\mathrm{SO_3}$ في طريقة التلامس، بينما يُستخدم الحديد في تحضير النشادر والنيكل في هدرجة الزيوت.',
    },
    en: {
      question: 'Which transition-metal substance catalyses the making of $\\mathrm{SO_3}$ in the contact process?',
      options: ['$\\mathrm{Fe}$', '$\\mathrm{V_2O_5}$', '$\\mathrm{Ni}$', '$\\mathrm{MnO_2}$'],
      correctAnswer: 1,
      explanation:
        'Vanadium(V) oxide catalyses the oxidation of $\\mathrm{SO_2}$ to $\\mathrm{SO_3}$ in the contact process, while iron is used for ammonia and nickel for hydrogenating oils.',
    },
  },
  // ── Organic chemistry ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'chemistry-hydrocarbons-alkane-formula',
    keywords: { ar: ['الألكانات', 'الهيدروكربونات', 'الصيغة العامة للألكانات'], en: ['alkanes', 'hydrocarbons', 'general formula of alkanes'] },
    ar: {
      question: 'ما الصيغة الجزيئية للألكان الذي يحتوي على خمس ذرات كربون (البنتان)؟',
      options: ['$\\mathrm{C_5H_{10}}$', '$\\mathrm{C_5H_{12}}$', '$\\mathrm{C_5H_8}$', '$\\mathrm{C_5H_{14}}$'],
      correctAnswer: 1,
      explanation: 'الصيغة العامة للألكانات $\\mathrm{C_nH_{2n+2}}$، وعند $n = 5$ تكون $\\mathrm{C_5H_{12}}$.',
    },
    en: {
      question: 'What is the molecular formula of the alkane with five carbon atoms (pentane)?',
      options: ['$\\mathrm{C_5H_{10}}$', '$\\mathrm{C_5H_{12}}$', '$\\mathrm{C_5H_8}$', '$\\mathrm{C_5H_{14}}$'],
      correctAnswer: 1,
      explanation: 'Alkanes have the general formula $\\mathrm{C_nH_{2n+2}}$; with $n = 5$ it is $\\mathrm{C_5H_{12}}$.',
    },
  },
  {
    id: 'chemistry-hydrocarbons-bromine-water',
    keywords: { ar: ['الألكينات', 'ماء البروم', 'تفاعلات الإضافة'], en: ['alkenes', 'bromine water test', 'addition reactions'] },
    ar: {
      question: 'أي المركبات الآتية يزيل لون ماء البروم؟',
      options: ['$\\mathrm{CH_4}$', '$\\mathrm{C_2H_6}$', '$\\mathrm{C_2H_4}$', '$\\mathrm{C_3H_8}$'],
      correctAnswer: 2,
      explanation:
        'الإيثيلين ألكين غير مشبع به رابطة ثنائية، فيضاف إليه البروم ويتكون $\\mathrm{C_2H_4Br_2}$ عديم اللون، أما الألكانات المشبعة فلا تزيل اللون.',
    },
    en: {
      question: 'Which of these compounds decolourises bromine water?',
      options: ['$\\mathrm{CH_4}$', '$\\mathrm{C_2H_6}$', '$\\mathrm{C_2H_4}$', '$\\mathrm{C_3H_8}$'],
      correctAnswer: 2,
      explanation:
        'Ethylene is an unsaturated alkene with a double bond, so bromine adds to it giving colourless $\\mathrm{C_2H_4Br_2}$; saturated alkanes do not decolourise it.',
    },
  },
  {
    id: 'chemistry-hydrocarbons-markovnikov',
    keywords: { ar: ['قاعدة ماركونيكوف', 'الألكينات', 'الإضافة إلى البروبين'], en: ["Markovnikov's rule", 'alkenes', 'addition to propene'] },
    ar: {
      question: 'ما الناتج الرئيسي لإضافة $\\mathrm{HBr}$ إلى البروبين $\\mathrm{CH_3CH{=}CH_2}$؟',
      options: ['$\\mathrm{CH_3CHBrCH_3}$', '$\\mathrm{CH_3CH_2CH_2Br}$', '$\\mathrm{CH_2BrCH{=}CH_2}$', '$\\mathrm{CH_3CBr{=}CH_2}$'],
      correctAnswer: 0,
      explanation:
        'حسب قاعدة ماركونيكوف يضاف الهيدروجين إلى ذرة الكربون الطرفية $\\mathrm{CH_2}$ (الأغنى بالهيدروجين) والبروم إلى ذرة الكربون الوسطى، فيتكون 2-بروموبروبان.',
    },
    en: {
      question: 'What is the main product when $\\mathrm{HBr}$ adds to propene, $\\mathrm{CH_3CH{=}CH_2}$?',
      options: ['$\\mathrm{CH_3CHBrCH_3}$', '$\\mathrm{CH_3CH_2CH_2Br}$', '$\\mathrm{CH_2BrCH{=}CH_2}$', '$\\mathrm{CH_3CBr{=}CH_2}$'],
      correctAnswer: 0,
      explanation:
        "By Markovnikov's rule the hydrogen adds to the end $\\mathrm{CH_2}$ carbon (the one with more hydrogens) and the bromine to the middle carbon, giving 2-bromopropane.",
    },
  },
  {
    id: 'chemistry-hydrocarbons-methane-combustion',
    keywords: { ar: ['الميثان', 'احتراق الألكانات', 'الهيدروكربونات'], en: ['methane', 'combustion of alkanes', 'hydrocarbons'] },
    ar: {
      question: 'كم مولًا من الأكسجين يلزم للاحتراق التام لمول واحد من الميثان $\\mathrm{CH_4}$؟',
      options: ['$1$', '$3$', '$4$', '$2$'],
      correctAnswer: 3,
      explanation:
        'المعادلة الموزونة $\\mathrm{CH_4 + 2O_2 \\rightarrow CO_2 + 2H_2O}$: ذرات الأكسجين في النواتج $2 + 2 = 4$ ذرات، أي مولان من $\\mathrm{O_2}$.',
    },
    en: {
      question: 'How many moles of oxygen are needed to burn one mole of methane, $\\mathrm{CH_4}$, completely?',
      options: ['$1$', '$3$', '$4$', '$2$'],
      correctAnswer: 3,
      explanation:
        'The balanced equation is $\\mathrm{CH_4 + 2O_2 \\rightarrow CO_2 + 2H_2O}$: the products hold $2 + 2 = 4$ oxygen atoms, i.e. two moles of $\\mathrm{O_2}$.',
    },
  },
  {
    id: 'chemistry-alcohols-secondary-oxidation',
    keywords: { ar: ['أكسدة الكحولات', 'الكحول الثانوي', 'الكحولات'], en: ['oxidation of alcohols', 'secondary alcohol', 'alcohols'] },
    ar: {
      question: 'ما ناتج أكسدة الكحول الثانوي 2-بروبانول $\\mathrm{CH_3CH(OH)CH_3}$ بثنائي كرومات البوتاسيوم المحمضة؟',
      options: ['ألدهيد (بروبانال)', 'كيتون (أسيتون)', 'حمض البروبانويك', 'لا يتأكسد'],
      correctAnswer: 1,
      explanation:
        'الكحول الثانوي يتأكسد إلى كيتون، فيعطي 2-بروبانول الأسيتون $\\mathrm{CH_3COCH_3}$؛ أما الكحول الأولي فيعطي ألدهيدًا ثم حمضًا، والثالثي لا يتأكسد.',
    },
    en: {
      question: 'What does the secondary alcohol 2-propanol, $\\mathrm{CH_3CH(OH)CH_3}$, give when oxidised by acidified potassium dichromate?',
      options: ['An aldehyde (propanal)', 'A ketone (acetone)', 'Propanoic acid', 'It is not oxidised'],
      correctAnswer: 1,
      explanation:
        'A secondary alcohol is oxidised to a ketone, so 2-propanol gives acetone, $\\mathrm{CH_3COCH_3}$; a primary alcohol gives an aldehyde and then an acid, and a tertiary alcohol is not oxidised.',
    },
  },
  {
    id: 'chemistry-alcohols-fermentation-mass',
    keywords: { ar: ['الإيثانول', 'تحضير الإيثانول', 'الكحولات'], en: ['ethanol', 'fermentation of glucose', 'alcohols'] },
    ar: {
      question:
        'في تخمر الجلوكوز $\\mathrm{C_6H_{12}O_6 \\rightarrow 2C_2H_5OH + 2CO_2}$، ما كتلة الإيثانول الناتجة من $180\\,\\mathrm{g}$ من الجلوكوز؟ ($\\mathrm{C} = 12$، $\\mathrm{H} = 1$، $\\mathrm{O} = 16$)',
      options: ['$46\\,\\mathrm{g}$', '$180\\,\\mathrm{g}$', '$92\\,\\mathrm{g}$', '$88\\,\\mathrm{g}$'],
      correctAnswer: 2,
      explanation:
        'الكتلة المولية للجلوكوز $180\\,\\mathrm{g/mol}$ فلدينا مول واحد يعطي $2\\,\\mathrm{mol}$ من الإيثانول ($M = 46\\,\\mathrm{g/mol}$)، أي $2 \\times 46 = 92\\,\\mathrm{g}$.',
    },
    en: {
      question:
        'In the fermentation $\\mathrm{C_6H_{12}O_6 \\rightarrow 2C_2H_5OH + 2CO_2}$, what mass of ethanol comes from $180\\,\\mathrm{g}$ of glucose? ($\\mathrm{C} = 12$, $\\mathrm{H} = 1$, $\\mathrm{O} = 16$)',
      options: ['$46\\,\\mathrm{g}$', '$180\\,\\mathrm{g}$', '$92\\,\\mathrm{g}$', '$88\\,\\mathrm{g}$'],
      correctAnswer: 2,
      explanation:
        'Glucose has a molar mass of $180\\,\\mathrm{g/mol}$, so this is one mole, giving $2\\,\\mathrm{mol}$ of ethanol ($M = 46\\,\\mathrm{g/mol}$), i.e. $2 \\times 46 = 92\\,\\mathrm{g}$.',
    },
  },
  {
    id: 'chemistry-alcohols-tertiary',
    keywords: { ar: ['تصنيف الكحولات', 'الكحول الثالثي', 'الكحولات'], en: ['classification of alcohols', 'tertiary alcohol', 'alcohols'] },
    ar: {
      question: 'أي الكحولات الآتية كحول ثالثي؟',
      options: ['$\\mathrm{(CH_3)_3COH}$', '$\\mathrm{CH_3CH_2OH}$', '$\\mathrm{CH_3CH(OH)CH_3}$', '$\\mathrm{CH_3OH}$'],
      correctAnswer: 0,
      explanation:
        'في الكحول الثالثي ترتبط ذرة الكربون الحاملة لمجموعة الهيدروكسيل بثلاث مجموعات ألكيل، كما في 2-ميثيل-2-بروبانول $\\mathrm{(CH_3)_3COH}$.',
    },
    en: {
      question: 'Which of these is a tertiary alcohol?',
      options: ['$\\mathrm{(CH_3)_3COH}$', '$\\mathrm{CH_3CH_2OH}$', '$\\mathrm{CH_3CH(OH)CH_3}$', '$\\mathrm{CH_3OH}$'],
      correctAnswer: 0,
      explanation:
        'In a tertiary alcohol the carbon carrying the hydroxyl group is bonded to three alkyl groups, as in 2-methyl-2-propanol, $\\mathrm{(CH_3)_3COH}$.',
    },
  },
  {
    id: 'chemistry-esters-esterification-product',
    keywords: { ar: ['الأسترة', 'الإسترات', 'تحضير الإستر'], en: ['esterification', 'esters', 'making an ester'] },
    ar: {
      question: 'ما الإستر الناتج من تفاعل حمض الأسيتيك مع الإيثانول في وجود حمض الكبريتيك المركز؟',
      options: ['$\\mathrm{HCOOC_2H_5}$', '$\\mathrm{CH_3COOCH_3}$', '$\\mathrm{C_2H_5COOCH_3}$', '$\\mathrm{CH_3COOC_2H_5}$'],
      correctAnswer: 3,
      explanation:
        '$\\mathrm{CH_3COOH + C_2H_5OH \\rightleftharpoons CH_3COOC_2H_5 + H_2O}$، والناتج أسيتات الإيثيل، وحمض الكبريتيك المركز يعمل كعامل نازع للماء.',
    },
    en: {
      question: 'Which ester forms when acetic acid reacts with ethanol in the presence of concentrated sulfuric acid?',
      options: ['$\\mathrm{HCOOC_2H_5}$', '$\\mathrm{CH_3COOCH_3}$', '$\\mathrm{C_2H_5COOCH_3}$', '$\\mathrm{CH_3COOC_2H_5}$'],
      correctAnswer: 3,
      explanation:
        '$\\mathrm{CH_3COOH + C_2H_5OH \\rightleftharpoons CH_3COOC_2H_5 + H_2O}$; the product is ethyl acetate, and concentrated sulfuric acid acts as a dehydrating agent.',
    },
  },
  {
    id: 'chemistry-esters-saponification',
    keywords: { ar: ['التصبن', 'صناعة الصابون', 'الإسترات'], en: ['saponification', 'soap making', 'esters'] },
    ar: {
      question: 'ما ناتج التحلل المائي للزيوت والدهون بمحلول $\\mathrm{NaOH}$ (التصبن)؟',
      options: ['حمض دهني وإيثانول', 'صابون وجلسرين', 'إستر وماء', 'جلوكوز وثاني أكسيد الكربون'],
      correctAnswer: 1,
      explanation:
        'الزيوت والدهون إسترات للجلسرين مع الأحماض الدهنية، وتحللها بالقلوي يعطي أملاح الصوديوم للأحماض الدهنية (الصابون) والجلسرين.',
    },
    en: {
      question: 'What does the alkaline hydrolysis of oils and fats with $\\mathrm{NaOH}$ (saponification) give?',
      options: ['A fatty acid and ethanol', 'Soap and glycerol', 'An ester and water', 'Glucose and carbon dioxide'],
      correctAnswer: 1,
      explanation:
        'Oils and fats are esters of glycerol with fatty acids; alkaline hydrolysis gives the sodium salts of the fatty acids (soap) and glycerol.',
    },
  },
];
