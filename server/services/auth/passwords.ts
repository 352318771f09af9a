/**
 * Password hashing with argon2id (@node-rs/argon2, native, off the event loop). The parameters are OWASP's
 * recommended minimum for argon2id (19 MiB, 2 passes, 1 lane): ≈ 40–70 ms a hash on this machine, enough to make
 * offline guessing expensive without letting a login burst starve the server.
 *
 * verifyPasswordOrDummy keeps login timing the same whether or not the account exists: an unknown e-mail (or a
 * Google-only account without a password) is verified against a dummy hash with the same parameters.
 */
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read at run time). */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`, or — when there is no hash to check — against a dummy hash so the
 * caller spends the same time either way. Always false without a real hash.
 */
export async function verifyPasswordOrDummy(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword('dummy-password-for-constant-time-login');
  await verifyPassword(await dummyHash, password);
  return false;
}
