/**
 * Opens the database. One embedded default (a SQLite file under DATA_DIR, via better-sqlite3) and one
 * production engine (MySQL 8 / MariaDB via mysql2, chosen by a `mysql://` URL), both behind Knex so the
 * migrations and repositories are written once. Everything that differs per engine at connection level
 * (pragmas, charset, time zone, pool) is decided here.
 */
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

export type Dialect = 'sqlite' | 'mysql';

/** An open database (a Knex instance); aliased so code outside db/ never imports knex. */
export type Database = Knex;
/** A transaction started with `db.transaction(async (trx) => …)`. */
export type Transaction = Knex.Transaction;
/** A database or a transaction: every repository function accepts either. */
export type Executor = Database | Transaction;

const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const DEFAULT_MYSQL_POOL_MAX = 10;

/** The SQLite file used when no URL is given: `${DATA_DIR ?? './data'}/tutor.sqlite`. */
export function defaultSqliteFilename(): string {
  return path.resolve(process.env.DATA_DIR ?? './data', 'tutor.sqlite');
}

/**
 * Builds the Knex config for a database URL.
 * - `mysql://user:pass@host:port/db` (or `mariadb://`): mysql2, utf8mb4, UTC. Query options: `pool` (max
 *   connections, default 10), `ssl=true`.
 * - `sqlite:<path>`, `sqlite://<path>`, a plain file path, or `:memory:`: better-sqlite3.
 * - empty or undefined: `DATABASE_URL`, else the default SQLite file (its folder is created).
 */
export function createDatabaseConfig(url: string | undefined = process.env.DATABASE_URL): Knex.Config {
  const trimmed = url?.trim() ?? '';
  if (/^(mysql|mariadb):\/\//i.test(trimmed)) return mysqlConfig(trimmed);
  return sqliteConfig(sqliteFilenameFromUrl(trimmed));
}

/** Opens a Knex instance for `url` (see createDatabaseConfig for the accepted forms). */
export function createDatabase(url?: string): Database {
  return knexFactory(createDatabaseConfig(url));
}

/** Which engine a Knex instance (or transaction) talks to. */
export function dialect(db: Executor): Dialect {
  const client = String(db.client.config.client ?? '');
  return client === 'mysql2' || client === 'mysql' ? 'mysql' : 'sqlite';
}

/** True when the database answers `select 1` within `timeoutMs`. Never throws: meant for health checks. */
export async function pingDatabase(db: Executor, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.raw('select 1 as ok').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function sqliteFilenameFromUrl(url: string): string {
  if (url === '') return defaultSqliteFilename();
  const withoutScheme = url.replace(/^sqlite:(\/\/)?/i, '').replace(/^file:(\/\/)?/i, '');
  if (withoutScheme === ':memory:' || withoutScheme === '') return ':memory:';
  return path.resolve(withoutScheme);
}

function sqliteConfig(filename: string): Knex.Config {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  return {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      // better-sqlite3 is synchronous: one connection serialises every statement and transaction, which is
      // what makes the read-modify-write repository functions race-free on SQLite.
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        try {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          connection.pragma('foreign_keys = ON');
          connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
          done(null, connection);
        } catch (error) {
          done(error as Error, connection);
        }
      },
    },
  };
}

function mysqlConfig(url: string): Knex.Config {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  const poolMax = Number(parsed.searchParams.get('pool') ?? DEFAULT_MYSQL_POOL_MAX);
  const ssl = parsed.searchParams.get('ssl');
  return {
    client: 'mysql2',
    connection: {
      host: parsed.hostname || '127.0.0.1',
      port: parsed.port ? Number(parsed.port) : 3306,
      user: decodeURIComponent(parsed.username || 'root'),
      password: decodeURIComponent(parsed.password),
      ...(database ? { database } : {}),
      charset: 'utf8mb4',
      timezone: 'Z',
      dateStrings: false,
      decimalNumbers: true,
      supportBigNumbers: true,
      ...(ssl === 'true' || ssl === '1' ? { ssl: { rejectUnauthorized: true } } : {}),
    },
    pool: {
      min: 0,
      max: Number.isFinite(poolMax) && poolMax > 0 ? poolMax : DEFAULT_MYSQL_POOL_MAX,
      // Store and compare UTC: DB-side defaults (CURRENT_TIMESTAMP(3)) must agree with the Dates mysql2 sends.
      afterCreate(connection: MysqlConnection, done: (error: Error | null, connection: unknown) => void) {
        connection.query("SET time_zone = '+00:00'", (error) => done(error, connection));
      },
    },
    acquireConnectionTimeout: 10_000,
  };
}

interface SqliteConnection {
  pragma(source: string): unknown;
}

interface MysqlConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}
