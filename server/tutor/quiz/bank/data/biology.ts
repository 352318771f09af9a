import type { BankQuestion } from '../types';

interface Version {
  question: string;
  options: readonly string[];
  explanation: string;
}

/** One question in both languages; the options are in the same order and share the correct answer. */
function question(
  id: string,
  keywords: { ar: readonly string[]; en: readonly string[] },
  correctAnswer: number,
  ar: Version,
  en: Version,
): BankQuestion {
  return { id, keywords, ar: { ...ar, correctAnswer }, en: { ...en, correctAnswer } };
}

const RESPIRATION_AR = ['التنفس الخلوي', 'التنفس في الخلية', 'التنفس'];
const RESPIRATION_EN = ['cellular respiration', 'respiration'];
const GENETICS_AR = ['الوراثة', 'مسائل الوراثة', 'قوانين مندل'];
const GENETICS_EN = ['genetics', 'heredity', 'Mendel'];
const PHOTOSYNTHESIS_AR = ['البناء الضوئي', 'التمثيل الضوئي'];
const PHOTOSYNTHESIS_EN = ['photosynthesis'];

export const biologyQuestions: readonly BankQuestion[] = [
  // ── The cell ──────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-cell-mitochondria',
    { ar: ['الخلية', 'عضيات الخلية', 'الميتوكوندريا'], en: ['the cell', 'organelles', 'mitochondria'] },
    2,
    {
      question: 'ما العضية التي يتم فيها معظم إنتاج ATP في الخلية حقيقية النواة؟',
      options: ['الريبوسوم', 'جهاز جولجي', 'الميتوكوندريا', 'الليسوسوم'],
      explanation: 'الميتوكوندريا محطات الطاقة في الخلية: في حشوتها تحدث دورة كربس وعلى أعرافها سلسلة نقل الإلكترونات التي تنتج معظم ATP.',
    },
    {
      question: 'In which organelle is most of the ATP of a eukaryotic cell produced?',
      options: ['Ribosome', 'Golgi apparatus', 'Mitochondrion', 'Lysosome'],
      explanation: 'Mitochondria are the power stations of the cell: the Krebs cycle runs in their matrix and the electron transport chain on their cristae makes most of the ATP.',
    },
  ),
  question(
    'biology-cell-plant-cell-wall',
    { ar: ['الخلية', 'الخلية النباتية', 'الخلية الحيوانية'], en: ['the cell', 'plant cell', 'animal cell'] },
    1,
    {
      question: 'أي مما يلي يوجد في الخلية النباتية ولا يوجد في الخلية الحيوانية؟',
      options: ['الغشاء البلازمي', 'الجدار الخلوي السليلوزي', 'الريبوسومات', 'الميتوكوندريا'],
      explanation: 'تتميز الخلية النباتية بجدار خلوي من السليلوز وبلاستيدات خضراء وفجوة عصارية كبيرة، أما الغشاء البلازمي والريبوسومات والميتوكوندريا فتوجد في الخليتين.',
    },
    {
      question: 'Which of the following is found in a plant cell but not in an animal cell?',
      options: ['Plasma membrane', 'Cellulose cell wall', 'Ribosomes', 'Mitochondria'],
      explanation: 'A plant cell has a cellulose cell wall, chloroplasts and a large sap vacuole; the plasma membrane, ribosomes and mitochondria are found in both kinds of cell.',
    },
  ),
  question(
    'biology-cell-prokaryotes',
    { ar: ['الخلية', 'الخلايا بدائية النواة', 'البكتيريا'], en: ['the cell', 'prokaryotic cells', 'bacteria'] },
    3,
    {
      question: 'ما الذي يميز الخلايا بدائية النواة مثل البكتيريا؟',
      options: ['بها نواة حقيقية يحيط بها غلاف نووي', 'ليس بها غشاء بلازمي', 'ليس بها ريبوسومات', 'ليس بها نواة حقيقية ولا عضيات محاطة بأغشية'],
      explanation: 'الخلايا بدائية النواة لها غشاء بلازمي وريبوسومات، لكن مادتها الوراثية غير محاطة بغلاف نووي وليس بها عضيات غشائية.',
    },
    {
      question: 'What distinguishes prokaryotic cells such as bacteria?',
      options: ['They have a true nucleus with a nuclear envelope', 'They have no plasma membrane', 'They have no ribosomes', 'They have no true nucleus and no membrane-bound organelles'],
      explanation: 'Prokaryotic cells do have a plasma membrane and ribosomes, but their genetic material is not enclosed by a nuclear envelope and they have no membrane-bound organelles.',
    },
  ),
  // ── Photosynthesis ────────────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-photosynthesis-oxygen-source',
    { ar: [...PHOTOSYNTHESIS_AR, 'مصدر الأكسجين'], en: [...PHOTOSYNTHESIS_EN, 'Ruben and Kamen'] },
    2,
    {
      question: 'أثبت روبن وكامن باستخدام نظير الأكسجين $\\mathrm{^{18}O}$ أن الأكسجين المنطلق في البناء الضوئي مصدره:',
      options: ['ثاني أكسيد الكربون', 'الجلوكوز', 'الماء', 'الكلوروفيل'],
      explanation: 'عندما وُسم الماء بالنظير $\\mathrm{^{18}O}$ ظهر النظير في الأكسجين المنطلق، فالأكسجين ينتج من التحلل الضوئي للماء لا من ثاني أكسيد الكربون.',
    },
    {
      question: 'Using the oxygen isotope $\\mathrm{^{18}O}$, Ruben and Kamen showed that the oxygen released in photosynthesis comes from:',
      options: ['Carbon dioxide', 'Glucose', 'Water', 'Chlorophyll'],
      explanation: 'When the water was labelled with $\\mathrm{^{18}O}$, the isotope appeared in the released oxygen, so the oxygen comes from the photolysis of water, not from carbon dioxide.',
    },
  ),
  question(
    'biology-photosynthesis-calvin-cycle',
    { ar: [...PHOTOSYNTHESIS_AR, 'دورة كالفن', 'التفاعلات اللاضوئية'], en: [...PHOTOSYNTHESIS_EN, 'Calvin cycle', 'light-independent reactions'] },
    1,
    {
      question: 'أين تحدث التفاعلات اللاضوئية (دورة كالفن) في البناء الضوئي؟',
      options: ['في الجرانا', 'في حشوة البلاستيدة الخضراء (الستروما)', 'في الميتوكوندريا', 'في الثغور'],
      explanation: 'تحدث التفاعلات الضوئية في الجرانا، أما دورة كالفن التي يُثبَّت فيها ثاني أكسيد الكربون ويختزل إلى سكر فتحدث في الحشوة (الستروما).',
    },
    {
      question: 'Where do the light-independent reactions (the Calvin cycle) of photosynthesis take place?',
      options: ['In the grana', 'In the stroma of the chloroplast', 'In the mitochondria', 'In the stomata'],
      explanation: 'The light reactions happen in the grana, while the Calvin cycle, in which carbon dioxide is fixed and reduced to sugar, happens in the stroma.',
    },
  ),
  question(
    'biology-photosynthesis-light-reactions',
    { ar: [...PHOTOSYNTHESIS_AR, 'التفاعلات الضوئية'], en: [...PHOTOSYNTHESIS_EN, 'light reactions'] },
    3,
    {
      question: 'ما نواتج التفاعلات الضوئية في البناء الضوئي؟',
      options: ['الجلوكوز فقط', 'ثاني أكسيد الكربون والماء', 'النشا وثاني أكسيد الكربون', 'الأكسجين و ATP و NADPH'],
      explanation: 'في التفاعلات الضوئية يمتص الكلوروفيل الضوء فينشطر الماء وينطلق الأكسجين وتتكون ATP و NADPH اللازمة لدورة كالفن، أما الجلوكوز فيتكون في التفاعلات اللاضوئية.',
    },
    {
      question: 'What are the products of the light reactions of photosynthesis?',
      options: ['Glucose only', 'Carbon dioxide and water', 'Starch and carbon dioxide', 'Oxygen, ATP and NADPH'],
      explanation: 'In the light reactions chlorophyll absorbs light, water is split, oxygen is released and the ATP and NADPH needed by the Calvin cycle are made; glucose forms in the light-independent reactions.',
    },
  ),
  question(
    'biology-photosynthesis-chlorophyll-light',
    { ar: [...PHOTOSYNTHESIS_AR, 'الكلوروفيل', 'تجربة إنجلمان'], en: [...PHOTOSYNTHESIS_EN, 'chlorophyll', "Engelmann's experiment"] },
    0,
    {
      question: 'أي ألوان الضوء يمتصها الكلوروفيل بصورة أساسية في البناء الضوئي؟',
      options: ['الأحمر والأزرق', 'الأخضر والأصفر', 'الأخضر فقط', 'الأصفر والبرتقالي'],
      explanation: 'يمتص الكلوروفيل الضوء الأحمر والأزرق البنفسجي أساسًا ويعكس الأخضر، ولذلك تبدو الأوراق خضراء؛ وقد أكدت تجربة إنجلمان أن البناء الضوئي أنشط في هذين اللونين.',
    },
    {
      question: 'Which colours of light does chlorophyll mainly absorb in photosynthesis?',
      options: ['Red and blue', 'Green and yellow', 'Green only', 'Yellow and orange'],
      explanation: "Chlorophyll mainly absorbs red and blue-violet light and reflects green, which is why leaves look green; Engelmann's experiment showed photosynthesis is most active in those two colours.",
    },
  ),
  // ── Cellular respiration ──────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-glycolysis',
    { ar: [...RESPIRATION_AR, 'التحلل الجلوكوزي', 'تحلل الجلوكوز'], en: [...RESPIRATION_EN, 'glycolysis'] },
    0,
    {
      question: 'أين يحدث التحلل الجلوكوزي، وما صافي ما ينتجه من ATP لكل جزيء جلوكوز؟',
      options: ['في السيتوبلازم، 2 ATP', 'في الميتوكوندريا، 36 ATP', 'في السيتوبلازم، 38 ATP', 'في حشوة الميتوكوندريا، 4 ATP'],
      explanation: 'يحدث التحلل الجلوكوزي في السيتوبلازم دون حاجة إلى الأكسجين، فيتحول الجلوكوز إلى جزيئين من حمض البيروفيك؛ يتكون 4 ATP ويُستهلك 2 فيكون الصافي 2 ATP مع 2 NADH.',
    },
    {
      question: 'Where does glycolysis take place, and what is its net ATP yield per glucose molecule?',
      options: ['In the cytoplasm, 2 ATP', 'In the mitochondria, 36 ATP', 'In the cytoplasm, 38 ATP', 'In the mitochondrial matrix, 4 ATP'],
      explanation: 'Glycolysis happens in the cytoplasm without oxygen and splits glucose into two molecules of pyruvic acid; 4 ATP are made and 2 are used, a net gain of 2 ATP together with 2 NADH.',
    },
  ),
  question(
    'biology-krebs-cycle-location',
    { ar: [...RESPIRATION_AR, 'دورة كربس', 'التنفس الهوائي'], en: [...RESPIRATION_EN, 'Krebs cycle', 'aerobic respiration'] },
    2,
    {
      question: 'أين تحدث دورة كربس في الخلية؟',
      options: ['السيتوبلازم', 'الغشاء البلازمي', 'حشوة الميتوكوندريا', 'البلاستيدة الخضراء'],
      explanation: 'تحدث دورة كربس في حشوة الميتوكوندريا، وفيها يتأكسد أسيتيل مرافق الإنزيم A فينطلق ثاني أكسيد الكربون وتتكون NADH و FADH2 و ATP.',
    },
    {
      question: 'Where in the cell does the Krebs cycle take place?',
      options: ['The cytoplasm', 'The plasma membrane', 'The mitochondrial matrix', 'The chloroplast'],
      explanation: 'The Krebs cycle runs in the mitochondrial matrix, where acetyl coenzyme A is oxidised, releasing carbon dioxide and producing NADH, FADH2 and ATP.',
    },
  ),
  question(
    'biology-lactic-acid-fermentation',
    { ar: [...RESPIRATION_AR, 'التنفس اللاهوائي', 'حمض اللاكتيك', 'الإجهاد العضلي'], en: [...RESPIRATION_EN, 'anaerobic respiration', 'lactic acid fermentation'] },
    3,
    {
      question: 'ما المادة التي تتراكم في العضلات عند نقص الأكسجين أثناء المجهود العنيف فتسبب الإجهاد العضلي؟',
      options: ['الكحول الإيثيلي', 'الجلوكوز', 'ثاني أكسيد الكربون', 'حمض اللاكتيك'],
      explanation: 'عند نقص الأكسجين تتنفس العضلات لاهوائيًّا فيتحول حمض البيروفيك إلى حمض اللاكتيك الذي يتراكم ويسبب الإجهاد، ويزول بعد الراحة وسداد دين الأكسجين.',
    },
    {
      question: 'Which substance builds up in muscles short of oxygen during hard exercise and causes muscle fatigue?',
      options: ['Ethanol', 'Glucose', 'Carbon dioxide', 'Lactic acid'],
      explanation: 'Short of oxygen, muscles respire anaerobically and pyruvic acid becomes lactic acid, which builds up and causes fatigue; it clears after rest, once the oxygen debt is repaid.',
    },
  ),
  question(
    'biology-alcoholic-fermentation',
    { ar: [...RESPIRATION_AR, 'التخمر الكحولي', 'التنفس اللاهوائي', 'الخميرة'], en: [...RESPIRATION_EN, 'alcoholic fermentation', 'anaerobic respiration', 'yeast'] },
    0,
    {
      question: 'ما نواتج التخمر الكحولي في فطر الخميرة؟',
      options: ['الكحول الإيثيلي وثاني أكسيد الكربون', 'حمض اللاكتيك فقط', 'الماء وثاني أكسيد الكربون', 'الأكسجين والجلوكوز'],
      explanation: 'تتنفس الخميرة لاهوائيًّا فيتحول حمض البيروفيك إلى كحول إيثيلي وثاني أكسيد الكربون، ولا ينتج من التحلل الجلوكوزي إلا 2 ATP لكل جزيء جلوكوز.',
    },
    {
      question: 'What are the products of alcoholic fermentation in yeast?',
      options: ['Ethanol and carbon dioxide', 'Lactic acid only', 'Water and carbon dioxide', 'Oxygen and glucose'],
      explanation: 'Yeast respires anaerobically, turning pyruvic acid into ethanol and carbon dioxide; only the 2 ATP of glycolysis are gained per glucose molecule.',
    },
  ),
  question(
    'biology-gas-exchange-alveoli',
    { ar: ['تبادل الغازات', 'الجهاز التنفسي', 'الرئتان'], en: ['gas exchange', 'breathing', 'lungs', 'alveoli'] },
    3,
    {
      question: 'أين يتم تبادل الغازات بين الهواء والدم في رئتي الإنسان؟',
      options: ['القصبة الهوائية', 'الحنجرة', 'الشعيبات الهوائية', 'الحويصلات الهوائية'],
      explanation: 'الحويصلات الهوائية جدرانها رقيقة رطبة تحيط بها شبكة من الشعيرات الدموية، فينتشر الأكسجين منها إلى الدم وينتشر ثاني أكسيد الكربون من الدم إليها.',
    },
    {
      question: 'Where are gases exchanged between air and blood in the human lungs?',
      options: ['Trachea', 'Larynx', 'Bronchioles', 'Alveoli'],
      explanation: 'Alveoli have thin moist walls surrounded by capillaries, so oxygen diffuses from them into the blood and carbon dioxide diffuses from the blood into them.',
    },
  ),
  // ── Digestion ─────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-digestion-bile',
    { ar: ['الهضم', 'العصارة الصفراوية', 'هضم الدهون'], en: ['digestion', 'bile', 'fat digestion'] },
    1,
    {
      question: 'ما وظيفة العصارة الصفراوية في الهضم؟',
      options: ['تحويل النشا إلى مالتوز', 'استحلاب الدهون دون أن تحتوي على إنزيمات', 'تحويل البروتينات إلى ببتونات', 'امتصاص الماء والأملاح'],
      explanation: 'يفرز الكبد العصارة الصفراوية وتخزن في الحوصلة الصفراوية، وهي لا تحتوي على إنزيمات لكنها تستحلب الدهون إلى قطيرات صغيرة فتزيد سطح عمل إنزيم الليبيز.',
    },
    {
      question: 'What is the role of bile in digestion?',
      options: ['Turning starch into maltose', 'Emulsifying fats without containing enzymes', 'Turning proteins into peptones', 'Absorbing water and salts'],
      explanation: 'Bile is made by the liver and stored in the gall bladder; it has no enzymes but emulsifies fats into small droplets, giving lipase a larger surface to act on.',
    },
  ),
  question(
    'biology-digestion-pepsin',
    { ar: ['الهضم', 'الهضم في المعدة', 'الببسين'], en: ['digestion', 'stomach', 'pepsin'] },
    0,
    {
      question: 'ما الإنزيم الذي يبدأ هضم البروتينات في المعدة؟',
      options: ['الببسين', 'الأميليز اللعابي', 'الليبيز', 'المالتيز'],
      explanation: 'ينشط حمض الهيدروكلوريك مولد الببسين إلى ببسين، والببسين يحول البروتينات إلى ببتونات في الوسط الحمضي للمعدة.',
    },
    {
      question: 'Which enzyme starts the digestion of proteins in the stomach?',
      options: ['Pepsin', 'Salivary amylase', 'Lipase', 'Maltase'],
      explanation: 'Hydrochloric acid activates pepsinogen into pepsin, which turns proteins into peptones in the acidic stomach.',
    },
  ),
  question(
    'biology-digestion-lacteals',
    { ar: ['الهضم', 'الامتصاص', 'الخملات'], en: ['digestion', 'absorption', 'villi'] },
    2,
    {
      question: 'إلى أين تُمتص الأحماض الدهنية والجلسرين في خملات الأمعاء الدقيقة؟',
      options: ['الشعيرات الدموية مباشرة', 'الوريد البابي الكبدي', 'الأوعية اللبنية (الليمفاوية)', 'المعدة'],
      explanation: 'يمتص الجلوكوز والأحماض الأمينية إلى الشعيرات الدموية ثم الوريد البابي الكبدي، أما الأحماض الدهنية والجلسرين فتمتص إلى الأوعية اللبنية في الخملات.',
    },
    {
      question: 'Into what are fatty acids and glycerol absorbed in the villi of the small intestine?',
      options: ['Directly into the blood capillaries', 'The hepatic portal vein', 'The lacteals (lymph vessels)', 'The stomach'],
      explanation: 'Glucose and amino acids enter the blood capillaries and then the hepatic portal vein, while fatty acids and glycerol are absorbed into the lacteals of the villi.',
    },
  ),
  // ── Transport and circulation ─────────────────────────────────────────────────────────────────────────────
  question(
    'biology-circulation-left-ventricle',
    { ar: ['الدورة الدموية', 'القلب', 'البطين الأيسر'], en: ['blood circulation', 'heart', 'left ventricle'] },
    3,
    {
      question: 'أي حجرات القلب جدارها هو الأسمك؟',
      options: ['الأذين الأيمن', 'الأذين الأيسر', 'البطين الأيمن', 'البطين الأيسر'],
      explanation: 'يضخ البطين الأيسر الدم المؤكسج في الأورطى إلى الجسم كله (الدورة الكبرى)، فيحتاج إلى ضغط أكبر ولذلك جداره أسمك الجدران.',
    },
    {
      question: 'Which chamber of the heart has the thickest wall?',
      options: ['Right atrium', 'Left atrium', 'Right ventricle', 'Left ventricle'],
      explanation: 'The left ventricle pumps oxygenated blood into the aorta and round the whole body (systemic circulation), which needs more pressure, so its wall is the thickest.',
    },
  ),
  question(
    'biology-circulation-pacemaker',
    { ar: ['الدورة الدموية', 'القلب', 'ضربات القلب', 'منظم ضربات القلب'], en: ['blood circulation', 'heartbeat', 'pacemaker'] },
    1,
    {
      question: 'من أين تبدأ ضربة القلب في الإنسان؟',
      options: ['العقدة الأذينية البطينية', 'العقدة الجيبية الأذينية', 'حزمة هس', 'الصمام الثنائي'],
      explanation: 'تبدأ ضربة القلب من العقدة الجيبية الأذينية (منظم الضربات) في جدار الأذين الأيمن، ثم تنتقل إلى العقدة الأذينية البطينية فحزمة هس إلى البطينين.',
    },
    {
      question: 'Where does the human heartbeat start?',
      options: ['The atrioventricular node', 'The sinoatrial node', 'The bundle of His', 'The bicuspid valve'],
      explanation: 'The heartbeat starts at the sinoatrial node (the pacemaker) in the wall of the right atrium, then passes to the atrioventricular node and along the bundle of His to the ventricles.',
    },
  ),
  question(
    'biology-blood-clotting',
    { ar: ['تجلط الدم', 'الدم', 'الفيبرين'], en: ['blood clotting', 'blood', 'fibrin'] },
    0,
    {
      question: 'أي مما يلي يحول الفيبرينوجين الذائب إلى خيوط الفيبرين أثناء تجلط الدم؟',
      options: ['الثرومبين', 'البروثرومبين', 'الهيموجلوبين', 'الهيبارين'],
      explanation: 'يحول الثرومبوبلاستين البروثرومبين إلى ثرومبين في وجود أيونات الكالسيوم، ثم يحول الثرومبين الفيبرينوجين الذائب إلى خيوط الفيبرين التي تحجز خلايا الدم.',
    },
    {
      question: 'Which of the following converts soluble fibrinogen into fibrin threads during blood clotting?',
      options: ['Thrombin', 'Prothrombin', 'Haemoglobin', 'Heparin'],
      explanation: 'Thromboplastin converts prothrombin into thrombin in the presence of calcium ions, and thrombin then converts soluble fibrinogen into fibrin threads that trap blood cells.',
    },
  ),
  question(
    'biology-plant-transport-xylem',
    { ar: ['النقل في النبات', 'الخشب', 'النتح'], en: ['transport in plants', 'xylem', 'transpiration'] },
    1,
    {
      question: 'ما النسيج الذي ينقل الماء والأملاح من الجذر إلى الأوراق في النبات؟',
      options: ['اللحاء', 'الخشب', 'البشرة', 'القشرة'],
      explanation: 'يصعد الماء والأملاح في أوعية الخشب وقصيباته بفعل قوة شد النتح والتماسك والتلاصق، أما اللحاء فينقل الغذاء العضوي المجهز.',
    },
    {
      question: 'Which tissue carries water and mineral salts from the root to the leaves of a plant?',
      options: ['Phloem', 'Xylem', 'Epidermis', 'Cortex'],
      explanation: 'Water and salts rise in the vessels and tracheids of the xylem, pulled by transpiration together with cohesion and adhesion; the phloem carries prepared organic food.',
    },
  ),
  // ── Support and movement ──────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-support-cervical-vertebrae',
    { ar: ['الدعامة', 'العمود الفقري', 'الهيكل العظمي'], en: ['support and movement', 'vertebral column', 'skeleton'] },
    2,
    {
      question: 'كم عدد الفقرات العنقية في العمود الفقري للإنسان؟',
      options: ['5 فقرات', '12 فقرة', '7 فقرات', '4 فقرات'],
      explanation: 'العمود الفقري 33 فقرة: 7 عنقية و12 صدرية و5 قطنية و5 عجزية ملتحمة و4 عصعصية ملتحمة.',
    },
    {
      question: 'How many cervical vertebrae are there in the human vertebral column?',
      options: ['5 vertebrae', '12 vertebrae', '7 vertebrae', '4 vertebrae'],
      explanation: 'The vertebral column has 33 vertebrae: 7 cervical, 12 thoracic, 5 lumbar, 5 fused sacral and 4 fused coccygeal.',
    },
  ),
  question(
    'biology-sliding-filament-calcium',
    { ar: ['انقباض العضلات', 'الخيوط المنزلقة', 'الحركة'], en: ['muscle contraction', 'sliding filament theory', 'movement'] },
    3,
    {
      question: 'وفق نظرية الخيوط المنزلقة، ما الأيونات التي تنطلق من الشبكة الساركوبلازمية فتسمح بارتباط رءوس الميوسين بالأكتين؟',
      options: ['أيونات الصوديوم', 'أيونات البوتاسيوم', 'أيونات الكلوريد', 'أيونات الكالسيوم'],
      explanation: 'يفرز طرف العصب الأستيل كولين فتنطلق أيونات الكالسيوم من الشبكة الساركوبلازمية، فترتبط رءوس الميوسين بالأكتين وتسحبه مستهلكة ATP فتقصر القطعة العضلية.',
    },
    {
      question: 'According to the sliding filament theory, which ions are released from the sarcoplasmic reticulum to let myosin heads bind to actin?',
      options: ['Sodium ions', 'Potassium ions', 'Chloride ions', 'Calcium ions'],
      explanation: 'The nerve ending releases acetylcholine, calcium ions are released from the sarcoplasmic reticulum, and myosin heads bind to actin and pull it using ATP, shortening the sarcomere.',
    },
  ),
  question(
    'biology-support-tendons',
    { ar: ['الدعامة', 'الأوتار', 'الأربطة', 'المفاصل'], en: ['support and movement', 'tendons', 'ligaments', 'joints'] },
    1,
    {
      question: 'ما التركيب الذي يربط العضلات بالعظام؟',
      options: ['الأربطة', 'الأوتار', 'الغضاريف', 'السائل الزلالي'],
      explanation: 'الأوتار تربط العضلات بالعظام فتنقل إليها قوة الانقباض، أما الأربطة فتربط العظام بعضها ببعض عند المفاصل.',
    },
    {
      question: 'Which structures join muscles to bones?',
      options: ['Ligaments', 'Tendons', 'Cartilages', 'Synovial fluid'],
      explanation: 'Tendons join muscles to bones and pass the pull of contraction on to them, while ligaments join bones to each other at joints.',
    },
  ),
  question(
    'biology-plant-movement-auxin',
    { ar: ['الحركة في النبات', 'الانتحاء الضوئي', 'الأوكسين'], en: ['movement in plants', 'phototropism', 'auxin'] },
    0,
    {
      question: 'ما الهرمون النباتي الذي يتحكم في الانتحاء الضوئي للساق؟',
      options: ['الأوكسين', 'الإيثيلين', 'الأدرينالين', 'الثيروكسين'],
      explanation: 'يتجمع الأوكسين في الجانب المظلم من الساق فتستطيل خلاياه أكثر، فتنحني الساق نحو الضوء؛ أما الأدرينالين والثيروكسين فهرمونات حيوانية.',
    },
    {
      question: 'Which plant hormone controls the phototropism of a stem?',
      options: ['Auxin', 'Ethylene', 'Adrenaline', 'Thyroxine'],
      explanation: 'Auxin gathers on the shaded side of the stem, whose cells then elongate more, so the stem bends towards the light; adrenaline and thyroxine are animal hormones.',
    },
  ),
  // ── Nervous coordination ──────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-nerve-resting-potential',
    { ar: ['السيال العصبي', 'جهد الراحة', 'الخلية العصبية'], en: ['nerve impulse', 'resting potential', 'neuron'] },
    2,
    {
      question: 'ما مقدار جهد الراحة تقريبًا لغشاء الخلية العصبية؟',
      options: ['$+30\\,\\mathrm{mV}$', '$0\\,\\mathrm{mV}$', '$-70\\,\\mathrm{mV}$', '$+70\\,\\mathrm{mV}$'],
      explanation: 'في حالة الراحة يكون داخل الغشاء سالبًا بالنسبة لخارجه بنحو $70\\,\\mathrm{mV}$ بسبب مضخة الصوديوم والبوتاسيوم ونفاذية الغشاء الأكبر للبوتاسيوم.',
    },
    {
      question: 'What is the approximate resting potential of a neuron membrane?',
      options: ['$+30\\,\\mathrm{mV}$', '$0\\,\\mathrm{mV}$', '$-70\\,\\mathrm{mV}$', '$+70\\,\\mathrm{mV}$'],
      explanation: 'At rest the inside of the membrane is about $70\\,\\mathrm{mV}$ negative relative to the outside, because of the sodium–potassium pump and the greater permeability of the membrane to potassium.',
    },
  ),
  question(
    'biology-nerve-synapse-acetylcholine',
    { ar: ['السيال العصبي', 'التشابك العصبي', 'الناقل الكيميائي'], en: ['nerve impulse', 'synapse', 'neurotransmitter'] },
    0,
    {
      question: 'ما الناقل الكيميائي الذي يعبر الشق التشابكي لينقل السيال العصبي إلى الخلية التالية؟',
      options: ['الأستيل كولين', 'الإنسولين', 'الهيموجلوبين', 'الكولين إستيريز'],
      explanation: 'يسبب وصول السيال إفراز الأستيل كولين الذي يعبر الشق التشابكي ويرتبط بمستقبلات الخلية التالية، ثم يحلله إنزيم الكولين إستيريز.',
    },
    {
      question: 'Which neurotransmitter crosses the synaptic cleft to pass the nerve impulse to the next cell?',
      options: ['Acetylcholine', 'Insulin', 'Haemoglobin', 'Cholinesterase'],
      explanation: 'An arriving impulse releases acetylcholine, which crosses the synaptic cleft and binds to receptors on the next cell; the enzyme cholinesterase then breaks it down.',
    },
  ),
  question(
    'biology-nervous-cerebellum',
    { ar: ['الجهاز العصبي', 'المخيخ', 'الدماغ'], en: ['nervous system', 'cerebellum', 'brain'] },
    1,
    {
      question: 'أي مما يلي يحفظ توازن الجسم وينسق حركاته؟',
      options: ['المخ', 'المخيخ', 'النخاع المستطيل', 'الحبل الشوكي'],
      explanation: 'المخيخ يحفظ توازن الجسم وينسق الحركة، أما المخ فمركز التفكير والحركة الإرادية، والنخاع المستطيل يتحكم في التنفس وضربات القلب، والحبل الشوكي مركز الأفعال المنعكسة.',
    },
    {
      question: 'Which of the following keeps the balance of the body and coordinates its movements?',
      options: ['Cerebrum', 'Cerebellum', 'Medulla oblongata', 'Spinal cord'],
      explanation: 'The cerebellum keeps balance and coordinates movement; the cerebrum is the centre of thinking and voluntary movement, the medulla oblongata controls breathing and heartbeat, and the spinal cord is the centre of reflexes.',
    },
  ),
  // ── Hormonal coordination ─────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-hormone-insulin',
    { ar: ['الهرمونات', 'الإنسولين', 'سكر الدم'], en: ['hormones', 'insulin', 'blood sugar'] },
    3,
    {
      question: 'ما الهرمون الذي يخفض نسبة السكر في الدم؟',
      options: ['الجلوكاجون', 'الأدرينالين', 'الثيروكسين', 'الإنسولين'],
      explanation: 'تفرز خلايا بيتا في جزر لانجرهانز الإنسولين الذي يخفض سكر الدم بتحويل الجلوكوز إلى جليكوجين، أما الجلوكاجون والأدرينالين فيرفعانه.',
    },
    {
      question: 'Which hormone lowers the level of sugar in the blood?',
      options: ['Glucagon', 'Adrenaline', 'Thyroxine', 'Insulin'],
      explanation: 'Beta cells of the islets of Langerhans secrete insulin, which lowers blood sugar by turning glucose into glycogen; glucagon and adrenaline raise it.',
    },
  ),
  question(
    'biology-hormone-thyroxine-iodine',
    { ar: ['الهرمونات', 'الغدة الدرقية', 'الثيروكسين'], en: ['hormones', 'thyroid gland', 'thyroxine'] },
    1,
    {
      question: 'أي عنصر يدخل في تركيب هرمون الثيروكسين ويسبب نقصه في الغذاء تضخم الغدة الدرقية البسيط؟',
      options: ['الحديد', 'اليود', 'الكالسيوم', 'الصوديوم'],
      explanation: 'يحتوي الثيروكسين على اليود، فإذا نقص اليود في الغذاء نقص الثيروكسين وتضخمت الغدة الدرقية (الجويتر البسيط).',
    },
    {
      question: 'Which element is part of the hormone thyroxine, so that its lack in the diet causes simple goitre?',
      options: ['Iron', 'Iodine', 'Calcium', 'Sodium'],
      explanation: 'Thyroxine contains iodine; when the diet lacks iodine, too little thyroxine is made and the thyroid gland enlarges (simple goitre).',
    },
  ),
  question(
    'biology-hormone-growth-gigantism',
    { ar: ['الهرمونات', 'الغدة النخامية', 'هرمون النمو'], en: ['hormones', 'pituitary gland', 'growth hormone'] },
    2,
    {
      question: 'ماذا تسبب زيادة إفراز هرمون النمو في مرحلة الطفولة؟',
      options: ['القزامة', 'القماءة', 'العملقة', 'البول الماسخ'],
      explanation: 'يفرز الفص الأمامي للغدة النخامية هرمون النمو؛ زيادته في الصغر تسبب العملقة وفي البالغين تضخم الأطراف، ونقصه في الصغر يسبب القزامة.',
    },
    {
      question: 'What does too much growth hormone in childhood cause?',
      options: ['Dwarfism', 'Cretinism', 'Gigantism', 'Diabetes insipidus'],
      explanation: 'Growth hormone comes from the anterior pituitary; too much in childhood causes gigantism and in adults acromegaly, while too little in childhood causes dwarfism.',
    },
  ),
  // ── Reproduction ──────────────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-reproduction-endosperm',
    { ar: ['التكاثر', 'الإخصاب المزدوج', 'التكاثر في النبات'], en: ['reproduction', 'double fertilisation', 'endosperm'] },
    2,
    {
      question: 'ما عدد المجموعات الكروموسومية في نسيج الإندوسبرم الناتج عن الإخصاب المزدوج؟',
      options: ['$n$', '$2n$', '$3n$', '$4n$'],
      explanation: 'تندمج إحدى النواتين الذكريتين ($n$) مع النواتين القطبيتين ($n + n$) فيتكون الإندوسبرم ثلاثي المجموعة الكروموسومية ($3n$)، وتندمج الأخرى مع البيضة فتتكون اللاقحة ($2n$).',
    },
    {
      question: 'How many chromosome sets does the endosperm formed by double fertilisation have?',
      options: ['$n$', '$2n$', '$3n$', '$4n$'],
      explanation: 'One male nucleus ($n$) fuses with the two polar nuclei ($n + n$), forming a triploid endosperm ($3n$), while the other fuses with the egg cell, forming the zygote ($2n$).',
    },
  ),
  question(
    'biology-reproduction-corpus-luteum',
    { ar: ['التكاثر في الإنسان', 'الجسم الأصفر', 'البروجسترون'], en: ['human reproduction', 'corpus luteum', 'progesterone'] },
    0,
    {
      question: 'ما الهرمون الذي يفرزه الجسم الأصفر فيهيئ بطانة الرحم للحمل ويحافظ عليها؟',
      options: ['البروجسترون', 'التستوستيرون', 'الهرمون المنشط للحويصلة', 'الأوكسيتوسين'],
      explanation: 'بعد التبويض تتحول حويصلة جراف إلى الجسم الأصفر الذي يفرز البروجسترون، فيحافظ على بطانة الرحم؛ وإذا لم يحدث إخصاب يضمر الجسم الأصفر ويحدث الطمث.',
    },
    {
      question: 'Which hormone does the corpus luteum secrete to prepare and maintain the uterine lining for pregnancy?',
      options: ['Progesterone', 'Testosterone', 'Follicle-stimulating hormone', 'Oxytocin'],
      explanation: 'After ovulation the Graafian follicle becomes the corpus luteum, which secretes progesterone to keep the uterine lining; without fertilisation it degenerates and menstruation follows.',
    },
  ),
  question(
    'biology-reproduction-yeast-budding',
    { ar: ['التكاثر', 'التكاثر اللاجنسي', 'التبرعم'], en: ['reproduction', 'asexual reproduction', 'budding'] },
    2,
    {
      question: 'بأي طريقة يتكاثر فطر الخميرة لاجنسيًّا في الظروف المناسبة؟',
      options: ['الانشطار الثنائي', 'التجرثم', 'التبرعم', 'التجدد'],
      explanation: 'تتكون على خلية الخميرة بروزات (براعم) تنمو ثم تنفصل أو تظل متصلة مكونة سلاسل، وهذا هو التبرعم؛ أما الانشطار الثنائي فيحدث في البكتيريا والأميبا.',
    },
    {
      question: 'By which method does yeast reproduce asexually under suitable conditions?',
      options: ['Binary fission', 'Spore formation', 'Budding', 'Regeneration'],
      explanation: 'Outgrowths (buds) form on a yeast cell, grow and then separate or stay attached in chains: this is budding; binary fission occurs in bacteria and amoeba.',
    },
  ),
  // ── Immunity ──────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-immunity-plasma-cells',
    { ar: ['المناعة', 'الأجسام المضادة', 'الخلايا البلازمية'], en: ['immunity', 'antibodies', 'plasma cells'] },
    1,
    {
      question: 'ما الخلايا التي تفرز الأجسام المضادة؟',
      options: ['الخلايا T القاتلة', 'الخلايا البلازمية', 'كرات الدم الحمراء', 'الخلايا البلعمية الكبيرة'],
      explanation: 'في المناعة الخلطية تنشط الخلايا B وتتحول إلى خلايا بلازمية تفرز الأجسام المضادة وإلى خلايا B ذاكرة.',
    },
    {
      question: 'Which cells secrete antibodies?',
      options: ['Killer T cells', 'Plasma cells', 'Red blood cells', 'Macrophages'],
      explanation: 'In humoral immunity activated B cells turn into plasma cells, which secrete antibodies, and into memory B cells.',
    },
  ),
  question(
    'biology-immunity-hiv-helper-t',
    { ar: ['المناعة', 'الإيدز', 'نقص المناعة'], en: ['immunity', 'AIDS', 'immunodeficiency'] },
    0,
    {
      question: 'ما الخلايا التي يهاجمها فيروس HIV المسبب لمرض الإيدز؟',
      options: ['الخلايا T المساعدة', 'كرات الدم الحمراء', 'الصفائح الدموية', 'خلايا الكبد'],
      explanation: 'يهاجم فيروس HIV الخلايا T المساعدة التي تنشط الخلايا B و T، فتضعف الاستجابة المناعية كلها ويصبح الجسم عرضة للعدوى.',
    },
    {
      question: 'Which cells does HIV, the virus that causes AIDS, attack?',
      options: ['Helper T cells', 'Red blood cells', 'Platelets', 'Liver cells'],
      explanation: 'HIV attacks helper T cells, which activate B and T cells, so the whole immune response weakens and the body becomes open to infections.',
    },
  ),
  question(
    'biology-immunity-memory-cells',
    { ar: ['المناعة', 'التطعيم', 'خلايا الذاكرة'], en: ['immunity', 'vaccination', 'memory cells'] },
    3,
    {
      question: 'لماذا تكون الاستجابة المناعية الثانوية أسرع وأقوى من الاستجابة الأولية؟',
      options: ['لزيادة عدد كرات الدم الحمراء', 'لأن الأنتيجين يصبح أضعف', 'لأن الجسم يتلقى أجسامًا مضادة جاهزة', 'لوجود خلايا الذاكرة التي تتعرف على الأنتيجين نفسه'],
      explanation: 'تبقى بعد الإصابة الأولى أو التطعيم خلايا ذاكرة تتعرف على الأنتيجين نفسه عند تكرار الإصابة فتستجيب بسرعة وقوة، وهذا أساس التطعيم.',
    },
    {
      question: 'Why is the secondary immune response faster and stronger than the primary one?',
      options: ['Because the number of red blood cells increases', 'Because the antigen becomes weaker', 'Because the body receives ready-made antibodies', 'Because memory cells recognise the same antigen'],
      explanation: 'After the first infection or a vaccination, memory cells remain and recognise the same antigen when it returns, responding quickly and strongly; this is the basis of vaccination.',
    },
  ),
  question(
    'biology-immunity-passive-natural',
    { ar: ['المناعة', 'المناعة السلبية', 'أنواع المناعة'], en: ['immunity', 'passive immunity', 'types of immunity'] },
    1,
    {
      question: 'انتقال الأجسام المضادة من الأم إلى الجنين عبر المشيمة مثال على مناعة:',
      options: ['نشطة طبيعية', 'سلبية طبيعية', 'نشطة صناعية', 'سلبية صناعية'],
      explanation: 'يتلقى الجنين أجسامًا مضادة جاهزة لم يكونها بنفسه فهي مناعة سلبية، وتحدث بصورة طبيعية عبر المشيمة أو لبن الأم، أما حقن المصل فمناعة سلبية صناعية.',
    },
    {
      question: 'Antibodies passing from mother to foetus across the placenta are an example of which type of immunity?',
      options: ['Natural active', 'Natural passive', 'Artificial active', 'Artificial passive'],
      explanation: 'The foetus receives ready-made antibodies it did not make itself, so the immunity is passive, and it happens naturally through the placenta or breast milk; an injected serum gives artificial passive immunity.',
    },
  ),
  // ── DNA and protein synthesis ─────────────────────────────────────────────────────────────────────────────
  question(
    'biology-dna-chargaff-percentage',
    { ar: ['الحمض النووي DNA', 'تزاوج القواعد', 'قاعدة شارجاف'], en: ['DNA', 'base pairing', "Chargaff's rule"] },
    1,
    {
      question: 'إذا كانت نسبة الأدينين في جزيء DNA مزدوج السلسلة 30%، فما نسبة الجوانين؟',
      options: ['30%', '20%', '40%', '70%'],
      explanation: 'الأدينين يساوي الثايمين فيكون مجموعهما 60%، ويتبقى 40% تتقاسمها الجوانين والسيتوزين بالتساوي، فالجوانين 20%.',
    },
    {
      question: 'If adenine makes up 30% of the bases of a double-stranded DNA molecule, what percentage is guanine?',
      options: ['30%', '20%', '40%', '70%'],
      explanation: 'Adenine equals thymine, so together they make 60%; the remaining 40% is shared equally by guanine and cytosine, so guanine is 20%.',
    },
  ),
  question(
    'biology-dna-semi-conservative',
    { ar: ['تضاعف DNA', 'التضاعف نصف المحافظ', 'الحمض النووي DNA'], en: ['DNA replication', 'semi-conservative replication', 'DNA'] },
    3,
    {
      question: 'لماذا يوصف تضاعف DNA بأنه نصف محافظ؟',
      options: ['لأن نصف الجينات فقط يتضاعف', 'لأن الجزيء الأصلي يبقى كاملًا دون تغيير', 'لأن نصف القواعد يتحول إلى يوراسيل', 'لأن كل جزيء جديد يحتوي على سلسلة قديمة وأخرى جديدة'],
      explanation: 'ينفك الحلزون وتعمل كل سلسلة قديمة قالبًا يبني عليه إنزيم DNA بلمرة سلسلة مكملة، فيحتوي كل جزيء ناتج على سلسلة قديمة وأخرى جديدة.',
    },
    {
      question: 'Why is DNA replication described as semi-conservative?',
      options: ['Because only half of the genes are copied', 'Because the original molecule stays whole and unchanged', 'Because half of the bases turn into uracil', 'Because each new molecule holds one old strand and one new strand'],
      explanation: 'The helix unwinds and each old strand serves as a template on which DNA polymerase builds a complementary strand, so each daughter molecule holds one old and one new strand.',
    },
  ),
  question(
    'biology-dna-hydrogen-bonds',
    { ar: ['الحمض النووي DNA', 'تزاوج القواعد', 'تركيب DNA'], en: ['DNA', 'base pairing', 'DNA structure'] },
    2,
    {
      question: 'كم رابطة هيدروجينية تربط الجوانين بالسيتوزين في جزيء DNA؟',
      options: ['رابطة واحدة', 'رابطتان', 'ثلاث روابط', 'أربع روابط'],
      explanation: 'يرتبط الجوانين بالسيتوزين بثلاث روابط هيدروجينية، بينما يرتبط الأدينين بالثايمين برابطتين فقط.',
    },
    {
      question: 'How many hydrogen bonds join guanine to cytosine in a DNA molecule?',
      options: ['One bond', 'Two bonds', 'Three bonds', 'Four bonds'],
      explanation: 'Guanine pairs with cytosine by three hydrogen bonds, while adenine pairs with thymine by only two.',
    },
  ),
  question(
    'biology-protein-synthesis-transcription',
    { ar: ['تخليق البروتين', 'النسخ', 'الكودون'], en: ['protein synthesis', 'transcription', 'codon'] },
    1,
    {
      question: 'إذا كان تتابع القواعد في السلسلة القالب من DNA هو TAC، فما الكودون المقابل على mRNA؟',
      options: ['ATG', 'AUG', 'UAC', 'TAC'],
      explanation: 'في النسخ يقابل الثايمين الأدينين، ويقابل الأدينين اليوراسيل (لا يوجد ثايمين في RNA)، ويقابل السيتوزين الجوانين، فيكون الكودون AUG وهو كودون البدء.',
    },
    {
      question: 'If the template strand of DNA reads TAC, what is the matching codon on the mRNA?',
      options: ['ATG', 'AUG', 'UAC', 'TAC'],
      explanation: 'In transcription thymine pairs with adenine, adenine with uracil (RNA has no thymine) and cytosine with guanine, giving the codon AUG, the start codon.',
    },
  ),
  question(
    'biology-protein-synthesis-stop-codon',
    { ar: ['تخليق البروتين', 'الترجمة', 'كودون الإيقاف'], en: ['protein synthesis', 'translation', 'stop codon'] },
    3,
    {
      question: 'أي مما يلي كودون إيقاف ينهي الترجمة؟',
      options: ['AUG', 'GCU', 'UUU', 'UAA'],
      explanation: 'كودونات الإيقاف هي UAA و UAG و UGA ولا يقابلها حمض أميني، أما AUG فكودون البدء ويشفر للميثيونين.',
    },
    {
      question: 'Which of the following is a stop codon that ends translation?',
      options: ['AUG', 'GCU', 'UUU', 'UAA'],
      explanation: 'The stop codons are UAA, UAG and UGA and code for no amino acid, while AUG is the start codon and codes for methionine.',
    },
  ),
  question(
    'biology-protein-synthesis-translation-site',
    { ar: ['تخليق البروتين', 'الترجمة', 'الريبوسومات'], en: ['protein synthesis', 'translation', 'ribosomes'] },
    0,
    {
      question: 'أين تُربط الأحماض الأمينية بروابط ببتيدية أثناء الترجمة؟',
      options: ['على الريبوسومات', 'داخل النواة', 'في جهاز جولجي', 'في الليسوسومات'],
      explanation: 'بعد النسخ في النواة يخرج mRNA إلى السيتوبلازم، وعلى الريبوسومات يتزاوج الكودون المضاد في tRNA مع الكودون وتُربط الأحماض الأمينية بروابط ببتيدية.',
    },
    {
      question: 'Where are amino acids joined by peptide bonds during translation?',
      options: ['On the ribosomes', 'Inside the nucleus', 'In the Golgi apparatus', 'In the lysosomes'],
      explanation: 'After transcription in the nucleus the mRNA moves to the cytoplasm, where on the ribosomes the tRNA anticodon pairs with each codon and the amino acids are joined by peptide bonds.',
    },
  ),
  // ── Cell division ─────────────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-meiosis-crossing-over',
    { ar: ['الانقسام الميوزي', 'العبور', 'انقسام الخلية'], en: ['meiosis', 'crossing over', 'cell division'] },
    0,
    {
      question: 'في أي طور يحدث العبور بين الكروموسومات المتماثلة؟',
      options: ['الطور التمهيدي الأول من الانقسام الميوزي', 'الطور الاستوائي من الانقسام الميتوزي', 'الطور الانفصالي الثاني من الانقسام الميوزي', 'الطور النهائي الأول من الانقسام الميوزي'],
      explanation: 'في الطور التمهيدي الأول تتزاوج الكروموسومات المتماثلة مكونة رباعيات، ويتبادل كروماتيدان غير شقيقين أجزاء منهما فتنشأ تراكيب وراثية جديدة.',
    },
    {
      question: 'In which stage does crossing over between homologous chromosomes take place?',
      options: ['Prophase I of meiosis', 'Metaphase of mitosis', 'Anaphase II of meiosis', 'Telophase I of meiosis'],
      explanation: 'In prophase I homologous chromosomes pair up into tetrads and non-sister chromatids exchange segments, producing new gene combinations.',
    },
  ),
  question(
    'biology-meiosis-gamete-chromosomes',
    { ar: ['الانقسام الميوزي', 'الأمشاج', 'عدد الكروموسومات'], en: ['meiosis', 'gametes', 'chromosome number'] },
    2,
    {
      question: 'كم كروموسومًا يوجد في الحيوان المنوي للإنسان؟',
      options: ['46 كروموسومًا', '92 كروموسومًا', '23 كروموسومًا', '22 كروموسومًا'],
      explanation: 'تتكون الأمشاج بالانقسام الميوزي فتحمل نصف عدد الكروموسومات: 23 كروموسومًا (22 جسديًّا وكروموسوم جنس X أو Y)، ويعيد الإخصاب العدد 46.',
    },
    {
      question: 'How many chromosomes does a human sperm cell contain?',
      options: ['46 chromosomes', '92 chromosomes', '23 chromosomes', '22 chromosomes'],
      explanation: 'Gametes form by meiosis and carry half the chromosome number: 23 chromosomes (22 autosomes and one X or Y sex chromosome); fertilisation restores 46.',
    },
  ),
  question(
    'biology-mitosis-daughter-cells',
    { ar: ['الانقسام الميتوزي', 'انقسام الخلية', 'الانقسام المتساوي'], en: ['mitosis', 'cell division'] },
    0,
    {
      question: 'ما نتيجة الانقسام الميتوزي لخلية جسدية ثنائية المجموعة الكروموسومية ($2n$)؟',
      options: ['خليتان $2n$ متماثلتان وراثيًّا', 'أربع خلايا $n$', 'خليتان $n$', 'أربع خلايا $2n$'],
      explanation: 'يعطي الانقسام الميتوزي خليتين تحمل كل منهما العدد نفسه من الكروموسومات ($2n$) ومتماثلتين وراثيًّا مع الخلية الأم، أما أربع خلايا $n$ فنتيجة الانقسام الميوزي.',
    },
    {
      question: 'What does mitosis of a diploid ($2n$) body cell produce?',
      options: ['Two genetically identical $2n$ cells', 'Four $n$ cells', 'Two $n$ cells', 'Four $2n$ cells'],
      explanation: 'Mitosis gives two cells, each with the same chromosome number ($2n$) and genetically identical to the parent cell; four $n$ cells are the result of meiosis.',
    },
  ),
  // ── Genetics ──────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'biology-monohybrid-ratio',
    { ar: [...GENETICS_AR, 'الهجين الأحادي', 'قانون انعزال العوامل'], en: [...GENETICS_EN, 'monohybrid cross', 'law of segregation'] },
    1,
    {
      question: 'عند تلقيح نباتي بازلاء هجينين لصفة الطول ($Tt \\times Tt$)، ما نسبة النباتات الطويلة إلى القصيرة في الأبناء؟',
      options: ['$1:1$', '$3:1$', '$1:2:1$', '$9:3:3:1$'],
      explanation: 'يعطي كل أب مشيجين $T$ و $t$ بالتساوي، فتكون التراكيب $1\\,TT : 2\\,Tt : 1\\,tt$، أي ثلاثة طوال لكل قصير واحد ($3:1$) لأن الطول سائد.',
    },
    {
      question: 'When two pea plants hybrid for height are crossed ($Tt \\times Tt$), what is the ratio of tall to short offspring?',
      options: ['$1:1$', '$3:1$', '$1:2:1$', '$9:3:3:1$'],
      explanation: 'Each parent gives gametes $T$ and $t$ equally, so the genotypes are $1\\,TT : 2\\,Tt : 1\\,tt$: three tall to one short ($3:1$), because tallness is dominant.',
    },
  ),
  question(
    'biology-blood-groups-inheritance',
    { ar: [...GENETICS_AR, 'وراثة فصائل الدم', 'الأليلات المتعددة'], en: [...GENETICS_EN, 'blood group inheritance', 'multiple alleles'] },
    2,
    {
      question: 'أب فصيلة دمه A هجين ($I^{A}i$) وأم فصيلة دمها B هجين ($I^{B}i$). ما فصائل الدم المحتملة لأبنائهما؟',
      options: ['A و B فقط', 'AB فقط', 'A و B و AB و O', 'O فقط'],
      explanation: 'أمشاج الأب $I^{A}$ و $i$، وأمشاج الأم $I^{B}$ و $i$، فتنتج التراكيب $I^{A}I^{B}$ (AB) و $I^{A}i$ (A) و $I^{B}i$ (B) و $ii$ (O) باحتمال الربع لكل منها.',
    },
    {
      question: 'A father of blood group A, heterozygous ($I^{A}i$), and a mother of blood group B, heterozygous ($I^{B}i$), have children. Which blood groups are possible?',
      options: ['A and B only', 'AB only', 'A, B, AB and O', 'O only'],
      explanation: 'The father gives $I^{A}$ or $i$ and the mother $I^{B}$ or $i$, so the genotypes $I^{A}I^{B}$ (AB), $I^{A}i$ (A), $I^{B}i$ (B) and $ii$ (O) each occur with a probability of one quarter.',
    },
  ),
  question(
    'biology-sex-linked-colour-blindness',
    { ar: [...GENETICS_AR, 'عمى الألوان', 'الصفات المرتبطة بالجنس'], en: [...GENETICS_EN, 'colour blindness', 'sex-linked traits'] },
    2,
    {
      question: 'أم حاملة لعمى الألوان ($X^{C}X^{c}$) تزوجت رجلًا سليم الإبصار ($X^{C}Y$). ما احتمال إصابة أبنائهما الذكور بعمى الألوان؟',
      options: ['صفر', '25%', '50%', '100%'],
      explanation: 'يأخذ الابن الذكر الكروموسوم Y من الأب والكروموسوم X من الأم، والأم تعطي $X^{C}$ أو $X^{c}$ بالتساوي، فنصف الذكور ($X^{c}Y$) مصابون.',
    },
    {
      question: 'A carrier mother ($X^{C}X^{c}$) and a father with normal vision ($X^{C}Y$) have sons. What is the probability that a son is colour-blind?',
      options: ['Zero', '25%', '50%', '100%'],
      explanation: 'A son gets his Y chromosome from the father and his X from the mother, who passes $X^{C}$ or $X^{c}$ equally often, so half of the sons ($X^{c}Y$) are colour-blind.',
    },
  ),
  question(
    'biology-incomplete-dominance',
    { ar: [...GENETICS_AR, 'السيادة غير التامة', 'شب الليل'], en: [...GENETICS_EN, 'incomplete dominance', "four o'clock plant"] },
    3,
    {
      question: 'لُقح نبات شب الليل أحمر الأزهار نقي مع آخر أبيض الأزهار نقي فكانت أزهار الجيل الأول كلها وردية. ما نسبة ألوان الأزهار في الجيل الثاني؟',
      options: ['$3:1$ أحمر : أبيض', 'كلها وردية', '$1:1$ وردي : أبيض', '$1:2:1$ أحمر : وردي : أبيض'],
      explanation: 'لا يسود أحد الأليلين على الآخر سيادة تامة فيظهر الهجين بلون وسط (وردي)، ويعطي تلقيح الهجينين التراكيب $1 : 2 : 1$ أي أحمر : وردي : أبيض.',
    },
    {
      question: "A pure red-flowered four o'clock plant is crossed with a pure white-flowered one and the first generation is all pink. What is the ratio of flower colours in the second generation?",
      options: ['$3:1$ red : white', 'All pink', '$1:1$ pink : white', '$1:2:1$ red : pink : white'],
      explanation: 'Neither allele is fully dominant, so the hybrid shows an intermediate colour (pink), and crossing two hybrids gives the genotypes $1 : 2 : 1$, that is red : pink : white.',
    },
  ),
];
