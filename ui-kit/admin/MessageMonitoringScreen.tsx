/**
 * /admin-dashboard, message monitoring (SPEC.md §2): only the designated admin account gets in — while the app
 * checks, a spinner; anyone else sees Access Denied with the text that they lack permission. The admin sees three
 * tabs (Messages, Conversations, Users), each with its own loading and error state, and a button that opens
 * conversation analytics in a new tab.
 */
import { ExternalLink, ShieldAlert } from 'lucide-react';
import type { Key } from 'react-aria-components';
import type { AdminConversation, AdminMessagesPage, AdminUser } from '../../contract/admin';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Card } from '../primitives/Card';
import { Spinner } from '../primitives/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../primitives/Tabs';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import type { AdminLoadStatus } from './AdminLoadState';
import { AdminConversationsPanel } from './AdminConversationsPanel';
import { AdminMessagesPanel } from './AdminMessagesPanel';
import { AdminUsersPanel } from './AdminUsersPanel';
import { AdminPage, Muted, PageTitle, TitleRow, linkButton } from './adminStyles';
import { adminPaths } from './adminPaths';

const Denied = styled(Card, {
  alignItems: 'center',
  textAlign: 'center',
  maxWidth: '$dialog',
  mx: 'auto',
  '& > svg': { size: '40px', color: '$danger' },
});

const Centered = styled('div', { display: 'flex', justifyContent: 'center', py: '$9' });

export type MonitoringTab = 'messages' | 'conversations' | 'users';
const tabs: readonly MonitoringTab[] = ['messages', 'conversations', 'users'];

export interface MessageMonitoringScreenProps {
  /** Whether the signed-in account is the designated admin (checking while the user loads). */
  access: 'checking' | 'denied' | 'granted';
  tab: MonitoringTab;
  onTabChange: (tab: MonitoringTab) => void;
  /** The messages page shown. */
  messagesPage: AdminMessagesPage | undefined;
  messagesState: AdminLoadStatus;
  /** 1-based page of messages. */
  page: number;
  onPageChange: (page: number) => void;
  conversations: AdminConversation[] | undefined;
  conversationsState: AdminLoadStatus;
  users: AdminUser[] | undefined;
  usersState: AdminLoadStatus;
  /** The free daily cap the users list counts against. */
  dailyLimit: number;
  /** Load a tab again after its error. */
  onRetry: (tab: MonitoringTab) => void;
  /** Conversation analytics, opened in a new tab. Defaults to /analytics. */
  analyticsHref?: string;
  /** Home, linked from Access Denied. Defaults to /. */
  homeHref?: string;
  /** The app's router link (defaults to a plain anchor). */
  LinkComponent?: LinkComponent;
}

/** Message monitoring: access gate, three tabs and the analytics link. */
export function MessageMonitoringScreen({
  access,
  tab,
  onTabChange,
  messagesPage,
  messagesState,
  page,
  onPageChange,
  conversations,
  conversationsState,
  users,
  usersState,
  dailyLimit,
  onRetry,
  analyticsHref = adminPaths.analytics,
  homeHref = adminPaths.home,
  LinkComponent = DefaultLink,
}: MessageMonitoringScreenProps) {
  const t = useT();

  if (access === 'checking') {
    return (
      <AdminPage>
        <Centered>
          <Spinner label={t('admin.monitor.checking')} showLabel size="lg" />
        </Centered>
      </AdminPage>
    );
  }
  if (access === 'denied') {
    return (
      <AdminPage>
        <Denied elevation="raised" padding="lg">
          <ShieldAlert aria-hidden="true" />
          <PageTitle>{t('admin.accessDenied.title')}</PageTitle>
          <Muted>{t('admin.accessDenied.body')}</Muted>
          <LinkComponent href={homeHref} className={linkButton({ variant: 'secondary' })}>
            {t('admin.accessDenied.backHome')}
          </LinkComponent>
        </Denied>
      </AdminPage>
    );
  }

  return (
    <AdminPage>
      <TitleRow as="header">
        <PageTitle>{t('admin.monitor.title')}</PageTitle>
        {/* A plain anchor: a new browser tab is not a client-side navigation. */}
        <a href={analyticsHref} target="_blank" rel="noopener noreferrer" className={linkButton({ variant: 'primary' })}>
          <ExternalLink aria-hidden="true" />
          {t('admin.monitor.openAnalytics')}
          <VisuallyHidden> {t('admin.monitor.newTab')}</VisuallyHidden>
        </a>
      </TitleRow>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key: Key) => onTabChange(tabs.find((each) => each === key) ?? 'messages')}
      >
        <TabList aria-label={t('admin.monitor.title')}>
          {tabs.map((each) => (
            <Tab key={each} id={each}>
              {t(`admin.monitor.tab.${each}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="messages">
          <AdminMessagesPanel
            messagesPage={messagesPage}
            state={messagesState}
            onRetry={() => onRetry('messages')}
            page={page}
            onPageChange={onPageChange}
          />
        </TabPanel>
        <TabPanel id="conversations">
          <AdminConversationsPanel conversations={conversations} state={conversationsState} onRetry={() => onRetry('conversations')} />
        </TabPanel>
        <TabPanel id="users">
          <AdminUsersPanel users={users} state={usersState} onRetry={() => onRetry('users')} dailyLimit={dailyLimit} />
        </TabPanel>
      </Tabs>
    </AdminPage>
  );
}
