/**
 * Each user's balance of extra messages on top of the free daily cap (earned through referrals). A user without a
 * row has a balance of 0.
 */
import type { Executor } from '../connection';
import { readNumber } from './rows';

const TABLE = 'bonus_messages';

export async function findBonusBalance(db: Executor, userId: string): Promise<number> {
  const row = await db(TABLE).where({ user_id: userId }).first('balance');
  return row ? readNumber(row.balance) : 0;
}

/** Adds `amount` extra messages to the user's balance (creating the row on first credit). */
export async function addBonusMessages(db: Executor, userId: string, amount: number): Promise<void> {
  await db(TABLE).insert({ user_id: userId, balance: 0, updated_at: new Date() }).onConflict('user_id').ignore();
  await db(TABLE)
    .where({ user_id: userId })
    .update({ balance: db.raw('?? + ?', ['balance', amount]), updated_at: new Date() });
}
