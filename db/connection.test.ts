/** Opening the database: URL forms, the SQLite pragmas, the dialect helper and the health ping. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, createDatabaseConfig, dialect, pingDatabase } from './connection';
import { describeEachDatabase } from './testing';

describe('createDatabaseConfig', () => {
  const originalDataDir = process.env.DATA_DIR;
  afterEach(() => {
    if (originalDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = originalDataDir;
  });

  it('defaults to tutor.sqlite inside DATA_DIR and creates the folder', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-config-')), 'nested', 'data');
    process.env.DATA_DIR = dataDir;
    const config = createDatabaseConfig('');
    expect(config.client).toBe('better-sqlite3');
    expect(config.connection).toEqual({ filename: path.join(dataDir, 'tutor.sqlite') });
    expect(fs.existsSync(dataDir)).toBe(true);
    fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  });

  it('reads a mysql:// URL as a utf8mb4, UTC mysql2 connection with a pool', () => {
    const config = createDatabaseConfig('mysql://tutor:p%40ss@db.example:3307/tutor_prod?pool=4');
    expect(config.client).toBe('mysql2');
    expect(config.connection).toMatchObject({
      host: 'db.example',
      port: 3307,
      user: 'tutor',
      password: 'p@ss',
      database: 'tutor_prod',
      charset: 'utf8mb4',
      timezone: 'Z',
      dateStrings: false,
    });
    expect(config.pool).toMatchObject({ min: 0, max: 4 });
  });

  it('accepts sqlite: URLs and :memory:', () => {
    expect(createDatabaseConfig(':memory:').connection).toEqual({ filename: ':memory:' });
    expect(createDatabaseConfig('sqlite::memory:').connection).toEqual({ filename: ':memory:' });
    const file = path.join(os.tmpdir(), `tutor-url-${process.pid}`, 'x.sqlite');
    expect(createDatabaseConfig(`sqlite:${file}`).connection).toEqual({ filename: file });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

describe('a SQLite database', () => {
  it('runs in WAL mode with foreign keys enforced and a busy timeout', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-pragma-'));
    const knex = createDatabase(`sqlite:${path.join(directory, 'p.sqlite')}`);
    try {
      const pragma = async (name: string) => Object.values((await knex.raw(`pragma ${name}`))[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    } finally {
      await knex.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('pings false once the connection is gone', async () => {
    const knex = createDatabase(':memory:');
    expect(await pingDatabase(knex)).toBe(true);
    await knex.destroy();
    expect(await pingDatabase(knex)).toBe(false);
  });
});

describeEachDatabase('connection', (db) => {
  it('reports its dialect, also from inside a transaction', async () => {
    expect(dialect(db.knex)).toBe(db.dialect);
    await db.knex.transaction(async (trx) => expect(dialect(trx)).toBe(db.dialect));
  });

  it('answers the health ping', async () => {
    expect(await pingDatabase(db.knex)).toBe(true);
  });
});
