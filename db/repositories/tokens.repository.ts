/**
 * One-time account tokens: password-reset links and e-mail confirmation links. Only the SHA-256 hash of a token
 * is stored (a database leak gives no usable link). A token is consumed by a conditional update, so two requests
 * racing with the same link cannot both succeed.
 */
import type { Executor } from '../connection';
import { readDate, readNullableDate, readNumber, type RawRow } from './rows';

export type AccountTokenKind = 'passwordReset' | 'emailVerification';

export interface AccountToken {
  id: number;
  userId: string;
  /** Hex SHA-256 of the token sent in the link. */
  tokenHash: string;
  expiresAt: Date;
  /** Set when the token was used (or superseded); a used token never works again. */
  usedAt: Date | null;
  createdAt: Date;
}

export interface NewAccountToken {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt?: Date;
}

const TABLES: Record<AccountTokenKind, string> = {
  passwordReset: 'password_reset_tokens',
  emailVerification: 'email_verification_tokens',
};

export async function insertAccountToken(db: Executor, kind: AccountTokenKind, input: NewAccountToken): Promise<AccountToken> {
  const createdAt = input.createdAt ?? new Date();
  const [id] = await db(TABLES[kind]).insert({
    token_hash: input.tokenHash,
    user_id: input.userId,
    expires_at: input.expiresAt,
    used_at: null,
    created_at: createdAt,
  });
  return { id: readNumber(id), userId: input.userId, tokenHash: input.tokenHash, expiresAt: input.expiresAt, usedAt: null, createdAt };
}

export async function findAccountTokenByHash(db: Executor, kind: AccountTokenKind, tokenHash: string): Promise<AccountToken | undefined> {
  const row = (await db(TABLES[kind]).where({ token_hash: tokenHash }).first()) as RawRow | undefined;
  return row ? toAccountToken(row) : undefined;
}

/**
 * Marks the token used if it is still unused and unexpired at `now`. True only for the one call that consumed
 * it; false for a used, expired or unknown token.
 */
export async function consumeAccountToken(db: Executor, kind: AccountTokenKind, id: number, now: Date = new Date()): Promise<boolean> {
  const changed = await db(TABLES[kind]).where({ id }).whereNull('used_at').andWhere('expires_at', '>', now).update({ used_at: now });
  return changed > 0;
}

/** Retires every unused token of the user (e.g. when a newer reset link is sent); returns how many. */
export async function retireUnusedAccountTokens(db: Executor, kind: AccountTokenKind, userId: string, now: Date = new Date()): Promise<number> {
  return db(TABLES[kind]).where({ user_id: userId }).whereNull('used_at').update({ used_at: now });
}

/** Deletes tokens that expired before `before` (housekeeping); returns how many. */
export async function deleteExpiredAccountTokens(db: Executor, kind: AccountTokenKind, before: Date): Promise<number> {
  return db(TABLES[kind]).where('expires_at', '<', before).delete();
}

function toAccountToken(row: RawRow): AccountToken {
  return {
    id: readNumber(row.id),
    userId: String(row.user_id),
    tokenHash: String(row.token_hash),
    expiresAt: readDate(row.expires_at),
    usedAt: readNullableDate(row.used_at),
    createdAt: readDate(row.created_at),
  };
}
