/**
 * The students of the chat benchmarks, made the way real ones are: each signs up through POST /api/auth/register
 * (its own session cookie and device id) and opens its own conversation through POST /api/conversations. A free
 * student may send 5 messages a Cairo day, so to send hundreds each is made Premium in the bench database itself
 * (users.is_premium = 1, subscription_end_date a month ahead, through db/'s users repository) and the server runs
 * with PREMIUM_DAILY_FAIR_USE and CHAT_SEND_PER_MINUTE raised (chatServerEnv). Registration allows 10 sign-ups an
 * hour per IP address, so the server trusts X-Forwarded-For (TRUST_PROXY=1) and each sign-up says it comes from
 * its own loopback address (127.0.1.N): the header is only text, no traffic goes anywhere but 127.0.0.1.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ConversationSchema, SendMessageResponseSchema, type SendMessageResponse } from '../contract/chat';
import { COOKIE_NAMES, HEADERS } from '../contract/constants';
import { createDatabase } from '../db/connection';
import { findUserByEmail, updateUser } from '../db/repositories/users.repository';
import type { RunningServer } from './servers';
import { assertLoopback } from './ssr.bench';

/** Server environment for the chat benchmark: quotas out of the way for the Premium bench students. */
export const chatServerEnv = {
  PREMIUM_DAILY_FAIR_USE: '1000000',
  CHAT_SEND_PER_MINUTE: '1000000',
  TRUST_PROXY: '1',
} as const satisfies Record<string, string>;

export interface ChatStudent {
  email: string;
  /** `name=value` of the session cookie. */
  cookie: string;
  deviceId: string;
  conversationId: string;
}

/** Sign-ups at once: argon2 hashing runs on libuv's thread pool, more in flight only queue. */
const SIGN_UP_CONCURRENCY = 4;
const PREMIUM_DAYS = 30;

/** The DATABASE_URL of the bench server's database: its MariaDB URL, else the SQLite file in its DATA_DIR. */
export function benchDatabaseUrl(server: RunningServer, mariadbUrl: string | undefined): string {
  if (mariadbUrl) return mariadbUrl;
  if (!server.dataDir) throw new Error(`${server.name}: no DATA_DIR known, cannot open its SQLite file`);
  return `sqlite:${path.join(server.dataDir, 'tutor.sqlite')}`;
}

async function signUp(baseUrl: string, index: number): Promise<Omit<ChatStudent, 'conversationId'>> {
  const email = `bench-chat-${index}-${Date.now().toString(36)}@example.com`;
  const password = 'bench-password-1';
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json', 'x-forwarded-for': `127.0.1.${(index % 250) + 1}` },
    body: JSON.stringify({ email, password, name: `Bench Student ${index}`, confirmPassword: password }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${baseUrl}/api/auth/register answered ${response.status}: ${text.slice(0, 300)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0]?.trim() ?? '')
    .find((pair) => pair.slice(0, pair.indexOf('=')).endsWith(COOKIE_NAMES.session));
  if (!cookie) throw new Error(`POST /api/auth/register set no ${COOKIE_NAMES.session} cookie`);
  return { email, cookie, deviceId: randomUUID() };
}

/** Headers of a student's state-changing call; `accept` picks JSON or the event stream. */
export function studentHeaders(baseUrl: string, student: Pick<ChatStudent, 'cookie' | 'deviceId'>, accept = 'application/json'): Record<string, string> {
  return { origin: baseUrl, 'content-type': 'application/json', accept, cookie: student.cookie, [HEADERS.deviceId]: student.deviceId };
}

async function openConversation(baseUrl: string, student: Omit<ChatStudent, 'conversationId'>, title: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/conversations`, {
    method: 'POST',
    headers: studentHeaders(baseUrl, student),
    body: JSON.stringify({ personality: 'friendly', title }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${baseUrl}/api/conversations answered ${response.status}: ${text.slice(0, 300)}`);
  return ConversationSchema.parse(JSON.parse(text)).id;
}

async function makePremium(databaseUrl: string, emails: readonly string[]): Promise<void> {
  const db = createDatabase(databaseUrl);
  try {
    const subscriptionEndDate = new Date(Date.now() + PREMIUM_DAYS * 86_400_000);
    for (const email of emails) {
      const user = await findUserByEmail(db, email);
      if (!user) throw new Error(`the bench student ${email} is not in ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
      await updateUser(db, user.id, { isPremium: true, subscriptionTier: 'premium_monthly', subscriptionEndDate });
    }
  } finally {
    await db.destroy();
  }
}

/**
 * `count` Premium students on `server` (whose database `databaseUrl` opens), each with its own session, device
 * and conversation.
 */
export async function prepareStudents(server: RunningServer, databaseUrl: string, count: number): Promise<ChatStudent[]> {
  assertLoopback(server.url);
  const signedUp: Omit<ChatStudent, 'conversationId'>[] = [];
  for (let start = 0; start < count; start += SIGN_UP_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SIGN_UP_CONCURRENCY, count - start) }, (_, offset) => signUp(server.url, start + offset));
    signedUp.push(...(await Promise.all(batch)));
  }
  await makePremium(databaseUrl, signedUp.map((student) => student.email));
  return Promise.all(
    signedUp.map(async (student, index) => ({ ...student, conversationId: await openConversation(server.url, student, `Bench conversation ${index}`) })),
  );
}

/** One send in JSON mode, for checks; resolves with the HTTP status and, on 201, the answer parsed by the contract. */
export async function sendChecked(
  baseUrl: string,
  student: ChatStudent,
  content: string,
): Promise<{ status: number; body: SendMessageResponse | undefined; text: string }> {
  const response = await fetch(`${baseUrl}/api/conversations/${student.conversationId}/messages`, {
    method: 'POST',
    headers: studentHeaders(baseUrl, student),
    body: JSON.stringify({ content, tutorMode: 'formal' }),
  });
  const text = await response.text();
  const body = response.status === 201 ? SendMessageResponseSchema.parse(JSON.parse(text)) : undefined;
  return { status: response.status, body, text };
}
