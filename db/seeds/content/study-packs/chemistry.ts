/**
 * Chemistry study packs of the Thanaweya Amma curriculum: quantitative chemistry and acids/bases (first
 * secondary), atomic structure, periodicity and bonding (second secondary), transition elements, equilibrium,
 * electrochemistry and organic chemistry (third secondary).
 */
import { bilingualPoints, type StudyPackSeed } from './study-pack-seed';

export const chemistryPacks: StudyPackSeed[] = [
  {
    id: 'chem-mole',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade10',
    icon: '⚖️',
    title: { ar: 'المول والحسابات الكيميائية', en: 'The mole and chemical calculations' },
    points: bilingualPoints([
      [
        'المول هو كمية المادة التي تحتوي على عدد أفوجادرو $N_A = 6.02 \\times 10^{23}$ من الجسيمات (ذرات أو جزيئات أو أيونات).',
        "The mole is the amount of substance that contains Avogadro's number $N_A = 6.02 \\times 10^{23}$ of particles (atoms, molecules or ions).",
      ],
      [
        'الكتلة المولية هي مجموع الكتل الذرية للعناصر في الصيغة مقدرة بالجرام، مثل $M(\\mathrm{H_2O}) = 2(1) + 16 = 18\\,\\mathrm{g/mol}$.',
        'The molar mass is the sum of the atomic masses in the formula expressed in grams, e.g. $M(\\mathrm{H_2O}) = 2(1) + 16 = 18\\,\\mathrm{g/mol}$.',
      ],
      [
        'عدد المولات $n = \\frac{m}{M}$ حيث $m$ كتلة المادة بالجرام و$M$ كتلتها المولية.',
        'Number of moles $n = \\frac{m}{M}$, where $m$ is the mass in grams and $M$ the molar mass.',
      ],
      [
        'عدد الجسيمات $N = n \\times N_A$، فمول من الماء يحتوي على $6.02 \\times 10^{23}$ جزيء.',
        'Number of particles $N = n \\times N_A$, so one mole of water contains $6.02 \\times 10^{23}$ molecules.',
      ],
      [
        'المول من أي غاز يشغل حجمًا قدره $22.4\\,\\mathrm{L}$ في الظروف القياسية (STP: $0^\\circ\\mathrm{C}$ وضغط $1\\,\\mathrm{atm}$)، لذلك $n = \\frac{V}{22.4}$.',
        'One mole of any gas occupies $22.4\\,\\mathrm{L}$ at standard temperature and pressure (STP: $0^\\circ\\mathrm{C}$ and $1\\,\\mathrm{atm}$), so $n = \\frac{V}{22.4}$.',
      ],
      [
        'قانون جاي لوساك: حجوم الغازات المتفاعلة والناتجة تكون بنسب عددية بسيطة، وقانون أفوجادرو: الحجوم المتساوية من الغازات في نفس الظروف تحتوي على أعداد متساوية من الجزيئات.',
        "Gay-Lussac's law: the volumes of reacting and produced gases are in simple whole-number ratios; Avogadro's law: equal volumes of gases under the same conditions contain equal numbers of molecules.",
      ],
      [
        'المعادلة الكيميائية الموزونة تعطي نسب المولات بين المتفاعلات والنواتج، مثل $\\mathrm{2H_2 + O_2 \\rightarrow 2H_2O}$: مولان من الهيدروجين يتفاعلان مع مول من الأكسجين.',
        'A balanced chemical equation gives the mole ratios of reactants and products, e.g. $\\mathrm{2H_2 + O_2 \\rightarrow 2H_2O}$: two moles of hydrogen react with one mole of oxygen.',
      ],
      [
        'النسبة المئوية لعنصر في مركب = (كتلة العنصر في مول واحد من المركب ÷ الكتلة المولية للمركب) × 100.',
        'Percentage of an element in a compound = (mass of the element in one mole of the compound ÷ molar mass of the compound) × 100.',
      ],
      [
        'الصيغة الأولية أبسط نسبة عددية صحيحة بين ذرات العناصر في المركب، والصيغة الجزيئية مضاعف صحيح لها؛ فالصيغة الأولية للجلوكوز $\\mathrm{C_6H_{12}O_6}$ هي $\\mathrm{CH_2O}$.',
        'The empirical formula is the simplest whole-number ratio of the atoms in a compound, and the molecular formula is a whole multiple of it; glucose $\\mathrm{C_6H_{12}O_6}$ has the empirical formula $\\mathrm{CH_2O}$.',
      ],
      [
        'النسبة المئوية للناتج (المردود) = (الناتج الفعلي ÷ الناتج النظري) × 100، وتكون أقل من 100 بسبب التفاعلات الجانبية والفقد أثناء التجربة.',
        'Percentage yield = (actual yield ÷ theoretical yield) × 100; it is below 100 because of side reactions and losses during the experiment.',
      ],
    ]),
  },
  {
    id: 'chem-acids-bases',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade10',
    icon: '🧪',
    title: { ar: 'المحاليل والأحماض والقواعد', en: 'Solutions, acids and bases' },
    points: bilingualPoints([
      [
        'المحلول مخلوط متجانس من مذاب ومذيب، والماء مذيب قطبي يذيب المركبات الأيونية والقطبية (الشبيه يذيب الشبيه).',
        'A solution is a homogeneous mixture of a solute and a solvent; water is a polar solvent that dissolves ionic and polar compounds (like dissolves like).',
      ],
      [
        'التركيز المولاري (المولارية) $M = \\frac{n}{V}$ حيث $n$ عدد مولات المذاب و$V$ حجم المحلول باللتر.',
        'Molar concentration (molarity) $M = \\frac{n}{V}$, where $n$ is the moles of solute and $V$ the volume of solution in litres.',
      ],
      [
        'الذوبانية هي كتلة المذاب بالجرام التي تذوب في $100\\,\\mathrm{g}$ من المذيب لتكوين محلول مشبع عند درجة حرارة معينة؛ تزداد ذوبانية معظم المواد الصلبة بارتفاع الحرارة وتقل ذوبانية الغازات.',
        'Solubility is the mass in grams of solute that dissolves in $100\\,\\mathrm{g}$ of solvent to form a saturated solution at a given temperature; most solids become more soluble when heated, gases less soluble.',
      ],
      [
        'إذابة مادة غير متطايرة ترفع درجة غليان المذيب وتخفض درجة تجمده، ويتوقف ذلك على عدد جسيمات المذاب لا على نوعها.',
        'Dissolving a non-volatile solute raises the boiling point and lowers the freezing point of the solvent; the effect depends on the number of solute particles, not on their kind.',
      ],
      [
        'أرهينيوس: الحمض مادة تتأين في الماء وتعطي أيونات $\\mathrm{H^+}$، والقاعدة مادة تتأين في الماء وتعطي أيونات $\\mathrm{OH^-}$.',
        'Arrhenius: an acid ionises in water giving $\\mathrm{H^+}$ ions, and a base ionises in water giving $\\mathrm{OH^-}$ ions.',
      ],
      [
        'برونشتد-لوري: الحمض مانح للبروتون والقاعدة مستقبلة له، ولكل حمض قاعدة مرافقة، مثل $\\mathrm{NH_3 + H_2O \\rightleftharpoons NH_4^+ + OH^-}$.',
        'Brønsted–Lowry: an acid is a proton donor and a base a proton acceptor, and every acid has a conjugate base, e.g. $\\mathrm{NH_3 + H_2O \\rightleftharpoons NH_4^+ + OH^-}$.',
      ],
      [
        'لويس: الحمض مادة تستقبل زوجًا من الإلكترونات، والقاعدة مادة تمنح زوجًا من الإلكترونات.',
        'Lewis: an acid accepts a pair of electrons and a base donates a pair of electrons.',
      ],
      [
        'الأحماض القوية تامة التأين مثل $\\mathrm{HCl}$ و$\\mathrm{HNO_3}$، والأحماض الضعيفة ضعيفة التأين مثل حمض الأسيتيك $\\mathrm{CH_3COOH}$.',
        'Strong acids ionise completely, such as $\\mathrm{HCl}$ and $\\mathrm{HNO_3}$; weak acids ionise only partly, such as acetic acid $\\mathrm{CH_3COOH}$.',
      ],
      [
        'الرقم الهيدروجيني $\\mathrm{pH} = -\\log[\\mathrm{H^+}]$؛ عند $25^\\circ\\mathrm{C}$ يكون المحلول المتعادل $\\mathrm{pH} = 7$، والحمضي أقل من 7، والقاعدي أكبر من 7.',
        'The pH is $\\mathrm{pH} = -\\log[\\mathrm{H^+}]$; at $25^\\circ\\mathrm{C}$ a neutral solution has $\\mathrm{pH} = 7$, an acidic one less than 7 and a basic one more than 7.',
      ],
      [
        'الأدلة: عباد الشمس أحمر في الحمض وأزرق في القاعدة، والفينولفثالين عديم اللون في الحمض وأحمر وردي في القاعدة، والميثيل البرتقالي أحمر في الحمض وأصفر في القاعدة.',
        'Indicators: litmus is red in acid and blue in base, phenolphthalein is colourless in acid and pink in base, and methyl orange is red in acid and yellow in base.',
      ],
      [
        'التعادل: حمض + قاعدة ← ملح + ماء، وفي المعايرة $\\frac{M_a V_a}{n_a} = \\frac{M_b V_b}{n_b}$ حيث $n_a$ و$n_b$ عدد مولات الحمض والقاعدة في المعادلة الموزونة.',
        'Neutralisation: acid + base → salt + water; in a titration $\\frac{M_a V_a}{n_a} = \\frac{M_b V_b}{n_b}$, where $n_a$ and $n_b$ are the moles of acid and base in the balanced equation.',
      ],
    ]),
  },
  {
    id: 'chem-atomic-structure',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade11',
    icon: '⚛️',
    title: { ar: 'البناء الذري', en: 'Atomic structure' },
    points: bilingualPoints([
      [
        'تجربة رذرفورد (صفيحة الذهب) أثبتت أن معظم حجم الذرة فراغ، وأن كتلتها مركزة في نواة صغيرة موجبة الشحنة تدور حولها الإلكترونات.',
        "Rutherford's gold-foil experiment showed that most of the atom is empty space and its mass is concentrated in a small positive nucleus around which the electrons move.",
      ],
      [
        'نموذج بور: تدور الإلكترونات في مستويات طاقة محددة، ولا يفقد الإلكترون طاقة ما دام في مستواه، وإذا اكتسب كمًّا (كوانتم) من الطاقة انتقل إلى مستوى أعلى (ذرة مثارة) ثم يفقده عند عودته فيظهر طيف خطي.',
        "Bohr's model: electrons move in fixed energy levels and lose no energy while in their level; absorbing a quantum moves an electron to a higher level (excited atom) and it emits that quantum on returning, giving a line spectrum.",
      ],
      [
        'أقصى عدد من الإلكترونات في مستوى الطاقة $= 2n^2$، ويصح ذلك حتى المستوى الرابع ($n = 4$).',
        'The maximum number of electrons in an energy level is $2n^2$, valid up to the fourth level ($n = 4$).',
      ],
      [
        'للإلكترون طبيعة مزدوجة (جسيم وموجة) وطول موجته $\\lambda = \\frac{h}{mv}$ (دي برولي)، ومبدأ عدم التأكد لهايزنبرج يمنع تحديد موضعه وسرعته معًا بدقة، فنتحدث عن الأوربيتال: المنطقة التي يكون احتمال وجود الإلكترون فيها أكبر ما يمكن.',
        "The electron has a dual nature (particle and wave) with wavelength $\\lambda = \\frac{h}{mv}$ (de Broglie); Heisenberg's uncertainty principle forbids knowing its position and velocity together precisely, so we speak of an orbital: the region where the electron is most likely to be found.",
      ],
      [
        'أعداد الكم: الرئيسي $n$ (رقم المستوى وطاقته)، والثانوي $l$ من $0$ إلى $n - 1$ (المستويات الفرعية s, p, d, f)، والمغناطيسي $m_l$ من $-l$ إلى $+l$ (اتجاه الأوربيتال)، والمغزلي $m_s = \\pm\\frac{1}{2}$.',
        'Quantum numbers: principal $n$ (level and its energy), azimuthal $l$ from $0$ to $n - 1$ (sublevels s, p, d, f), magnetic $m_l$ from $-l$ to $+l$ (orbital orientation) and spin $m_s = \\pm\\frac{1}{2}$.',
      ],
      [
        'عدد الأوربيتالات في المستوى الفرعي: s واحد، p ثلاثة، d خمسة، f سبعة، ويتسع كل أوربيتال لإلكترونين على الأكثر.',
        'Orbitals per sublevel: s has one, p three, d five and f seven, and each orbital holds at most two electrons.',
      ],
      [
        'مبدأ البناء التصاعدي: تملأ الإلكترونات المستويات الفرعية الأقل طاقة أولًا بالترتيب $1s, 2s, 2p, 3s, 3p, 4s, 3d, 4p, 5s, \\ldots$',
        'Aufbau principle: electrons fill the lowest-energy sublevels first, in the order $1s, 2s, 2p, 3s, 3p, 4s, 3d, 4p, 5s, \\ldots$',
      ],
      [
        'قاعدة هوند: لا يحدث ازدواج لإلكترونين في أوربيتال واحد في مستوى فرعي إلا بعد أن تشغل أوربيتالاته فرادى بإلكترونات لها نفس اتجاه الغزل.',
        "Hund's rule: electrons do not pair in an orbital of a sublevel until each of its orbitals holds one electron, all with parallel spins.",
      ],
      [
        'مبدأ الاستبعاد لباولي: لا يتفق إلكترونان في ذرة واحدة في أعداد الكم الأربعة، لذلك يكون غزل إلكتروني الأوربيتال الواحد متعاكسًا.',
        'Pauli exclusion principle: no two electrons in the same atom have the same four quantum numbers, so the two electrons of one orbital have opposite spins.',
      ],
      [
        'شذوذ التوزيع: الكروم $\\mathrm{[Ar]}\\,4s^1 3d^5$ والنحاس $\\mathrm{[Ar]}\\,4s^1 3d^{10}$ لأن المستوى الفرعي d النصف ممتلئ أو الممتلئ أكثر استقرارًا.',
        'Exceptions: chromium is $\\mathrm{[Ar]}\\,4s^1 3d^5$ and copper $\\mathrm{[Ar]}\\,4s^1 3d^{10}$, because a half-filled or full d sublevel is more stable.',
      ],
    ]),
  },
  {
    id: 'chem-periodic-table',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade11',
    icon: '🗂️',
    title: { ar: 'الجدول الدوري وتدرج الخواص', en: 'The periodic table and periodic trends' },
    points: bilingualPoints([
      [
        'الجدول الدوري الحديث رتبت فيه العناصر تصاعديًّا حسب أعدادها الذرية وطريقة ملء المستويات الفرعية، ويتكون من 7 دورات أفقية و18 مجموعة رأسية.',
        'The modern periodic table arranges the elements by increasing atomic number and the order of filling sublevels; it has 7 horizontal periods and 18 vertical groups.',
      ],
      [
        'الفئات: s (المجموعتان 1 و2)، p (من 13 إلى 18)، d (العناصر الانتقالية من 3 إلى 12)، f (اللانثانيدات والأكتينيدات).',
        'Blocks: s (groups 1 and 2), p (groups 13 to 18), d (transition elements, groups 3 to 12) and f (lanthanides and actinides).',
      ],
      [
        'رقم الدورة = عدد مستويات الطاقة المشغولة، ورقم المجموعة للعناصر الممثلة (A) = عدد إلكترونات المستوى الخارجي.',
        'Period number = number of occupied energy levels; the group number of a main-group (A) element = number of electrons in its outer level.',
      ],
      [
        'نصف القطر الذري يقل في الدورة الواحدة بزيادة العدد الذري (زيادة شحنة النواة الفعالة)، ويزداد في المجموعة الواحدة لأسفل بزيادة عدد المستويات.',
        'Atomic radius decreases across a period as atomic number rises (greater effective nuclear charge) and increases down a group as levels are added.',
      ],
      [
        'نصف قطر الأيون الموجب أصغر من نصف قطر ذرته، ونصف قطر الأيون السالب أكبر من نصف قطر ذرته.',
        'A positive ion is smaller than its atom, and a negative ion is larger than its atom.',
      ],
      [
        'جهد التأين: الطاقة اللازمة لإزالة أقل الإلكترونات ارتباطًا من ذرة مفردة في الحالة الغازية؛ يزداد في الدورة ويقل في المجموعة، وجهود التأين المتتالية تتزايد مع قفزة كبيرة عند كسر مستوى مكتمل.',
        'Ionisation energy: the energy needed to remove the most loosely bound electron from an isolated gaseous atom; it rises across a period and falls down a group, and successive ionisation energies rise with a large jump when a complete level is broken.',
      ],
      [
        'الميل الإلكتروني: الطاقة المنطلقة عند إضافة إلكترون إلى ذرة مفردة في الحالة الغازية؛ يزداد عمومًا في الدورة ويقل في المجموعة، وله قيم منخفضة شاذة في العناصر ذات التركيب المستقر مثل البريليوم والنيتروجين والغازات النبيلة.',
        'Electron affinity: the energy released when an electron is added to an isolated gaseous atom; it generally rises across a period and falls down a group, with unusually low values for stable configurations such as beryllium, nitrogen and the noble gases.',
      ],
      [
        'السالبية الكهربية: قدرة الذرة على جذب إلكترونات الرابطة الكيميائية نحوها؛ تزداد في الدورة وتقل في المجموعة، والفلور أعلى العناصر سالبية (4.0).',
        'Electronegativity: the ability of an atom to attract the electrons of a chemical bond; it rises across a period and falls down a group, and fluorine is the most electronegative element (4.0).',
      ],
      [
        'الصفة الفلزية تزداد في المجموعة لأسفل وتقل في الدورة؛ أكاسيد الفلزات قاعدية وأكاسيد اللافلزات حمضية، وبعض الأكاسيد مترددة تتفاعل مع الأحماض والقواعد مثل $\\mathrm{Al_2O_3}$ و$\\mathrm{ZnO}$.',
        'Metallic character increases down a group and decreases across a period; metal oxides are basic, non-metal oxides acidic, and some oxides such as $\\mathrm{Al_2O_3}$ and $\\mathrm{ZnO}$ are amphoteric, reacting with both acids and bases.',
      ],
      [
        'عدد التأكسد: العنصر في حالته المنفردة صفر، ومجموع أعداد التأكسد في المركب صفر، والهيدروجين $+1$ (و$-1$ في هيدريدات الفلزات)، والأكسجين $-2$ (و$-1$ في فوق الأكاسيد و$+2$ في $\\mathrm{OF_2}$).',
        'Oxidation numbers: a free element is zero and a compound sums to zero; hydrogen is $+1$ ($-1$ in metal hydrides) and oxygen $-2$ ($-1$ in peroxides and $+2$ in $\\mathrm{OF_2}$).',
      ],
    ]),
  },
  {
    id: 'chem-bonding',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade11',
    icon: '🔗',
    title: { ar: 'الروابط الكيميائية', en: 'Chemical bonding' },
    points: bilingualPoints([
      [
        'ترتبط الذرات لتصل إلى تركيب إلكتروني مستقر يشبه تركيب الغاز النبيل، وغالبًا ثمانية إلكترونات في المستوى الخارجي (قاعدة الثمانية).',
        'Atoms bond to reach a stable noble-gas electron configuration, usually eight electrons in the outer level (the octet rule).',
      ],
      [
        'الرابطة الأيونية: تجاذب كهربي بين أيون موجب وأيون سالب ينتجان من انتقال الإلكترونات، وتتكون عندما يزيد فرق السالبية الكهربية عن 1.7، مثل $\\mathrm{NaCl}$.',
        'Ionic bond: electrostatic attraction between a positive and a negative ion formed by electron transfer; it forms when the electronegativity difference exceeds 1.7, e.g. $\\mathrm{NaCl}$.',
      ],
      [
        'الرابطة التساهمية: مشاركة بأزواج من الإلكترونات؛ نقية عندما يكون فرق السالبية صفرًا مثل $\\mathrm{Cl_2}$، وقطبية عندما يكون أقل من 1.7 فتظهر شحنات جزئية $\\delta^+$ و$\\delta^-$ مثل $\\mathrm{HCl}$.',
        'Covalent bond: sharing of electron pairs; non-polar when the electronegativity difference is zero, e.g. $\\mathrm{Cl_2}$, and polar when it is below 1.7, giving partial charges $\\delta^+$ and $\\delta^-$, e.g. $\\mathrm{HCl}$.',
      ],
      [
        'الرابطة التناسقية: زوج إلكترونات حر تمنحه ذرة (مانحة) لذرة أو أيون به أوربيتال فارغ (مستقبل)، كما في أيون الأمونيوم $\\mathrm{NH_4^+}$ وأيون الهيدرونيوم $\\mathrm{H_3O^+}$.',
        'Coordinate (dative) bond: a lone pair donated by one atom (the donor) to an atom or ion with an empty orbital (the acceptor), as in the ammonium ion $\\mathrm{NH_4^+}$ and the hydronium ion $\\mathrm{H_3O^+}$.',
      ],
      [
        'الرابطة سيجما ($\\sigma$) تنتج من تداخل الأوربيتالات بالرأس وهي قوية، والرابطة باي ($\\pi$) من تداخل أوربيتالات p المتوازية بالجنب وهي أضعف؛ الرابطة الثنائية = $\\sigma + \\pi$ والثلاثية = $\\sigma + 2\\pi$.',
        'A sigma ($\\sigma$) bond comes from head-on overlap and is strong; a pi ($\\pi$) bond comes from side-by-side overlap of parallel p orbitals and is weaker; a double bond = $\\sigma + \\pi$ and a triple bond = $\\sigma + 2\\pi$.',
      ],
      [
        'التهجين: تداخل أوربيتالات مختلفة في نفس الذرة لتكوين أوربيتالات متماثلة؛ $sp^3$ في الميثان (رباعي الأوجه، $109.5^\\circ$)، و$sp^2$ في الإيثيلين (مثلث مستو، $120^\\circ$)، و$sp$ في الأستيلين (خطي، $180^\\circ$).',
        'Hybridisation: mixing of different orbitals of the same atom into equivalent ones; $sp^3$ in methane (tetrahedral, $109.5^\\circ$), $sp^2$ in ethylene (trigonal planar, $120^\\circ$) and $sp$ in acetylene (linear, $180^\\circ$).',
      ],
      [
        'تنافر أزواج الإلكترونات الحرة يقلل زوايا الروابط: جزيء الماء منحنٍ بزاوية نحو $104.5^\\circ$، وجزيء النشادر هرمي بزاوية نحو $107^\\circ$.',
        'Repulsion by lone pairs narrows bond angles: the water molecule is bent at about $104.5^\\circ$ and the ammonia molecule pyramidal at about $107^\\circ$.',
      ],
      [
        'الرابطة الهيدروجينية: تجاذب بين ذرة هيدروجين مرتبطة بذرة عالية السالبية (F أو O أو N) وذرة عالية السالبية أخرى، وهي تفسر ارتفاع درجة غليان الماء ($100^\\circ\\mathrm{C}$) مقارنة بكبريتيد الهيدروجين.',
        'Hydrogen bond: an attraction between a hydrogen atom bonded to a highly electronegative atom (F, O or N) and another highly electronegative atom; it explains why water boils at $100^\\circ\\mathrm{C}$, far above hydrogen sulfide.',
      ],
      [
        'الرابطة الفلزية: أيونات فلزية موجبة في بحر من إلكترونات التكافؤ الحرة، وهي تفسر التوصيل الكهربي والحراري للفلزات وقابليتها للطرق والسحب.',
        'Metallic bond: positive metal ions in a sea of free valence electrons; it explains the electrical and thermal conductivity of metals and their malleability and ductility.',
      ],
      [
        'المركبات الأيونية درجات انصهارها مرتفعة وتوصل الكهرباء في حالة المصهور أو المحلول، والمركبات التساهمية غالبًا منخفضة درجات الانصهار ولا توصل الكهرباء.',
        'Ionic compounds have high melting points and conduct electricity when molten or dissolved; covalent compounds usually have low melting points and do not conduct.',
      ],
    ]),
  },
  {
    id: 'chem-transition-elements',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade12',
    icon: '🔩',
    title: { ar: 'العناصر الانتقالية والحديد', en: 'Transition elements and iron' },
    points: bilingualPoints([
      [
        'عناصر الفئة d تقع بين الفئتين s و p، والسلسلة الانتقالية الأولى من السكانديوم ${}_{21}\\mathrm{Sc}$ إلى الخارصين ${}_{30}\\mathrm{Zn}$ ويتتابع فيها ملء المستوى الفرعي 3d.',
        'The d-block lies between the s and p blocks; the first transition series runs from scandium ${}_{21}\\mathrm{Sc}$ to zinc ${}_{30}\\mathrm{Zn}$ as the 3d sublevel fills.',
      ],
      [
        'العنصر الانتقالي هو الذي يكون فيه المستوى الفرعي d أو f مشغولًا وغير ممتلئ في الحالة الذرية أو في أي حالة تأكسد، لذلك لا يعد الخارصين ($3d^{10}$ في الذرة والأيون) عنصرًا انتقاليًّا نموذجيًّا.',
        'A transition element has a partly filled d or f sublevel in the atom or in any oxidation state, so zinc ($3d^{10}$ in both atom and ion) is not a typical transition element.',
      ],
      [
        'تتعدد حالات التأكسد لتقارب طاقتي 4s و 3d، ويفقد العنصر إلكترونات 4s أولًا؛ وأقصى عدد تأكسد من السكانديوم إلى المنجنيز يساوي رقم المجموعة، مثل المنجنيز $+7$ في $\\mathrm{KMnO_4}$.',
        'Oxidation states vary because 4s and 3d are close in energy, and the 4s electrons are lost first; from scandium to manganese the highest oxidation state equals the group number, e.g. manganese $+7$ in $\\mathrm{KMnO_4}$.',
      ],
      [
        'أيونات العناصر الانتقالية التي تحتوي على إلكترونات مفردة في d تكون ملونة لأنها تمتص جزءًا من الضوء المرئي، بينما $\\mathrm{Sc^{3+}}$ و$\\mathrm{Ti^{4+}}$ ($3d^0$) و$\\mathrm{Zn^{2+}}$ و$\\mathrm{Cu^{+}}$ ($3d^{10}$) عديمة اللون.',
        'Transition-metal ions with unpaired d electrons are coloured because they absorb part of visible light, while $\\mathrm{Sc^{3+}}$ and $\\mathrm{Ti^{4+}}$ ($3d^0$), $\\mathrm{Zn^{2+}}$ and $\\mathrm{Cu^{+}}$ ($3d^{10}$) are colourless.',
      ],
      [
        'المواد البارامغناطيسية بها إلكترونات مفردة فتنجذب للمجال المغناطيسي، ويزداد العزم المغناطيسي بزيادة عددها؛ والمواد الديامغناطيسية كل إلكتروناتها مزدوجة فتتنافر مع المجال.',
        'Paramagnetic substances have unpaired electrons and are attracted by a magnetic field, more strongly the more unpaired electrons they have; diamagnetic substances have only paired electrons and are repelled.',
      ],
      [
        'العناصر الانتقالية ومركباتها عوامل حفازة جيدة: الحديد في تحضير النشادر (هابر-بوش)، و$\\mathrm{V_2O_5}$ في صناعة حمض الكبريتيك (طريقة التلامس)، والنيكل في هدرجة الزيوت.',
        'Transition metals and their compounds are good catalysts: iron in making ammonia (Haber–Bosch), $\\mathrm{V_2O_5}$ in making sulfuric acid (contact process) and nickel in hydrogenating oils.',
      ],
      [
        'خامات الحديد: الهيماتيت $\\mathrm{Fe_2O_3}$ والماجنتيت $\\mathrm{Fe_3O_4}$ (مغناطيسي) والليمونيت $\\mathrm{2Fe_2O_3 \\cdot 3H_2O}$ والسيدريت $\\mathrm{FeCO_3}$.',
        'Iron ores: haematite $\\mathrm{Fe_2O_3}$, magnetite $\\mathrm{Fe_3O_4}$ (magnetic), limonite $\\mathrm{2Fe_2O_3 \\cdot 3H_2O}$ and siderite $\\mathrm{FeCO_3}$.',
      ],
      [
        'يختزل أكسيد الحديد في الفرن العالي بغاز أول أكسيد الكربون: $\\mathrm{Fe_2O_3 + 3CO \\rightarrow 2Fe + 3CO_2}$.',
        'In the blast furnace iron oxide is reduced by carbon monoxide: $\\mathrm{Fe_2O_3 + 3CO \\rightarrow 2Fe + 3CO_2}$.',
      ],
      [
        'يتفاعل الحديد مع حمض الهيدروكلوريك المخفف فيعطي كلوريد الحديد II والهيدروجين: $\\mathrm{Fe + 2HCl \\rightarrow FeCl_2 + H_2}$، ومع الكلور يعطي كلوريد الحديد III، ويصبح خاملًا في حمض النيتريك المركز.',
        'Iron reacts with dilute hydrochloric acid giving iron(II) chloride and hydrogen: $\\mathrm{Fe + 2HCl \\rightarrow FeCl_2 + H_2}$; with chlorine it gives iron(III) chloride, and it becomes passive in concentrated nitric acid.',
      ],
      [
        'يتأكسد أيون الحديد II ($3d^6$) بسهولة إلى أيون الحديد III ($3d^5$) لأن المستوى الفرعي d النصف ممتلئ أكثر استقرارًا.',
        'The iron(II) ion ($3d^6$) is easily oxidised to the iron(III) ion ($3d^5$) because a half-filled d sublevel is more stable.',
      ],
    ]),
  },
  {
    id: 'chem-equilibrium',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade12',
    icon: '🔄',
    title: { ar: 'الاتزان الكيميائي والأيوني', en: 'Chemical and ionic equilibrium' },
    points: bilingualPoints([
      [
        'التفاعل الانعكاسي في إناء مغلق يصل إلى اتزان ديناميكي: يتساوى معدلا التفاعلين الطردي والعكسي وتثبت تركيزات المواد.',
        'A reversible reaction in a closed vessel reaches dynamic equilibrium: the forward and backward rates are equal and the concentrations stay constant.',
      ],
      [
        'قانون فعل الكتلة (جولدبرج وفاج): عند ثبوت درجة الحرارة يتناسب معدل التفاعل طرديًّا مع حاصل ضرب التركيزات المولارية للمتفاعلات كل مرفوع لأس يساوي عدد مولاته في المعادلة الموزونة.',
        'Law of mass action (Guldberg and Waage): at constant temperature the reaction rate is proportional to the product of the molar concentrations of the reactants, each raised to its number of moles in the balanced equation.',
      ],
      [
        'للتفاعل $a\\mathrm{A} + b\\mathrm{B} \\rightleftharpoons c\\mathrm{C} + d\\mathrm{D}$: $K_c = \\frac{[\\mathrm{C}]^c[\\mathrm{D}]^d}{[\\mathrm{A}]^a[\\mathrm{B}]^b}$، ولا تدخل المواد الصلبة والماء (المذيب) في القانون؛ وكلما كبرت $K_c$ زاد تكون النواتج.',
        'For $a\\mathrm{A} + b\\mathrm{B} \\rightleftharpoons c\\mathrm{C} + d\\mathrm{D}$: $K_c = \\frac{[\\mathrm{C}]^c[\\mathrm{D}]^d}{[\\mathrm{A}]^a[\\mathrm{B}]^b}$; pure solids and water (the solvent) are left out, and the larger $K_c$ is, the more the products are favoured.',
      ],
      [
        'العوامل المؤثرة في معدل التفاعل: طبيعة المتفاعلات، والتركيز، ودرجة الحرارة، ومساحة السطح، والعامل الحفاز الذي يقلل طاقة التنشيط دون أن يغير موضع الاتزان أو قيمة $K_c$.',
        'Factors affecting reaction rate: nature of the reactants, concentration, temperature, surface area and catalysts, which lower the activation energy without shifting the equilibrium or changing $K_c$.',
      ],
      [
        'قاعدة لوشاتيلييه: إذا تغير أحد العوامل المؤثرة (التركيز أو الضغط أو درجة الحرارة) في نظام متزن، ينشط التفاعل في الاتجاه الذي يقلل تأثير هذا التغيير.',
        "Le Chatelier's principle: if a condition of a system at equilibrium (concentration, pressure or temperature) changes, the reaction shifts in the direction that reduces the effect of that change.",
      ],
      [
        'رفع درجة الحرارة يرجح الاتجاه الماص للحرارة ويغير قيمة $K_c$، وزيادة الضغط ترجح الاتجاه الأقل في عدد مولات الغازات؛ لذلك يُحضَّر النشادر $\\mathrm{N_2 + 3H_2 \\rightleftharpoons 2NH_3}$ (طارد للحرارة) تحت ضغط مرتفع.',
        'Raising the temperature favours the endothermic direction and changes $K_c$, and raising the pressure favours the side with fewer moles of gas; hence ammonia $\\mathrm{N_2 + 3H_2 \\rightleftharpoons 2NH_3}$ (exothermic) is made under high pressure.',
      ],
      [
        'قانون استفالد للتخفيف لحمض ضعيف: $K_a = \\alpha^2 C$، ومنه $[\\mathrm{H^+}] = \\sqrt{K_a C}$ حيث $\\alpha$ درجة التأين و$C$ التركيز.',
        "Ostwald's dilution law for a weak acid: $K_a = \\alpha^2 C$, hence $[\\mathrm{H^+}] = \\sqrt{K_a C}$, where $\\alpha$ is the degree of ionisation and $C$ the concentration.",
      ],
      [
        'الحاصل الأيوني للماء $K_w = [\\mathrm{H^+}][\\mathrm{OH^-}] = 10^{-14}$ عند $25^\\circ\\mathrm{C}$، ومنه $\\mathrm{pH} + \\mathrm{pOH} = 14$.',
        'The ionic product of water is $K_w = [\\mathrm{H^+}][\\mathrm{OH^-}] = 10^{-14}$ at $25^\\circ\\mathrm{C}$, hence $\\mathrm{pH} + \\mathrm{pOH} = 14$.',
      ],
      [
        'التميؤ: ملح الحمض القوي والقاعدة الضعيفة مثل $\\mathrm{NH_4Cl}$ محلوله حمضي، وملح الحمض الضعيف والقاعدة القوية مثل $\\mathrm{CH_3COONa}$ محلوله قاعدي، وملح الحمض القوي والقاعدة القوية مثل $\\mathrm{NaCl}$ متعادل.',
        'Hydrolysis: a salt of a strong acid and a weak base such as $\\mathrm{NH_4Cl}$ gives an acidic solution, a salt of a weak acid and a strong base such as $\\mathrm{CH_3COONa}$ a basic one, and a salt of a strong acid and a strong base such as $\\mathrm{NaCl}$ a neutral one.',
      ],
      [
        'حاصل الإذابة لملح شحيح الذوبان: للاتزان $\\mathrm{AgCl \\rightleftharpoons Ag^+ + Cl^-}$ يكون $K_{sp} = [\\mathrm{Ag^+}][\\mathrm{Cl^-}]$، ويترسب الملح إذا زاد الحاصل الأيوني عن $K_{sp}$.',
        'Solubility product of a sparingly soluble salt: for $\\mathrm{AgCl \\rightleftharpoons Ag^+ + Cl^-}$, $K_{sp} = [\\mathrm{Ag^+}][\\mathrm{Cl^-}]$, and the salt precipitates when the ionic product exceeds $K_{sp}$.',
      ],
    ]),
  },
  {
    id: 'chem-electrochemistry',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade12',
    icon: '🔋',
    title: { ar: 'الكيمياء الكهربية', en: 'Electrochemistry' },
    points: bilingualPoints([
      [
        'الأكسدة فقد إلكترونات (زيادة في عدد التأكسد) وتحدث عند الآنود، والاختزال اكتساب إلكترونات (نقص في عدد التأكسد) ويحدث عند الكاثود.',
        'Oxidation is loss of electrons (increase in oxidation number) and happens at the anode; reduction is gain of electrons (decrease in oxidation number) and happens at the cathode.',
      ],
      [
        'الخلية الجلفانية تحول الطاقة الكيميائية إلى طاقة كهربية من تفاعل أكسدة واختزال تلقائي، والآنود فيها هو القطب السالب والكاثود هو القطب الموجب.',
        'A galvanic cell turns chemical energy into electrical energy through a spontaneous redox reaction; its anode is the negative electrode and its cathode the positive one.',
      ],
      [
        'خلية دانيال: آنود من الخارصين في محلول $\\mathrm{ZnSO_4}$ وكاثود من النحاس في محلول $\\mathrm{CuSO_4}$ يصل بينهما قنطرة ملحية، وقوتها الدافعة الكهربية $1.1\\,\\mathrm{V}$.',
        'Daniell cell: a zinc anode in $\\mathrm{ZnSO_4}$ solution and a copper cathode in $\\mathrm{CuSO_4}$ solution joined by a salt bridge; its emf is $1.1\\,\\mathrm{V}$.',
      ],
      [
        'تقاس جهود الأقطاب القياسية بالنسبة لقطب الهيدروجين القياسي (صفر فولت)، و$E_{\\text{cell}} = E^\\circ_{\\text{cathode}} - E^\\circ_{\\text{anode}}$ بجهود الاختزال، أي جهد تأكسد الآنود + جهد اختزال الكاثود؛ والقيمة الموجبة تعني تفاعلًا تلقائيًّا.',
        'Standard electrode potentials are measured against the standard hydrogen electrode (zero volts); $E_{\\text{cell}} = E^\\circ_{\\text{cathode}} - E^\\circ_{\\text{anode}}$ with reduction potentials, i.e. oxidation potential of the anode + reduction potential of the cathode; a positive value means a spontaneous reaction.',
      ],
      [
        'في السلسلة الكهروكيميائية: العنصر الأعلى جهد تأكسد عامل مختزل أقوى ويحل محل أيونات العناصر التي تليه في محاليل أملاحها، والفلزات التي تسبق الهيدروجين تحل محله في الأحماض المخففة.',
        'In the electrochemical series, the element with the higher oxidation potential is the stronger reducing agent and displaces the ions of the elements below it from their salt solutions; metals above hydrogen displace it from dilute acids.',
      ],
      [
        'الخلايا الأولية لا يعاد شحنها (العمود الجاف، خلية الزئبق، خلية الوقود)، والثانوية يعاد شحنها (المركم الرصاصي، بطارية أيون الليثيوم)؛ وفي المركم الرصاصي يتكون $\\mathrm{PbSO_4}$ على القطبين أثناء التفريغ فتقل كثافة الحمض.',
        'Primary cells cannot be recharged (dry cell, mercury cell, fuel cell); secondary cells can (lead-acid accumulator, lithium-ion battery); in the lead-acid accumulator $\\mathrm{PbSO_4}$ forms on both plates during discharge, so the acid density falls.',
      ],
      [
        'تآكل الحديد عملية كهروكيميائية، ويحمى بالطلاء أو بالجلفنة (تغطيته بالخارصين) أو بالحماية الكاثودية بتوصيله بفلز أنشط مثل الماغنسيوم كآنود مضحٍّ؛ والقصدير يحمي الحديد ما دام الغطاء سليمًا.',
        'Corrosion of iron is an electrochemical process; iron is protected by painting, by galvanising (a zinc coating) or by cathodic protection, connecting it to a more active metal such as magnesium as a sacrificial anode; tin protects iron only while the coating is intact.',
      ],
      [
        'الخلية الإلكتروليتية تستخدم الطاقة الكهربية لإحداث تفاعل غير تلقائي، والآنود فيها هو القطب الموجب والكاثود هو القطب السالب.',
        'An electrolytic cell uses electrical energy to drive a non-spontaneous reaction; its anode is the positive electrode and its cathode the negative one.',
      ],
      [
        'قانونا فاراداي: كتلة المادة المتكونة عند قطب تتناسب مع كمية الكهرباء $Q = It$، والفاراداي ($96500\\,\\mathrm{C}$) يرسب الكتلة المكافئة الجرامية، أي $m = \\frac{Q \\times M}{n \\times 96500}$ حيث $n$ عدد الإلكترونات المتبادلة.',
        "Faraday's laws: the mass formed at an electrode is proportional to the charge $Q = It$, and one faraday ($96500\\,\\mathrm{C}$) deposits one gram-equivalent, i.e. $m = \\frac{Q \\times M}{n \\times 96500}$, where $n$ is the number of electrons transferred.",
      ],
      [
        'تطبيقات التحليل الكهربي: الطلاء الكهربي (الجسم المراد طلاؤه هو الكاثود)، وتنقية النحاس (النحاس غير النقي هو الآنود)، واستخلاص الألومنيوم بالتحليل الكهربي للألومينا المذابة في مصهور الكريوليت.',
        'Uses of electrolysis: electroplating (the object to be plated is the cathode), refining copper (the impure copper is the anode) and extracting aluminium by electrolysing alumina dissolved in molten cryolite.',
      ],
    ]),
  },
  {
    id: 'chem-hydrocarbons',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade12',
    icon: '🛢️',
    title: { ar: 'الكيمياء العضوية: الهيدروكربونات', en: 'Organic chemistry: hydrocarbons' },
    points: bilingualPoints([
      [
        'حضر فوهلر اليوريا (مركب عضوي) من سيانات الأمونيوم (مركب غير عضوي) عام 1828 فسقطت نظرية القوة الحيوية.',
        'Wöhler made urea (an organic compound) from ammonium cyanate (an inorganic compound) in 1828, ending the vital force theory.',
      ],
      [
        'التشابه الجزيئي (الأيزومرية): مركبات لها نفس الصيغة الجزيئية وتختلف في الصيغة البنائية والخواص، مثل $\\mathrm{C_2H_6O}$: الإيثانول وثنائي ميثيل الإيثر.',
        'Isomerism: compounds with the same molecular formula but different structural formulas and properties, e.g. $\\mathrm{C_2H_6O}$: ethanol and dimethyl ether.',
      ],
      [
        'الألكانات $\\mathrm{C_nH_{2n+2}}$ مشبعة بروابط أحادية (تهجين $sp^3$)، وتفاعلاتها الاحتراق والإحلال، مثل هلجنة الميثان في الضوء: $\\mathrm{CH_4 + Cl_2 \\xrightarrow{h\\nu} CH_3Cl + HCl}$.',
        'Alkanes $\\mathrm{C_nH_{2n+2}}$ are saturated with single bonds ($sp^3$ carbon); they undergo combustion and substitution, e.g. halogenation of methane in light: $\\mathrm{CH_4 + Cl_2 \\xrightarrow{h\\nu} CH_3Cl + HCl}$.',
      ],
      [
        'تحضير الميثان في المعمل بتسخين خلات الصوديوم اللامائية مع الجير الصودي: $\\mathrm{CH_3COONa + NaOH \\xrightarrow{\\Delta} CH_4 + Na_2CO_3}$.',
        'Methane is prepared in the lab by heating anhydrous sodium acetate with soda lime: $\\mathrm{CH_3COONa + NaOH \\xrightarrow{\\Delta} CH_4 + Na_2CO_3}$.',
      ],
      [
        'الألكينات $\\mathrm{C_nH_{2n}}$ بها رابطة ثنائية وتتميز بتفاعلات الإضافة، وتزيل لون ماء البروم (كشف عدم التشبع)؛ ويحضر الإيثيلين بنزع الماء من الإيثانول بحمض الكبريتيك المركز عند $180^\\circ\\mathrm{C}$.',
        'Alkenes $\\mathrm{C_nH_{2n}}$ have a double bond and undergo addition; they decolourise bromine water (test for unsaturation); ethylene is made by dehydrating ethanol with concentrated sulfuric acid at $180^\\circ\\mathrm{C}$.',
      ],
      [
        'قاعدة ماركونيكوف: عند إضافة متفاعل غير متماثل مثل $\\mathrm{HBr}$ إلى ألكين غير متماثل، يضاف الهيدروجين إلى ذرة الكربون المرتبطة بعدد أكبر من ذرات الهيدروجين، فيعطي البروبين 2-بروموبروبان.',
        "Markovnikov's rule: when an unsymmetrical reagent such as $\\mathrm{HBr}$ adds to an unsymmetrical alkene, the hydrogen goes to the carbon that already has more hydrogens, so propene gives 2-bromopropane.",
      ],
      [
        'الألكاينات $\\mathrm{C_nH_{2n-2}}$ بها رابطة ثلاثية، ويحضر الأستيلين من كربيد الكالسيوم والماء: $\\mathrm{CaC_2 + 2H_2O \\rightarrow C_2H_2 + Ca(OH)_2}$.',
        'Alkynes $\\mathrm{C_nH_{2n-2}}$ have a triple bond; acetylene is made from calcium carbide and water: $\\mathrm{CaC_2 + 2H_2O \\rightarrow C_2H_2 + Ca(OH)_2}$.',
      ],
      [
        'البلمرة بالإضافة: الإيثيلين يعطي البولي إيثيلين، وكلوريد الفينيل يعطي PVC، ورباعي فلورو الإيثيلين يعطي التفلون.',
        'Addition polymerisation: ethylene gives polyethylene, vinyl chloride gives PVC and tetrafluoroethylene gives Teflon.',
      ],
      [
        'البنزين العطري $\\mathrm{C_6H_6}$ حلقة سداسية بها سحابة إلكترونات $\\pi$ غير متمركزة (رنين)، لذلك يفضل تفاعلات الإحلال مثل النيترة والهلجنة والألكلة (فريدل-كرافتس) على الإضافة.',
        'Benzene $\\mathrm{C_6H_6}$ is a six-membered ring with a delocalised $\\pi$ electron cloud (resonance), so it prefers substitution such as nitration, halogenation and Friedel–Crafts alkylation to addition.',
      ],
      [
        'التسمية بنظام IUPAC: نختار أطول سلسلة كربونية متصلة، ونرقمها من الطرف الأقرب للتفرع أو الرابطة المتعددة، ونذكر أسماء التفرعات وأرقام مواضعها قبل اسم السلسلة.',
        'IUPAC naming: choose the longest continuous carbon chain, number it from the end nearest the branch or multiple bond, and put the branch names with their position numbers before the chain name.',
      ],
    ]),
  },
  {
    id: 'chem-hydrocarbon-derivatives',
    subject: 'chemistry',
    category: 'chemistry',
    level: 'grade12',
    icon: '🍶',
    title: { ar: 'مشتقات الهيدروكربونات: الكحولات والأحماض والإسترات', en: 'Hydrocarbon derivatives: alcohols, acids and esters' },
    points: bilingualPoints([
      [
        'الكحولات تحتوي على مجموعة الهيدروكسيل $\\mathrm{-OH}$، والصيغة العامة للكحولات أحادية الهيدروكسيل $\\mathrm{C_nH_{2n+1}OH}$، وتصنف إلى أولية وثانوية وثالثية حسب عدد مجموعات الألكيل على ذرة الكربون المتصلة بالهيدروكسيل.',
        'Alcohols contain the hydroxyl group $\\mathrm{-OH}$; monohydric alcohols have the general formula $\\mathrm{C_nH_{2n+1}OH}$ and are primary, secondary or tertiary according to the number of alkyl groups on the carbon bearing the hydroxyl.',
      ],
      [
        'ارتفاع درجات غليان الكحولات وذوبان الكحولات الأولى في الماء يرجع إلى الروابط الهيدروجينية.',
        'The high boiling points of alcohols and the solubility of the lower alcohols in water are due to hydrogen bonding.',
      ],
      [
        'يحضر الإيثانول بتخمر الجلوكوز بإنزيم الزيميز: $\\mathrm{C_6H_{12}O_6 \\rightarrow 2C_2H_5OH + 2CO_2}$، أو بالهيدرة الحفزية للإيثيلين.',
        'Ethanol is made by fermenting glucose with the enzyme zymase: $\\mathrm{C_6H_{12}O_6 \\rightarrow 2C_2H_5OH + 2CO_2}$, or by catalytic hydration of ethylene.',
      ],
      [
        'الأكسدة بثنائي كرومات البوتاسيوم المحمضة: الكحول الأولي يعطي ألدهيدًا ثم حمضًا كربوكسيليًّا، والثانوي يعطي كيتونًا، والثالثي لا يتأكسد؛ ويتغير اللون من البرتقالي إلى الأخضر.',
        'Oxidation with acidified potassium dichromate: a primary alcohol gives an aldehyde and then a carboxylic acid, a secondary alcohol gives a ketone and a tertiary alcohol is not oxidised; the colour turns from orange to green.',
      ],
      [
        'الفينول مجموعة هيدروكسيل متصلة مباشرة بحلقة البنزين، وهو حمضي ضعيف يتفاعل مع هيدروكسيد الصوديوم بخلاف الكحولات.',
        'Phenol has a hydroxyl group bonded directly to a benzene ring; it is weakly acidic and reacts with sodium hydroxide, unlike alcohols.',
      ],
      [
        'الأحماض الكربوكسيلية تحتوي على مجموعة الكربوكسيل $\\mathrm{-COOH}$، وهي أحماض ضعيفة تتفاعل مع كربونات وبيكربونات الصوديوم ويتصاعد $\\mathrm{CO_2}$ (كشف الحمض).',
        'Carboxylic acids contain the carboxyl group $\\mathrm{-COOH}$; they are weak acids that react with sodium carbonate and bicarbonate, giving off $\\mathrm{CO_2}$ (test for the acid).',
      ],
      [
        'حمض الأسيتيك ينتج من أكسدة الإيثانول، والخل محلول مخفف منه.',
        'Acetic acid is produced by oxidising ethanol, and vinegar is a dilute solution of it.',
      ],
      [
        'الأسترة: حمض + كحول ⇌ إستر + ماء في وجود حمض الكبريتيك المركز كعامل نازع للماء، مثل $\\mathrm{CH_3COOH + C_2H_5OH \\rightleftharpoons CH_3COOC_2H_5 + H_2O}$ (أسيتات الإيثيل).',
        'Esterification: acid + alcohol ⇌ ester + water with concentrated sulfuric acid as a dehydrating agent, e.g. $\\mathrm{CH_3COOH + C_2H_5OH \\rightleftharpoons CH_3COOC_2H_5 + H_2O}$ (ethyl acetate).',
      ],
      [
        'التحلل المائي للإستر في وسط حمضي تفاعل انعكاسي، وفي وسط قلوي (التصبن) يعطي ملح الحمض والكحول؛ فالزيوت والدهون مع هيدروكسيد الصوديوم تعطي الصابون والجلسرين.',
        'Acid hydrolysis of an ester is reversible, while alkaline hydrolysis (saponification) gives the salt of the acid and the alcohol; oils and fats with sodium hydroxide give soap and glycerol.',
      ],
      [
        'للإسترات روائح الفاكهة والزهور، والزيوت والدهون إسترات للجلسرين مع الأحماض الدهنية، والأسبرين (أسيتيل حمض السلسليك) وزيت المروخ (سلسلات الميثيل) يحضران من حمض السلسليك.',
        'Esters have fruity and flowery smells; oils and fats are esters of glycerol with fatty acids, and aspirin (acetylsalicylic acid) and oil of wintergreen (methyl salicylate) are both made from salicylic acid.',
      ],
    ]),
  },
];
