/**
 * The quick-quiz modal (SPEC.md §4 "Quiz", §8 quiz failure). The app passes the request's state — loading, an
 * error with a retry ('عذراً، حدث خطأ'), or the questions — and the modal runs the quiz itself: question with
 * selection, the revealed answer (right one green, a wrong pick red, the explanation), the next question, the
 * final score band, and a new quiz. A press outside does not close it (the student would lose the quiz);
 * Escape and the close buttons do.
 */
import { CircleAlert } from 'lucide-react';
import type { QuizQuestion } from '../../contract/learning';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Dialog, DialogFooter } from '../primitives/Dialog';
import { Spinner } from '../primitives/Spinner';
import { styled } from '../theme/stitches.config';
import { QuizRunner } from './QuizRunner';

const Centered = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$3',
  minHeight: '160px',
  paddingBlock: '$4',
  textAlign: 'center',
  color: '$textMuted',
});

const Announced = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });

const ErrorIcon = styled(CircleAlert, { size: '40px', color: '$danger' });

const ErrorTitle = styled('p', { margin: 0, fontSize: '$4', fontWeight: '$bold', color: '$text' });

const Note = styled('p', { margin: 0, lineHeight: '$normal' });

/** What the app knows about the quiz request. */
export type QuizModalState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; questions: QuizQuestion[] };

export interface QuizModalProps {
  isOpen: boolean;
  /** The close button, Escape, or Close on the score. */
  onClose: () => void;
  state: QuizModalState;
  /** 'New quiz' (on the score, or when no questions came back). */
  onNewQuiz: () => void;
  /** 'Analyse my wrong answer' after a wrong pick; the action is hidden without it. */
  onAnalyzeWrong?: (question: string, wrongAnswer: string) => void;
}

/** The quiz dialog in every state of SPEC.md §4. */
export function QuizModal({ isOpen, onClose, state, onNewQuiz, onAnalyzeWrong }: QuizModalProps) {
  const t = useT();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      title={t('quiz.title')}
      size="lg"
    >
      {state.status === 'loading' ? (
        <Centered aria-busy="true">
          <Spinner size="lg" label={t('quiz.loading')} showLabel />
        </Centered>
      ) : state.status === 'error' ? (
        <Centered>
          <ErrorIcon aria-hidden="true" />
          <Announced role="alert">
            <ErrorTitle>{t('quiz.error')}</ErrorTitle>
            <Note>{t('quiz.errorHint')}</Note>
          </Announced>
          <Button variant="primary" onPress={state.onRetry}>
            {t('quiz.retry')}
          </Button>
        </Centered>
      ) : state.questions.length === 0 ? (
        <>
          <Centered>
            <Note>{t('quiz.empty')}</Note>
          </Centered>
          <DialogFooter>
            <Button variant="primary" onPress={onNewQuiz}>
              {t('quiz.newQuiz')}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <QuizRunner questions={state.questions} onNewQuiz={onNewQuiz} onClose={onClose} onAnalyzeWrong={onAnalyzeWrong} />
      )}
    </Dialog>
  );
}
