/**
 * What the chat service asks of a tutor, whichever one answers: the LLM (server/tutor/llm) or the embedded
 * offline tutor (server/tutor/offline). A reply is a stream of text pieces; the caller stores and forwards them.
 */
import type { PersonalityId, Subject, TutorMode } from '../../contract/values';

export type TutorLanguage = 'ar' | 'en';

export interface TutorTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface TutorRequest {
  /** The student's new message (already trimmed, ≤ MESSAGE_MAX_LENGTH). */
  message: string;
  /** Earlier turns of the conversation, oldest first (bounded by the caller). */
  history: readonly TutorTurn[];
  /** The language to answer in (detected from the message, else the page language). */
  language: TutorLanguage;
  subject: Subject | null;
  personality: PersonalityId;
  tutorMode: TutorMode;
  /** Premium students get the advanced detailed explanations and full step-by-step solving. */
  premium: boolean;
}

export interface Tutor {
  readonly source: 'llm' | 'offline';
  /** The model name recorded in the message metadata (LLM only). */
  readonly model?: string;
  /**
   * Streams the reply. Aborting `signal` stops the work (and the upstream call); failures throw TutorError.
   */
  reply(request: TutorRequest, signal: AbortSignal): AsyncIterable<string>;
}
