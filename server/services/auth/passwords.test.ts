/** Password hashing: argon2id, and the same cost whether or not an account has a hash to check. */
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from './passwords';

const { verifySpy } = vi.hoisted(() => ({ verifySpy: vi.fn() }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  verifySpy.mockImplementation(original.verify);
  return { ...original, verify: verifySpy };
});

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

  it('an account without a hash is still checked against a dummy hash of the same cost, and always fails', async () => {
    // Timing is not asserted (the machine is shared and noisy): the same argon2 work is, by looking at what is verified.
    verifySpy.mockClear();
    await expect(verifyPasswordOrDummy(null, 'anything')).resolves.toBe(false);
    await expect(verifyPasswordOrDummy(undefined, 'anything')).resolves.toBe(false);
    expect(verifySpy).toHaveBeenCalledTimes(2);
    const stored = await hashPassword('secret-one');
    verifySpy.mockClear();
    await verifyPasswordOrDummy(stored, 'wrong');
    await verifyPasswordOrDummy(null, 'wrong');
    const [[realHash], [dummyHash]] = verifySpy.mock.calls as [[string], [string]];
    const parameters = (encoded: string) => encoded.split('$').slice(1, 4).join('$');
    expect(parameters(dummyHash)).toBe(parameters(realHash));
    expect(dummyHash).not.toBe(realHash);
  });
});
