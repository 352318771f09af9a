/**
 * Strings of one feature area, kept in their own file so parallel work on different areas never edits the same
 * table. Spread into ar.ts / en.ts; the English table must have every Arabic key (a type error otherwise).
 * This fragment: the quick quiz (ui-kit/quiz), beyond the quiz.* keys already in ar.ts.
 */
export const quizAr = {
  'quiz.errorHint': 'تعذّر تجهيز الأسئلة. تحقّق من اتصالك ثم حاول مرة أخرى.',
  'quiz.optionIsCorrect': 'الإجابة الصحيحة',
  'quiz.optionIsYourWrongPick': 'اختيارك، وهو خطأ',
  'quiz.progress': 'التقدم في الاختبار',
  'quiz.band.excellent.hint': 'فهمك للموضوع ممتاز، استمر على هذا المستوى.',
  'quiz.band.veryGood.hint': 'مستوى جيد جدًا، راجع الأسئلة التي أخطأت فيها لتصل إلى الامتياز.',
  'quiz.band.needsReview.hint': 'راجع الموضوع مع المعلم ثم جرّب اختبارًا جديدًا.',
} satisfies Record<string, string>;

export const quizEn: Record<keyof typeof quizAr, string> = {
  'quiz.errorHint': 'We could not prepare the questions. Check your connection and try again.',
  'quiz.optionIsCorrect': 'Correct answer',
  'quiz.optionIsYourWrongPick': 'Your choice, which is wrong',
  'quiz.progress': 'Quiz progress',
  'quiz.band.excellent.hint': 'You understand this topic very well. Keep it up.',
  'quiz.band.veryGood.hint': 'Very good. Review the questions you missed to reach excellent.',
  'quiz.band.needsReview.hint': 'Go over the topic with the tutor, then try a new quiz.',
};
