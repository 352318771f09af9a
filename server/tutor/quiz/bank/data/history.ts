import type { BankQuestion } from '../types';

interface Version {
  question: string;
  options: readonly [string, string, string, string];
  explanation: string;
}

/** One question in both languages: the same options in the same order and the same correct answer. */
function question(
  id: string,
  keywords: { ar: readonly string[]; en: readonly string[] },
  correctAnswer: 0 | 1 | 2 | 3,
  ar: Version,
  en: Version,
): BankQuestion {
  return { id, keywords, ar: { ...ar, correctAnswer }, en: { ...en, correctAnswer } };
}

/** History questions, ancient Egypt to modern Egypt (Egyptian secondary curriculum). */
export const historyQuestions: readonly BankQuestion[] = [
  // ── Ancient Egypt ──────────────────────────────────────────────────────────────────────────────────────────
  question(
    'history-ancient-egypt-menes',
    { ar: ['توحيد القطرين', 'الملك مينا', 'مصر القديمة', 'الفراعنة'], en: ['unification of Egypt', 'Menes', 'ancient Egypt', 'pharaohs'] },
    2,
    {
      question: 'من الملك الذي وحّد القطرين (الوجه القبلي والوجه البحري) نحو عام 3200 ق.م؟',
      options: ['خوفو', 'أحمس الأول', 'مينا (نارمر)', 'رمسيس الثاني'],
      explanation: 'وحّد الملك مينا (نارمر) الوجهين القبلي والبحري نحو عام 3200 ق.م، وأسس الأسرة الأولى واتخذ منف عاصمة له.',
    },
    {
      question: 'Which king unified the two lands (Upper and Lower Egypt) around 3200 BC?',
      options: ['Khufu', 'Ahmose I', 'Menes (Narmer)', 'Ramesses II'],
      explanation: 'King Menes (Narmer) unified Upper and Lower Egypt around 3200 BC, founded the First Dynasty and made Memphis his capital.',
    },
  ),
  question(
    'history-ancient-egypt-ahmose-hyksos',
    { ar: ['طرد الهكسوس', 'الهكسوس', 'أحمس', 'الدولة الحديثة'], en: ['Hyksos', 'Ahmose', 'New Kingdom'] },
    1,
    {
      question: 'من الملك الذي طرد الهكسوس من مصر وبدأ عصر الدولة الحديثة؟',
      options: ['تحتمس الثالث', 'أحمس الأول', 'إخناتون', 'مينا'],
      explanation: 'أكمل أحمس الأول حرب التحرير التي بدأها أبوه سقنن رع وأخوه كامس، فطرد الهكسوس وبدأ عصر الدولة الحديثة.',
    },
    {
      question: 'Which king expelled the Hyksos from Egypt and began the New Kingdom?',
      options: ['Thutmose III', 'Ahmose I', 'Akhenaten', 'Menes'],
      explanation: 'Ahmose I completed the war of liberation begun by his father Seqenenre and his brother Kamose, drove out the Hyksos and began the New Kingdom.',
    },
  ),
  question(
    'history-ancient-egypt-kadesh',
    { ar: ['معركة قادش', 'رمسيس الثاني', 'الحيثيين'], en: ['Battle of Kadesh', 'Ramesses II', 'Hittites'] },
    3,
    {
      question: 'ضد من خاض الملك رمسيس الثاني معركة قادش؟',
      options: ['الهكسوس', 'الفرس', 'الرومان', 'الحيثيين'],
      explanation: 'حارب رمسيس الثاني الحيثيين في معركة قادش، ثم عقد معهم معاهدة سلام تُعد أقدم معاهدة سلام مكتوبة معروفة.',
    },
    {
      question: 'Against whom did King Ramesses II fight the Battle of Kadesh?',
      options: ['The Hyksos', 'The Persians', 'The Romans', 'The Hittites'],
      explanation: 'Ramesses II fought the Hittites at Kadesh and later signed a peace treaty with them, the oldest known written peace treaty.',
    },
  ),
  question(
    'history-ancient-egypt-akhenaten',
    { ar: ['إخناتون', 'اخناتون', 'عبادة آتون', 'التوحيد عند الفراعنة'], en: ['Akhenaten', 'Aten', 'Amarna'] },
    0,
    {
      question: 'إلى عبادة أي إله دعا الملك إخناتون؟',
      options: ['آتون', 'آمون', 'بتاح', 'أوزوريس'],
      explanation: 'دعا إخناتون إلى عبادة إله واحد هو آتون (قرص الشمس)، ونقل العاصمة إلى مدينة أخيتاتون (تل العمارنة).',
    },
    {
      question: 'King Akhenaten called for the worship of which god?',
      options: ['Aten', 'Amun', 'Ptah', 'Osiris'],
      explanation: 'Akhenaten called for the worship of one god, the Aten (the sun disc), and moved the capital to Akhetaten (Tell el-Amarna).',
    },
  ),
  question(
    'history-ancient-egypt-rosetta-stone',
    { ar: ['حجر رشيد', 'الهيروغليفية', 'الخط الهيروغليفي', 'شامبليون'], en: ['Rosetta Stone', 'hieroglyphs', 'Champollion'] },
    2,
    {
      question: 'من العالم الذي فك رموز الخط الهيروغليفي سنة 1822م مستعينًا بحجر رشيد؟',
      options: ['نابليون بونابرت', 'هيرودوت', 'شامبليون', 'كليبر'],
      explanation: 'فك العالم الفرنسي شامبليون رموز الهيروغليفية سنة 1822م بمقارنة نصوص حجر رشيد الذي اكتُشف سنة 1799م أثناء الحملة الفرنسية.',
    },
    {
      question: 'Which scholar deciphered hieroglyphic writing in 1822 with the help of the Rosetta Stone?',
      options: ['Napoleon Bonaparte', 'Herodotus', 'Champollion', 'Kleber'],
      explanation: 'The French scholar Champollion deciphered hieroglyphs in 1822 by comparing the texts of the Rosetta Stone, found in 1799 during the French campaign.',
    },
  ),
  // ── The Islamic conquest ───────────────────────────────────────────────────────────────────────────────────
  question(
    'history-islamic-conquest-amr',
    { ar: ['الفتح الإسلامي لمصر', 'فتح مصر', 'عمرو بن العاص'], en: ['Islamic conquest of Egypt', 'Arab conquest', 'Amr ibn al-As'] },
    1,
    {
      question: 'من القائد الذي قاد الفتح الإسلامي لمصر سنة 639م (18هـ)؟',
      options: ['خالد بن الوليد', 'عمرو بن العاص', 'سعد بن أبي وقاص', 'أبو عبيدة بن الجراح'],
      explanation: 'قاد عمرو بن العاص جيش المسلمين إلى مصر سنة 639م في خلافة عمر بن الخطاب، وانتهى الفتح بمعاهدة الإسكندرية سنة 642م.',
    },
    {
      question: 'Which commander led the Islamic conquest of Egypt in 639 AD (18 AH)?',
      options: ['Khalid ibn al-Walid', 'Amr ibn al-As', "Sa'd ibn Abi Waqqas", 'Abu Ubayda ibn al-Jarrah'],
      explanation: 'Amr ibn al-As led the Muslim army into Egypt in 639 AD during the caliphate of Umar ibn al-Khattab; the conquest ended with the Treaty of Alexandria in 642 AD.',
    },
  ),
  question(
    'history-islamic-conquest-fustat',
    { ar: ['الفسطاط', 'الفتح الإسلامي لمصر', 'جامع عمرو بن العاص'], en: ['Fustat', 'Islamic conquest of Egypt', 'Mosque of Amr'] },
    3,
    {
      question: 'ما العاصمة التي أسسها عمرو بن العاص في مصر بعد الفتح الإسلامي؟',
      options: ['القاهرة', 'العسكر', 'القطائع', 'الفسطاط'],
      explanation: 'أسس عمرو بن العاص مدينة الفسطاط وبنى فيها جامعه، أول مسجد في مصر وأفريقيا. أما العسكر فأسسها العباسيون، والقطائع أسسها أحمد بن طولون، والقاهرة أسسها الفاطميون.',
    },
    {
      question: 'Which capital did Amr ibn al-As found in Egypt after the Islamic conquest?',
      options: ['Cairo', 'Al-Askar', "Al-Qata'i", 'Al-Fustat'],
      explanation: "Amr ibn al-As founded al-Fustat and built his mosque there, the first mosque in Egypt and Africa. Al-Askar was founded by the Abbasids, al-Qata'i by Ahmad ibn Tulun and Cairo by the Fatimids.",
    },
  ),
  question(
    'history-islamic-conquest-babylon',
    { ar: ['حصن بابليون', 'الفتح الإسلامي لمصر', 'البيزنطيين'], en: ['Babylon fortress', 'Islamic conquest of Egypt', 'Byzantines'] },
    0,
    {
      question: 'ما الحصن البيزنطي الذي حاصره عمرو بن العاص حتى سقط سنة 641م؟',
      options: ['حصن بابليون', 'قلعة صلاح الدين', 'قلعة قايتباي', 'قلعة رشيد'],
      explanation: 'كان حصن بابليون أقوى حصون البيزنطيين في مصر، وحاصره المسلمون حتى سقط سنة 641م. أما قلعة صلاح الدين وقلعة قايتباي وقلعة رشيد فبُنيت بعد ذلك بقرون.',
    },
    {
      question: 'Which Byzantine fortress did Amr ibn al-As besiege until it fell in 641 AD?',
      options: ['The Babylon fortress', 'The Citadel of Saladin', 'The Citadel of Qaitbay', 'The Fort of Rosetta'],
      explanation: 'The Babylon fortress was the strongest Byzantine stronghold in Egypt; the Muslims besieged it until it fell in 641 AD. The other fortresses were built centuries later.',
    },
  ),
  // ── Fatimids and al-Azhar ──────────────────────────────────────────────────────────────────────────────────
  question(
    'history-fatimids-jawhar-cairo',
    { ar: ['جوهر الصقلي', 'بناء القاهرة', 'الدولة الفاطمية', 'الفاطميين'], en: ['Jawhar al-Siqilli', 'founding of Cairo', 'Fatimids'] },
    2,
    {
      question: 'من القائد الفاطمي الذي دخل مصر سنة 969م وبنى مدينة القاهرة؟',
      options: ['صلاح الدين الأيوبي', 'أحمد بن طولون', 'جوهر الصقلي', 'عمرو بن العاص'],
      explanation: 'دخل جوهر الصقلي مصر سنة 969م باسم الخليفة المعز لدين الله الفاطمي، وبنى القاهرة عاصمة للدولة الفاطمية.',
    },
    {
      question: 'Which Fatimid commander entered Egypt in 969 AD and built the city of Cairo?',
      options: ['Saladin', 'Ahmad ibn Tulun', 'Jawhar al-Siqilli', 'Amr ibn al-As'],
      explanation: 'Jawhar al-Siqilli entered Egypt in 969 AD in the name of the Fatimid caliph al-Muizz li-Din Allah and built Cairo as the capital of the Fatimid state.',
    },
  ),
  question(
    'history-fatimids-al-azhar',
    { ar: ['الجامع الأزهر', 'الأزهر', 'الدولة الفاطمية'], en: ['al-Azhar', 'Al-Azhar Mosque', 'Fatimids'] },
    0,
    {
      question: 'في أي عصر بُني الجامع الأزهر؟',
      options: ['العصر الفاطمي', 'العصر الأيوبي', 'العصر المملوكي', 'العصر العثماني'],
      explanation: 'بدأ جوهر الصقلي بناء الجامع الأزهر سنة 970م في العصر الفاطمي، وأقيمت فيه أول صلاة سنة 972م، ثم صار جامعة للعلوم الدينية واللغة العربية.',
    },
    {
      question: 'In which era was al-Azhar Mosque built?',
      options: ['The Fatimid era', 'The Ayyubid era', 'The Mamluk era', 'The Ottoman era'],
      explanation: 'Jawhar al-Siqilli began building al-Azhar in 970 AD under the Fatimids; the first prayer was held there in 972 AD, and it later became a university of religious sciences and Arabic.',
    },
  ),
  question(
    'history-ayyubids-saladin',
    { ar: ['صلاح الدين الأيوبي', 'نهاية الدولة الفاطمية', 'الدولة الأيوبية'], en: ['Saladin', 'end of the Fatimids', 'Ayyubids'] },
    1,
    {
      question: 'من الذي أنهى الدولة الفاطمية في مصر سنة 1171م؟',
      options: ['الظاهر بيبرس', 'صلاح الدين الأيوبي', 'السلطان سليم الأول', 'سيف الدين قطز'],
      explanation: 'أنهى صلاح الدين الأيوبي الخلافة الفاطمية سنة 1171م وأسس الدولة الأيوبية في مصر.',
    },
    {
      question: 'Who ended the Fatimid state in Egypt in 1171 AD?',
      options: ['Al-Zahir Baybars', 'Saladin', 'Sultan Selim I', 'Sayf al-Din Qutuz'],
      explanation: 'Saladin ended the Fatimid Caliphate in 1171 AD and founded the Ayyubid state in Egypt.',
    },
  ),
  // ── Ottoman Egypt ──────────────────────────────────────────────────────────────────────────────────────────
  question(
    'history-ottoman-ridaniya',
    { ar: ['العصر العثماني', 'الفتح العثماني لمصر', 'معركة الريدانية', 'مرج دابق'], en: ['Ottoman conquest of Egypt', 'Battle of Ridaniya', 'Ottoman Egypt'] },
    3,
    {
      question: 'في أي معركة هزم العثمانيون المماليك قرب القاهرة سنة 1517م؟',
      options: ['مرج دابق', 'عين جالوت', 'حطين', 'الريدانية'],
      explanation: 'هزم السلطان سليم الأول المماليك في مرج دابق بالشام سنة 1516م، ثم في الريدانية قرب القاهرة سنة 1517م، فأصبحت مصر ولاية عثمانية.',
    },
    {
      question: 'In which battle near Cairo did the Ottomans defeat the Mamluks in 1517?',
      options: ['Marj Dabiq', 'Ain Jalut', 'Hattin', 'Al-Ridaniya'],
      explanation: 'Sultan Selim I defeated the Mamluks at Marj Dabiq in Syria in 1516 and then at al-Ridaniya near Cairo in 1517, and Egypt became an Ottoman province.',
    },
  ),
  question(
    'history-ottoman-tuman-bay',
    { ar: ['طومان باي', 'العصر العثماني', 'سقوط المماليك'], en: ['Tuman Bay', 'fall of the Mamluks', 'Ottoman Egypt'] },
    0,
    {
      question: 'من آخر سلاطين المماليك الذي أعدمه العثمانيون على باب زويلة سنة 1517م؟',
      options: ['طومان باي', 'قنصوه الغوري', 'علي بك الكبير', 'مراد بك'],
      explanation: 'قاوم طومان باي العثمانيين بعد هزيمة الريدانية، ثم أُسر وأُعدم على باب زويلة. أما قنصوه الغوري فقُتل في مرج دابق سنة 1516م.',
    },
    {
      question: 'Which last Mamluk sultan was hanged by the Ottomans at Bab Zuwayla in 1517?',
      options: ['Tuman Bay', 'Qansuh al-Ghawri', 'Ali Bey al-Kabir', 'Murad Bey'],
      explanation: 'Tuman Bay resisted the Ottomans after the defeat at al-Ridaniya, then was captured and hanged at Bab Zuwayla. Qansuh al-Ghawri had been killed at Marj Dabiq in 1516.',
    },
  ),
  // ── The French campaign ────────────────────────────────────────────────────────────────────────────────────
  question(
    'history-french-campaign-year',
    { ar: ['الحملة الفرنسية', 'نابليون بونابرت', 'الحملة الفرنسية على مصر'], en: ['French campaign', 'Napoleon', 'French expedition to Egypt'] },
    1,
    {
      question: 'في أي عام وصلت الحملة الفرنسية بقيادة نابليون بونابرت إلى مصر؟',
      options: ['1789م', '1798م', '1801م', '1805م'],
      explanation: 'نزلت الحملة الفرنسية الإسكندرية في يوليو 1798م، وبقيت في مصر حتى خروجها سنة 1801م.',
    },
    {
      question: 'In which year did the French campaign led by Napoleon Bonaparte reach Egypt?',
      options: ['1789', '1798', '1801', '1805'],
      explanation: 'The French campaign landed at Alexandria in July 1798 and stayed in Egypt until it left in 1801.',
    },
  ),
  question(
    'history-french-campaign-abu-qir',
    { ar: ['موقعة أبي قير البحرية', 'الحملة الفرنسية', 'نلسون'], en: ['Battle of Abu Qir', 'Battle of the Nile', 'Nelson', 'French campaign'] },
    2,
    {
      question: 'ما الموقعة التي دمّر فيها الأسطول البريطاني بقيادة نلسون الأسطول الفرنسي سنة 1798م؟',
      options: ['معركة إمبابة', 'معركة التل الكبير', 'موقعة أبي قير البحرية', 'موقعة نافارين'],
      explanation: 'دمّر نلسون الأسطول الفرنسي في موقعة أبي قير البحرية في أغسطس 1798م، فانقطعت صلة الحملة بفرنسا.',
    },
    {
      question: 'In which battle did the British fleet under Nelson destroy the French fleet in 1798?',
      options: ['The Battle of Imbaba', 'The Battle of Tel el-Kebir', 'The naval Battle of Abu Qir', 'The Battle of Navarino'],
      explanation: 'Nelson destroyed the French fleet at the naval Battle of Abu Qir (the Battle of the Nile) in August 1798, cutting the campaign off from France.',
    },
  ),
  question(
    'history-french-campaign-kleber',
    { ar: ['اغتيال كليبر', 'سليمان الحلبي', 'مقاومة الحملة الفرنسية'], en: ['Kleber', 'Suleiman al-Halabi', 'resistance to the French'] },
    3,
    {
      question: 'من الذي اغتال القائد الفرنسي كليبر في القاهرة سنة 1800م؟',
      options: ['عمر مكرم', 'محمد كريم', 'حسن طوبار', 'سليمان الحلبي'],
      explanation: 'اغتال سليمان الحلبي، وكان طالبًا بالأزهر، الجنرال كليبر في يونيو 1800م بعد قمعه ثورة القاهرة الثانية.',
    },
    {
      question: 'Who assassinated the French commander Kleber in Cairo in 1800?',
      options: ['Omar Makram', 'Muhammad Kurayyim', 'Hassan Tubar', 'Suleiman al-Halabi'],
      explanation: 'Suleiman al-Halabi, a student at al-Azhar, assassinated General Kleber in June 1800 after he crushed the second Cairo revolt.',
    },
  ),
  // ── Muhammad Ali ───────────────────────────────────────────────────────────────────────────────────────────
  question(
    'history-muhammad-ali-1805',
    {
      ar: ['محمد علي', 'محمد علي باشا', 'عصر محمد علي', 'تولي محمد علي حكم مصر', 'عمر مكرم'],
      en: ['Muhammad Ali', 'Muhammad Ali Pasha', 'Mohamed Ali', 'rise of Muhammad Ali'],
    },
    0,
    {
      question: 'في أي عام تولّى محمد علي حكم مصر بعد أن اختاره زعماء الشعب بقيادة عمر مكرم؟',
      options: ['1805م', '1798م', '1811م', '1840م'],
      explanation: 'اختار زعماء الشعب بقيادة عمر مكرم محمد علي واليًا سنة 1805م، فأصدر السلطان العثماني فرمانًا بتوليته.',
    },
    {
      question: "In which year did Muhammad Ali become ruler of Egypt, chosen by the people's leaders headed by Omar Makram?",
      options: ['1805', '1798', '1811', '1840'],
      explanation: "The people's leaders headed by Omar Makram chose Muhammad Ali as governor in 1805, and the Ottoman sultan issued a decree appointing him.",
    },
  ),
  question(
    'history-citadel-massacre',
    {
      ar: ['مذبحة القلعة', 'محمد علي', 'عصر محمد علي', 'محمد علي والمماليك'],
      en: ['Citadel massacre', 'Muhammad Ali', 'Muhammad Ali and the Mamluks'],
    },
    2,
    {
      question: 'ما الحدث الذي تخلّص فيه محمد علي من زعماء المماليك سنة 1811م؟',
      options: ['حملة فريزر', 'معاهدة لندن', 'مذبحة القلعة', 'موقعة نافارين'],
      explanation: 'دعا محمد علي زعماء المماليك إلى القلعة في مارس 1811م ثم قضى عليهم في مذبحة القلعة، فانفرد بحكم مصر.',
    },
    {
      question: 'In which event did Muhammad Ali get rid of the Mamluk leaders in 1811?',
      options: ['The Fraser campaign', 'The Treaty of London', 'The Citadel massacre', 'The Battle of Navarino'],
      explanation: 'Muhammad Ali invited the Mamluk leaders to the Citadel in March 1811 and had them killed there, leaving him sole ruler of Egypt.',
    },
  ),
  question(
    'history-treaty-of-london-1840',
    { ar: ['معاهدة لندن 1840', 'تسوية لندن', 'تحديد الجيش المصري'], en: ['Treaty of London 1840', 'London settlement', 'army limited'] },
    1,
    {
      question: 'كم جنديًّا حددت معاهدة لندن سنة 1840م عدد الجيش المصري؟',
      options: ['10 آلاف جندي', '18 ألف جندي', '50 ألف جندي', '100 ألف جندي'],
      explanation: 'فرضت الدول الأوروبية معاهدة لندن 1840م على محمد علي، فحددت جيشه بثمانية عشر ألف جندي وجعلت حكم مصر وراثيًّا في أسرته.',
    },
    {
      question: 'To how many soldiers did the Treaty of London of 1840 limit the Egyptian army?',
      options: ['10,000 soldiers', '18,000 soldiers', '50,000 soldiers', '100,000 soldiers'],
      explanation: "The European powers imposed the Treaty of London of 1840 on Muhammad Ali: it limited his army to eighteen thousand soldiers and made the rule of Egypt hereditary in his family.",
    },
  ),
  question(
    'history-fraser-campaign',
    { ar: ['حملة فريزر', 'هزيمة الإنجليز في رشيد'], en: ['Fraser campaign', 'Fraser expedition', 'Rosetta 1807'] },
    3,
    {
      question: 'في أي مدينة هُزمت حملة فريزر الإنجليزية على مصر سنة 1807م؟',
      options: ['الإسكندرية', 'دمياط', 'بورسعيد', 'رشيد'],
      explanation: 'احتلت حملة فريزر الإسكندرية أولًا، ثم هزمها الأهالي والجنود في رشيد سنة 1807م، فانسحبت من مصر.',
    },
    {
      question: 'In which city was the British Fraser campaign defeated in Egypt in 1807?',
      options: ['Alexandria', 'Damietta', 'Port Said', 'Rosetta (Rashid)'],
      explanation: 'The Fraser campaign first occupied Alexandria, then was defeated by the townspeople and soldiers at Rosetta in 1807 and withdrew from Egypt.',
    },
  ),
  question(
    'history-tahtawi-missions',
    { ar: ['رفاعة الطهطاوي', 'البعثات العلمية', 'البعثات التعليمية'], en: ['Rifaa al-Tahtawi', 'educational missions', 'study missions to Europe'] },
    0,
    {
      question: 'من الذي رافق البعثة العلمية إلى فرنسا سنة 1826م إمامًا لها، ثم صار من رواد النهضة الفكرية في مصر؟',
      options: ['رفاعة الطهطاوي', 'علي مبارك', 'محمد عبده', 'جمال الدين الأفغاني'],
      explanation: 'سافر رفاعة الطهطاوي إمامًا لبعثة 1826م إلى فرنسا، وألّف كتاب تخليص الإبريز في تلخيص باريز، وأدار مدرسة الألسن بعد عودته.',
    },
    {
      question: "Who went with the 1826 educational mission to France as its imam and became a pioneer of Egypt's intellectual renaissance?",
      options: ['Rifaa al-Tahtawi', 'Ali Mubarak', 'Muhammad Abduh', 'Jamal al-Din al-Afghani'],
      explanation: 'Rifaa al-Tahtawi travelled as imam of the 1826 mission to France, wrote a famous book about Paris and ran the School of Languages after his return.',
    },
  ),
  // ── The Urabi revolt ───────────────────────────────────────────────────────────────────────────────────────
  question(
    'history-urabi-abdeen',
    { ar: ['الثورة العرابية', 'مظاهرة عابدين', 'أحمد عرابي'], en: ['Urabi revolt', 'Abdeen demonstration', 'Ahmed Urabi'] },
    2,
    {
      question: 'أمام أي قصر قاد أحمد عرابي مظاهرة الجيش في 9 سبتمبر 1881م؟',
      options: ['قصر القبة', 'قصر رأس التين', 'قصر عابدين', 'قصر المنتزه'],
      explanation: 'قاد عرابي مظاهرة عابدين في 9 سبتمبر 1881م، وطالب الخديوي توفيق بإسقاط وزارة رياض وتشكيل مجلس النواب وزيادة عدد الجيش.',
    },
    {
      question: 'In front of which palace did Ahmed Urabi lead the army demonstration of 9 September 1881?',
      options: ['Qubba Palace', 'Ras el-Tin Palace', 'Abdeen Palace', 'Montaza Palace'],
      explanation: 'Urabi led the Abdeen demonstration on 9 September 1881, demanding that Khedive Tawfiq dismiss the Riyad ministry, form a chamber of deputies and enlarge the army.',
    },
  ),
  question(
    'history-urabi-tel-el-kebir',
    { ar: ['معركة التل الكبير', 'الاحتلال البريطاني لمصر', 'الثورة العرابية'], en: ['Battle of Tel el-Kebir', 'British occupation of Egypt', 'Urabi revolt'] },
    1,
    {
      question: 'ما المعركة التي انتهت بالاحتلال البريطاني لمصر سنة 1882م؟',
      options: ['معركة كفر الدوار', 'معركة التل الكبير', 'معركة العلمين', 'موقعة أبي قير البحرية'],
      explanation: 'صمد الجيش المصري في كفر الدوار، لكن الإنجليز هاجموه من ناحية قناة السويس وهزموه في التل الكبير في سبتمبر 1882م، فاحتلوا مصر.',
    },
    {
      question: 'Which battle led to the British occupation of Egypt in 1882?',
      options: ['The Battle of Kafr el-Dawwar', 'The Battle of Tel el-Kebir', 'The Battle of El Alamein', 'The naval Battle of Abu Qir'],
      explanation: 'The Egyptian army held at Kafr el-Dawwar, but the British attacked from the Suez Canal side and defeated it at Tel el-Kebir in September 1882, then occupied Egypt.',
    },
  ),
  question(
    'history-urabi-khedive-tawfiq',
    { ar: ['الخديوي توفيق', 'الثورة العرابية', 'أسباب الثورة العرابية'], en: ['Khedive Tawfiq', 'Urabi revolt', 'causes of the Urabi revolt'] },
    3,
    {
      question: 'في عهد أي حاكم قامت الثورة العرابية؟',
      options: ['الخديوي إسماعيل', 'الخديوي عباس حلمي الثاني', 'السلطان حسين كامل', 'الخديوي توفيق'],
      explanation: 'قامت الثورة العرابية (1881–1882م) في عهد الخديوي توفيق الذي تولى الحكم بعد عزل أبيه إسماعيل سنة 1879م.',
    },
    {
      question: 'Under which ruler did the Urabi revolt take place?',
      options: ['Khedive Ismail', 'Khedive Abbas Hilmi II', 'Sultan Hussein Kamel', 'Khedive Tawfiq'],
      explanation: 'The Urabi revolt (1881–1882) took place under Khedive Tawfiq, who came to power after his father Ismail was deposed in 1879.',
    },
  ),
  // ── The 1919 revolution ────────────────────────────────────────────────────────────────────────────────────
  question(
    'history-1919-saad-exile',
    { ar: ['ثورة 1919', 'سعد زغلول', 'نفي سعد زغلول'], en: ['1919 revolution', 'Saad Zaghloul', 'exile of Saad Zaghloul'] },
    0,
    {
      question: 'إلى أين نفت بريطانيا سعد زغلول وزملاءه في مارس 1919م فاندلعت الثورة؟',
      options: ['مالطة', 'سيلان', 'سيشل', 'قبرص'],
      explanation: 'اعتقلت بريطانيا سعد زغلول وزملاءه ونفتهم إلى مالطة في مارس 1919م، فاندلعت الثورة في 9 مارس 1919م.',
    },
    {
      question: 'Where did Britain exile Saad Zaghloul and his colleagues in March 1919, sparking the revolution?',
      options: ['Malta', 'Ceylon', 'The Seychelles', 'Cyprus'],
      explanation: 'Britain arrested Saad Zaghloul and his colleagues and exiled them to Malta in March 1919, and the revolution broke out on 9 March 1919.',
    },
  ),
  question(
    'history-1919-start-date',
    { ar: ['ثورة 1919', 'اندلاع ثورة 1919', 'الوفد المصري'], en: ['1919 revolution', 'outbreak of the 1919 revolution', 'Wafd'] },
    1,
    {
      question: 'في أي يوم اندلعت ثورة 1919م؟',
      options: ['13 نوفمبر 1918م', '9 مارس 1919م', '28 فبراير 1922م', '23 يوليو 1952م'],
      explanation: 'اندلعت الثورة في 9 مارس 1919م بعد نفي سعد زغلول. أما 13 نوفمبر 1918م فيوم مقابلة الوفد للمعتمد البريطاني (عيد الجهاد).',
    },
    {
      question: 'On which day did the 1919 revolution break out?',
      options: ['13 November 1918', '9 March 1919', '28 February 1922', '23 July 1952'],
      explanation: 'The revolution broke out on 9 March 1919 after Saad Zaghloul was exiled. 13 November 1918 was the day the Wafd met the British High Commissioner.',
    },
  ),
  question(
    'history-1922-declaration',
    { ar: ['تصريح 28 فبراير', 'نتائج ثورة 1919', 'التحفظات الأربعة'], en: ['Declaration of 28 February 1922', 'results of the 1919 revolution', 'four reserved points'] },
    2,
    {
      question: 'ما الوثيقة التي اعترفت فيها بريطانيا باستقلال مصر مع أربعة تحفظات؟',
      options: ['معاهدة 1936م', 'اتفاقية الجلاء 1954م', 'تصريح 28 فبراير 1922م', 'دستور 1923م'],
      explanation: 'أصدرت بريطانيا تصريح 28 فبراير 1922م فأنهت الحماية واعترفت باستقلال مصر مع أربعة تحفظات، منها تأمين مواصلات الإمبراطورية البريطانية والدفاع عن مصر.',
    },
    {
      question: "Which document recognised Egypt's independence with four reserved points?",
      options: ['The 1936 treaty', 'The 1954 evacuation agreement', 'The Declaration of 28 February 1922', 'The 1923 constitution'],
      explanation: "Britain issued the Declaration of 28 February 1922, ending the protectorate and recognising Egypt's independence with four reserved points, among them securing the British Empire's communications and defending Egypt.",
    },
  ),
  // ── Egypt in the two world wars ────────────────────────────────────────────────────────────────────────────
  question(
    'history-ww1-protectorate',
    { ar: ['الحرب العالمية الأولى', 'الحماية البريطانية', 'إعلان الحماية على مصر'], en: ['First World War', 'World War I', 'British protectorate'] },
    3,
    {
      question: 'ماذا أعلنت بريطانيا على مصر في ديسمبر 1914م بعد قيام الحرب العالمية الأولى؟',
      options: ['الاستقلال التام', 'الجلاء عن مصر', 'ضم مصر إلى الدولة العثمانية', 'الحماية البريطانية'],
      explanation: 'أعلنت بريطانيا الحماية على مصر في ديسمبر 1914م، وعزلت الخديوي عباس حلمي الثاني، وولّت حسين كامل بلقب سلطان.',
    },
    {
      question: 'What did Britain declare over Egypt in December 1914, after the First World War began?',
      options: ['Full independence', 'Evacuation of Egypt', "Egypt's annexation to the Ottoman Empire", 'A British protectorate'],
      explanation: 'Britain declared a protectorate over Egypt in December 1914, deposed Khedive Abbas Hilmi II and made Hussein Kamel sultan.',
    },
  ),
  question(
    'history-ww2-el-alamein',
    { ar: ['الحرب العالمية الثانية', 'معركة العلمين', 'العلمين'], en: ['Second World War', 'World War II', 'Battle of El Alamein'] },
    0,
    {
      question: 'في أي معركة أوقف الحلفاء بقيادة مونتجمري زحف روميل نحو مصر سنة 1942م؟',
      options: ['العلمين', 'التل الكبير', 'بورسعيد', 'مرج دابق'],
      explanation: 'انتصر الحلفاء بقيادة مونتجمري على قوات المحور بقيادة روميل في معركة العلمين أواخر 1942م، فتوقف زحف المحور نحو الإسكندرية وقناة السويس.',
    },
    {
      question: "In which battle did the Allies under Montgomery stop Rommel's advance towards Egypt in 1942?",
      options: ['El Alamein', 'Tel el-Kebir', 'Port Said', 'Marj Dabiq'],
      explanation: "The Allies under Montgomery defeated the Axis forces under Rommel at El Alamein in late 1942, ending the Axis advance towards Alexandria and the Suez Canal.",
    },
  ),
  question(
    'history-ww2-february-4-incident',
    { ar: ['حادث 4 فبراير 1942', 'الحرب العالمية الثانية', 'الملك فاروق والنحاس'], en: ['4 February 1942 incident', 'Second World War', 'King Farouk'] },
    2,
    {
      question: 'ماذا حدث في حادث 4 فبراير 1942م؟',
      options: [
        'توقيع معاهدة 1936م مع بريطانيا',
        'إعلان الحماية البريطانية على مصر',
        'حاصرت الدبابات البريطانية قصر عابدين لإجبار الملك فاروق على تكليف النحاس بالوزارة',
        'تأسيس جامعة الدول العربية',
      ],
      explanation: 'في أثناء الحرب العالمية الثانية حاصرت الدبابات البريطانية قصر عابدين في 4 فبراير 1942م، وأجبرت الملك فاروق على تكليف مصطفى النحاس بتشكيل الوزارة.',
    },
    {
      question: 'What happened in the incident of 4 February 1942?',
      options: [
        'Egypt signed the 1936 treaty with Britain',
        'Britain declared a protectorate over Egypt',
        'British tanks surrounded Abdeen Palace to force King Farouk to ask el-Nahhas to form the government',
        'The Arab League was founded',
      ],
      explanation: 'During the Second World War, British tanks surrounded Abdeen Palace on 4 February 1942 and forced King Farouk to ask Mustafa el-Nahhas to form the government.',
    },
  ),
  // ── The 23 July 1952 revolution ────────────────────────────────────────────────────────────────────────────
  question(
    'history-1952-first-president',
    { ar: ['ثورة 23 يوليو', 'محمد نجيب', 'إعلان الجمهورية', 'الضباط الأحرار'], en: ['23 July revolution', 'Muhammad Naguib', 'declaration of the republic', 'Free Officers'] },
    1,
    {
      question: 'من أول رئيس لمصر بعد إعلان الجمهورية في 18 يونيو 1953م؟',
      options: ['جمال عبد الناصر', 'محمد نجيب', 'محمد أنور السادات', 'مصطفى النحاس'],
      explanation: 'أُعلنت الجمهورية في 18 يونيو 1953م وتولى اللواء محمد نجيب رئاستها، ثم تولى جمال عبد الناصر الرئاسة سنة 1956م.',
    },
    {
      question: 'Who was the first president of Egypt after the republic was declared on 18 June 1953?',
      options: ['Gamal Abdel Nasser', 'Muhammad Naguib', 'Anwar Sadat', 'Mustafa el-Nahhas'],
      explanation: 'The republic was declared on 18 June 1953 with General Muhammad Naguib as president; Gamal Abdel Nasser became president in 1956.',
    },
  ),
  question(
    'history-1952-agrarian-reform',
    { ar: ['الإصلاح الزراعي', 'قانون الإصلاح الزراعي', 'ثورة 23 يوليو'], en: ['agrarian reform', 'land reform 1952', '23 July revolution'] },
    3,
    {
      question: 'ما الحد الأقصى للملكية الزراعية في أول قانون للإصلاح الزراعي سنة 1952م؟',
      options: ['50 فدانًا', '100 فدان', '300 فدان', '200 فدان'],
      explanation: 'حدد قانون الإصلاح الزراعي الصادر في سبتمبر 1952م الملكية الزراعية بمائتي فدان، ووُزعت الأرض الزائدة على الفلاحين.',
    },
    {
      question: 'What was the maximum land ownership under the first agrarian reform law of 1952?',
      options: ['50 feddans', '100 feddans', '300 feddans', '200 feddans'],
      explanation: 'The Agrarian Reform Law of September 1952 limited land ownership to two hundred feddans, and the extra land was distributed to peasants.',
    },
  ),
  question(
    'history-1954-evacuation',
    { ar: ['اتفاقية الجلاء', 'عيد الجلاء', 'جلاء الإنجليز'], en: ['evacuation agreement', 'British evacuation', 'Evacuation Day'] },
    0,
    {
      question: 'متى غادر آخر جندي بريطاني أرض مصر تنفيذًا لاتفاقية الجلاء؟',
      options: ['18 يونيو 1956م', '23 يوليو 1952م', '26 يوليو 1956م', '23 ديسمبر 1956م'],
      explanation: 'وُقّعت اتفاقية الجلاء سنة 1954م، وخرج آخر جندي بريطاني من مصر في 18 يونيو 1956م، فأصبح هذا اليوم عيد الجلاء.',
    },
    {
      question: 'When did the last British soldier leave Egypt under the evacuation agreement?',
      options: ['18 June 1956', '23 July 1952', '26 July 1956', '23 December 1956'],
      explanation: 'The evacuation agreement was signed in 1954, and the last British soldier left Egypt on 18 June 1956, now marked as Evacuation Day.',
    },
  ),
  // ── Suez 1956 ──────────────────────────────────────────────────────────────────────────────────────────────
  question(
    'history-suez-nationalisation',
    { ar: ['تأميم قناة السويس', 'التأميم', 'قرار التأميم'], en: ['nationalisation of the Suez Canal', 'Suez Canal nationalization', 'Suez crisis'] },
    2,
    {
      question: 'متى أعلن جمال عبد الناصر تأميم شركة قناة السويس؟',
      options: ['23 يوليو 1952م', '18 يونيو 1956م', '26 يوليو 1956م', '29 أكتوبر 1956م'],
      explanation: 'أعلن عبد الناصر في الإسكندرية يوم 26 يوليو 1956م تأميم شركة قناة السويس، ردًّا على سحب عرض تمويل السد العالي، ليُموَّل السد من دخل القناة.',
    },
    {
      question: 'When did Gamal Abdel Nasser announce the nationalisation of the Suez Canal Company?',
      options: ['23 July 1952', '18 June 1956', '26 July 1956', '29 October 1956'],
      explanation: 'Nasser announced the nationalisation in Alexandria on 26 July 1956, after the offer to finance the High Dam was withdrawn, so that canal revenue would pay for the dam.',
    },
  ),
  question(
    'history-suez-tripartite-aggression',
    { ar: ['العدوان الثلاثي', 'حرب 1956', 'أزمة السويس'], en: ['Tripartite Aggression', '1956 war', 'Suez crisis'] },
    1,
    {
      question: 'ما الدول التي اشتركت في العدوان الثلاثي على مصر سنة 1956م؟',
      options: ['بريطانيا وفرنسا وإيطاليا', 'بريطانيا وفرنسا وإسرائيل', 'الولايات المتحدة وبريطانيا وإسرائيل', 'فرنسا وإسرائيل وتركيا'],
      explanation: 'ردّت بريطانيا وفرنسا وإسرائيل على تأميم القناة بالعدوان الثلاثي: هاجمت إسرائيل سيناء في 29 أكتوبر 1956م، ثم قصفت بريطانيا وفرنسا المدن المصرية ونزلت قواتهما في بورسعيد.',
    },
    {
      question: 'Which countries took part in the Tripartite Aggression against Egypt in 1956?',
      options: ['Britain, France and Italy', 'Britain, France and Israel', 'The United States, Britain and Israel', 'France, Israel and Turkey'],
      explanation: 'Britain, France and Israel answered the nationalisation with the Tripartite Aggression: Israel attacked Sinai on 29 October 1956, then Britain and France bombed Egyptian cities and landed troops at Port Said.',
    },
  ),
  question(
    'history-suez-port-said-victory-day',
    { ar: ['عيد النصر', 'المقاومة الشعبية في بورسعيد', 'العدوان الثلاثي'], en: ['Victory Day', 'Port Said resistance', 'Tripartite Aggression'] },
    3,
    {
      question: 'ما المناسبة التي تحتفل بها مصر يوم 23 ديسمبر؟',
      options: ['عيد الجلاء', 'عيد تحرير سيناء', 'عيد ثورة 23 يوليو', 'عيد النصر بانسحاب قوات العدوان الثلاثي من بورسعيد'],
      explanation: 'انسحبت القوات البريطانية والفرنسية من بورسعيد في 23 ديسمبر 1956م بعد صمود المقاومة الشعبية والضغط الدولي، فصار هذا اليوم عيد النصر.',
    },
    {
      question: 'Which occasion does Egypt celebrate on 23 December?',
      options: ['Evacuation Day', 'Sinai Liberation Day', 'The 23 July revolution anniversary', 'Victory Day, the withdrawal of the aggressors from Port Said'],
      explanation: 'British and French forces left Port Said on 23 December 1956 after the popular resistance held and international pressure grew, so the day became Victory Day.',
    },
  ),
  // ── The October 1973 war ───────────────────────────────────────────────────────────────────────────────────
  question(
    'history-october-1973-bar-lev',
    {
      ar: ['حرب أكتوبر', 'حرب أكتوبر 1973', 'حرب اكتوبر 73', 'خط بارليف', 'عبور قناة السويس', 'نصر أكتوبر'],
      en: ['October war', 'October 1973 war', '1973 war', 'Bar Lev Line', 'crossing of the Suez Canal'],
    },
    0,
    {
      question: 'بأي وسيلة فتحت القوات المصرية ثغرات في الساتر الترابي لخط بارليف في حرب أكتوبر 1973م؟',
      options: ['مدافع المياه ذات الضغط العالي', 'القصف الجوي وحده', 'الألغام البحرية', 'الدبابات البرمائية'],
      explanation: 'استخدم المهندسون المصريون مدافع المياه ذات الضغط العالي لإزالة الرمال وفتح ثغرات في الساتر الترابي، فعبرت القوات واقتحمت خط بارليف يوم 6 أكتوبر 1973م.',
    },
    {
      question: 'How did Egyptian forces open breaches in the sand barrier of the Bar Lev Line in the October 1973 war?',
      options: ['High-pressure water cannons', 'Air bombing alone', 'Naval mines', 'Amphibious tanks'],
      explanation: 'Egyptian engineers used high-pressure water cannons to wash away the sand and open breaches in the barrier, so the forces crossed and stormed the Bar Lev Line on 6 October 1973.',
    },
  ),
  question(
    'history-october-1973-president',
    { ar: ['أنور السادات', 'السادات', 'قائد العبور'], en: ['Anwar Sadat', 'Sadat', 'president in 1973'] },
    2,
    {
      question: 'من كان رئيس مصر في أثناء حرب أكتوبر 1973م؟',
      options: ['جمال عبد الناصر', 'محمد نجيب', 'محمد أنور السادات', 'محمد حسني مبارك'],
      explanation: 'تولى محمد أنور السادات رئاسة مصر سنة 1970م بعد وفاة عبد الناصر، وقاد البلاد في حرب أكتوبر 1973م.',
    },
    {
      question: 'Who was the president of Egypt during the October 1973 war?',
      options: ['Gamal Abdel Nasser', 'Muhammad Naguib', 'Anwar Sadat', 'Hosni Mubarak'],
      explanation: 'Anwar Sadat became president of Egypt in 1970 after the death of Nasser and led the country in the October 1973 war.',
    },
  ),
  question(
    'history-sinai-liberation',
    { ar: ['تحرير سيناء', 'معاهدة السلام', 'كامب ديفيد', 'استرداد طابا'], en: ['liberation of Sinai', 'peace treaty', 'Camp David', 'Taba'] },
    2,
    {
      question: 'في أي يوم اكتمل انسحاب إسرائيل من سيناء (عدا طابا) تنفيذًا لمعاهدة السلام؟',
      options: ['6 أكتوبر 1973م', '26 مارس 1979م', '25 أبريل 1982م', '19 مارس 1989م'],
      explanation: 'وُقّعت معاهدة السلام في 26 مارس 1979م، واكتمل الانسحاب من سيناء في 25 أبريل 1982م (عيد تحرير سيناء)، ثم عادت طابا بالتحكيم الدولي ورُفع عليها العلم في 19 مارس 1989م.',
    },
    {
      question: 'On which day did Israel complete its withdrawal from Sinai (except Taba) under the peace treaty?',
      options: ['6 October 1973', '26 March 1979', '25 April 1982', '19 March 1989'],
      explanation: 'The peace treaty was signed on 26 March 1979 and the withdrawal from Sinai was completed on 25 April 1982 (Sinai Liberation Day); Taba was returned by international arbitration and its flag raised on 19 March 1989.',
    },
  ),
];
