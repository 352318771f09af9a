/**
 * /analytics-demo (SPEC.md §2): the conversation analytics dashboard with fixed sample numbers, a disabled
 * analyse button and a 500 ms fade-in (none when the user prefers reduced motion).
 */
import { Sparkles } from 'lucide-react';
import type { AnalyticsDashboard } from '../../contract/admin';
import { keyframes, styled } from '../theme/stitches.config';
import { useLocale, useT } from '../i18n';
import { Button } from '../primitives/Button';
import { FormAlert } from '../auth/FormAlert';
import { Actions, AdminPage, Muted, PageTitle, TitleRow } from './adminStyles';
import { AnalyticsDashboardView } from './AnalyticsDashboardView';

/** Length of the page's fade-in. */
export const DEMO_FADE_IN_MS = 500;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const FadingPage = styled(AdminPage, {
  animation: `${fadeIn} ${DEMO_FADE_IN_MS}ms ease-out both`,
  '@reducedMotion': { animation: 'none' },
});

/** Sample topics in both languages (the numbers are the same in both). */
const DEMO_TOPICS = [
  { id: 'demo-1', ar: 'المعادلات التربيعية', en: 'Quadratic equations', subject: 'math', totalMessages: 412, trendingScore: 94 },
  { id: 'demo-2', ar: 'قوانين نيوتن للحركة', en: 'Newton’s laws of motion', subject: 'physics', totalMessages: 356, trendingScore: 88 },
  { id: 'demo-3', ar: 'التفاضل والتكامل', en: 'Calculus', subject: 'math', totalMessages: 298, trendingScore: 81 },
  { id: 'demo-4', ar: 'الجدول الدوري', en: 'The periodic table', subject: 'chemistry', totalMessages: 241, trendingScore: 73 },
  { id: 'demo-5', ar: 'الخلية وتركيبها', en: 'The cell and its structure', subject: 'biology', totalMessages: 203, trendingScore: 66 },
  { id: 'demo-6', ar: 'الكهربية التيارية', en: 'Electric current', subject: 'physics', totalMessages: 187, trendingScore: 61 },
  { id: 'demo-7', ar: 'النحو: الممنوع من الصرف', en: 'Arabic grammar: diptotes', subject: 'arabic', totalMessages: 152, trendingScore: 54 },
  { id: 'demo-8', ar: 'الحملة الفرنسية على مصر', en: 'The French campaign in Egypt', subject: 'history', totalMessages: 131, trendingScore: 47 },
  { id: 'demo-9', ar: 'الأزمنة في اللغة الإنجليزية', en: 'English tenses', subject: 'english', totalMessages: 118, trendingScore: 41 },
  { id: 'demo-10', ar: 'مناخ مصر', en: 'The climate of Egypt', subject: 'geography', totalMessages: 96, trendingScore: 35 },
] as const;

/** The fixed sample dashboard in a language. */
export function demoDashboard(language: 'ar' | 'en'): AnalyticsDashboard {
  return {
    overview: { totalMessages: 12_847, totalTopics: 156, uniqueQueries: 3_421 },
    topicTrends: DEMO_TOPICS.map(({ ar, en, ...topic }) => ({ ...topic, topic: language === 'ar' ? ar : en })),
    distributions: {
      language: { ar: 9_635, en: 3_212 },
      messageType: { question: 5_139, homework_help: 3_212, quiz: 1_927, explanation: 1_799, general: 770 },
      userType: { free: 8_993, premium: 3_854 },
      hourlyUsage: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23].map((hour) => ({
        hour,
        count: Math.round(900 * Math.sin(((hour - 7) / 17) * Math.PI) + 120),
      })),
    },
  };
}

/** The analytics demo page. */
export function AnalyticsDemoScreen() {
  const t = useT();
  const { language } = useLocale();
  return (
    <FadingPage>
      <TitleRow as="header">
        <div>
          <PageTitle>{t('analytics.demo.title')}</PageTitle>
          <Muted>{t('analytics.subtitle')}</Muted>
        </div>
        <Actions>
          <Button isDisabled aria-describedby="analytics-demo-disabled">
            <Sparkles aria-hidden="true" />
            {t('analytics.analyze')}
          </Button>
          <Muted as="span" id="analytics-demo-disabled">
            {t('analytics.demo.disabled')}
          </Muted>
        </Actions>
      </TitleRow>
      <FormAlert tone="info">{t('analytics.demo.note')}</FormAlert>
      <AnalyticsDashboardView dashboard={demoDashboard(language)} />
    </FadingPage>
  );
}
