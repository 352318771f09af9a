/**
 * Chemistry concept notes of the offline tutor, in curriculum order: atomic structure, the periodic table and
 * bonding (second secondary), the mole (first secondary), redox, equilibrium, acids and bases, electrochemistry,
 * transition elements and organic chemistry (third secondary).
 */
import { md } from '../markdown';
import type { ConceptNote } from '../types';

export const chemistryConcepts: readonly ConceptNote[] = [
  {
    id: 'chemistry-atomic-structure',
    subject: 'chemistry',
    keywords: {
      ar: [
        'البناء الذري',
        'تركيب الذرة',
        'التوزيع الإلكتروني',
        'التوزيع الالكتروني',
        'أعداد الكم',
        'اعداد الكم',
        'الأوربيتالات',
        'الاوربيتال',
        'مستويات الطاقة',
        'قاعدة هوند',
        'مبدأ البناء التصاعدي',
        'مبدأ باولي',
        'نموذج بور',
      ],
      en: [
        'atomic structure',
        'structure of the atom',
        'electron configuration',
        'electronic configuration',
        'quantum numbers',
        'orbitals',
        'energy levels',
        "Hund's rule",
        'Aufbau principle',
        'Pauli exclusion principle',
        'Bohr model',
      ],
    },
    title: { ar: 'البناء الذري والتوزيع الإلكتروني', en: 'Atomic structure and electron configuration' },
    body: {
      ar: md`
        **الذرة** نواة صغيرة موجبة الشحنة (بروتونات ونيوترونات) تدور حولها الإلكترونات في مستويات طاقة محددة. العدد الذري $Z$ هو عدد البروتونات، والعدد الكتلي $A = Z + N$ حيث $N$ عدد النيوترونات.

        - أقصى عدد من الإلكترونات في مستوى الطاقة رقم $n$ هو $2n^2$ (يصح حتى $n = 4$).
        - أعداد الكم الأربعة: الرئيسي $n$، والثانوي $l$ (المستويات الفرعية s وp وd وf)، والمغناطيسي $m_l$، والمغزلي $m_s = \pm\frac{1}{2}$.
        - يتسع المستوى الفرعي s لإلكترونين، وp لستة، وd لعشرة، وf لأربعة عشر إلكترونًا.

        **قواعد التوزيع الإلكتروني:** مبدأ البناء التصاعدي (تُملأ المستويات الفرعية الأقل طاقة أولًا بالترتيب $1s, 2s, 2p, 3s, 3p, 4s, 3d$)، وقاعدة هوند (لا يحدث ازدواج قبل أن تُشغل أوربيتالات المستوى الفرعي فرادى)، ومبدأ باولي (لا يتفق إلكترونان في ذرة واحدة في أعداد الكم الأربعة).

        **مثال:** الكلور $_{17}\mathrm{Cl}$ توزيعه $1s^2\,2s^2\,2p^6\,3s^2\,3p^5$.

        **سؤال للتأكد:** كم عدد الإلكترونات المفردة في ذرة النيتروجين $_{7}\mathrm{N}$؟
      `,
      en: md`
        **The atom** is a small positive nucleus (protons and neutrons) with electrons moving around it in fixed energy levels. The atomic number $Z$ is the number of protons, and the mass number is $A = Z + N$, where $N$ is the number of neutrons.

        - The maximum number of electrons in energy level $n$ is $2n^2$ (valid up to $n = 4$).
        - The four quantum numbers: principal $n$, azimuthal $l$ (sublevels s, p, d and f), magnetic $m_l$ and spin $m_s = \pm\frac{1}{2}$.
        - An s sublevel holds 2 electrons, p holds 6, d holds 10 and f holds 14.

        **Rules of electron configuration:** the Aufbau principle (lower-energy sublevels fill first, in the order $1s, 2s, 2p, 3s, 3p, 4s, 3d$), Hund's rule (electrons do not pair until every orbital of the sublevel holds one) and the Pauli exclusion principle (no two electrons in one atom share all four quantum numbers).

        **Example:** chlorine $_{17}\mathrm{Cl}$ is $1s^2\,2s^2\,2p^6\,3s^2\,3p^5$.

        **Check yourself:** How many unpaired electrons does a nitrogen atom $_{7}\mathrm{N}$ have?
      `,
    },
  },
  {
    id: 'chemistry-periodic-table',
    subject: 'chemistry',
    keywords: {
      ar: [
        'الجدول الدوري',
        'الجدول الدورى',
        'الجدول الدوري الحديث',
        'تدرج الخواص في الجدول الدوري',
        'نصف القطر الذري',
        'جهد التأين',
        'جهد التاين',
        'السالبية الكهربية',
        'الميل الإلكتروني',
      ],
      en: [
        'periodic table',
        'modern periodic table',
        'periodic trends',
        'atomic radius',
        'ionization energy',
        'ionisation energy',
        'electronegativity',
        'electron affinity',
      ],
    },
    title: { ar: 'الجدول الدوري وتدرج الخواص', en: 'The periodic table and periodic trends' },
    body: {
      ar: md`
        **الجدول الدوري الحديث** ترتب فيه العناصر تصاعديًّا حسب أعدادها الذرية $Z$ وطريقة ملء المستويات الفرعية، ويتكون من 7 دورات أفقية و18 مجموعة رأسية موزعة على أربع فئات: s وp وd وf.

        - رقم الدورة = عدد مستويات الطاقة المشغولة، ورقم المجموعة للعنصر الممثل = عدد إلكترونات المستوى الخارجي.
        - **نصف القطر الذري** يقل في الدورة بزيادة العدد الذري (لزيادة شحنة النواة الفعالة)، ويزداد في المجموعة لأسفل بزيادة عدد المستويات.
        - **جهد التأين** و**السالبية الكهربية** يزدادان في الدورة ويقلان في المجموعة، والفلور أعلى العناصر سالبية ($4.0$).
        - **الميل الإلكتروني** هو الطاقة المنطلقة عند إضافة إلكترون إلى ذرة مفردة في الحالة الغازية.
        - الصفة الفلزية تزداد في المجموعة لأسفل؛ أكاسيد الفلزات قاعدية وأكاسيد اللافلزات حمضية.

        **مثال:** الكلور $_{17}\mathrm{Cl}$ توزيعه $[\mathrm{Ne}]\,3s^2\,3p^5$، فهو في الدورة الثالثة والمجموعة $7\mathrm{A}$ (المجموعة 17).

        **سؤال للتأكد:** أيهما أكبر حجمًا: ذرة الصوديوم أم أيون الصوديوم $\mathrm{Na^+}$؟
      `,
      en: md`
        **The modern periodic table** arranges the elements by increasing atomic number $Z$ and the order in which sublevels fill. It has 7 horizontal periods and 18 vertical groups, divided into four blocks: s, p, d and f.

        - Period number = number of occupied energy levels; the group number of a main-group element = number of electrons in its outer level.
        - **Atomic radius** decreases across a period as the atomic number rises (greater effective nuclear charge) and increases down a group as levels are added.
        - **Ionisation energy** and **electronegativity** rise across a period and fall down a group; fluorine is the most electronegative element ($4.0$).
        - **Electron affinity** is the energy released when an electron is added to an isolated gaseous atom.
        - Metallic character increases down a group; metal oxides are basic and non-metal oxides acidic.

        **Example:** chlorine $_{17}\mathrm{Cl}$ is $[\mathrm{Ne}]\,3s^2\,3p^5$, so it lies in period 3, group $7\mathrm{A}$ (group 17).

        **Check yourself:** Which is larger: a sodium atom or a sodium ion $\mathrm{Na^+}$?
      `,
    },
  },
  {
    id: 'chemistry-chemical-bonds',
    subject: 'chemistry',
    keywords: {
      ar: [
        'الروابط الكيميائية',
        'الرابطة الأيونية',
        'الرابطة الايونية',
        'الرابطة التساهمية',
        'الرابطة التناسقية',
        'الرابطة الهيدروجينية',
        'الرابطة الفلزية',
        'الرابطة القطبية',
        'قاعدة الثمانية',
        'التهجين',
      ],
      en: [
        'chemical bonds',
        'chemical bonding',
        'ionic bond',
        'covalent bond',
        'coordinate bond',
        'hydrogen bond',
        'metallic bond',
        'octet rule',
        'hybridization',
        'sigma and pi bonds',
      ],
    },
    title: { ar: 'الروابط الكيميائية', en: 'Chemical bonds' },
    body: {
      ar: md`
        **الرابطة الكيميائية** قوة تربط الذرات لتصل إلى تركيب إلكتروني مستقر يشبه تركيب الغاز النبيل (قاعدة الثمانية). يحدد نوعَها غالبًا فرقُ السالبية الكهربية $\Delta\chi$ بين الذرتين:

        - **أيونية** إذا كان $\Delta\chi > 1.7$: انتقال إلكترونات وتجاذب كهربي بين أيون موجب وأيون سالب، مثل $\mathrm{NaCl}$.
        - **تساهمية قطبية** إذا كان $0 < \Delta\chi < 1.7$: مشاركة غير متكافئة تظهر فيها شحنات جزئية، مثل $\mathrm{HCl}$.
        - **تساهمية نقية** إذا كان $\Delta\chi = 0$، مثل $\mathrm{Cl_2}$.
        - **تناسقية**: زوج إلكترونات حر تمنحه ذرة لأخرى بها أوربيتال فارغ، كما في $\mathrm{NH_4^+}$.
        - **هيدروجينية**: تجاذب بين هيدروجين مرتبط بذرة عالية السالبية (F أو O أو N) وذرة أخرى عالية السالبية، وتفسر ارتفاع درجة غليان الماء.
        - **فلزية**: أيونات موجبة في بحر من إلكترونات التكافؤ الحرة.

        **مثال:** في $\mathrm{NaCl}$ يكون $\Delta\chi = 3.0 - 0.9 = 2.1 > 1.7$، فالرابطة أيونية.

        **سؤال للتأكد:** ما نوع الرابطة بين الأكسجين والهيدروجين في الماء إذا كانت سالبية الأكسجين $3.5$ والهيدروجين $2.1$؟
      `,
      en: md`
        **A chemical bond** holds atoms together so that they reach a stable, noble-gas-like electron configuration (the octet rule). Its type is usually set by the electronegativity difference $\Delta\chi$ between the two atoms:

        - **Ionic** when $\Delta\chi > 1.7$: electrons are transferred and a positive ion attracts a negative ion, e.g. $\mathrm{NaCl}$.
        - **Polar covalent** when $0 < \Delta\chi < 1.7$: unequal sharing that leaves partial charges, e.g. $\mathrm{HCl}$.
        - **Non-polar covalent** when $\Delta\chi = 0$, e.g. $\mathrm{Cl_2}$.
        - **Coordinate**: a lone pair donated by one atom to another that has an empty orbital, as in $\mathrm{NH_4^+}$.
        - **Hydrogen bond**: an attraction between a hydrogen bonded to a highly electronegative atom (F, O or N) and another such atom; it explains the high boiling point of water.
        - **Metallic**: positive ions in a sea of free valence electrons.

        **Example:** in $\mathrm{NaCl}$, $\Delta\chi = 3.0 - 0.9 = 2.1 > 1.7$, so the bond is ionic.

        **Check yourself:** What type of bond joins oxygen and hydrogen in water if oxygen's electronegativity is $3.5$ and hydrogen's is $2.1$?
      `,
    },
  },
  {
    id: 'chemistry-mole-avogadro',
    subject: 'chemistry',
    keywords: {
      ar: [
        'المول',
        'المولات',
        'عدد أفوجادرو',
        'عدد افوجادرو',
        'أفوجادرو',
        'الكتلة المولية',
        'الحجم المولاري للغاز',
        'الحسابات الكيميائية',
        'حساب عدد المولات',
      ],
      en: ['mole', 'moles', "Avogadro's number", 'Avogadro constant', 'molar mass', 'molar volume', 'stoichiometry', 'mole calculations'],
    },
    title: { ar: 'المول وعدد أفوجادرو', en: "The mole and Avogadro's number" },
    body: {
      ar: md`
        **المول** هو كمية المادة التي تحتوي على عدد أفوجادرو من الجسيمات (ذرات أو جزيئات أو أيونات): $N_A = 6.02 \times 10^{23}$.

        - **الكتلة المولية** $M$ هي مجموع الكتل الذرية للعناصر في الصيغة مقدرة بالجرام، مثل $M(\mathrm{H_2O}) = 2(1) + 16 = 18\,\mathrm{g/mol}$.
        - عدد المولات: $n = \frac{m}{M}$ حيث $m$ كتلة المادة بالجرام.
        - عدد الجسيمات: $N = n \times N_A$.
        - حجم الغاز في الظروف القياسية (STP): $V = n \times 22.4\,\mathrm{L}$.
        - المعادلة الموزونة تعطي نسب المولات؛ ففي $\mathrm{2H_2 + O_2 \rightarrow 2H_2O}$ يتفاعل مولان من الهيدروجين مع مول من الأكسجين.

        **مثال:** في $36\,\mathrm{g}$ من الماء يكون $n = \frac{36}{18} = 2\,\mathrm{mol}$، وعدد الجزيئات $2 \times 6.02 \times 10^{23} = 1.204 \times 10^{24}$ جزيء.

        **سؤال للتأكد:** كم مولًا توجد في $44\,\mathrm{g}$ من غاز $\mathrm{CO_2}$ علمًا بأن $\mathrm{C} = 12$ و$\mathrm{O} = 16$؟
      `,
      en: md`
        **The mole** is the amount of substance that contains Avogadro's number of particles (atoms, molecules or ions): $N_A = 6.02 \times 10^{23}$.

        - The **molar mass** $M$ is the sum of the atomic masses in the formula, in grams, e.g. $M(\mathrm{H_2O}) = 2(1) + 16 = 18\,\mathrm{g/mol}$.
        - Number of moles: $n = \frac{m}{M}$, where $m$ is the mass in grams.
        - Number of particles: $N = n \times N_A$.
        - Volume of a gas at STP: $V = n \times 22.4\,\mathrm{L}$.
        - A balanced equation gives the mole ratios; in $\mathrm{2H_2 + O_2 \rightarrow 2H_2O}$ two moles of hydrogen react with one mole of oxygen.

        **Example:** $36\,\mathrm{g}$ of water is $n = \frac{36}{18} = 2\,\mathrm{mol}$, which contains $2 \times 6.02 \times 10^{23} = 1.204 \times 10^{24}$ molecules.

        **Check yourself:** How many moles are there in $44\,\mathrm{g}$ of $\mathrm{CO_2}$, given $\mathrm{C} = 12$ and $\mathrm{O} = 16$?
      `,
    },
  },
  {
    id: 'chemistry-oxidation-reduction',
    subject: 'chemistry',
    keywords: {
      ar: [
        'الأكسدة والاختزال',
        'الاكسدة والاختزال',
        'الأكسدة',
        'الاختزال',
        'عدد التأكسد',
        'عدد التاكسد',
        'العامل المؤكسد',
        'العامل المختزل',
        'تفاعلات الأكسدة والاختزال',
      ],
      en: ['oxidation and reduction', 'redox', 'redox reactions', 'oxidation number', 'oxidation state', 'oxidizing agent', 'reducing agent'],
    },
    title: { ar: 'الأكسدة والاختزال', en: 'Oxidation and reduction (redox)' },
    body: {
      ar: md`
        **الأكسدة** فقد إلكترونات يصاحبه زيادة في عدد التأكسد، و**الاختزال** اكتساب إلكترونات يصاحبه نقص في عدد التأكسد، وهما يحدثان معًا في التفاعل نفسه.

        - **العامل المؤكسد** يكتسب الإلكترونات فيُختزل، و**العامل المختزل** يفقدها فيتأكسد.
        - قواعد عدد التأكسد: العنصر المنفرد صفر، ومجموع أعداد التأكسد في المركب صفر وفي الأيون يساوي شحنته، والهيدروجين $+1$ (و$-1$ في هيدريدات الفلزات)، والأكسجين $-2$ (و$-1$ في فوق الأكاسيد).

        **مثال 1:** في التفاعل $\mathrm{Zn + Cu^{2+} \rightarrow Zn^{2+} + Cu}$ يتأكسد الخارصين فهو العامل المختزل، ويُختزل أيون النحاس فهو العامل المؤكسد.

        **مثال 2:** عدد تأكسد المنجنيز في $\mathrm{KMnO_4}$: $(+1) + x + 4(-2) = 0$، إذن $x = +7$.

        **سؤال للتأكد:** ما عدد تأكسد الكروم في $\mathrm{K_2Cr_2O_7}$؟
      `,
      en: md`
        **Oxidation** is a loss of electrons, with an increase in oxidation number; **reduction** is a gain of electrons, with a decrease in oxidation number. The two always happen together in the same reaction.

        - The **oxidising agent** gains electrons and is reduced; the **reducing agent** loses electrons and is oxidised.
        - Oxidation-number rules: a free element is zero, the numbers in a compound add up to zero and in an ion to its charge; hydrogen is $+1$ ($-1$ in metal hydrides) and oxygen $-2$ ($-1$ in peroxides).

        **Example 1:** in $\mathrm{Zn + Cu^{2+} \rightarrow Zn^{2+} + Cu}$ zinc is oxidised, so it is the reducing agent, and the copper ion is reduced, so it is the oxidising agent.

        **Example 2:** the oxidation number of manganese in $\mathrm{KMnO_4}$: $(+1) + x + 4(-2) = 0$, so $x = +7$.

        **Check yourself:** What is the oxidation number of chromium in $\mathrm{K_2Cr_2O_7}$?
      `,
    },
  },
  {
    id: 'chemistry-chemical-equilibrium',
    subject: 'chemistry',
    keywords: {
      ar: [
        'الاتزان الكيميائي',
        'الإتزان الكيميائي',
        'ثابت الاتزان',
        'قاعدة لوشاتلييه',
        'قاعدة لوشاتيلييه',
        'لوشاتلييه',
        'لوشاتيليه',
        'قانون فعل الكتلة',
        'التفاعلات الانعكاسية',
      ],
      en: [
        'chemical equilibrium',
        'equilibrium constant',
        "Le Chatelier's principle",
        'Le Chatelier',
        'Chatelier',
        'law of mass action',
        'reversible reactions',
      ],
    },
    title: { ar: 'الاتزان الكيميائي وقاعدة لوشاتلييه', en: "Chemical equilibrium and Le Chatelier's principle" },
    body: {
      ar: md`
        **الاتزان الكيميائي** حالة يصل إليها التفاعل الانعكاسي في إناء مغلق، يتساوى فيها معدلا التفاعلين الطردي والعكسي وتثبت تركيزات المواد (اتزان ديناميكي).

        - **قانون فعل الكتلة:** للتفاعل $a\mathrm{A} + b\mathrm{B} \rightleftharpoons c\mathrm{C} + d\mathrm{D}$ يكون ثابت الاتزان $K_c = \frac{[\mathrm{C}]^c[\mathrm{D}]^d}{[\mathrm{A}]^a[\mathrm{B}]^b}$، ولا تدخل المواد الصلبة والماء في القانون.
        - كلما كبرت قيمة $K_c$ زادت نسبة النواتج عند الاتزان.

        **قاعدة لوشاتلييه:** إذا تغير أحد العوامل المؤثرة (التركيز أو الضغط أو درجة الحرارة) في نظام متزن، ينشط التفاعل في الاتجاه الذي يقلل أثر هذا التغيير.

        - زيادة الضغط ترجح الاتجاه الأقل في عدد مولات الغازات.
        - رفع درجة الحرارة يرجح الاتجاه الماص للحرارة ويغير قيمة $K_c$.
        - العامل الحفاز يسرع الوصول إلى الاتزان ولا يغير موضعه ولا قيمة $K_c$.

        **سؤال للتأكد:** في التفاعل $\mathrm{N_2 + 3H_2 \rightleftharpoons 2NH_3}$، في أي اتجاه ينشط التفاعل عند زيادة الضغط؟
      `,
      en: md`
        **Chemical equilibrium** is the state a reversible reaction reaches in a closed vessel, when the forward and backward rates are equal and the concentrations stay constant (a dynamic equilibrium).

        - **Law of mass action:** for $a\mathrm{A} + b\mathrm{B} \rightleftharpoons c\mathrm{C} + d\mathrm{D}$ the equilibrium constant is $K_c = \frac{[\mathrm{C}]^c[\mathrm{D}]^d}{[\mathrm{A}]^a[\mathrm{B}]^b}$; pure solids and water are left out.
        - The larger $K_c$ is, the more products there are at equilibrium.

        **Le Chatelier's principle:** if a condition of a system at equilibrium changes (concentration, pressure or temperature), the reaction shifts in the direction that reduces the effect of that change.

        - Raising the pressure favours the side with fewer moles of gas.
        - Raising the temperature favours the endothermic direction and changes $K_c$.
        - A catalyst makes equilibrium come sooner but changes neither its position nor $K_c$.

        **Check yourself:** In $\mathrm{N_2 + 3H_2 \rightleftharpoons 2NH_3}$, which way does the reaction shift when the pressure is raised?
      `,
    },
  },
  {
    id: 'chemistry-acids-bases-ph',
    subject: 'chemistry',
    keywords: {
      ar: [
        'الأحماض والقواعد',
        'الاحماض والقواعد',
        'الأحماض',
        'الحمض',
        'القلويات',
        'الرقم الهيدروجيني',
        'الأس الهيدروجيني',
        'pH',
        'التعادل',
        'الأدلة',
      ],
      en: ['acids and bases', 'acid', 'base', 'pH', 'pOH', 'pH scale', 'indicators', 'neutralization', 'Bronsted-Lowry', 'Lewis acid'],
    },
    title: { ar: 'الأحماض والقواعد والرقم الهيدروجيني', en: 'Acids, bases and pH' },
    body: {
      ar: md`
        **للحمض والقاعدة** ثلاثة تعريفات:

        - **أرهينيوس:** الحمض يعطي أيونات $\mathrm{H^+}$ في الماء، والقاعدة تعطي أيونات $\mathrm{OH^-}$.
        - **برونشتد-لوري:** الحمض مانح للبروتون والقاعدة مستقبلة له، ولكل حمض قاعدة مرافقة.
        - **لويس:** الحمض يستقبل زوجًا من الإلكترونات، والقاعدة تمنحه.

        **الرقم الهيدروجيني:** $\mathrm{pH} = -\log[\mathrm{H^+}]$، وعند $25^\circ\mathrm{C}$ يكون $\mathrm{pH} + \mathrm{pOH} = 14$. المحلول المتعادل قيمته 7، والحمضي أقل من 7، والقاعدي أكبر من 7.

        - الأحماض القوية تامة التأين مثل $\mathrm{HCl}$، والضعيفة جزئية التأين مثل $\mathrm{CH_3COOH}$.
        - الأدلة: عباد الشمس أحمر في الحمض وأزرق في القاعدة، والفينولفثالين عديم اللون في الحمض وأحمر وردي في القاعدة.

        **مثال:** محلول $\mathrm{HCl}$ تركيزه $0.001\,\mathrm{M}$ فيه $[\mathrm{H^+}] = 10^{-3}\,\mathrm{M}$، إذن $\mathrm{pH} = 3$.

        **سؤال للتأكد:** ما قيمة pH لمحلول تركيز أيونات الهيدروكسيد فيه $10^{-4}\,\mathrm{M}$؟
      `,
      en: md`
        **Acids and bases** have three definitions:

        - **Arrhenius:** an acid gives $\mathrm{H^+}$ ions in water and a base gives $\mathrm{OH^-}$ ions.
        - **Brønsted–Lowry:** an acid is a proton donor and a base a proton acceptor; every acid has a conjugate base.
        - **Lewis:** an acid accepts a pair of electrons and a base donates one.

        **pH:** $\mathrm{pH} = -\log[\mathrm{H^+}]$, and at $25^\circ\mathrm{C}$, $\mathrm{pH} + \mathrm{pOH} = 14$. A neutral solution has pH 7, an acidic one less than 7 and a basic one more than 7.

        - Strong acids ionise completely, such as $\mathrm{HCl}$; weak acids only partly, such as $\mathrm{CH_3COOH}$.
        - Indicators: litmus is red in acid and blue in base; phenolphthalein is colourless in acid and pink in base.

        **Example:** a $0.001\,\mathrm{M}$ $\mathrm{HCl}$ solution has $[\mathrm{H^+}] = 10^{-3}\,\mathrm{M}$, so $\mathrm{pH} = 3$.

        **Check yourself:** What is the pH of a solution whose hydroxide-ion concentration is $10^{-4}\,\mathrm{M}$?
      `,
    },
  },
  {
    id: 'chemistry-electrochemistry',
    subject: 'chemistry',
    keywords: {
      ar: [
        'الكيمياء الكهربية',
        'الكيمياء الكهربائية',
        'الخلية الجلفانية',
        'الخلايا الجلفانية',
        'الخلية الإلكتروليتية',
        'التحليل الكهربي',
        'التحليل الكهربائي',
        'قوانين فاراداي للتحليل الكهربي',
        'جهد القطب القياسي',
        'الطلاء الكهربي',
        'السلسلة الكهروكيميائية',
      ],
      en: [
        'electrochemistry',
        'galvanic cell',
        'voltaic cell',
        'electrolytic cell',
        'electrolysis',
        "Faraday's laws of electrolysis",
        'electrode potential',
        'electroplating',
      ],
    },
    title: { ar: 'الكيمياء الكهربية والتحليل الكهربي', en: 'Electrochemistry and electrolysis' },
    body: {
      ar: md`
        **الكيمياء الكهربية** تدرس التحول بين الطاقة الكيميائية والطاقة الكهربية عبر تفاعلات الأكسدة والاختزال؛ الأكسدة تحدث عند الآنود والاختزال عند الكاثود.

        - **الخلية الجلفانية** تحول الطاقة الكيميائية إلى طاقة كهربية بتفاعل تلقائي، والآنود فيها هو القطب السالب، ومثالها خلية دانيال (خارصين ونحاس).
        - القوة الدافعة الكهربية: $E_{\text{cell}} = E^\circ_{\text{cathode}} - E^\circ_{\text{anode}}$ بجهود الاختزال القياسية؛ ولخلية دانيال $0.34 - (-0.76) = 1.10\,\mathrm{V}$.
        - **الخلية الإلكتروليتية** تستخدم الكهرباء لإحداث تفاعل غير تلقائي (التحليل الكهربي)، والآنود فيها هو القطب الموجب.
        - **قانونا فاراداي:** $m = \frac{Q \times M}{n \times 96500}$ حيث $Q = It$ و$n$ عدد الإلكترونات المتبادلة.
        - من التطبيقات: الطلاء الكهربي (الجسم المراد طلاؤه هو الكاثود)، وتنقية النحاس، واستخلاص الألومنيوم.

        **سؤال للتأكد:** كم جرامًا من النحاس تترسب عند مرور $96500\,\mathrm{C}$ في محلول $\mathrm{CuSO_4}$ علمًا بأن $\mathrm{Cu} = 63.5$؟
      `,
      en: md`
        **Electrochemistry** studies the conversion between chemical and electrical energy through redox reactions; oxidation happens at the anode and reduction at the cathode.

        - A **galvanic cell** turns chemical energy into electrical energy through a spontaneous reaction; its anode is the negative electrode. The Daniell cell (zinc and copper) is an example.
        - Cell emf: $E_{\text{cell}} = E^\circ_{\text{cathode}} - E^\circ_{\text{anode}}$ using standard reduction potentials; for the Daniell cell $0.34 - (-0.76) = 1.10\,\mathrm{V}$.
        - An **electrolytic cell** uses electricity to drive a non-spontaneous reaction (electrolysis); its anode is the positive electrode.
        - **Faraday's laws:** $m = \frac{Q \times M}{n \times 96500}$, where $Q = It$ and $n$ is the number of electrons transferred.
        - Uses include electroplating (the object to be plated is the cathode), refining copper and extracting aluminium.

        **Check yourself:** How many grams of copper are deposited when $96500\,\mathrm{C}$ pass through $\mathrm{CuSO_4}$ solution, given $\mathrm{Cu} = 63.5$?
      `,
    },
  },
  {
    id: 'chemistry-transition-elements',
    subject: 'chemistry',
    keywords: {
      ar: [
        'العناصر الانتقالية',
        'العناصر الإنتقالية',
        'الفلزات الانتقالية',
        'السلسلة الانتقالية الأولى',
        'الحديد',
        'البارامغناطيسية',
        'العزم المغناطيسي',
      ],
      en: ['transition elements', 'transition metals', 'd-block elements', 'first transition series', 'iron', 'paramagnetism'],
    },
    title: { ar: 'العناصر الانتقالية', en: 'Transition elements' },
    body: {
      ar: md`
        **العناصر الانتقالية** هي عناصر الفئة d التي يكون فيها المستوى الفرعي d أو f مشغولًا وغير ممتلئ في الذرة أو في أي حالة تأكسد. تمتد السلسلة الانتقالية الأولى من السكانديوم $_{21}\mathrm{Sc}$ إلى الخارصين $_{30}\mathrm{Zn}$ ويتتابع فيها ملء المستوى الفرعي 3d.

        - **تعدد حالات التأكسد** لتقارب طاقتي 4s و3d، وتُفقد إلكترونات 4s أولًا؛ مثل المنجنيز $+7$ في $\mathrm{KMnO_4}$.
        - **الألوان:** الأيونات التي بها إلكترونات d مفردة ملونة، أما $\mathrm{Sc^{3+}}$ و$\mathrm{Zn^{2+}}$ فعديمة اللون.
        - **المغناطيسية:** المواد البارامغناطيسية بها إلكترونات مفردة، ويزداد عزمها المغناطيسي بزيادة عددها.
        - **الحفز:** الحديد في تحضير النشادر، و$\mathrm{V_2O_5}$ في صناعة حمض الكبريتيك.

        **الحديد:** توزيعه $[\mathrm{Ar}]\,4s^2\,3d^6$، ويُستخلص من خاماته في الفرن العالي: $\mathrm{Fe_2O_3 + 3CO \rightarrow 2Fe + 3CO_2}$. أيون $\mathrm{Fe^{3+}}$ ($3d^5$) أكثر استقرارًا من $\mathrm{Fe^{2+}}$ ($3d^6$) لأن d النصف ممتلئ مستقر.

        **سؤال للتأكد:** كم عدد الإلكترونات المفردة في أيون $\mathrm{Fe^{3+}}$؟
      `,
      en: md`
        **Transition elements** are d-block elements with a partly filled d or f sublevel in the atom or in any oxidation state. The first transition series runs from scandium $_{21}\mathrm{Sc}$ to zinc $_{30}\mathrm{Zn}$ as the 3d sublevel fills.

        - **Several oxidation states**, because 4s and 3d are close in energy; the 4s electrons are lost first, e.g. manganese is $+7$ in $\mathrm{KMnO_4}$.
        - **Colour:** ions with unpaired d electrons are coloured, while $\mathrm{Sc^{3+}}$ and $\mathrm{Zn^{2+}}$ are colourless.
        - **Magnetism:** paramagnetic substances have unpaired electrons, and their magnetic moment grows with the number of unpaired electrons.
        - **Catalysis:** iron in making ammonia and $\mathrm{V_2O_5}$ in making sulfuric acid.

        **Iron:** its configuration is $[\mathrm{Ar}]\,4s^2\,3d^6$, and it is extracted from its ores in the blast furnace: $\mathrm{Fe_2O_3 + 3CO \rightarrow 2Fe + 3CO_2}$. The $\mathrm{Fe^{3+}}$ ion ($3d^5$) is more stable than $\mathrm{Fe^{2+}}$ ($3d^6$) because a half-filled d sublevel is stable.

        **Check yourself:** How many unpaired electrons does the $\mathrm{Fe^{3+}}$ ion have?
      `,
    },
  },
  {
    id: 'chemistry-hydrocarbons',
    subject: 'chemistry',
    keywords: {
      ar: [
        'الهيدروكربونات',
        'الألكانات',
        'الالكانات',
        'الألكينات',
        'الالكينات',
        'الألكاينات',
        'الالكاينات',
        'الكيمياء العضوية',
        'البنزين العطري',
        'قاعدة ماركونيكوف',
      ],
      en: ['hydrocarbons', 'alkanes', 'alkenes', 'alkynes', 'organic chemistry', 'benzene', "Markovnikov's rule", 'methane'],
    },
    title: { ar: 'الهيدروكربونات: الألكانات والألكينات والألكاينات', en: 'Hydrocarbons: alkanes, alkenes and alkynes' },
    body: {
      ar: md`
        **الهيدروكربونات** مركبات عضوية تتكون من الكربون والهيدروجين فقط، وتنقسم إلى أليفاتية وأروماتية.

        - **الألكانات** $\mathrm{C_nH_{2n+2}}$ مشبعة بروابط أحادية (تهجين $sp^3$)، مثل الميثان $\mathrm{CH_4}$، وتفاعلاتها الاحتراق والإحلال.
        - **الألكينات** $\mathrm{C_nH_{2n}}$ بها رابطة ثنائية، مثل الإيثيلين $\mathrm{C_2H_4}$، وتتميز بتفاعلات الإضافة وتزيل لون ماء البروم.
        - **الألكاينات** $\mathrm{C_nH_{2n-2}}$ بها رابطة ثلاثية، مثل الأستيلين $\mathrm{C_2H_2}$.
        - **قاعدة ماركونيكوف:** عند إضافة $\mathrm{HBr}$ إلى ألكين غير متماثل يضاف الهيدروجين إلى ذرة الكربون المرتبطة بعدد أكبر من ذرات الهيدروجين، فيعطي البروبين 2-بروموبروبان.
        - **البنزين العطري** $\mathrm{C_6H_6}$ حلقة بها سحابة إلكترونات $\pi$ غير متمركزة، لذلك يفضل تفاعلات الإحلال.

        **مثال:** الألكان الذي يحتوي على ثلاث ذرات كربون هو البروبان $\mathrm{C_3H_8}$.

        **سؤال للتأكد:** ما الصيغة الجزيئية للألكين الذي يحتوي على أربع ذرات كربون؟
      `,
      en: md`
        **Hydrocarbons** are organic compounds made of carbon and hydrogen only; they are aliphatic or aromatic.

        - **Alkanes** $\mathrm{C_nH_{2n+2}}$ are saturated, with single bonds only ($sp^3$ carbon), e.g. methane $\mathrm{CH_4}$; they undergo combustion and substitution.
        - **Alkenes** $\mathrm{C_nH_{2n}}$ have a double bond, e.g. ethylene $\mathrm{C_2H_4}$; they undergo addition and decolourise bromine water.
        - **Alkynes** $\mathrm{C_nH_{2n-2}}$ have a triple bond, e.g. acetylene $\mathrm{C_2H_2}$.
        - **Markovnikov's rule:** when $\mathrm{HBr}$ adds to an unsymmetrical alkene, the hydrogen goes to the carbon that already carries more hydrogens, so propene gives 2-bromopropane.
        - **Benzene** $\mathrm{C_6H_6}$ is a ring with a delocalised $\pi$ electron cloud, so it prefers substitution reactions.

        **Example:** the alkane with three carbon atoms is propane, $\mathrm{C_3H_8}$.

        **Check yourself:** What is the molecular formula of the alkene with four carbon atoms?
      `,
    },
  },
  {
    id: 'chemistry-alcohols',
    subject: 'chemistry',
    keywords: {
      ar: ['الكحولات', 'الكحول', 'الكحولات الأولية والثانوية والثالثية', 'الإيثانول', 'الايثانول', 'الكحول الإيثيلي', 'مجموعة الهيدروكسيل', 'الفينول'],
      en: ['alcohols', 'alcohol', 'ethanol', 'hydroxyl group', 'primary secondary and tertiary alcohols', 'phenol'],
    },
    title: { ar: 'الكحولات', en: 'Alcohols' },
    body: {
      ar: md`
        **الكحولات** مركبات عضوية تحتوي على مجموعة الهيدروكسيل $\mathrm{-OH}$ متصلة بذرة كربون مشبعة، والصيغة العامة للكحولات أحادية الهيدروكسيل $\mathrm{C_nH_{2n+1}OH}$.

        - **التصنيف:** أولية وثانوية وثالثية حسب عدد مجموعات الألكيل المتصلة بذرة الكربون الحاملة لمجموعة الهيدروكسيل.
        - درجات غليانها مرتفعة، والكحولات الأولى تذوب في الماء، بسبب الروابط الهيدروجينية.
        - **تحضير الإيثانول** بتخمر الجلوكوز: $\mathrm{C_6H_{12}O_6 \rightarrow 2C_2H_5OH + 2CO_2}$، أو بالهيدرة الحفزية للإيثيلين.
        - **الأكسدة** بثنائي كرومات البوتاسيوم المحمضة: الكحول الأولي يعطي ألدهيدًا ثم حمضًا كربوكسيليًّا، والثانوي يعطي كيتونًا، والثالثي لا يتأكسد.
        - **الفينول** مجموعة هيدروكسيل متصلة مباشرة بحلقة البنزين، وهو حمض ضعيف.

        **مثال:** $180\,\mathrm{g}$ من الجلوكوز (مول واحد) تعطي مولين من الإيثانول، أي $2 \times 46 = 92\,\mathrm{g}$.

        **سؤال للتأكد:** ما ناتج أكسدة الكحول الثانوي 2-بروبانول؟
      `,
      en: md`
        **Alcohols** are organic compounds with a hydroxyl group $\mathrm{-OH}$ bonded to a saturated carbon; monohydric alcohols have the general formula $\mathrm{C_nH_{2n+1}OH}$.

        - **Classes:** primary, secondary or tertiary, according to the number of alkyl groups on the carbon that carries the hydroxyl group.
        - Their boiling points are high, and the lower alcohols dissolve in water, because of hydrogen bonding.
        - **Making ethanol** by fermenting glucose: $\mathrm{C_6H_{12}O_6 \rightarrow 2C_2H_5OH + 2CO_2}$, or by catalytic hydration of ethylene.
        - **Oxidation** with acidified potassium dichromate: a primary alcohol gives an aldehyde and then a carboxylic acid, a secondary alcohol gives a ketone, and a tertiary alcohol is not oxidised.
        - **Phenol** has a hydroxyl group bonded directly to a benzene ring and is a weak acid.

        **Example:** $180\,\mathrm{g}$ of glucose (one mole) gives two moles of ethanol, i.e. $2 \times 46 = 92\,\mathrm{g}$.

        **Check yourself:** What is formed when the secondary alcohol 2-propanol is oxidised?
      `,
    },
  },
  {
    id: 'chemistry-esters',
    subject: 'chemistry',
    keywords: {
      ar: ['الإسترات', 'الاسترات', 'الإستر', 'الأسترة', 'الاسترة', 'تحضير الإسترات', 'التصبن', 'الأحماض الكربوكسيلية'],
      en: ['esters', 'ester', 'esterification', 'saponification', 'carboxylic acids', 'ethyl acetate'],
    },
    title: { ar: 'الإسترات والأسترة', en: 'Esters and esterification' },
    body: {
      ar: md`
        **الإسترات** مركبات عضوية تنتج من تفاعل حمض كربوكسيلي مع كحول، ويسمى هذا التفاعل **الأسترة**، وهو تفاعل انعكاسي يتم في وجود حمض الكبريتيك المركز كعامل نازع للماء:

        $\mathrm{CH_3COOH + C_2H_5OH \rightleftharpoons CH_3COOC_2H_5 + H_2O}$

        - الناتج هنا أسيتات الإيثيل، ويُسمى الإستر باسم شق الحمض مضافًا إلى شق الكحول (ألكانوات الألكيل).
        - **التحلل المائي** للإستر في وسط حمضي يعيد الحمض والكحول، وفي وسط قلوي (**التصبن**) يعطي ملح الحمض والكحول؛ فالزيوت والدهون مع $\mathrm{NaOH}$ تعطي الصابون والجلسرين.
        - للإسترات روائح الفاكهة والزهور، ومن أمثلتها الزيوت والدهون (إسترات الجلسرين) وزيت المروخ (سلسلات الميثيل).

        **مثال:** الكتلة المولية لأسيتات الإيثيل: $M(\mathrm{C_4H_8O_2}) = 4(12) + 8(1) + 2(16) = 88\,\mathrm{g/mol}$.

        **سؤال للتأكد:** ما اسم الإستر الناتج من تفاعل حمض الأسيتيك مع الميثانول؟
      `,
      en: md`
        **Esters** are organic compounds formed when a carboxylic acid reacts with an alcohol. This reaction, **esterification**, is reversible and needs concentrated sulfuric acid as a dehydrating agent:

        $\mathrm{CH_3COOH + C_2H_5OH \rightleftharpoons CH_3COOC_2H_5 + H_2O}$

        - The product here is ethyl acetate; an ester is named after the alcohol part followed by the acid part (alkyl alkanoate).
        - **Hydrolysis** of an ester in acid gives back the acid and the alcohol; in alkali (**saponification**) it gives the salt of the acid and the alcohol, so oils and fats with $\mathrm{NaOH}$ give soap and glycerol.
        - Esters smell of fruit and flowers; oils and fats (glycerol esters) and oil of wintergreen (methyl salicylate) are examples.

        **Example:** the molar mass of ethyl acetate is $M(\mathrm{C_4H_8O_2}) = 4(12) + 8(1) + 2(16) = 88\,\mathrm{g/mol}$.

        **Check yourself:** What is the name of the ester formed from acetic acid and methanol?
      `,
    },
  },
];
