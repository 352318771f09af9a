/**
 * CSRF over real HTTP: a state-changing /api call must come from our origin and carry JSON (or nothing);
 * anything a cross-site form could send is refused with 403 before the body is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../contract/common';
import { createTestDatabase, type TestDatabase } from '../../db/testing';
import { startTestApp, type RunningApp } from '../testing';

describe('CSRF protection of /api', () => {
  let database: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await startTestApp(database.knex);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  // POST /api/health has no route: a request that gets past the CSRF check ends in the JSON 404.
  const post = (headers: Record<string, string>, body?: string) =>
    fetch(`${app.baseUrl}/api/health`, { method: 'POST', headers, body });

  async function expectForbidden(response: Response) {
    expect(response.status).toBe(403);
    const body = ApiErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('csrf:forbidden');
  }

  it('refuses a state-changing call without Origin or Referer', async () => {
    await expectForbidden(await post({ 'Content-Type': 'application/json' }, '{}'));
  });

  it('refuses a foreign Origin, and the opaque "null" origin', async () => {
    await expectForbidden(await post({ Origin: 'https://evil.example', 'Content-Type': 'application/json' }, '{}'));
    await expectForbidden(await post({ Origin: 'null', 'Content-Type': 'application/json' }, '{}'));
  });

  it('refuses a foreign Referer when there is no Origin', async () => {
    await expectForbidden(await post({ Referer: 'https://evil.example/page', 'Content-Type': 'application/json' }, '{}'));
  });

  it('refuses what an HTML form can send, even from our own origin', async () => {
    const origin = { Origin: app.baseUrl };
    await expectForbidden(await post({ ...origin, 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1'));
    await expectForbidden(await post({ ...origin, 'Content-Type': 'text/plain' }, '{"a":1}'));
    await expectForbidden(await post({ ...origin, 'Content-Type': 'multipart/form-data; boundary=x' }, '--x--'));
  });

  it('lets our own origin through with JSON, or with no body at all', async () => {
    expect((await post({ Origin: app.baseUrl, 'Content-Type': 'application/json; charset=utf-8' }, '{}')).status).toBe(404);
    expect((await post({ Origin: app.baseUrl })).status).toBe(404);
    expect((await post({ Referer: `${app.baseUrl}/chat`, 'Content-Type': 'application/json' }, '{}')).status).toBe(404);
  });

  it('accepts multipart only on the upload route', async () => {
    const response = await fetch(`${app.baseUrl}/api/payment/confirm-vodafone`, {
      method: 'POST',
      headers: { Origin: app.baseUrl, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    });
    expect(response.status).not.toBe(403);
  });

  it('does not check reads', async () => {
    expect((await fetch(`${app.baseUrl}/api/health`, { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('CSRF behind a configured public origin', () => {
  let database: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await startTestApp(database.knex, { publicOrigin: 'https://tutor.example' });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('compares with PUBLIC_ORIGIN rather than the Host header', async () => {
    const post = (origin: string) =>
      fetch(`${app.baseUrl}/api/health`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: '{}' });
    expect((await post(app.baseUrl)).status).toBe(403);
    expect((await post('https://tutor.example')).status).toBe(404);
  });
});
