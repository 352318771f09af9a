/** The free daily cap counter: exact under concurrency on both engines, per subject and per Cairo day. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import { consumeDailyUsage, findDailyUsageCount, refundDailyUsage, type DailyUsageSubject } from './daily-usage.repository';

const DAILY_LIMIT = 5;
const subject = (overrides: Partial<DailyUsageSubject> = {}): DailyUsageSubject => ({
  kind: 'user',
  key: randomUUID(),
  day: '2025-11-21',
  ...overrides,
});

describeEachDatabase('daily usage', (db) => {
  it('counts up to the limit and then refuses without counting', async () => {
    const today = subject();
    const results: Array<number | null> = [];
    for (let i = 0; i < DAILY_LIMIT + 2; i += 1) results.push(await consumeDailyUsage(db.knex, today, DAILY_LIMIT));
    expect(results).toEqual([1, 2, 3, 4, 5, null, null]);
    expect(await findDailyUsageCount(db.knex, today)).toBe(DAILY_LIMIT);
  });

  it('gives exactly 5 of 20 simultaneous sends through at a limit of 5', async () => {
    const today = subject({ kind: 'device' });
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeDailyUsage(db.knex, today, DAILY_LIMIT)));
    const granted = results.filter((count): count is number => count !== null);
    expect(granted.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((count) => count === null)).toHaveLength(15);
    expect(await findDailyUsageCount(db.knex, today)).toBe(DAILY_LIMIT);
  });

  it('keeps separate counters per subject kind, key and Cairo day', async () => {
    const key = randomUUID();
    const asUser = subject({ key });
    await consumeDailyUsage(db.knex, asUser, DAILY_LIMIT);
    await consumeDailyUsage(db.knex, asUser, DAILY_LIMIT);
    expect(await consumeDailyUsage(db.knex, { ...asUser, kind: 'ip' }, DAILY_LIMIT)).toBe(1);
    expect(await consumeDailyUsage(db.knex, { ...asUser, day: '2025-11-22' }, DAILY_LIMIT)).toBe(1);
    expect(await findDailyUsageCount(db.knex, asUser)).toBe(2);
    expect(await findDailyUsageCount(db.knex, subject())).toBe(0);
  });

  it('refunds a counted use, never below zero', async () => {
    const today = subject();
    expect(await refundDailyUsage(db.knex, today)).toBe(false);
    for (let i = 0; i < DAILY_LIMIT; i += 1) await consumeDailyUsage(db.knex, today, DAILY_LIMIT);
    expect(await consumeDailyUsage(db.knex, today, DAILY_LIMIT)).toBeNull();
    expect(await refundDailyUsage(db.knex, today)).toBe(true);
    expect(await consumeDailyUsage(db.knex, today, DAILY_LIMIT)).toBe(DAILY_LIMIT);
  });

  it('grants nothing at a limit of zero', async () => {
    const today = subject();
    expect(await consumeDailyUsage(db.knex, today, 0)).toBeNull();
    expect(await findDailyUsageCount(db.knex, today)).toBe(0);
  });
});
