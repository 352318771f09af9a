/**
 * Wrong-answer analysis (SPEC.md §2 chat modals, §5, §8): the dialog where a student sends a question and their wrong
 * answer, and the analysis it shows. Presentational only: the chat page wires the call and the state.
 */
export { AnalysisResult, type AnalysisResultProps } from './AnalysisResult';
export { AnalysisTextArea, type AnalysisTextAreaProps } from './AnalysisTextArea';
export { WrongAnswerDialog, type WrongAnswerDialogProps, type WrongAnswerDialogState } from './WrongAnswerDialog';
