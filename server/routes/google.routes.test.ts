/**
 * Google sign-in end to end over real HTTP, on SQLite and MariaDB: the app from create-app, a fake Google
 * (OpenID Connect issuer) on loopback, and the browser's redirects followed by hand with its cookies.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { parseSetCookie } from 'cookie';
import pino from 'pino';
import { AuthProvidersResponseSchema, MeResponseSchema } from '../../contract/auth';
import { COOKIE_NAMES } from '../../contract/constants';
import { findConversationById, insertConversation } from '../../db/repositories/conversations.repository';
import { findUserByEmail, findUserById, insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { GOOGLE_FLOW_COOKIE } from '../services/auth/google.service';
import { startFakeOidcIssuer, type FakeOidcIssuer } from '../testing/fake-oidc-issuer';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const FAILED = '/auth/login?error=google_failed';

describeEachDatabase('Google sign-in', (database) => {
  let issuer: FakeOidcIssuer;
  let app: RunningApp;
  let unconfigured: RunningApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    issuer = await startFakeOidcIssuer();
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    app = await startTestApp(
      database.knex,
      { google: { clientId: issuer.clientId, clientSecret: issuer.clientSecret, issuer: issuer.issuer } },
      { relaxedRateLimits: true, logger },
    );
    unconfigured = await startTestApp(database.knex, { google: undefined });
  });
  afterAll(async () => {
    await app.close();
    await unconfigured.close();
    await issuer.close();
  });
  beforeEach(() => {
    issuer.behaviour = {};
    logLines.length = 0;
  });

  /**
   * The browser's trip: our /api/auth/google → Google's /authorize → back to our callback. `tamper` may edit the
   * callback URL Google sent the browser to. Returns every response and where the app finally sent the browser.
   */
  async function signInWithGoogle(browser: TestClient, { query = '', tamper }: { query?: string; tamper?: (url: URL) => void } = {}) {
    const start = await browser.get(`/api/auth/google${query}`);
    const startCookies = browser.lastSetCookies;
    expect(start.status).toBe(302);
    const authorize = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const callbackUrl = new URL(authorize.headers.get('location') ?? '');
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(`${app.baseUrl}/api/auth/google/callback`);
    tamper?.(callbackUrl);
    const callback = await browser.get(callbackUrl.pathname + callbackUrl.search);
    expect(callback.status).toBe(302);
    return { start, startCookies, callbackUrl, callback, location: callback.headers.get('location') };
  }

  async function me(browser: TestClient) {
    const response = await browser.get('/api/auth/me');
    return response.status === 200 ? MeResponseSchema.parse(await response.json()) : response.status;
  }

  function failureLog(): { reason?: string } | undefined {
    const line = logLines.find((text) => text.includes('google sign-in failed'));
    return line ? (JSON.parse(line) as { reason?: string }) : undefined;
  }

  it('a new Google user gets an account with a verified e-mail, a 30-day session and lands on /chat', async () => {
    issuer.nextAccount = { sub: 'g-new-1', email: 'Nour.Student@gmail.com', name: 'نور محمد', picture: 'https://lh3.example.com/nour.png' };
    const browser = createTestClient(app);
    const { location } = await signInWithGoogle(browser);
    expect(location).toBe('/chat');

    const session = browser.lastSetCookies.map((header) => parseSetCookie(header)).find((cookie) => cookie.name === COOKIE_NAMES.session);
    expect(session?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(browser.cookies.has(GOOGLE_FLOW_COOKIE)).toBe(false);

    const user = await me(browser);
    expect(user).toMatchObject({ email: 'nour.student@gmail.com', name: 'نور محمد', profileImage: 'https://lh3.example.com/nour.png', emailVerified: true });
    const row = await findUserByEmail(database.knex, 'nour.student@gmail.com');
    expect(row).toMatchObject({ googleSub: 'g-new-1', passwordHash: null });
    expect(row?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('the authorization request uses PKCE S256, state, nonce and our callback; the flow cookie is sealed and short-lived', async () => {
    issuer.nextAccount = { sub: 'g-pkce', email: 'pkce@gmail.com', name: 'PKCE Student' };
    const { start, startCookies } = await signInWithGoogle(createTestClient(app));
    const sent = new URL(start.headers.get('location') ?? '').searchParams;
    expect(sent.get('code_challenge_method')).toBe('S256');
    expect(sent.get('scope')).toBe('openid email profile');
    expect(sent.get('redirect_uri')).toBe(`${app.baseUrl}/api/auth/google/callback`);
    expect(sent.get('state')).toBeTruthy();
    expect(sent.get('nonce')).toBeTruthy();
    expect(issuer.tokenRequests.at(-1)?.code_verifier).toMatch(/^[\w-]{43,128}$/);

    const flowHeader = startCookies.find((header) => header.startsWith(`${GOOGLE_FLOW_COOKIE}=`)) ?? '';
    expect(flowHeader).toMatch(/HttpOnly/i);
    expect(flowHeader).toMatch(/SameSite=Lax/i);
    expect(flowHeader).toMatch(/Path=\/api\/auth\/google(;|$)/);
    expect(parseSetCookie(flowHeader).maxAge).toBe(600);
    // Sealed: none of the secrets is readable in the cookie.
    expect(flowHeader).not.toContain(sent.get('state') ?? '-');
  });

  it('a Google account with the e-mail of an existing account signs into that account and links it', async () => {
    const existing = await insertUser(database.knex, {
      name: 'Amira',
      email: 'amira@example.com',
      passwordHash: await hashPassword('secret123'),
      emailVerified: true,
    });
    issuer.nextAccount = { sub: 'g-amira', email: 'Amira@Example.com', name: 'Amira From Google' };
    const browser = createTestClient(app);
    expect((await signInWithGoogle(browser)).location).toBe('/chat');
    expect(await me(browser)).toMatchObject({ id: existing.id, name: 'Amira' });

    const rows = await database.knex('users').where({ email: 'amira@example.com' });
    expect(rows).toHaveLength(1);
    expect(await findUserById(database.knex, existing.id)).toMatchObject({ googleSub: 'g-amira', emailVerified: true });
    // The password still works: linking Google does not take it away from a verified owner.
    const login = await createTestClient(app).post('/api/auth/login', { email: 'amira@example.com', password: 'secret123' });
    expect(login.status).toBe(200);
  });

  it('linking to an account whose e-mail was never verified removes its password and revokes its sessions', async () => {
    const squatter = createTestClient(app);
    expect((await squatter.post('/api/auth/register', { email: 'victim@gmail.com', password: 'squatter1', name: 'Squatter' })).status).toBe(201);
    expect(await me(squatter)).toMatchObject({ email: 'victim@gmail.com' });

    issuer.nextAccount = { sub: 'g-victim', email: 'victim@gmail.com', name: 'Real Owner' };
    const owner = createTestClient(app);
    expect((await signInWithGoogle(owner)).location).toBe('/chat');
    expect(await me(owner)).toMatchObject({ email: 'victim@gmail.com', emailVerified: true });
    expect(await me(squatter)).toBe(401);
    expect((await findUserByEmail(database.knex, 'victim@gmail.com'))?.passwordHash).toBeNull();
  });

  it('a returning Google user signs into the same account', async () => {
    issuer.nextAccount = { sub: 'g-return', email: 'return@gmail.com', name: 'Returning' };
    const first = createTestClient(app);
    await signInWithGoogle(first);
    const second = createTestClient(app);
    expect((await signInWithGoogle(second)).location).toBe('/chat');
    const [a, b] = [await me(first), await me(second)];
    expect(typeof a === 'object' && typeof b === 'object' && a.id === b.id).toBe(true);
    expect(await database.knex('users').where({ google_sub: 'g-return' })).toHaveLength(1);
  });

  it('the anonymous visitor’s conversations move to the account, and returnTo is honoured only on this site', async () => {
    const anonymousId = 'user_1732170000000_abcd1234';
    const conversation = await insertConversation(database.knex, { anonymousId, title: 'حل معادلة', personality: 'default' });
    issuer.nextAccount = { sub: 'g-anon', email: 'anon@gmail.com', name: 'Anon Student' };
    const browser = createTestClient(app);
    const { location } = await signInWithGoogle(browser, { query: `?anonymousId=${anonymousId}&returnTo=%2Fchat%3Fc%3D1` });
    expect(location).toBe('/chat?c=1');
    const user = await me(browser);
    expect((await findConversationById(database.knex, conversation.id))?.userId).toBe(typeof user === 'object' ? user.id : 'none');

    issuer.nextAccount = { sub: 'g-anon', email: 'anon@gmail.com' };
    expect((await signInWithGoogle(createTestClient(app), { query: '?returnTo=//evil.example/x' })).location).toBe('/chat');
  });

  it('a callback with another state is refused: google_failed, no session, no account', async () => {
    issuer.nextAccount = { sub: 'g-state', email: 'state@gmail.com', name: 'State' };
    const browser = createTestClient(app);
    const { location, callbackUrl } = await signInWithGoogle(browser, { tamper: (url) => url.searchParams.set('state', 'attacker-state') });
    expect(location).toBe(FAILED);
    expect(browser.cookies.has(COOKIE_NAMES.session)).toBe(false);
    expect(await findUserByEmail(database.knex, 'state@gmail.com')).toBeUndefined();
    expect(failureLog()?.reason).toMatch(/state/);
    // The log names the reason, never the code or the state.
    expect(logLines.join('\n')).not.toContain(callbackUrl.searchParams.get('code') ?? '-');
  });

  it('an id_token whose signature does not match Google’s keys is refused', async () => {
    issuer.nextAccount = { sub: 'g-forged', email: 'forged@gmail.com', name: 'Forged' };
    issuer.behaviour = { forgeSignature: true };
    const browser = createTestClient(app);
    expect((await signInWithGoogle(browser)).location).toBe(FAILED);
    expect(browser.cookies.has(COOKIE_NAMES.session)).toBe(false);
    expect(await findUserByEmail(database.knex, 'forged@gmail.com')).toBeUndefined();
    expect(failureLog()?.reason).toMatch(/signature/);
  });

  it('an id_token with another nonce is refused', async () => {
    issuer.nextAccount = { sub: 'g-nonce', email: 'nonce@gmail.com', name: 'Nonce' };
    issuer.behaviour = { idTokenOverrides: { nonce: 'replayed-nonce' } };
    const browser = createTestClient(app);
    expect((await signInWithGoogle(browser)).location).toBe(FAILED);
    expect(await findUserByEmail(database.knex, 'nonce@gmail.com')).toBeUndefined();
    expect(failureLog()?.reason).toMatch(/nonce/);
  });

  it('refused consent, an unverified Google e-mail and a callback without the flow cookie all end at google_failed', async () => {
    issuer.behaviour = { denyConsent: true };
    expect((await signInWithGoogle(createTestClient(app))).location).toBe(FAILED);
    expect(failureLog()?.reason).toBe('authorization_error:access_denied');

    issuer.nextAccount = { sub: 'g-unverified', email: 'unverified@gmail.com', email_verified: false };
    expect((await signInWithGoogle(createTestClient(app))).location).toBe(FAILED);
    expect(await findUserByEmail(database.knex, 'unverified@gmail.com')).toBeUndefined();

    const stranger = await createTestClient(app).get('/api/auth/google/callback?code=abc&state=xyz');
    expect(stranger.headers.get('location')).toBe(FAILED);
  });

  it('an e-mail already linked to another Google account is not taken over', async () => {
    await insertUser(database.knex, { name: 'Linked', email: 'linked@gmail.com', googleSub: 'g-original', emailVerified: true });
    issuer.nextAccount = { sub: 'g-other', email: 'linked@gmail.com', name: 'Other' };
    const browser = createTestClient(app);
    expect((await signInWithGoogle(browser)).location).toBe(FAILED);
    expect(browser.cookies.has(COOKIE_NAMES.session)).toBe(false);
  });

  it('GET /api/auth/providers says whether Google sign-in is configured', async () => {
    const configured = await fetch(`${app.baseUrl}/api/auth/providers`);
    expect(AuthProvidersResponseSchema.parse(await configured.json())).toEqual({ google: true });
    const missing = await fetch(`${unconfigured.baseUrl}/api/auth/providers`);
    expect(AuthProvidersResponseSchema.parse(await missing.json())).toEqual({ google: false });
  });

  it('without GOOGLE_CLIENT_ID the Google button leads to the login page saying it is not configured', async () => {
    for (const path of ['/api/auth/google', '/api/auth/google/callback?code=abc&state=xyz']) {
      const response = await fetch(`${unconfigured.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/auth/login?error=google_not_configured');
    }
  });
});
