/**
 * A labelled multi-line input (react-aria-components TextField + TextArea) with help text and an error message,
 * styled like the single-line TextField. `dir="auto"`: what the student writes sets its own direction.
 */
import type { ReactNode, Ref } from 'react';
import { TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { css } from '../theme/stitches.config';
import { FieldDescription, FieldErrorText, FieldLabel, controlBox, fieldStack } from '../primitives/Field';

const area = css({ minHeight: '112px', resize: 'vertical' });

export interface TextAreaFieldProps extends Omit<TextFieldProps, 'children' | 'className' | 'style'> {
  /** Visible label. */
  label: ReactNode;
  description?: ReactNode;
  /** Error text. Setting it marks the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** Visible lines before it grows (default 4). */
  rows?: number;
  /** Ref to the <textarea> element. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, description, errorMessage, placeholder, rows = 4, textAreaRef, isInvalid, ...props }: TextAreaFieldProps) {
  return (
    <TextField {...props} isInvalid={isInvalid ?? Boolean(errorMessage)} className={fieldStack()}>
      <FieldLabel>{label}</FieldLabel>
      <TextArea ref={textAreaRef} dir="auto" rows={rows} placeholder={placeholder} className={`${controlBox()} ${area()}`} />
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </TextField>
  );
}
