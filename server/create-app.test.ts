/**
 * The HTTP host end to end over real HTTP: health against each database, the JSON error contract, security
 * headers, and the server-rendered first byte (language, direction, theme, 404) from the production build.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing';
import { startTestApp, type RunningApp } from './testing';

describeEachDatabase('the API host', (database) => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startTestApp(database.knex);
  });
  afterAll(() => app.close());

  it('GET /api/health answers ok after a real round trip to the database', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.json()).resolves.toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('an unknown API path answers a JSON 404 in the error format, not the HTML page', async () => {
    const response = await fetch(`${app.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    await expect(response.json()).resolves.toEqual({
      error: { code: 'http:not_found', message: 'No API route for GET /api/no-such-thing' },
    });
  });

  it('malformed JSON is a 400 with no stack trace', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseUrl },
      body: '{"broken":',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'http:bad_request', message: 'Malformed request body' } });
    expect(text).not.toMatch(/at \w+ \(|node_modules|SyntaxError/);
  });

  it('a body over the size limit is refused with 413', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseUrl },
      body: JSON.stringify({ text: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    await expect(response.json()).resolves.toMatchObject({ error: { code: 'http:payload_too_large' } });
  });

  it('every response carries a request id and security headers', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('the signed-out visitor reads /api/auth/me as 401 (no data)', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/me`);
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toMatchObject({ error: { code: 'auth:unauthenticated' } });
  });
});

const built = existsSync('dist/server/entry-server.js') && existsSync('dist/client/index.html');

describe.skipIf(!built)('server-rendered pages (production build)', () => {
  let app: RunningApp;
  beforeAll(async () => {
    const { createTestDatabase } = await import('../db/testing');
    const database = await createTestDatabase('sqlite');
    app = await startTestApp(database.knex);
    const close = app.close;
    app.close = async () => {
      await close();
      await database.destroy();
    };
  });
  afterAll(() => app.close());

  const page = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it('renders the landing page in Arabic, right to left, on the first byte', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('<style id="stitches">');
    expect(html).toContain('window.__BOOT__=');
  });

  it('follows the language and theme cookies mirrored from localStorage', async () => {
    const html = await (await page('/', 'language=en; theme=dark')).text();
    expect(html).toMatch(/<html lang="en" dir="ltr" class="dark-theme"/);
  });

  it('resolves the system theme from the prefers-color-scheme client hint when the browser sends it', async () => {
    const html = await (await page('/', 'theme=system', { 'Sec-CH-Prefers-Color-Scheme': 'dark' })).text();
    expect(html).toMatch(/class="dark-theme"/);
  });

  it('puts the per-request CSP nonce on every script and nowhere else', async () => {
    const response = await page('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = (await page('/')).headers.get('content-security-policy');
    expect(again).not.toContain(nonce);
  });

  it('answers an unknown route with the 404 page and status 404', async () => {
    const response = await page('/this/does/not/exist');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404');
  });

  it('serves hashed assets compressed with a one-year immutable cache', async () => {
    const html = await (await page('/')).text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${app.baseUrl}${asset}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toMatch(/br|gzip/);
  });
});
