import type { ConceptNote } from '../types';

/** Arabic language notes (grammar, rhetoric, prosody), in curriculum order. */
export const arabicConcepts: readonly ConceptNote[] = [
  {
    id: 'arabic-mubtada-khabar',
    subject: 'arabic',
    keywords: {
      ar: ['المبتدأ والخبر', 'المبتدأ', 'الخبر', 'مبتدأ وخبر', 'الجملة الاسمية', 'تقديم الخبر'],
      en: ['mubtada and khabar', 'mubtada', 'khabar', 'nominal sentence', 'predicate'],
    },
    title: { ar: 'المبتدأ والخبر', en: 'The Nominal Sentence: Mubtada and Khabar' },
    body: {
      ar: `الجملة الاسمية ركناها **المبتدأ** و**الخبر**، وكلاهما مرفوع. المبتدأ اسم مرفوع نبدأ به الكلام ونتحدث عنه، والخبر ما نُخبر به عن المبتدأ فتتمّ به الفائدة.
- **علامات الرفع:** الضمة في المفرد وجمع التكسير وجمع المؤنث السالم، والألف في المثنى، والواو في جمع المذكر السالم والأسماء الخمسة.
- **أنواع الخبر:** مفرد (ليس جملة ولا شبه جملة) مثل: «العلمُ نورٌ»، وجملة فعلية مثل: «الطالبُ يجتهدُ»، وجملة اسمية مثل: «مصرُ نيلُها عظيمٌ»، وشبه جملة مثل: «الكتابُ على المكتبِ». والخبر الجملة يكون في محل رفع.
- **تقديم الخبر:** يجب إذا كان الخبر شبه جملة والمبتدأ نكرة، مثل: «في الفصلِ طالبٌ».
**مثال معرب:** «المهندسون مبدعون»: المهندسون مبتدأ مرفوع وعلامة رفعه الواو لأنه جمع مذكر سالم، ومبدعون خبر مرفوع وعلامة رفعه الواو.
**سؤال للتأكد:** ما نوع الخبر في قولنا: «الأزهارُ تتفتّحُ في الربيعِ»؟`,
      en: `A nominal sentence (الجملة الاسمية) has two pillars, both in the nominative case (marfu): the **mubtada** (المبتدأ), the noun we begin with and talk about, and the **khabar** (الخبر), what we say about it, which completes the meaning.
- **Nominative markers:** damma for singulars, broken plurals and sound feminine plurals; alif for duals; waw for sound masculine plurals and the five nouns.
- **Kinds of khabar:** a single word, e.g. «العلمُ نورٌ» (knowledge is light); a verbal sentence, e.g. «الطالبُ يجتهدُ»; a nominal sentence, e.g. «مصرُ نيلُها عظيمٌ»; or a prepositional or adverbial phrase (shibh jumla), e.g. «الكتابُ على المكتبِ». A sentence used as khabar is "in the position of the nominative".
- **Khabar first:** it must come first when it is a shibh jumla and the mubtada is indefinite: «في الفصلِ طالبٌ».
**Worked example:** «المهندسون مبدعون» (the engineers are creative): المهندسون is the mubtada, nominative with waw as a sound masculine plural; مبدعون is the khabar, also nominative with waw.
**Check yourself:** What kind of khabar is in «الأزهارُ تتفتّحُ في الربيعِ»?`,
    },
  },
  {
    id: 'arabic-kana-sisters',
    subject: 'arabic',
    keywords: {
      ar: ['كان وأخواتها', 'أخوات كان', 'الأفعال الناسخة', 'الأفعال الناقصة', 'اسم كان وخبرها', 'ما زال وما دام'],
      en: ['kana and its sisters', 'kana sisters', 'kaana', 'defective verbs'],
    },
    title: { ar: 'كان وأخواتها', en: 'Kana and Its Sisters' },
    body: {
      ar: `**كان وأخواتها** أفعال ناسخة ناقصة تدخل على المبتدأ والخبر، فترفع المبتدأ ويُسمّى اسمَها، وتنصب الخبر ويُسمّى خبرَها.
- **الأخوات ومعانيها:** كان (اتصاف الاسم بالخبر في الماضي)، أصبح وأضحى وأمسى (في الصباح والضحى والمساء)، ظلّ (طوال النهار)، بات (طوال الليل)، صار (التحوّل)، ليس (النفي).
- **ما زال، ما برح، ما فتئ، ما انفكّ:** تفيد الاستمرار، وتعمل بشرط أن يسبقها نفي أو نهي أو دعاء.
- **ما دام:** تعمل بشرط أن تسبقها «ما» المصدرية الظرفية: «لن أتأخرَ ما دام الطريقُ مفتوحًا».
- **علامات نصب الخبر:** الفتحة، والياء في المثنى وجمع المذكر السالم، والكسرة نيابة عن الفتحة في جمع المؤنث السالم.
**مثال معرب:** «أصبح الجوُّ معتدلًا»: الجوُّ اسم أصبح مرفوع وعلامة رفعه الضمة، ومعتدلًا خبر أصبح منصوب وعلامة نصبه الفتحة.
**سؤال للتأكد:** ما إعراب كلمة «نشيطين» في قولنا: «ما زال اللاعبون نشيطين»؟`,
      en: `**Kana and its sisters** (كان وأخواتها) are "abrogating", incomplete verbs that enter a mubtada and khabar: the mubtada stays nominative and becomes their **ism** (اسمها), and the khabar becomes accusative (mansub) as their **khabar** (خبرها).
- **The sisters and their meanings:** كان (the state held in the past), أصبح، أضحى، أمسى (in the morning, forenoon, evening), ظلّ (all day), بات (all night), صار (change, becoming), ليس (negation).
- **ما زال، ما برح، ما فتئ، ما انفكّ:** mean continuity and work only when preceded by a negation, a prohibition or a prayer.
- **ما دام:** works only after the durational «ما»: «لن أتأخرَ ما دام الطريقُ مفتوحًا» (I will not be late as long as the road is open).
- **Accusative markers of the khabar:** fatha; ya for duals and sound masculine plurals; kasra instead of fatha for sound feminine plurals.
**Worked example:** «أصبح الجوُّ معتدلًا» (the weather became mild): الجوُّ is the ism of أصبح, nominative with damma; معتدلًا is its khabar, accusative with fatha.
**Check yourself:** How is «نشيطين» parsed in «ما زال اللاعبون نشيطين»?`,
    },
  },
  {
    id: 'arabic-inna-sisters',
    subject: 'arabic',
    keywords: {
      ar: ['إن وأخواتها', 'أخوات إن', 'الحروف الناسخة', 'اسم إن وخبرها', 'ليت ولعل', 'ليت', 'لعل', 'ما الكافة'],
      en: ['inna and its sisters', 'inna sisters', 'layta and laalla', 'particles like inna'],
    },
    title: { ar: 'إنّ وأخواتها', en: 'Inna and Its Sisters' },
    body: {
      ar: `**إنّ وأخواتها** حروف ناسخة تدخل على المبتدأ والخبر، فتنصب المبتدأ ويُسمّى اسمَها، وترفع الخبر ويُسمّى خبرَها، وهذا عكس عمل «كان».
- **الحروف ومعانيها:** إنّ وأنّ (التوكيد)، كأنّ (التشبيه)، لكنّ (الاستدراك)، ليت (التمني، وهو طلب المستحيل أو ما يصعب تحقيقه)، لعلّ (الترجي، وهو رجاء أمر ممكن محبوب).
- **ما الكافة:** إذا اتصلت «ما» بهذه الحروف كفّتها عن العمل، فتعود الجملة مبتدأً وخبرًا: «إنّما المؤمنون إخوةٌ»، ويجوز في «ليتما» الإعمال والإهمال.
- **تقديم الخبر:** يتقدم خبرها على اسمها إذا كان شبه جملة، ويجب ذلك إذا كان الاسم نكرة: «إنّ في الاتحادِ قوةً».
**مثال معرب:** «ليت المسافرين عائدون»: المسافرين اسم ليت منصوب وعلامة نصبه الياء لأنه جمع مذكر سالم، وعائدون خبر ليت مرفوع وعلامة رفعه الواو.
**سؤال للتأكد:** ما الفرق في المعنى بين «ليت» و«لعلّ»؟`,
      en: `**Inna and its sisters** (إنّ وأخواتها) are abrogating particles that enter a mubtada and khabar: the mubtada becomes accusative as their **ism**, and the khabar stays nominative as their **khabar** — the reverse of كان.
- **The particles and their meanings:** إنّ and أنّ (emphasis), كأنّ (likening), لكنّ (correction, "but"), ليت (wishing for the impossible or the very hard), لعلّ (hoping for something possible and desired).
- **The restraining «ما» (ما الكافة):** when «ما» is attached, the particle stops working and the sentence is an ordinary mubtada and khabar again: «إنّما المؤمنون إخوةٌ». With «ليتما» both options are allowed.
- **Khabar first:** the khabar may precede the ism only when it is a shibh jumla, and must precede it when the ism is indefinite: «إنّ في الاتحادِ قوةً» (in unity there is strength).
**Worked example:** «ليت المسافرين عائدون» (if only the travellers were coming back): المسافرين is the ism of ليت, accusative with ya as a sound masculine plural; عائدون is its khabar, nominative with waw.
**Check yourself:** What is the difference in meaning between ليت and لعلّ?`,
    },
  },
  {
    id: 'arabic-faail',
    subject: 'arabic',
    keywords: {
      ar: ['الفاعل', 'نائب الفاعل', 'فاعل', 'الفاعل الضمير', 'الفعل المبني للمعلوم'],
      en: ['faail', 'naib al-faail', 'doer of the action', 'deputy subject', 'agent noun of the sentence'],
    },
    title: { ar: 'الفاعل ونائب الفاعل', en: 'The Doer (Faail) and Its Deputy (Naib al-Faail)' },
    body: {
      ar: `**الفاعل** اسم مرفوع يأتي بعد فعل مبني للمعلوم، ويدلّ على من فعل الفعل أو قام به: «نجحَ الطالبُ».
- يكون اسمًا ظاهرًا، أو ضميرًا متصلًا («كتبتُ»، «الطلابُ حضروا»)، أو ضميرًا مستترًا («اجتهِدْ» أي أنت).
- مع الفاعل الظاهر يبقى الفعل مفردًا: «حضر الطلابُ»، لا «حضروا الطلابُ».
- **علامات رفعه:** الضمة، والألف في المثنى، والواو في جمع المذكر السالم والأسماء الخمسة.
**نائب الفاعل** اسم مرفوع يحلّ محلّ الفاعل بعد حذفه، ويأتي بعد فعل مبني للمجهول؛ في الماضي يُضمّ أوله ويُكسر ما قبل آخره، وفي المضارع يُضمّ أوله ويُفتح ما قبل آخره. والغالب أن يصير المفعول به نائبًا عن الفاعل: «كتبَ الطالبُ الدرسَ» ← «كُتِبَ الدرسُ».
**مثال معرب:** «يُكرَّمُ المتفوقون»: يُكرَّم فعل مضارع مبني للمجهول مرفوع وعلامة رفعه الضمة، والمتفوقون نائب فاعل مرفوع وعلامة رفعه الواو لأنه جمع مذكر سالم.
**سؤال للتأكد:** ما إعراب كلمة «الدرسُ» في قولنا: «فُهِمَ الدرسُ»؟`,
      en: `The **faail** (الفاعل, the doer) is a nominative noun that comes after a verb in the active form and names who did the action: «نجحَ الطالبُ» (the student succeeded).
- It can be an explicit noun, an attached pronoun («كتبتُ», «الطلابُ حضروا») or a hidden pronoun («اجتهِدْ», i.e. you).
- With an explicit doer the verb stays singular: «حضر الطلابُ», not «حضروا الطلابُ».
- **Nominative markers:** damma; alif for duals; waw for sound masculine plurals and the five nouns.
The **naib al-faail** (نائب الفاعل, deputy of the doer) is a nominative noun that takes the doer's place when the doer is left out and the verb is made passive: in the past tense the first letter gets damma and the letter before the last gets kasra; in the present tense the first letter gets damma and the letter before the last gets fatha. Usually the object becomes the deputy: «كتبَ الطالبُ الدرسَ» becomes «كُتِبَ الدرسُ».
**Worked example:** «يُكرَّمُ المتفوقون» (the top students are honoured): يُكرَّم is a passive present verb, nominative with damma; المتفوقون is the naib al-faail, nominative with waw as a sound masculine plural.
**Check yourself:** How is «الدرسُ» parsed in «فُهِمَ الدرسُ»?`,
    },
  },
  {
    id: 'arabic-maful-bih',
    subject: 'arabic',
    keywords: {
      ar: ['المفعول به', 'مفعول به', 'الفعل المتعدي', 'تقديم المفعول به على الفاعل'],
      en: ['direct object', 'maful bih', 'object of a transitive verb', 'accusative object'],
    },
    title: { ar: 'المفعول به', en: 'The Direct Object (al-Maful Bih)' },
    body: {
      ar: `**المفعول به** اسم منصوب يدلّ على من وقع عليه فعل الفاعل، ولا يأتي إلا مع الفعل المتعدي: «قرأ الطالبُ القصةَ».
- **صوره:** اسم ظاهر، أو ضمير متصل («أكرمَني المعلمُ»، «شاهدناه»)، أو ضمير منفصل («إيّاك نعبدُ»)، أو مصدر مؤول («أحبُّ أن أقرأَ»).
- **علامات نصبه:** الفتحة، والياء في المثنى وجمع المذكر السالم، والكسرة نيابة عن الفتحة في جمع المؤنث السالم، والألف في الأسماء الخمسة: «احترِمْ أباك».
- **ترتيبه:** الأصل أن يأتي بعد الفاعل، ويجوز تقديمه عليه: «كتبَ الدرسَ محمدٌ»، ويجب تقديمه إذا كان ضميرًا متصلًا والفاعل اسمًا ظاهرًا: «أكرمَني المعلمُ».
**مثال معرب:** «شاهدتُ المهندساتِ»: المهندساتِ مفعول به منصوب وعلامة نصبه الكسرة نيابة عن الفتحة لأنه جمع مؤنث سالم.
**سؤال للتأكد:** ما علامة نصب المفعول به في قولنا: «كافأ المديرُ العاملَيْنِ»؟`,
      en: `The **maful bih** (المفعول به, direct object) is an accusative noun naming what or whom the action falls on. Only a transitive verb takes one: «قرأ الطالبُ القصةَ» (the student read the story).
- **Forms:** an explicit noun; an attached pronoun («أكرمَني المعلمُ», «شاهدناه»); a detached pronoun («إيّاك نعبدُ», You alone we worship); or an infinitive clause with أن («أحبُّ أن أقرأَ», I love to read).
- **Accusative markers:** fatha; ya for duals and sound masculine plurals; kasra instead of fatha for sound feminine plurals; alif for the five nouns: «احترِمْ أباك».
- **Word order:** it normally follows the doer but may come before it: «كتبَ الدرسَ محمدٌ». It must come first when it is an attached pronoun and the doer is an explicit noun: «أكرمَني المعلمُ».
**Worked example:** «شاهدتُ المهندساتِ» (I saw the female engineers): المهندساتِ is the object, accusative with kasra in place of fatha because it is a sound feminine plural.
**Check yourself:** What marks the object as accusative in «كافأ المديرُ العاملَيْنِ»?`,
    },
  },
  {
    id: 'arabic-haal',
    subject: 'arabic',
    keywords: {
      ar: ['الحال', 'إعراب الحال', 'صاحب الحال', 'واو الحال', 'الحال المفردة والجملة'],
      en: ['haal', 'circumstantial accusative', 'accusative of state', 'circumstantial clause'],
    },
    title: { ar: 'الحال', en: 'The Circumstantial Accusative (al-Haal)' },
    body: {
      ar: `**الحال** وصف نكرة منصوب يبيّن هيئة صاحبه وقت وقوع الفعل، ويصلح جوابًا عن السؤال «كيف؟»: «عاد الجنديُّ منتصرًا».
- **صاحب الحال** معرفة في الغالب، وقد يكون فاعلًا أو مفعولًا به أو غيرهما.
- **علامات نصبه:** الفتحة، والياء في المثنى وجمع المذكر السالم، والكسرة نيابة عن الفتحة في جمع المؤنث السالم.
- **أنواعه:** مفرد: «أقبلَ الطالبُ مسرورًا»؛ وجملة فعلية: «جاء الطفلُ يبتسمُ»؛ وجملة اسمية تسبقها واو الحال غالبًا: «خرجتُ والشمسُ طالعةٌ»؛ وشبه جملة: «رأيتُ الهلالَ بين السحابِ». والجملة تكون في محل نصب حال.
- **بين الحال والنعت:** الجملة بعد المعرفة حال، وبعد النكرة نعت: «جاء الطفلُ يبتسمُ» (حال)، و«جاء طفلٌ يبتسمُ» (نعت).
**مثال معرب:** «عاد الجنودُ منتصرين»: منتصرين حال منصوب وعلامة نصبه الياء لأنه جمع مذكر سالم.
**سؤال للتأكد:** ما نوع الحال في قولنا: «رجع اللاعبون يبتسمون»؟`,
      en: `The **haal** (الحال) is an indefinite, accusative description that shows the state of its owner at the time of the action; it answers the question "how?": «عاد الجنديُّ منتصرًا» (the soldier returned victorious).
- **Its owner** (صاحب الحال) is usually definite and may be the doer, the object or another noun.
- **Accusative markers:** fatha; ya for duals and sound masculine plurals; kasra instead of fatha for sound feminine plurals.
- **Kinds:** a single word: «أقبلَ الطالبُ مسرورًا»; a verbal sentence: «جاء الطفلُ يبتسمُ»; a nominal sentence, usually after the waw of state: «خرجتُ والشمسُ طالعةٌ»; or a shibh jumla: «رأيتُ الهلالَ بين السحابِ». A sentence used as haal is "in the position of the accusative".
- **Haal or adjective:** a sentence after a definite noun is a haal, after an indefinite noun an adjective (naat): «جاء الطفلُ يبتسمُ» (haal), «جاء طفلٌ يبتسمُ» (adjective).
**Worked example:** «عاد الجنودُ منتصرين»: منتصرين is a haal, accusative with ya as a sound masculine plural.
**Check yourself:** What kind of haal is in «رجع اللاعبون يبتسمون»?`,
    },
  },
  {
    id: 'arabic-tamyeez',
    subject: 'arabic',
    keywords: {
      ar: ['التمييز', 'تمييز الذات', 'تمييز النسبة', 'التمييز الملفوظ والملحوظ', 'الفرق بين الحال والتمييز'],
      en: ['tamyeez', 'tamyiz', 'accusative of specification', 'specification noun'],
    },
    title: { ar: 'التمييز', en: 'The Accusative of Specification (Tamyeez)' },
    body: {
      ar: `**التمييز** اسم نكرة منصوب يُذكر ليزيل الإبهام عن كلمة أو جملة قبله، ويكون جامدًا في الغالب. وهو نوعان:
- **تمييز الذات (الملفوظ):** يأتي بعد لفظ مبهم مذكور: العدد («قرأتُ عشرين كتابًا»)، والوزن («اشتريتُ رطلًا عسلًا»)، والكيل («بعتُ إردبًّا قمحًا»)، والمساحة («زرعتُ فدانًا قطنًا»). ويجوز جرّه بـ«مِن»: «اشتريتُ رطلًا من العسلِ».
- **تمييز النسبة (الملحوظ):** يزيل الإبهام عن نسبة الفعل إلى فاعله أو مفعوله؛ فقد يكون محوّلًا عن الفاعل: «اشتعلَ الرأسُ شيبًا» (أي: اشتعل شيبُ الرأسِ)، أو عن المفعول به: «زرعتُ الأرضَ شجرًا»، أو يأتي بعد اسم التفضيل: «أنت أحسنُ خُلقًا».
**مثال معرب:** «طابَ المكانُ هواءً»: هواءً تمييز منصوب وعلامة نصبه الفتحة.
**بين الحال والتمييز:** الحال يبيّن الهيئة ويكون مشتقًّا غالبًا، والتمييز يبيّن الذات أو النسبة ويكون جامدًا غالبًا.
**سؤال للتأكد:** ما نوع التمييز في قولنا: «ازدادَ الطالبُ علمًا»؟`,
      en: `The **tamyeez** (التمييز) is an indefinite, accusative noun that removes the vagueness of a word or a sentence before it; it is usually a non-derived noun. There are two kinds:
- **Tamyeez of an entity (الملفوظ):** it follows a vague word that is actually stated: a number («قرأتُ عشرين كتابًا», I read twenty books), a weight («اشتريتُ رطلًا عسلًا»), a measure of volume («بعتُ إردبًّا قمحًا») or an area («زرعتُ فدانًا قطنًا»). It may also be put in the genitive with مِن: «اشتريتُ رطلًا من العسلِ».
- **Tamyeez of a relation (الملحوظ):** it clarifies how the verb relates to its doer or object. It may be turned from the doer: «اشتعلَ الرأسُ شيبًا» (i.e. the grey hair of the head blazed), from the object: «زرعتُ الأرضَ شجرًا», or follow a comparative: «أنت أحسنُ خُلقًا» (you are better in manners).
**Worked example:** «طابَ المكانُ هواءً» (the place is pleasant in its air): هواءً is a tamyeez, accusative with fatha.
**Haal or tamyeez:** the haal shows a state and is usually derived; the tamyeez names the thing or the respect meant and is usually non-derived.
**Check yourself:** Which kind of tamyeez is in «ازدادَ الطالبُ علمًا»?`,
    },
  },
  {
    id: 'arabic-mamnu-min-sarf',
    subject: 'arabic',
    keywords: {
      ar: ['الممنوع من الصرف', 'ما لا ينصرف', 'صيغة منتهى الجموع', 'منع الصرف', 'الاسم الممنوع من التنوين'],
      en: ['diptote', 'mamnu min al-sarf', 'partly declinable noun', 'nunation'],
    },
    title: { ar: 'الممنوع من الصرف', en: 'Diptotes: Nouns Barred from Nunation (Mamnu min al-Sarf)' },
    body: {
      ar: `**الممنوع من الصرف** اسم معرب لا يُنوَّن، ويُجرّ بالفتحة نيابة عن الكسرة، فإذا عُرّف بـ«أل» أو أضيف جُرّ بالكسرة: «صليتُ في المساجدِ»، «مررتُ بمساجدِ القريةِ».
**أولًا: ما يُمنع لعلة واحدة:**
- صيغة منتهى الجموع: مساجد، مصابيح، عصافير.
- المختوم بألف التأنيث الممدودة أو المقصورة: صحراء، ذكرى.
**ثانيًا: العَلَم إذا كان** مؤنثًا (فاطمة، زينب، حمزة)، أو أعجميًّا (إبراهيم، يوسف)، أو مركبًا تركيبًا مزجيًّا (حضرموت)، أو على وزن الفعل (أحمد، يزيد)، أو مختومًا بألف ونون زائدتين (عثمان)، أو على وزن فُعَل (عُمَر).
**ثالثًا: الصفة** على وزن «أفعل» (أكبر، أحمر)، أو على وزن «فَعْلان» الذي مؤنثه «فَعْلى» (عطشان).
**مثال معرب:** «مررتُ بمساجدَ كثيرةٍ»: مساجدَ اسم مجرور بالباء وعلامة جره الفتحة نيابة عن الكسرة لأنه ممنوع من الصرف (صيغة منتهى الجموع).
**سؤال للتأكد:** لماذا جُرّت كلمة «إبراهيمَ» بالفتحة في قولنا: «سلّمتُ على إبراهيمَ»؟`,
      en: `A **diptote** (الممنوع من الصرف) is a declinable noun that never takes nunation (tanween) and is put in the genitive with **fatha instead of kasra**. When it has «أل» or is the first part of an idafa, it takes kasra again: «صليتُ في المساجدِ», «مررتُ بمساجدِ القريةِ».
**1. Barred for one reason alone:**
- the "ultimate plural" pattern: مساجد، مصابيح، عصافير;
- nouns ending in the feminine alif, long or short: صحراء، ذكرى.
**2. Proper names that are** feminine (فاطمة، زينب، حمزة), foreign (إبراهيم، يوسف), blended compounds (حضرموت), on a verb pattern (أحمد، يزيد), ending in an added alif and nun (عثمان), or on the pattern fuʿal (عُمَر).
**3. Adjectives** on the pattern afʿal (أكبر، أحمر), or faʿlan whose feminine is faʿla (عطشان).
**Worked example:** «مررتُ بمساجدَ كثيرةٍ» (I passed by many mosques): مساجدَ is genitive after the preposition بـ, marked with fatha instead of kasra because it is a diptote of the ultimate plural pattern.
**Check yourself:** Why does «إبراهيمَ» take fatha in «سلّمتُ على إبراهيمَ»?`,
    },
  },
  {
    id: 'arabic-five-verbs',
    subject: 'arabic',
    keywords: {
      ar: ['الأفعال الخمسة', 'ثبوت النون', 'حذف النون', 'الفعل المضارع المتصل بواو الجماعة'],
      en: ['five verbs', 'afaal khamsa', 'dropping the nun', 'imperfect verb endings'],
    },
    title: { ar: 'الأفعال الخمسة', en: 'The Five Verbs (al-Afaal al-Khamsa)' },
    body: {
      ar: `**الأفعال الخمسة** كل فعل مضارع اتصلت به ألف الاثنين (يكتبان، تكتبان)، أو واو الجماعة (يكتبون، تكتبون)، أو ياء المخاطبة (تكتبين).
- **الرفع:** بثبوت النون: «الطلابُ يذاكرون».
- **النصب:** بحذف النون بعد أدوات النصب (أن، لن، كي، لام التعليل): «لن تتأخروا».
- **الجزم:** بحذف النون بعد أدوات الجزم (لم، لا الناهية، لام الأمر): «لم يتأخرا».
- الألف والواو والياء ضمائر متصلة مبنية على السكون في محل رفع فاعل.
- ليس منها المضارع المتصل بنون النسوة، فهو مبني على السكون: «الطالباتُ يكتبْنَ».
- الأمر المسند إلى هذه الضمائر مبني على حذف النون: «اكتبوا».
**مثال معرب:** «الطالبتان لم تتأخرا»: تتأخرا فعل مضارع مجزوم بـ«لم» وعلامة جزمه حذف النون لأنه من الأفعال الخمسة، والألف ضمير متصل مبني على السكون في محل رفع فاعل.
**سؤال للتأكد:** ما علامة نصب الفعل في قولنا: «لن تنجحوا إلا بالاجتهاد»؟`,
      en: `The **five verbs** (الأفعال الخمسة) are present-tense (mudari) verbs with one of three attached pronouns: the dual alif (يكتبان، تكتبان), the plural waw (يكتبون، تكتبون) or the feminine-singular ya of address (تكتبين).
- **Nominative:** shown by keeping the nun: «الطلابُ يذاكرون».
- **Subjunctive (nasb):** shown by dropping the nun after أن، لن، كي or the lam of purpose: «لن تتأخروا».
- **Jussive (jazm):** also shown by dropping the nun after لم، the prohibitive لا or the lam of command: «لم يتأخرا».
- The alif, waw and ya are attached pronouns, built on sukun, in the position of the doer (nominative).
- A verb with the feminine-plural nun is not one of them; it is fixed (mabni) on sukun: «الطالباتُ يكتبْنَ».
- Their imperatives are fixed on the dropping of the nun: «اكتبوا».
**Worked example:** «الطالبتان لم تتأخرا» (the two students were not late): تتأخرا is jussive after لم, marked by dropping the nun because it is one of the five verbs; the alif is the doer.
**Check yourself:** What marks the verb as subjunctive in «لن تنجحوا إلا بالاجتهاد»?`,
    },
  },
  {
    id: 'arabic-numbers',
    subject: 'arabic',
    keywords: {
      ar: ['العدد والمعدود', 'المعدود', 'تذكير العدد وتأنيثه', 'ألفاظ العقود', 'الأعداد من ثلاثة إلى عشرة'],
      en: ['numbers and counted nouns', 'counted noun', 'number agreement', 'adad and madud'],
    },
    title: { ar: 'العدد والمعدود', en: 'Numbers and Counted Nouns (al-Adad wal-Madud)' },
    body: {
      ar: `**العدد والمعدود** من حيث التذكير والتأنيث، والعبرة بمفرد المعدود:
- **1 و2:** يوافقان المعدود ويأتيان بعده نعتًا: «كتابٌ واحدٌ»، «طالبتان اثنتان».
- **من 3 إلى 10:** تخالف المعدود، والمعدود جمع مجرور بالإضافة: «خمسةُ كتبٍ»، «خمسُ طالباتٍ»؛ لأن مفرد «كتب» مذكر، ومفرد «طالبات» مؤنث.
- **11 و12:** يوافق الجزءان المعدود: «أحدَ عشرَ كوكبًا»، «إحدى عشرةَ طالبةً»، «اثنا عشرَ رجلًا».
- **من 13 إلى 19:** الجزء الأول يخالف المعدود والثاني يوافقه: «ثلاثةَ عشرَ طالبًا»، «ثلاثَ عشرةَ طالبةً»، والعدد المركب مبني على فتح الجزأين ما عدا «اثنا» و«اثنتا».
- **ألفاظ العقود (20–90):** بلفظ واحد للمذكر والمؤنث، وتُعرب إعراب جمع المذكر السالم: «رأيتُ عشرين طالبًا».
- **المعدود** بعد الأعداد من 11 إلى 99 مفرد منصوب على التمييز، وبعد المئة والألف مفرد مجرور بالإضافة: «مئةُ كتابٍ»، «ألفُ طالبةٍ».
**سؤال للتأكد:** أيهما الصواب: «خمسةُ طالباتٍ» أم «خمسُ طالباتٍ»، ولماذا؟`,
      en: `**Numbers and counted nouns** (العدد والمعدود) follow gender rules in which the singular of the counted noun decides:
- **1 and 2** agree with the counted noun and come after it as adjectives: «كتابٌ واحدٌ», «طالبتان اثنتان».
- **3 to 10** take the opposite gender; the counted noun is a genitive plural: «خمسةُ كتبٍ» (five books), «خمسُ طالباتٍ» (five female students), because كتاب is masculine and طالبة is feminine.
- **11 and 12:** both parts agree: «أحدَ عشرَ كوكبًا», «إحدى عشرةَ طالبةً», «اثنا عشرَ رجلًا».
- **13 to 19:** the first part takes the opposite gender and the second part agrees: «ثلاثةَ عشرَ طالبًا», «ثلاثَ عشرةَ طالبةً». Compound numbers are fixed on fatha in both parts, except اثنا and اثنتا.
- **The tens (20–90)** have one form for both genders and are inflected like sound masculine plurals: «رأيتُ عشرين طالبًا».
- **The counted noun** after 11–99 is a singular accusative tamyeez; after 100 and 1000 it is a singular genitive: «مئةُ كتابٍ», «ألفُ طالبةٍ».
**Check yourself:** Which is correct, «خمسةُ طالباتٍ» or «خمسُ طالباتٍ», and why?`,
    },
  },
  {
    id: 'arabic-tashbeeh',
    subject: 'arabic',
    keywords: {
      ar: ['التشبيه', 'التشبيه البليغ', 'أركان التشبيه', 'التشبيه التمثيلي', 'وجه الشبه', 'التشبيه المرسل والمؤكد'],
      en: ['simile', 'tashbeeh', 'tashbih', 'eloquent simile'],
    },
    title: { ar: 'التشبيه', en: 'Simile (Tashbeeh)' },
    body: {
      ar: `**التشبيه** عقد مماثلة بين طرفين يشتركان في صفة أو أكثر بأداة، لغرض يقصده المتكلم. وأركانه أربعة:
- **المشبه والمشبه به:** وهما طرفا التشبيه، ولا يُحذف أحدهما.
- **أداة التشبيه:** الكاف، كأنّ، مِثل، شِبه، يشبه، يماثل.
- **وجه الشبه:** الصفة المشتركة بين الطرفين.
**أنواعه:**
- **المرسل:** ذُكرت فيه الأداة، و**المؤكد:** حُذفت منه الأداة: «الجنديُّ أسدٌ في الشجاعة».
- **المفصل:** ذُكر فيه وجه الشبه، و**المجمل:** حُذف منه وجه الشبه.
- **البليغ:** حُذفت منه الأداة ووجه الشبه معًا، وهو أقوى أنواعه: «الأمُّ مدرسةٌ»، «العلمُ نورٌ».
- **التمثيلي:** يكون وجه الشبه فيه صورة منتزعة من متعدد.
**مثال:** «العلمُ كالنورِ في الهداية»: المشبه العلم، والأداة الكاف، والمشبه به النور، ووجه الشبه الهداية؛ فهو تشبيه مرسل مفصل.
**سر الجمال:** التوضيح والتأكيد وتقريب المعنى إلى الذهن.
**سؤال للتأكد:** ما نوع التشبيه في قولنا: «الكتابُ صديقٌ»؟`,
      en: `A **simile** (التشبيه) links two things that share one or more qualities, using a particle of comparison, for a purpose the speaker has in mind. It has four pillars:
- **The likened (المشبه) and what it is likened to (المشبه به):** the two ends of the simile; neither may be dropped.
- **The tool (أداة التشبيه):** الكاف، كأنّ، مِثل، شِبه، يشبه، يماثل.
- **The shared quality (وجه الشبه).**
**Kinds:**
- **Mursal:** the tool is stated; **muakkad:** the tool is dropped: «الجنديُّ أسدٌ في الشجاعة» (the soldier is a lion in courage).
- **Mufassal:** the shared quality is stated; **mujmal:** it is dropped.
- **Baligh (eloquent):** both the tool and the shared quality are dropped, the strongest kind: «الأمُّ مدرسةٌ» (the mother is a school), «العلمُ نورٌ».
- **Tamthili:** the shared quality is a whole picture drawn from several parts.
**Example:** «العلمُ كالنورِ في الهداية»: likened = knowledge, tool = the kaf, likened-to = light, shared quality = guidance; so it is mursal and mufassal.
**Its beauty:** it clarifies, emphasises and brings the meaning closer to the mind.
**Check yourself:** What kind of simile is «الكتابُ صديقٌ»?`,
    },
  },
  {
    id: 'arabic-istiara',
    subject: 'arabic',
    keywords: {
      ar: ['الاستعارة', 'الاستعارة المكنية', 'الاستعارة التصريحية', 'التشخيص والتجسيم'],
      en: ['metaphor', 'istiara', 'implicit metaphor', 'explicit metaphor', 'personification'],
    },
    title: { ar: 'الاستعارة', en: 'Metaphor (Istiara)' },
    body: {
      ar: `**الاستعارة** تشبيه بليغ حُذف أحد طرفيه (المشبه أو المشبه به)، مع قرينة تمنع إرادة المعنى الحقيقي؛ لذلك هي أبلغ من التشبيه. ونوعاها:
- **الاستعارة التصريحية:** يُحذف فيها المشبه ويُصرَّح بالمشبه به، كقوله تعالى: «لِتُخرجَ الناسَ من الظلماتِ إلى النورِ»؛ صوّر الضلال بالظلمات والهدى بالنور، فحذف المشبه وصرّح بالمشبه به.
- **الاستعارة المكنية:** يُحذف فيها المشبه به ويُرمز إليه بشيء من لوازمه: «تبتسمُ الأزهارُ»؛ صوّر الأزهار بإنسان يبتسم، فحذف المشبه به (الإنسان) وأبقى شيئًا من لوازمه وهو الابتسام.
**طريقة التحليل:** حدّد المشبه والمشبه به، ثم انظر: إن صُرّح بالمشبه به فالاستعارة تصريحية، وإن ذُكر المشبه وحُذف المشبه به فهي مكنية.
**سر الجمال:** التشخيص (بثّ الحياة والصفات الإنسانية في الجماد)، والتجسيم (تصوير المعنوي في صورة محسوسة)، والتوضيح.
**سؤال للتأكد:** ما نوع الاستعارة في قولنا: «حدّثني التاريخُ عن أمجادِ الأجدادِ»؟`,
      en: `A **metaphor** (الاستعارة) is an eloquent simile with one of its two ends dropped, plus a clue (qarina) showing that the literal meaning is not meant, which makes it stronger than a simile. There are two kinds:
- **Explicit metaphor (التصريحية):** the likened thing is dropped and what it is likened to is stated, as in the Quran: «لِتُخرجَ الناسَ من الظلماتِ إلى النورِ» (to bring people out of the darkness into the light): error is pictured as darkness and guidance as light, and only the pictures are stated.
- **Implicit metaphor (المكنية):** what the thing is likened to is dropped and hinted at by one of its features: «تبتسمُ الأزهارُ» (the flowers smile): the flowers are pictured as a person who smiles; the person is dropped and only the smiling is kept.
**How to analyse:** find the likened thing and what it is likened to. If the likened-to is stated, the metaphor is explicit; if the likened thing is stated and the likened-to dropped, it is implicit.
**Its beauty:** personification (giving lifeless things human life), making the abstract concrete, and clarity.
**Check yourself:** What kind of metaphor is in «حدّثني التاريخُ عن أمجادِ الأجدادِ»?`,
    },
  },
  {
    id: 'arabic-kinaya',
    subject: 'arabic',
    keywords: {
      ar: ['الكناية', 'كناية عن صفة', 'كناية عن موصوف', 'كناية عن نسبة'],
      en: ['metonymy', 'kinaya', 'kinayah', 'allusion in rhetoric'],
    },
    title: { ar: 'الكناية وأنواعها', en: 'Metonymy (Kinaya) and Its Kinds' },
    body: {
      ar: `**الكناية** لفظ أُطلق وأُريد به لازم معناه، مع جواز إرادة المعنى الحقيقي، وهذا ما يميزها من الاستعارة التي لا يجوز فيها إرادة المعنى الحقيقي. ولها ثلاثة أنواع:
- **كناية عن صفة:** يُصرَّح فيها بالموصوف ويُكنّى عن الصفة: «فلانٌ كثيرُ الرمادِ» كناية عن الكرم، و«نظيفُ اليدِ» كناية عن الأمانة، و«طويلُ النجادِ» كناية عن طول القامة.
- **كناية عن موصوف:** يُصرَّح فيها بالصفة ويُكنّى عن الموصوف: «أرضُ الكنانةِ» كناية عن مصر، و«لغةُ الضادِ» كناية عن اللغة العربية.
- **كناية عن نسبة:** تُنسب الصفة إلى شيء متصل بالموصوف لا إليه مباشرة: «المجدُ بين ثوبيه» كناية عن نسبة المجد إليه.
**سر الجمال:** تأتي بالمعنى مصحوبًا بالدليل عليه في إيجاز وتجسيم، فهي أبلغ من التصريح.
**سؤال للتأكد:** على أيّ شيء يدلّ قولنا: «فلانٌ نظيفُ اليدِ»، وما نوع الكناية فيه؟`,
      en: `**Kinaya** (الكناية, metonymy) is an expression used to mean something its literal sense implies, while the literal sense itself remains possible. This is what separates it from a metaphor, where the literal sense cannot be meant. It has three kinds:
- **Kinaya of a quality (عن صفة):** the person is named and a quality is hinted at: «فلانٌ كثيرُ الرمادِ» (he has much ash) suggests generosity; «نظيفُ اليدِ» (clean-handed) suggests honesty; «طويلُ النجادِ» (with a long sword-belt) suggests a tall stature.
- **Kinaya of the described (عن موصوف):** a quality is named and the thing itself is hinted at: «أرضُ الكنانةِ» means Egypt, «لغةُ الضادِ» means the Arabic language.
- **Kinaya of attribution (عن نسبة):** the quality is attributed to something connected with the person rather than to the person directly: «المجدُ بين ثوبيه» (glory lies between his garments) attributes glory to him.
**Its beauty:** it gives the meaning together with its proof, briefly and vividly, so it is more eloquent than plain statement.
**Check yourself:** What does «فلانٌ نظيفُ اليدِ» suggest, and which kind of kinaya is it?`,
    },
  },
  {
    id: 'arabic-arud-basics',
    subject: 'arabic',
    keywords: {
      ar: ['علم العروض', 'العروض', 'بحور الشعر', 'التفعيلات', 'الكتابة العروضية', 'تقطيع البيت'],
      en: ['prosody', 'arud', 'poetic meters', 'scansion'],
    },
    title: { ar: 'مبادئ علم العروض', en: 'Basics of Arabic Prosody (Ilm al-Arud)' },
    body: {
      ar: `**علم العروض** علم يُعرف به صحيح أوزان الشعر العربي من فاسدها. وضعه **الخليل بن أحمد الفراهيدي**، وحصر فيه خمسة عشر بحرًا، وزاد تلميذه الأخفش بحر «المتدارك» فصارت البحور ستة عشر.
- **الكتابة العروضية:** نكتب ما يُنطق ونحذف ما لا يُنطق؛ فالحرف المشدد حرفان أولهما ساكن، والتنوين نون ساكنة، وتُحذف همزة الوصل واللام الشمسية عند الوصل، وتُشبع حركة الروي في آخر البيت فتصير حرف مد.
- **الرموز:** المتحرك (/) والساكن (0).
- **التفعيلات عشر**، منها: فعولن (//0/0)، فاعلن (/0//0)، مفاعيلن (//0/0/0)، مستفعلن (/0/0//0)، فاعلاتن (/0//0/0).
- **البيت** شطران: الصدر والعجز، والروي هو الحرف الذي تُبنى عليه القصيدة وتُنسب إليه.
**مثال:** «كتابٌ» تُكتب عروضيًّا «كِتَابُنْ»: كِ (/) تا (/0) بُنْ (/0)، فرموزها //0/0 وتفعيلتها فعولن.
**سؤال للتأكد:** كيف تُكتب كلمة «محمّدٌ» كتابة عروضية، وما رموزها؟`,
      en: `**Prosody** (علم العروض) is the science that tells sound metres of Arabic poetry from faulty ones. It was founded by **al-Khalil ibn Ahmad al-Farahidi**, who counted fifteen metres (buhur); his student al-Akhfash added al-Mutadarak, making sixteen.
- **Prosodic spelling:** write what is pronounced and drop what is not: a doubled letter counts as two letters, the first without a vowel; tanween is written as a vowelless nun; the connecting hamza and the "sun" lam drop out in connected speech; the vowel of the rhyme letter at the end of the line is lengthened into a long vowel.
- **Symbols:** a voweled letter is / and a vowelless letter is 0.
- **There are ten feet (tafilat)**, among them فعولن (//0/0), فاعلن (/0//0), مفاعيلن (//0/0/0), مستفعلن (/0/0//0) and فاعلاتن (/0//0/0).
- **A line** has two halves, the sadr and the ajuz; the rawi is the rhyme letter the whole poem is built on and named after.
**Example:** «كتابٌ» is written «كِتَابُنْ»: كِ (/) تا (/0) بُنْ (/0), so its symbols are //0/0, the foot فعولن.
**Check yourself:** How is «محمّدٌ» written in prosodic spelling, and what are its symbols?`,
    },
  },
];
