/**
 * The Analytics tab of the admin panel (SPEC.md §2): auto-refresh toggle (every 30 s) and manual refresh; cards
 * for active now (last 5 minutes), today, yesterday and this week (unique visitors and sessions); top pages with
 * visit counts as bars; and up to 20 recent sessions (signed in or visitor, last activity relative to `now`,
 * current page, browser, device, entry time HH:mm, external referrer host). Rendered in the active language.
 */
import { Activity, RefreshCw } from 'lucide-react';
import type { AnalyticsSummary, RecentSession } from '../../contract/admin';
import { ADMIN } from '../../contract/constants';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { Checkbox } from '../primitives/Checkbox';
import { AdminLoadState, type AdminLoadStatus } from './AdminLoadState';
import { Actions, CardTitle, Facts, Ltr, Muted, PlainList, SectionTitle, StatValue, TileGrid, TitleRow } from './adminStyles';
import { referrerHost, useAdminFormat } from './adminFormat';
import { BarList } from './BarList';
import { pageNameKey } from './pageNames';

const Section = styled('section', { display: 'flex', flexDirection: 'column', gap: '$5' });
const Sub = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Pair = styled('p', { display: 'flex', flexWrap: 'wrap', gap: '$1 $3', margin: 0, fontSize: '$2', color: '$textMuted' });
const Active = styled(StatValue, { display: 'inline-flex', alignItems: 'center', gap: '$2', '& svg': { size: '24px', color: '$success' } });
const SessionHead = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });

export interface VisitorAnalyticsTabProps {
  summary: AnalyticsSummary | undefined;
  /** Newest first; only the first 20 are shown. */
  sessions: RecentSession[] | undefined;
  /** Load state of the summary and sessions. */
  state: AdminLoadStatus;
  /** Auto-refresh every 30 s (on by default in the app). */
  autoRefresh: boolean;
  onAutoRefreshChange: (on: boolean) => void;
  /** Refresh now (also the retry after an error). */
  onRefresh: () => void;
  /** A refresh is running. */
  refreshing: boolean;
  /** The moment relative times are measured from. */
  now: Date;
}

/** Visitor analytics cards, top pages and recent sessions. */
export function VisitorAnalyticsTab({ summary, sessions, state, autoRefresh, onAutoRefreshChange, onRefresh, refreshing, now }: VisitorAnalyticsTabProps) {
  const t = useT();
  const format = useAdminFormat();
  const pageName = (path: string) => {
    const key = pageNameKey(path);
    return key ? t(key) : <Ltr dir="ltr">{path}</Ltr>;
  };
  const days = summary
    ? ([
        ['today', summary.today],
        ['yesterday', summary.yesterday],
        ['week', summary.week],
      ] as const)
    : [];
  const recent = (sessions ?? []).slice(0, ADMIN.recentSessions);

  return (
    <Section aria-labelledby="visitor-analytics-title">
      <TitleRow>
        <SectionTitle id="visitor-analytics-title">{t('admin.analytics.title')}</SectionTitle>
        <Actions>
          <Checkbox isSelected={autoRefresh} onChange={onAutoRefreshChange}>
            {t('admin.analytics.autoRefresh')}
          </Checkbox>
          <Button variant="secondary" size="sm" onPress={onRefresh} isPending={refreshing}>
            <RefreshCw aria-hidden="true" />
            {t('admin.analytics.refresh')}
          </Button>
        </Actions>
      </TitleRow>
      <AdminLoadState state={state} loadingText={t('admin.analytics.loading')} errorText={t('admin.analytics.error')} onRetry={onRefresh} />
      {state === 'ready' && summary ? (
        <>
          <TileGrid>
            <Card as="section" padding="sm" aria-labelledby="visitors-active">
              <CardTitle id="visitors-active">{t('admin.analytics.activeNow')}</CardTitle>
              <Active as="p">
                <Activity aria-hidden="true" />
                {format.number(summary.active)}
              </Active>
              <Muted>{t('admin.analytics.activeNowHint')}</Muted>
            </Card>
            {days.map(([day, counts]) => (
              <Card as="section" padding="sm" key={day} aria-labelledby={`visitors-${day}`}>
                <CardTitle id={`visitors-${day}`}>{t(`admin.analytics.${day}`)}</CardTitle>
                <StatValue>{format.number(counts.unique)}</StatValue>
                <Muted>{t('admin.analytics.uniqueVisitors')}</Muted>
                <Pair>
                  {t('admin.analytics.sessions')}: <strong>{format.number(counts.sessions)}</strong>
                </Pair>
              </Card>
            ))}
          </TileGrid>
          <Sub aria-labelledby="visitors-top-pages">
            <CardTitle id="visitors-top-pages">{t('admin.analytics.topPages')}</CardTitle>
            {summary.topPages.length === 0 ? (
              <Muted>{t('admin.analytics.noPages')}</Muted>
            ) : (
              <BarList
                aria-labelledby="visitors-top-pages"
                items={summary.topPages.map((page) => ({
                  key: page.page,
                  label: pageName(page.page),
                  value: page.count,
                  valueText: t('admin.analytics.visits', { n: format.number(page.count) }),
                }))}
              />
            )}
          </Sub>
          <Sub aria-labelledby="visitors-recent">
            <CardTitle id="visitors-recent">{t('admin.analytics.recentActivity')}</CardTitle>
            {recent.length === 0 ? (
              <Muted>{t('admin.analytics.noActivity')}</Muted>
            ) : (
              <PlainList aria-labelledby="visitors-recent">
                {recent.map((session) => (
                  <Card as="li" padding="sm" key={session.id}>
                    <SessionHead>
                      <Badge tone={session.isAuthenticated ? 'success' : 'neutral'}>
                        {t(session.isAuthenticated ? 'admin.analytics.authenticated' : 'admin.analytics.visitor')}
                      </Badge>
                      <Muted as="span">
                        {t('admin.analytics.lastActivity')}: <time dateTime={session.lastActivity}>{format.relative(session.lastActivity, now)}</time>
                      </Muted>
                    </SessionHead>
                    <Facts>
                      <div>
                        <dt>{t('admin.analytics.currentPage')}</dt>
                        <dd>{pageName(session.currentPage)}</dd>
                      </div>
                      <div>
                        <dt>{t('admin.analytics.browser')}</dt>
                        <dd>{t(`admin.browser.${session.browser}`)}</dd>
                      </div>
                      <div>
                        <dt>{t('admin.analytics.device')}</dt>
                        <dd>{t(`admin.device.${session.device}`)}</dd>
                      </div>
                      <div>
                        <dt>{t('admin.analytics.entryTime')}</dt>
                        <dd>
                          <time dateTime={session.createdAt}>{format.clock(session.createdAt)}</time>
                        </dd>
                      </div>
                      <div>
                        <dt>{t('admin.analytics.referrer')}</dt>
                        <dd>{session.referrer ? <Ltr dir="ltr">{referrerHost(session.referrer)}</Ltr> : t('admin.analytics.direct')}</dd>
                      </div>
                    </Facts>
                  </Card>
                ))}
              </PlainList>
            )}
          </Sub>
        </>
      ) : null}
    </Section>
  );
}
