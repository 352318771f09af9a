/**
 * Concept answers of the offline tutor: finds the bilingual concept note that answers a student's question
 * ("يعني ايه قانون اوم", "explain the passive voice") and offers note titles when nothing matches.
 * The index is built once when this module loads.
 */
import { subjects, type Subject } from '../../../../contract/values';
import type { TutorLanguage } from '../../types';
import { allConcepts, conceptsBySubject } from './catalog';
import { ConceptIndex } from './concept-index';

export interface ConceptMatch {
  id: string;
  subject: Subject;
  /** Title and body in the requested language; the body is markdown with `$…$` maths. */
  title: string;
  body: string;
  /** Relevance; higher is better, never below the confidence threshold. */
  score: number;
}

const conceptIndex = new ConceptIndex(allConcepts);

/**
 * The note that best answers `text`, written in `language`. Notes of `subject` are preferred, but a strong match
 * in another subject is still found. Returns null for greetings, small talk and anything too vague to answer.
 */
export function findConcept(text: string, language: TutorLanguage, subject: Subject | null): ConceptMatch | null {
  const found = conceptIndex.best(text, subject);
  if (!found) return null;
  const { note, score } = found;
  return { id: note.id, subject: note.subject, title: note.title[language], body: note.body[language], score };
}

/**
 * Up to `count` note titles in `language` the tutor can offer when it cannot answer: the subject's notes in
 * curriculum order, or with no subject one note from each subject in turn.
 */
export function suggestConcepts(subject: Subject | null, language: TutorLanguage, count: number): string[] {
  const notes = subject
    ? conceptsBySubject[subject]
    : interleave(subjects.map((eachSubject) => conceptsBySubject[eachSubject]));
  return notes.slice(0, Math.max(0, count)).map((note) => note.title[language]);
}

function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const result: T[] = [];
  for (let position = 0; position < longest; position += 1) {
    for (const list of lists) if (position < list.length) result.push(list[position]!);
  }
  return result;
}
