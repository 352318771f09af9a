/**
 * Layout pieces the payment screens share: the page column (narrow for forms, wide for the plan comparison), its
 * title block, a centred status panel (loading, success, failure) and a numbered list of instructions. Links that
 * act as buttons reuse the chat shell's `buttonLink`.
 */
import { css, styled } from '../theme/stitches.config';

export { buttonLink } from '../chat/chatStyles';

/** The page column: full width on phones, centred and capped on wider screens. */
export const Page = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  width: '100%',
  mx: 'auto',
  px: '$4',
  py: '$6',
  minWidth: 0,
  '@sm': { px: '$6' },
  variants: {
    width: {
      narrow: { maxWidth: '600px' },
      wide: { maxWidth: '$content' },
    },
  },
  defaultVariants: { width: 'narrow' },
});

export const PageHeader = styled('header', { display: 'flex', flexDirection: 'column', gap: '$2', textAlign: 'start' });

export const PageTitle = styled('h1', {
  margin: 0,
  fontSize: '$6',
  fontWeight: '$black',
  lineHeight: 1.35,
  textWrap: 'balance',
  outline: 'none',
});

export const PageSubtitle = styled('p', { margin: 0, color: '$textMuted', lineHeight: '$normal' });

/** A heading inside a card or a section of the page. */
export const SectionTitle = styled('h2', { margin: 0, fontSize: '$4', fontWeight: '$bold', lineHeight: '$tight' });

/** Body text inside a card. */
export const BodyText = styled('p', { margin: 0, color: '$textMuted', lineHeight: '$normal' });

/** A centred panel for a state of the page: an icon, a title, a message and actions. */
export const StatePanel = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  py: '$7',
  textAlign: 'center',
  '& p': { maxWidth: '$prose' },
});

export const StateIcon = styled('div', {
  display: 'grid',
  placeItems: 'center',
  size: '64px',
  borderRadius: '$round',
  '& svg': { size: '32px' },
  variants: {
    tone: {
      success: { backgroundColor: '$successSoft', color: '$success' },
      danger: { backgroundColor: '$dangerSoft', color: '$danger' },
      primary: { backgroundColor: '$primarySoft', color: '$primary' },
    },
  },
  defaultVariants: { tone: 'primary' },
});

/** Stacked full-width actions under a state panel or a form (side by side from the sm breakpoint). */
export const Actions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  width: '100%',
  '@sm': { flexDirection: 'row', justifyContent: 'center', '& > *': { flex: '1 1 0' } },
});

/** A numbered list of steps (how to pay by wallet). */
export const StepList = styled('ol', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  margin: 0,
  ps: '$5',
  lineHeight: '$normal',
  '& li::marker': { color: '$primary', fontWeight: '$bold' },
  // Step numbers in the page's digits.
  '&:lang(ar)': { listStyleType: 'arabic-indic' },
});

/** The vertical rhythm of a form. */
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '$4', margin: 0, minWidth: 0 });

/** A list of label / value pairs (amount, plan, wallet number). */
export const FactList = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$bold', overflowWrap: 'anywhere' },
});
