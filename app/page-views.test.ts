/**
 * The page-view reporter: one POST per navigation with the path and the tab's visit id, document.referrer on the
 * visit's first view only, keepalive, the identity headers; nothing when storage or fetch fail.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageViewRequestSchema } from '../contract/tracking';
import { PAGE_VIEW_URL, reportPageView, VISIT_SESSION_KEY } from './page-views';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

describe('reportPageView', () => {
  const fetchMock = vi.fn(async () => new Response('{"ok":true}'));
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
    vi.stubGlobal('document', { referrer: 'https://www.google.com/search?q=x' });
    vi.stubGlobal('navigator', { userAgent: 'test', language: 'ar', hardwareConcurrency: 2 });
    vi.stubGlobal('screen', { width: 1, height: 1, colorDepth: 24 });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const sent = (call: number) => {
    const [url, init] = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
    return { url, init, body: PageViewRequestSchema.parse(JSON.parse(String(init.body))) };
  };

  it('sends the path, a stable visit id and the referrer on the first view only, with keepalive and the device id', () => {
    reportPageView('/pricing');
    reportPageView('/chat');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = sent(0);
    const second = sent(1);
    expect(first.url).toBe(PAGE_VIEW_URL);
    expect(first.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(new Headers(first.init.headers).get('X-Device-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body).toEqual({ path: '/pricing', sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), referrer: 'https://www.google.com/search?q=x' });
    expect(second.body).toEqual({ path: '/chat', sessionId: first.body.sessionId, referrer: null });
    expect((window as unknown as { sessionStorage: MemoryStorage }).sessionStorage.getItem(VISIT_SESSION_KEY)).toBe(first.body.sessionId);
  });

  it('a failing network never throws', async () => {
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    expect(() => reportPageView('/')).not.toThrow();
    await Promise.resolve();
  });
});
