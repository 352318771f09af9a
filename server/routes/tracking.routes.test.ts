/**
 * POST /api/analytics/page-view and the visitor analytics it feeds (GET /api/admin/analytics/summary and
 * recent-sessions) over real HTTP on each database: stored views and sessions, bots dropped, only the external
 * referrer's origin kept, unique visitors and sessions per Cairo day and week, top pages, the rate limit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsSummarySchema, RecentSessionsResponseSchema } from '../../contract/admin';
import { ApiErrorBodySchema } from '../../contract/common';
import { cairoDay } from '../../contract/constants';
import { PageViewResponseSchema } from '../../contract/tracking';
import { insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { addDays, cairoWeekStart } from '../services/admin/cairo-days';
import { PAGE_VIEW_RATE_LIMITS } from '../services/admin/page-views.service';
import { isBot, parseBrowser, parseDevice } from '../services/admin/user-agent';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const ADMIN_PASSWORD = 'operators-only-2025';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID_TABLET = 'Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0';
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the user-agent reader', () => {
  it.each([
    [CHROME_WINDOWS, 'chrome', 'computer'],
    [SAFARI_IPHONE, 'safari', 'mobile'],
    [FIREFOX_ANDROID_TABLET, 'firefox', 'tablet'],
    [EDGE, 'edge', 'computer'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'chrome', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'chrome', 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'chrome', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'other', 'computer'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'safari', 'computer'],
  ])('%s → %s on a %s', (ua, browser, device) => {
    expect(parseBrowser(ua)).toBe(browser);
    expect(parseDevice(ua)).toBe(device);
    expect(isBot(ua)).toBe(false);
  });

  it.each([GOOGLEBOT, 'curl/8.5.0', 'python-requests/2.32', 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36', 'facebookexternalhit/1.1', '', 'x'])('%j is a bot', (ua) => {
    expect(isBot(ua)).toBe(true);
  });
});

describe('Cairo weeks start on Saturday', () => {
  it.each([
    ['2025-11-22', '2025-11-22'],
    ['2025-11-21', '2025-11-15'],
    ['2025-11-23', '2025-11-22'],
    ['2026-01-01', '2025-12-27'],
  ])('%s is in the week of %s', (day, start) => {
    expect(cairoWeekStart(day)).toBe(start);
  });
});

describeEachDatabase('page views and visitor analytics', (database) => {
  let app: RunningApp;
  let admin: TestClient;
  beforeAll(async () => {
    app = await startTestApp(database.knex, { adminPassword: ADMIN_PASSWORD }, { relaxedRateLimits: true });
    admin = createTestClient(app);
    expect((await admin.post('/api/admin/login', { password: ADMIN_PASSWORD })).status).toBe(200);
  });
  afterAll(() => app.close());

  const browser = (userAgent = CHROME_WINDOWS, deviceId: string = randomUUID()) => createTestClient(app, { 'User-Agent': userAgent, 'X-Device-Id': deviceId });
  const view = (client: TestClient, path: string, sessionId: string, referrer: string | null = null) =>
    client.post('/api/analytics/page-view', { path, referrer, sessionId });
  const summary = async () => AnalyticsSummarySchema.parse(await (await admin.get('/api/admin/analytics/summary')).json());
  const sessions = async () => RecentSessionsResponseSchema.parse(await (await admin.get('/api/admin/analytics/recent-sessions')).json());

  it('a view is stored: the session keeps its entry referrer origin and moves its current page; counts go up once per device and session', async () => {
    const before = await summary();
    const device = randomUUID();
    const client = browser(SAFARI_IPHONE, device);
    const sessionId = `s-${randomUUID()}`;
    const first = await view(client, '/pricing?utm=x#plans', sessionId, 'https://www.google.com/search?q=%D8%AA%D9%88%D8%AC%D9%8A%D9%87%D9%8A');
    expect(first.status).toBe(200);
    expect(PageViewResponseSchema.parse(await first.json())).toEqual({ ok: true });
    expect((await view(client, '/chat', sessionId, 'https://www.google.com/search?q=again')).status).toBe(200);

    const [mine] = (await sessions()).filter((session) => session.id === sessionId);
    expect(mine).toMatchObject({ isAuthenticated: false, currentPage: '/chat', referrer: 'https://www.google.com', browser: 'safari', device: 'mobile', userAgent: SAFARI_IPHONE });
    const stored = await database.knex('page_views').where({ session_id: sessionId }).orderBy('id');
    expect(stored.map((row: { path: string }) => row.path)).toEqual(['/pricing', '/chat']);
    expect(stored.every((row: { device_id: string; cairo_day: string }) => row.device_id === device && row.cairo_day === cairoDay())).toBe(true);

    const after = await summary();
    expect(after.today.unique - before.today.unique).toBe(1);
    expect(after.today.sessions - before.today.sessions).toBe(1);
    expect(after.week.unique - before.week.unique).toBe(1);
    expect(after.week.sessions - before.week.sessions).toBe(1);
    expect(after.active - before.active).toBe(1);

    // A second tab of the same browser: a new session, not a new visitor.
    expect((await view(client, '/', `s-${randomUUID()}`)).status).toBe(200);
    const third = await summary();
    expect(third.today.unique).toBe(after.today.unique);
    expect(third.today.sessions).toBe(after.today.sessions + 1);
  });

  it('a referrer from our own site or a non-http scheme is not kept', async () => {
    const client = browser();
    const own = `s-${randomUUID()}`;
    await view(client, '/', own, `${app.baseUrl}/login`);
    const odd = `s-${randomUUID()}`;
    await view(client, '/', odd, 'android-app://com.google.android.gm/');
    const listed = await sessions();
    expect(listed.find((session) => session.id === own)?.referrer).toBeNull();
    expect(listed.find((session) => session.id === odd)?.referrer).toBeNull();
  });

  it('bots are answered ok but nothing is stored', async () => {
    const before = await summary();
    const sessionId = `s-${randomUUID()}`;
    const response = await view(browser(GOOGLEBOT), '/', sessionId);
    expect(response.status).toBe(200);
    expect(await database.knex('page_views').where({ session_id: sessionId })).toEqual([]);
    expect((await summary()).today).toEqual(before.today);
  });

  it('a visitor who signs in mid-session turns the session authenticated', async () => {
    const client = browser(EDGE);
    const email = `pv-${randomUUID()}@example.com`;
    await insertUser(database.knex, { name: 'Omar', email, passwordHash: await hashPassword('correct horse 1'), emailVerified: true });
    const sessionId = `s-${randomUUID()}`;
    await view(client, '/login', sessionId);
    expect((await sessions()).find((session) => session.id === sessionId)).toMatchObject({ isAuthenticated: false, browser: 'edge', device: 'computer' });
    expect((await client.post('/api/auth/login', { email, password: 'correct horse 1' })).status).toBe(200);
    await view(client, '/chat', sessionId);
    expect((await sessions()).find((session) => session.id === sessionId)).toMatchObject({ isAuthenticated: true, currentPage: '/chat' });
  });

  it('top pages sum this week’s views per path, most viewed first', async () => {
    const path = `/top-${randomUUID().slice(0, 8)}`;
    const client = browser();
    for (let index = 0; index < 30; index += 1) await view(client, path, `s-${randomUUID()}`);
    const { topPages } = await summary();
    expect(topPages[0]).toEqual({ page: path, count: 30 });
    expect(topPages.length).toBeLessThanOrEqual(10);
  });

  it('yesterday and the week read their own counters', async () => {
    const today = cairoDay();
    const yesterday = addDays(today, -1);
    await database.knex('analytics_counters').insert([
      { name: `visitors:day:${yesterday}:devices`, value: 7 },
      { name: `visitors:day:${yesterday}:sessions`, value: 9 },
    ]);
    expect((await summary()).yesterday).toEqual({ unique: 7, sessions: 9 });
  });

  it('recent sessions are the 20 most recently active, newest first', async () => {
    const client = browser();
    for (let index = 0; index < 22; index += 1) await view(client, `/p${index}`, `s-recent-${index}-${randomUUID().slice(0, 6)}`);
    const listed = await sessions();
    expect(listed).toHaveLength(20);
    expect(listed[0]!.currentPage).toBe('/p21');
    const times = listed.map((session) => Date.parse(session.lastActivity));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it.each([
    [{ path: 'no-slash' }, 'path'],
    [{ path: '/x', referrer: 5 }, 'referrer'],
    [{ path: '/x', sessionId: 'bad id!' }, 'sessionId'],
    [{ path: `/${'x'.repeat(2050)}` }, 'path'],
  ])('an invalid body %j is a 400 naming %s', async (body, field) => {
    const response = await browser().post('/api/analytics/page-view', body);
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorBodySchema.parse(await response.json()).error.fields ?? {})).toEqual([field]);
  });
});

describeEachDatabase('page-view rate limit', (database) => {
  it(`the ${PAGE_VIEW_RATE_LIMITS.perCaller.points + 1}th view in a minute from one browser is 429`, async () => {
    const app = await startTestApp(database.knex);
    try {
      const client = createTestClient(app, { 'User-Agent': CHROME_WINDOWS, 'X-Device-Id': randomUUID() });
      for (let index = 0; index < PAGE_VIEW_RATE_LIMITS.perCaller.points; index += 1) {
        expect((await client.post('/api/analytics/page-view', { path: '/', sessionId: 'limit-session' })).status).toBe(200);
      }
      const limited = await client.post('/api/analytics/page-view', { path: '/', sessionId: 'limit-session' });
      expect(limited.status).toBe(429);
      expect(ApiErrorBodySchema.parse(await limited.json()).error.code).toBe('rate:limited');
    } finally {
      await app.close();
    }
  });
});
