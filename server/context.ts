/**
 * What every route and service receives: configuration, the database handle, the logger, sessions and limits.
 * Built once at start-up (main.ts) or per test (create-app tests); nothing here is per-request state.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/connection';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';
import type { SessionManager } from './services/auth/session';
import type { ReplyRunner } from './services/chat/reply-runner';
import type { RateLimiterFactory } from './services/rate-limits';
import type { Tutor } from './tutor/types';

export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  /** The sealed session cookie (read, start at sign-in, clear). */
  sessions: SessionManager;
  /** Rate limiters in the configured store; closed on shutdown. */
  limits: RateLimiterFactory;
  /** Account e-mails (SMTP, or the outbox table + a log line); closed on shutdown. */
  mailer: Mailer;
  /** Who answers the students: the LLM or the embedded offline tutor. */
  tutor: Tutor;
  /** Writes the tutor's replies into the database, independent of the requests that asked; drained on shutdown. */
  replies: ReplyRunner;
}
