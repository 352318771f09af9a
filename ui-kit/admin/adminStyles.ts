/**
 * Styled pieces shared by the operator screens: page frame, section headings, stat tiles, key/value rows and the
 * left-to-right isolation of phones, e-mails and paths inside Arabic text.
 */
import { css, styled } from '../theme/stitches.config';

/** A page column of the admin screens. */
export const AdminPage = styled('main', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  width: '100%',
  maxWidth: '$content',
  mx: 'auto',
  px: '$4',
  py: '$6',
  color: '$text',
  textAlign: 'start',
});

/** Title row: heading at the start, actions at the end; wraps on narrow screens. */
export const TitleRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
});

export const PageTitle = styled('h1', { fontSize: '$6', fontWeight: '$bold', lineHeight: '$tight', margin: 0 });
export const SectionTitle = styled('h2', { fontSize: '$5', fontWeight: '$bold', lineHeight: '$tight', margin: 0 });
export const CardTitle = styled('h3', { fontSize: '$4', fontWeight: '$bold', lineHeight: '$tight', margin: 0, overflowWrap: 'anywhere' });
export const Muted = styled('p', { color: '$textMuted', fontSize: '$2', margin: 0, lineHeight: '$normal' });

/** A row of buttons or toggles. */
export const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });

/** A responsive grid of tiles. */
export const TileGrid = styled('div', {
  display: 'grid',
  gap: '$3',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

/** A list without bullets whose items stack. */
export const PlainList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

/** Key/value pairs as a description list, two columns on wide screens. */
export const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '$2 $4',
  margin: 0,
  fontSize: '$2',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& > div': { display: 'flex', flexWrap: 'wrap', gap: '$1 $2', minWidth: 0 },
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$medium', overflowWrap: 'anywhere' },
});

/** A big number of a stat tile. */
export const StatValue = styled('p', {
  margin: 0,
  fontSize: '$7',
  fontWeight: '$black',
  lineHeight: '$tight',
  color: '$primary',
  fontVariantNumeric: 'tabular-nums',
});

/** Left-to-right text (phone, e-mail, path) kept whole inside right-to-left text. Render with dir="ltr". */
export const Ltr = styled('bdi', { direction: 'ltr', unicodeBidi: 'isolate' });

/** A link that looks like a button (primary or secondary), for navigation that is not an action. */
export const linkButton = css({
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
  textDecoration: 'none',
  transition: 'background-color $fast',
  '& svg': { size: '18px', flexShrink: 0 },
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
