/**
 * The e2e server's own SQLite file (in E2E_DATA_DIR), for journeys that must read what was stored or set up what the
 * UI cannot (an end date in the past, a verified operator account). Opened through db/connection, like the app.
 */
import path from 'node:path';
import { createDatabase, type Database } from '../db/connection';

export async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = createDatabase(`sqlite:${path.join(process.env.E2E_DATA_DIR ?? '', 'tutor.sqlite')}`);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
