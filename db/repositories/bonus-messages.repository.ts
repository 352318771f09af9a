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

/** Spends one extra message if the balance allows (atomic: the condition is checked in the update). */
export async function spendBonusMessage(db: Executor, userId: string): Promise<boolean> {
  const changed = await db(TABLE)
    .where({ user_id: userId })
    .andWhere('balance', '>', 0)
    .update({ balance: db.raw('?? - 1', ['balance']), updated_at: new Date() });
  return changed > 0;
}

/** Gives back one spent extra message (the reply it paid for failed). */
export async function refundBonusMessage(db: Executor, userId: string): Promise<void> {
  await addBonusMessages(db, userId, 1);
}
