/**
 * What every route and service receives: configuration, the database handle and the logger.
 * Built once at start-up (main.ts) or per test (create-app tests); nothing here is per-request state.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/connection';
import type { Config } from './config';

export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
}
