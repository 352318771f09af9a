/**
 * Shared parts of form fields (TextField, PasswordField, Select, Checkbox): the label, the help
 * text, the error text and the look of a text-like control. react-aria wires their ids
 * (aria-labelledby / aria-describedby) through its slots; this file only styles them.
 */
import { FieldError as RACFieldError, Label as RACLabel, Text as RACText } from 'react-aria-components';
import { css, styled } from '../theme/stitches.config';

/** Vertical stack of label, control, description and error. */
export const fieldStack = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  textAlign: 'start',
});

export const FieldLabel = styled(RACLabel, {
  fontSize: '$2',
  fontWeight: '$medium',
  color: '$text',
  cursor: 'default',
});

export const FieldDescription = styled(RACText, {
  fontSize: '$2',
  color: '$textMuted',
  lineHeight: '$normal',
});

export const FieldErrorText = styled(RACFieldError, {
  fontSize: '$2',
  fontWeight: '$medium',
  color: '$danger',
  lineHeight: '$normal',
});

/** The box of a text input or a select trigger, with hover, focus, invalid and disabled states. */
export const controlBox = css({
  width: '100%',
  minHeight: '$control',
  px: '$3',
  py: '$2',
  border: '1px solid $borderStrong',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$3',
  lineHeight: '$normal',
  textAlign: 'start',
  outline: 'none',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$textSubtle', opacity: 1 },
  '&[data-hovered]': { borderColor: '$text' },
  '&[data-focus-visible], &[data-focused]': {
    borderColor: '$focusRing',
    boxShadow: '0 0 0 1px $colors$focusRing',
  },
  // Invalid: a thicker red edge (drawn inside, so the size never changes), not colour alone.
  '&[data-invalid]': { borderColor: '$danger', boxShadow: 'inset 0 0 0 1px $colors$danger' },
  '&[data-invalid][data-focused]': { boxShadow: '0 0 0 1px $colors$danger' },
  '&[data-disabled]': {
    cursor: 'not-allowed',
    backgroundColor: '$surfaceMuted',
    color: '$textMuted',
    borderColor: '$border',
  },
  variants: {
    /**
     * Leaves room for a button placed inside the control at the page's end edge. Both edges are reserved: a
     * `dir="auto"` input can run the other way from the page (a Latin password in Arabic, or Chromium laying out
     * an Arabic placeholder right to left), and the text must never slide under the button either way.
     */
    hasEndAdornment: { true: { px: 'calc($sizes$control + $space$1)' } },
  },
});
