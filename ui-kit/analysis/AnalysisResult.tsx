/**
 * The result of a wrong-answer analysis: the question that was analysed, then four sections — what is wrong, the
 * likely misconception, the correct method and a similar practice question — each rendered as markdown with
 * maths. The sections follow the language of the analysis (`dir="auto"`), which may differ from the page's.
 */
import { useId } from 'react';
import { AlertCircle, BookOpenCheck, Lightbulb, PencilLine, type LucideIcon } from 'lucide-react';
import type { WrongAnswerAnalysis } from '../../contract/learning';
import { MarkdownContent } from '../chat/conversation/MarkdownContent';
import { useT, type MessageKey } from '../i18n';
import { styled } from '../theme/stitches.config';

const Stack = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const Question = styled('figure', {
  margin: 0,
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surfaceMuted',
  color: '$text',
});

const QuestionCaption = styled('figcaption', { fontSize: '$2', fontWeight: '$medium', color: '$textMuted', marginBlockEnd: '$1' });

const QuestionText = styled('blockquote', { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' });

const Section = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  paddingInlineStart: '$3',
  borderInlineStart: '3px solid $border',
  variants: {
    tone: {
      mistake: { borderInlineStartColor: '$danger' },
      misconception: { borderInlineStartColor: '$accent' },
      method: { borderInlineStartColor: '$success' },
      practice: { borderInlineStartColor: '$primary' },
    },
  },
});

const SectionTitle = styled('h3', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  fontSize: '$3',
  fontWeight: '$bold',
  color: '$text',
  '& svg': { flexShrink: 0 },
});

const SECTIONS: readonly { field: keyof WrongAnswerAnalysis; title: MessageKey; icon: LucideIcon; tone: 'mistake' | 'misconception' | 'method' | 'practice' }[] = [
  { field: 'whatIsWrong', title: 'analysis.mistake', icon: AlertCircle, tone: 'mistake' },
  { field: 'misconception', title: 'analysis.misconception', icon: Lightbulb, tone: 'misconception' },
  { field: 'correctMethod', title: 'analysis.correctApproach', icon: BookOpenCheck, tone: 'method' },
  { field: 'practiceQuestion', title: 'analysis.practice', icon: PencilLine, tone: 'practice' },
];

export interface AnalysisResultProps {
  analysis: WrongAnswerAnalysis;
  /** The question the analysis is about, shown above it. */
  question?: string;
}

export function AnalysisResult({ analysis, question }: AnalysisResultProps) {
  const t = useT();
  const id = useId();
  return (
    <Stack>
      {question ? (
        <Question>
          <QuestionCaption>{t('analysis.analyzedQuestion')}</QuestionCaption>
          <QuestionText dir="auto">{question}</QuestionText>
        </Question>
      ) : null}
      {SECTIONS.map(({ field, title, icon: Icon, tone }) => (
        <Section key={field} tone={tone} aria-labelledby={`${id}-${field}`}>
          <SectionTitle id={`${id}-${field}`}>
            <Icon aria-hidden="true" size={18} />
            {t(title)}
          </SectionTitle>
          <div dir="auto">
            <MarkdownContent content={analysis[field]} />
          </div>
        </Section>
      ))}
    </Stack>
  );
}
