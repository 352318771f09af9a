/**
 * Test helpers for the server (test code only): a real app from create-app on a real database, listening on an
 * ephemeral loopback port, so integration tests speak HTTP to the same stack production runs.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { parseSetCookie } from 'cookie';
import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { createApp } from './create-app';
import { createMailer } from './mail/create-mailer';
import { createSessionManager } from './services/auth/session';
import { createReplyRunner } from './services/chat/reply-runner';
import { createRateLimiterFactory, type RateLimiterFactory } from './services/rate-limits';
import { createTutor } from './tutor';
import type { Tutor } from './tutor/types';

export interface RunningApp {
  baseUrl: string;
  context: AppContext;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Multiply every rate limit's allowance by 1000, for suites that sign up or log in many times from one IP.
   * Suites that test the limits themselves leave this off.
   */
  relaxedRateLimits?: boolean;
  /** The app's logger (default: silent), e.g. to read the outbox mailer's log line. */
  logger?: Logger;
  /** Who answers chat messages (default: the configured tutor — the offline one unless config.tutor.llm is set). */
  tutor?: Tutor;
  /** How often a streamed reply is saved while it grows (default: the runner's). */
  replyFlushIntervalMs?: number;
}

export async function startTestApp(
  db: AppContext['db'],
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<RunningApp> {
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: process.env.DATA_DIR ?? './data' }), ...overrides };
  const limits = createRateLimiterFactory({ config, db });
  const logger = options.logger ?? pino({ level: 'silent' });
  const tutor = options.tutor ?? createTutor(config.tutor);
  const context: AppContext = {
    config,
    db,
    logger,
    sessions: createSessionManager(config),
    limits: options.relaxedRateLimits ? relaxed(limits) : limits,
    mailer: createMailer({ config, db, logger }),
    tutor,
    replies: createReplyRunner({
      db,
      logger,
      tutor,
      totalTimeoutMs: config.tutor.totalTimeoutMs,
      ...(options.replyFlushIntervalMs ? { flushIntervalMs: options.replyFlushIntervalMs } : {}),
    }),
  };
  const app = createApp(context);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    context,
    close: async () => {
      await context.replies.shutdown(1_000);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await limits.close();
      await context.mailer.close();
    },
  };
}

function relaxed(factory: RateLimiterFactory): RateLimiterFactory {
  return { ...factory, create: (rule) => factory.create({ ...rule, points: rule.points * 1000 }) };
}

/** A browser-like HTTP client for integration tests: keeps cookies, sends our Origin on state-changing calls. */
export interface TestClient {
  /** Live cookies set by the server, name → value (deleted when the server expires them). */
  readonly cookies: Map<string, string>;
  /** The raw Set-Cookie headers of the last response. */
  lastSetCookies: string[];
  request(path: string, init?: TestRequestInit): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** POST with a JSON body (or none when `json` is undefined). */
  post(path: string, json?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export interface TestRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Serialised as the JSON body with Content-Type application/json. */
  json?: unknown;
  /** Sent as multipart/form-data (fetch writes the boundary). */
  form?: FormData;
  /** Aborts the request (e.g. a browser that goes away mid-stream). */
  signal?: AbortSignal;
}

export function createTestClient(app: Pick<RunningApp, 'baseUrl'>, defaultHeaders: Record<string, string> = {}): TestClient {
  const cookies = new Map<string, string>();
  const client: TestClient = {
    cookies,
    lastSetCookies: [],
    async request(path, init = {}) {
      const method = init.method ?? 'GET';
      const headers: Record<string, string> = { ...defaultHeaders };
      if (method !== 'GET' && method !== 'HEAD') headers.Origin = app.baseUrl;
      if (init.json !== undefined) headers['Content-Type'] = 'application/json';
      if (cookies.size > 0) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      Object.assign(headers, init.headers);
      const response = await fetch(`${app.baseUrl}${path}`, {
        method,
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : (init.form ?? init.body),
        redirect: 'manual',
        signal: init.signal,
      });
      client.lastSetCookies = response.headers.getSetCookie();
      for (const header of client.lastSetCookies) {
        const cookie = parseSetCookie(header);
        const expired = cookie.maxAge !== undefined ? cookie.maxAge <= 0 : cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
        if (expired || !cookie.value) cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
    get: (path, headers) => client.request(path, { headers }),
    post: (path, json, headers) => client.request(path, { method: 'POST', json, headers }),
  };
  return client;
}
