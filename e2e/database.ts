/**
 * The e2e server's own SQLite file (in E2E_DATA_DIR), for journeys that must read what was stored or set up what the
 * UI cannot (an end date in the past, a verified operator account).
 */
import path from 'node:path';
import knex, { type Knex } from 'knex';

export async function withDatabase<T>(work: (db: Knex) => Promise<T>): Promise<T> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: path.join(process.env.E2E_DATA_DIR ?? '', 'tutor.sqlite') }, useNullAsDefault: true });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
