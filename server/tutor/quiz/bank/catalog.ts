/**
 * Every seeded quiz question, by subject.
 */
import type { Subject } from '../../../../contract/values';
import { arabicQuestions } from './data/arabic';
import { biologyQuestions } from './data/biology';
import { chemistryQuestions } from './data/chemistry';
import { englishQuestions } from './data/english';
import { geographyQuestions } from './data/geography';
import { historyQuestions } from './data/history';
import { mathQuestions } from './data/math';
import { physicsQuestions } from './data/physics';
import type { BankQuestion } from './types';

export const questionBank: Readonly<Record<Subject, readonly BankQuestion[]>> = {
  math: mathQuestions,
  physics: physicsQuestions,
  chemistry: chemistryQuestions,
  biology: biologyQuestions,
  history: historyQuestions,
  geography: geographyQuestions,
  arabic: arabicQuestions,
  english: englishQuestions,
};
