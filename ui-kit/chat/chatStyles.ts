/**
 * Styles the chat shell's parts share: a link that looks like a button (upgrade, subscribe, renew), the skeleton
 * block of loading states, and the heading of a block in the sidebar or the welcome panel.
 */
import { css, keyframes, styled } from '../theme/stitches.config';

/** A link that reads as an action button. `variant` matches Button's premium / primary / secondary looks. */
export const buttonLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$control',
  px: '$4',
  borderRadius: '$md',
  border: '1px solid transparent',
  fontSize: '$3',
  fontWeight: '$medium',
  lineHeight: '$tight',
  textAlign: 'center',
  textDecoration: 'none',
  transition: 'background-color $fast, box-shadow $fast',
  '& svg': { size: '1.15em', flexShrink: 0 },
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  variants: {
    variant: {
      premium: { backgroundColor: '$premium', color: '$onPremium', boxShadow: '$sm', '&:hover': { boxShadow: '$md' } },
      primary: { backgroundColor: '$primary', color: '$onPrimary', '&:hover': { backgroundColor: '$primaryHover' } },
      secondary: {
        backgroundColor: '$surface',
        color: '$text',
        borderColor: '$borderStrong',
        '&:hover': { backgroundColor: '$surfaceMuted' },
      },
    },
    size: {
      sm: { minHeight: '$controlSm', px: '$3', fontSize: '$2' },
      md: {},
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'premium', size: 'md' },
});

const shimmer = keyframes({ from: { opacity: 0.55 }, to: { opacity: 1 } });

/** A grey placeholder block shown while a number is loading. */
export const Skeleton = styled('span', {
  display: 'block',
  borderRadius: '$sm',
  backgroundColor: '$surfaceMuted',
  animation: `${shimmer} 900ms ease-in-out infinite alternate`,
  '@reducedMotion': { animation: 'none' },
});

/** The heading of a block inside the sidebar or the welcome panel. */
export const SectionHeading = styled('h2', {
  margin: 0,
  fontSize: '$2',
  fontWeight: '$bold',
  color: '$textMuted',
  lineHeight: '$tight',
});

/** A banner above the conversation: icon, text block, action. `tone` premium (upsell) or warning (expired). */
export const Banner = styled('section', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  px: '$3',
  py: '$2',
  borderRadius: '$lg',
  border: '1px solid',
  '@md': { px: '$4', py: '$3' },
  color: '$text',
  variants: {
    tone: {
      premium: { backgroundColor: '$premiumSoft', borderColor: '$premium' },
      warning: { backgroundColor: '$warningSoft', borderColor: '$warning' },
    },
  },
});

/** The banner's round icon. */
export const BannerIcon = styled('span', {
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$control',
  borderRadius: '$round',
  backgroundColor: '$surface',
  '& svg': { size: '20px' },
  // Phones keep their height for the conversation.
  display: 'none',
  '@md': { display: 'inline-flex' },
  variants: { tone: { premium: { color: '$premium' }, warning: { color: '$warning' } } },
});

/** The banner's title and sentence; takes the free width and wraps the action below it on narrow screens. */
export const BannerText = styled('div', {
  flex: '1 1 220px',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  '& h2': { margin: 0, fontSize: '$3', fontWeight: '$bold', lineHeight: '$tight' },
  '& p': { margin: 0, fontSize: '$2', color: '$textMuted', lineHeight: '$normal' },
});
