/**
 * The sealed session cookie on its own: attributes, lifetimes, tampering, and the bounded unseal cache that never
 * outlives a seal.
 */
import type { Request, Response } from 'express';
import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { BROWSER_SESSION_SECONDS, createSessionManager, REMEMBER_ME_SECONDS, SECURE_SESSION_COOKIE, type SessionManager } from './session';

const SECRET = 'a-test-secret-that-is-long-enough-for-iron-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Just enough of Express's req/res for the session manager. */
function fakeExchange(cookie?: string, options: { secure?: boolean } = {}) {
  const headers = new Map<string, string[]>();
  const req = { headers: cookie ? { cookie } : {}, secure: options.secure ?? false } as unknown as Request;
  const res = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string[]) => headers.set(name.toLowerCase(), value),
  } as unknown as Response;
  const setCookies = () => (headers.get('set-cookie') ?? []).map((header) => ({ header, ...parseSetCookie(header) }));
  return { req, res, setCookies };
}

function manager(options: { cacheSize?: number; isProduction?: boolean; now?: { value: number } } = {}): SessionManager {
  const clock = options.now ? () => options.now!.value : Date.now;
  return createSessionManager({ sessionSecret: SECRET, sessionCacheSize: options.cacheSize ?? 100, isProduction: options.isProduction ?? false }, clock);
}

async function issue(sessions: SessionManager, rememberMe: boolean, userId = 'user-1') {
  const exchange = fakeExchange();
  await sessions.start(exchange.req, exchange.res, { userId, version: 1, rememberMe });
  const [cookie] = exchange.setCookies();
  if (!cookie?.value) throw new Error('no cookie was set');
  return cookie;
}

const read = (sessions: SessionManager, name: string, value: string) => sessions.read(fakeExchange(`${name}=${value}`).req);

describe('the session cookie', () => {
  it('with remember-me lasts 30 days: HttpOnly, SameSite=Lax, Path=/, Max-Age 30 days', async () => {
    const cookie = await issue(manager(), true);
    expect(cookie.name).toBe('tutor_session');
    expect(cookie.maxAge).toBe(REMEMBER_ME_SECONDS);
    expect(REMEMBER_ME_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(cookie.header).toMatch(/; HttpOnly/);
    expect(cookie.header).toMatch(/; SameSite=Lax/);
    expect(cookie.header).toMatch(/; Path=\//);
    expect(cookie.header).not.toMatch(/Secure/);
  });

  it('without remember-me is a browser-session cookie (no Max-Age, no Expires)', async () => {
    const cookie = await issue(manager(), false);
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.header).toMatch(/; HttpOnly/);
  });

  it('is a new value at every sign-in, and reads back the claims', async () => {
    const sessions = manager();
    const first = await issue(sessions, true);
    const second = await issue(sessions, true);
    expect(first.value).not.toBe(second.value);
    await expect(read(sessions, first.name, first.value!)).resolves.toMatchObject({ userId: 'user-1', version: 1, rememberMe: true });
  });

  it('in production over HTTPS is __Host-tutor_session and Secure', async () => {
    const sessions = manager({ isProduction: true });
    const exchange = fakeExchange(undefined, { secure: true });
    await sessions.start(exchange.req, exchange.res, { userId: 'user-1', version: 1, rememberMe: true });
    const [cookie] = exchange.setCookies();
    expect(cookie?.name).toBe(SECURE_SESSION_COOKIE);
    expect(cookie?.header).toMatch(/; Secure/);
    expect(cookie?.header).toMatch(/; Path=\//);
    expect(cookie?.header).not.toMatch(/Domain=/);
    const back = fakeExchange(`${SECURE_SESSION_COOKIE}=${cookie?.value}`, { secure: true });
    await expect(sessions.read(back.req)).resolves.toMatchObject({ userId: 'user-1' });
  });

  it('a tampered value reads as signed out and is not cached', async () => {
    const sessions = manager();
    const cookie = await issue(sessions, true);
    const value = cookie.value!;
    const flipped = value.slice(0, 40) + (value[40] === 'A' ? 'B' : 'A') + value.slice(41);
    await expect(read(sessions, cookie.name, flipped)).resolves.toBeNull();
    await expect(read(sessions, cookie.name, 'not-a-seal')).resolves.toBeNull();
    expect(sessions.cacheSize).toBe(0);
  });

  it('a seal from another secret reads as signed out', async () => {
    const cookie = await issue(createSessionManager({ sessionSecret: `${SECRET}-other`, sessionCacheSize: 10, isProduction: false }), true);
    await expect(read(manager(), cookie.name, cookie.value!)).resolves.toBeNull();
  });

  it('clear expires the cookie with the same attributes', () => {
    const exchange = fakeExchange();
    manager().clear(exchange.req, exchange.res);
    const [cookie] = exchange.setCookies();
    expect(cookie).toMatchObject({ name: 'tutor_session', maxAge: 0 });
    expect(cookie?.header).toMatch(/; HttpOnly/);
  });
});

describe('session lifetimes and the unseal cache', () => {
  it('a browser-session seal expires a day after sign-in, even when its unseal is cached', async () => {
    const now = { value: Date.now() };
    const sessions = manager({ now });
    const cookie = await issue(sessions, false);
    await expect(read(sessions, cookie.name, cookie.value!)).resolves.not.toBeNull();
    expect(sessions.cacheSize).toBe(1);
    now.value += BROWSER_SESSION_SECONDS * 1000 - 1_000;
    await expect(read(sessions, cookie.name, cookie.value!)).resolves.not.toBeNull();
    now.value += 2_000;
    await expect(read(sessions, cookie.name, cookie.value!)).resolves.toBeNull();
  });

  it('a remember-me seal is valid on day 29 and refused on day 31', async () => {
    const now = { value: Date.now() };
    const sessions = manager({ now });
    const cookie = await issue(sessions, true);
    now.value += 29 * DAY_MS;
    await expect(read(sessions, cookie.name, cookie.value!)).resolves.not.toBeNull();
    now.value += 2 * DAY_MS;
    await expect(read(sessions, cookie.name, cookie.value!)).resolves.toBeNull();
  });

  it('the cache is bounded by SESSION_CACHE_SIZE', async () => {
    const sessions = manager({ cacheSize: 3 });
    const cookies = await Promise.all(Array.from({ length: 8 }, (_, index) => issue(sessions, true, `user-${index}`)));
    for (const cookie of cookies) await read(sessions, cookie.name, cookie.value!);
    expect(sessions.cacheSize).toBe(3);
    // Evicted entries are simply unsealed again.
    await expect(read(sessions, cookies[0]!.name, cookies[0]!.value!)).resolves.toMatchObject({ userId: 'user-0' });
  });

  it('a size of 0 disables the cache', async () => {
    const sessions = manager({ cacheSize: 0 });
    const cookie = await issue(sessions, true);
    await expect(read(sessions, cookie.name, cookie.value!)).resolves.not.toBeNull();
    expect(sessions.cacheSize).toBe(0);
  });
});
