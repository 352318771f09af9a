/**
 * One of the landing page's three feature cards (explain concepts, step-by-step solving, stories): an icon,
 * a short title and a sentence. The icon is decorative; the title is an h3 under the section's h2.
 */
import type { ReactNode } from 'react';
import { styled } from '../theme/stitches.config';
import { Card } from '../primitives/Card';

const Root = styled(Card, {
  height: '100%',
  padding: '$6',
  boxShadow: '$sm',
  transition: 'box-shadow $normal, transform $normal',
  '&:hover': { boxShadow: '$md', transform: 'translateY(-2px)' },
  '@reducedMotion': { '&:hover': { transform: 'none' } },
});

const IconTile = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$controlLg',
  borderRadius: '$md',
  marginBlockEnd: '$1',
  '& svg': { size: '24px' },
  variants: {
    tone: {
      primary: { backgroundColor: '$primarySoft', color: '$primary' },
      accent: { backgroundColor: '$accentSoft', color: '$accent' },
      premium: { backgroundColor: '$premiumSoft', color: '$premium' },
    },
  },
  defaultVariants: { tone: 'primary' },
});

const Title = styled('h3', { fontSize: '$5', fontWeight: '$bold', lineHeight: '$tight' });

const Body = styled('p', { color: '$textMuted', lineHeight: '$relaxed' });

export interface FeatureCardProps {
  /** A decorative icon (lucide-react element). */
  icon: ReactNode;
  /** The feature's name (rendered as an h3). */
  title: string;
  /** One or two sentences describing it. */
  description: string;
  /** Colour of the icon tile. */
  tone?: 'primary' | 'accent' | 'premium';
}

/** A card with an icon, a title and a description. */
export function FeatureCard({ icon, title, description, tone = 'primary' }: FeatureCardProps) {
  return (
    <Root as="article">
      <IconTile tone={tone} aria-hidden="true">
        {icon}
      </IconTile>
      <Title>{title}</Title>
      <Body>{description}</Body>
    </Root>
  );
}
