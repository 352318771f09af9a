/**
 * Every concept note of the offline tutor, in curriculum order: subject by subject as contract/values.ts lists the
 * subjects, and inside a subject in the order of its data file.
 */
import { subjects, type Subject } from '../../../../contract/values';
import { arabicConcepts } from './data/arabic';
import { biologyConcepts } from './data/biology';
import { chemistryConcepts } from './data/chemistry';
import { englishConcepts } from './data/english';
import { geographyConcepts } from './data/geography';
import { historyConcepts } from './data/history';
import { mathConcepts } from './data/math';
import { physicsConcepts } from './data/physics';
import type { ConceptNote } from './types';

export const conceptsBySubject: Readonly<Record<Subject, readonly ConceptNote[]>> = {
  math: mathConcepts,
  physics: physicsConcepts,
  chemistry: chemistryConcepts,
  biology: biologyConcepts,
  history: historyConcepts,
  geography: geographyConcepts,
  arabic: arabicConcepts,
  english: englishConcepts,
};

export const allConcepts: readonly ConceptNote[] = subjects.flatMap((subject) => conceptsBySubject[subject]);
