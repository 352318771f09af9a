/**
 * The fake OpenAI-compatible server's non-streaming side (the streaming side is exercised by the LLM tutor's
 * tests): JSON completions the AI SDK accepts, OpenAI-style errors, and what it records about each request.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText } from 'ai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';

let fake: FakeOpenAI;
beforeEach(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-fake' });
});
afterEach(() => fake.close());

function complete(body: Record<string, unknown>, authorization = 'Bearer sk-fake'): Promise<Response> {
  return fetch(`${fake.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }], ...body }),
  });
}

describe('the fake OpenAI server', () => {
  it('answers a non-streaming request with the scripted text as one chat.completion the AI SDK reads', async () => {
    fake.script({ kind: 'text', chunks: ['مرحبًا ', 'بك'] });
    const model = createOpenAICompatible({ name: 'fake', baseURL: fake.baseURL, apiKey: 'sk-fake' }).chatModel('fake-model');

    const result = await generateText({ model, prompt: 'سلام', maxRetries: 0 });

    expect(result.text).toBe('مرحبًا بك');
    expect(fake.requests[0]).toMatchObject({ model: 'fake-model', stream: false, authorized: true });
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('answers scripted tool calls with the arguments as a JSON string', async () => {
    fake.script({ kind: 'tool-calls', calls: [{ name: 'calculate', arguments: { expression: '2+2' } }] });

    const body = await (await complete({ stream: false })).json();

    expect(body.choices[0].finish_reason).toBe('tool_calls');
    expect(body.choices[0].message.tool_calls[0].function).toEqual({ name: 'calculate', arguments: '{"expression":"2+2"}' });
  });

  it('answers a scripted error with its status, headers and an OpenAI error body', async () => {
    fake.script({ kind: 'error', status: 429, headers: { 'retry-after': '7' } });

    const response = await complete({ stream: true });

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({
      error: { message: 'Rate limit reached for requests', type: 'rate_limit_exceeded', code: 'rate_limit_exceeded' },
    });
  });

  it('answers 500 when nothing was scripted and 401 to a wrong key', async () => {
    expect((await complete({})).status).toBe(500);
    expect((await complete({}, 'Bearer wrong')).status).toBe(401);
    expect(fake.requests.map((request) => request.authorized)).toEqual([true, false]);
  });

  it('streams scripted text as SSE chunks ending with [DONE]', async () => {
    fake.script({ kind: 'text', chunks: ['a', 'b'] });

    const text = await (await complete({ stream: true })).text();
    const events = text.split('\n\n').filter(Boolean);

    expect(events.at(-1)).toBe('data: [DONE]');
    const deltas = events.slice(0, -1).map((event) => JSON.parse(event.slice('data: '.length)).choices[0].delta.content);
    expect(deltas).toEqual(['', 'a', 'b', undefined]);
  });
});
