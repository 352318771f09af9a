/**
 * Where the student is in a quiz: the current question, the option chosen, whether it has been checked, the
 * right answers so far and whether the score is showing. Kept inside the modal (the app only supplies the
 * questions) and started over whenever a new set of questions arrives.
 */
import { useCallback, useState } from 'react';
import type { QuizQuestion } from '../../contract/learning';

export interface QuizProgress {
  /** Index of the question on screen. */
  index: number;
  /** The chosen option's index, or null before a choice. */
  selected: number | null;
  /** The answer has been checked: the right one and a wrong pick are revealed. */
  checked: boolean;
  correctCount: number;
  /** The final score is showing. */
  finished: boolean;
}

const START: QuizProgress = { index: 0, selected: null, checked: false, correctCount: 0, finished: false };

export interface QuizProgressControls {
  progress: QuizProgress;
  question: QuizQuestion | undefined;
  /** Chooses an option (ignored once the answer is checked). */
  select: (option: number) => void;
  /** Reveals the answer and counts it (needs a choice). */
  check: () => void;
  /** Moves to the next question, or to the score after the last one. */
  advance: () => void;
}

export function useQuizProgress(questions: readonly QuizQuestion[]): QuizProgressControls {
  const [state, setState] = useState({ questions, progress: START });
  // A new set of questions starts a new quiz (adjusting state while rendering, as React recommends).
  const current = state.questions === questions ? state : { questions, progress: START };
  if (current !== state) setState(current);
  const { progress } = current;

  const update = useCallback(
    (change: (previous: QuizProgress) => QuizProgress) =>
      setState((previous) => (previous.questions === questions ? { questions, progress: change(previous.progress) } : previous)),
    [questions],
  );

  const select = useCallback((option: number) => update((previous) => (previous.checked ? previous : { ...previous, selected: option })), [update]);

  const check = useCallback(
    () =>
      update((previous) => {
        if (previous.checked || previous.selected === null) return previous;
        const right = questions[previous.index]?.correctAnswer === previous.selected;
        return { ...previous, checked: true, correctCount: previous.correctCount + (right ? 1 : 0) };
      }),
    [update, questions],
  );

  const advance = useCallback(
    () =>
      update((previous) => {
        if (!previous.checked) return previous;
        if (previous.index + 1 >= questions.length) return { ...previous, finished: true };
        return { ...previous, index: previous.index + 1, selected: null, checked: false };
      }),
    [update, questions],
  );

  return { progress, question: questions[progress.index], select, check, advance };
}
