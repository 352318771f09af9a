/**
 * The quiz offer under an AI reply (SPEC.md §4 "Quiz offer"): 'Want a quick quiz?' about the topic — the first 50
 * characters of the student's message (quizTopic) — with accept and dismiss. The topic keeps its own direction
 * inside the sentence (an English topic in the Arabic interface, or the reverse).
 */
import { useId } from 'react';
import { Sparkles } from 'lucide-react';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { styled } from '../theme/stitches.config';

const Offer = styled('section', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$lg',
  border: '1px solid $primary',
  backgroundColor: '$primarySoft',
  color: '$text',
  textAlign: 'start',
});

const Icon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '36px',
  flexShrink: 0,
  borderRadius: '$round',
  backgroundColor: '$primary',
  color: '$onPrimary',
  '& svg': { size: '20px' },
});

const Texts = styled('div', { flex: '1 1 16rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '2px' });

const Title = styled('h2', { margin: 0, fontSize: '$3', fontWeight: '$bold', lineHeight: '$tight' });

const Body = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted', lineHeight: '$normal', overflowWrap: 'anywhere' });

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2', marginInlineStart: 'auto' });

/** Splits the translated sentence around `{topic}`, so the topic can sit in its own bidi-isolated span. */
const TOPIC_SLOT = '\u0000';

export interface QuizOfferProps {
  /** The quiz topic: `quizTopic(userMessage)`. */
  topic: string;
  /** 'Start quiz': the app opens the quiz modal and asks for questions. */
  onAccept: () => void;
  /** 'Not now': the app hides the offer. */
  onDismiss: () => void;
}

/** An offer of a quick quiz on what the student just asked. */
export function QuizOffer({ topic, onAccept, onDismiss }: QuizOfferProps) {
  const t = useT();
  const titleId = useId();
  const [beforeTopic = '', afterTopic = ''] = t('quiz.offer.body', { topic: TOPIC_SLOT }).split(TOPIC_SLOT);
  return (
    <Offer aria-labelledby={titleId} data-quiz-offer="">
      <Icon aria-hidden="true">
        <Sparkles />
      </Icon>
      <Texts>
        <Title id={titleId}>{t('quiz.offer.title')}</Title>
        <Body>
          {beforeTopic}
          <bdi>{topic}</bdi>
          {afterTopic}
        </Body>
      </Texts>
      <Actions>
        <Button variant="ghost" size="sm" onPress={onDismiss}>
          {t('quiz.offer.dismiss')}
        </Button>
        <Button variant="primary" size="sm" onPress={onAccept}>
          {t('quiz.offer.accept')}
        </Button>
      </Actions>
    </Offer>
  );
}
