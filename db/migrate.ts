/**
 * Runs the migrations of db/migrations/index.ts through a custom Knex migration source (no directory
 * scanning, so it works inside the production bundle). The CLI is db/migrate-cli.ts (`npm run db:migrate`).
 */
import type { Knex } from 'knex';
import { migrations, type NamedMigration } from './migrations/index';

export const MIGRATIONS_TABLE = 'knex_migrations';

/** Serves the ordered, statically imported migration list to Knex (`file` is what the knex CLI prints). */
export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => migrations.map((migration) => ({ ...migration, file: migration.name })),
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/** The Knex migrator config (also used by knexfile.ts for the knex CLI). */
export const migrationConfig: Knex.MigratorConfig = {
  tableName: MIGRATIONS_TABLE,
  migrationSource: migrationSource as Knex.MigrationSource<unknown>,
};

/** Applies every pending migration; returns the names applied (empty when already up to date). */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
}

/** Reverts every applied migration, newest first; returns the names reverted. */
export async function rollbackAll(knex: Knex): Promise<string[]> {
  const [, reverted] = (await knex.migrate.rollback(migrationConfig, true)) as [number, string[]];
  return reverted;
}

/** Names of applied and pending migrations. */
export async function listMigrations(knex: Knex): Promise<{ applied: string[]; pending: string[] }> {
  const [completed, pending] = (await knex.migrate.list(migrationConfig)) as [
    Array<{ name: string }>,
    NamedMigration[],
  ];
  return { applied: completed.map((row) => row.name), pending: pending.map((migration) => migration.name) };
}
