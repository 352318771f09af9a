/**
 * /analytics, conversation analytics (SPEC.md §2): the title, Refresh and 'Analyse existing messages' (with a
 * progress bar while the job runs), then the dashboard charts — or, before the first analysis, an empty state
 * that prompts the admin to run it. Rendered in the active language.
 */
import { BarChart3, RefreshCw, Sparkles } from 'lucide-react';
import type { AnalyticsDashboard } from '../../contract/admin';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';
import { AdminLoadState, type AdminLoadStatus } from './AdminLoadState';
import { Actions, AdminPage, Muted, PageTitle, SectionTitle, TitleRow } from './adminStyles';
import { useAdminFormat } from './adminFormat';
import { AnalyticsDashboardView } from './AnalyticsDashboardView';

const Empty = styled(Card, {
  alignItems: 'center',
  textAlign: 'center',
  py: '$8',
  '& > svg': { size: '40px', color: '$textMuted' },
});

/** Progress of the analysis job. */
export interface AnalysisProgress {
  running: boolean;
  processed: number;
  total: number;
}

/** True when no analysis has produced data yet (the server returns zeros). */
export function isDashboardEmpty(dashboard: AnalyticsDashboard): boolean {
  return dashboard.overview.totalMessages === 0 && dashboard.topicTrends.length === 0;
}

export interface ConversationAnalyticsScreenProps {
  dashboard: AnalyticsDashboard | undefined;
  state: AdminLoadStatus;
  /** Reload the dashboard (also the retry after an error). */
  onRefresh: () => void;
  /** Start analysing the existing messages. */
  onAnalyze: () => void;
  /** The running (or last) analysis; null when none was started. */
  analysis: AnalysisProgress | null;
}

/** The conversation analytics page. */
export function ConversationAnalyticsScreen({ dashboard, state, onRefresh, onAnalyze, analysis }: ConversationAnalyticsScreenProps) {
  const t = useT();
  const format = useAdminFormat();
  const running = analysis?.running ?? false;
  return (
    <AdminPage>
      <TitleRow as="header">
        <div>
          <PageTitle>{t('analytics.title')}</PageTitle>
          <Muted>{t('analytics.subtitle')}</Muted>
        </div>
        <Actions>
          <Button variant="secondary" onPress={onRefresh} isDisabled={state === 'loading'}>
            <RefreshCw aria-hidden="true" />
            {t('analytics.refresh')}
          </Button>
          <Button onPress={onAnalyze} isPending={running}>
            <Sparkles aria-hidden="true" />
            {t('analytics.analyze')}
          </Button>
        </Actions>
      </TitleRow>
      {running && analysis ? (
        <ProgressBar
          label={t('analytics.analyzing')}
          showValueLabel
          minValue={0}
          maxValue={Math.max(1, analysis.total)}
          value={analysis.processed}
          isIndeterminate={analysis.total === 0}
          valueLabel={t('analytics.progress', { processed: format.number(analysis.processed), total: format.number(analysis.total) })}
        />
      ) : null}
      <AdminLoadState state={state} loadingText={t('analytics.loading')} errorText={t('analytics.error')} onRetry={onRefresh} />
      {state === 'ready' && dashboard ? (
        isDashboardEmpty(dashboard) ? (
          <Empty as="section" aria-labelledby="analytics-empty">
            <BarChart3 aria-hidden="true" />
            <SectionTitle id="analytics-empty">{t('analytics.empty.title')}</SectionTitle>
            <Muted>{t('analytics.empty.body')}</Muted>
          </Empty>
        ) : (
          <AnalyticsDashboardView dashboard={dashboard} />
        )
      ) : null}
    </AdminPage>
  );
}
