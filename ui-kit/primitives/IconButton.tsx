/**
 * IconButton: a square, icon-only Button. Its accessible name is mandatory (the type requires
 * `aria-label`), and icons that point (back, send, chevrons) mirror in right-to-left text via
 * `flipInRtl`.
 */
import type { ReactNode } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';
import { styled } from '../theme/stitches.config';
import { ButtonRoot, type ButtonSize, type ButtonVariant } from './Button';

const Icon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 0,
  '& svg': { size: '1.25em' },
  variants: {
    flipInRtl: {
      // Mirror only the glyph: the button and its focus ring stay where they are.
      true: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
    },
  },
});

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  /** The accessible name: what pressing the button does ("Close", "Show password"). Required. */
  'aria-label': string;
  /** The icon (e.g. a lucide-react icon), rendered decoratively. */
  children: ReactNode;
  /** Visual emphasis; icon buttons default to `ghost`. */
  variant?: ButtonVariant;
  /** Square size: 32, 40 or 48 px. */
  size?: ButtonSize;
  /** Mirror the icon horizontally when the surrounding text is right-to-left (for pointing icons). */
  flipInRtl?: boolean;
}

/** An icon-only button with a required accessible label. */
export function IconButton({ variant = 'ghost', size = 'md', flipInRtl = false, children, ...props }: IconButtonProps) {
  return (
    <ButtonRoot {...props} variant={variant} size={size} iconOnly>
      <Icon aria-hidden="true" flipInRtl={flipInRtl} data-flip-in-rtl={flipInRtl || undefined}>
        {children}
      </Icon>
    </ButtonRoot>
  );
}
