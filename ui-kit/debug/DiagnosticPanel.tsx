/**
 * The floating authentication debug panel (SPEC.md §2 "Diagnostic panel"; shown by the app in development and
 * to the admin account only). A round toggle at the bottom inline-end corner discloses a small panel with what
 * the client believes about the session: loading and authenticated flags, the user's id, e-mail, premium flag,
 * tier and free messages used out of the limit, the subscription's premium flag, tier and end date, and a
 * test-auth button. Values are raw (ids, tiers) with Latin digits: it is a developer's tool.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Bug, X } from 'lucide-react';
import { FREE_DAILY_MESSAGES, TIME_ZONE } from '../../contract/constants';
import { styled } from '../theme/stitches.config';
import { useLocale } from '../i18n';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { IconButton } from '../primitives/IconButton';

const Dock = styled('div', {
  position: 'fixed',
  insetBlockEnd: '$4',
  insetInlineEnd: '$4',
  zIndex: '$overlay',
  display: 'flex',
  flexDirection: 'column',
  // Cross axis of a column = the inline axis: flex-end is the inline-end edge in both directions.
  alignItems: 'flex-end',
  gap: '$2',
});

const Toggle = styled('div', { '& > button': { borderRadius: '$round', boxShadow: '$lg' } });

const Panel = styled('section', {
  width: 'min(320px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 96px)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  boxShadow: '$lg',
  fontSize: '$2',
  textAlign: 'start',
});

const PanelHeader = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });

const Title = styled('h2', { fontSize: '$3', fontWeight: '$bold' });

const Group = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });

const GroupTitle = styled('h3', { fontSize: '$1', fontWeight: '$bold', color: '$textMuted', textTransform: 'uppercase' });

// Terms wrap in the narrower column so raw values (an e-mail in monospace) keep one line.
const List = styled('dl', { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: '$1 $3', margin: 0, alignItems: 'center' });

/** One term/value pair; `contents` lets the pair sit in the list's two grid columns. */
const Row = styled('div', { display: 'contents' });

const Term = styled('dt', { color: '$textMuted' });

const Value = styled('dd', { margin: 0, minWidth: 0, justifySelf: 'end', textAlign: 'end', overflowWrap: 'anywhere' });

/** Raw machine values (ids, e-mails, tiers): monospace, left to right inside Arabic. */
const Raw = styled('bdi', { fontFamily: '$mono', fontSize: '$1', direction: 'ltr', unicodeBidi: 'isolate' });

/** The signed-in user as the client has loaded it (GET /api/auth/me). */
export interface DiagnosticUser {
  id: string;
  email: string;
  isPremium: boolean;
  subscriptionTier: string | null;
  freeMessagesUsed: number;
}

/** The polled subscription status (GET /api/subscription/status). */
export interface DiagnosticSubscription {
  isPremium: boolean;
  subscriptionTier: string | null;
  /** ISO date-time, or null. */
  subscriptionEndDate: string | null;
}

export interface DiagnosticPanelProps {
  /** The current-user query is loading. */
  isLoading: boolean;
  /** A user is signed in. */
  isAuthenticated: boolean;
  /** The loaded user, if any. */
  user?: DiagnosticUser | null;
  /** The loaded subscription status, if any. */
  subscription?: DiagnosticSubscription | null;
  /** The free daily cap shown as "used of {limit}" (default FREE_DAILY_MESSAGES, 5). */
  freeMessagesLimit?: number;
  /** "Test auth" pressed: the app posts /api/test-interactive-auth. */
  onTestAuth: () => void;
  /** The test-auth call is running. */
  isTestingAuth?: boolean;
  /** Start open (stories, screenshots). */
  defaultOpen?: boolean;
}

/** The floating toggle and its disclosure panel. */
export function DiagnosticPanel({
  isLoading,
  isAuthenticated,
  user,
  subscription,
  freeMessagesLimit = FREE_DAILY_MESSAGES,
  onTestAuth,
  isTestingAuth = false,
  defaultOpen = false,
}: DiagnosticPanelProps) {
  const { t, language } = useLocale();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const titleId = useId();
  // IconButton takes no ref: reach its button through the wrapper.
  const toggleRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  // Closing from inside the panel (✕ or Escape) would drop focus on <body>: hand it back to the toggle.
  useEffect(() => {
    const toggle = toggleRef.current?.querySelector('button');
    if (wasOpen.current && !open && toggle && document.activeElement !== toggle) toggle.focus();
    wasOpen.current = open;
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  const flag = (value: boolean | undefined): ReactNode =>
    value === undefined ? t('debug.none') : <Badge size="sm" tone={value ? 'success' : 'neutral'}>{t(value ? 'debug.yes' : 'debug.no')}</Badge>;
  const raw = (value: string | null | undefined): ReactNode => (value ? <Raw>{value}</Raw> : t('debug.none'));
  // A localised date is text of the page's language: isolated, but not forced left to right like raw values.
  const date = (iso: string | null | undefined): ReactNode =>
    iso ? (
      <bdi>
        {new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: TIME_ZONE,
          numberingSystem: 'latn',
        }).format(new Date(iso))}
      </bdi>
    ) : (
      t('debug.none')
    );

  const rows = (items: Array<[string, ReactNode]>) => (
    <List>
      {items.map(([term, value]) => (
        <Row key={term}>
          <Term>{term}</Term>
          <Value>{value}</Value>
        </Row>
      ))}
    </List>
  );

  return (
    <Dock>
      {open ? (
        <Panel id={panelId} aria-labelledby={titleId} onKeyDown={closeOnEscape}>
          <PanelHeader>
            <Title id={titleId}>{t('debug.title')}</Title>
            <IconButton size="sm" aria-label={t('common.close')} onPress={() => setOpen(false)}>
              <X />
            </IconButton>
          </PanelHeader>
          <Group>
            <GroupTitle>{t('debug.session')}</GroupTitle>
            {rows([
              [t('debug.loading'), flag(isLoading)],
              [t('debug.authenticated'), flag(isAuthenticated)],
            ])}
          </Group>
          <Group>
            <GroupTitle>{t('debug.user')}</GroupTitle>
            {rows([
              [t('debug.userId'), raw(user?.id)],
              [t('debug.email'), raw(user?.email)],
              [t('debug.premium'), flag(user?.isPremium)],
              [t('debug.tier'), raw(user?.subscriptionTier)],
              [t('debug.freeMessages'), user ? t('debug.freeMessagesValue', { used: user.freeMessagesUsed, limit: freeMessagesLimit }) : t('debug.none')],
            ])}
          </Group>
          <Group>
            <GroupTitle>{t('debug.subscription')}</GroupTitle>
            {rows([
              [t('debug.subscriptionPremium'), flag(subscription?.isPremium)],
              [t('debug.subscriptionTier'), raw(subscription?.subscriptionTier)],
              [t('debug.subscriptionEnd'), date(subscription?.subscriptionEndDate)],
            ])}
          </Group>
          <Button variant="secondary" size="sm" fullWidth isPending={isTestingAuth} onPress={onTestAuth}>
            {t('debug.testAuth')}
          </Button>
        </Panel>
      ) : null}
      <Toggle ref={toggleRef}>
        <IconButton
          variant="primary"
          size="lg"
          aria-label={t('debug.toggle')}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPress={() => setOpen((current) => !current)}
        >
          <Bug />
        </IconButton>
      </Toggle>
    </Dock>
  );
}
