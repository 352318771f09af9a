/** One-time account tokens on both engines: stored by hash, consumed once, never after expiry, retired in bulk. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import {
  consumeAccountToken,
  deleteExpiredAccountTokens,
  findAccountTokenByHash,
  insertAccountToken,
  retireUnusedAccountTokens,
  type AccountTokenKind,
} from './tokens.repository';
import { insertUser } from './users.repository';

const HOUR = 60 * 60 * 1000;
const hash = () => randomUUID().replace(/-/g, '').padEnd(64, '0');

describeEachDatabase('account tokens repository', (db) => {
  const newUser = () => insertUser(db.knex, { name: 'Token Owner', email: `tokens.${randomUUID().slice(0, 8)}@example.com` });

  for (const kind of ['passwordReset', 'emailVerification'] as AccountTokenKind[]) {
    it(`${kind}: a stored token is found by its hash with its expiry to the millisecond`, async () => {
      const user = await newUser();
      const expiresAt = new Date(Date.now() + HOUR);
      const tokenHash = hash();
      const inserted = await insertAccountToken(db.knex, kind, { userId: user.id, tokenHash, expiresAt });
      const found = await findAccountTokenByHash(db.knex, kind, tokenHash);
      expect(found).toMatchObject({ id: inserted.id, userId: user.id, tokenHash, usedAt: null });
      expect(found?.expiresAt.getTime()).toBe(expiresAt.getTime());
      expect(await findAccountTokenByHash(db.knex, kind, hash())).toBeUndefined();
    });

    it(`${kind}: a token is consumed exactly once, even by concurrent attempts`, async () => {
      const user = await newUser();
      const token = await insertAccountToken(db.knex, kind, { userId: user.id, tokenHash: hash(), expiresAt: new Date(Date.now() + HOUR) });
      const results = await Promise.all([1, 2, 3].map(() => consumeAccountToken(db.knex, kind, token.id)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await findAccountTokenByHash(db.knex, kind, token.tokenHash))?.usedAt).toBeInstanceOf(Date);
    });
  }

  it('an expired token cannot be consumed', async () => {
    const user = await newUser();
    const token = await insertAccountToken(db.knex, 'passwordReset', { userId: user.id, tokenHash: hash(), expiresAt: new Date(Date.now() - 1) });
    expect(await consumeAccountToken(db.knex, 'passwordReset', token.id)).toBe(false);
  });

  it("retiring a user's unused tokens leaves other users' tokens and the other kind alone", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const expiresAt = new Date(Date.now() + HOUR);
    const first = await insertAccountToken(db.knex, 'passwordReset', { userId: owner.id, tokenHash: hash(), expiresAt });
    const second = await insertAccountToken(db.knex, 'passwordReset', { userId: owner.id, tokenHash: hash(), expiresAt });
    const othersToken = await insertAccountToken(db.knex, 'passwordReset', { userId: other.id, tokenHash: hash(), expiresAt });
    const verification = await insertAccountToken(db.knex, 'emailVerification', { userId: owner.id, tokenHash: hash(), expiresAt });

    expect(await retireUnusedAccountTokens(db.knex, 'passwordReset', owner.id)).toBe(2);
    expect(await consumeAccountToken(db.knex, 'passwordReset', first.id)).toBe(false);
    expect(await consumeAccountToken(db.knex, 'passwordReset', second.id)).toBe(false);
    expect(await consumeAccountToken(db.knex, 'passwordReset', othersToken.id)).toBe(true);
    expect(await consumeAccountToken(db.knex, 'emailVerification', verification.id)).toBe(true);
  });

  it('housekeeping deletes only tokens that expired before the cut-off', async () => {
    const user = await newUser();
    const old = await insertAccountToken(db.knex, 'emailVerification', { userId: user.id, tokenHash: hash(), expiresAt: new Date(Date.now() - 10 * HOUR) });
    const fresh = await insertAccountToken(db.knex, 'emailVerification', { userId: user.id, tokenHash: hash(), expiresAt: new Date(Date.now() + HOUR) });
    expect(await deleteExpiredAccountTokens(db.knex, 'emailVerification', new Date(Date.now() - HOUR))).toBeGreaterThanOrEqual(1);
    expect(await findAccountTokenByHash(db.knex, 'emailVerification', old.tokenHash)).toBeUndefined();
    expect(await findAccountTokenByHash(db.knex, 'emailVerification', fresh.tokenHash)).toBeDefined();
  });
});
