/**
 * A voice control the device cannot offer (no speech recognition, no voice for the language): it looks like a
 * disabled icon button but stays focusable, so keyboard and pointer users get the reason in a tooltip, and
 * screen readers hear it as the control's description. react-aria's disabled buttons cannot be focused or
 * hovered, which would leave the reason unreachable; hence `aria-disabled` on a focusable element instead.
 */
import { useId, type ReactNode } from 'react';
import { Focusable } from 'react-aria-components';
import { Tooltip } from '../primitives/Tooltip';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { css } from '../theme/stitches.config';

const unavailableButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$control',
  borderRadius: '$md',
  color: '$textSubtle',
  cursor: 'not-allowed',
  outline: 'none',
  '& svg': { size: '1.25em' },
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

export interface UnavailableVoiceControlProps {
  /** The control's name, as when it is available ("Start voice input"). */
  label: string;
  /** Why it is unavailable. */
  reason: string;
  /** The icon, with `aria-hidden` (the label names the control). */
  children: ReactNode;
}

/** An inert, focusable stand-in for a voice control, with the reason as tooltip and description. */
export function UnavailableVoiceControl({ label, reason, children }: UnavailableVoiceControlProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip content={reason}>
        <Focusable>
          <span
            role="button"
            tabIndex={0}
            aria-disabled="true"
            aria-label={label}
            aria-describedby={reasonId}
            className={unavailableButton()}
            data-unavailable=""
          >
            {children}
          </span>
        </Focusable>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
