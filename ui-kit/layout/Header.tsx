/**
 * The shared header (SPEC.md §2): brand, the navigation links a visitor or a signed-in student needs, the
 * language button (EN while Arabic is active, العربية while English is), the light/dark theme button and
 * logout. When the bar is narrower than 900 px the links collapse behind a disclosure button (HeaderNav), so
 * it fits 360 px.
 * Pure: navigation goes through the injected `LinkComponent`, actions are callbacks.
 */
import { useEffect, useId, useState } from 'react';
import { GraduationCap, Menu, Moon, Sun, X } from 'lucide-react';
import { css, styled } from '../theme/stitches.config';
import { useLocale } from '../i18n';
import { Button } from '../primitives/Button';
import { IconButton } from '../primitives/IconButton';
import { DefaultLink, type LinkComponent } from './AppLink';
import { HeaderNav, wide } from './HeaderNav';

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

const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: '$1' });

const MenuToggle = styled('div', { [wide]: { display: 'none' } });

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

        <HeaderNav
          id={navId}
          open={menuOpen}
          onNavigate={() => setMenuOpen(false)}
          isAuthenticated={isAuthenticated}
          isPremium={isPremium}
          onLogout={onLogout}
          isLoggingOut={isLoggingOut}
          currentPath={currentPath}
          LinkComponent={LinkComponent}
        />

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
