/**
 * Health: is the process up and does the database answer within a second.
 */
import { pingDatabase } from '../../db/connection';
import type { AppContext } from '../context';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  uptimeSeconds: number;
}

const PING_TIMEOUT_MS = 1000;

export async function checkHealth({ db, logger }: AppContext): Promise<Health> {
  let database: Health['database'] = 'ok';
  try {
    await Promise.race([
      pingDatabase(db),
      new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS).unref()),
    ]);
  } catch (error) {
    logger.warn({ err: error }, 'health check: database unreachable');
    database = 'unreachable';
  }
  return { status: database === 'ok' ? 'ok' : 'degraded', database, uptimeSeconds: Math.round(process.uptime()) };
}
