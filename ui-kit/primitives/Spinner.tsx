/**
 * Spinner: the one loading indicator of the product. Standalone it is a polite `role="status"`
 * region whose visually hidden label screen readers announce; the animated glyph is decorative.
 * `SpinnerGlyph` is the bare animation, used inside pending buttons (which label it themselves).
 */
import { keyframes, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The decorative rotating ring; inherits the text colour (`currentColor`). */
export const SpinnerGlyph = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$round',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  variants: {
    size: {
      sm: { size: '14px' },
      md: { size: '20px' },
      lg: { size: '32px', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

const Root = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$primary',
});

export interface SpinnerProps {
  /** What is loading, for screen readers. Defaults to the "Loading…" string of the current language. */
  label?: string;
  /** Visual size of the ring. */
  size?: 'sm' | 'md' | 'lg';
  /** Also show the label as visible text beside the ring. */
  showLabel?: boolean;
}

/** An accessible loading indicator (`role="status"`). */
export function Spinner({ label, size = 'md', showLabel = false }: SpinnerProps) {
  const t = useT();
  const text = label ?? t('common.loading');
  return (
    <Root role="status">
      <SpinnerGlyph size={size} aria-hidden="true" />
      {showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </Root>
  );
}
