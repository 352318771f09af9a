import type { BankQuestion } from '../types';

/**
 * English grammar and vocabulary questions for Thanaweya Amma. The question and its options are the same English
 * text in both versions; only the explanation is written in Arabic for the Arabic version.
 */
export const englishQuestions: readonly BankQuestion[] = [
  // ── The passive voice ──────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-passive-past-simple',
    keywords: {
      ar: ['المبني للمجهول', 'المبنى للمجهول', 'المبني للمجهول في الماضي البسيط', 'الباسيف'],
      en: ['passive voice', 'the passive', 'past simple passive'],
    },
    ar: {
      question: 'The Pyramids of Giza ___ more than 4,500 years ago.',
      options: ['built', 'were built', 'have been built', 'are built'],
      correctAnswer: 1,
      explanation:
        'الجملة مبنية للمجهول لأن الأهرامات لم تقم بالبناء بل وقع عليها الفعل، والزمن ماضٍ بسيط بسبب ago، فنستخدم was/were + التصريف الثالث، ومع الجمع were built.',
    },
    en: {
      question: 'The Pyramids of Giza ___ more than 4,500 years ago.',
      options: ['built', 'were built', 'have been built', 'are built'],
      correctAnswer: 1,
      explanation:
        'The Pyramids did not build anything; they received the action, so we need the passive. "Ago" shows the past simple, so the form is was/were + past participle: were built.',
    },
  },
  {
    id: 'english-causative-have',
    keywords: {
      ar: ['المبني للمجهول', 'المبنى للمجهول', 'المبني للمجهول السببي', 'الجملة السببية have'],
      en: ['passive voice', 'causative', 'have something done'],
    },
    ar: {
      question: 'I had my car ___ at the garage yesterday.',
      options: ['repair', 'repairing', 'repaired', 'to repair'],
      correctAnswer: 2,
      explanation:
        'هذا هو المبني للمجهول السببي: have + مفعول + التصريف الثالث، ويعني أن شخصًا آخر (الميكانيكي) أصلح السيارة لي، لذلك نقول had my car repaired.',
    },
    en: {
      question: 'I had my car ___ at the garage yesterday.',
      options: ['repair', 'repairing', 'repaired', 'to repair'],
      correctAnswer: 2,
      explanation:
        'This is the causative: have + object + past participle. Someone else (the mechanic) repaired the car for me, so the answer is "had my car repaired".',
    },
  },
  // ── Tenses ─────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-present-perfect-since',
    keywords: {
      ar: ['المضارع التام', 'since و for', 'الأزمنة'],
      en: ['present perfect', 'since and for', 'tenses'],
    },
    ar: {
      question: 'My uncle has lived in Alexandria ___ 2015.',
      options: ['for', 'since', 'ago', 'during'],
      correctAnswer: 1,
      explanation: 'نستخدم since مع بداية المدة (سنة أو تاريخ محدد) مثل since 2015، أما for فتأتي مع طول المدة مثل for ten years.',
    },
    en: {
      question: 'My uncle has lived in Alexandria ___ 2015.',
      options: ['for', 'since', 'ago', 'during'],
      correctAnswer: 1,
      explanation: 'Since is used with the starting point of a period (a year or a date), as in "since 2015"; for is used with a length of time, as in "for ten years".',
    },
  },
  {
    id: 'english-past-simple-ago',
    keywords: {
      ar: ['الماضي البسيط', 'المضارع التام والماضي البسيط', 'الأزمنة'],
      en: ['past simple', 'present perfect or past simple', 'tenses'],
    },
    ar: {
      question: 'I ___ Ahmed at the club two days ago.',
      options: ['have seen', 'see', 'saw', 'have saw'],
      correctAnswer: 2,
      explanation: 'كلمة ago تدل على وقت محدد انتهى في الماضي، فنستخدم الماضي البسيط saw، ولا يأتي المضارع التام مع ago.',
    },
    en: {
      question: 'I ___ Ahmed at the club two days ago.',
      options: ['have seen', 'see', 'saw', 'have saw'],
      correctAnswer: 2,
      explanation: '"Ago" refers to a finished time in the past, so we use the past simple "saw". The present perfect is never used with "ago".',
    },
  },
  {
    id: 'english-present-perfect-yet',
    keywords: {
      ar: ['المضارع التام', 'yet و already', 'الأزمنة'],
      en: ['present perfect', 'yet and already', 'tenses'],
    },
    ar: {
      question: "I haven't finished my homework ___.",
      options: ['already', 'just', 'yet', 'ever'],
      correctAnswer: 2,
      explanation: 'تأتي yet في نهاية الجملة المنفية والسؤال مع المضارع التام، أما already وjust فتأتيان في الجملة المثبتة قبل التصريف الثالث.',
    },
    en: {
      question: "I haven't finished my homework ___.",
      options: ['already', 'just', 'yet', 'ever'],
      correctAnswer: 2,
      explanation: 'Yet goes at the end of negative sentences and questions in the present perfect; already and just are used in positive sentences before the past participle.',
    },
  },
  {
    id: 'english-past-perfect',
    keywords: {
      ar: ['الماضي التام', 'الأزمنة', 'when و by the time'],
      en: ['past perfect', 'tenses', 'had done'],
    },
    ar: {
      question: 'When we arrived at the station, the train ___, so we had to wait an hour for the next one.',
      options: ['has left', 'had left', 'leaves', 'is leaving'],
      correctAnswer: 1,
      explanation: 'مغادرة القطار حدثت قبل وصولنا، والحدث الأسبق من حدثين في الماضي يأتي في الماضي التام had + التصريف الثالث، أي had left.',
    },
    en: {
      question: 'When we arrived at the station, the train ___, so we had to wait an hour for the next one.',
      options: ['has left', 'had left', 'leaves', 'is leaving'],
      correctAnswer: 1,
      explanation: 'The train left before we arrived. The earlier of two past actions takes the past perfect, had + past participle: had left.',
    },
  },
  // ── Conditionals ───────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-conditional-first',
    keywords: {
      ar: ['قاعدة if', 'الجمل الشرطية', 'الحالة الأولى'],
      en: ['conditionals', 'first conditional', 'if clauses'],
    },
    ar: {
      question: 'If it rains tomorrow, we ___ at home.',
      options: ['will stay', 'would stay', 'stayed', 'would have stayed'],
      correctAnswer: 0,
      explanation: 'هذه الحالة الأولى لشرط ممكن الحدوث في المستقبل: if + مضارع بسيط، وفي الجواب will + مصدر، أي will stay.',
    },
    en: {
      question: 'If it rains tomorrow, we ___ at home.',
      options: ['will stay', 'would stay', 'stayed', 'would have stayed'],
      correctAnswer: 0,
      explanation: 'This is the first conditional for a possible future: if + present simple, then will + infinitive: will stay.',
    },
  },
  {
    id: 'english-conditional-second',
    keywords: {
      ar: ['قاعدة if', 'الجمل الشرطية', 'الحالة الثانية'],
      en: ['conditionals', 'second conditional', 'if clauses'],
    },
    ar: {
      question: 'If I ___ a lot of money, I would travel around the world.',
      options: ['have', 'had', 'will have', 'would have'],
      correctAnswer: 1,
      explanation: 'وجود would + مصدر في الجواب يدل على الحالة الثانية (شرط غير واقعي في الحاضر)، فيأتي فعل الشرط في الماضي البسيط had.',
    },
    en: {
      question: 'If I ___ a lot of money, I would travel around the world.',
      options: ['have', 'had', 'will have', 'would have'],
      correctAnswer: 1,
      explanation: 'Would + infinitive in the main clause shows the second conditional (an unreal present), so the if-clause takes the past simple: had.',
    },
  },
  {
    id: 'english-conditional-third',
    keywords: {
      ar: ['قاعدة if', 'الجمل الشرطية', 'الحالة الثالثة'],
      en: ['conditionals', 'third conditional', 'if clauses'],
    },
    ar: {
      question: 'If he had studied harder, he ___ the exam.',
      options: ['would pass', 'will pass', 'would have passed', 'passes'],
      correctAnswer: 2,
      explanation: 'فعل الشرط في الماضي التام had studied، فهذه الحالة الثالثة (ماضٍ لم يحدث)، والجواب would have + التصريف الثالث: would have passed.',
    },
    en: {
      question: 'If he had studied harder, he ___ the exam.',
      options: ['would pass', 'will pass', 'would have passed', 'passes'],
      correctAnswer: 2,
      explanation: 'The if-clause is in the past perfect (had studied), so this is the third conditional about an unreal past: would have + past participle, would have passed.',
    },
  },
  {
    id: 'english-conditional-unless',
    keywords: {
      ar: ['قاعدة if', 'الجمل الشرطية', 'unless بمعنى if not'],
      en: ['conditionals', 'unless', 'if clauses'],
    },
    ar: {
      question: '___ you hurry, you will miss the bus.',
      options: ['If', 'Provided that', 'In case', 'Unless'],
      correctAnswer: 3,
      explanation: 'المعنى: إذا لم تسرع ستفوتك الحافلة، وunless تعني if … not، لذلك Unless you hurry هي الإجابة المنطقية الوحيدة.',
    },
    en: {
      question: '___ you hurry, you will miss the bus.',
      options: ['If', 'Provided that', 'In case', 'Unless'],
      correctAnswer: 3,
      explanation: 'The meaning is "if you do not hurry, you will miss the bus". Unless means if … not, so "Unless you hurry" is the only logical choice.',
    },
  },
  {
    id: 'english-conditional-zero',
    keywords: {
      ar: ['قاعدة if', 'الجمل الشرطية', 'الحالة الصفرية'],
      en: ['conditionals', 'zero conditional', 'if clauses'],
    },
    ar: {
      question: 'If you heat ice, it ___.',
      options: ['melts', 'melted', 'would melt', 'had melted'],
      correctAnswer: 0,
      explanation: 'هذه حقيقة علمية عامة، فنستخدم الحالة الصفرية: if + مضارع بسيط وفي الجواب مضارع بسيط أيضًا، أي melts.',
    },
    en: {
      question: 'If you heat ice, it ___.',
      options: ['melts', 'melted', 'would melt', 'had melted'],
      correctAnswer: 0,
      explanation: 'This is a general scientific fact, so we use the zero conditional: if + present simple, and the present simple in the main clause too: melts.',
    },
  },
  // ── Reported speech ────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-reported-statement',
    keywords: {
      ar: ['الكلام المنقول', 'الكلام غير المباشر', 'تحويل الكلام المباشر'],
      en: ['reported speech', 'indirect speech', 'backshift'],
    },
    ar: {
      question: 'He said, "I am watching TV now." → He said that he ___ TV then.',
      options: ['is watching', 'was watching', 'watched', 'has watched'],
      correctAnswer: 1,
      explanation: 'فعل القول said في الماضي، فيرجع المضارع المستمر am watching خطوة إلى الماضي المستمر was watching، وتتحول now إلى then.',
    },
    en: {
      question: 'He said, "I am watching TV now." → He said that he ___ TV then.',
      options: ['is watching', 'was watching', 'watched', 'has watched'],
      correctAnswer: 1,
      explanation: 'The reporting verb "said" is in the past, so the present continuous "am watching" moves back to the past continuous "was watching", and now becomes then.',
    },
  },
  {
    id: 'english-reported-question',
    keywords: {
      ar: ['الكلام المنقول', 'نقل السؤال', 'الكلام غير المباشر'],
      en: ['reported speech', 'reported questions', 'indirect questions'],
    },
    ar: {
      question: 'He asked me, "Where do you live?" → He asked me where ___.',
      options: ['do I live', 'did I live', 'I do live', 'I lived'],
      correctAnswer: 3,
      explanation: 'في السؤال المنقول نستخدم ترتيب الجملة الخبرية (الفاعل ثم الفعل) ونحذف do/did، ونرجع الزمن خطوة: where I lived.',
    },
    en: {
      question: 'He asked me, "Where do you live?" → He asked me where ___.',
      options: ['do I live', 'did I live', 'I do live', 'I lived'],
      correctAnswer: 3,
      explanation: 'A reported question uses statement word order (subject before verb) without do/did, and the tense moves back one step: where I lived.',
    },
  },
  {
    id: 'english-reported-command',
    keywords: {
      ar: ['الكلام المنقول', 'نقل الأمر', 'told + to'],
      en: ['reported speech', 'reported commands', 'told me to'],
    },
    ar: {
      question: '"Close the door," the teacher said to me. → The teacher told me ___ the door.',
      options: ['close', 'closing', 'to close', 'closed'],
      correctAnswer: 2,
      explanation: 'عند نقل الأمر نستخدم told + شخص + to + المصدر، أي told me to close، ومع النهي نستخدم not to.',
    },
    en: {
      question: '"Close the door," the teacher said to me. → The teacher told me ___ the door.',
      options: ['close', 'closing', 'to close', 'closed'],
      correctAnswer: 2,
      explanation: 'A reported order uses told + person + to-infinitive: told me to close. A negative order uses not to.',
    },
  },
  {
    id: 'english-reported-time-words',
    keywords: {
      ar: ['الكلام المنقول', 'تغيير كلمات الزمان', 'الكلام غير المباشر'],
      en: ['reported speech', 'time words in reported speech', 'indirect speech'],
    },
    ar: {
      question: '"I will visit you tomorrow," she said. → She said that she would visit me ___.',
      options: ['tomorrow', 'the next day', 'the day before', 'yesterday'],
      correctAnswer: 1,
      explanation: 'في الكلام المنقول تتحول tomorrow إلى the next day (أو the following day)، كما تتحول will إلى would.',
    },
    en: {
      question: '"I will visit you tomorrow," she said. → She said that she would visit me ___.',
      options: ['tomorrow', 'the next day', 'the day before', 'yesterday'],
      correctAnswer: 1,
      explanation: 'In reported speech tomorrow becomes "the next day" (or "the following day"), just as will becomes would.',
    },
  },
  // ── Relative clauses ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-relative-whose',
    keywords: {
      ar: ['ضمائر الوصل', 'الضمائر الموصولة', 'whose للملكية'],
      en: ['relative clauses', 'relative pronouns', 'whose'],
    },
    ar: {
      question: 'This is the man ___ car was stolen last night.',
      options: ['who', 'whose', 'which', 'whom'],
      correctAnswer: 1,
      explanation: 'الضمير whose يدل على الملكية ويأتي بعده اسم مباشرة (car)، والمعنى: الرجل الذي سُرقت سيارته.',
    },
    en: {
      question: 'This is the man ___ car was stolen last night.',
      options: ['who', 'whose', 'which', 'whom'],
      correctAnswer: 1,
      explanation: 'Whose shows possession and is followed directly by a noun (car): the man whose car was stolen.',
    },
  },
  {
    id: 'english-relative-where',
    keywords: {
      ar: ['ضمائر الوصل', 'الضمائر الموصولة', 'where للمكان'],
      en: ['relative clauses', 'relative pronouns', 'where'],
    },
    ar: {
      question: 'That is the hospital ___ I was born.',
      options: ['which', 'who', 'when', 'where'],
      correctAnswer: 3,
      explanation: 'نستخدم where مع المكان عندما تكون الجملة بعدها كاملة (I was born)، وهي تساوي in which.',
    },
    en: {
      question: 'That is the hospital ___ I was born.',
      options: ['which', 'who', 'when', 'where'],
      correctAnswer: 3,
      explanation: 'Where refers to a place when the clause after it is complete (I was born); it means "in which".',
    },
  },
  {
    id: 'english-relative-non-defining',
    keywords: {
      ar: ['ضمائر الوصل', 'الجملة غير المحددة', 'الضمائر الموصولة'],
      en: ['relative clauses', 'non-defining relative clauses', 'which'],
    },
    ar: {
      question: 'Cairo, ___ is the capital of Egypt, is a very crowded city.',
      options: ['which', 'that', 'who', 'where'],
      correctAnswer: 0,
      explanation: 'الجملة بين فاصلتين فهي غير محددة، ولا يجوز فيها that، والاسم غير عاقل وهو فاعل الجملة الموصولة، لذلك نستخدم which.',
    },
    en: {
      question: 'Cairo, ___ is the capital of Egypt, is a very crowded city.',
      options: ['which', 'that', 'who', 'where'],
      correctAnswer: 0,
      explanation: 'The clause is between commas, so it is non-defining and "that" is not allowed. Cairo is a thing and the subject of the clause, so we use which.',
    },
  },
  // ── Modals ─────────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-modal-must-deduction',
    keywords: {
      ar: ['الأفعال الناقصة', 'المودال', 'الاستنتاج بـ must'],
      en: ['modal verbs', 'modals', 'deduction'],
    },
    ar: {
      question: 'He has been working for twelve hours without a break. He ___ be very tired.',
      options: ["can't", 'must', "needn't", "mustn't"],
      correctAnswer: 1,
      explanation: 'نستخدم must للاستنتاج المؤكد في الإثبات: العمل اثنتي عشرة ساعة بلا راحة يجعلنا متأكدين أنه متعب، بينما can\'t للاستنتاج المؤكد في النفي.',
    },
    en: {
      question: 'He has been working for twelve hours without a break. He ___ be very tired.',
      options: ["can't", 'must', "needn't", "mustn't"],
      correctAnswer: 1,
      explanation: "Must expresses a confident positive deduction: after twelve hours without a break we are sure he is tired. Can't is used when we are sure something is not true.",
    },
  },
  {
    id: 'english-modal-mustnt',
    keywords: {
      ar: ['الأفعال الناقصة', 'المودال', 'المنع بـ mustn\'t'],
      en: ['modal verbs', 'modals', 'prohibition'],
    },
    ar: {
      question: "You ___ smoke in the hospital. It's against the rules.",
      options: ["mustn't", "don't have to", "needn't", 'might not'],
      correctAnswer: 0,
      explanation: 'الجملة تعبّر عن منع لأن التدخين مخالف للقواعد، والمنع يكون بـ mustn\'t، أما don\'t have to وneedn\'t فتعنيان عدم الضرورة فقط.',
    },
    en: {
      question: "You ___ smoke in the hospital. It's against the rules.",
      options: ["mustn't", "don't have to", "needn't", 'might not'],
      correctAnswer: 0,
      explanation: "Smoking is against the rules, so it is forbidden: mustn't. Don't have to and needn't only mean that something is not necessary.",
    },
  },
  {
    id: 'english-modal-should-have',
    keywords: {
      ar: ['الأفعال الناقصة', 'المودال', 'should have للوم'],
      en: ['modal verbs', 'modals', 'should have done'],
    },
    ar: {
      question: 'You failed the test. You ___ harder.',
      options: ['should study', 'must study', 'could study', 'should have studied'],
      correctAnswer: 3,
      explanation: 'للوم على شيء كان يجب فعله في الماضي ولم يحدث نستخدم should have + التصريف الثالث، أي should have studied.',
    },
    en: {
      question: 'You failed the test. You ___ harder.',
      options: ['should study', 'must study', 'could study', 'should have studied'],
      correctAnswer: 3,
      explanation: 'To criticise something that was the right thing to do in the past but did not happen, we use should have + past participle: should have studied.',
    },
  },
  // ── Articles ───────────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-articles-an-hour',
    keywords: {
      ar: ['أدوات التنكير والتعريف', 'a و an', 'أداة النكرة'],
      en: ['articles', 'a and an', 'indefinite article'],
    },
    ar: {
      question: 'It takes ___ hour to get to Tanta by train.',
      options: ['a', 'an', 'the', 'no article'],
      correctAnswer: 1,
      explanation: 'حرف h في hour لا يُنطق، فالكلمة تبدأ بصوت متحرك، ولذلك نستخدم an. العبرة بالصوت لا بالحرف المكتوب.',
    },
    en: {
      question: 'It takes ___ hour to get to Tanta by train.',
      options: ['a', 'an', 'the', 'no article'],
      correctAnswer: 1,
      explanation: 'The h in hour is silent, so the word starts with a vowel sound and takes an. What matters is the sound, not the written letter.',
    },
  },
  {
    id: 'english-articles-the-nile',
    keywords: {
      ar: ['أدوات التنكير والتعريف', 'أداة التعريف the', 'the مع الأنهار'],
      en: ['articles', 'definite article', 'the with rivers'],
    },
    ar: {
      question: '___ Nile is the longest river in Africa.',
      options: ['A', 'An', 'The', 'No article'],
      correctAnswer: 2,
      explanation: 'أسماء الأنهار والبحار والمحيطات تسبقها أداة التعريف the، لذلك نقول The Nile.',
    },
    en: {
      question: '___ Nile is the longest river in Africa.',
      options: ['A', 'An', 'The', 'No article'],
      correctAnswer: 2,
      explanation: 'Names of rivers, seas and oceans take the definite article: The Nile.',
    },
  },
  // ── Gerund and infinitive ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-gerund-after-enjoy',
    keywords: {
      ar: ['الجيرند', 'الجيرند والمصدر', 'الفعل بعد enjoy'],
      en: ['gerund', 'gerund or infinitive', 'verb patterns'],
    },
    ar: {
      question: 'My father enjoys ___ in the garden at the weekend.',
      options: ['working', 'to work', 'work', 'worked'],
      correctAnswer: 0,
      explanation: 'الفعل enjoy يأتي بعده الفعل مضافًا إليه ing (gerund)، مثل avoid وfinish وmind، لذلك نقول enjoys working.',
    },
    en: {
      question: 'My father enjoys ___ in the garden at the weekend.',
      options: ['working', 'to work', 'work', 'worked'],
      correctAnswer: 0,
      explanation: 'Enjoy is followed by a gerund (verb + -ing), like avoid, finish and mind: enjoys working.',
    },
  },
  {
    id: 'english-infinitive-after-decide',
    keywords: {
      ar: ['المصدر مع to', 'الجيرند والمصدر', 'الفعل بعد decide'],
      en: ['infinitive', 'gerund or infinitive', 'verb patterns'],
    },
    ar: {
      question: 'They decided ___ a new flat in New Cairo.',
      options: ['buying', 'buy', 'to buy', 'bought'],
      correctAnswer: 2,
      explanation: 'الفعل decide يأتي بعده المصدر مع to، مثل want وhope وagree وrefuse، لذلك نقول decided to buy.',
    },
    en: {
      question: 'They decided ___ a new flat in New Cairo.',
      options: ['buying', 'buy', 'to buy', 'bought'],
      correctAnswer: 2,
      explanation: 'Decide is followed by the to-infinitive, like want, hope, agree and refuse: decided to buy.',
    },
  },
  {
    id: 'english-gerund-look-forward-to',
    keywords: {
      ar: ['الجيرند', 'look forward to', 'الجيرند بعد حرف الجر'],
      en: ['gerund', 'look forward to', 'gerund after prepositions'],
    },
    ar: {
      question: "I'm looking forward to ___ you at the weekend.",
      options: ['see', 'to see', 'seen', 'seeing'],
      correctAnswer: 3,
      explanation: 'كلمة to في look forward to حرف جر وليست علامة المصدر، وبعد حرف الجر يأتي الفعل + ing، لذلك نقول looking forward to seeing.',
    },
    en: {
      question: "I'm looking forward to ___ you at the weekend.",
      options: ['see', 'to see', 'seen', 'seeing'],
      correctAnswer: 3,
      explanation: 'In "look forward to", to is a preposition, not part of an infinitive, and a preposition is followed by verb + -ing: looking forward to seeing.',
    },
  },
  {
    id: 'english-stop-gerund-meaning',
    keywords: {
      ar: ['الجيرند والمصدر', 'stop مع ing و to', 'الجيرند'],
      en: ['gerund or infinitive', 'stop doing', 'verb patterns'],
    },
    ar: {
      question: 'He stopped ___ because it was bad for his health.',
      options: ['smoking', 'to smoke', 'smoke', 'smoked'],
      correctAnswer: 0,
      explanation: 'stop + ing تعني الإقلاع عن عادة، أما stop + to فتعني التوقف من أجل فعل شيء آخر. وبما أن التدخين ضار بصحته فقد أقلع عنه: stopped smoking.',
    },
    en: {
      question: 'He stopped ___ because it was bad for his health.',
      options: ['smoking', 'to smoke', 'smoke', 'smoked'],
      correctAnswer: 0,
      explanation: 'Stop + -ing means to give up a habit; stop + to-infinitive means to stop in order to do something else. Smoking was bad for him, so he gave it up: stopped smoking.',
    },
  },
  // ── Question tags ──────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-question-tag-be',
    keywords: {
      ar: ['السؤال المذيل', 'الأسئلة المذيلة', 'الكويسشن تاج'],
      en: ['question tags', 'tag questions', 'tags'],
    },
    ar: {
      question: 'Your sister is a doctor, ___?',
      options: ['is she', "isn't she", "doesn't she", "wasn't she"],
      correctAnswer: 1,
      explanation: 'الجملة مثبتة وفعلها is في المضارع، فيكون السؤال المذيل منفيًّا بالفعل نفسه مع ضمير الفاعل: isn\'t she.',
    },
    en: {
      question: 'Your sister is a doctor, ___?',
      options: ['is she', "isn't she", "doesn't she", "wasn't she"],
      correctAnswer: 1,
      explanation: "The sentence is positive with the verb is, so the tag is negative with the same verb and a subject pronoun: isn't she.",
    },
  },
  {
    id: 'english-question-tag-lets',
    keywords: {
      ar: ['السؤال المذيل', 'الأسئلة المذيلة', "Let's مع shall we"],
      en: ['question tags', 'tag questions', "let's shall we"],
    },
    ar: {
      question: "Let's go to the cinema tonight, ___?",
      options: ['will we', "don't we", 'shall we', "won't you"],
      correctAnswer: 2,
      explanation: 'الجملة التي تبدأ بـ Let\'s للاقتراح يكون سؤالها المذيل دائمًا shall we.',
    },
    en: {
      question: "Let's go to the cinema tonight, ___?",
      options: ['will we', "don't we", 'shall we', "won't you"],
      correctAnswer: 2,
      explanation: "A suggestion starting with Let's always takes the tag shall we.",
    },
  },
  {
    id: 'english-question-tag-never',
    keywords: {
      ar: ['السؤال المذيل', 'الأسئلة المذيلة', 'never في السؤال المذيل'],
      en: ['question tags', 'tag questions', 'negative words'],
    },
    ar: {
      question: 'He never tells lies, ___?',
      options: ['does he', "doesn't he", 'is he', 'did he'],
      correctAnswer: 0,
      explanation: 'كلمة never تجعل معنى الجملة منفيًّا، فيكون السؤال المذيل مثبتًا، والفعل tells في المضارع البسيط فنستخدم does: does he.',
    },
    en: {
      question: 'He never tells lies, ___?',
      options: ['does he', "doesn't he", 'is he', 'did he'],
      correctAnswer: 0,
      explanation: 'Never makes the sentence negative, so the tag is positive; tells is present simple, so we use does: does he.',
    },
  },
  // ── Wish and if only ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-wish-past-regret',
    keywords: {
      ar: ['التمني', 'wish و if only', 'الندم على الماضي'],
      en: ['wish', 'if only', 'regret'],
    },
    ar: {
      question: 'I wish I ___ harder for the exam last year.',
      options: ['studied', 'study', 'had studied', 'would study'],
      correctAnswer: 2,
      explanation: 'للندم على شيء لم يحدث في الماضي (last year) نستخدم wish + الماضي التام، أي had studied.',
    },
    en: {
      question: 'I wish I ___ harder for the exam last year.',
      options: ['studied', 'study', 'had studied', 'would study'],
      correctAnswer: 2,
      explanation: 'To express regret about the past (last year) we use wish + past perfect: had studied.',
    },
  },
  {
    id: 'english-wish-present-were',
    keywords: {
      ar: ['التمني', 'wish في الحاضر', 'أسلوب التمني'],
      en: ['wish', 'wishes', 'if only'],
    },
    ar: {
      question: 'I wish I ___ taller so that I could play in the basketball team.',
      options: ['am', 'will be', 'have been', 'were'],
      correctAnswer: 3,
      explanation: 'للتمني غير الواقعي في الحاضر نستخدم wish + الماضي البسيط، ومع فعل be نستخدم were مع كل الضمائر: I wish I were taller.',
    },
    en: {
      question: 'I wish I ___ taller so that I could play in the basketball team.',
      options: ['am', 'will be', 'have been', 'were'],
      correctAnswer: 3,
      explanation: 'An unreal present wish takes wish + past simple, and with be we use were for every person: I wish I were taller.',
    },
  },
  {
    id: 'english-if-only-present',
    keywords: {
      ar: ['التمني', 'if only', 'أسلوب التمني'],
      en: ['if only', 'wish', 'unreal present'],
    },
    ar: {
      question: 'If only I ___ how to swim now!',
      options: ['knew', 'know', 'had known', 'will know'],
      correctAnswer: 0,
      explanation: 'تأخذ if only قواعد wish نفسها، والتمني هنا عن الحاضر (now)، فنستخدم الماضي البسيط knew.',
    },
    en: {
      question: 'If only I ___ how to swim now!',
      options: ['knew', 'know', 'had known', 'will know'],
      correctAnswer: 0,
      explanation: 'If only follows the same rules as wish; this is a wish about the present (now), so we use the past simple: knew.',
    },
  },
  // ── Linking words ──────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-linking-despite',
    keywords: {
      ar: ['أدوات الربط', 'despite و although', 'روابط التضاد'],
      en: ['linking words', 'despite', 'connectors'],
    },
    ar: {
      question: '___ the heavy rain, the match went on.',
      options: ['Although', 'Despite', 'However', 'Because'],
      correctAnswer: 1,
      explanation: 'بعد الفراغ اسم (the heavy rain) وليس جملة، والمعنى تضاد، فنستخدم Despite. أما Although فيأتي بعدها فاعل وفعل.',
    },
    en: {
      question: '___ the heavy rain, the match went on.',
      options: ['Although', 'Despite', 'However', 'Because'],
      correctAnswer: 1,
      explanation: 'The gap is followed by a noun phrase (the heavy rain), not a clause, and the meaning is contrast, so we use Despite. Although needs a subject and a verb after it.',
    },
  },
  {
    id: 'english-linking-although',
    keywords: {
      ar: ['أدوات الربط', 'although', 'روابط التضاد'],
      en: ['linking words', 'although', 'connectors'],
    },
    ar: {
      question: '___ he was ill, he went to school.',
      options: ['Despite', 'In spite of', 'Although', 'Because of'],
      correctAnswer: 2,
      explanation: 'بعد الفراغ جملة كاملة (he was ill) والمعنى تضاد، فنستخدم Although. أما Despite وIn spite of فيأتي بعدهما اسم أو فعل + ing.',
    },
    en: {
      question: '___ he was ill, he went to school.',
      options: ['Despite', 'In spite of', 'Although', 'Because of'],
      correctAnswer: 2,
      explanation: 'The gap is followed by a full clause (he was ill) and the meaning is contrast, so we use Although. Despite and in spite of take a noun or verb + -ing.',
    },
  },
  {
    id: 'english-linking-however',
    keywords: {
      ar: ['أدوات الربط', 'however', 'روابط التضاد'],
      en: ['linking words', 'however', 'connectors'],
    },
    ar: {
      question: 'The exam was very difficult. ___, most students passed it.',
      options: ['However', 'Although', 'Because', 'Despite'],
      correctAnswer: 0,
      explanation: 'الفراغ في بداية جملة جديدة بعد نقطة وتليه فاصلة، والمعنى تضاد، فنستخدم However. أما Although وDespite فتربطان داخل الجملة نفسها.',
    },
    en: {
      question: 'The exam was very difficult. ___, most students passed it.',
      options: ['However', 'Although', 'Because', 'Despite'],
      correctAnswer: 0,
      explanation: 'The gap starts a new sentence after a full stop and is followed by a comma, and the meaning is contrast, so we use However. Although and despite link ideas inside one sentence.',
    },
  },
  // ── Vocabulary and prepositions ────────────────────────────────────────────────────────────────────────────
  {
    id: 'english-preposition-interested-in',
    keywords: {
      ar: ['حروف الجر', 'الصفة وحرف الجر', 'interested in'],
      en: ['prepositions', 'adjective and preposition', 'interested in'],
    },
    ar: {
      question: 'Mona is interested ___ learning foreign languages.',
      options: ['on', 'at', 'in', 'for'],
      correctAnswer: 2,
      explanation: 'الصفة interested يأتي بعدها حرف الجر in دائمًا: interested in، وبعد حرف الجر يأتي الفعل + ing.',
    },
    en: {
      question: 'Mona is interested ___ learning foreign languages.',
      options: ['on', 'at', 'in', 'for'],
      correctAnswer: 2,
      explanation: 'The adjective interested always takes the preposition in: interested in, and a verb after a preposition takes -ing.',
    },
  },
  {
    id: 'english-preposition-depend-on',
    keywords: {
      ar: ['حروف الجر', 'الفعل وحرف الجر', 'depend on'],
      en: ['prepositions', 'verb and preposition', 'depend on'],
    },
    ar: {
      question: 'Success in the Thanaweya Amma exams depends ___ hard work.',
      options: ['of', 'on', 'in', 'from'],
      correctAnswer: 1,
      explanation: 'الفعل depend يأتي بعده حرف الجر on: depend on بمعنى يعتمد على.',
    },
    en: {
      question: 'Success in the Thanaweya Amma exams depends ___ hard work.',
      options: ['of', 'on', 'in', 'from'],
      correctAnswer: 1,
      explanation: 'The verb depend takes the preposition on: depend on.',
    },
  },
  {
    id: 'english-vocabulary-do-homework',
    keywords: {
      ar: ['المفردات', 'make و do', 'التلازم اللفظي'],
      en: ['vocabulary', 'make or do', 'collocations'],
    },
    ar: {
      question: 'You must ___ your homework before you go out to play.',
      options: ['make', 'take', 'have', 'do'],
      correctAnswer: 3,
      explanation: 'التعبير الصحيح do homework، فنستخدم do مع الواجبات والأعمال مثل do an exercise، ونستخدم make مع صنع الأشياء مثل make a cake وmake a mistake.',
    },
    en: {
      question: 'You must ___ your homework before you go out to play.',
      options: ['make', 'take', 'have', 'do'],
      correctAnswer: 3,
      explanation: 'The collocation is "do homework": do goes with tasks and work (do an exercise), while make goes with creating things (make a cake, make a mistake).',
    },
  },
  {
    id: 'english-vocabulary-effect',
    keywords: {
      ar: ['المفردات', 'affect و effect', 'الكلمات المتشابهة'],
      en: ['vocabulary', 'affect or effect', 'confusing words'],
    },
    ar: {
      question: 'Smoking has a bad ___ on your health.',
      options: ['affect', 'effect', 'effort', 'infect'],
      correctAnswer: 1,
      explanation: 'بعد a bad نحتاج اسمًا بمعنى التأثير، وهو effect (have an effect on)، أما affect ففعل بمعنى يؤثر في.',
    },
    en: {
      question: 'Smoking has a bad ___ on your health.',
      options: ['affect', 'effect', 'effort', 'infect'],
      correctAnswer: 1,
      explanation: 'After "a bad" we need a noun meaning influence: effect (have an effect on). Affect is the verb.',
    },
  },
  {
    id: 'english-vocabulary-synonym-huge',
    keywords: {
      ar: ['المفردات', 'المرادفات', 'معاني الكلمات'],
      en: ['vocabulary', 'synonyms', 'word meaning'],
    },
    ar: {
      question: 'The word "huge" is closest in meaning to ___.',
      options: ['tiny', 'ancient', 'fragile', 'enormous'],
      correctAnswer: 3,
      explanation: 'كلمة huge تعني ضخم جدًّا، ومرادفها enormous، أما tiny فعكسها (صغير جدًّا).',
    },
    en: {
      question: 'The word "huge" is closest in meaning to ___.',
      options: ['tiny', 'ancient', 'fragile', 'enormous'],
      correctAnswer: 3,
      explanation: 'Huge means very big, so its synonym is enormous; tiny is its opposite.',
    },
  },
];
