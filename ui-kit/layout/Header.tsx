/**
 * The shared header (SPEC.md §2): brand, the navigation links a visitor or a signed-in student needs, the
 * language button (EN while Arabic is active, العربية while English is), the light/dark theme button and
 * logout. Below the `md` breakpoint the links collapse behind a disclosure button, so the bar fits 360 px.
 * Pure: navigation goes through the injected `LinkComponent`, actions are callbacks.
 */
import { useEffect, useId, useState } from 'react';
import { GraduationCap, LogOut, Menu, Moon, Sun, X } from 'lucide-react';
import { css, styled } from '../theme/stitches.config';
import { useLocale } from '../i18n';
import type { MessageKey } from '../i18n';
import { Button } from '../primitives/Button';
import { IconButton } from '../primitives/IconButton';
import { DefaultLink, type LinkComponent } from './AppLink';

/**
 * The bar switches between the menu button and inline links by its own width (a container query), not the
 * viewport's, so a header rendered in a narrow frame (a story, a side panel) still collapses.
 */
const wide = '@container header (min-width: 900px)';

const Bar = styled('header', {
  containerType: 'inline-size',
  containerName: 'header',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: '$header',
  backgroundColor: '$surface',
  borderBlockEnd: '1px solid $border',
});

const Inner = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  maxWidth: '$content',
  minHeight: '$header',
  mx: 'auto',
  px: '$4',
  [wide]: { gap: '$4', px: '$6' },
});

const brandClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  color: '$text',
  textDecoration: 'none',
  fontSize: '$4',
  fontWeight: '$black',
  borderRadius: '$md',
  marginInlineEnd: 'auto',
  whiteSpace: 'nowrap',
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

const Nav = styled('nav', {
  display: 'none',
  [wide]: { display: 'block' },
  variants: {
    open: {
      true: {
        display: 'block',
        position: 'absolute',
        insetInline: 0,
        insetBlockStart: '100%',
        backgroundColor: '$surface',
        borderBlockEnd: '1px solid $border',
        boxShadow: '$md',
        px: '$4',
        py: '$3',
        [wide]: { position: 'static', boxShadow: 'none', border: 'none', padding: 0, backgroundColor: 'transparent' },
      },
    },
  },
});

const NavList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  [wide]: { flexDirection: 'row', alignItems: 'center', gap: '$2' },
});

const navLinkClass = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '$controlLg',
  px: '$3',
  borderRadius: '$md',
  color: '$text',
  textDecoration: 'none',
  fontWeight: '$medium',
  '&:hover': { backgroundColor: '$surfaceMuted' },
  '&[aria-current="page"]': { color: '$primary', backgroundColor: '$primarySoft' },
  [wide]: { minHeight: '$control' },
  variants: {
    tone: {
      plain: {},
      primary: {
        justifyContent: 'center',
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&:hover': { backgroundColor: '$primaryHover' },
        '&[aria-current="page"]': { backgroundColor: '$primaryPressed', color: '$onPrimary' },
      },
      premium: {
        color: '$premium',
        fontWeight: '$bold',
        '&:hover': { backgroundColor: '$premiumSoft' },
      },
    },
  },
  defaultVariants: { tone: 'plain' },
});

const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$1' });

const MenuToggle = styled('div', { [wide]: { display: 'none' } });

const FlipInRtl = styled('span', { display: 'inline-flex', '[dir="rtl"] &': { transform: 'scaleX(-1)' } });

type LinkTone = 'plain' | 'primary' | 'premium';

interface HeaderLink {
  href: string;
  labelKey: MessageKey;
  tone: LinkTone;
}

/** The links of SPEC.md §2 for a visitor or a signed-in student (premium students are not offered the upgrade). */
export function headerLinks(isAuthenticated: boolean, isPremium: boolean): HeaderLink[] {
  if (!isAuthenticated) {
    return [
      { href: '/', labelKey: 'header.home', tone: 'plain' },
      { href: '/auth/login', labelKey: 'header.login', tone: 'plain' },
      { href: '/auth/signup', labelKey: 'header.signup', tone: 'primary' },
    ];
  }
  const links: HeaderLink[] = [
    { href: '/', labelKey: 'header.home', tone: 'plain' },
    { href: '/chat', labelKey: 'header.chat', tone: 'plain' },
  ];
  if (!isPremium) links.push({ href: '/subscribe', labelKey: 'header.upgrade', tone: 'premium' });
  return links;
}

export interface HeaderProps {
  /** Signed in: Home, Chat, Upgrade and Log out. Visitor: Home, Log in, Sign up. */
  isAuthenticated: boolean;
  /** Premium students do not see the Upgrade link. */
  isPremium?: boolean;
  /** The resolved theme now shown; the button offers the other one. */
  theme: 'light' | 'dark';
  /** Toggle light ↔ dark. */
  onToggleTheme: () => void;
  /** Toggle Arabic ↔ English (the current language comes from the locale context). */
  onToggleLanguage: () => void;
  /** Log out (shown only when signed in). */
  onLogout?: () => void;
  /** Disables the logout button and shows it pending while the logout call runs. */
  isLoggingOut?: boolean;
  /** The current path, to mark the matching link with aria-current="page" (and to close the mobile menu). */
  currentPath?: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** The product's top bar. */
export function Header({
  isAuthenticated,
  isPremium = false,
  theme,
  onToggleTheme,
  onToggleLanguage,
  onLogout,
  isLoggingOut = false,
  currentPath,
  LinkComponent = DefaultLink,
}: HeaderProps) {
  const { t, language } = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  // A navigation (new path) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [currentPath]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const links = headerLinks(isAuthenticated, isPremium);
  const otherLanguage = language === 'ar' ? 'en' : 'ar';

  return (
    <Bar>
      <Inner>
        <LinkComponent href="/" className={brandClass()}>
          <BrandMark aria-hidden="true">
            <GraduationCap />
          </BrandMark>
          {t('app.name')}
        </LinkComponent>

        <Nav id={navId} aria-label={t('header.mainNav')} open={menuOpen}>
          <NavList>
            {links.map((link) => (
              <li key={link.href}>
                <LinkComponent
                  href={link.href}
                  className={navLinkClass({ tone: link.tone })}
                  aria-current={currentPath === link.href ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(link.labelKey)}
                </LinkComponent>
              </li>
            ))}
            {isAuthenticated && onLogout ? (
              <li>
                <Button
                  variant="ghost"
                  fullWidth
                  isPending={isLoggingOut}
                  onPress={() => {
                    setMenuOpen(false);
                    onLogout();
                  }}
                >
                  <FlipInRtl aria-hidden="true">
                    <LogOut size={18} />
                  </FlipInRtl>
                  {t('header.logout')}
                </Button>
              </li>
            ) : null}
          </NavList>
        </Nav>

        <Actions>
          <Button variant="ghost" aria-label={t('language.toggleLabel')} onPress={onToggleLanguage}>
            <span lang={otherLanguage}>{t('language.toggleShort')}</span>
          </Button>
          <IconButton
            aria-label={theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark')}
            onPress={onToggleTheme}
          >
            {theme === 'dark' ? <Sun /> : <Moon />}
          </IconButton>
          <MenuToggle>
            <IconButton
              aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={navId}
              onPress={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X /> : <Menu />}
            </IconButton>
          </MenuToggle>
        </Actions>
      </Inner>
    </Bar>
  );
}
