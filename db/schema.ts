/**
 * Column and table helpers for migrations, so one migration file is valid on SQLite and MySQL/MariaDB:
 * - MySQL tables are InnoDB, utf8mb4 / utf8mb4_unicode_ci (Arabic and emoji round-trip).
 * - Timestamps are `datetime(3)` on MySQL (milliseconds kept) and `datetime` on SQLite, where Knex binds a
 *   Date as epoch milliseconds; the SQLite default for "now" writes the same epoch-millisecond integer so
 *   rows written by the database and by the app sort and compare alike.
 * - Long text is `longtext`, bytes are `longblob` on MySQL (plain `text`/`blob` on SQLite).
 * - JSON is stored as text and parsed by the repositories (mysql2 and SQLite return JSON columns differently).
 */
import type { Knex } from 'knex';
import { dialect, type Dialect } from './connection';

const SQLITE_NOW_MS = "(CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER))";

/** Dialect-aware column builders handed to a createTable callback. */
export interface ColumnHelpers {
  readonly dialect: Dialect;
  /** A timestamp column with millisecond precision. */
  datetime(name: string): Knex.ColumnBuilder;
  /** A timestamp column defaulting to the current time (UTC, milliseconds). */
  datetimeNow(name: string): Knex.ColumnBuilder;
  /** Unbounded text (`longtext` on MySQL). */
  longText(name: string): Knex.ColumnBuilder;
  /** JSON stored as unbounded text. */
  jsonText(name: string): Knex.ColumnBuilder;
  /** Raw bytes (`longblob` on MySQL). */
  bytes(name: string): Knex.ColumnBuilder;
  /** A foreign-key column holding a users.id (UUID string). */
  userId(name: string): Knex.ColumnBuilder;
}

/** Creates a table with the engine/charset options MySQL needs and dialect-aware column helpers. */
export async function createTable(
  knex: Knex,
  name: string,
  build: (table: Knex.CreateTableBuilder, columns: ColumnHelpers) => void,
): Promise<void> {
  const engine = dialect(knex);
  await knex.schema.createTable(name, (table) => {
    if (engine === 'mysql') {
      table.engine('InnoDB');
      table.charset('utf8mb4');
      table.collate('utf8mb4_unicode_ci');
    }
    build(table, columnHelpers(knex, table, engine));
  });
}

/** Drops a table created by createTable (the `down` of a create-table migration). */
export async function dropTable(knex: Knex, name: string): Promise<void> {
  await knex.schema.dropTableIfExists(name);
}

function columnHelpers(knex: Knex, table: Knex.CreateTableBuilder, engine: Dialect): ColumnHelpers {
  const datetime = (name: string) =>
    engine === 'mysql' ? table.datetime(name, { precision: 3 }) : table.datetime(name);
  return {
    dialect: engine,
    datetime,
    datetimeNow: (name) =>
      datetime(name).defaultTo(knex.raw(engine === 'mysql' ? 'CURRENT_TIMESTAMP(3)' : SQLITE_NOW_MS)),
    longText: (name) => table.text(name, 'longtext'),
    jsonText: (name) => table.text(name, 'longtext'),
    bytes: (name) => table.specificType(name, engine === 'mysql' ? 'longblob' : 'blob'),
    userId: (name) => table.string(name, 36),
  };
}
