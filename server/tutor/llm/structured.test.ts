/**
 * Structured answers over real HTTP against the fake OpenAI-compatible server: what is asked of the provider
 * (JSON mode with the schema, the schema in the prompt), answers the schema accepts, rejects or that are not JSON
 * at all (asked again, then tutor:malformed), a fenced object, busy and failing providers, timeouts and cancelling.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TutorConfig } from '../../config';
import { startFakeOpenAI, type FakeOpenAI, type FakeResponse } from '../../testing/fake-openai';
import { TutorError, type TutorErrorCode } from '../errors';
import { generateStructured, type GenerateStructuredOptions } from './structured';

const AnswerSchema = z.object({
  verdict: z.enum(['right', 'wrong']),
  steps: z.array(z.string().min(1)).min(2),
});
type Answer = z.infer<typeof AnswerSchema>;

const validAnswer: Answer = { verdict: 'wrong', steps: ['اقسم الطرفين على 2', 'x = 4'] };

let fake: FakeOpenAI;
beforeEach(async () => {
  fake = await startFakeOpenAI();
});
afterEach(() => fake.close());

function configFor(overrides: Partial<TutorConfig> = {}): TutorConfig {
  return {
    llm: { baseURL: fake.baseURL, apiKey: undefined, model: 'structured-test-model' },
    firstTokenTimeoutMs: 5_000,
    totalTimeoutMs: 10_000,
    maxOutputTokens: 800,
    maxRetries: 0,
    ...overrides,
  };
}

function generate(overrides: Partial<GenerateStructuredOptions<Answer>> = {}): Promise<Answer> {
  return generateStructured({
    config: configFor(),
    schema: AnswerSchema,
    system: 'You check a student answer.',
    prompt: 'Is x = 5 right for 2x = 8?',
    retryDelayMs: 10,
    ...overrides,
  });
}

const json = (value: unknown): FakeResponse => ({ kind: 'text', chunks: [JSON.stringify(value)] });

async function failureOf(promise: Promise<unknown>): Promise<TutorError> {
  const failure = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(TutorError);
  return failure as TutorError;
}

async function expectCode(promise: Promise<unknown>, code: TutorErrorCode): Promise<TutorError> {
  const failure = await failureOf(promise);
  expect(failure.code).toBe(code);
  return failure;
}

describe('generateStructured', () => {
  it('returns the object the schema accepts, having asked for JSON with the schema', async () => {
    fake.script({ kind: 'text', chunks: ['{"verdict":"wrong",', '"steps":["اقسم الطرفين على 2","x = 4"]}'] });
    await expect(generate()).resolves.toEqual(validAnswer);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.model).toBe('structured-test-model');
    expect(request?.stream).toBe(true);
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: false, schema: { type: 'object', required: ['verdict', 'steps'] } } });
    const system = String(request?.messages.find((message) => message.role === 'system')?.content);
    expect(system).toContain('You check a student answer.');
    expect(system).toContain('"verdict"');
    expect(request?.messages.find((message) => message.role === 'user')?.content).toContain('Is x = 5 right for 2x = 8?');
  });

  it('asks again after answers that are not JSON or break the schema, and returns the first good one', async () => {
    fake.script({ kind: 'text', chunks: ['{"verdict": "wrong", "steps": ['] }, json({ verdict: 'maybe', steps: [] }), json(validAnswer));
    await expect(generate()).resolves.toEqual(validAnswer);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up with tutor:malformed (502) once every attempt was unusable', async () => {
    fake.script(json({ verdict: 'right' }), { kind: 'text', chunks: ['not json at all'] }, json({ steps: ['a', 'b'] }), json(validAnswer));
    const failure = await expectCode(generate({ attempts: 3 }), 'tutor:malformed');
    expect(failure.status).toBe(502);
    expect(fake.requests).toHaveLength(3);
  });

  it('accepts an object wrapped in a markdown fence and a sentence', async () => {
    fake.script({ kind: 'text', chunks: ['Here you go:\n```json\n', JSON.stringify(validAnswer), '\n```'] });
    await expect(generate()).resolves.toEqual(validAnswer);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a failing provider as tutor:unavailable (503) without retrying when retries are off', async () => {
    fake.script({ kind: 'error', status: 500 }, json(validAnswer));
    const failure = await expectCode(generate(), 'tutor:unavailable');
    expect(failure.status).toBe(503);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a failing provider within TUTOR_MAX_RETRIES', async () => {
    fake.script({ kind: 'error', status: 502 }, json(validAnswer));
    await expect(generate({ config: configFor({ maxRetries: 1 }) })).resolves.toEqual(validAnswer);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a refused request (401) and reports it as unavailable', async () => {
    fake.script({ kind: 'error', status: 401 }, json(validAnswer));
    await expectCode(generate({ config: configFor({ maxRetries: 2 }) }), 'tutor:unavailable');
    expect(fake.requests).toHaveLength(1);
  });

  it('passes on a busy provider as tutor:rate_limited with its Retry-After', async () => {
    fake.script({ kind: 'error', status: 429, headers: { 'retry-after': '7' } });
    const failure = await expectCode(generate(), 'tutor:rate_limited');
    expect(failure.retryAfterSeconds).toBe(7);
  });

  it('times out a provider that never starts answering after the first-output timeout', async () => {
    fake.script({ kind: 'hang' });
    const started = Date.now();
    await expectCode(generate({ config: configFor({ firstTokenTimeoutMs: 200 }) }), 'tutor:timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    await fake.requests[0]?.finished;
    expect(fake.requests[0]?.clientDisconnected).toBe(true);
  });

  it('stops at the total timeout even while the provider keeps answering slowly', async () => {
    fake.script({ kind: 'text', chunks: ['{"verdict":', { text: '"wrong"', delayMs: 600 }, { text: '}', delayMs: 600 }] });
    await expectCode(generate({ config: configFor({ firstTokenTimeoutMs: 300, totalTimeoutMs: 500 }) }), 'tutor:timeout');
  });

  it('stops with tutor:cancelled when the caller aborts', async () => {
    fake.script({ kind: 'hang' });
    const controller = new AbortController();
    const pending = generate({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expectCode(pending, 'tutor:cancelled');
  });

  it('needs a configured LLM', async () => {
    await expectCode(generate({ config: { ...configFor(), llm: undefined } }), 'tutor:unavailable');
    expect(fake.requests).toHaveLength(0);
  });
});
