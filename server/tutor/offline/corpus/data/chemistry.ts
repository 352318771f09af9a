/**
 * Exam-style problems of the chemistry area (see ../types.ts), answers computed independently of the tutor.
 * Atomic masses are the rounded school values of science/chemistry/periodicTable.ts (H 1, C 12, N 14, O 16,
 * Na 23, Mg 24, Al 27, S 32, Cl 35.5, K 39, Ca 40, Fe 56, Cu 63.5, Zn 65); N_A = 6.02 × 10²³, 22.4 L at STP.
 */
import type { CorpusProblem } from '../types';

const chem = (
  id: string,
  kind: string,
  language: 'ar' | 'en',
  question: string,
  expected: CorpusProblem['expected'],
  source?: string,
): CorpusProblem => ({ id: `chem-${id}`, subject: 'chemistry', kind, language, question, expected, ...(source ? { source } : {}) });

export const chemistryCorpus: readonly CorpusProblem[] = [
  // Moles ↔ mass ↔ particles ↔ gas volume at STP.
  chem('mole-01', 'mole-conversion', 'ar', 'احسب عدد مولات ٨٨ جم من غاز ثاني أكسيد الكربون CO2', { values: [2] }, 'M = 12 + 32 = 44; n = 88 / 44 = 2'),
  chem('mole-02', 'mole-conversion', 'ar', 'كم جرام فى ٠٫٢٥ مول من كربونات الكالسيوم CaCO3 ؟', { values: [25] }, 'M = 40 + 12 + 48 = 100; m = 0.25 × 100 = 25 g'),
  chem('mole-03', 'mole-conversion', 'ar', 'عايز اعرف عدد جزيئات ٩ جم ماء H2O يبقى كام', { values: [3.01e23] }, 'n = 9 / 18 = 0.5; N = 0.5 × 6.02e23 = 3.01e23'),
  chem('mole-04', 'mole-conversion', 'ar', 'احسب حجم ١٦ جم من غاز الأكسجين O2 في الظروف القياسية (م.ض.د)', { values: [11.2] }, 'n = 16 / 32 = 0.5; V = 0.5 × 22.4 = 11.2 L'),
  chem('mole-05', 'mole-conversion', 'ar', 'احسب كتلة 5.6 لتر من غاز النشادر NH3 فى م.ض.د', { values: [4.25] }, 'n = 5.6 / 22.4 = 0.25; m = 0.25 × 17 = 4.25 g'),
  chem('mole-06', 'mole-conversion', 'ar', 'كم عدد الجزيئات الموجودة في ٤٤٫٨ لتر من غاز الهيدروجين H2 عند STP ؟', { values: [1.204e24] }, 'n = 44.8 / 22.4 = 2; N = 2 × 6.02e23'),
  chem('mole-07', 'mole-conversion', 'ar', 'احسب كتلة ٣٫٠١ × ١٠²³ جزئ من حمض الكبريتيك H2SO4', { values: [49] }, 'n = 3.01e23 / 6.02e23 = 0.5; M = 98; m = 49 g'),
  chem('mole-08', 'mole-conversion', 'en', 'How many moles are in 117 g of NaCl?', { values: [2] }, 'M = 58.5; n = 117 / 58.5 = 2'),
  chem('mole-09', 'mole-conversion', 'en', 'Calculate the volume occupied by 1.204 x 10^24 molecules of N2 at STP.', { values: [44.8] }, 'n = 1.204e24 / 6.02e23 = 2; V = 44.8 L'),
  chem('mole-10', 'mole-conversion', 'en', 'What is the mass of 0.3 mol of Ca(OH)2?', { values: [22.2] }, 'M = 40 + 2 × 17 = 74; m = 22.2 g'),
  chem('mole-11', 'mole-conversion', 'en', 'Find the number of atoms in 4.6 g of sodium (Na).', { values: [1.204e23] }, 'n = 4.6 / 23 = 0.2; N = 0.2 × 6.02e23'),
  chem('mole-12', 'mole-conversion', 'en', 'How many liters does 22 g of CO2 occupy at STP?', { values: [11.2] }, 'n = 22 / 44 = 0.5; V = 11.2 L'),
  chem('mole-13', 'mole-conversion', 'ar', 'لو سمحت ازاي احسب عدد المولات فى 11.2 لتر من غاز CH4 عند م.ض.د', { values: [0.5] }, 'n = 11.2 / 22.4'),
  chem('mole-14', 'mole-conversion', 'ar', 'عينه من غاز ثانى اكسيد الكبريت SO2 كتلتها ٣٢ جم. احسب (أ) عدد مولاتها (ب) حجمها في م.ض.د', { parts: [{ values: [0.5] }, { values: [11.2] }] }, 'M = 64; n = 0.5; V = 11.2 L'),
  chem('mole-15', 'mole-conversion', 'en', 'A sample contains 3.4 g of NH3. Find the number of moles and then find the number of molecules.', { parts: [{ values: [0.2] }, { values: [1.204e23] }] }, 'n = 3.4 / 17 = 0.2; N = 0.2 × 6.02e23'),
  chem('mole-16', 'mole-conversion', 'ar', 'احسب عدد ذرات الأكسجين فى ٠٫٥ مول من H2SO4', { values: [1.204e24] }, '0.5 mol × 4 O × 6.02e23'),

  // Molarity.
  chem('molarity-01', 'molarity', 'ar', 'احسب التركيز المولاري لمحلول يحتوي على ٤ جم من هيدروكسيد الصوديوم NaOH مذابة في ٢٥٠ مل من المحلول', { values: [0.4] }, 'n = 4 / 40 = 0.1; C = 0.1 / 0.25 = 0.4 M'),
  chem('molarity-02', 'molarity', 'ar', 'احسب كتلة كلوريد الصوديوم NaCl اللازمة لتحضير ٥٠٠ مل من محلول تركيزه ٠٫٢ مولر', { values: [5.85] }, 'n = 0.2 × 0.5 = 0.1; m = 0.1 × 58.5'),
  chem('molarity-03', 'molarity', 'en', 'What is the molarity of a solution made by dissolving 0.5 mol of KCl in 2 L of solution?', { values: [0.25] }),
  chem('molarity-04', 'molarity', 'en', 'How many grams of H2SO4 are needed to prepare 250 mL of a 0.1 M solution?', { values: [2.45] }, 'n = 0.1 × 0.25 = 0.025; m = 0.025 × 98'),
  chem('molarity-05', 'molarity', 'ar', 'محلول حجمه ٢ لتر وتركيزه ٠٫٥ مولاري من HCl، احسب عدد المولات المذابه', { values: [1] }),
  chem('molarity-06', 'molarity', 'ar', 'اذبنا 20 جم NaOH فى ماء وكملنا المحلول ل 500 ml. التركيز يبقى كام مولر؟', { values: [1] }, 'n = 20 / 40 = 0.5; C = 0.5 / 0.5'),
  chem('molarity-07', 'molarity', 'en', 'What volume in mL of 0.2 M NaOH solution contains 0.05 mol of NaOH?', { values: [250] }, 'V = 0.05 / 0.2 = 0.25 L'),

  // Dilution.
  chem('dilution-01', 'dilution', 'ar', 'خفف ١٠٠ مل من محلول حمض الهيدروكلوريك HCl تركيزه ٢ مولر حتى أصبح حجمه ٥٠٠ مل. احسب التركيز بعد التخفيف', { values: [0.4] }, 'M2 = 2 × 100 / 500'),
  chem('dilution-02', 'dilution', 'en', 'What volume of 6 M HCl is needed to prepare 300 mL of 0.5 M HCl?', { values: [25] }, 'V1 = 0.5 × 300 / 6 = 25 mL'),
  chem('dilution-03', 'dilution', 'ar', 'عايز احضر ٢٥٠ مل من محلول ٠٫١ مولر من محلول مركز ١ مولر. الحجم اللازم من المحلول المركز يبقى كام مل؟', { values: [25] }, 'V1 = 0.1 × 250 / 1'),
  chem('dilution-04', 'dilution', 'en', '50 mL of 3 M NaOH is diluted to a final volume of 250 mL. Find the new molarity.', { values: [0.6] }),
  chem('dilution-05', 'dilution', 'ar', 'كم مل من الماء يجب اضافتها الى ٢٠٠ مل من محلول تركيزه ٠٫٥ M ليصبح تركيزه ٠٫١ M', { values: [800] }, 'V2 = 0.5 × 200 / 0.1 = 1000 mL; water = 1000 − 200'),

  // pH / pOH of strong acids and bases.
  chem('ph-01', 'ph', 'ar', 'احسب الأس الهيدروجيني pH لمحلول حمض الهيدروكلوريك HCl تركيزه ٠٫٠١ مولر', { values: [2] }),
  chem('ph-02', 'ph', 'ar', 'احسب pH لمحلول هيدروكسيد الصوديوم NaOH تركيزه 0.001 M', { values: [11] }, 'pOH = 3; pH = 14 − 3'),
  chem('ph-03', 'ph', 'en', 'Calculate the pH of a 0.05 M H2SO4 solution, assuming complete ionization of both protons.', { values: [1] }, '[H+] = 2 × 0.05 = 0.1'),
  chem('ph-04', 'ph', 'en', 'Find the pOH of a 0.02 M Ca(OH)2 solution.', { values: [1.39794] }, '[OH-] = 0.04; pOH = −log 0.04'),
  chem('ph-05', 'ph', 'ar', 'محلول قيمة الـ pH له ٣ ، احسب تركيز أيون الهيدروجين', { values: [0.001] }, '[H+] = 10^-3'),
  chem('ph-06', 'ph', 'ar', 'محلول قاعدي قيمة pOH له = ٤ ، احسب pH ثم احسب تركيز أيونات الهيدروكسيد', { parts: [{ values: [10] }, { values: [0.0001] }] }),
  chem('ph-07', 'ph', 'en', 'What is the pH of a solution whose hydroxide ion concentration is 1 x 10^-5 M?', { values: [9] }),
  chem('ph-08', 'ph', 'ar', 'احسب الرقم الهيدروجينى لمحلول KOH تركيزه ٠٫١ مولر', { values: [13] }),
  chem('ph-09', 'ph', 'en', 'A solution of HNO3 has a concentration of 2.5 × 10⁻³ M. What is its pH?', { values: [2.60206] }, '−log10(0.0025)'),
  chem('ph-10', 'ph', 'ar', 'احسب [OH-] في محلول الـ pH بتاعه ١١', { values: [0.001] }, 'pOH = 3'),

  // Stoichiometry: mass → mass, mass → gas volume.
  chem('stoich-01', 'stoichiometry', 'ar', 'احسب كتلة الماء الناتجة من احتراق ٤ جم من غاز الهيدروجين حسب المعادلة 2H2 + O2 → 2H2O', { values: [36] }, '2 mol H2 → 2 mol H2O → 36 g'),
  chem('stoich-02', 'stoichiometry', 'ar', 'احسب حجم غاز ثاني أكسيد الكربون الناتج في م.ض.د عند تسخين ٥٠ جم من كربونات الكالسيوم CaCO3 → CaO + CO2', { values: [11.2] }, '0.5 mol CaCO3 → 0.5 mol CO2'),
  chem('stoich-03', 'stoichiometry', 'en', 'How many grams of oxygen are needed to burn 8 g of methane? CH4 + 2O2 → CO2 + 2H2O', { values: [32] }, '0.5 mol CH4 → 1 mol O2'),
  chem('stoich-04', 'stoichiometry', 'en', 'Zn + 2HCl → ZnCl2 + H2. What volume of hydrogen at STP is produced when 13 g of zinc react with excess acid?', { values: [4.48] }, '0.2 mol Zn → 0.2 mol H2'),
  chem('stoich-05', 'stoichiometry', 'ar', 'في التفاعل N2 + H2 → NH3 احسب كتلة النشادر الناتجة من تفاعل ٢٨ جم من غاز N2', { values: [34] }, 'N2 + 3H2 → 2NH3; 1 mol N2 → 2 mol NH3 × 17'),
  chem('stoich-06', 'stoichiometry', 'en', '2Na + Cl2 → 2NaCl. Calculate the mass of NaCl formed from 4.6 g of Na.', { values: [11.7] }, '0.2 mol Na → 0.2 mol NaCl × 58.5'),
  chem('stoich-07', 'stoichiometry', 'ar', 'احسب كتلة الألومنيوم Al اللازمة لإنتاج ١٠٢ جم من أكسيد الألومنيوم Al2O3 طبقا للمعادلة 4Al + 3O2 → 2Al2O3', { values: [54] }, '1 mol Al2O3 ← 2 mol Al'),
  chem('stoich-08', 'stoichiometry', 'ar', 'Fe2O3 + 3CO → 2Fe + 3CO2 احسب كتلة الحديد Fe الناتجة من اختزال ٨٠ جم من Fe2O3', { values: [56] }, 'M(Fe2O3) = 160; 0.5 mol → 1 mol Fe'),

  // Limiting reactant.
  chem('limiting-01', 'limiting-reactant', 'ar', 'يتفاعل ٤ جم من الهيدروجين H2 مع ٤٨ جم من الأكسجين O2 حسب المعادلة 2H2 + O2 → 2H2O. حدد المادة المحددة للتفاعل واحسب كتلة الماء الناتج', { parts: [{ text: 'H2' }, { values: [36] }] }, 'H2 2 mol needs 1 mol O2 < 1.5 mol'),
  chem('limiting-02', 'limiting-reactant', 'en', '10 g of H2 reacts with 64 g of O2: 2H2 + O2 → 2H2O. Which is the limiting reactant?', { text: 'O2' }, 'H2 5 mol needs 2.5 mol O2 > 2 mol'),
  chem('limiting-03', 'limiting-reactant', 'en', 'When 6.5 g of Zn reacts with 0.3 mol of HCl (Zn + 2HCl → ZnCl2 + H2), what mass of ZnCl2 is formed?', { values: [13.6] }, 'Zn 0.1 mol limiting; ZnCl2 136 g/mol'),
  chem('limiting-04', 'limiting-reactant', 'ar', 'تفاعل ٢٣ جم صوديوم Na مع ٧١ جم كلور Cl2 حسب 2Na + Cl2 → 2NaCl ، احسب كتلة NaCl الناتجه', { values: [58.5] }, 'Na 1 mol limiting (Cl2 2 mol)'),
  chem('limiting-05', 'limiting-reactant', 'ar', 'N2 + 3H2 → 2NH3 تفاعل 14 جم N2 مع 6 جم H2. ما هي الماده المحدده للتفاعل؟', { text: 'N2' }, 'N2 0.5 mol needs 1.5 mol H2 < 3'),

  // Theoretical and percentage yield.
  chem('yield-01', 'percent-yield', 'ar', 'سخنت ١٠ جم من كربونات الكالسيوم CaCO3 فنتج ٤٫٢ جم من أكسيد الكالسيوم CaO. احسب النسبة المئوية للناتج. CaCO3 → CaO + CO2', { values: [75] }, 'theoretical 0.1 × 56 = 5.6 g'),
  chem('yield-02', 'percent-yield', 'en', 'In the reaction N2 + 3H2 → 2NH3, 28 g of N2 produced 17 g of NH3. Calculate the percentage yield.', { values: [50] }, 'theoretical 34 g'),
  chem('yield-03', 'percent-yield', 'en', '2Mg + O2 → 2MgO. 12 g of Mg was burned and 16 g of MgO was obtained. Find the theoretical yield and then find the percent yield.', { parts: [{ values: [20] }, { values: [80] }] }, '0.5 mol MgO × 40'),
  chem('yield-04', 'percent-yield', 'ar', 'في تفاعل Zn + CuSO4 → ZnSO4 + Cu تفاعل ٦٫٥ جم خارصين Zn مع وفرة من كبريتات النحاس فنتج ٥٫٠٨ جم نحاس Cu ، احسب النسبة المئوية للناتج الفعلي', { values: [80] }, 'theoretical 0.1 × 63.5 = 6.35'),
  chem('yield-05', 'percent-yield', 'ar', 'احسب الناتج النظرى لكتلة CO2 من حرق ٢٤ جم كربون C حسب C + O2 → CO2', { values: [88] }),

  // Percentage composition.
  chem('percent-01', 'percentage-composition', 'ar', 'احسب النسبة المئوية الكتلية للنيتروجين في نترات الأمونيوم NH4NO3', { values: [35] }, '28 / 80'),
  chem('percent-02', 'percentage-composition', 'en', 'What is the percentage by mass of oxygen in H2SO4?', { values: [65.306] }, '64 / 98'),
  chem('percent-03', 'percentage-composition', 'ar', 'احسب نسبة الكالسيوم Ca في CaCO3', { values: [40] }),
  chem('percent-04', 'percentage-composition', 'en', 'Calculate the percent composition of each element in H2O', { values: [11.111, 88.889] }),
  chem('percent-05', 'percentage-composition', 'ar', 'عايز النسبه المئويه لماء التبلر في CuSO4.5H2O', { values: [36.072] }, '90 / 249.5'),

  // Empirical formula.
  chem('empirical-01', 'empirical-formula', 'ar', 'مركب عضوي يتكون من ٤٠٪ كربون و ٦٫٦٧٪ هيدروجين و ٥٣٫٣٣٪ أكسجين. احسب الصيغة الأولية', { text: 'CH2O' }, '3.333 : 6.67 : 3.333'),
  chem('empirical-02', 'empirical-formula', 'en', 'A compound contains 82.76% C and 17.24% H by mass. Find its empirical formula.', { text: 'C2H5' }, '6.897 : 17.24 = 1 : 2.5'),
  chem('empirical-03', 'empirical-formula', 'ar', 'عينه من مركب تحتوى على ٢٫٤ جم كربون و ٠٫٦ جم هيدروجين. اوجد الصيغه الاوليه', { text: 'CH3' }, '0.2 : 0.6'),
  chem('empirical-04', 'empirical-formula', 'en', 'Determine the empirical formula of a compound with 52.94% Al and 47.06% O.', { text: 'Al2O3' }, '1.961 : 2.941 = 1 : 1.5'),
  chem('empirical-05', 'empirical-formula', 'ar', 'اكسيد حديد يحتوي على 70% حديد Fe والباقي اكسجين O، احسب الصيغة الاولية', { text: 'Fe2O3' }, '1.25 : 1.875 = 1 : 1.5'),

  // Molecular formula.
  chem('molecular-01', 'molecular-formula', 'ar', 'مركب صيغته الأولية CH2O وكتلته المولية ١٨٠ جم/مول. أوجد الصيغة الجزيئية', { text: 'C6H12O6' }, '180 / 30 = 6'),
  chem('molecular-02', 'molecular-formula', 'en', 'The empirical formula of a compound is CH and its molar mass is 78 g/mol. What is its molecular formula?', { text: 'C6H6' }, '78 / 13 = 6'),
  chem('molecular-03', 'molecular-formula', 'ar', 'مركب هيدروكربوني يحتوي على 85.7% كربون و 14.3% هيدروجين وكتلته الجزيئية 56. احسب (أ) الصيغة الأولية (ب) الصيغة الجزيئية', { parts: [{ text: 'CH2' }, { text: 'C4H8' }] }, '7.142 : 14.3 = 1 : 2; 56 / 14 = 4'),
  chem('molecular-04', 'molecular-formula', 'en', 'A compound has 40% C, 6.67% H, 53.33% O and a molar mass of 60 g/mol. Find the molecular formula.', { text: 'C2H4O2' }, 'CH2O (30) × 2'),

  // Held-out check: written after the solver, run once before being added.
  chem('held-01', 'mole-conversion', 'ar', 'ما عدد مولات ٥٨٫٥ جرام من ملح الطعام NaCl ؟', { values: [1] }),
  chem('held-02', 'mole-conversion', 'ar', 'احسب الحجم الذي يشغله ٠٫٢٥ مول من غاز CO2 في الظروف القياسية', { values: [5.6] }),
  chem('held-03', 'molarity', 'ar', 'اذيب ٨ جم من NaOH فى الماء وأكمل الحجم الى ٤٠٠ مل ، احسب تركيز المحلول بالمولر', { values: [0.5] }, '0.2 mol / 0.4 L'),
  chem('held-04', 'dilution', 'en', 'A student dilutes 20 mL of 5 M H2SO4 to 400 mL. What is the molarity of the diluted solution?', { values: [0.25] }),
  chem('held-05', 'ph', 'ar', 'محلول من حمض النيتريك HNO3 تركيزه ١ × ١٠⁻⁴ مولر ، احسب قيمة الـ pH', { values: [4] }),
  chem('held-06', 'ph', 'en', 'Calculate the pH of 0.005 M Ba(OH)2 solution.', { values: [12] }, '[OH-] = 0.01; pOH 2'),
  chem('held-07', 'stoichiometry', 'ar', 'Mg + 2HCl → MgCl2 + H2 احسب حجم غاز الهيدروجين الناتج في م.ض.د من تفاعل ٤٫٨ جم ماغنسيوم مع وفرة من الحمض', { values: [4.48] }, '0.2 mol Mg'),
  chem('held-08', 'percent-yield', 'en', 'CaCO3 → CaO + CO2. Heating 25 g of CaCO3 gave 11.2 g of CaO. What is the percent yield?', { values: [80] }, 'theoretical 0.25 × 56 = 14'),
  chem('held-09', 'empirical-formula', 'ar', 'مركب يحتوى على ٢٥٫٩٣٪ نيتروجين N و ٧٤٫٠٧٪ اكسجين O . اوجد صيغته الاولية', { text: 'N2O5' }, '1.852 : 4.629 = 1 : 2.5'),
  chem('held-10', 'percentage-composition', 'ar', 'احسب النسبه المئويه للكربون في غاز الميثان CH4', { values: [75] }),
];
