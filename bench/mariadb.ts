/**
 * Throw-away MariaDB/MySQL databases for the benchmark: one fresh database per run on the local server (the
 * production server migrates and seeds it on start), always dropped at the end — also from an `exit` handler,
 * which is why dropping is synchronous (a short child process). Databases left by a run that was killed hard
 * (`bench_polled_<pid>_…` whose process is gone) are dropped by the next run.
 */
import { execFileSync } from 'node:child_process';
import mysql from 'mysql2/promise';

/** The MariaDB server, without a database name. Must be on loopback. */
export const MYSQL_SERVER_URL = process.env.BENCH_MYSQL_URL?.trim() || 'mysql://root@127.0.0.1:3306';
const NAME = /^bench_polled_(\d+)_[0-9a-z]+$/;

const created = new Set<string>();

function serverUrl(): URL {
  const url = new URL(MYSQL_SERVER_URL);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`refusing to use a non-loopback database server: ${url.hostname}`);
  }
  return url;
}

function connect(): Promise<mysql.Connection> {
  const url = serverUrl();
  return mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    connectTimeout: 5_000,
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates an empty utf8mb4 database and resolves with the DATABASE_URL that opens it. */
export async function createThrowawayDatabase(): Promise<{ name: string; url: string }> {
  const name = `bench_polled_${process.pid}_${Date.now().toString(36)}`;
  const connection = await connect();
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>("SHOW DATABASES LIKE 'bench\\_polled\\_%'");
    for (const row of rows) {
      const stale = String(Object.values(row)[0]);
      const pid = Number(NAME.exec(stale)?.[1]);
      if (pid && pid !== process.pid && !alive(pid)) await connection.query(`DROP DATABASE IF EXISTS \`${stale}\``);
    }
    created.add(name);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await connection.end();
  }
  const url = serverUrl();
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Drops every database this run created. Synchronous (a child node process running mysql2), so it also works
 * from `process.on('exit')`; call it after the servers using them have stopped.
 */
export function dropThrowawayDatabasesSync(): void {
  for (const name of created) {
    if (!NAME.test(name)) continue;
    try {
      execFileSync(
        process.execPath,
        [
          '-e',
          `const m = require('mysql2/promise');
           const [url, name] = process.argv.slice(1);
           const u = new URL(url);
           m.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username || 'root'),
             password: decodeURIComponent(u.password), connectTimeout: 5000 })
             .then((c) => c.query('DROP DATABASE IF EXISTS \`' + name + '\`').then(() => c.end()))
             .catch((e) => { console.error(e.message); process.exit(1); });`,
          MYSQL_SERVER_URL,
          name,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], timeout: 15_000 },
      );
      created.delete(name);
    } catch {
      console.error(`bench: could not drop the MariaDB database ${name}; drop it by hand (DROP DATABASE \`${name}\`)`);
    }
  }
}
