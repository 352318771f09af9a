/**
 * Export of the tutor's notes (SPEC.md §7 "Exports are produced locally and make no call"): the assistant
 * messages of a conversation as a plain-text file (also what the clipboard gets), as a standalone HTML page
 * (right to left for Arabic, formulas as MathML, sanitised, printable to PDF), and the file names. Pure
 * functions of their input: they run in the browser and in node tests alike. The strings come from the
 * registered table of the export's language, which is the page's language (always loaded).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { TIME_ZONE } from '../../contract/constants';
import { directionOf, translator, type Language } from '../../ui-kit/i18n';
import { exportStyleSheet } from './export-styles';
import { NotesDocument, type ExportedNote } from './NotesDocument';
import { replyToText } from './reply-to-text';

/** One tutor reply to export. */
export interface ExportMessage {
  content: string;
  /** ISO time the reply was sent. */
  createdAt: string;
}

export interface ExportOptions {
  language: Language;
  /** The conversation's title; an empty title gives "Tutor's notes". */
  title: string;
  exportedAt: Date;
}

export type ExportFileExtension = 'txt' | 'html';

/** Only the tutor's replies are exported (SPEC.md §7): the assistant messages of a conversation, in order. */
export function tutorNotesOf<Message extends ExportMessage & { role: string }>(messages: readonly Message[]): Message[] {
  return messages.filter((message) => message.role === 'assistant');
}

const LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-US' };
const RULE = '━'.repeat(32);
const NOTE_RULE = '─'.repeat(32);

function dateTimeLabel(language: Language, date: Date): string {
  const format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });
  return format.format(date);
}

/** The heading, the export date and each note's heading and time, in the export's language. */
function describe(messages: readonly ExportMessage[], { language, title, exportedAt }: ExportOptions) {
  const t = translator(language);
  const numberFormat = new Intl.NumberFormat(LOCALES[language]);
  const trimmedTitle = title.trim();
  const notes: ExportedNote[] = messages.map((message, index) => ({
    content: message.content,
    heading: t('export.noteHeading', { number: numberFormat.format(index + 1) }),
    createdAtIso: new Date(message.createdAt).toISOString(),
    createdAtLabel: dateTimeLabel(language, new Date(message.createdAt)),
  }));
  return {
    heading: trimmedTitle ? t('export.fileTitle', { title: trimmedTitle }) : t('export.untitled'),
    exportedAtLabel: t('export.exportedAt', { date: dateTimeLabel(language, exportedAt) }),
    notes,
  };
}

/** The notes as plain text: a heading with the title and date, then each reply with its time, markdown removed. */
export function buildTextExport(messages: readonly ExportMessage[], options: ExportOptions): string {
  const { heading, exportedAtLabel, notes } = describe(messages, options);
  const sections = notes.map((note) =>
    [`${note.heading} — ${note.createdAtLabel}`, NOTE_RULE, replyToText(note.content)].join('\n'),
  );
  return `${[[heading, exportedAtLabel, RULE].join('\n'), ...sections].join('\n\n')}\n`;
}

/** The notes as one standalone, script-free HTML document (inline CSS, MathML formulas). */
export function buildHtmlExport(messages: readonly ExportMessage[], options: ExportOptions): string {
  const { heading, exportedAtLabel, notes } = describe(messages, options);
  const markup = renderToStaticMarkup(
    createElement(NotesDocument, {
      language: options.language,
      dir: directionOf(options.language),
      title: heading,
      exportedAtIso: options.exportedAt.toISOString(),
      exportedAtLabel,
      notes,
      styleSheet: exportStyleSheet(),
    }),
  );
  return `<!DOCTYPE html>\n${markup}\n`;
}

/** "ملاحظات-المعلم-2025-03-10-1400.txt" / "tutor-notes-2025-03-10-1400.html": the Cairo date and time, Latin digits. */
export function exportFileName(language: Language, date: Date, extension: ExportFileExtension): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const base = translator(language)('export.fileNameBase');
  return `${base}-${part('year')}-${part('month')}-${part('day')}-${part('hour')}${part('minute')}.${extension}`;
}

/** The MIME type of each export file. */
export const EXPORT_MIME_TYPES: Record<ExportFileExtension, string> = {
  txt: 'text/plain;charset=utf-8',
  html: 'text/html;charset=utf-8',
};
