/** The migrations: complete, reversible, and producing the column types each engine needs. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index';
import { listMigrations, migrateLatest, rollbackAll } from './migrate';
import { describeEachDatabase } from './testing';

const TABLES = [
  'users',
  'password_reset_tokens',
  'email_verification_tokens',
  'mail_outbox',
  'conversations',
  'messages',
  'daily_usage',
  'referrals',
  'bonus_messages',
  'feedback',
  'uploaded_files',
  'payment_requests',
  'card_payments',
  'study_packs',
  'visitor_sessions',
  'page_views',
  'message_analysis',
];

describe('the migration list', () => {
  it('names every timestamped file in db/migrations exactly once, in timestamp order', () => {
    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
    const files = fs
      .readdirSync(folder)
      .filter((file) => /^\d{14}_\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(migrations.map((migration) => migration.name)).toEqual(files);
  });

  it('gives every migration an up and a down', () => {
    for (const migration of migrations) {
      expect(typeof migration.up, migration.name).toBe('function');
      expect(typeof migration.down, migration.name).toBe('function');
    }
  });
});

describeEachDatabase('migrations', (db) => {
  it('create every table of the data model', async () => {
    for (const table of TABLES) expect(await db.knex.schema.hasTable(table), table).toBe(true);
    expect(await listMigrations(db.knex)).toEqual({ applied: migrations.map((m) => m.name), pending: [] });
  });

  it('are a no-op when already up to date', async () => {
    expect(await migrateLatest(db.knex)).toEqual([]);
  });

  it('roll all the way down and back up again', async () => {
    const reverted = await rollbackAll(db.knex);
    expect(reverted).toEqual(migrations.map((m) => m.name).reverse());
    for (const table of TABLES) expect(await db.knex.schema.hasTable(table), table).toBe(false);

    const applied = await migrateLatest(db.knex);
    expect(applied).toEqual(migrations.map((m) => m.name));
    for (const table of TABLES) expect(await db.knex.schema.hasTable(table), table).toBe(true);
  });

  it('on MySQL: create utf8mb4_unicode_ci InnoDB tables with millisecond timestamps and long blobs', async () => {
    if (db.dialect !== 'mysql') return;
    const [tables] = (await db.knex.raw(
      'select table_name as name, table_collation as collation, engine from information_schema.tables where table_schema = database()',
    )) as [Array<{ name: string; collation: string; engine: string }>];
    for (const table of tables.filter((t) => TABLES.includes(t.name))) {
      expect(table, table.name).toMatchObject({ collation: 'utf8mb4_unicode_ci', engine: 'InnoDB' });
    }
    const [columns] = (await db.knex.raw(
      `select table_name as tableName, column_name as columnName, column_type as columnType
         from information_schema.columns where table_schema = database() and data_type in ('datetime', 'timestamp')`,
    )) as [Array<{ tableName: string; columnName: string; columnType: string }>];
    const appColumns = columns.filter((column) => TABLES.includes(column.tableName));
    expect(appColumns.length).toBeGreaterThan(20);
    for (const column of appColumns) expect(column.columnType, `${column.tableName}.${column.columnName}`).toBe('datetime(3)');
    const [[bytes]] = (await db.knex.raw(
      "select column_type as columnType from information_schema.columns where table_schema = database() and table_name = 'uploaded_files' and column_name = 'bytes'",
    )) as [Array<{ columnType: string }>];
    expect(bytes?.columnType).toBe('longblob');
  });
});
