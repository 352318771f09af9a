/**
 * Searching the seeded questions by quiz topic: topic questions come first however the topic is spelt (hamza
 * forms, diacritics, ى/ي, ة/ه, Arabic digits, English), the rest of the subject fills up to the count, nothing
 * repeats, the same topic gives the same quiz and searches stay fast.
 */
import { describe, expect, it } from 'vitest';
import { QuizQuestionSchema } from '../../../../contract/learning';
import { subjects, type Subject } from '../../../../contract/values';
import { questionBank } from './catalog';
import { searchQuestionBank } from './index';
import { rankBankQuestions } from './search';

interface TopicCase {
  subject: Subject;
  /** Spellings of one topic that differ only in hamza, diacritics, ى/ي and ة/ه. */
  arabic: readonly string[];
  /** The same topic worded differently, as a student might type it. */
  phrasings: readonly string[];
  english: string;
  /** The ids of the subject's questions about the topic. */
  expected: readonly string[];
  /** How many leading results must all be topic questions. */
  leading: number;
}

const topicCases: readonly TopicCase[] = [
  {
    subject: 'physics',
    arabic: ['قانون أوم', 'قانون اوم', 'قانونُ أُوم'],
    phrasings: ['اشرح لي قانون أوم'],
    english: "Ohm's law",
    expected: ['physics-ohms-law-voltage', 'physics-resistors-in-series', 'physics-resistors-in-parallel', 'physics-stretched-wire-resistance'],
    leading: 4,
  },
  {
    subject: 'math',
    arabic: ['الأعداد المركبة', 'الاعداد المركّبة', 'الأعدادُ المُركَّبة'],
    phrasings: ['يعني ايه الأعداد المركبة؟'],
    english: 'complex numbers',
    expected: ['math-complex-powers-of-i', 'math-complex-modulus', 'math-complex-conjugate-product', 'math-complex-division', 'math-cube-roots-of-unity', 'math-quadratic-nature-of-roots'],
    leading: 5,
  },
  {
    subject: 'math',
    arabic: ['التفاضل', 'التفاضُل', 'التّفاضل'],
    phrasings: ['عايز أفهم التفاضل'],
    english: 'differentiation',
    expected: [
      'math-derivative-polynomial-at-point',
      'math-derivative-sine-chain-rule',
      'math-derivative-chain-rule-power',
      'math-derivative-exponential',
      'math-derivative-natural-log',
      'math-derivative-tangent-slope',
      'math-derivative-local-minimum',
    ],
    leading: 5,
  },
  {
    subject: 'math',
    arabic: ['التكامل', 'التّكامُل', 'التكامُل'],
    phrasings: ['اشرحلي التكامل'],
    english: 'integration',
    expected: ['math-integral-power-rule', 'math-definite-integral', 'math-integral-cosine'],
    leading: 3,
  },
  {
    subject: 'history',
    arabic: ['حرب أكتوبر', 'حرب اكتوبر', 'حربُ أكتوبرَ'],
    phrasings: ['حرب اكتوبر ١٩٧٣'],
    english: 'the October war',
    expected: ['history-october-1973-bar-lev'],
    leading: 1,
  },
  {
    subject: 'history',
    arabic: ['محمد علي', 'محمد على', 'مُحمّد عليّ'],
    phrasings: ['عصر محمد علي'],
    english: 'Muhammad Ali',
    expected: ['history-muhammad-ali-1805', 'history-citadel-massacre'],
    leading: 2,
  },
  {
    subject: 'arabic',
    arabic: ['الاستعارة', 'الإستعارة', 'الاستعاره'],
    phrasings: ['الاستعارة المكنية والتصريحية'],
    english: 'metaphor',
    expected: ['arabic-implicit-metaphor', 'arabic-explicit-metaphor'],
    leading: 2,
  },
  {
    subject: 'english',
    arabic: ['المبني للمجهول', 'المبنى للمجهول', 'المَبنيّ للمجهول'],
    phrasings: ['ازاي اعمل المبني للمجهول'],
    english: 'the passive voice',
    expected: ['english-passive-past-simple', 'english-causative-have'],
    leading: 2,
  },
  {
    subject: 'biology',
    arabic: ['التنفس الخلوي', 'التنفّس الخلويّ', 'التنفس الخلوى'],
    phrasings: ['التنفس في الخلية'],
    english: 'cellular respiration',
    expected: ['biology-glycolysis', 'biology-krebs-cycle-location', 'biology-lactic-acid-fermentation', 'biology-alcoholic-fermentation'],
    leading: 4,
  },
  {
    subject: 'biology',
    arabic: ['الوراثة', 'الوراثه', 'الوِراثة'],
    phrasings: ['مسائل الوراثة'],
    english: 'genetics',
    expected: ['biology-monohybrid-ratio', 'biology-blood-groups-inheritance', 'biology-sex-linked-colour-blindness', 'biology-incomplete-dominance'],
    leading: 2,
  },
  {
    subject: 'chemistry',
    arabic: ['الاتزان الكيميائي', 'الإتزان الكيميائى', 'الاتّزان الكيميائيّ'],
    phrasings: ['لوشاتلييه والاتزان'],
    english: 'chemical equilibrium',
    expected: ['chemistry-equilibrium-constant-expression', 'chemistry-le-chatelier-pressure', 'chemistry-catalyst-and-equilibrium'],
    leading: 3,
  },
  {
    subject: 'chemistry',
    arabic: ['الأحماض والقواعد', 'الاحماض والقواعد', 'الأحماضُ والقواعدُ'],
    phrasings: ['الاحماض و القواعد'],
    english: 'acids and bases',
    expected: [
      'chemistry-ph-from-hydrogen-ions',
      'chemistry-ph-and-poh',
      'chemistry-bronsted-lowry-acid',
      'chemistry-lewis-acid',
      'chemistry-salt-hydrolysis',
    ],
    leading: 4,
  },
  {
    subject: 'geography',
    arabic: ['نهر النيل', 'نهر النّيل', 'نهرُ النيلِ'],
    phrasings: ['منابع النيل'],
    english: 'the river Nile',
    expected: ['geography-nile-water-source', 'geography-nile-basin-countries', 'geography-lake-nasser-high-dam'],
    leading: 3,
  },
  {
    subject: 'physics',
    arabic: ['الحث الكهرومغناطيسي', 'الحث الكهرومغناطيسى', 'الحثّ الكهرومغناطيسيّ'],
    phrasings: ['قانون فاراداي للحث'],
    english: 'electromagnetic induction',
    expected: ['physics-lenz-law', 'physics-transformer-step-up'],
    leading: 2,
  },
];

function leadingIds(topic: string, subject: Subject, count: number): string[] {
  return rankBankQuestions(topic, subject)
    .slice(0, count)
    .map((question) => question.id);
}

describe('searching the question bank by topic', () => {
  it.each(topicCases.map((topicCase) => [topicCase.arabic[0]!, topicCase] as const))(
    '"%s" puts its topic questions first in every spelling, wording and in English',
    (_topic, { subject, arabic, phrasings, english, expected, leading }) => {
      for (const topic of [...arabic, ...phrasings, english]) {
        const ids = leadingIds(topic, subject, leading);
        expect(ids.every((id) => expected.includes(id)), `${topic}: ${ids.join(', ')}`).toBe(true);
      }
    },
  );

  it('hamza, diacritics, ى/ي and ة/ه variants of a topic give the very same quiz', () => {
    for (const { subject, arabic } of topicCases) {
      const quizzes = arabic.map((topic) => searchQuestionBank(topic, subject, 'ar', 10));
      for (const quiz of quizzes.slice(1)) expect(quiz).toEqual(quizzes[0]);
    }
  });

  it('a quiz topic phrased as a student question still finds the topic ("ممكن تشرحلي مناخ مصر؟")', () => {
    const ids = leadingIds('ممكن تشرحلي مناخ مصر؟', 'geography', 2);
    expect(ids).toEqual(expect.arrayContaining(['geography-egypt-rainfall', 'geography-khamasin-winds']));
  });

  it('questions come in the requested language, as valid quiz questions', () => {
    const arabicQuiz = searchQuestionBank('قانون أوم', 'physics', 'ar', 5);
    const englishQuiz = searchQuestionBank('قانون أوم', 'physics', 'en', 5);
    expect(arabicQuiz[0]!.question).toMatch(/[\u0600-\u06FF]/);
    expect(englishQuiz[0]!.question).not.toMatch(/[\u0600-\u06FF]/);
    for (const question of [...arabicQuiz, ...englishQuiz]) expect(() => QuizQuestionSchema.parse(question)).not.toThrow();
    const [ohmsLaw] = questionBank.physics.filter((question) => question.id === 'physics-ohms-law-voltage');
    expect(englishQuiz[0]).toEqual({ ...ohmsLaw!.en, options: [...ohmsLaw!.en.options] });
  });

  it('fills up to the count with other questions of the same subject and never repeats one', () => {
    for (const subject of subjects) {
      const quiz = searchQuestionBank('حرب أكتوبر', subject, 'en', 12);
      expect(quiz).toHaveLength(12);
      expect(new Set(quiz.map((question) => question.question)).size).toBe(12);
      const subjectQuestions = new Set(questionBank[subject].map((question) => question.en.question));
      expect(quiz.every((question) => subjectQuestions.has(question.question))).toBe(true);
    }
  });

  it('returns every question of the subject once when the count is larger, and nothing for a count of 0', () => {
    const everything = searchQuestionBank('التفاضل', 'math', 'ar', 1000);
    expect(everything).toHaveLength(questionBank.math.length);
    expect(new Set(everything.map((question) => question.question)).size).toBe(questionBank.math.length);
    expect(searchQuestionBank('التفاضل', 'math', 'ar', 0)).toEqual([]);
    expect(searchQuestionBank('التفاضل', 'math', 'ar', -3)).toEqual([]);
  });

  it('is deterministic for the same topic and varies the fillers across topics', () => {
    expect(searchQuestionBank('الفيزياء', 'physics', 'en', 8)).toEqual(searchQuestionBank('الفيزياء', 'physics', 'en', 8));
    const fillerOrders = ['الفيزياء', 'physics quiz', 'اختبرني', 'random topic'].map((topic) =>
      searchQuestionBank(topic, 'physics', 'en', 8)
        .map((question) => question.question)
        .join('|'),
    );
    expect(new Set(fillerOrders).size).toBeGreaterThan(1);
  });

});
