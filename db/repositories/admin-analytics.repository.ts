/**
 * The maintained analytics roll-ups the admin pages read instead of scanning big tables:
 * - analytics_members + analytics_counters: a member (device, session, normalised question) is inserted once per
 *   scope; only a new member bumps the scope's counter, so distinct counts are exact and read in O(1);
 * - page_view_daily: views per path per Cairo day (top pages sum a week of these).
 */
import type { Executor } from '../connection';
import { dialect } from '../connection';
import { readNumber, type RawRow } from './rows';

/** INSERT … that skips a row whose key exists; true when the row was inserted. */
export async function insertIgnore(db: Executor, table: string, row: Record<string, unknown>): Promise<boolean> {
  const columns = Object.keys(row);
  const verb = dialect(db) === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  const sql = `${verb} INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  const result = (await db.raw(sql, columns.map((column) => row[column] as never))) as unknown;
  return affectedRows(result) > 0;
}

/** Rows changed by a raw write: mysql2 answers [ResultSetHeader, fields], better-sqlite3 { changes }. */
export function affectedRows(result: unknown): number {
  const header = Array.isArray(result) ? result[0] : result;
  if (header && typeof header === 'object') {
    if ('affectedRows' in header) return readNumber((header as { affectedRows: unknown }).affectedRows);
    if ('changes' in header) return readNumber((header as { changes: unknown }).changes);
  }
  return 0;
}

/** Adds `by` to a counter, creating it when absent. */
export async function incrementCounter(db: Executor, name: string, by = 1): Promise<void> {
  if (by === 0) return;
  const key = name.slice(0, 255);
  if (dialect(db) === 'mysql') {
    await db.raw('INSERT INTO analytics_counters (name, value) VALUES (?, ?) ON DUPLICATE KEY UPDATE value = value + VALUES(value)', [key, by]);
  } else {
    await db.raw('INSERT INTO analytics_counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value + excluded.value', [key, by]);
  }
}

/** Adds a member to a scope and bumps `counter` when it was new; true when new. */
export async function addMember(db: Executor, scope: string, member: string, counter: string): Promise<boolean> {
  const added = await insertIgnore(db, 'analytics_members', { scope, member: member.slice(0, 64) });
  if (added) await incrementCounter(db, counter);
  return added;
}

/** The values of the named counters (absent ones are 0). */
export async function readCounters(db: Executor, names: readonly string[]): Promise<Record<string, number>> {
  const values: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  if (names.length === 0) return values;
  const rows = (await db('analytics_counters').whereIn('name', names as string[]).select('name', 'value')) as RawRow[];
  for (const row of rows) values[String(row.name)] = readNumber(row.value);
  return values;
}

/** Counters whose name starts with `prefix` (a primary-key range read), name without the prefix → value. */
export async function readCountersWithPrefix(db: Executor, prefix: string): Promise<Map<string, number>> {
  const rows = (await db('analytics_counters')
    .where('name', '>=', prefix)
    .andWhere('name', '<', `${prefix}\uFFFF`)
    .select('name', 'value')) as RawRow[];
  return new Map(rows.filter((row) => String(row.name).startsWith(prefix)).map((row) => [String(row.name).slice(prefix.length), readNumber(row.value)]));
}

/** Replaces every counter starting with `prefix` by `values` (the analysis job's exact recount). */
export async function replaceCountersWithPrefix(db: Executor, prefix: string, values: ReadonlyMap<string, number>): Promise<void> {
  await db('analytics_counters').where('name', '>=', prefix).andWhere('name', '<', `${prefix}\uFFFF`).delete();
  const rows = [...values].map(([name, value]) => ({ name: `${prefix}${name}`.slice(0, 255), value }));
  for (let start = 0; start < rows.length; start += 500) await db('analytics_counters').insert(rows.slice(start, start + 500));
}

/** Counts one view of `path` on `cairoDay`. */
export async function incrementPageViewDaily(db: Executor, cairoDay: string, path: string): Promise<void> {
  const key = path.slice(0, 512);
  if (dialect(db) === 'mysql') {
    await db.raw('INSERT INTO page_view_daily (cairo_day, path, views) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE views = views + 1', [cairoDay, key]);
  } else {
    await db.raw('INSERT INTO page_view_daily (cairo_day, path, views) VALUES (?, ?, 1) ON CONFLICT (cairo_day, path) DO UPDATE SET views = views + 1', [cairoDay, key]);
  }
}

/** The most viewed paths over the given Cairo days (a few hundred small rows, summed). */
export async function topPagesForDays(db: Executor, days: readonly string[], limit: number): Promise<{ page: string; count: number }[]> {
  const rows = (await db('page_view_daily')
    .whereIn('cairo_day', days as string[])
    .groupBy('path')
    .select('path')
    .sum({ views: 'views' })
    .orderBy('views', 'desc')
    .orderBy('path', 'asc')
    .limit(limit)) as RawRow[];
  return rows.map((row) => ({ page: String(row.path), count: readNumber(row.views) }));
}
