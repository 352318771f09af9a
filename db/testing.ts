/**
 * Test helpers (test code only — never imported by the app): a fresh, migrated database per suite on each
 * engine. SQLite always runs (a temp file, so WAL and the file URL behave as in production); MariaDB/MySQL
 * runs when DATABASE_TEST_MYSQL_URL points at a server (e.g. mysql://root@127.0.0.1:3306/test): each suite
 * creates its own database `tutor_test_<pid>_<random>` there and drops it afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDatabase, type Dialect } from './connection';
import { migrateLatest } from './migrate';

export interface TestDatabase {
  readonly dialect: Dialect;
  readonly knex: Knex;
  /** A URL that opens the same database (e.g. to start the server against it). */
  readonly url: string;
  /** Closes the connections and deletes the database. */
  destroy(): Promise<void>;
}

/** What a describeEachDatabase suite sees; `knex` and `url` are available from beforeAll/it onwards. */
export interface TestDatabaseHandle {
  readonly dialect: Dialect;
  readonly knex: Knex;
  readonly url: string;
}

/** The MySQL/MariaDB server URL for tests, or undefined when those tests are skipped. */
export function mysqlTestServerUrl(): string | undefined {
  return process.env.DATABASE_TEST_MYSQL_URL?.trim() || undefined;
}

/** Creates a fresh database on `dialect` and (unless `migrate: false`) migrates it to the latest version. */
export async function createTestDatabase(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const database = dialect === 'mysql' ? await createMysqlTestDatabase() : createSqliteTestDatabase();
  if (options.migrate !== false) {
    try {
      await migrateLatest(database.knex);
    } catch (error) {
      await database.destroy();
      throw error;
    }
  }
  return database;
}

/**
 * Declares `name [sqlite]` and `name [mysql]` suites, each with its own fresh migrated database created in
 * beforeAll and deleted in afterAll. The MySQL suite is reported as skipped without DATABASE_TEST_MYSQL_URL.
 */
export function describeEachDatabase(name: string, fn: (db: TestDatabaseHandle) => void): void {
  for (const engine of ['sqlite', 'mysql'] as const) {
    const unavailable = engine === 'mysql' && !mysqlTestServerUrl();
    describe.skipIf(unavailable)(`${name} [${engine}]`, () => {
      let database: TestDatabase | undefined;
      const current = (): TestDatabase => {
        if (!database) throw new Error('The test database is created in beforeAll: use it inside hooks and tests');
        return database;
      };
      beforeAll(async () => {
        database = await createTestDatabase(engine);
      });
      afterAll(async () => {
        await database?.destroy();
      });
      fn({
        dialect: engine,
        get knex() {
          return current().knex;
        },
        get url() {
          return current().url;
        },
      });
    });
  }
}

function createSqliteTestDatabase(): TestDatabase {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-test-'));
  const url = `sqlite:${path.join(directory, 'tutor.sqlite')}`;
  const knex = createDatabase(url);
  return {
    dialect: 'sqlite',
    knex,
    url,
    async destroy() {
      await knex.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function createMysqlTestDatabase(): Promise<TestDatabase> {
  const serverUrl = mysqlTestServerUrl();
  if (!serverUrl) throw new Error('DATABASE_TEST_MYSQL_URL is not set');
  const name = `tutor_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createDatabase(serverUrl);
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } catch (error) {
    await admin.destroy();
    throw error;
  }
  const url = withDatabaseName(serverUrl, name);
  const knex = createDatabase(url);
  return {
    dialect: 'mysql',
    knex,
    url,
    async destroy() {
      try {
        await knex.destroy();
        await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await admin.destroy();
      }
    },
  };
}

function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
