/**
 * Runs one export of the tutor's notes, entirely in the browser (SPEC.md §7: no call). The builders (which use
 * react-dom/server for the HTML page) load on first use, so they stay out of the chat page's bundle.
 */
import type { Message } from '../../../contract/chat';
import type { Language } from '../../../contract/values';
import type { ExportFormat } from '../../../ui-kit/export';

export async function exportNotes(format: ExportFormat, messages: readonly Message[], options: { language: Language; title: string }): Promise<void> {
  const [builders, actions] = await Promise.all([import('../../export/build-export'), import('../../export/export-actions')]);
  const notes = builders.tutorNotesOf(messages);
  const exportOptions = { ...options, exportedAt: new Date() };
  if (format === 'copy') return actions.copyText(builders.buildTextExport(notes, exportOptions));
  if (format === 'print') return actions.printNotes(builders.buildHtmlExport(notes, exportOptions));
  const content = format === 'txt' ? builders.buildTextExport(notes, exportOptions) : builders.buildHtmlExport(notes, exportOptions);
  return actions.downloadFile(builders.exportFileName(options.language, exportOptions.exportedAt, format), builders.EXPORT_MIME_TYPES[format], content);
}
