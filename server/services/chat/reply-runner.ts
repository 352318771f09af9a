/**
 * Runs the tutor's replies independently of the HTTP request that asked for them: a student who closes the tab or
 * loses the connection still gets the reply stored, and a reload mid-reply shows it completing. Each reply is
 * written into its assistant message row as it grows (every `flushIntervalMs`, status `streaming`), and finally
 * stored `complete`; the database is the only shared state, so any server process can answer the reload.
 * Bounded by the total timeout and a character ceiling. A failed reply calls its `onFailure` (refund, delete).
 * On shutdown, in-flight replies get a grace period to finish, then their upstream calls are aborted.
 */
import type { Logger } from 'pino';
import type { Database } from '../../../db/connection';
import { updateMessage, type Message, type MessageMetadata } from '../../../db/repositories/messages.repository';
import { touchConversation } from '../../../db/repositories/conversations.repository';
import { TutorError } from '../../tutor/errors';
import type { Tutor, TutorRequest } from '../../tutor/types';

export type ReplyOutcome = { ok: true; message: Message } | { ok: false; error: TutorError };

export interface ReplyJob {
  /** Receives the text written so far (as one piece) and then every new piece; returns the unsubscribe function. */
  onDelta(listener: (text: string) => void): () => void;
  /** Settles once the reply is stored (or has failed and been cleaned up). Never rejects. */
  readonly done: Promise<ReplyOutcome>;
}

export interface StartReply {
  request: TutorRequest;
  conversationId: string;
  assistantMessageId: number;
  metadata: MessageMetadata;
  /** Called once when the reply fails: give the quota back and delete the half-written messages. */
  onFailure(): Promise<void>;
}

export interface ReplyRunner {
  start(reply: StartReply): ReplyJob;
  /** How many replies are being written right now. */
  readonly active: number;
  /** Waits up to `graceMs` for in-flight replies, then aborts the rest and waits for their clean-up. */
  shutdown(graceMs: number): Promise<void>;
}

export interface ReplyRunnerOptions {
  db: Database;
  logger: Logger;
  tutor: Tutor;
  totalTimeoutMs: number;
  /** Replies longer than this are cut here (a runaway model must not fill the database). */
  maxReplyChars?: number;
  flushIntervalMs?: number;
}

const DEFAULT_MAX_REPLY_CHARS = 20_000;
const DEFAULT_FLUSH_INTERVAL_MS = 400;

export function createReplyRunner(options: ReplyRunnerOptions): ReplyRunner {
  const { db, logger, tutor, totalTimeoutMs } = options;
  const maxReplyChars = options.maxReplyChars ?? DEFAULT_MAX_REPLY_CHARS;
  const flushIntervalMs = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
  const running = new Map<number, { controller: AbortController; done: Promise<ReplyOutcome> }>();

  async function run(reply: StartReply, controller: AbortController, written: { content: string }, emit: (text: string) => void): Promise<ReplyOutcome> {
    let content = '';
    let flushed = 0;
    let flushing: Promise<unknown> = Promise.resolve();
    const flush = () => {
      if (content.length === flushed) return;
      const snapshot = content;
      flushed = snapshot.length;
      flushing = flushing.then(() => updateMessage(db, reply.assistantMessageId, { content: snapshot })).catch((error: unknown) => {
        logger.warn({ err: error, messageId: reply.assistantMessageId }, 'could not save a partial reply');
      });
    };
    const flushTimer = setInterval(flush, flushIntervalMs);
    const deadline = setTimeout(() => controller.abort(new TutorError('tutor:timeout')), totalTimeoutMs);
    try {
      for await (const piece of tutor.reply(reply.request, controller.signal)) {
        const room = maxReplyChars - content.length;
        const text = piece.length > room ? piece.slice(0, room) : piece;
        if (text) {
          content += text;
          written.content = content;
          emit(text);
        }
        if (content.length >= maxReplyChars) {
          controller.abort(new TutorError('tutor:cancelled'));
          break;
        }
      }
      if (!content.trim()) throw new TutorError('tutor:malformed');
      clearInterval(flushTimer);
      await flushing;
      const message = await updateMessage(db, reply.assistantMessageId, { content, status: 'complete', metadata: reply.metadata });
      await touchConversation(db, reply.conversationId);
      if (!message) throw new TutorError('tutor:cancelled');
      return { ok: true, message };
    } catch (error) {
      clearInterval(flushTimer);
      await flushing;
      const failure = asTutorError(error, controller.signal);
      logger.warn({ code: failure.code, err: failure.cause ?? failure, messageId: reply.assistantMessageId }, 'tutor reply failed');
      await reply.onFailure().catch((cleanupError: unknown) => logger.error({ err: cleanupError }, 'could not clean up a failed reply'));
      return { ok: false, error: failure };
    } finally {
      clearTimeout(deadline);
    }
  }

  return {
    start(reply) {
      const controller = new AbortController();
      const listeners = new Set<(text: string) => void>();
      const written = { content: '' };
      const emit = (text: string) => {
        for (const listener of listeners) listener(text);
      };
      const done = run(reply, controller, written, emit).finally(() => {
        running.delete(reply.assistantMessageId);
        listeners.clear();
      });
      running.set(reply.assistantMessageId, { controller, done });
      return {
        onDelta(listener) {
          if (written.content) listener(written.content);
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        done,
      };
    },
    get active() {
      return running.size;
    },
    async shutdown(graceMs) {
      const all = () => Promise.all([...running.values()].map((job) => job.done));
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      const result = await Promise.race([all().then(() => 'done' as const), graceOver]);
      clearTimeout(timer);
      if (result === 'timeout') {
        for (const job of running.values()) job.controller.abort(new TutorError('tutor:cancelled'));
        await all();
      }
    },
  };
}

function asTutorError(error: unknown, signal: AbortSignal): TutorError {
  if (error instanceof TutorError) return error;
  if (signal.aborted && signal.reason instanceof TutorError) return signal.reason;
  return new TutorError('tutor:unavailable', { cause: error });
}
