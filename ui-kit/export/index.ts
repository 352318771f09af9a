/**
 * Export of the tutor's notes (SPEC.md §2 chat modals): the presentational dialog. The files themselves are
 * built in app/export.
 */
export { ExportDialog, type ExportDialogProps, type ExportFormat } from './ExportDialog';
