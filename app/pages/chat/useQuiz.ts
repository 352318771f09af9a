/**
 * The quick quiz of SPEC.md §4: offered after a tutor reply in a conversation that has a subject (topic = the
 * first 50 characters of the student's message); accepting opens the modal in its loading state and asks the
 * server for questions; a failure shows the error state with retry; 'new quiz' asks again.
 */
import { useCallback, useRef, useState } from 'react';
import { quizTopic } from '../../../contract/constants';
import type { Language, Subject } from '../../../contract/values';
import type { QuizModalState } from '../../../ui-kit/quiz';
import { quizApi } from '../../queries/quiz';

interface QuizRequest {
  topic: string;
  subject: Subject;
}

export function useQuiz(language: Language) {
  const [offer, setOffer] = useState<QuizRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<QuizModalState>({ status: 'loading' });
  // Only the latest request may fill the modal: an answer that arrives after the modal was closed, or after a newer
  // request (new quiz, retry, another offer), is dropped.
  const latestRequest = useRef(0);

  const load = useCallback(
    async (request: QuizRequest) => {
      const requestNumber = (latestRequest.current += 1);
      setState({ status: 'loading' });
      try {
        const { questions } = await quizApi.generate({ ...request, language });
        if (requestNumber === latestRequest.current) setState({ status: 'ready', questions });
      } catch {
        if (requestNumber === latestRequest.current) setState({ status: 'error', onRetry: () => void load(request) });
      }
    },
    [language],
  );

  /** After a reply: offer a quiz on what the student asked, when the conversation has a subject. */
  const offerFor = useCallback((userMessage: string, subject: Subject | null) => {
    setOffer(subject ? { topic: quizTopic(userMessage), subject } : null);
  }, []);

  const accept = useCallback(() => {
    if (!offer) return;
    setOpen(true);
    void load(offer);
  }, [load, offer]);

  return {
    offer,
    offerFor,
    dismiss: () => setOffer(null),
    accept,
    modal: {
      isOpen: open,
      state,
      onClose: () => {
        latestRequest.current += 1;
        setOpen(false);
      },
      onNewQuiz: () => {
        if (offer) void load(offer);
      },
    },
  };
}
