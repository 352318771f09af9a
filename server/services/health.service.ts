/**
 * Health: is the process up and does the database answer `select 1` within a second.
 */
import { pingDatabase } from '../../db/connection';
import type { AppContext } from '../context';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  uptimeSeconds: number;
}

const PING_TIMEOUT_MS = 1000;

export async function checkHealth({ db, logger }: Pick<AppContext, 'db' | 'logger'>): Promise<Health> {
  const reachable = await pingDatabase(db, PING_TIMEOUT_MS);
  if (!reachable) logger.warn('health check: database unreachable');
  return {
    status: reachable ? 'ok' : 'degraded',
    database: reachable ? 'ok' : 'unreachable',
    uptimeSeconds: Math.round(process.uptime()),
  };
}
