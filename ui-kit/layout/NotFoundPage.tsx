/**
 * The 404 page for any unknown route (SPEC.md §2): "404 Page Not Found" as the page heading, a short
 * explanation and a link back home through the injected router link.
 */
import { House } from 'lucide-react';
import { css, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from './AppLink';

const Page = styled('section', {
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  minHeight: '60vh',
  px: '$4',
  py: '$9',
  textAlign: 'center',
});

const Heading = styled('h1', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$6',
  fontWeight: '$bold',
  lineHeight: '$tight',
});

const Code = styled('span', {
  fontSize: '$8',
  fontWeight: '$black',
  color: '$primary',
  letterSpacing: '0.04em',
  '@sm': { fontSize: '96px' },
});

const Body = styled('p', { maxWidth: '$prose', color: '$textMuted', fontSize: '$4', lineHeight: '$relaxed' });

const homeLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$controlLg',
  px: '$5',
  marginBlockStart: '$2',
  borderRadius: '$md',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontWeight: '$bold',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryHover' },
  '& svg': { size: '20px' },
});

export interface NotFoundPageProps {
  /** Where "Back to home" goes. Default '/'. */
  homeHref?: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** "404 Page Not Found" with a link home. */
export function NotFoundPage({ homeHref = '/', LinkComponent = DefaultLink }: NotFoundPageProps) {
  const t = useT();
  return (
    <Page aria-labelledby="not-found-title">
      <Heading id="not-found-title">
        <Code>{t('notFound.code')}</Code> <span>{t('notFound.title')}</span>
      </Heading>
      <Body>{t('notFound.body')}</Body>
      <LinkComponent href={homeHref} className={homeLinkClass()}>
        <House aria-hidden="true" />
        {t('common.backHome')}
      </LinkComponent>
    </Page>
  );
}
