/**
 * A labelled multi-line text field of the wrong-answer form (react-aria-components TextField + TextArea) with an
 * error message. The box follows the language typed into it (`dir="auto"`): an Arabic question and an English or
 * maths answer each run in their own direction on either page.
 */
import type { ReactNode } from 'react';
import { TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { FieldErrorText, FieldLabel, controlBox, fieldStack } from '../primitives/Field';
import { styled } from '../theme/stitches.config';

const Box = styled(TextArea, {
  minHeight: 'calc($sizes$control * 2)',
  resize: 'vertical',
  whiteSpace: 'pre-wrap',
});

export interface AnalysisTextAreaProps extends Omit<TextFieldProps, 'children' | 'className' | 'style'> {
  /** Visible label. */
  label: ReactNode;
  placeholder?: string;
  /** Error text; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  /** Visible rows before the box scrolls (it can also be resized). */
  rows?: number;
}

export function AnalysisTextArea({ label, placeholder, errorMessage, rows = 3, ...props }: AnalysisTextAreaProps) {
  return (
    <TextField {...props} isInvalid={Boolean(errorMessage)} className={fieldStack()}>
      <FieldLabel>{label}</FieldLabel>
      <Box dir="auto" rows={rows} placeholder={placeholder} className={controlBox()} />
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </TextField>
  );
}
