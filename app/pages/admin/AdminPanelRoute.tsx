/**
 * /admin-panel: the password card until GET /api/admin/check says admin; then Payment Management (refreshed every
 * 30 s; approve/reject with the §8 toasts; the View dialog with the screenshot) and the visitor Analytics tab
 * (auto-refresh on by default, every 30 s, and a manual refresh).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN } from '../../../contract/constants';
import { AdminLoginCard, AdminPanelScreen, PaymentManagement, PaymentViewDialog, VisitorAnalyticsTab, type AdminPanelTab } from '../../../ui-kit/admin';
import { useAdminFormat } from '../../../ui-kit/admin/adminFormat';
import { useT } from '../../../ui-kit/i18n';
import { LoadingScreen } from '../../../ui-kit/layout/LoadingScreen';
import { apiErrorMessage } from '../../api-client';
import { describeFailure } from '../../form-errors';
import { adminApi, adminCheckQuery, adminKeys, analyticsSummaryQuery, paymentRequestsQuery, recentSessionsQuery } from '../../queries/admin';
import { notify } from '../../toasts';

type LoadState = 'loading' | 'error' | 'ready';
const loadState = (query: { isError: boolean; data: unknown }): LoadState => (query.isError ? 'error' : query.data ? 'ready' : 'loading');

export default function AdminPanelRoute() {
  const t = useT();
  const queryClient = useQueryClient();
  const check = useQuery(adminCheckQuery());
  const isAdmin = check.data?.isAdmin === true;

  const login = useMutation({
    mutationFn: adminApi.login,
    onSuccess: async () => {
      notify({ title: t('admin.login.success'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.check });
    },
    onError: (error) => notify({ title: t('admin.login.failed'), description: describeFailure(error, t).message, variant: 'destructive' }),
  });
  const logout = useMutation({
    mutationFn: adminApi.logout,
    onSuccess: () => {
      notify({ title: t('admin.logout.success'), variant: 'success' });
      queryClient.setQueryData(adminKeys.check, { isAdmin: false });
      queryClient.removeQueries({ queryKey: adminKeys.paymentRequests });
    },
    onError: () => notify({ title: t('admin.logout.failed'), variant: 'destructive' }),
  });

  if (check.data === undefined && !check.isError) return <LoadingScreen />;
  if (!isAdmin) {
    return (
      <AdminLoginCard
        onSubmit={(password) => login.mutate(password)}
        submitting={login.isPending}
        error={login.error ? (describeFailure(login.error, t).message ?? t('admin.login.failed')) : undefined}
      />
    );
  }
  return <AdminPanel onLogout={() => logout.mutate()} loggingOut={logout.isPending} />;
}

function AdminPanel({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const [tab, setTab] = useState<AdminPanelTab>('payments');
  return (
    <AdminPanelScreen
      tab={tab}
      onTabChange={setTab}
      onLogout={onLogout}
      loggingOut={loggingOut}
      paymentsTab={<PaymentsTab />}
      analyticsTab={<AnalyticsTab active={tab === 'analytics'} />}
    />
  );
}

function PaymentsTab() {
  const t = useT();
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const requests = useQuery(paymentRequestsQuery(true));
  const [viewing, setViewing] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.paymentRequests });

  const approve = useMutation({
    mutationFn: adminApi.approve,
    onSuccess: (approval) => {
      notify({
        title: t('admin.approve.successTitle'),
        description: t('admin.approve.successBody', { userId: approval.userId.slice(-ADMIN.userIdTail), date: format.date(approval.subscriptionEndDate) }),
        variant: 'success',
      });
      setViewing(null);
    },
    onError: () => notify({ title: t('admin.approve.failedTitle'), description: t('admin.approve.failedBody'), variant: 'destructive' }),
    onSettled: refresh,
  });
  const reject = useMutation({
    mutationFn: adminApi.reject,
    onSuccess: () => {
      notify({ title: t('admin.reject.successTitle'), description: t('admin.reject.successBody'), variant: 'success' });
      setViewing(null);
    },
    onError: (error) => notify({ title: t('admin.reject.failedTitle'), description: apiErrorMessage(error) ?? describeFailure(error, t).message, variant: 'destructive' }),
    onSettled: refresh,
  });
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables : undefined;
  const viewed = requests.data?.find((request) => request.id === viewing) ?? null;

  return (
    <>
      <PaymentManagement
        requests={requests.data ?? undefined}
        state={loadState(requests)}
        onRetry={() => void requests.refetch()}
        onApprove={(id) => approve.mutate(id)}
        onReject={(id) => reject.mutate(id)}
        onView={setViewing}
        busyId={busyId}
      />
      <PaymentViewDialog
        request={viewed}
        isOpen={viewed !== null}
        onClose={() => setViewing(null)}
        onApprove={(id) => approve.mutate(id)}
        onReject={(id) => reject.mutate(id)}
        busy={busyId !== undefined && busyId === viewing}
      />
    </>
  );
}

function AnalyticsTab({ active }: { active: boolean }) {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const summary = useQuery(analyticsSummaryQuery(active, autoRefresh));
  const sessions = useQuery(recentSessionsQuery(active, autoRefresh));
  return (
    <VisitorAnalyticsTab
      summary={summary.data ?? undefined}
      sessions={sessions.data ?? undefined}
      state={summary.isError || sessions.isError ? 'error' : summary.data && sessions.data ? 'ready' : 'loading'}
      autoRefresh={autoRefresh}
      onAutoRefreshChange={setAutoRefresh}
      onRefresh={() => {
        void summary.refetch();
        void sessions.refetch();
      }}
      refreshing={summary.isFetching || sessions.isFetching}
      now={new Date(Math.max(summary.dataUpdatedAt, sessions.dataUpdatedAt) || Date.now())}
    />
  );
}
