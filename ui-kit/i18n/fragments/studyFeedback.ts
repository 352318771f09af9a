/**
 * Strings of one feature area, kept in their own file so parallel work on different areas never edits the same
 * table. Spread into ar.ts / en.ts; the English table must have every Arabic key (a type error otherwise).
 */
export const studyFeedbackAr = {
  'feedback.rating.option': '{n} من 5: {label}',
  'feedback.rating.chosen': 'اخترت: {label}',
} satisfies Record<string, string>;

export const studyFeedbackEn: Record<keyof typeof studyFeedbackAr, string> = {
  'feedback.rating.option': '{n} of 5: {label}',
  'feedback.rating.chosen': 'Your choice: {label}',
};
