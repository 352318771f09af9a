/**
 * Styles the authentication screens share: the form stack, text links (always underlined, so they are told
 * apart from text by more than colour), a link that looks like a primary or secondary button, and the small
 * centred line under a form ("No account? Sign up").
 */
import { css, styled } from '../theme/stitches.config';

/** Vertical rhythm of a form: fields, alerts and the submit button. */
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '$4', margin: 0 });

/** An inline text link. */
export const textLink = css({
  color: '$primary',
  fontWeight: '$medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationThickness: '1px',
  borderRadius: '$sm',
  '&:hover': { textDecorationThickness: '2px' },
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

/** A link that reads as the screen's main action (e.g. "Log in now" after a password reset). */
export const buttonLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  width: '100%',
  minHeight: '$controlLg',
  px: '$5',
  borderRadius: '$md',
  border: '1px solid transparent',
  fontSize: '$4',
  fontWeight: '$medium',
  textAlign: 'center',
  textDecoration: 'none',
  transition: 'background-color $fast',
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  variants: {
    variant: {
      primary: { backgroundColor: '$primary', color: '$onPrimary', '&:hover': { backgroundColor: '$primaryHover' } },
      secondary: {
        backgroundColor: '$surface',
        color: '$text',
        borderColor: '$borderStrong',
        '&:hover': { backgroundColor: '$surfaceMuted' },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});

/** The centred line under a form. */
export const FooterLine = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: '$1',
  color: '$textMuted',
  fontSize: '$2',
  textAlign: 'center',
});

/** Body text of a status state (sent, success, failed). */
export const StateText = styled('p', { color: '$textMuted', lineHeight: '$relaxed', textAlign: 'center' });

/** Stacked actions of a status state. */
export const StateActions = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', marginBlockStart: '$2' });
