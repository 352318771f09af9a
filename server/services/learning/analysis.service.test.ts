/**
 * The analysis service without HTTP: who is counted by the rate limits (a visitor rotating ids is still one IP),
 * and how a failing model reaches the client (the tutor's status and code, the message in the page language).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/connection';
import { loadConfig } from '../../config';
import { AppError } from '../../errors';
import type { Identity } from '../../middleware/identity';
import { createRateLimiterFactory, type RateLimiterFactory } from '../rate-limits';
import { ANALYSIS_RATE_LIMITS, analyzeWrongAnswerFor } from './analysis.service';

const baseConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: './data' });
const factories: RateLimiterFactory[] = [];
afterEach(async () => {
  await Promise.all(factories.splice(0).map((factory) => factory.close()));
});

function contextWith(config = baseConfig) {
  // The memory store never touches the database.
  const limits = createRateLimiterFactory({ config: { ...config, rateLimitStore: 'memory' }, db: undefined as unknown as Database });
  factories.push(limits);
  return { config, limits };
}

function visitorFrom(ip: string, deviceId: string): Identity {
  return { user: null, session: null, anonymousId: null, deviceId, fingerprint: null, ip };
}

const input = { question: 'What is inertia?', wrongAnswer: 'A force' };

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const failure = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(AppError);
  return failure as AppError;
}

describe('analyzeWrongAnswerFor', () => {
  it(`a visitor who changes browser id every time is still stopped after ${ANALYSIS_RATE_LIMITS.perIp.points} analyses a minute from one IP`, async () => {
    const context = contextWith();
    for (let index = 0; index < ANALYSIS_RATE_LIMITS.perIp.points; index += 1) {
      await analyzeWrongAnswerFor(context, visitorFrom('203.0.113.7', `device-${index}-abcdef`), input, 'en');
    }
    const refused = await failureOf(analyzeWrongAnswerFor(context, visitorFrom('203.0.113.7', 'device-new-abcdef'), input, 'en'));
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('rate:limited');
    await expect(analyzeWrongAnswerFor(context, visitorFrom('198.51.100.2', 'device-new-abcdef'), input, 'en')).resolves.toHaveProperty('analysis');
  });

  it('an unreachable model answers 503 tutor:unavailable with the message in the page language', async () => {
    const config = { ...baseConfig, tutor: { ...baseConfig.tutor, llm: { baseURL: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'nobody' }, maxRetries: 0 } };
    const failure = await failureOf(analyzeWrongAnswerFor(contextWith(config), visitorFrom('192.0.2.1', 'device-llm-abcdef'), input, 'ar'));
    expect(failure.status).toBe(503);
    expect(failure.code).toBe('tutor:unavailable');
    expect(failure.message).toMatch(/[\u0600-\u06FF]/);
  });
});
