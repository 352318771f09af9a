/**
 * Strings of one feature area, kept in their own file so parallel work on different areas never edits the same
 * table. Spread into ar.ts / en.ts; the English table must have every Arabic key (a type error otherwise).
 * This fragment: the wrong-answer analysis dialog (ui-kit/analysis), beyond the analysis.* keys already in ar.ts.
 */
export const analysisAr = {
  'analysis.misconception': 'الفكرة الخاطئة المحتملة',
  'analysis.practice': 'سؤال مشابه للتدريب',
  'analysis.analyzedQuestion': 'السؤال الذي حلّلناه',
} satisfies Record<string, string>;

export const analysisEn: Record<keyof typeof analysisAr, string> = {
  'analysis.misconception': 'The likely misconception',
  'analysis.practice': 'A similar practice question',
  'analysis.analyzedQuestion': 'The question analysed',
};
