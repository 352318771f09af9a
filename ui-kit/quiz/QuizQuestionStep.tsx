/**
 * One question of the quiz: 'Question N of M' with a progress bar, the question (maths rendered), its options as
 * a react-aria radio group (arrow keys move, Space selects), then one action button whose job follows the step —
 * check the answer, go to the next question, or see the score — so keyboard focus never falls off a vanished
 * button. After a wrong pick the student may ask for an analysis of the wrong answer.
 */
import { useEffect, useId, useRef } from 'react';
import { RadioGroup } from 'react-aria-components';
import type { QuizQuestion } from '../../contract/learning';
import { useT } from '../i18n';
import { MarkdownContent } from '../chat/conversation/MarkdownContent';
import { useFormatNumber } from '../chat/useFormatNumber';
import { Button } from '../primitives/Button';
import { DialogFooter } from '../primitives/Dialog';
import { ProgressBar } from '../primitives/ProgressBar';
import { styled } from '../theme/stitches.config';
import { QuizAnswerFeedback } from './QuizAnswerFeedback';
import { QuizOption, type OptionOutcome } from './QuizOption';

const Step = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const QuestionText = styled('div', {
  fontSize: '$4',
  fontWeight: '$bold',
  lineHeight: '$normal',
  borderRadius: '$sm',
  outline: 'none',
  '&:focus-visible': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  '& [data-markdown]': { fontSize: 'inherit' },
});

const Options = styled(RadioGroup, { display: 'flex', flexDirection: 'column', gap: '$2' });

export interface QuizQuestionStepProps {
  question: QuizQuestion;
  /** 1-based position of the question. */
  number: number;
  total: number;
  /** The chosen option's index, or null. */
  selected: number | null;
  /** The answer has been checked. */
  checked: boolean;
  onSelect: (option: number) => void;
  onCheck: () => void;
  /** Next question, or the score after the last one. */
  onAdvance: () => void;
  /** 'Analyse my wrong answer', offered after a wrong pick when given. */
  onAnalyzeWrong?: (question: string, wrongAnswer: string) => void;
}

function outcomeOf(option: number, question: QuizQuestion, selected: number | null, checked: boolean): OptionOutcome {
  if (!checked) return 'pending';
  if (option === question.correctAnswer) return 'correct';
  return option === selected ? 'wrongPick' : 'other';
}

/** A question with its options, the check and the revealed answer. */
export function QuizQuestionStep({ question, number, total, selected, checked, onSelect, onCheck, onAdvance, onAnalyzeWrong }: QuizQuestionStepProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const questionId = useId();
  const questionRef = useRef<HTMLDivElement>(null);
  const shownNumber = useRef(number);

  // A new question takes the focus, so a screen reader reads it and Tab leads to its options.
  useEffect(() => {
    if (shownNumber.current === number) return;
    shownNumber.current = number;
    questionRef.current?.focus();
  }, [number]);

  const isLast = number >= total;
  const pickedWrong = checked && selected !== null && selected !== question.correctAnswer;
  const wrongAnswer = selected === null ? undefined : question.options[selected];
  const actionLabel = !checked ? t('quiz.check') : isLast ? t('quiz.finish') : t('quiz.next');

  return (
    <Step>
      <ProgressBar
        label={t('quiz.questionOf', { current: formatNumber(number), total: formatNumber(total) })}
        value={number}
        minValue={0}
        maxValue={total}
        size="sm"
      />
      <QuestionText id={questionId} ref={questionRef} tabIndex={-1} dir="auto" data-question="">
        <MarkdownContent content={question.question} />
      </QuestionText>
      <Options
        aria-labelledby={questionId}
        value={selected === null ? null : String(selected)}
        onChange={(value) => onSelect(Number(value))}
        isReadOnly={checked}
      >
        {question.options.map((option, index) => (
          <QuizOption key={index} index={index} text={option} outcome={outcomeOf(index, question, selected, checked)} />
        ))}
      </Options>
      {checked ? (
        <QuizAnswerFeedback
          isCorrect={!pickedWrong}
          correctAnswer={question.options[question.correctAnswer] ?? ''}
          explanation={question.explanation}
        />
      ) : null}
      <DialogFooter>
        {pickedWrong && onAnalyzeWrong && wrongAnswer !== undefined ? (
          <Button variant="secondary" onPress={() => onAnalyzeWrong(question.question, wrongAnswer)}>
            {t('quiz.analyzeWrong')}
          </Button>
        ) : null}
        <Button variant="primary" isDisabled={!checked && selected === null} onPress={checked ? onAdvance : onCheck}>
          {actionLabel}
        </Button>
      </DialogFooter>
    </Step>
  );
}
