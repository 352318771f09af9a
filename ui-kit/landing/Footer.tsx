/**
 * The landing page footer: the brand line, links to study packs, plans, billing and support (SPEC.md §2) and
 * the copyright. The year is a prop so server and client render the same text and screenshots stay stable.
 */
import { GraduationCap } from 'lucide-react';
import { css, styled } from '../theme/stitches.config';
import { useLocale } from '../i18n';
import type { MessageKey } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';

const Root = styled('footer', {
  marginBlockStart: 'auto',
  backgroundColor: '$surface',
  borderBlockStart: '1px solid $border',
  px: '$4',
  py: '$7',
  '@md': { px: '$6' },
});

const Inner = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  maxWidth: '$content',
  mx: 'auto',
  '@md': { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
});

const Brand = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
const BrandName = styled('p', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  fontWeight: '$black',
  fontSize: '$4',
  '& svg': { size: '20px', color: '$primary' },
});
const Tagline = styled('p', { color: '$textMuted', fontSize: '$2' });

const LinkList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1 $2',
});

const linkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$control',
  px: '$2',
  borderRadius: '$sm',
  color: '$textMuted',
  textDecoration: 'none',
  '&:hover': { color: '$primary', textDecoration: 'underline' },
});

const Copyright = styled('p', {
  maxWidth: '$content',
  mx: 'auto',
  marginBlockStart: '$5',
  paddingBlockStart: '$5',
  borderBlockStart: '1px solid $border',
  color: '$textMuted',
  fontSize: '$2',
});

const footerLinks: ReadonlyArray<{ href: string; labelKey: MessageKey }> = [
  { href: '/study-packs', labelKey: 'landing.footerStudyPacks' },
  { href: '/subscribe', labelKey: 'landing.footerSubscribe' },
  { href: '/billing', labelKey: 'landing.footerBilling' },
  { href: '/support', labelKey: 'landing.footerSupport' },
];

export interface FooterProps {
  /** The year in the copyright line. */
  year: number;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** Brand, useful links and copyright. */
export function Footer({ year, LinkComponent = DefaultLink }: FooterProps) {
  const { t, language } = useLocale();
  // Digits follow the locale like every formatted number; no grouping ("2025", not "2,025").
  const yearText = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', { useGrouping: false }).format(year);
  return (
    <Root>
      <Inner>
        <Brand>
          <BrandName>
            <GraduationCap aria-hidden="true" />
            {t('app.name')}
          </BrandName>
          <Tagline>{t('app.tagline')}</Tagline>
        </Brand>
        <nav aria-label={t('landing.footerNav')}>
          <LinkList>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <LinkComponent href={link.href} className={linkClass()}>
                  {t(link.labelKey)}
                </LinkComponent>
              </li>
            ))}
          </LinkList>
        </nav>
      </Inner>
      <Copyright>{t('landing.footerCopyright', { year: yearText })}</Copyright>
    </Root>
  );
}
