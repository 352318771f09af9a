/**
 * TextField: a labelled single-line input (react-aria-components TextField + Label + Input) with
 * help text and an error message. The input is `dir="auto"`, so what the student types sets its
 * own direction (an e-mail stays left-to-right on an Arabic page).
 */
import type { ReactNode, Ref } from 'react';
import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { styled } from '../theme/stitches.config';
import { FieldDescription, FieldErrorText, FieldLabel, controlBox, fieldStack } from './Field';

const InputWrap = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

const EndSlot = styled('div', {
  position: 'absolute',
  insetEnd: '$1',
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
});

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'style'> {
  /** Visible label (required: every field is named). */
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text. Setting it marks the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: ReactNode;
  /** Placeholder (a hint, never a replacement for the label). */
  placeholder?: string;
  /** A control placed inside the input at its end edge (e.g. PasswordField's show/hide button). */
  endAdornment?: ReactNode;
  /** Ref to the <input> element. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  endAdornment,
  inputRef,
  isInvalid,
  ...props
}: TextFieldProps) {
  const invalid = isInvalid ?? Boolean(errorMessage);
  return (
    <RACTextField {...props} isInvalid={invalid} className={fieldStack()}>
      <FieldLabel>{label}</FieldLabel>
      <InputWrap>
        <Input
          ref={inputRef}
          dir="auto"
          placeholder={placeholder}
          className={controlBox({ hasEndAdornment: Boolean(endAdornment) })}
        />
        {endAdornment ? <EndSlot>{endAdornment}</EndSlot> : null}
      </InputWrap>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
