/**
 * A labelled phone-number input for the wallet screens: the TextField parts, but always left to right (a phone
 * number reads the same on an Arabic page), with the telephone keypad on phones.
 */
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, controlBox, fieldStack } from '../primitives/Field';

export interface PhoneFieldProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'style' | 'type' | 'inputMode'> {
  label: ReactNode;
  description?: ReactNode;
  /** Error text; marks the field invalid. */
  errorMessage?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Called on a key press in the input (the proof page handles Enter itself). */
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** A left-to-right telephone input with label, description and error. */
export function PhoneField({ label, description, errorMessage, inputRef, onInputKeyDown, isInvalid, ...props }: PhoneFieldProps) {
  return (
    <RACTextField validationBehavior="aria" {...props} type="tel" inputMode="tel" isInvalid={isInvalid ?? Boolean(errorMessage)} className={fieldStack()}>
      <FieldLabel>{label}</FieldLabel>
      <Input ref={inputRef} dir="ltr" autoComplete={props.autoComplete ?? 'tel'} onKeyDown={onInputKeyDown} className={controlBox()} />
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
