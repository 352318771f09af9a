/**
 * The free daily message cap, counted per subject (a user, a device or an IP) per Cairo day.
 *
 * consumeDailyUsage must stay exact under concurrency (two tabs sending at once must not both get the
 * last message), on both engines:
 * 1. insert the (kind, key, day) row with count 0 if it is missing — INSERT IGNORE / ON CONFLICT DO
 *    NOTHING, in autocommit so no shared lock is held afterwards;
 * 2. in a transaction: `update … set count = count + 1 where … and count < limit` (one row lock; the
 *    condition is evaluated on the latest committed value), then read the row back under that lock.
 * Zero affected rows means the cap is reached. SQLite serialises everything on its single connection.
 */
import { dialect, type Executor } from '../connection';
import { readNumber } from './rows';

export type UsageSubjectKind = 'user' | 'device' | 'ip';

/** One counter: whose usage, on which Cairo day ('YYYY-MM-DD'). */
export interface DailyUsageSubject {
  kind: UsageSubjectKind;
  key: string;
  day: string;
}

const TABLE = 'daily_usage';
const MAX_ATTEMPTS = 4;

/**
 * Counts one use if the subject is still under `limit` today. Returns the new count (1…limit), or null
 * when the cap was already reached (nothing is counted then).
 */
export async function consumeDailyUsage(db: Executor, subject: DailyUsageSubject, limit: number): Promise<number | null> {
  if (limit <= 0) return null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await consumeOnce(db, subject, limit);
    } catch (error) {
      // Inside a caller's transaction a deadlock has already rolled everything back: let the caller decide.
      if (db.isTransaction || attempt >= MAX_ATTEMPTS || !isTransientLockError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/** Gives back one counted use (e.g. when the reply failed). Returns false when there was nothing to refund. */
export async function refundDailyUsage(db: Executor, subject: DailyUsageSubject): Promise<boolean> {
  const changed = await whereSubject(db, subject)
    .andWhere('count', '>', 0)
    .update({ count: db.raw('?? - 1', ['count']), updated_at: new Date() });
  return changed > 0;
}

/** Uses counted so far for the subject on that day (0 when none). */
export async function findDailyUsageCount(db: Executor, subject: DailyUsageSubject): Promise<number> {
  const row = await whereSubject(db, subject).first('count');
  return row ? readNumber(row.count) : 0;
}

/**
 * The Cairo days ('YYYY-MM-DD', newest first) on which the subject used at least one message, at most `limit`
 * of them — the activity behind streaks and study sessions.
 */
export async function listActiveDays(
  db: Executor,
  subject: Pick<DailyUsageSubject, 'kind' | 'key'>,
  limit = 400,
): Promise<string[]> {
  const rows = await db(TABLE)
    .where({ subject_kind: subject.kind, subject_key: subject.key })
    .andWhere('count', '>', 0)
    .orderBy('cairo_day', 'desc')
    .limit(limit)
    .select('cairo_day');
  return rows.map((row: { cairo_day: unknown }) => String(row.cairo_day));
}

async function consumeOnce(db: Executor, subject: DailyUsageSubject, limit: number): Promise<number | null> {
  await db(TABLE)
    .insert({ subject_kind: subject.kind, subject_key: subject.key, cairo_day: subject.day, count: 0, updated_at: new Date() })
    .onConflict(['subject_kind', 'subject_key', 'cairo_day'])
    .ignore();
  return db.transaction(async (trx) => {
    const changed = await whereSubject(trx, subject)
      .andWhere('count', '<', limit)
      .update({ count: trx.raw('?? + 1', ['count']), updated_at: new Date() });
    if (changed === 0) return null;
    const read = whereSubject(trx, subject).first('count');
    // SQLite has no row locks (and Knex warns on forUpdate); its single connection already serialises.
    const row = await (dialect(trx) === 'mysql' ? read.forUpdate() : read);
    return row ? readNumber(row.count) : null;
  });
}

function whereSubject(db: Executor, subject: DailyUsageSubject) {
  return db(TABLE).where({ subject_kind: subject.kind, subject_key: subject.key, cairo_day: subject.day });
}

function isTransientLockError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

/**
 * The highest count among several subjects on one day, in one indexed query (0 when none): a visitor's usage is
 * the most any of their device or IP counters shows.
 */
export async function findHighestDailyUsageCount(db: Executor, subjects: readonly DailyUsageSubject[]): Promise<number> {
  if (subjects.length === 0) return 0;
  const row = await db(TABLE)
    .where((query) => {
      for (const subject of subjects) {
        query.orWhere({ subject_kind: subject.kind, subject_key: subject.key, cairo_day: subject.day });
      }
    })
    .max({ highest: 'count' })
    .first();
  return row?.highest == null ? 0 : readNumber(row.highest);
}
