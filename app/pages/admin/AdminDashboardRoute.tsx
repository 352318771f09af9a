/**
 * /admin-dashboard: message monitoring for the account whose e-mail is ADMIN_EMAIL (the server says so in
 * /api/auth/me and enforces it on every call); others see Access Denied. Messages 50 a page (?page=), Conversations,
 * Users (free messages used out of the daily cap).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FREE_DAILY_MESSAGES } from '../../../contract/constants';
import { MessageMonitoringScreen, type MonitoringTab } from '../../../ui-kit/admin';
import { RouterLink } from '../../RouterLink';
import { adminConversationsQuery, adminMessagesQuery, adminUsersQuery } from '../../queries/admin';
import { meQuery } from '../../queries/auth';

type LoadState = 'loading' | 'error' | 'ready';
const loadState = (query: { isError: boolean; data: unknown }): LoadState => (query.isError ? 'error' : query.data ? 'ready' : 'loading');

export default function AdminDashboardRoute() {
  const me = useQuery(meQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<MonitoringTab>('messages');
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const granted = me.data?.isMonitoringAdmin === true;
  const messages = useQuery(adminMessagesQuery(page, granted && tab === 'messages'));
  const conversations = useQuery(adminConversationsQuery(granted && tab === 'conversations'));
  const users = useQuery(adminUsersQuery(granted && tab === 'users'));

  return (
    <MessageMonitoringScreen
      access={me.data === undefined ? 'checking' : granted ? 'granted' : 'denied'}
      tab={tab}
      onTabChange={setTab}
      messagesPage={messages.data ?? undefined}
      messagesState={loadState(messages)}
      page={page}
      onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
      conversations={conversations.data ?? undefined}
      conversationsState={loadState(conversations)}
      users={users.data ?? undefined}
      usersState={loadState(users)}
      dailyLimit={FREE_DAILY_MESSAGES}
      onRetry={(which) => void (which === 'messages' ? messages : which === 'conversations' ? conversations : users).refetch()}
      analyticsHref="/analytics"
      homeHref="/"
      LinkComponent={RouterLink}
    />
  );
}
