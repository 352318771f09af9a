/**
 * Config for the knex CLI (e.g. `npx knex migrate:status --knexfile knexfile.ts` with tsx loaded).
 * Same connection rules as the app (db/connection.ts: DATABASE_URL, else the SQLite file under DATA_DIR)
 * and the same statically imported migration list (db/migrate.ts).
 */
import type { Knex } from 'knex';
import { createDatabaseConfig } from './db/connection';
import { migrationConfig } from './db/migrate';

const config: Knex.Config = {
  ...createDatabaseConfig(process.env.DATABASE_URL),
  migrations: migrationConfig,
};

export default config;
