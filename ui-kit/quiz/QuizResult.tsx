/**
 * The end of a quiz: the final score (right answers, of how many, the percentage) and its band — excellent,
 * very good or needs review (quizScore.ts) — with a new quiz and close. The heading takes the focus when it
 * appears so keyboard and screen-reader users land on the result.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { Award, BookOpen, ThumbsUp } from 'lucide-react';
import { useLocale } from '../i18n';
import { useFormatNumber } from '../chat/useFormatNumber';
import { Button } from '../primitives/Button';
import { DialogFooter } from '../primitives/Dialog';
import { styled } from '../theme/stitches.config';
import type { QuizScore, ScoreBand } from './quizScore';

const Result = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  paddingBlock: '$2',
  textAlign: 'center',
});

const Heading = styled('h3', {
  margin: 0,
  fontSize: '$4',
  fontWeight: '$bold',
  borderRadius: '$sm',
  outline: 'none',
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

const Emblem = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '64px',
  borderRadius: '$round',
  '& svg': { size: '32px' },
  variants: {
    band: {
      excellent: { backgroundColor: '$successSoft', color: '$success' },
      veryGood: { backgroundColor: '$infoSoft', color: '$info' },
      needsReview: { backgroundColor: '$warningSoft', color: '$warning' },
    },
  },
});

const Percent = styled('p', { margin: 0, fontSize: '$7', fontWeight: '$black', lineHeight: '$tight' });

const Band = styled('p', {
  margin: 0,
  fontSize: '$5',
  fontWeight: '$bold',
  variants: {
    band: {
      excellent: { color: '$success' },
      veryGood: { color: '$info' },
      needsReview: { color: '$warning' },
    },
  },
});

const Detail = styled('p', { margin: 0, color: '$textMuted', lineHeight: '$normal', maxWidth: '40ch' });

const BAND_ICONS: Record<ScoreBand, typeof Award> = { excellent: Award, veryGood: ThumbsUp, needsReview: BookOpen };

export interface QuizResultProps {
  score: QuizScore;
  onNewQuiz: () => void;
  onClose: () => void;
}

/** The final score with its band, a new quiz and close. */
export function QuizResult({ score, onNewQuiz, onClose }: QuizResultProps) {
  const { t, language } = useLocale();
  const formatNumber = useFormatNumber();
  const formatPercent = useMemo(() => new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', { style: 'percent' }), [language]);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Icon = BAND_ICONS[score.band];
  return (
    <>
      <Result aria-labelledby={headingId} data-band={score.band}>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {t('quiz.scoreTitle')}
        </Heading>
        <Emblem band={score.band} aria-hidden="true">
          <Icon />
        </Emblem>
        <Percent aria-hidden="true">{formatPercent.format(score.percent / 100)}</Percent>
        <Band band={score.band}>{t(`quiz.band.${score.band}`)}</Band>
        <Detail>
          {t('quiz.score', { score: formatNumber(score.correct), total: formatNumber(score.total), percent: formatNumber(score.percent) })}
        </Detail>
        <Detail>{t(`quiz.band.${score.band}.hint`)}</Detail>
      </Result>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('common.close')}
        </Button>
        <Button variant="primary" onPress={onNewQuiz}>
          {t('quiz.newQuiz')}
        </Button>
      </DialogFooter>
    </>
  );
}
