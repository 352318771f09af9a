/**
 * The wrong-answer analysis dialog's state: opened from the toolbar or from a wrong pick in a quiz (prefilled),
 * idle → analyzing → done | error ('خطأ في التحليل'), and back to idle for another answer.
 */
import { useRef, useState } from 'react';
import type { Subject } from '../../../contract/values';
import type { WrongAnswerDialogState } from '../../../ui-kit/analysis';
import { analysisApi } from '../../queries/analysis';

export function useWrongAnswerAnalysis(subject: Subject | null) {
  const [open, setOpen] = useState(false);
  const [prefill, setPrefill] = useState<{ question?: string; wrongAnswer?: string }>({});
  const [state, setState] = useState<WrongAnswerDialogState>({ status: 'idle' });
  // Only the latest analysis may fill the dialog: one that arrives after it was closed, reopened or reset is dropped.
  const latestRequest = useRef(0);
  const forgetPending = () => {
    latestRequest.current += 1;
  };

  const openWith = (question?: string, wrongAnswer?: string) => {
    forgetPending();
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
      onClose: () => {
        forgetPending();
        setOpen(false);
      },
      onAgain: () => {
        forgetPending();
        setPrefill({});
        setState({ status: 'idle' });
      },
      onAnalyze: async (input: { question: string; wrongAnswer: string }) => {
        const requestNumber = (latestRequest.current += 1);
        setState({ status: 'analyzing' });
        try {
          const { analysis } = await analysisApi.analyze({ ...input, ...(subject ? { subject } : {}) });
          if (requestNumber === latestRequest.current) setState({ status: 'done', analysis });
        } catch {
          if (requestNumber === latestRequest.current) setState({ status: 'error' });
        }
      },
    },
  };
}
