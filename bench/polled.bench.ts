/**
 * The endpoints every open tab polls (GET /api/auth/me, /api/user/status, /api/subscription/status), measured
 * as a signed-in student calls them: a user is registered on the running server through the real API, its
 * session cookie (and an X-Device-Id) goes on every request. Each endpoint is checked once before the load —
 * status, contract shape, that the answer is the signed-in one, the ETag and its 304 — so we never benchmark
 * an error or a visitor's answer. The target comes from the accounts issue (item 11).
 */
import type { z } from 'zod';
import { MeResponseSchema } from '../contract/auth';
import { COOKIE_NAMES, HEADERS } from '../contract/constants';
import { SubscriptionStatusSchema, UserStatusSchema } from '../contract/subscription';
import { assertLoopback, type LoadResult, type LoadTarget } from './ssr.bench';

/** Target: at least 33 % of the bare node:http req/s of the same run, and p99 ≤ 20 ms, at 100 connections. */
export const POLLED_TARGET = { minShareOfBare: 0.33, maxP99Ms: 20 } as const;

export interface BenchSession {
  /** `name=value` of the session cookie, ready for a Cookie header. */
  cookie: string;
  deviceId: string;
  email: string;
}

interface PolledEndpoint {
  path: string;
  schema: z.ZodType;
  /** True when the body is the signed-in student's answer (not a visitor's). */
  signedIn: (body: never, session: BenchSession) => boolean;
}

const ENDPOINTS: PolledEndpoint[] = [
  { path: '/api/auth/me', schema: MeResponseSchema, signedIn: (body: { email: string }, session) => body.email === session.email },
  { path: '/api/user/status', schema: UserStatusSchema, signedIn: (body: { referralCode: string }) => body.referralCode !== '' },
  { path: '/api/subscription/status', schema: SubscriptionStatusSchema, signedIn: () => true },
];
/** The endpoint whose conditional GET (If-None-Match → 304) is measured too: the largest body. */
const CONDITIONAL_ENDPOINT = '/api/auth/me';

/** Registers a fresh student through POST /api/auth/register and returns its session cookie. */
export async function signUp(baseUrl: string): Promise<BenchSession> {
  assertLoopback(baseUrl);
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'bench-password-1';
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: 'Bench Student', confirmPassword: password }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${baseUrl}/api/auth/register answered ${response.status}: ${text.slice(0, 300)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0]?.trim() ?? '')
    .find((pair) => pair.slice(0, pair.indexOf('=')).endsWith(COOKIE_NAMES.session));
  if (!cookie) throw new Error(`POST /api/auth/register set no ${COOKIE_NAMES.session} cookie`);
  return { cookie, deviceId: 'bench-device-0001', email };
}

function sessionHeaders(session: BenchSession): Record<string, string> {
  return { cookie: session.cookie, [HEADERS.deviceId]: session.deviceId, accept: 'application/json' };
}

/** One GET of `url` with the session; checks it as described above and returns the ETag. */
async function checkEndpoint(endpoint: PolledEndpoint, url: string, session: BenchSession): Promise<string> {
  const response = await fetch(url, { headers: sessionHeaders(session) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} with the session answered ${response.status}: ${text.slice(0, 300)}`);
  const parsed = endpoint.schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`GET ${url}: the answer does not match the contract: ${parsed.error.message}`);
  if (!endpoint.signedIn(parsed.data as never, session)) throw new Error(`GET ${url}: the answer is not the signed-in student's`);
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`GET ${url} sent no ETag`);
  const conditional = await fetch(url, { headers: { ...sessionHeaders(session), 'if-none-match': etag } });
  await conditional.arrayBuffer();
  if (conditional.status !== 304) throw new Error(`GET ${url} with If-None-Match: ${etag} answered ${conditional.status}, not 304`);
  return etag;
}

/**
 * Checks every polled endpoint of the server at `baseUrl` with `session` and returns the load targets: one per
 * endpoint, then the conditional GET of /api/auth/me (its ETag from the check), all labelled with `database`.
 */
export async function polledTargets(database: string, baseUrl: string, serverPid: number, session: BenchSession): Promise<LoadTarget[]> {
  assertLoopback(baseUrl);
  const targets: LoadTarget[] = [];
  let conditional: LoadTarget | undefined;
  for (const endpoint of ENDPOINTS) {
    const url = `${baseUrl}${endpoint.path}`;
    const etag = await checkEndpoint(endpoint, url, session);
    targets.push({ label: `${database} · \`GET ${endpoint.path}\``, url, serverPid, headers: sessionHeaders(session), expectStatus: 200 });
    if (endpoint.path === CONDITIONAL_ENDPOINT) {
      conditional = {
        label: `${database} · \`GET ${endpoint.path}\` + \`If-None-Match\` → 304`,
        url,
        serverPid,
        headers: { ...sessionHeaders(session), 'if-none-match': etag },
        expectStatus: 304,
      };
    }
  }
  return conditional ? [...targets, conditional] : targets;
}

export interface PolledVerdict {
  shareOfBare: number;
  shareOk: boolean;
  p99Ok: boolean;
  /** Both parts of the target met, and no error or unexpected status. */
  pass: boolean;
}

export function polledVerdict(result: LoadResult, bare: LoadResult): PolledVerdict {
  const shareOfBare = bare.requestsPerSecond > 0 ? result.requestsPerSecond / bare.requestsPerSecond : 0;
  const shareOk = shareOfBare >= POLLED_TARGET.minShareOfBare;
  const p99Ok = result.latencyP99Ms <= POLLED_TARGET.maxP99Ms;
  return { shareOfBare, shareOk, p99Ok, pass: shareOk && p99Ok && result.errors === 0 && result.unexpectedStatus === 0 };
}
