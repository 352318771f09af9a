/**
 * Card: a raised surface with padding that groups related content (plan tiles, analytics numbers,
 * payment requests). Render it as a landmark with `as="section"` (give it `aria-labelledby`) or
 * as an `article` / `li` where that is the right element.
 */
import { styled } from '../theme/stitches.config';

/** A surface: `padding` sm | md | lg, `elevation` flat | raised, `tone` default | muted | premium. */
export const Card = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minWidth: 0,
  backgroundColor: '$surface',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$lg',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  variants: {
    padding: {
      sm: { padding: '$3' },
      md: { padding: '$5' },
      lg: { padding: '$7' },
    },
    elevation: {
      flat: {},
      raised: { backgroundColor: '$surfaceRaised', boxShadow: '$md' },
    },
    tone: {
      default: {},
      muted: { backgroundColor: '$surfaceMuted' },
      premium: { borderColor: '$premium', borderWidth: '2px' },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'flat', tone: 'default' },
});
