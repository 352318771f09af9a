/**
 * Strings of one feature area, kept in their own file so parallel work on different areas never edits the same
 * table. Spread into ar.ts / en.ts; the English table must have every Arabic key (a type error otherwise).
 * This fragment: the export dialog and exported files, and the voice controls, beyond the export.* and voice.*
 * keys already in ar.ts.
 */
export const exportVoiceAr = {
  'export.print': 'طباعة أو حفظ PDF',
  'export.printOpened': 'تم فتح نافذة الطباعة',
  'export.count': 'عدد ردود المعلم: {count}',
  'export.untitled': 'ملاحظات المعلم',
  'export.fileNameBase': 'ملاحظات-المعلم',
  'export.noteHeading': 'الملاحظة {number}',
  'voice.output': 'قراءة الردود بصوت مسموع',
} satisfies Record<string, string>;

export const exportVoiceEn: Record<keyof typeof exportVoiceAr, string> = {
  'export.print': 'Print or save as PDF',
  'export.printOpened': 'Print view opened',
  'export.count': 'Tutor replies: {count}',
  'export.untitled': 'Tutor’s notes',
  'export.fileNameBase': 'tutor-notes',
  'export.noteHeading': 'Note {number}',
  'voice.output': 'Read replies aloud',
};
