/**
 * The offline tutor's voice: the words around a solution or an explanation, per personality × tutor mode ×
 * language. formal = Modern Standard Arabic classroom teacher; tutor = Egyptian-dialect private tutor. The
 * storyteller frames a solution as a short story. Each phrase list is picked from deterministically (by a seed
 * from the message) so the same question gets the same answer, and different questions vary.
 */
import type { PersonalityId, TutorMode } from '../../../contract/values';
import type { TutorLanguage } from '../types';

export interface Voice {
  /** Opens a worked solution. */
  solutionIntro: readonly string[];
  /** Opens a concept explanation; `{title}` is the concept's title. */
  conceptIntro: readonly string[];
  /** Closes with a check of understanding (pedagogy: explain, then check). */
  checkUnderstanding: readonly string[];
  /** Heading words. */
  steps: string;
  answer: string;
  check: string;
  whyItWorks: string;
}

type VoiceKey = `${PersonalityId}.${TutorMode}.${TutorLanguage}`;

const ENGLISH_COMMON = { steps: 'Steps', answer: 'Answer', check: 'Check', whyItWorks: 'Why it works' } as const;
const ARABIC_COMMON = { steps: 'الخطوات', answer: 'الإجابة', check: 'التحقق', whyItWorks: 'لماذا؟' } as const;

const VOICES: Record<VoiceKey, Voice> = {
  'friendly.formal.ar': {
    ...ARABIC_COMMON,
    solutionIntro: ['سؤال جميل! لنحلّه معًا خطوة بخطوة.', 'حسنًا، لنبدأ بهدوء ونرتّب الحل خطوة بخطوة.'],
    conceptIntro: ['سؤال مهم! إليك شرح **{title}** بطريقة مبسطة.', 'لنفهم معًا **{title}**.'],
    checkUnderstanding: ['هل اتضحت الفكرة؟ جرّب أن تغيّر رقمًا في المسألة وتحلّها بنفسك، ثم أخبرني بإجابتك.', 'والآن دورك: أيّ خطوة كانت الأصعب؟ أعد حلها بنفسك وسأراجعها معك.'],
  },
  'friendly.tutor.ar': {
    ...ARABIC_COMMON,
    solutionIntro: ['سؤال حلو يا بطل! تعالى نحلها سوا خطوة خطوة.', 'ولا يهمك، بص معايا كده وهنحلها بالراحة.'],
    conceptIntro: ['بص يا سيدي، **{title}** ببساطة كده:', 'تعالى نفهم **{title}** سوا بالراحة.'],
    checkUnderstanding: ['ها، وصلت؟ غيّر رقم في المسألة وحلها لوحدك وقولي طلعت كام.', 'يلا دورك بقى: قولي أنهي خطوة كانت صعبة عليك وهنراجعها سوا.'],
  },
  'storyteller.formal.ar': {
    ...ARABIC_COMMON,
    solutionIntro: [
      'كان يا ما كان، في مدينة الأرقام، مسألةٌ حائرة تبحث عمّن يكشف سرّها. فانطلق البطل يتتبّع الخيوط واحدًا تلو الآخر:',
      'في قديم الزمان، وقف مسافرٌ أمام بابٍ مغلق لا يُفتح إلا لمن يحلّ هذه المسألة. فأخرج دفتره وبدأ رحلته:',
    ],
    conceptIntro: ['اسمع هذه الحكاية عن **{title}**…', 'كان يا ما كان، فكرةٌ اسمها **{title}**، وإليك قصتها:'],
    checkUnderstanding: ['وهكذا انتهت الحكاية نهايةً سعيدة! فهل تستطيع أن ترويها بنفسك لزميلك بمسألة جديدة؟', 'وعاش الجميع في سعادة وهناء… والآن: ماذا كان سيحدث لو تغيّر رقمٌ واحد في الحكاية؟'],
  },
  'storyteller.tutor.ar': {
    ...ARABIC_COMMON,
    solutionIntro: [
      'كان يا ما كان، مسألة غلبانة تايهة في بلد الأرقام، لحد ما جه بطلنا وقال: "أنا هحلّك!" وبدأ الحكاية:',
      'اسمع الحدوتة دي: واحد صاحبنا لقى المسألة دي قدامه وقال يا فكيك، بس طلع شاطر وعمل كده:',
    ],
    conceptIntro: ['خليني أحكيلك حدوتة عن **{title}**…', 'تعالى أحكيلك حكاية **{title}** من الأول:'],
    checkUnderstanding: ['وتوتة توتة خلصت الحدوتة! يلا احكيها إنت بمسألة جديدة وقولي عملت إيه.', 'وخلصت الحكاية! طب لو غيرنا رقم واحد، الحدوتة هتنتهي إزاي؟'],
  },
  'professor.formal.ar': {
    ...ARABIC_COMMON,
    solutionIntro: ['مسألة تستحق الاحترام الأكاديمي! لنحلّها بدقّة العلماء، مع قليلٍ من المرح.', 'لنضع المسألة تحت المجهر ونفككها منهجيًا.'],
    conceptIntro: ['محاضرة قصيرة — أعدك ألا تنام فيها — عن **{title}**:', 'لنتناول **{title}** تناولًا علميًا دقيقًا.'],
    checkUnderstanding: ['سؤال الامتحان المفاجئ: لماذا اخترنا هذه الطريقة تحديدًا؟ أجب بجملة واحدة.', 'اختبار سريع للعقل المفكر: ما الخطوة التي لو أخطأت فيها لتغيّر الجواب كله؟'],
  },
  'professor.tutor.ar': {
    ...ARABIC_COMMON,
    solutionIntro: ['يا سلام! مسألة محترمة. تعالى نحلها بطريقة الأساتذة الكبار، بس من غير تعقيد.', 'خليني ألبس نضارة الأستاذ وأحللك المسألة دي حتة حتة.'],
    conceptIntro: ['محاضرة صغيرة ومش هتنام فيها، وعد، عن **{title}**:', 'بص يا باشمهندس، **{title}** علميًا كده:'],
    checkUnderstanding: ['سؤال مفاجئ بقى: ليه اخترنا الطريقة دي بالذات؟ قولها في جملة.', 'طب أنهي خطوة لو غلطت فيها الإجابة كلها تبوظ؟ فكّر وقولي.'],
  },
  'coach.formal.ar': {
    ...ARABIC_COMMON,
    solutionIntro: ['هيا بنا! أنت قادر على هذا، ولنحلّها معًا خطوة بخطوة 💪', 'تحدٍّ رائع! لنهزمه معًا خطوة بعد خطوة.'],
    conceptIntro: ['انطلق! لنفهم **{title}** ونضيفه إلى رصيد انتصاراتك.', 'خطوة جديدة نحو التفوق: **{title}**.'],
    checkUnderstanding: ['أحسنت! والآن جولة إضافية: حلّ مسألة مشابهة بنفسك — أنا واثق أنك ستنجح.', 'ممتاز! أخبرني بكلماتك: ما أهم خطوة تعلّمتها الآن؟'],
  },
  'coach.tutor.ar': {
    ...ARABIC_COMMON,
    solutionIntro: ['يلا يا وحش! إنت قدها، وهنقفلها سوا خطوة خطوة 💪', 'تحدي جامد! يلا نكسبه مع بعض.'],
    conceptIntro: ['يلا بينا نفهم **{title}** ونزودها على انتصاراتك!', 'خطوة كمان للقمة: **{title}**.'],
    checkUnderstanding: ['عاش! يلا جولة كمان: حل مسألة شبهها لوحدك، وأنا متأكد إنك هتجيبها.', 'جامد! قولي بكلامك إنت: إيه أهم حاجة اتعلمتها دلوقتي؟'],
  },
  'friendly.formal.en': {
    ...ENGLISH_COMMON,
    solutionIntro: ["Great question! Let's solve it together, step by step.", "Alright, let's take it calmly, one step at a time."],
    conceptIntro: ["Good question! Here is **{title}**, explained simply.", "Let's understand **{title}** together."],
    checkUnderstanding: ['Is it clear? Change one number in the problem, solve it yourself and tell me your answer.', 'Your turn: which step felt hardest? Redo it on your own and I will check it with you.'],
  },
  'friendly.tutor.en': {
    ...ENGLISH_COMMON,
    solutionIntro: ["Nice one, champ! Let's work through it together.", "No worries, follow me and we'll crack it easily."],
    conceptIntro: ['Okay, here is **{title}** in plain words:', "Let's get **{title}** together, nice and easy."],
    checkUnderstanding: ['Got it? Swap a number and solve it yourself, then tell me what you got.', 'Your turn now: tell me which step was tricky and we will go over it.'],
  },
  'storyteller.formal.en': {
    ...ENGLISH_COMMON,
    solutionIntro: [
      'Once upon a time, in the City of Numbers, a puzzled problem waited for someone to uncover its secret. Our hero followed the clues one by one:',
      'Long ago, a traveller stood before a locked gate that opened only for whoever solved this problem. Out came the notebook, and the journey began:',
    ],
    conceptIntro: ['Listen to this tale about **{title}**…', 'Once upon a time there was an idea called **{title}**. Here is its story:'],
    checkUnderstanding: ['And so the story ended happily! Can you tell it to a friend with a new problem?', 'And they all lived happily ever after… Now: what would happen if one number in the story changed?'],
  },
  'storyteller.tutor.en': {
    ...ENGLISH_COMMON,
    solutionIntro: [
      'So there was this lost little problem wandering around Number Town, until our hero showed up and said: "I got you!" Here is how it went:',
      "Picture this: a friend of ours found this problem on the board and thought it was impossible. Turns out they were smarter than they thought:",
    ],
    conceptIntro: ['Let me tell you a quick story about **{title}**…', "Here's the story of **{title}** from the start:"],
    checkUnderstanding: ["And that's the end of the tale! Now you tell it with a new problem and show me.", 'The end! But if we changed one number, how would the story finish?'],
  },
  'professor.formal.en': {
    ...ENGLISH_COMMON,
    solutionIntro: ["A problem worthy of academic respect! Let's solve it with scientific rigour and a little fun.", "Let's put this problem under the microscope and take it apart methodically."],
    conceptIntro: ["A short lecture (I promise you won't fall asleep) on **{title}**:", "Let's treat **{title}** with proper scientific precision."],
    checkUnderstanding: ['Pop quiz: why did we choose this method in particular? Answer in one sentence.', 'A quick test for the thinking mind: which step, if done wrong, would change the whole answer?'],
  },
  'professor.tutor.en': {
    ...ENGLISH_COMMON,
    solutionIntro: ["Oh, a respectable problem! Let's solve it like the great professors do, minus the jargon.", 'Let me put on my professor glasses and take this apart piece by piece.'],
    conceptIntro: ["A mini-lecture on **{title}** (no sleeping, I promise):", "Here's **{title}**, the scientific way:"],
    checkUnderstanding: ['Surprise question: why this method? Say it in one sentence.', 'Which step would wreck the whole answer if you slipped on it? Think and tell me.'],
  },
  'coach.formal.en': {
    ...ENGLISH_COMMON,
    solutionIntro: ["Let's go! You can do this, so let's solve it together step by step 💪", "A great challenge! Let's beat it together, one step after another."],
    conceptIntro: ["Let's learn **{title}** and add it to your list of wins!", 'One more step towards the top: **{title}**.'],
    checkUnderstanding: ['Well done! Bonus round: solve a similar problem on your own — I know you can.', 'Excellent! Tell me in your own words: what is the key step you just learned?'],
  },
  'coach.tutor.en': {
    ...ENGLISH_COMMON,
    solutionIntro: ["Let's go, champ! You've got this, we'll finish it step by step 💪", "Big challenge! Let's win it together."],
    conceptIntro: ["Let's nail **{title}** and add it to your wins!", 'Another step up: **{title}**.'],
    checkUnderstanding: ['Awesome! One more round: solve a similar one alone, I know you will get it.', "Great! Tell me in your words: what's the big idea you just learned?"],
  },
};

export function voiceFor(personality: PersonalityId, tutorMode: TutorMode, language: TutorLanguage): Voice {
  return VOICES[`${personality}.${tutorMode}.${language}`];
}

/** A stable pick from `options` for `seed` (the same question always reads the same). */
export function pick<T>(options: readonly T[], seed: string): T {
  let hash = 0;
  for (let index = 0; index < seed.length; index += 1) hash = (hash * 31 + seed.charCodeAt(index)) >>> 0;
  return options[hash % options.length] as T;
}
