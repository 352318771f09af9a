/**
 * The LLM tutor over real HTTP and SSE against the fake OpenAI-compatible server: streaming order, the tool
 * round-trip, bounded retries before the first token only, timeouts, malformed streams, cancellation that
 * reaches the provider's socket, and errors that never carry the API key.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { parse } from 'mathjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAI, type FakeOpenAI } from '../../testing/fake-openai';
import { TutorError, type TutorErrorCode } from '../errors';
import type { Tutor, TutorRequest } from '../types';
import { createLlmTutor, type LlmTutorOptions, type TutorTool } from './llm-tutor';
import { buildSystemPrompt } from './prompts';

const request: TutorRequest = {
  message: 'حل المعادلة 2x + 3 = 11',
  history: [
    { role: 'user', content: 'مرحبًا' },
    { role: 'assistant', content: 'أهلًا يا بطل! عايز تذاكر إيه النهارده؟' },
  ],
  language: 'ar',
  subject: 'math',
  personality: 'friendly',
  tutorMode: 'tutor',
  premium: false,
};

/** A real linear-equation solver (mathjs evaluates both sides): x = −f(0) / (f(1) − f(0)) for f = left − right. */
const solveMath: TutorTool<{ equation: string }> = {
  name: 'solve_math',
  description: 'Solves a linear equation in x, e.g. "2x + 3 = 11".',
  inputSchema: z.object({ equation: z.string() }),
  execute({ equation }) {
    const [left, right] = equation.split('=').map((side) => parse(side).compile());
    const f = (x: number) => Number(left!.evaluate({ x })) - Number(right!.evaluate({ x }));
    return { x: -f(0) / (f(1) - f(0)) };
  },
};

let fake: FakeOpenAI;
beforeEach(async () => {
  fake = await startFakeOpenAI();
});
afterEach(() => fake.close());

function tutorFor(overrides: Partial<LlmTutorOptions> = {}): Tutor {
  return createLlmTutor({
    baseURL: fake.baseURL,
    model: 'tutor-test-model',
    firstTokenTimeoutMs: 5_000,
    totalTimeoutMs: 10_000,
    maxRetries: 2,
    maxOutputTokens: 800,
    retryDelayMs: 10,
    ...overrides,
  });
}

async function collect(tutor: Tutor, signal = new AbortController().signal) {
  const texts: string[] = [];
  let error: unknown;
  try {
    for await (const text of tutor.reply(request, signal)) texts.push(text);
  } catch (caught) {
    error = caught;
  }
  return { texts, error };
}

function expectTutorError(error: unknown, code: TutorErrorCode): void {
  expect(error).toBeInstanceOf(TutorError);
  expect((error as TutorError).code).toBe(code);
}

describe('the LLM tutor', () => {
  it('streams the model’s text deltas in order and sends the system prompt, history and message', async () => {
    fake.script({ kind: 'text', chunks: ['بص بقى ', 'يا بطل، ', '$x = 4$'], delayMs: 5 });
    const tutor = tutorFor();

    const { texts, error } = await collect(tutor);

    expect(error).toBeUndefined();
    expect(texts).toEqual(['بص بقى ', 'يا بطل، ', '$x = 4$']);
    expect(tutor).toMatchObject({ source: 'llm', model: 'tutor-test-model' });
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ model: 'tutor-test-model', stream: true });
    expect(sent!.body.max_tokens).toBe(800);
    expect(sent!.messages).toEqual([
      { role: 'system', content: buildSystemPrompt(request, { withTools: false }) },
      { role: 'user', content: 'مرحبًا' },
      { role: 'assistant', content: 'أهلًا يا بطل! عايز تذاكر إيه النهارده؟' },
      { role: 'user', content: 'حل المعادلة 2x + 3 = 11' },
    ]);
  });

  it('the model calls solve_math, gets the computed result back, and then streams its answer', async () => {
    fake.script(
      { kind: 'tool-calls', calls: [{ name: 'solve_math', arguments: { equation: '2x + 3 = 11' } }] },
      { kind: 'text', chunks: ['الحل: ', '$x = 4$'] },
    );

    const { texts, error } = await collect(tutorFor({ tools: [solveMath] }));

    expect(error).toBeUndefined();
    expect(texts).toEqual(['الحل: ', '$x = 4$']);
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first!.tools.map((tool) => tool.function.name)).toEqual(['solve_math']);
    expect(first!.tools[0]!.function.description).toBe(solveMath.description);
    expect(first!.messages[0]!.content).toContain('استخدم الأدوات المتاحة');
    const call = second!.messages.find((message) => message.role === 'assistant' && message.tool_calls)!.tool_calls![0]!;
    expect(call.function).toEqual({ name: 'solve_math', arguments: JSON.stringify({ equation: '2x + 3 = 11' }) });
    const result = second!.messages.find((message) => message.role === 'tool')!;
    expect(result.tool_call_id).toBe(call.id);
    expect(JSON.parse(String(result.content))).toEqual({ x: 4 });
  });

  it('a 429 is retried and the next answer streams', async () => {
    fake.script({ kind: 'error', status: 429 }, { kind: 'text', chunks: ['تمام'] });

    const { texts, error } = await collect(tutorFor());

    expect(error).toBeUndefined();
    expect(texts).toEqual(['تمام']);
    expect(fake.requests).toHaveLength(2);
  });

  it('a 429 whose Retry-After outlasts the reply’s time budget fails at once as rate_limited', async () => {
    fake.script({ kind: 'error', status: 429, headers: { 'retry-after': '30' } });
    const started = Date.now();

    const { error } = await collect(tutorFor({ totalTimeoutMs: 5_000 }));

    expectTutorError(error, 'tutor:rate_limited');
    expect((error as TutorError).status).toBe(429);
    expect((error as TutorError).retryAfterSeconds).toBe(30);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.requests).toHaveLength(1);
  });

  it('a provider answering 500 every time gives unavailable after the bounded retries', async () => {
    fake.script({ kind: 'error', status: 500 }, { kind: 'error', status: 500 }, { kind: 'error', status: 503 }, { kind: 'text', chunks: ['late'] });

    const { texts, error } = await collect(tutorFor({ maxRetries: 2 }));

    expectTutorError(error, 'tutor:unavailable');
    expect((error as TutorError).status).toBe(503);
    expect(texts).toEqual([]);
    expect(fake.requests).toHaveLength(3);
  });

  it('a provider that refuses connections gives unavailable', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });

    const { error } = await collect(tutorFor({ baseURL: `http://127.0.0.1:${closedPort}/v1`, maxRetries: 1 }));

    expectTutorError(error, 'tutor:unavailable');
  });

  it('a provider that never answers times out after the first-token timeout and its request is closed', async () => {
    fake.script({ kind: 'hang' });
    const started = Date.now();

    const { error } = await collect(tutorFor({ firstTokenTimeoutMs: 300 }));

    const elapsed = Date.now() - started;
    expectTutorError(error, 'tutor:timeout');
    expect((error as TutorError).status).toBe(504);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2_000);
    await fake.requests[0]!.finished;
    expect(fake.requests[0]!.clientDisconnected).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('a stream that stalls after its first words times out at the total timeout', async () => {
    fake.script({ kind: 'text', chunks: ['أول كلمة', { text: 'never sent', delayMs: 60_000 }] });
    const started = Date.now();

    const { texts, error } = await collect(tutorFor({ firstTokenTimeoutMs: 5_000, totalTimeoutMs: 400 }));

    expect(texts).toEqual(['أول كلمة']);
    expectTutorError(error, 'tutor:timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    await fake.requests[0]!.finished;
    expect(fake.requests[0]!.clientDisconnected).toBe(true);
  });

  it('a malformed stream gives malformed and is not retried', async () => {
    fake.script({ kind: 'malformed' }, { kind: 'text', chunks: ['should not be used'] });

    const { texts, error } = await collect(tutorFor());

    expectTutorError(error, 'tutor:malformed');
    expect((error as TutorError).status).toBe(502);
    expect(texts).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('an answer with no text at all gives malformed', async () => {
    fake.script({ kind: 'text', chunks: [] });

    const { error } = await collect(tutorFor());

    expectTutorError(error, 'tutor:malformed');
  });

  it('the caller aborting mid-answer cancels the reply and closes the upstream request', async () => {
    fake.script({ kind: 'text', chunks: ['جزء أول', { text: 'never sent', delayMs: 30_000 }] });
    const caller = new AbortController();
    const texts: string[] = [];
    let error: unknown;

    try {
      for await (const text of tutorFor().reply(request, caller.signal)) {
        texts.push(text);
        caller.abort();
      }
    } catch (caught) {
      error = caught;
    }

    expect(texts).toEqual(['جزء أول']);
    expectTutorError(error, 'tutor:cancelled');
    await fake.requests[0]!.finished;
    expect(fake.requests[0]!.clientDisconnected).toBe(true);
  });

  it('the caller aborting before the first token closes the waiting upstream request', async () => {
    fake.script({ kind: 'hang' });
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 100);

    const { error } = await collect(tutorFor(), caller.signal);

    expectTutorError(error, 'tutor:cancelled');
    await fake.requests[0]!.finished;
    expect(fake.requests[0]!.clientDisconnected).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('a consumer that stops reading closes the upstream request', async () => {
    fake.script({ kind: 'text', chunks: ['one', { text: 'two', delayMs: 30_000 }] });

    for await (const text of tutorFor().reply(request, new AbortController().signal)) {
      expect(text).toBe('one');
      break;
    }

    await fake.requests[0]!.finished;
    expect(fake.requests[0]!.clientDisconnected).toBe(true);
  });

  it('a connection lost after text was yielded is not retried, so no text is ever repeated', async () => {
    fake.script({ kind: 'close-mid-stream', before: ['نص جزئي'] }, { kind: 'text', chunks: ['نص جزئي', ' مكرر'] });

    const { texts, error } = await collect(tutorFor({ maxRetries: 2 }));

    expect(texts).toEqual(['نص جزئي']);
    expectTutorError(error, 'tutor:unavailable');
    expect(fake.requests).toHaveLength(1);
  });

  it('a connection lost before any text is retried', async () => {
    fake.script({ kind: 'close-mid-stream', before: [] }, { kind: 'text', chunks: ['وصلت'] });

    const { texts, error } = await collect(tutorFor());

    expect(error).toBeUndefined();
    expect(texts).toEqual(['وصلت']);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('the LLM tutor’s API key', () => {
  const apiKey = 'sk-test-5ecret-key-never-shown';
  let guarded: FakeOpenAI;
  beforeEach(async () => {
    guarded = await startFakeOpenAI({ apiKey });
  });
  afterEach(() => guarded.close());

  it('is sent as a Bearer token', async () => {
    guarded.script({ kind: 'text', chunks: ['أهلًا'] });

    const { texts } = await collect(tutorFor({ baseURL: guarded.baseURL, apiKey }));

    expect(texts).toEqual(['أهلًا']);
    expect(guarded.requests[0]!.authorized).toBe(true);
  });

  it('a refused key gives unavailable without retrying, and the error never contains the key', async () => {
    const { error } = await collect(tutorFor({ baseURL: guarded.baseURL, apiKey: `${apiKey}-wrong` }));

    expectTutorError(error, 'tutor:unavailable');
    expect(guarded.requests).toHaveLength(1);
    expect(guarded.requests[0]!.authorized).toBe(false);
    expect(inspect(error, { depth: 10 })).not.toContain(apiKey);
    expect(JSON.stringify(error)).not.toContain(apiKey);
  });
});
