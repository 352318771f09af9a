/**
 * Button: react-aria-components' Button with the product's variants and sizes. Press, hover,
 * keyboard focus, disabled and pending states come from react-aria as data attributes and are
 * styled here. While pending the label stays in the layout (invisible) so the width never jumps.
 */
import {
  Button as RACButton,
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { SpinnerGlyph } from './Spinner';

/** The styled react-aria button shared by Button and IconButton. */
export const ButtonRoot = styled(RACButton, {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  border: '1px solid transparent',
  borderRadius: '$md',
  fontFamily: '$body',
  fontWeight: '$medium',
  lineHeight: '$tight',
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color $fast, border-color $fast, box-shadow $fast, transform $fast',
  outline: 'none',
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  '&[data-pressed]': { transform: 'scale(0.98)' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, transform: 'none' },
  '&[data-pending]': { cursor: 'progress' },
  '@reducedMotion': { '&[data-pressed]': { transform: 'none' } },
  variants: {
    variant: {
      primary: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&[data-hovered]': { backgroundColor: '$primaryHover' },
        '&[data-pressed]': { backgroundColor: '$primaryPressed' },
      },
      secondary: {
        backgroundColor: '$surface',
        color: '$text',
        borderColor: '$borderStrong',
        '&[data-hovered]': { backgroundColor: '$surfaceMuted' },
        '&[data-pressed]': { backgroundColor: '$border' },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: '$primary',
        '&[data-hovered]': { backgroundColor: '$primarySoft' },
        '&[data-pressed]': { backgroundColor: '$primarySoft', borderColor: '$primary' },
      },
      danger: {
        backgroundColor: '$danger',
        color: '$onDanger',
        '&[data-hovered]': { backgroundColor: '$dangerHover' },
        '&[data-pressed]': { backgroundColor: '$dangerHover', boxShadow: 'inset 0 0 0 2px $colors$onDanger' },
      },
      premium: {
        backgroundColor: '$premium',
        color: '$onPremium',
        boxShadow: '$sm',
        '&[data-hovered]': { boxShadow: '$md' },
        '&[data-pressed]': { boxShadow: 'inset 0 0 0 2px $colors$onPremium' },
      },
    },
    size: {
      sm: { minHeight: '$controlSm', px: '$3', py: '$1', fontSize: '$2' },
      md: { minHeight: '$control', px: '$4', py: '$2', fontSize: '$3' },
      lg: { minHeight: '$controlLg', px: '$5', py: '$2', fontSize: '$4' },
    },
    fullWidth: { true: { width: '100%' } },
    iconOnly: { true: { px: 0, py: 0, flexShrink: 0 } },
  },
  compoundVariants: [
    { iconOnly: true, size: 'sm', css: { size: '$controlSm' } },
    { iconOnly: true, size: 'md', css: { size: '$control' } },
    { iconOnly: true, size: 'lg', css: { size: '$controlLg' } },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

/**
 * Holds the label; transparent (but still sized, and still the button's accessible name) while pending —
 * `visibility: hidden` would drop it from the accessibility tree and leave the button nameless.
 */
export const ButtonContent = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minWidth: 0,
  variants: { invisible: { true: { opacity: 0 } } },
});

const PendingIndicator = styled(RACProgressBar, {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'premium';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends RACButtonProps {
  /** Visual emphasis: `primary` (one per view), `secondary`, `ghost`, `danger` (destructive), `premium` (upsell). */
  variant?: ButtonVariant;
  /** Control height and text size. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/**
 * A button. `isPending` shows a spinner in place of the label, keeps the width, keeps focus and
 * ignores presses; react-aria announces the pending state to screen readers.
 */
export function Button({ variant = 'primary', size = 'md', fullWidth, children, ...props }: ButtonProps) {
  const t = useT();
  return (
    <ButtonRoot {...props} aria-busy={props.isPending || undefined} variant={variant} size={size} fullWidth={fullWidth}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <ButtonContent invisible={isPending}>{content}</ButtonContent>
          {isPending ? (
            <PendingIndicator isIndeterminate aria-label={t('common.loading')}>
              <SpinnerGlyph size={size === 'lg' ? 'md' : 'sm'} aria-hidden="true" />
            </PendingIndicator>
          ) : null}
        </>
      ))}
    </ButtonRoot>
  );
}
