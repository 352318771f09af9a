/**
 * Finding the concept note for a student's question: Arabic with or without diacritics and hamza, Egyptian
 * phrasing, English; the asked subject is preferred; small talk finds nothing; suggestions for when nothing fits.
 */
import { describe, expect, it } from 'vitest';
import type { Subject } from '../../../../contract/values';
import { subjects } from '../../../../contract/values';
import { conceptsBySubject } from './catalog';
import { findConcept, suggestConcepts } from './index';

type QueryCase = readonly [question: string, subject: Subject | null, expectedId: string];

const questions: readonly QueryCase[] = [
  // maths
  ['ازاي احل معادلة من الدرجة التانية', 'math', 'math-quadratic-equations'],
  ['القانون العام والمميز', null, 'math-quadratic-equations'],
  ['how do I solve a quadratic equation', null, 'math-quadratic-equations'],
  ['يعني ايه عدد مركب', null, 'math-complex-numbers'],
  ['اشرحلي الأعداد المركبة', 'math', 'math-complex-numbers'],
  ['what is the derivative of a function', null, 'math-derivatives'],
  ['عايز افهم يعني ايه مشتقة', null, 'math-derivatives'],
  ['قاعدة السلسلة في الاشتقاق', null, 'math-derivatives'],
  ['التكامل المحدد', null, 'math-integrals'],
  ['ايه هو التكامل يا مستر', null, 'math-integrals'],
  ['النهايات', 'math', 'math-limits'],
  ['ما هي النسب المثلثية', null, 'math-trigonometric-ratios'],
  ['sin cos tan', null, 'math-trigonometric-ratios'],
  ['الضرب القياسى للمتجهات', null, 'math-vectors'],
  ['معادلة الخط المستقيم والميل', null, 'math-straight-line'],
  ['probability of independent events', null, 'math-probability'],
  ['المتتابعة الحسابية', null, 'math-sequences'],
  ['معكوس المصفوفة والمحددات', null, 'math-matrices-determinants'],
  ['الدالة الزوجية والفردية', null, 'math-functions'],
  // physics
  ['يعني ايه قانون اوم', null, 'physics-ohms-law'],
  ['قانُونُ أُوم', null, 'physics-ohms-law'],
  ["what is ohm's law", null, 'physics-ohms-law'],
  ['قانون نيوتن الثاني', null, 'physics-newtons-laws'],
  ["newton's laws of motion", null, 'physics-newtons-laws'],
  ['معادلات الحركة والعجلة', null, 'physics-velocity-acceleration'],
  ['free fall', null, 'physics-velocity-acceleration'],
  ['الشغل والطاقة', 'physics', 'physics-work-energy'],
  ['kinetic energy', null, 'physics-work-energy'],
  ['إيه الفرق بين الشغل والقدرة', null, 'physics-power'],
  ['قاعدة باسكال', null, 'physics-pressure-pascal-archimedes'],
  ['مبدأ أرشميدس', null, 'physics-pressure-pascal-archimedes'],
  ['مبدا ارشميدس', null, 'physics-pressure-pascal-archimedes'],
  ['density of water', null, 'physics-density'],
  ['قوانين كيرشوف', null, 'physics-kirchhoffs-laws'],
  ['الحث الكهرومغناطيسي وقاعدة لنز', null, 'physics-electromagnetic-induction'],
  ['الظاهرة الكهروضوئية', null, 'physics-photoelectric-effect'],
  ['الطول الموجي والتردد', null, 'physics-waves'],
  ['specific heat capacity', null, 'physics-specific-heat'],
  // chemistry
  ['ما هو المول', null, 'chemistry-mole-avogadro'],
  ['عدد أفوجادرو', null, 'chemistry-mole-avogadro'],
  ['الرابطة الايونية والتساهمية', null, 'chemistry-chemical-bonds'],
  ['الأكسدة والإختزال', null, 'chemistry-oxidation-reduction'],
  ['قاعدة لوشاتلييه', null, 'chemistry-chemical-equilibrium'],
  ['what is pH', null, 'chemistry-acids-bases-ph'],
  ['الخلية الجلفانية', 'chemistry', 'chemistry-electrochemistry'],
  ['electrolysis', null, 'chemistry-electrochemistry'],
  ['الألكانات والألكينات', null, 'chemistry-hydrocarbons'],
  ['الكحولات', null, 'chemistry-alcohols'],
  ['esterification', null, 'chemistry-esters'],
  ['العناصر الانتقالية', null, 'chemistry-transition-elements'],
  ['الجدول الدوري', null, 'chemistry-periodic-table'],
  ['التوزيع الالكتروني', null, 'chemistry-atomic-structure'],
  // biology
  ['ما هى الخليه', null, 'biology-cell'],
  ['what is a cell', null, 'biology-cell'],
  ['البناء الضوئى', null, 'biology-photosynthesis'],
  ['التنفس الخلوي', null, 'biology-cellular-respiration'],
  ['تضاعف DNA', null, 'biology-dna-replication'],
  ['protein synthesis', null, 'biology-protein-synthesis'],
  ['الفرق بين الانقسام الميتوزي والميوزي', null, 'biology-mitosis-meiosis'],
  ['السيال العصبي', null, 'biology-nervous-system'],
  ['الهرمونات', null, 'biology-hormones'],
  ['الاجسام المضادة والمناعة', null, 'biology-immunity'],
  ['الهضم في الانسان', null, 'biology-digestion'],
  ['الدورة الدموية', null, 'biology-circulation'],
  ['قوانين مندل', null, 'biology-mendelian-genetics'],
  // history
  ['مين اللي وحد القطرين', 'history', 'history-ancient-egypt'],
  ['الفتح الإسلامي لمصر', null, 'history-islamic-conquest'],
  ['محمد علي باشا', null, 'history-muhammad-ali'],
  ['الحملة الفرنسية', null, 'history-french-campaign'],
  ['الثورة العرابية', null, 'history-urabi-revolt'],
  ['ثورة ١٩١٩', null, 'history-1919-revolution'],
  ['سعد زغلول', null, 'history-1919-revolution'],
  ['ثورة 23 يوليو', null, 'history-1952-revolution'],
  ['العدوان الثلاثي', null, 'history-suez-crisis-1956'],
  ['حرب اكتوبر ٧٣', null, 'history-october-1973-war'],
  ['العصر العثماني', null, 'history-ottoman-egypt'],
  ['الجامع الأزهر', null, 'history-fatimids-al-azhar'],
  ['الحرب العالمية الثانية ومصر', null, 'history-ww1-ww2-egypt'],
  // geography
  ['موقع مصر', null, 'geography-egypt-location'],
  ['السد العالي', null, 'geography-nile-high-dam'],
  ['مناخ مصر', null, 'geography-egypt-climate'],
  ['الكثافة السكانية', null, 'geography-population'],
  ['الموارد الطبيعية في مصر', null, 'geography-natural-resources'],
  ['الزراعة في مصر', null, 'geography-agriculture'],
  ['الصناعة', 'geography', 'geography-industry'],
  ['اهمية قناة السويس', null, 'geography-suez-canal'],
  ['الواحات', null, 'geography-deserts-oases'],
  ['مقياس الرسم', null, 'geography-maps-scale'],
  ['القارات والمحيطات', null, 'geography-continents-oceans'],
  ['الاحتباس الحراري', null, 'geography-climate-change'],
  // Arabic
  ['المبتدأ والخبر', null, 'arabic-mubtada-khabar'],
  ['المبتدا والخبر', null, 'arabic-mubtada-khabar'],
  ['كان وأخواتها', null, 'arabic-kana-sisters'],
  ['إِنَّ وَأَخَوَاتُهَا', null, 'arabic-inna-sisters'],
  ['ليت ولعل', null, 'arabic-inna-sisters'],
  ['الفاعل', null, 'arabic-faail'],
  ['نائب الفاعل', null, 'arabic-faail'],
  ['المفعول به', null, 'arabic-maful-bih'],
  ['اعراب الحال', null, 'arabic-haal'],
  ['التمييز', null, 'arabic-tamyeez'],
  ['الممنوع من الصرف', null, 'arabic-mamnu-min-sarf'],
  ['الأفعال الخمسة', null, 'arabic-five-verbs'],
  ['العدد والمعدود', null, 'arabic-numbers'],
  ['التشبيه البليغ', null, 'arabic-tashbeeh'],
  ['الاستعارة المكنية', null, 'arabic-istiara'],
  ['كناية عن صفة', null, 'arabic-kinaya'],
  ['علم العروض', null, 'arabic-arud-basics'],
  // English
  ['present perfect or past simple', null, 'english-present-perfect-vs-past-simple'],
  ['explain the passive voice', null, 'english-passive-voice'],
  ['المبني للمجهول', 'english', 'english-passive-voice'],
  ['second conditional', null, 'english-conditionals'],
  ['قاعدة if', null, 'english-conditionals'],
  ['reported speech', null, 'english-reported-speech'],
  ['relative clauses', null, 'english-relative-clauses'],
  ['modal verbs', null, 'english-modals'],
  ['articles a an the', null, 'english-articles'],
  ['gerund or infinitive', null, 'english-gerund-infinitive'],
  ['question tags', null, 'english-question-tags'],
  ['wish and if only', null, 'english-wish-if-only'],
  ['linking words', null, 'english-linking-words'],
  ['how to write an essay', null, 'english-essay-writing'],
];

const smallTalk = [
  'مرحبا',
  'how are you',
  'ما اسمك',
  'السلام عليكم',
  'عامل ايه',
  'كيف الحال',
  'صباح الخير يا مستر',
  'hello there',
  'who are you',
  'how old are you',
  'thank you so much',
  'شكرا جزيلا',
  'الفيزياء صعبة',
  'انا في تالتة ثانوي',
  'I love football',
  'x^2 + 3x = 10',
];

describe('findConcept', () => {
  it.each(questions)('"%s" (subject %s) finds %s', (question, subject, expectedId) => {
    expect(findConcept(question, 'ar', subject)?.id).toBe(expectedId);
  });

  it.each(smallTalk)('"%s" matches no concept', (text) => {
    expect(findConcept(text, 'ar', null)).toBeNull();
    expect(findConcept(text, 'en', 'math')).toBeNull();
  });

  it('returns nothing for empty or vague text', () => {
    expect(findConcept('', 'ar', null)).toBeNull();
    expect(findConcept('   ؟؟ !!', 'en', null)).toBeNull();
    expect(findConcept('what is it', 'en', 'physics')).toBeNull();
  });

  it('answers in the requested language whatever language the question was in', () => {
    const inArabic = findConcept("what is ohm's law", 'ar', null);
    const physicsNote = conceptsBySubject.physics.find((note) => note.id === 'physics-ohms-law')!;
    expect(inArabic).toMatchObject({ id: 'physics-ohms-law', subject: 'physics', title: physicsNote.title.ar, body: physicsNote.body.ar });
    const inEnglish = findConcept('قانون اوم', 'en', null);
    expect(inEnglish).toMatchObject({ title: physicsNote.title.en, body: physicsNote.body.en });
    expect(inEnglish!.score).toBeGreaterThan(0);
  });

  it('prefers the note of the subject being studied when a word belongs to two subjects', () => {
    expect(findConcept('الكثافة', 'ar', 'physics')?.id).toBe('physics-density');
    expect(findConcept('الكثافة', 'ar', 'geography')?.id).toBe('geography-population');
    expect(findConcept('الحديد', 'ar', 'chemistry')?.id).toBe('chemistry-transition-elements');
    expect(findConcept('الحديد', 'ar', 'geography')?.id).toBe('geography-natural-resources');
  });

  it('still finds a strong match in another subject', () => {
    expect(findConcept('قانون أوم', 'ar', 'math')?.id).toBe('physics-ohms-law');
    expect(findConcept('explain the passive voice', 'en', 'history')?.id).toBe('english-passive-voice');
    expect(findConcept('تأميم قناة السويس', 'ar', 'physics')?.id).toBe('history-suez-crisis-1956');
  });

  it('scores a whole phrase above a question sharing only one of its words', () => {
    const wholePhrase = findConcept('قانون نيوتن الثاني', 'ar', null)!;
    const oneWord = findConcept('نيوتن', 'ar', null)!;
    expect(wholePhrase.id).toBe(oneWord.id);
    expect(wholePhrase.score).toBeGreaterThan(oneWord.score);
  });

});

describe('suggestConcepts', () => {
  it("offers the subject's note titles in curriculum order and language", () => {
    expect(suggestConcepts('physics', 'en', 3)).toEqual(conceptsBySubject.physics.slice(0, 3).map((note) => note.title.en));
    expect(suggestConcepts('arabic', 'ar', 2)).toEqual(conceptsBySubject.arabic.slice(0, 2).map((note) => note.title.ar));
  });

  it('with no subject, offers one title from each subject in turn', () => {
    const titles = suggestConcepts(null, 'ar', subjects.length + 1);
    expect(titles).toEqual([
      ...subjects.map((subject) => conceptsBySubject[subject][0]!.title.ar),
      conceptsBySubject.math[1]!.title.ar,
    ]);
  });

  it('never offers more than exist and nothing for a count of zero', () => {
    expect(suggestConcepts('english', 'en', 500)).toHaveLength(conceptsBySubject.english.length);
    expect(suggestConcepts(null, 'en', 0)).toEqual([]);
  });
});
