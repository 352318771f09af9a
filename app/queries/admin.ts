/**
 * Operators' data (SPEC.md §7 "Admin"): the admin session, payment review (every 30 s), visitor analytics (every
 * 30 s while auto-refresh is on), message monitoring and the conversation analytics with its background job.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCheckResponse,
  AdminConversation,
  AdminMessagesPage,
  AdminSessionResponse,
  AdminUser,
  AnalysisJobStatus,
  AnalyticsDashboard,
  AnalyticsSummary,
  AnalyzeMessagesResponse,
  RecentSession,
} from '../../contract/admin';
import { ADMIN } from '../../contract/constants';
import type { ApprovalResponse, PaymentRequest, RejectionResponse } from '../../contract/payments';
import { apiGet, apiRequest } from '../api-client';

export const adminKeys = {
  check: ['/api/admin/check'] as const,
  paymentRequests: ['/api/admin/payment-requests'] as const,
  summary: ['/api/admin/analytics/summary'] as const,
  recentSessions: ['/api/admin/analytics/recent-sessions'] as const,
  messages: (page: number) => ['/api/admin/messages', page] as const,
  conversations: ['/api/admin/conversations'] as const,
  users: ['/api/admin/users'] as const,
  dashboard: ['/api/admin/analytics/dashboard'] as const,
  analysisStatus: ['/api/admin/analytics/analyze-messages/status'] as const,
};

export function adminCheckQuery() {
  return queryOptions({ queryKey: adminKeys.check, queryFn: ({ signal }) => apiGet<AdminCheckResponse>('/api/admin/check', signal), staleTime: 0 });
}

export function paymentRequestsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.paymentRequests,
    queryFn: ({ signal }) => apiGet<PaymentRequest[]>('/api/admin/payment-requests', signal),
    enabled,
    refetchInterval: ADMIN.refreshMs,
    staleTime: 0,
  });
}

export function analyticsSummaryQuery(enabled: boolean, autoRefresh: boolean) {
  return queryOptions({
    queryKey: adminKeys.summary,
    queryFn: ({ signal }) => apiGet<AnalyticsSummary>('/api/admin/analytics/summary', signal),
    enabled,
    refetchInterval: autoRefresh ? ADMIN.refreshMs : false,
    staleTime: 0,
  });
}

export function recentSessionsQuery(enabled: boolean, autoRefresh: boolean) {
  return queryOptions({
    queryKey: adminKeys.recentSessions,
    queryFn: ({ signal }) => apiGet<RecentSession[]>('/api/admin/analytics/recent-sessions', signal),
    enabled,
    refetchInterval: autoRefresh ? ADMIN.refreshMs : false,
    staleTime: 0,
  });
}

export function adminMessagesQuery(page: number, enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.messages(page),
    queryFn: ({ signal }) => apiGet<AdminMessagesPage>(`/api/admin/messages?page=${page}&limit=${ADMIN.messagesPerPage}`, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function adminConversationsQuery(enabled: boolean) {
  return queryOptions({ queryKey: adminKeys.conversations, queryFn: ({ signal }) => apiGet<AdminConversation[]>('/api/admin/conversations', signal), enabled });
}

export function adminUsersQuery(enabled: boolean) {
  return queryOptions({ queryKey: adminKeys.users, queryFn: ({ signal }) => apiGet<AdminUser[]>('/api/admin/users', signal), enabled });
}

export function analyticsDashboardQuery() {
  return queryOptions({ queryKey: adminKeys.dashboard, queryFn: ({ signal }) => apiGet<AnalyticsDashboard>('/api/admin/analytics/dashboard', signal), staleTime: 0 });
}

/** The analysis job's progress, polled every second while it runs. */
export function analysisStatusQuery(enabled: boolean) {
  return queryOptions({
    queryKey: adminKeys.analysisStatus,
    queryFn: ({ signal }) => apiGet<AnalysisJobStatus>('/api/admin/analytics/analyze-messages/status', signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1_000 : false),
    staleTime: 0,
  });
}

export const adminApi = {
  login: (password: string) => apiRequest<AdminSessionResponse>('POST', '/api/admin/login', { password }),
  logout: () => apiRequest<AdminSessionResponse>('POST', '/api/admin/logout'),
  approve: (id: string) => apiRequest<ApprovalResponse>('POST', `/api/admin/approve-payment/${encodeURIComponent(id)}`),
  reject: (id: string) => apiRequest<RejectionResponse>('POST', `/api/admin/reject-payment/${encodeURIComponent(id)}`),
  analyze: () => apiRequest<AnalyzeMessagesResponse>('POST', '/api/admin/analytics/analyze-messages'),
};
