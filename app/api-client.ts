/**
 * The typed API client, with the semantics of SPEC.md §7 and §8:
 * - every call carries cookies, the anonymous user id header and the device headers (id + coarse fingerprint),
 *   and a JSON content type when there is a body;
 * - any non-OK response becomes an ApiError whose message is "status: body text" (or the status text);
 * - reads that answer 401 resolve to null ("no data") instead of failing.
 */
import { HEADERS, STORAGE_KEYS } from '../contract/constants';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** localStorage, or undefined on the server and where the browser blocks it. */
export function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function randomPart(): string {
  return Math.random().toString(36).slice(2, 11);
}

/** The anonymous student id, `user_{timestamp}_{random}`, created on first use and kept in localStorage. */
export function anonymousId(): string | undefined {
  const store = storage();
  if (!store) return undefined;
  let id = store.getItem(STORAGE_KEYS.anonymousId);
  if (!id) {
    id = `user_${Date.now()}_${randomPart()}`;
    store.setItem(STORAGE_KEYS.anonymousId, id);
  }
  return id;
}

/** A stable per-browser device id for anti-abuse limits (kept even when the anonymous id is cleared). */
export function deviceId(): string | undefined {
  const store = storage();
  if (!store) return undefined;
  let id = store.getItem(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    store.setItem(STORAGE_KEYS.deviceId, id);
  }
  return id;
}

let cachedFingerprint: string | undefined;

/**
 * A coarse device fingerprint (browser, language, screen, time zone, cores) hashed to 16 hex digits: enough to
 * tie an anonymous student's usage to a device when storage is cleared, too coarse to identify a person.
 */
export function deviceFingerprint(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  if (cachedFingerprint) return cachedFingerprint;
  const parts = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|');
  // Two 32-bit FNV-1a lanes with different seeds → 64 bits.
  const lane = (seed: number) => {
    let hash = seed;
    for (let index = 0; index < parts.length; index += 1) {
      hash ^= parts.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  };
  cachedFingerprint = lane(0x811c9dc5) + lane(0x9e3779b9);
  return cachedFingerprint;
}

export function requestHeaders(hasBody: boolean, accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const anonymous = anonymousId();
  if (anonymous) headers.set(HEADERS.anonymousId, anonymous);
  const device = deviceId();
  if (device) headers.set(HEADERS.deviceId, device);
  const fingerprint = deviceFingerprint();
  if (fingerprint) headers.set(HEADERS.deviceFingerprint, fingerprint);
  return headers;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, body);
}

/** A state-changing call (or any call whose failure should surface as an error). */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: requestHeaders(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A read: 401 means "no data" and resolves to null. */
export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', headers: requestHeaders(false), signal });
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The `error.code` of an ApiError's JSON body (e.g. quota:exceeded), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: { code?: unknown } } | undefined;
  return typeof body?.error?.code === 'string' ? body.error.code : undefined;
}

/** The server's own message in an ApiError's JSON body (already in the page language), if there is one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: { message?: unknown } } | undefined;
  return typeof body?.error?.message === 'string' ? body.error.message : undefined;
}
