/**
 * The honest placeholder for routes of SPEC.md §2 whose screens arrive with later work: it says the page is
 * being prepared and links home, instead of a blank page or a fake screen.
 */
import { Hourglass } from 'lucide-react';
import { useT } from '../i18n';
import { styled } from '../theme/stitches.config';
import { DefaultLink, type LinkComponent } from './AppLink';

const Section = styled('section', {
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  px: '$4',
  py: '$9',
  textAlign: 'center',
});

const IconCircle = styled('div', {
  display: 'grid',
  placeItems: 'center',
  size: '72px',
  borderRadius: '$round',
  backgroundColor: '$primarySoft',
  color: '$primary',
});

const Title = styled('h1', { fontSize: '$6', fontWeight: '$bold', lineHeight: '$tight' });
const Body = styled('p', { color: '$textMuted', maxWidth: '$prose' });
const HomeLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$control',
  px: '$5',
  borderRadius: '$pill',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontWeight: '$bold',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryHover' },
});

/** The parts of a one-message page (icon, title, text, one action), shared with the other notice pages. */
export const NoticeParts = { Section, IconCircle, Title, Body, ActionLink: HomeLink };

export interface ComingSoonPageProps {
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

export function ComingSoonPage({ LinkComponent = DefaultLink }: ComingSoonPageProps) {
  const t = useT();
  return (
    <Section aria-labelledby="coming-soon-title">
      <IconCircle aria-hidden="true">
        <Hourglass size={36} />
      </IconCircle>
      <Title id="coming-soon-title">{t('comingSoon.title')}</Title>
      <Body>{t('comingSoon.body')}</Body>
      <HomeLink as={LinkComponent} href="/">
        {t('common.backHome')}
      </HomeLink>
    </Section>
  );
}
