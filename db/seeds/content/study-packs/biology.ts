/**
 * Biology study packs of the Thanaweya Amma curriculum: the cell and cell division (first secondary),
 * nutrition, transport and respiration (second secondary), support and movement, coordination, reproduction,
 * molecular biology and immunity (third secondary).
 */
import { bilingualPoints, type StudyPackSeed } from './study-pack-seed';

export const biologyPacks: StudyPackSeed[] = [
  {
    id: 'bio-cell',
    subject: 'biology',
    category: 'biology',
    level: 'grade10',
    icon: '🔬',
    title: { ar: 'الخلية: وحدة التركيب والوظيفة', en: 'The cell: unit of structure and function' },
    points: bilingualPoints([
      [
        'النظرية الخلوية (شلايدن وشوان وفيرشو): جميع الكائنات الحية تتكون من خلايا، والخلية وحدة التركيب والوظيفة، وكل خلية تنشأ من خلية سابقة لها.',
        'Cell theory (Schleiden, Schwann and Virchow): all living things are made of cells, the cell is the unit of structure and function, and every cell arises from a pre-existing cell.',
      ],
      [
        'الغشاء البلازمي يتكون من طبقتين من الفوسفوليبيدات تتخللهما بروتينات (نموذج الفسيفساء السائل)، وهو اختياري النفاذية.',
        'The plasma membrane is a phospholipid bilayer with proteins embedded in it (the fluid mosaic model) and is selectively permeable.',
      ],
      [
        'النواة يحيط بها غلاف نووي مزدوج به ثقوب، وتحتوي على الكروماتين (DNA مع بروتينات) والنوية التي تكوّن الريبوسومات.',
        'The nucleus is enclosed by a double nuclear envelope with pores and contains chromatin (DNA with proteins) and the nucleolus, which makes ribosomes.',
      ],
      [
        'الميتوكوندريا محطات الطاقة في الخلية: بها غشاءان الداخلي منهما ينثني مكونًا أعرافًا، وفيها يتم التنفس الهوائي وإنتاج ATP، ولها DNA خاص بها.',
        'Mitochondria are the power stations of the cell: they have two membranes, the inner one folded into cristae, carry out aerobic respiration producing ATP, and have their own DNA.',
      ],
      [
        'الريبوسومات مكان بناء البروتين، وتوجد حرة في السيتوبلازم أو ملتصقة بالشبكة الإندوبلازمية.',
        'Ribosomes are where proteins are made; they are free in the cytoplasm or attached to the endoplasmic reticulum.',
      ],
      [
        'الشبكة الإندوبلازمية الخشنة تحمل الريبوسومات وتنقل البروتينات، والملساء تبني الليبيدات وتزيل سمية بعض المواد.',
        'The rough endoplasmic reticulum carries ribosomes and transports proteins; the smooth one makes lipids and detoxifies some substances.',
      ],
      [
        'جهاز جولجي يعدل البروتينات ويعبئها ويفرزها، ويكوّن الليسوسومات.',
        'The Golgi apparatus modifies, packages and secretes proteins and forms lysosomes.',
      ],
      [
        'الليسوسومات أكياس تحتوي على إنزيمات هاضمة تقوم بالهضم داخل الخلية وتتخلص من العضيات التالفة.',
        'Lysosomes are sacs of digestive enzymes that carry out digestion inside the cell and break down worn-out organelles.',
      ],
      [
        'تتميز الخلية النباتية بجدار خلوي من السليلوز وبلاستيدات خضراء (البناء الضوئي) وفجوة عصارية كبيرة، بينما تحتوي الخلية الحيوانية على الجسم المركزي (السنتروسوم).',
        'A plant cell has a cellulose cell wall, chloroplasts (photosynthesis) and a large sap vacuole, while an animal cell has a centrosome.',
      ],
      [
        'الخلايا بدائية النواة (البكتيريا) ليس بها نواة حقيقية ولا عضيات محاطة بأغشية، أما الخلايا حقيقية النواة فبها نواة وعضيات غشائية.',
        'Prokaryotic cells (bacteria) have no true nucleus and no membrane-bound organelles; eukaryotic cells have a nucleus and membrane-bound organelles.',
      ],
    ]),
  },
  {
    id: 'bio-cell-division',
    subject: 'biology',
    category: 'biology',
    level: 'grade10',
    icon: '🧫',
    title: { ar: 'انقسام الخلية: الميتوزي والميوزي', en: 'Cell division: mitosis and meiosis' },
    points: bilingualPoints([
      [
        'دورة الخلية: الطور البيني (النمو ومضاعفة DNA) ثم الانقسام؛ ويتضاعف DNA قبل الانقسام فيتكون كل كروموسوم من كروماتيدين متصلين عند السنترومير.',
        'The cell cycle: interphase (growth and DNA replication) then division; DNA doubles before division, so each chromosome is made of two chromatids joined at the centromere.',
      ],
      [
        'الانقسام الميتوزي يعطي خليتين متماثلتين وراثيًّا مع الخلية الأم ولهما نفس عدد الكروموسومات ($2n$)، ويحدث للنمو وتعويض التالف والتكاثر اللاجنسي.',
        'Mitosis gives two cells genetically identical to the parent with the same chromosome number ($2n$); it serves growth, repair and asexual reproduction.',
      ],
      [
        'أطوار الميتوزي: التمهيدي (تتكثف الكروموسومات ويختفي الغلاف النووي ويتكون المغزل)، والاستوائي (تترتب الكروموسومات على خط الاستواء)، والانفصالي (تنفصل الكروماتيدات إلى القطبين)، والنهائي (يتكون غلافان نوويان).',
        'Stages of mitosis: prophase (chromosomes condense, the nuclear envelope disappears and the spindle forms), metaphase (chromosomes line up at the equator), anaphase (chromatids separate to the poles) and telophase (two nuclear envelopes form).',
      ],
      [
        'انقسام السيتوبلازم: في الخلية الحيوانية بالاختناق من المنتصف، وفي الخلية النباتية بتكون الصفيحة الخلوية.',
        'Division of the cytoplasm: an animal cell pinches in at the middle, while a plant cell forms a cell plate.',
      ],
      [
        'الانقسام الميوزي انقسامان متتاليان يعطيان أربع خلايا بكل منها نصف عدد الكروموسومات ($n$)، ويحدث لتكوين الأمشاج أو الجراثيم.',
        'Meiosis is two successive divisions giving four cells, each with half the chromosome number ($n$); it forms gametes or spores.',
      ],
      [
        'في الطور التمهيدي الأول تتزاوج الكروموسومات المتماثلة مكونة رباعيات، ويحدث العبور بتبادل أجزاء بين كروماتيدات غير شقيقة فتنشأ تراكيب وراثية جديدة.',
        'In prophase I homologous chromosomes pair up into tetrads, and crossing over exchanges segments between non-sister chromatids, producing new gene combinations.',
      ],
      [
        'الانقسام الميوزي الأول يفصل الكروموسومات المتماثلة (انقسام اختزالي)، والثاني يفصل الكروماتيدات الشقيقة مثل الميتوزي.',
        'The first meiotic division separates homologous chromosomes (reduction division), and the second separates sister chromatids, like mitosis.',
      ],
      [
        'الخلية الجسدية في الإنسان بها 46 كروموسومًا (23 زوجًا) والمشيج به 23 كروموسومًا، ويعيد الإخصاب العدد الثنائي $2n$.',
        'A human body cell has 46 chromosomes (23 pairs) and a gamete 23; fertilisation restores the diploid number $2n$.',
      ],
      [
        'أهمية الميوزي: الحفاظ على ثبات عدد الكروموسومات عبر الأجيال، وإحداث التنوع الوراثي بالعبور والتوزيع الحر للكروموسومات.',
        'Meiosis keeps the chromosome number constant from generation to generation and creates genetic variation through crossing over and independent assortment of chromosomes.',
      ],
      [
        'السرطان ينتج عن انقسام خلوي غير منضبط تفقد فيه الخلايا آليات التحكم في دورة الخلية.',
        'Cancer results from uncontrolled cell division in which cells lose the controls of the cell cycle.',
      ],
    ]),
  },
  {
    id: 'bio-photosynthesis',
    subject: 'biology',
    category: 'biology',
    level: 'grade11',
    icon: '🌿',
    title: { ar: 'التغذية الذاتية: البناء الضوئي', en: 'Autotrophic nutrition: photosynthesis' },
    points: bilingualPoints([
      [
        'المعادلة الإجمالية للبناء الضوئي في وجود الضوء والكلوروفيل: $\\mathrm{6CO_2 + 12H_2O \\rightarrow C_6H_{12}O_6 + 6O_2 + 6H_2O}$.',
        'The overall equation of photosynthesis in the presence of light and chlorophyll: $\\mathrm{6CO_2 + 12H_2O \\rightarrow C_6H_{12}O_6 + 6O_2 + 6H_2O}$.',
      ],
      [
        'تتكيف الورقة للبناء الضوئي بنصل رقيق عريض وثغور لتبادل الغازات ونسيج عمادي غني بالبلاستيدات الخضراء وعروق لنقل الماء والغذاء.',
        'The leaf is adapted for photosynthesis by a thin broad blade, stomata for gas exchange, a palisade tissue rich in chloroplasts and veins that carry water and food.',
      ],
      [
        'البلاستيدة الخضراء لها غشاءان، وبداخلها الجرانا (أكوام من الثايلاكويدات تحمل الكلوروفيل) وفيها تحدث التفاعلات الضوئية، والحشوة (الستروما) وفيها تحدث التفاعلات اللاضوئية.',
        'The chloroplast has two membranes and contains grana (stacks of thylakoids carrying chlorophyll) where the light reactions occur, and the stroma where the light-independent reactions occur.',
      ],
      [
        'يمتص الكلوروفيل الضوء الأحمر والأزرق البنفسجي بصورة أساسية ويعكس الضوء الأخضر.',
        'Chlorophyll absorbs mainly red and blue-violet light and reflects green light.',
      ],
      [
        'أثبت روبن وكامن باستخدام نظير الأكسجين $\\mathrm{^{18}O}$ أن الأكسجين المنطلق في البناء الضوئي مصدره الماء وليس ثاني أكسيد الكربون.',
        'Using the oxygen isotope $\\mathrm{^{18}O}$, Ruben and Kamen proved that the oxygen released in photosynthesis comes from water, not from carbon dioxide.',
      ],
      [
        'التفاعلات الضوئية: يمتص الكلوروفيل طاقة الضوء فينشطر الماء (التحلل الضوئي) وينطلق الأكسجين، وتتكون مركبات الطاقة ATP و NADPH.',
        'Light reactions: chlorophyll absorbs light energy, water is split (photolysis), oxygen is released and the energy carriers ATP and NADPH are formed.',
      ],
      [
        'التفاعلات اللاضوئية (دورة كالفن) في الحشوة: يثبت $\\mathrm{CO_2}$ على سكر خماسي الكربون (RuBP) بمساعدة إنزيم روبيسكو، ثم يختزل باستخدام ATP و NADPH لتكوين السكر.',
        'Light-independent reactions (Calvin cycle) in the stroma: $\\mathrm{CO_2}$ is fixed onto a five-carbon sugar (RuBP) by the enzyme RuBisCO, then reduced using ATP and NADPH to make sugar.',
      ],
      [
        'أوضحت تجربة إنجلمان على طحلب الإسبيروجيرا أن البكتيريا الهوائية تتجمع حول أجزاء الطحلب المعرضة للضوء الأحمر والأزرق، أي أن البناء الضوئي يكون أنشط في هذين اللونين.',
        "Engelmann's experiment on the alga Spirogyra showed aerobic bacteria gathering around the parts lit by red and blue light, so photosynthesis is most active in those colours.",
      ],
      [
        'العوامل المؤثرة في البناء الضوئي: شدة الضوء وتركيز $\\mathrm{CO_2}$ ودرجة الحرارة، ويتحدد المعدل بالعامل الموجود بأقل قدر (قانون العوامل المحددة لبلاكمان).',
        "Factors affecting photosynthesis: light intensity, $\\mathrm{CO_2}$ concentration and temperature; the rate is set by whichever factor is in shortest supply (Blackman's law of limiting factors).",
      ],
      [
        'يمتص النبات النيتروجين في صورة نترات لبناء البروتينات، والماغنسيوم عنصر أساسي في جزيء الكلوروفيل، ونقص أي منهما يسبب اصفرار الأوراق.',
        'Plants take up nitrogen as nitrate to build proteins, and magnesium is an essential part of the chlorophyll molecule; a shortage of either turns the leaves yellow.',
      ],
    ]),
  },
  {
    id: 'bio-digestion',
    subject: 'biology',
    category: 'biology',
    level: 'grade11',
    icon: '🍽️',
    title: { ar: 'التغذية غير الذاتية: الهضم في الإنسان', en: 'Heterotrophic nutrition: human digestion' },
    points: bilingualPoints([
      [
        'الهضم تحويل جزيئات الغذاء الكبيرة المعقدة إلى جزيئات بسيطة ذائبة يمكن امتصاصها، بالتحلل المائي بمساعدة الإنزيمات.',
        'Digestion turns large complex food molecules into simple soluble ones that can be absorbed, by enzyme-catalysed hydrolysis.',
      ],
      [
        'في الفم: يحول إنزيم الأميليز اللعابي (التيالين) النشا إلى سكر المالتوز، ويعمل في وسط متعادل تقريبًا.',
        'In the mouth, salivary amylase (ptyalin) turns starch into maltose; it works best in a roughly neutral medium.',
      ],
      [
        'ينتقل الغذاء في المريء بالحركة الدودية (انقباض وانبساط العضلات)، ويغلق لسان المزمار فتحة الحنجرة أثناء البلع.',
        'Food moves down the oesophagus by peristalsis (waves of muscle contraction and relaxation), and the epiglottis closes the larynx during swallowing.',
      ],
      [
        'في المعدة: حمض الهيدروكلوريك يقتل الميكروبات وينشط مولد الببسين إلى ببسين، والببسين يحول البروتينات إلى ببتونات، والرنين في الأطفال يجبن بروتين اللبن.',
        'In the stomach, hydrochloric acid kills microbes and activates pepsinogen into pepsin; pepsin turns proteins into peptones, and rennin in infants curdles milk protein.',
      ],
      [
        'العصارة الصفراوية يفرزها الكبد وتخزن في الحوصلة الصفراوية، ولا تحتوي على إنزيمات، لكنها تستحلب الدهون وتعادل حموضة الكيموس.',
        'Bile is made by the liver and stored in the gall bladder; it contains no enzymes but emulsifies fats and neutralises the acidity of the chyme.',
      ],
      [
        'العصارة البنكرياسية: الأميليز (النشا إلى مالتوز)، والتربسين (البروتينات والببتونات إلى ببتيدات)، والليبيز (الدهون إلى أحماض دهنية وجلسرين)، وبيكربونات الصوديوم لمعادلة الحموضة.',
        'Pancreatic juice: amylase (starch to maltose), trypsin (proteins and peptones to peptides), lipase (fats to fatty acids and glycerol) and sodium bicarbonate to neutralise acid.',
      ],
      [
        'العصارة المعوية: الببتيديز يحول الببتيدات إلى أحماض أمينية، والمالتيز والسكريز واللاكتيز تحول السكريات الثنائية إلى سكريات أحادية.',
        'Intestinal juice: peptidases turn peptides into amino acids, and maltase, sucrase and lactase turn disaccharides into monosaccharides.',
      ],
      [
        'يتم الامتصاص في الأمعاء الدقيقة عبر الخملات التي تزيد مساحة السطح: الجلوكوز والأحماض الأمينية إلى الشعيرات الدموية ثم الوريد البابي الكبدي، والأحماض الدهنية والجلسرين إلى الأوعية اللبنية (الليمفاوية).',
        'Absorption happens in the small intestine through villi that enlarge its surface: glucose and amino acids enter blood capillaries and then the hepatic portal vein, while fatty acids and glycerol enter the lacteals (lymph).',
      ],
      [
        'الأمعاء الغليظة تمتص الماء والأملاح، وتكوّن بكتيريا القولون بعض الفيتامينات مثل فيتامين K وبعض فيتامينات B.',
        'The large intestine absorbs water and salts, and colon bacteria make some vitamins such as vitamin K and some B vitamins.',
      ],
      [
        'هرمونات الهضم: الجاسترين ينشط إفراز العصارة المعدية، والسكرتين ينشط إفراز العصارة البنكرياسية الغنية بالبيكربونات، والكوليسيستوكينين يسبب انقباض الحوصلة الصفراوية.',
        'Digestive hormones: gastrin stimulates gastric juice secretion, secretin stimulates pancreatic juice rich in bicarbonate and cholecystokinin makes the gall bladder contract.',
      ],
    ]),
  },
  {
    id: 'bio-transport',
    subject: 'biology',
    category: 'biology',
    level: 'grade11',
    icon: '🫀',
    title: { ar: 'النقل في النبات والإنسان', en: 'Transport in plants and humans' },
    points: bilingualPoints([
      [
        'تمتص الشعيرات الجذرية الماء بالخاصية الأسموزية من التربة إلى الجذر، وتمتص الأملاح بالانتشار والنقل النشط.',
        'Root hairs absorb water from the soil by osmosis, and mineral salts by diffusion and active transport.',
      ],
      [
        'يصعد الماء والأملاح في الخشب (الأوعية والقصيبات الميتة المغلظة باللجنين)، وتفسر ذلك نظرية التماسك والتلاصق وقوة شد النتح (ديكسون وجولي)، بمساعدة الضغط الجذري والخاصية الشعرية.',
        'Water and salts rise in the xylem (dead vessels and tracheids thickened with lignin), explained by cohesion, adhesion and transpiration pull (Dixon and Joly), helped by root pressure and capillarity.',
      ],
      [
        'النتح فقد الماء في صورة بخار من الثغور أساسًا، ويبرد النبات ويسحب الماء لأعلى، ويزداد بارتفاع الحرارة وشدة الضوء وسرعة الرياح ويقل بزيادة الرطوبة.',
        'Transpiration is the loss of water vapour, mainly through stomata; it cools the plant and pulls water upwards, and it rises with temperature, light intensity and wind speed and falls as humidity rises.',
      ],
      [
        'ينقل اللحاء (الأنابيب الغربالية والخلايا المرافقة) الغذاء العضوي المجهز (السكروز) من أماكن تصنيعه إلى أماكن استهلاكه أو تخزينه في الاتجاهين.',
        'The phloem (sieve tubes and companion cells) carries prepared organic food (sucrose) from where it is made to where it is used or stored, in both directions.',
      ],
      [
        'قلب الإنسان أربع حجرات: الجانب الأيمن يضخ الدم غير المؤكسج إلى الرئتين (الدورة الرئوية)، والأيسر يضخ الدم المؤكسج إلى الجسم (الدورة الجهازية)، وجدار البطين الأيسر أسمك الجدران.',
        'The human heart has four chambers: the right side pumps deoxygenated blood to the lungs (pulmonary circulation), the left side pumps oxygenated blood to the body (systemic circulation), and the left ventricle has the thickest wall.',
      ],
      [
        'الصمام ثلاثي الشرفات بين الأذين والبطين الأيمنين، والثنائي (الميترالي) بين الأيسرين، والصمامات الهلالية عند بداية الأورطى والشريان الرئوي، وكلها تمنع رجوع الدم.',
        'The tricuspid valve lies between the right atrium and ventricle, the bicuspid (mitral) valve between the left ones, and semilunar valves at the start of the aorta and pulmonary artery; all prevent backflow of blood.',
      ],
      [
        'تبدأ ضربة القلب من العقدة الجيبية الأذينية (منظم ضربات القلب) في جدار الأذين الأيمن، ثم تنتقل إلى العقدة الأذينية البطينية فحزمة هس إلى البطينين.',
        'The heartbeat starts at the sinoatrial node (the pacemaker) in the wall of the right atrium, then passes to the atrioventricular node and along the bundle of His to the ventricles.',
      ],
      [
        'الشرايين جدرانها سميكة مرنة وتنقل الدم بعيدًا عن القلب، والأوردة جدرانها أرق وبها صمامات وتعيد الدم إلى القلب، والشعيرات الدموية جدارها طبقة واحدة من الخلايا ويتم عبرها تبادل المواد.',
        'Arteries have thick elastic walls and carry blood away from the heart, veins have thinner walls with valves and return blood to the heart, and capillaries have walls one cell thick through which substances are exchanged.',
      ],
      [
        'مكونات الدم: البلازما (نحو 55٪)، وكرات الدم الحمراء (بها الهيموجلوبين الذي ينقل الأكسجين ولا نواة لها في الثدييات)، وكرات الدم البيضاء (للدفاع)، والصفائح الدموية (للتجلط).',
        'Blood consists of plasma (about 55%), red blood cells (carrying oxygen on haemoglobin, with no nucleus in mammals), white blood cells (defence) and platelets (clotting).',
      ],
      [
        'تجلط الدم: الثرومبوبلاستين يحول البروثرومبين إلى ثرومبين في وجود أيونات الكالسيوم، والثرومبين يحول الفيبرينوجين الذائب إلى خيوط الفيبرين التي تحجز خلايا الدم.',
        'Blood clotting: thromboplastin converts prothrombin into thrombin in the presence of calcium ions, and thrombin converts soluble fibrinogen into fibrin threads that trap blood cells.',
      ],
    ]),
  },
  {
    id: 'bio-respiration',
    subject: 'biology',
    category: 'biology',
    level: 'grade11',
    icon: '🫁',
    title: { ar: 'التنفس الخلوي والتنفس في الإنسان', en: 'Cellular respiration and human breathing' },
    points: bilingualPoints([
      [
        'التنفس الخلوي أكسدة الغذاء داخل الخلايا لتحرير الطاقة وتخزينها في ATP، ومعادلته الإجمالية: $\\mathrm{C_6H_{12}O_6 + 6O_2 \\rightarrow 6CO_2 + 6H_2O}$ + طاقة.',
        'Cellular respiration oxidises food in cells to release energy and store it in ATP; overall: $\\mathrm{C_6H_{12}O_6 + 6O_2 \\rightarrow 6CO_2 + 6H_2O}$ + energy.',
      ],
      [
        'جزيء ATP يتكون من الأدينين وسكر الريبوز وثلاث مجموعات فوسفات، وتنطلق الطاقة عند تحلله مائيًّا إلى ADP وفوسفات.',
        'An ATP molecule is made of adenine, ribose and three phosphate groups; energy is released when it is hydrolysed to ADP and phosphate.',
      ],
      [
        'التحلل الجلوكوزي يحدث في السيتوبلازم ولا يحتاج إلى أكسجين: يتحول الجلوكوز إلى جزيئين من حمض البيروفيك مع صافي 2 ATP و 2 NADH.',
        'Glycolysis takes place in the cytoplasm and needs no oxygen: glucose becomes two molecules of pyruvic acid with a net gain of 2 ATP and 2 NADH.',
      ],
      [
        'في وجود الأكسجين يدخل حمض البيروفيك الميتوكوندريا ويتحول إلى أسيتيل مرافق الإنزيم A مع انطلاق $\\mathrm{CO_2}$.',
        'With oxygen present, pyruvic acid enters the mitochondrion and becomes acetyl coenzyme A, releasing $\\mathrm{CO_2}$.',
      ],
      [
        'دورة كربس في حشوة الميتوكوندريا: يتحد أسيتيل مرافق الإنزيم A مع حمض الأكسالوأسيتيك مكونًا حمض الستريك، وينطلق $\\mathrm{CO_2}$ وتتكون NADH و FADH2 وجزيء ATP في كل دورة.',
        'The Krebs cycle in the mitochondrial matrix: acetyl coenzyme A joins oxaloacetic acid to form citric acid, releasing $\\mathrm{CO_2}$ and producing NADH, FADH2 and one ATP per turn.',
      ],
      [
        'سلسلة نقل الإلكترونات على الأعراف (الغشاء الداخلي): تنتقل إلكترونات NADH و FADH2 عبر السيتوكرومات، والأكسجين هو المستقبل النهائي لها فيتكون الماء، ويتكون معظم ATP بالفسفرة التأكسدية.',
        'The electron transport chain on the cristae (inner membrane): electrons from NADH and FADH2 pass along cytochromes to oxygen, the final acceptor, forming water, and most ATP is made by oxidative phosphorylation.',
      ],
      [
        'ينتج التنفس الهوائي لجزيء جلوكوز واحد حدًّا أقصى نظريًّا نحو 38 جزيء ATP، بينما ينتج التنفس اللاهوائي 2 ATP فقط.',
        'Aerobic respiration of one glucose molecule yields a theoretical maximum of about 38 ATP, while anaerobic respiration yields only 2 ATP.',
      ],
      [
        'التنفس اللاهوائي: التخمر الكحولي في الخميرة يعطي الكحول الإيثيلي و $\\mathrm{CO_2}$، وفي العضلات عند نقص الأكسجين يتكون حمض اللاكتيك فيسبب الإجهاد العضلي.',
        'Anaerobic respiration: alcoholic fermentation in yeast gives ethanol and $\\mathrm{CO_2}$, while muscles short of oxygen form lactic acid, causing muscle fatigue.',
      ],
      [
        'مسار الهواء: الأنف ثم البلعوم فالحنجرة فالقصبة الهوائية فالشعبتان الهوائيتان فالشعيبات ثم الحويصلات الهوائية، حيث يتم تبادل الغازات بالانتشار عبر جدرانها الرقيقة.',
        'The air path: nose, pharynx, larynx, trachea, the two bronchi, bronchioles and finally the alveoli, where gases are exchanged by diffusion across their thin walls.',
      ],
      [
        'الشهيق: ينقبض الحجاب الحاجز فيستوي وتنقبض العضلات بين الضلوع الخارجية فيرتفع القفص الصدري، فيزداد حجم التجويف الصدري ويقل الضغط ويدخل الهواء؛ ويحدث العكس في الزفير.',
        'Inhalation: the diaphragm contracts and flattens and the external intercostal muscles contract, raising the ribcage; the chest volume grows, the pressure falls and air flows in; exhalation is the reverse.',
      ],
      [
        'ينقل الأكسجين في الدم متحدًا بالهيموجلوبين (أوكسي هيموجلوبين)، وينقل معظم $\\mathrm{CO_2}$ في صورة أيونات بيكربونات.',
        'Oxygen is carried in the blood bound to haemoglobin (oxyhaemoglobin), and most $\\mathrm{CO_2}$ is carried as bicarbonate ions.',
      ],
    ]),
  },
  {
    id: 'bio-support-movement',
    subject: 'biology',
    category: 'biology',
    level: 'grade12',
    icon: '🦴',
    title: { ar: 'الدعامة والحركة', en: 'Support and movement' },
    points: bilingualPoints([
      [
        'الدعامة في النبات: امتلاء الخلايا بالماء (ضغط الامتلاء) في النباتات العشبية، والأنسجة الدعامية: الكولنشيمية (تغلظ سليلوزي في الأركان) والإسكلرنشيمية (تغلظ باللجنين: ألياف وخلايا حجرية) والخشب.',
        'Support in plants: turgor (cells full of water) in herbaceous plants, and supporting tissues: collenchyma (cellulose thickening at the corners), sclerenchyma (lignin thickening: fibres and stone cells) and xylem.',
      ],
      [
        'الهيكل العظمي للإنسان البالغ 206 عظمة: الهيكل المحوري (الجمجمة والعمود الفقري والضلوع والقص) والهيكل الطرفي (الأطراف والحزامان الصدري والحوضي).',
        'The adult human skeleton has 206 bones: the axial skeleton (skull, vertebral column, ribs and sternum) and the appendicular skeleton (limbs and the pectoral and pelvic girdles).',
      ],
      [
        'العمود الفقري 33 فقرة: 7 عنقية و12 صدرية و5 قطنية و5 عجزية ملتحمة و4 عصعصية ملتحمة.',
        'The vertebral column has 33 vertebrae: 7 cervical, 12 thoracic, 5 lumbar, 5 fused sacral and 4 fused coccygeal.',
      ],
      [
        'المفاصل: ليفية ثابتة (دروز الجمجمة)، وغضروفية محدودة الحركة (بين الفقرات)، وزلالية واسعة الحركة مثل المفصل الكروي في الكتف والفخذ والمفصل الرزي في المرفق والركبة.',
        'Joints: fibrous and immovable (skull sutures), cartilaginous and slightly movable (between vertebrae), and synovial and freely movable, such as the ball-and-socket joints of the shoulder and hip and the hinge joints of the elbow and knee.',
      ],
      [
        'الأربطة تربط العظام ببعضها عند المفاصل، والأوتار تربط العضلات بالعظام.',
        'Ligaments join bones to each other at joints, and tendons join muscles to bones.',
      ],
      [
        'أنواع العضلات: الهيكلية (مخططة إرادية)، والملساء (غير مخططة لا إرادية في جدران الأحشاء)، والقلبية (مخططة لا إرادية لا تجهد).',
        'Muscle types: skeletal (striated and voluntary), smooth (unstriated and involuntary, in the walls of internal organs) and cardiac (striated, involuntary and does not fatigue).',
      ],
      [
        'العضلة الهيكلية حزم من الألياف العضلية (خلايا متعددة الأنوية)، وكل ليفة بها لييفات من خيوط الأكتين الرفيعة والميوسين السميكة المرتبة في وحدات تسمى القطع العضلية (الساركومير).',
        'A skeletal muscle is bundles of muscle fibres (multinucleate cells); each fibre contains myofibrils of thin actin and thick myosin filaments arranged in units called sarcomeres.',
      ],
      [
        'نظرية الخيوط المنزلقة (هكسلي): يفرز طرف العصب الأستيل كولين، فتنطلق أيونات الكالسيوم من الشبكة الساركوبلازمية، وترتبط رءوس الميوسين بالأكتين وتسحبه مستهلكة ATP، فتقصر القطعة العضلية دون أن تقصر الخيوط نفسها.',
        "Sliding filament theory (Huxley): the nerve ending releases acetylcholine, calcium ions are released from the sarcoplasmic reticulum, and myosin heads bind to actin and pull it using ATP, so the sarcomere shortens while the filaments themselves do not.",
      ],
      [
        'تعمل العضلات في أزواج متضادة: ذات الرأسين تقبض الساعد (ثني المرفق) وذات الثلاثة رءوس تبسطه.',
        'Muscles work in antagonistic pairs: the biceps bends the elbow and the triceps straightens it.',
      ],
      [
        'الإجهاد العضلي ينتج عن تراكم حمض اللاكتيك عند التنفس اللاهوائي لنقص الأكسجين، ويزول بعد الراحة وسداد دين الأكسجين.',
        'Muscle fatigue comes from lactic acid building up during anaerobic respiration when oxygen runs short; it passes after rest, once the oxygen debt is repaid.',
      ],
      [
        'الحركة في النبات: الانتحاءات حركات نمو استجابة لمؤثر مثل الانتحاء الضوئي والأرضي ويتحكم فيها الأوكسين، وحركة نبات المستحية (الميموزا) عند اللمس تنتج عن تغير ضغط الامتلاء.',
        'Movement in plants: tropisms are growth movements in response to a stimulus, such as phototropism and geotropism, controlled by auxin; the touch response of the sensitive plant (Mimosa) is caused by a change in turgor pressure.',
      ],
    ]),
  },
  {
    id: 'bio-nervous-coordination',
    subject: 'biology',
    category: 'biology',
    level: 'grade12',
    icon: '🧠',
    title: { ar: 'التنسيق العصبي', en: 'Nervous coordination' },
    points: bilingualPoints([
      [
        'الخلية العصبية (النيورون): جسم خلوي وزوائد شجيرية تستقبل السيال ومحور ينقله بعيدًا، ويحيط بالمحور غلاف ميليني (خلايا شوان) تتخلله عقد رانفييه فيسرع التوصيل بالقفز.',
        'The neuron: a cell body, dendrites that receive impulses and an axon that carries them away; the axon is wrapped in a myelin sheath (Schwann cells) broken by nodes of Ranvier, which speeds conduction by jumping.',
      ],
      [
        'جهد الراحة نحو $-70\\,\\mathrm{mV}$: داخل الغشاء سالب بالنسبة لخارجه بسبب مضخة الصوديوم والبوتاسيوم (تخرج 3 أيونات صوديوم وتدخل 2 أيون بوتاسيوم) ونفاذية الغشاء الأكبر للبوتاسيوم.',
        "The resting potential is about $-70\\,\\mathrm{mV}$: the inside of the membrane is negative relative to the outside because of the sodium–potassium pump (3 sodium ions out, 2 potassium ions in) and the membrane's greater permeability to potassium.",
      ],
      [
        'جهد العمل: عند التنبيه تنفتح قنوات الصوديوم فتندفع أيوناته إلى الداخل فيصبح الداخل موجبًا (إزالة الاستقطاب)، ثم تخرج أيونات البوتاسيوم فيعود الاستقطاب، تليها فترة جموح لا يستجيب فيها الغشاء.',
        'The action potential: on stimulation sodium channels open and sodium ions rush in, making the inside positive (depolarisation); then potassium ions leave and the membrane repolarises, followed by a refractory period in which it cannot respond.',
      ],
      [
        'قانون الكل أو لا شيء: المنبه الأقل من العتبة لا يولد سيالًا، والمنبه الذي يبلغ العتبة يولد سيالًا كاملًا، وتتوقف شدة الإحساس على عدد السيالات في الثانية.',
        'The all-or-none law: a stimulus below threshold produces no impulse, one at threshold produces a full impulse, and the strength of a sensation depends on the number of impulses per second.',
      ],
      [
        'التشابك العصبي: يسبب وصول السيال إفراز ناقل كيميائي (الأستيل كولين) يعبر الشق التشابكي ويرتبط بمستقبلات الخلية التالية، ثم يحلله إنزيم الكولين إستيريز؛ لذلك ينتقل السيال في اتجاه واحد.',
        'The synapse: an arriving impulse releases a neurotransmitter (acetylcholine) that crosses the synaptic cleft and binds to receptors on the next cell, then is broken down by cholinesterase; so impulses travel in one direction only.',
      ],
      [
        'المخ مركز التفكير والذاكرة والإحساس والحركة الإرادية، والمخيخ يحفظ توازن الجسم وينسق الحركة، والنخاع المستطيل يتحكم في التنفس وضربات القلب وأفعال منعكسة مثل البلع والعطس.',
        'The cerebrum is the centre of thinking, memory, sensation and voluntary movement; the cerebellum keeps balance and coordinates movement; the medulla oblongata controls breathing, heartbeat and reflexes such as swallowing and sneezing.',
      ],
      [
        'الحبل الشوكي مادته الرمادية في الداخل على شكل حرف H والبيضاء في الخارج، وهو مركز الأفعال المنعكسة البسيطة.',
        'The spinal cord has grey matter inside, shaped like the letter H, and white matter outside; it is the centre of simple reflex actions.',
      ],
      [
        'القوس الانعكاسي: مستقبل ← عصبون حسي ← عصبون موصل في الحبل الشوكي ← عصبون حركي ← عضو منفذ، مثل سحب اليد بسرعة عند لمس جسم ساخن.',
        'The reflex arc: receptor → sensory neuron → relay neuron in the spinal cord → motor neuron → effector, as in quickly pulling the hand away from a hot object.',
      ],
      [
        'الجهاز العصبي الطرفي: 12 زوجًا من الأعصاب المخية و31 زوجًا من الأعصاب الشوكية، والأعصاب الشوكية مختلطة (جذر ظهري حسي به عقدة وجذر بطني حركي).',
        'The peripheral nervous system has 12 pairs of cranial nerves and 31 pairs of spinal nerves; spinal nerves are mixed (a sensory dorsal root with a ganglion and a motor ventral root).',
      ],
      [
        'الجهاز العصبي الذاتي: السمبثاوي يهيئ الجسم للطوارئ (يزيد ضربات القلب ويوسع حدقة العين)، والباراسمبثاوي يعيده إلى حالة الراحة (يبطئ ضربات القلب).',
        'The autonomic nervous system: the sympathetic system prepares the body for emergencies (faster heartbeat, dilated pupils), and the parasympathetic system returns it to rest (slower heartbeat).',
      ],
    ]),
  },
  {
    id: 'bio-hormonal-coordination',
    subject: 'biology',
    category: 'biology',
    level: 'grade12',
    icon: '💉',
    title: { ar: 'التنسيق الهرموني', en: 'Hormonal coordination' },
    points: bilingualPoints([
      [
        'الهرمونات رسائل كيميائية تفرزها الغدد الصماء (اللاقنوية) في الدم مباشرة، وتؤثر بكميات ضئيلة على خلايا مستهدفة، وتأثيرها أبطأ من التأثير العصبي لكنه أطول.',
        'Hormones are chemical messengers secreted by endocrine (ductless) glands straight into the blood; they act on target cells in tiny amounts, more slowly than nerves but for longer.',
      ],
      [
        'الغدة النخامية (سيدة الغدد) يتحكم فيها تحت المهاد: الفص الأمامي يفرز هرمون النمو والمنشط للدرقية والمنشط لقشرة الكظر والمنشط للحويصلة والمنشط للجسم الأصفر والبرولاكتين، والفص الخلفي يطلق المضاد لإدرار البول والأوكسيتوسين.',
        'The pituitary (master gland) is controlled by the hypothalamus: the anterior lobe secretes growth hormone, TSH, ACTH, FSH, LH and prolactin, and the posterior lobe releases antidiuretic hormone and oxytocin.',
      ],
      [
        'زيادة هرمون النمو في الصغر تسبب العملقة وفي البالغين تضخم الأطراف (الأكروميجالي)، ونقصه في الصغر يسبب القزامة؛ ونقص الهرمون المضاد لإدرار البول يسبب البول الماسخ (السكري الكاذب).',
        'Too much growth hormone in childhood causes gigantism and in adults acromegaly, while too little in childhood causes dwarfism; lack of antidiuretic hormone causes diabetes insipidus.',
      ],
      [
        'الغدة الدرقية تفرز الثيروكسين (يحتوي على اليود) الذي ينظم معدل الأيض؛ نقصه في الصغر يسبب القماءة وفي الكبار الميكسيديما، ونقص اليود يسبب تضخم الغدة البسيط، وزيادته تسبب الجويتر الجحوظي.',
        'The thyroid secretes thyroxine (which contains iodine) to regulate the metabolic rate; too little causes cretinism in children and myxoedema in adults, iodine deficiency causes simple goitre, and excess causes exophthalmic goitre.',
      ],
      [
        'تفرز الغدة الدرقية أيضًا الكالسيتونين الذي يخفض نسبة الكالسيوم في الدم، بينما يرفعها هرمون الغدد جارات الدرقية (الباراثورمون).',
        'The thyroid also secretes calcitonin, which lowers blood calcium, while the parathyroid hormone (parathormone) raises it.',
      ],
      [
        'جزر لانجرهانز في البنكرياس: خلايا بيتا تفرز الإنسولين الذي يخفض سكر الدم (بتحويل الجلوكوز إلى جليكوجين)، وخلايا ألفا تفرز الجلوكاجون الذي يرفعه؛ ونقص الإنسولين يسبب البول السكري.',
        'The islets of Langerhans in the pancreas: beta cells secrete insulin, which lowers blood sugar (by turning glucose into glycogen), and alpha cells secrete glucagon, which raises it; lack of insulin causes diabetes mellitus.',
      ],
      [
        'قشرة الغدة الكظرية تفرز الكورتيزول (سكر الدم ومقاومة الإجهاد) والألدوستيرون (احتباس الصوديوم) وهرمونات جنسية، ونخاعها يفرز الأدرينالين والنورأدرينالين لمواجهة الطوارئ.',
        'The adrenal cortex secretes cortisol (blood sugar and stress), aldosterone (sodium retention) and sex hormones, while the adrenal medulla secretes adrenaline and noradrenaline for emergencies.',
      ],
      [
        'الخصية تفرز التستوستيرون المسئول عن الصفات الجنسية الثانوية للذكر، والمبيض يفرز الإستروجين والبروجسترون الذي يهيئ بطانة الرحم للحمل ويحافظ عليها.',
        'The testis secretes testosterone, responsible for male secondary sexual characteristics; the ovary secretes oestrogen and progesterone, which prepares and maintains the uterine lining for pregnancy.',
      ],
      [
        'التغذية الراجعة السالبة تضبط الإفراز: ارتفاع الثيروكسين في الدم يثبط إفراز الهرمون المنشط للدرقية من النخامية، فيقل إفراز الثيروكسين.',
        'Negative feedback controls secretion: a high level of thyroxine in the blood inhibits the release of TSH from the pituitary, so less thyroxine is secreted.',
      ],
    ]),
  },
  {
    id: 'bio-reproduction',
    subject: 'biology',
    category: 'biology',
    level: 'grade12',
    icon: '🌸',
    title: { ar: 'التكاثر في الكائنات الحية', en: 'Reproduction in living organisms' },
    points: bilingualPoints([
      [
        'التكاثر اللاجنسي من فرد واحد وينتج أفرادًا متماثلة وراثيًّا: الانشطار الثنائي (البكتيريا والأميبا)، والتبرعم (الخميرة والهيدرا)، والتجرثم (عفن الخبز)، والتجدد (نجم البحر والبلاناريا)، والتكاثر الخضري (العقل والتطعيم والدرنات)، والتكاثر البكري (ذكور نحل العسل).',
        'Asexual reproduction involves one parent and gives genetically identical offspring: binary fission (bacteria, amoeba), budding (yeast, hydra), spore formation (bread mould), regeneration (starfish, planaria), vegetative propagation (cuttings, grafting, tubers) and parthenogenesis (honeybee drones).',
      ],
      [
        'تعاقب الأجيال في السرخس والحزازيات: جيل جرثومي ثنائي المجموعة الكروموسومية ($2n$) يتبادل مع جيل مشيجي أحادي المجموعة ($n$).',
        'Alternation of generations in ferns and mosses: a diploid ($2n$) spore-producing generation alternates with a haploid ($n$) gamete-producing generation.',
      ],
      [
        'الزهرة: الكأس والتويج، والطلع (الأسدية: متك وخيط) عضو التذكير، والمتاع (الكرابل: ميسم وقلم ومبيض) عضو التأنيث؛ والتلقيح نقل حبوب اللقاح من المتك إلى الميسم، ذاتيًّا أو خلطيًّا بالحشرات أو الرياح.',
        'The flower: calyx and corolla, the androecium (stamens: anther and filament) as the male organ and the gynoecium (carpels: stigma, style and ovary) as the female organ; pollination moves pollen from anther to stigma, by self- or cross-pollination via insects or wind.',
      ],
      [
        'الإخصاب المزدوج في النباتات الزهرية: نواة ذكرية تخصب البويضة فتتكون اللاقحة ($2n$) ثم الجنين، والأخرى تندمج مع النواتين القطبيتين فيتكون الإندوسبرم ($3n$).',
        'Double fertilisation in flowering plants: one male nucleus fertilises the egg, forming the zygote ($2n$) and then the embryo, and the other fuses with the two polar nuclei, forming the endosperm ($3n$).',
      ],
      [
        'بعد الإخصاب تتحول البويضة إلى بذرة والمبيض إلى ثمرة، والإثمار البكري تكون ثمار بدون إخصاب فتكون خالية من البذور مثل الموز.',
        'After fertilisation the ovule becomes a seed and the ovary a fruit; parthenocarpy forms fruit without fertilisation, so it is seedless, as in bananas.',
      ],
      [
        'الجهاز التناسلي الذكري: الخصيتان في كيس الصفن (حرارة أقل مناسبة لتكوين الحيوانات المنوية)، والأنابيب المنوية تكوّن الحيوانات المنوية، وخلايا سرتولي تغذيها، والخلايا البينية تفرز التستوستيرون.',
        'The male reproductive system: the testes lie in the scrotum (a lower temperature suits sperm production), the seminiferous tubules make sperm, Sertoli cells nourish them and interstitial cells secrete testosterone.',
      ],
      [
        'تعطي الخلية المنوية الأولية أربعة حيوانات منوية، بينما تعطي الخلية البيضية الأولية بويضة واحدة وأجسامًا قطبية.',
        'One primary spermatocyte gives four sperm, while one primary oocyte gives a single ovum and polar bodies.',
      ],
      [
        'دورة الطمث نحو 28 يومًا: الهرمون المنشط للحويصلة ينمي حويصلة جراف التي تفرز الإستروجين، ثم يسبب الهرمون المنشط للجسم الأصفر التبويض نحو اليوم الرابع عشر وتكوين الجسم الأصفر الذي يفرز البروجسترون؛ فإذا لم يحدث إخصاب يضمر الجسم الأصفر ويحدث الطمث.',
        'The menstrual cycle lasts about 28 days: FSH grows a Graafian follicle that secretes oestrogen, then LH triggers ovulation around day 14 and forms the corpus luteum, which secretes progesterone; without fertilisation the corpus luteum degenerates and menstruation follows.',
      ],
      [
        'يحدث الإخصاب في قناة فالوب، وتنقسم اللاقحة مكونة التوتة ثم البلاستولا التي تنغرس في بطانة الرحم، وتتكون المشيمة لتبادل الغذاء والغازات والفضلات بين الأم والجنين.',
        'Fertilisation takes place in the Fallopian tube; the zygote divides into a morula and then a blastocyst that implants in the uterine lining, and the placenta forms to exchange food, gases and wastes between mother and foetus.',
      ],
      [
        'التوائم المتماثلة تنشأ من انقسام لاقحة واحدة فتكون من نفس الجنس ونفس التركيب الوراثي، والتوائم غير المتماثلة تنشأ من إخصاب بويضتين بحيوانين منويين.',
        'Identical twins come from one zygote that splits, so they have the same sex and the same genes; non-identical twins come from two eggs fertilised by two sperm.',
      ],
    ]),
  },
  {
    id: 'bio-dna-protein-synthesis',
    subject: 'biology',
    category: 'biology',
    level: 'grade12',
    icon: '🧬',
    title: { ar: 'الحمض النووي DNA وتخليق البروتين', en: 'DNA and protein synthesis' },
    points: bilingualPoints([
      [
        'أثبتت تجارب جريفيث (التحول البكتيري) ثم أفري وزملائه ثم هرشي وتشيس (البكتيريوفاج) أن DNA هو المادة الوراثية.',
        'The experiments of Griffith (bacterial transformation), then Avery and colleagues, then Hershey and Chase (bacteriophage) showed that DNA is the genetic material.',
      ],
      [
        'نموذج واطسون وكريك (1953): جزيء DNA سلم حلزوني مزدوج من سلسلتين متعاكستي الاتجاه، وكل نيوكليوتيدة تتكون من سكر ديؤكسي ريبوز ومجموعة فوسفات وقاعدة نيتروجينية.',
        'The Watson and Crick model (1953): DNA is a double helix of two antiparallel strands, and each nucleotide is made of deoxyribose sugar, a phosphate group and a nitrogenous base.',
      ],
      [
        'تزاوج القواعد: الأدينين مع الثايمين (رابطتان هيدروجينيتان) والجوانين مع السيتوزين (ثلاث روابط هيدروجينية)، لذلك $A = T$ و$G = C$ (قاعدة شارجاف).',
        "Base pairing: adenine with thymine (two hydrogen bonds) and guanine with cytosine (three hydrogen bonds), so $A = T$ and $G = C$ (Chargaff's rule).",
      ],
      [
        'تضاعف DNA نصف محافظ: ينفك الحلزون بإنزيم الهليكيز، ويبني إنزيم DNA بلمرة سلسلة جديدة مكملة لكل سلسلة قديمة، ويربط إنزيم الليجيز قطع أوكازاكي في السلسلة المتأخرة.',
        'DNA replication is semi-conservative: helicase unwinds the helix, DNA polymerase builds a new complementary strand on each old one, and ligase joins the Okazaki fragments on the lagging strand.',
      ],
      [
        'يختلف RNA عن DNA في أن سكره ريبوز، وبه اليوراسيل بدلًا من الثايمين، وغالبًا سلسلة مفردة؛ وأنواعه الرسول mRNA والناقل tRNA والريبوسومي rRNA.',
        'RNA differs from DNA in having ribose sugar, uracil instead of thymine and usually a single strand; its types are messenger mRNA, transfer tRNA and ribosomal rRNA.',
      ],
      [
        'النسخ في النواة: ينسخ إنزيم RNA بلمرة إحدى سلسلتي DNA (السلسلة القالب) إلى جزيء mRNA مكمل لها.',
        'Transcription in the nucleus: RNA polymerase copies one DNA strand (the template strand) into a complementary mRNA molecule.',
      ],
      [
        'الشفرة الوراثية ثلاثية: 64 كودونًا منها 61 تشفر لعشرين حمضًا أمينيًّا، وكودون البدء AUG (الميثيونين)، وكودونات الإيقاف UAA و UAG و UGA.',
        'The genetic code is read in triplets: of the 64 codons, 61 code for the 20 amino acids; the start codon is AUG (methionine) and the stop codons are UAA, UAG and UGA.',
      ],
      [
        'الترجمة على الريبوسومات: يحمل tRNA حمضًا أمينيًّا محددًا ويتزاوج الكودون المضاد فيه مع الكودون على mRNA، وترتبط الأحماض الأمينية بروابط ببتيدية لتكوين سلسلة عديد الببتيد.',
        'Translation on the ribosomes: each tRNA carries a specific amino acid and its anticodon pairs with a codon on the mRNA, and the amino acids are joined by peptide bonds into a polypeptide chain.',
      ],
      [
        'الطفرة تغير في تتابع DNA (استبدال أو حذف أو إضافة قاعدة، أو تغير في تركيب الكروموسومات أو عددها)، مثل أنيميا الخلايا المنجلية الناتجة عن استبدال قاعدة واحدة في جين الهيموجلوبين.',
        'A mutation is a change in the DNA sequence (substitution, deletion or insertion of a base, or a change in chromosome structure or number), as in sickle-cell anaemia, caused by a single base substitution in the haemoglobin gene.',
      ],
      [
        'الهندسة الوراثية: تقطع إنزيمات القطع (التحديد) DNA عند تتابعات محددة، ويربط الليجيز الجين في البلازميد الذي يحمله إلى البكتيريا، مثل إنتاج الإنسولين البشري بالبكتيريا.',
        'Genetic engineering: restriction enzymes cut DNA at specific sequences, ligase joins the gene into a plasmid that carries it into bacteria, as in producing human insulin with bacteria.',
      ],
    ]),
  },
  {
    id: 'bio-immunity',
    subject: 'biology',
    category: 'biology',
    level: 'grade12',
    icon: '🛡️',
    title: { ar: 'المناعة في الإنسان', en: 'Immunity in humans' },
    points: bilingualPoints([
      [
        'المناعة الطبيعية (غير المتخصصة) خط دفاعها الأول: الجلد والأغشية المخاطية والدموع واللعاب (بها إنزيم الليزوزيم) وحموضة المعدة.',
        'Innate (non-specific) immunity has a first line of defence: skin, mucous membranes, tears and saliva (containing the enzyme lysozyme) and stomach acid.',
      ],
      [
        'خط الدفاع الثاني: الالتهاب، والبلعمة بالخلايا المتعادلة والبلعمية الكبيرة، والحمى، والإنترفيرونات التي تفرزها الخلايا المصابة بالفيروس، والبروتينات المتممة.',
        'The second line of defence: inflammation, phagocytosis by neutrophils and macrophages, fever, interferons released by virus-infected cells, and complement proteins.',
      ],
      [
        'المناعة المكتسبة (المتخصصة) تقوم بها الخلايا الليمفاوية B و T التي تنشأ في نخاع العظم؛ تنضج الخلايا B في نخاع العظم والخلايا T في الغدة التيموسية.',
        'Acquired (specific) immunity is carried out by B and T lymphocytes, which arise in the bone marrow; B cells mature in the bone marrow and T cells in the thymus.',
      ],
      [
        'الأنتيجين مادة غريبة تستحث استجابة مناعية، والجسم المضاد بروتين على شكل حرف Y (جلوبيولين مناعي) يرتبط بأنتيجين محدد.',
        'An antigen is a foreign substance that triggers an immune response; an antibody is a Y-shaped protein (immunoglobulin) that binds one specific antigen.',
      ],
      [
        'المناعة الخلطية: تتحول الخلايا B المنشطة إلى خلايا بلازمية تفرز الأجسام المضادة وخلايا B ذاكرة.',
        'Humoral immunity: activated B cells turn into plasma cells that secrete antibodies and into memory B cells.',
      ],
      [
        'المناعة الخلوية: الخلايا T المساعدة تنشط الخلايا B و T، والخلايا T القاتلة (السامة) تدمر الخلايا المصابة والسرطانية، والخلايا T المثبطة توقف الاستجابة المناعية بعد انتهاء العدوى.',
        'Cell-mediated immunity: helper T cells activate B and T cells, killer (cytotoxic) T cells destroy infected and cancer cells, and suppressor T cells stop the immune response once the infection is over.',
      ],
      [
        'الاستجابة المناعية الثانوية أسرع وأقوى من الأولية بسبب خلايا الذاكرة التي تتعرف على الأنتيجين نفسه عند تكرار الإصابة.',
        'The secondary immune response is faster and stronger than the primary one because memory cells recognise the same antigen when it returns.',
      ],
      [
        'المناعة النشطة يكوّن فيها الجسم أجسامه المضادة بعد الإصابة أو التطعيم وتدوم طويلًا، والمناعة السلبية أجسام مضادة جاهزة (المصل أو عبر المشيمة ولبن الأم) وتدوم فترة قصيرة.',
        'In active immunity the body makes its own antibodies after infection or vaccination and it lasts long; passive immunity is ready-made antibodies (serum, or via the placenta and breast milk) and lasts only a short time.',
      ],
      [
        'اللقاح (الطعم) ميكروبات ميتة أو مضعفة أو سمومها المعدلة (التوكسويد) تنشط الجهاز المناعي دون أن تسبب المرض.',
        'A vaccine is dead or weakened microbes or their modified toxins (toxoids), which activate the immune system without causing the disease.',
      ],
      [
        'اضطرابات المناعة: الحساسية (استجابة مفرطة يفرز فيها الهيستامين)، وأمراض المناعة الذاتية مثل السكري من النوع الأول والروماتويد، ونقص المناعة المكتسب (الإيدز) الذي يهاجم فيه فيروس HIV الخلايا T المساعدة.',
        'Immune disorders: allergy (an excessive response that releases histamine), autoimmune diseases such as type 1 diabetes and rheumatoid arthritis, and acquired immunodeficiency (AIDS), in which HIV attacks helper T cells.',
      ],
    ]),
  },
];
