/**
 * The wrong-answer analysis dialog's state: opened from the toolbar or from a wrong pick in a quiz (prefilled),
 * idle → analyzing → done | error ('خطأ في التحليل'), and back to idle for another answer.
 */
import { useState } from 'react';
import type { Subject } from '../../../contract/values';
import type { WrongAnswerDialogState } from '../../../ui-kit/analysis';
import { analysisApi } from '../../queries/analysis';

export function useWrongAnswerAnalysis(subject: Subject | null) {
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState<{ question?: string; wrongAnswer?: string }>({});
  const [state, setState] = useState<WrongAnswerDialogState>({ status: 'idle' });

  const openWith = (question?: string, wrongAnswer?: string) => {
    setPrefill({ question, wrongAnswer });
    setState({ status: 'idle' });
    setOpen(true);
  };

  return {
    open: openWith,
    dialog: {
      isOpen: open,
      state,
      initialQuestion: prefill.question,
      initialWrongAnswer: prefill.wrongAnswer,
      onClose: () => setOpen(false),
      onAgain: () => {
        setPrefill({});
        setState({ status: 'idle' });
      },
      onAnalyze: async (input: { question: string; wrongAnswer: string }) => {
        setState({ status: 'analyzing' });
        try {
          const { analysis } = await analysisApi.analyze({ ...input, ...(subject ? { subject } : {}) });
          setState({ status: 'done', analysis });
        } catch {
          setState({ status: 'error' });
        }
      },
    },
  };
}
