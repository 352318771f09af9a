/**
 * Checkbox: react-aria-components Checkbox (a <label> around a hidden native input) with a drawn
 * box. Selected, indeterminate, hover, focus, invalid and disabled states are styled from its data
 * attributes; the label text wraps and aligns to the start edge in both directions.
 */
import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { styled } from '../theme/stitches.config';

const Box = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '20px',
  marginBlockStart: '2px',
  border: '2px solid $borderStrong',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  color: '$onPrimary',
  transition: 'background-color $fast, border-color $fast',
  '& svg': { size: '14px', strokeWidth: 3 },
});

const Root = styled(RACCheckbox, {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '$2',
  color: '$text',
  fontSize: '$3',
  lineHeight: '$normal',
  textAlign: 'start',
  cursor: 'pointer',
  [`&[data-hovered] ${Box}`]: { borderColor: '$text' },
  [`&[data-pressed] ${Box}`]: { transform: 'scale(0.94)' },
  [`&[data-selected] ${Box}, &[data-indeterminate] ${Box}`]: {
    backgroundColor: '$primary',
    borderColor: '$primary',
  },
  [`&[data-selected][data-pressed] ${Box}`]: { backgroundColor: '$primaryPressed' },
  [`&[data-focus-visible] ${Box}`]: { outline: '2px solid $focusRing', outlineOffset: '2px' },
  [`&[data-invalid] ${Box}`]: { borderColor: '$danger' },
  [`&[data-invalid][data-selected] ${Box}`]: { backgroundColor: '$danger', color: '$onDanger' },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
  [`&[data-disabled] ${Box}`]: { opacity: 0.55 },
  '@reducedMotion': { [`&[data-pressed] ${Box}`]: { transform: 'none' } },
});

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The label, read together with the checkbox. */
  children: ReactNode;
}

/** A labelled checkbox. `isSelected` / `defaultSelected` / `onChange` as in react-aria. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box aria-hidden="true">{isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}</Box>
          <span>{children}</span>
        </>
      )}
    </Root>
  );
}
