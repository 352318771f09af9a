/**
 * Badge: a small non-interactive label for a status or tier ("Premium", "Pending", "Approved").
 * Colours are soft token pairs that pass WCAG AA contrast in both themes; meaning is always also
 * in the text, never in colour alone.
 */
import { styled } from '../theme/stitches.config';

/** A status pill. `tone`: neutral | primary | premium | success | danger; `size`: sm | md. */
export const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  maxWidth: '100%',
  px: '$2',
  py: '2px',
  borderRadius: '$pill',
  border: '1px solid transparent',
  fontFamily: '$body',
  fontWeight: '$medium',
  lineHeight: '$tight',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
  '& svg': { size: '1em', flexShrink: 0 },
  variants: {
    tone: {
      neutral: { backgroundColor: '$surfaceMuted', color: '$text', borderColor: '$border' },
      primary: { backgroundColor: '$primarySoft', color: '$primary' },
      premium: { backgroundColor: '$premiumSoft', color: '$premium' },
      success: { backgroundColor: '$successSoft', color: '$success' },
      danger: { backgroundColor: '$dangerSoft', color: '$danger' },
    },
    size: {
      sm: { fontSize: '$1' },
      md: { fontSize: '$2', py: '$1' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeTone = 'neutral' | 'primary' | 'premium' | 'success' | 'danger';
