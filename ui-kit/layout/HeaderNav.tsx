/**
 * The header's navigation: the links of SPEC.md §2 (which ones depends on being signed in) and logout. Inline
 * when the header is wide; below that a dropdown panel the header's menu button opens (a disclosure: the list
 * is removed from the page while closed, so screen readers and Tab skip it).
 */
import { LogOut } from 'lucide-react';
import { css, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import type { MessageKey } from '../i18n';
import { Button } from '../primitives/Button';
import type { LinkComponent } from './AppLink';

/**
 * The bar switches between the menu button and inline links by its own width (a container query), not the
 * viewport's, so a header rendered in a narrow frame (a story, a side panel) still collapses.
 */
export const wide = '@container header (min-width: 900px)';

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

/** In the stacked mobile menu the logout button lines up with the links above it. */
const LogoutButton = styled(Button, {
  justifyContent: 'flex-start',
  minHeight: '$controlLg',
  px: '$3',
  [wide]: { justifyContent: 'center', minHeight: '$control' },
});

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

export interface HeaderNavProps {
  /** id for the menu button's aria-controls. */
  id: string;
  /** Below the wide breakpoint: whether the dropdown is open. */
  open: boolean;
  /** Called after a link or logout is chosen, so the dropdown closes. */
  onNavigate: () => void;
  /** Which links show, and whether logout does (see `headerLinks`). */
  isAuthenticated: boolean;
  /** Premium students are not offered the upgrade link. */
  isPremium: boolean;
  /** Log out; the button shows only when signed in and this is given. */
  onLogout?: () => void;
  /** Logout call in flight: the button is pending. */
  isLoggingOut: boolean;
  /** Marks the matching link with aria-current="page". */
  currentPath?: string;
  /** The app's router link. */
  LinkComponent: LinkComponent;
}

/** The header's link list and logout button. */
export function HeaderNav({
  id,
  open,
  onNavigate,
  isAuthenticated,
  isPremium,
  onLogout,
  isLoggingOut,
  currentPath,
  LinkComponent,
}: HeaderNavProps) {
  const t = useT();
  const links = headerLinks(isAuthenticated, isPremium);
  return (
    <Nav id={id} aria-label={t('header.mainNav')} open={open}>
      <NavList>
        {links.map((link) => (
          <li key={link.href}>
            <LinkComponent
              href={link.href}
              className={navLinkClass({ tone: link.tone })}
              aria-current={currentPath === link.href ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(link.labelKey)}
            </LinkComponent>
          </li>
        ))}
        {isAuthenticated && onLogout ? (
          <li>
            <LogoutButton
              variant="ghost"
              fullWidth
              isPending={isLoggingOut}
              onPress={() => {
                onNavigate();
                onLogout();
              }}
            >
              <FlipInRtl aria-hidden="true">
                <LogOut size={18} />
              </FlipInRtl>
              {t('header.logout')}
            </LogoutButton>
          </li>
        ) : null}
      </NavList>
    </Nav>
  );
}
