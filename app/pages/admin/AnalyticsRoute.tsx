/**
 * /analytics: the conversation analytics dashboard and the "analyse existing messages" job, which runs in the
 * background on the server; its progress is polled while it runs and the dashboard reloads when it ends.
 * The server refuses anyone but the operators; they get the dashboard's error state here.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ConversationAnalyticsScreen } from '../../../ui-kit/admin';
import { useT } from '../../../ui-kit/i18n';
import { apiErrorMessage } from '../../api-client';
import { adminApi, adminKeys, analysisStatusQuery, analyticsDashboardQuery } from '../../queries/admin';
import { notify } from '../../toasts';

export default function AnalyticsRoute() {
  const t = useT();
  const queryClient = useQueryClient();
  const dashboard = useQuery(analyticsDashboardQuery());
  const status = useQuery(analysisStatusQuery(dashboard.data != null));
  const analyze = useMutation({
    mutationFn: adminApi.analyze,
    onSuccess: (result) => {
      // A short run finishes within the request (200, 'completed'); a long one answers 202 and is followed by polling.
      if (result.message === 'completed') {
        notify({ title: t('analytics.analyzeSuccess'), variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      }
      void queryClient.invalidateQueries({ queryKey: adminKeys.analysisStatus });
    },
    onError: (error) => notify({ title: t('analytics.analyzeError'), description: apiErrorMessage(error) ?? t('analytics.analyzeFailed'), variant: 'destructive' }),
  });

  // When a run ends: the toast of SPEC.md §8 and a fresh dashboard.
  const previous = useRef(status.data?.status);
  useEffect(() => {
    const now = status.data?.status;
    if (previous.current === 'running' && now === 'completed') {
      notify({ title: t('analytics.analyzeSuccess'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    }
    if (previous.current === 'running' && now === 'failed') {
      notify({ title: t('analytics.analyzeError'), description: status.data?.error ?? t('analytics.analyzeFailed'), variant: 'destructive' });
    }
    previous.current = now;
  }, [status.data?.status, status.data?.error, queryClient, t]);

  const job = status.data;
  const running = analyze.isPending || job?.status === 'running';
  return (
    <ConversationAnalyticsScreen
      dashboard={dashboard.data ?? undefined}
      state={dashboard.isError || dashboard.data === null ? 'error' : dashboard.data ? 'ready' : 'loading'}
      onRefresh={() => void dashboard.refetch()}
      onAnalyze={() => analyze.mutate()}
      analysis={running && job ? { running: true, processed: job.analyzed, total: job.analyzed + job.pending } : running ? { running: true, processed: 0, total: 0 } : null}
    />
  );
}
