/**
 * The frame of every authentication screen (SPEC.md §2). The app hides the shared header on these routes, so
 * this frame carries the brand (a link home) and, when the app passes the handlers, the language and theme
 * buttons: without them a visitor who lands on /auth/login could not switch language. One centred card on the
 * landing page's brand wash holds the title, the content and a footer line; it fits 360 px.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { GraduationCap, Moon, Sun } from 'lucide-react';
import { css, darkTheme, styled } from '../theme/stitches.config';
import { useLocale } from '../i18n';
import { Button } from '../primitives/Button';
import { IconButton } from '../primitives/IconButton';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { authPaths } from './authPaths';

const Page = styled('div', {
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  px: '$4',
  paddingBlockEnd: '$8',
  // The hero's wash: brand tint into the page colour, vertical so it reads the same in both directions.
  backgroundImage: 'radial-gradient(ellipse 70% 40% at 50% 0%, $accentSoft, transparent), linear-gradient(180deg, $primarySoft 0%, $bg 60%)',
  [`.${darkTheme.className} &`]: { backgroundImage: 'linear-gradient(180deg, $primarySoft 0%, $bg 60%)' },
});

const TopBar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  width: '100%',
  maxWidth: '$content',
  minHeight: '$header',
  mx: 'auto',
});

const brandClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  marginInlineEnd: 'auto',
  color: '$text',
  fontSize: '$4',
  fontWeight: '$black',
  textDecoration: 'none',
  borderRadius: '$md',
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

const BrandMark = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$controlSm',
  borderRadius: '$md',
  backgroundColor: '$primary',
  color: '$onPrimary',
  '& svg': { size: '20px' },
});

const Column = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  width: '100%',
  maxWidth: '440px',
  mx: 'auto',
  paddingBlockStart: '$4',
  '@sm': { paddingBlockStart: '$8' },
});

const Panel = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  padding: '$5',
  borderRadius: '$xl',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  boxShadow: '$lg',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  '@sm': { padding: '$7' },
});

const Heading = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$2', textAlign: 'center' });

const IconBadge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '56px',
  marginBlockEnd: '$2',
  borderRadius: '$round',
  '& svg': { size: '28px' },
  variants: {
    tone: {
      primary: { backgroundColor: '$primarySoft', color: '$primary' },
      success: { backgroundColor: '$successSoft', color: '$success' },
      danger: { backgroundColor: '$dangerSoft', color: '$danger' },
    },
  },
  defaultVariants: { tone: 'primary' },
});

const Title = styled('h1', { fontSize: '$6', fontWeight: '$black', lineHeight: 1.35, textWrap: 'balance', outline: 'none' });

const Subtitle = styled('p', { color: '$textMuted', lineHeight: '$normal', textWrap: 'pretty' });

const Footer = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  paddingBlockStart: '$4',
  borderBlockStart: '1px solid $border',
});

/** What every auth screen passes through to the frame. */
export interface AuthChromeProps {
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
  /** Shows the language button (EN / العربية) when given. */
  onToggleLanguage?: () => void;
  /** Shows the theme button when given; `theme` is the theme now shown. */
  onToggleTheme?: () => void;
  /** The resolved theme now shown (the button offers the other one). Default light. */
  theme?: 'light' | 'dark';
}

export interface AuthLayoutProps extends AuthChromeProps {
  /** The page heading (h1). */
  title: ReactNode;
  /** One line under the heading. */
  subtitle?: ReactNode;
  /** A status icon above the heading (sent, success, failed states). */
  icon?: ReactNode;
  /** Colour of the status icon's disc. */
  iconTone?: 'primary' | 'success' | 'danger';
  /** The card's content: a form or a state's text and actions. */
  children: ReactNode;
  /** The line(s) under a divider at the bottom of the card ("No account? Sign up"). */
  footer?: ReactNode;
  /**
   * Move focus to the heading when this frame mounts. For states that replace a form (sent, success, failed):
   * the button that had focus is gone, and the heading tells a screen-reader user where they are now.
   */
  focusTitle?: boolean;
}

/** Brand bar + one centred card with a heading, content and footer. */
export function AuthLayout({
  title,
  subtitle,
  icon,
  iconTone,
  children,
  footer,
  LinkComponent = DefaultLink,
  onToggleLanguage,
  onToggleTheme,
  theme = 'light',
  focusTitle = false,
}: AuthLayoutProps) {
  const { t, language } = useLocale();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <Page>
      <TopBar>
        <LinkComponent href={authPaths.home} className={brandClass()}>
          <BrandMark aria-hidden="true">
            <GraduationCap />
          </BrandMark>
          {t('app.name')}
        </LinkComponent>
        {onToggleLanguage ? (
          <Button variant="ghost" aria-label={t('language.toggleLabel')} onPress={onToggleLanguage}>
            <span lang={language === 'ar' ? 'en' : 'ar'}>{t('language.toggleShort')}</span>
          </Button>
        ) : null}
        {onToggleTheme ? (
          <IconButton aria-label={theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark')} onPress={onToggleTheme}>
            {theme === 'dark' ? <Sun /> : <Moon />}
          </IconButton>
        ) : null}
      </TopBar>
      <Column>
        <Panel aria-labelledby={titleId}>
          <Heading>
            {icon ? (
              <IconBadge tone={iconTone} aria-hidden="true">
                {icon}
              </IconBadge>
            ) : null}
            <Title id={titleId} ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
              {title}
            </Title>
            {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          </Heading>
          {children}
          {footer ? <Footer>{footer}</Footer> : null}
        </Panel>
      </Column>
    </Page>
  );
}
