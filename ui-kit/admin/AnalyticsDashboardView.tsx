/**
 * The charts of conversation analytics (SPEC.md §2, §3), shared by /analytics and /analytics-demo: overview
 * tiles (total messages, topics, unique queries), the top 10 topics with message counts and trend bars, and the
 * language, message-type and user-type shares as donuts, plus hourly usage when present. Every chart has its
 * numbers as text beside it.
 */
import type { AnalyticsDashboard } from '../../contract/admin';
import { ADMIN } from '../../contract/constants';
import { languages, messageTypes, userTypes } from '../../contract/values';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Card } from '../primitives/Card';
import { CardTitle, Muted, StatValue, TileGrid } from './adminStyles';
import { useAdminFormat } from './adminFormat';
import { BarList } from './BarList';
import { DonutChart } from './DonutChart';
import { HourlyChart } from './HourlyChart';

const Grid = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const Wide = styled(Card, { '@md': { gridColumn: '1 / -1' } });

const TopicLabel = styled('span', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '$1 $2' });
const Subject = styled('span', { color: '$textMuted', fontWeight: '$regular', fontSize: '$1' });

export interface AnalyticsDashboardViewProps {
  dashboard: AnalyticsDashboard;
}

/** Overview tiles and charts of a dashboard. */
export function AnalyticsDashboardView({ dashboard }: AnalyticsDashboardViewProps) {
  const t = useT();
  const format = useAdminFormat();
  const { overview, topicTrends, distributions } = dashboard;
  const overviewTiles = [
    ['totalMessages', overview.totalMessages],
    ['totalTopics', overview.totalTopics],
    ['uniqueQueries', overview.uniqueQueries],
  ] as const;
  const topics = topicTrends.slice(0, ADMIN.topTopics);
  const hasHourly = distributions.hourlyUsage.some((entry) => entry.count > 0);

  return (
    <>
      <TileGrid as="ul" role="list" aria-label={t('analytics.overview')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {overviewTiles.map(([key, value]) => (
          <Card as="li" key={key} padding="sm">
            <Muted as="span">{t(`analytics.${key}`)}</Muted>
            <StatValue>{format.number(value)}</StatValue>
          </Card>
        ))}
      </TileGrid>
      <Grid>
        <Wide as="section" aria-labelledby="analytics-topics">
          <CardTitle as="h2" id="analytics-topics">{t('analytics.topTopics')}</CardTitle>
          <BarList
            aria-labelledby="analytics-topics"
            items={topics.map((topic) => ({
              key: topic.id,
              label: (
                <TopicLabel>
                  <bdi>{topic.topic}</bdi>
                  <Subject>{topic.subject ? t(`chat.subject.${topic.subject}`) : t('analytics.noTopic')}</Subject>
                </TopicLabel>
              ),
              value: topic.totalMessages,
              valueText: t('analytics.messageCount', { n: format.number(topic.totalMessages) }),
            }))}
          />
          <CardTitle as="h3" css={{ fontSize: '$3' }} id="analytics-trends">
            {t('analytics.trend')}
          </CardTitle>
          <BarList
            aria-labelledby="analytics-trends"
            max={100}
            items={topics.map((topic) => ({
              key: topic.id,
              label: <bdi>{topic.topic}</bdi>,
              value: topic.trendingScore,
              valueText: t('analytics.trendValue', { score: format.number(Math.round(topic.trendingScore)), max: format.number(100) }),
              tone: 'accent',
            }))}
          />
        </Wide>
        <Card as="section" aria-labelledby="analytics-languages">
          <CardTitle as="h2" id="analytics-languages">{t('analytics.languageDistribution')}</CardTitle>
          <DonutChart
            label={t('analytics.languageDistribution')}
            slices={languages.map((language) => ({
              key: language,
              label: t(`analytics.language.${language}`),
              value: distributions.language[language] ?? 0,
            }))}
          />
        </Card>
        <Card as="section" aria-labelledby="analytics-users">
          <CardTitle as="h2" id="analytics-users">{t('analytics.userTypes')}</CardTitle>
          <DonutChart
            label={t('analytics.userTypes')}
            slices={userTypes.map((type) => ({ key: type, label: t(`analytics.userType.${type}`), value: distributions.userType[type] ?? 0 }))}
          />
        </Card>
        <Wide as="section" aria-labelledby="analytics-types">
          <CardTitle as="h2" id="analytics-types">{t('analytics.messageTypes')}</CardTitle>
          <DonutChart
            label={t('analytics.messageTypes')}
            slices={messageTypes.map((type) => ({ key: type, label: t(`analytics.messageType.${type}`), value: distributions.messageType[type] ?? 0 }))}
          />
        </Wide>
        {hasHourly ? (
          <Wide as="section" aria-labelledby="analytics-hourly">
            <CardTitle as="h2" id="analytics-hourly">{t('analytics.hourlyUsage')}</CardTitle>
            <HourlyChart usage={distributions.hourlyUsage} />
          </Wide>
        ) : null}
      </Grid>
    </>
  );
}
