/**
 * The page frame every route renders in: a skip link, the shared header (hidden on the auth pages and the
 * card payment page, SPEC.md §2), one <main> landmark that the skip link targets, and a slot for the toast
 * region. Pure: the app decides `showHeader` from the route and passes the header it built.
 */
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';

/** The id of the main landmark; the skip link jumps here. */
export const MAIN_CONTENT_ID = 'main-content';

const Frame = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: '$bg',
  color: '$text',
});

const SkipLink = styled('a', {
  position: 'absolute',
  insetBlockStart: '$2',
  insetInlineStart: '$2',
  zIndex: '$overlay',
  px: '$4',
  py: '$2',
  borderRadius: '$md',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontWeight: '$bold',
  textDecoration: 'none',
  // Off-screen until focused by keyboard, then the first thing on the page.
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
});

const Main = styled('main', {
  flex: '1 0 auto',
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

export interface AppShellProps {
  /** The page content. */
  children: ReactNode;
  /** The header element (usually `<Header …/>`). */
  header?: ReactNode;
  /** False on /auth/login, /auth/signup, /auth/forgot-password and /payment-iframe. Default true. */
  showHeader?: boolean;
  /** The toast region (rendered after the content so it never precedes the page for screen readers). */
  toasts?: ReactNode;
}

/** Skip link + header + main landmark. */
export function AppShell({ children, header, showHeader = true, toasts }: AppShellProps) {
  const t = useT();
  const mainRef = useRef<HTMLElement>(null);
  // Move focus explicitly (not only the scroll position) and keep the router's URL free of a #fragment.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mainRef.current) return;
    event.preventDefault();
    mainRef.current.focus();
  };
  return (
    <Frame>
      <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
        {t('app.skipToContent')}
      </SkipLink>
      {showHeader ? header : null}
      <Main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      {toasts}
    </Frame>
  );
}
