/**
 * Who is calling: the session's user only while its version matches the database (revocation holds even when the
 * unseal is cached), and the visitor headers validated.
 */
import type { Request, Response } from 'express';
import { parseSetCookie } from 'cookie';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing';
import { bumpSessionVersion, insertUser } from '../../db/repositories/users.repository';
import { createSessionManager } from '../services/auth/session';
import { loadIdentity } from './identity';

const config = { sessionSecret: 'identity-test-secret-identity-test-secret-0123', sessionCacheSize: 50, isProduction: false };

function exchange(headers: Record<string, string> = {}) {
  const setCookie: string[] = [];
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const req = {
    headers: lower,
    secure: false,
    ip: '203.0.113.7',
    socket: {},
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as Request;
  const res = {
    getHeader: () => setCookie,
    setHeader: (_name: string, value: string[]) => setCookie.splice(0, setCookie.length, ...value),
  } as unknown as Response;
  return { req, res, setCookie };
}

describeEachDatabase('the caller identity', (database) => {
  const sessions = createSessionManager(config);
  const context = () => ({ db: database.knex, sessions });

  async function signedInCookie(userId: string, version: number): Promise<string> {
    const { req, res, setCookie } = exchange();
    await sessions.start(req, res, { userId, version, rememberMe: true });
    const cookie = parseSetCookie(setCookie[0] ?? '');
    return `${cookie.name}=${cookie.value}`;
  }

  it('a valid cookie identifies its user', async () => {
    const user = await insertUser(database.knex, { name: 'Mona', email: 'mona@example.com' });
    const cookie = await signedInCookie(user.id, user.sessionVersion);
    const { req, res, setCookie } = exchange({ cookie });
    const identity = await loadIdentity(context(), req, res);
    expect(identity.user?.email).toBe('mona@example.com');
    expect(identity.session).toMatchObject({ userId: user.id, rememberMe: true });
    expect(setCookie).toEqual([]);
  });

  it('a revoked session is refused even while its unseal is cached, and the cookie is cleared', async () => {
    const user = await insertUser(database.knex, { name: 'Omar', email: 'omar@example.com' });
    const cookie = await signedInCookie(user.id, user.sessionVersion);
    const first = exchange({ cookie });
    expect((await loadIdentity(context(), first.req, first.res)).user?.id).toBe(user.id);
    const cachedBefore = sessions.cacheSize;

    await bumpSessionVersion(database.knex, user.id);
    const again = exchange({ cookie });
    const identity = await loadIdentity(context(), again.req, again.res);
    expect(sessions.cacheSize).toBe(cachedBefore); // still cached: the refusal came from the version check
    expect(identity.user).toBeNull();
    expect(identity.session).toBeNull();
    expect(parseSetCookie(again.setCookie[0] ?? '')).toMatchObject({ name: 'tutor_session', maxAge: 0 });
  });

  it('a cookie for a deleted account signs out', async () => {
    const cookie = await signedInCookie('00000000-0000-0000-0000-000000000000', 1);
    const { req, res, setCookie } = exchange({ cookie });
    expect((await loadIdentity(context(), req, res)).user).toBeNull();
    expect(setCookie).toHaveLength(1);
  });

  it('no cookie: a visitor, and nothing is cleared', async () => {
    const { req, res, setCookie } = exchange();
    const identity = await loadIdentity(context(), req, res);
    expect(identity).toMatchObject({ user: null, session: null, anonymousId: null, deviceId: null, fingerprint: null, ip: '203.0.113.7' });
    expect(setCookie).toEqual([]);
  });

  it('keeps well-formed visitor headers and drops malformed or oversized ones', async () => {
    const good = exchange({
      'X-Anonymous-Id': 'user_1732170000000_k3j9x2m1p',
      'X-Device-Id': '0b6f3c1e-3c1a-4d7e-9a53-2f5a6b7c8d9e',
      'X-Device-Fingerprint': 'A1B2C3D4E5F60718',
    });
    await expect(loadIdentity(context(), good.req, good.res)).resolves.toMatchObject({
      anonymousId: 'user_1732170000000_k3j9x2m1p',
      deviceId: '0b6f3c1e-3c1a-4d7e-9a53-2f5a6b7c8d9e',
      fingerprint: 'a1b2c3d4e5f60718',
    });
    const bad = exchange({
      'X-Anonymous-Id': 'user_1732170000000_bad id',
      'X-Device-Id': `${'a'.repeat(65)}`,
      'X-Device-Fingerprint': 'not-hex!',
    });
    await expect(loadIdentity(context(), bad.req, bad.res)).resolves.toMatchObject({ anonymousId: null, deviceId: null, fingerprint: null });
    const long = exchange({ 'X-Anonymous-Id': `user_1732170000000_${'a'.repeat(60)}` });
    await expect(loadIdentity(context(), long.req, long.res)).resolves.toMatchObject({ anonymousId: null });
  });
});
