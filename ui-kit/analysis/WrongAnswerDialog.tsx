/**
 * The wrong-answer analysis dialog (SPEC.md §2 chat modals, §5, §8). The student writes the question and their
 * wrong answer; both are required and trimmed, so a field left empty or blank shows 'بيانات ناقصة' and the button
 * stays disabled. While the analysis runs the fields are read-only and the button is busy; a failure shows
 * 'خطأ في التحليل' and the same form can be sent again; the result shows what is wrong, the likely misconception,
 * the correct method and a similar practice question, with 'Analyse another answer'.
 */
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { WrongAnswerAnalysis } from '../../contract/learning';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Dialog, DialogFooter } from '../primitives/Dialog';
import { SpinnerGlyph } from '../primitives/Spinner';
import { styled } from '../theme/stitches.config';
import { AnalysisResult } from './AnalysisResult';
import { AnalysisTextArea } from './AnalysisTextArea';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });

const Subtitle = styled('p', { margin: 0, color: '$textMuted', lineHeight: '$normal' });

const Status = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  padding: '$2 $3',
  borderRadius: '$md',
  fontSize: '$2',
  fontWeight: '$medium',
  variants: {
    tone: {
      busy: { color: '$primary', backgroundColor: '$primarySoft' },
      error: { color: '$danger', backgroundColor: '$dangerSoft' },
    },
  },
});

const Stack = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

/** Where the analysis is: not asked yet, running, failed, or done with its result. */
export type WrongAnswerDialogState =
  | { status: 'idle' }
  | { status: 'analyzing' }
  | { status: 'error' }
  | { status: 'done'; analysis: WrongAnswerAnalysis };

export interface WrongAnswerDialogProps {
  isOpen: boolean;
  /** The close button, Escape, a press outside, or Cancel / Close. */
  onClose: () => void;
  /** Prefills the question (e.g. the chat's last question). */
  initialQuestion?: string;
  /** Prefills the wrong answer. */
  initialWrongAnswer?: string;
  state: WrongAnswerDialogState;
  /** Called with both fields trimmed, only when neither is empty. */
  onAnalyze: (input: { question: string; wrongAnswer: string }) => void;
  /** 'Analyse another answer': the form comes back empty once the state returns to idle. */
  onAgain: () => void;
}

interface FormProps extends Pick<WrongAnswerDialogProps, 'initialQuestion' | 'initialWrongAnswer' | 'onAnalyze'> {
  state: Exclude<WrongAnswerDialogState, { status: 'done' }>;
  onCancel: () => void;
  /** Remembers the question sent, to show it above the result. */
  onSent: (question: string) => void;
}

/** The two fields and the analyse button. Remounted (so emptied) for each new analysis. */
function AnalysisForm({ initialQuestion = '', initialWrongAnswer = '', state, onAnalyze, onCancel, onSent }: FormProps) {
  const t = useT();
  const [question, setQuestion] = useState(initialQuestion);
  const [wrongAnswer, setWrongAnswer] = useState(initialWrongAnswer);
  // A prefilled field is judged at once; an empty one only after the student has typed in it.
  const [touched, setTouched] = useState({ question: initialQuestion !== '', wrongAnswer: initialWrongAnswer !== '' });
  const analyzing = state.status === 'analyzing';
  const trimmed = { question: question.trim(), wrongAnswer: wrongAnswer.trim() };
  const complete = trimmed.question !== '' && trimmed.wrongAnswer !== '';
  const missing = (field: keyof typeof trimmed) => (touched[field] && trimmed[field] === '' ? t('validation.missingData') : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || analyzing) return;
    onSent(trimmed.question);
    onAnalyze(trimmed);
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Subtitle>{t('analysis.subtitle')}</Subtitle>
      <AnalysisTextArea
        label={t('analysis.question')}
        placeholder={t('analysis.questionPlaceholder')}
        value={question}
        onChange={(value) => {
          setQuestion(value);
          setTouched((current) => ({ ...current, question: true }));
        }}
        isRequired
        isReadOnly={analyzing}
        errorMessage={missing('question')}
        rows={4}
      />
      <AnalysisTextArea
        label={t('analysis.wrongAnswer')}
        placeholder={t('analysis.wrongAnswerPlaceholder')}
        value={wrongAnswer}
        onChange={(value) => {
          setWrongAnswer(value);
          setTouched((current) => ({ ...current, wrongAnswer: true }));
        }}
        isRequired
        isReadOnly={analyzing}
        errorMessage={missing('wrongAnswer')}
      />
      {analyzing ? (
        <Status tone="busy" role="status">
          <SpinnerGlyph size="sm" aria-hidden="true" />
          {t('analysis.analyzing')}
        </Status>
      ) : null}
      {state.status === 'error' ? (
        <Status tone="error" role="alert">
          {t('analysis.error')}
        </Status>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isDisabled={!complete} isPending={analyzing}>
          <Sparkles aria-hidden="true" size={18} />
          {t('analysis.submit')}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * What the dialog shows while it is open. It lives inside the modal, so it starts afresh (prefilled again, no old
 * result question) each time the dialog opens.
 */
function DialogBody({ onClose, initialQuestion, initialWrongAnswer, state, onAnalyze, onAgain }: Omit<WrongAnswerDialogProps, 'isOpen'>) {
  const t = useT();
  const [sentQuestion, setSentQuestion] = useState<string | undefined>(undefined);
  // Each new analysis gets a new, empty form.
  const [round, setRound] = useState(0);

  if (state.status === 'done') {
    const again = () => {
      setSentQuestion(undefined);
      setRound((current) => current + 1);
      onAgain();
    };
    return (
      <Stack>
        <AnalysisResult analysis={state.analysis} question={sentQuestion ?? initialQuestion} />
        <DialogFooter>
          <Button variant="secondary" onPress={onClose}>
            {t('common.close')}
          </Button>
          <Button onPress={again}>{t('analysis.again')}</Button>
        </DialogFooter>
      </Stack>
    );
  }
  return (
    <AnalysisForm
      key={round}
      {...(round === 0 ? { initialQuestion, initialWrongAnswer } : {})}
      state={state}
      onAnalyze={onAnalyze}
      onCancel={onClose}
      onSent={setSentQuestion}
    />
  );
}

/** The modal: the form until there is a result, then the result. */
export function WrongAnswerDialog({ isOpen, ...body }: WrongAnswerDialogProps) {
  const t = useT();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) body.onClose();
      }}
      title={body.state.status === 'done' ? t('analysis.resultTitle') : t('analysis.title')}
      size="lg"
    >
      <DialogBody {...body} />
    </Dialog>
  );
}
