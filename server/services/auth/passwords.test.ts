/** Password hashing: argon2id, and the same cost whether or not an account has a hash to check. */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from './passwords';

describe('passwords', () => {
  it('are hashed with argon2id (19 MiB, 2 passes) and a fresh salt each time', async () => {
    const first = await hashPassword('كلمة-سر-123');
    const second = await hashPassword('كلمة-سر-123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('كلمة');
  });

  it('verify the right password, refuse a wrong one and a malformed hash', async () => {
    const stored = await hashPassword('secret-one');
    await expect(verifyPassword(stored, 'secret-one')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'secret-two')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'secret-one')).resolves.toBe(false);
  });

  it('an account without a hash is still checked against a dummy hash, and always fails', async () => {
    await expect(verifyPasswordOrDummy(null, 'anything')).resolves.toBe(false);
    const stored = await hashPassword('secret-one');
    const time = async (check: () => Promise<boolean>) => {
      const started = performance.now();
      for (let round = 0; round < 5; round += 1) await check();
      return performance.now() - started;
    };
    const withHash = await time(() => verifyPasswordOrDummy(stored, 'wrong'));
    const withoutHash = await time(() => verifyPasswordOrDummy(undefined, 'wrong'));
    // Same argon2 work either way: the two must be of the same order, not a cheap early return.
    expect(withoutHash).toBeGreaterThan(withHash / 3);
    expect(withoutHash).toBeLessThan(withHash * 3);
  });
});
