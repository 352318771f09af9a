/**
 * Time to the first streamed token: (a) straight from the fake OpenAI-compatible model
 * (server/testing/fake-openai.ts, in this process) — POST {baseURL}/chat/completions with stream:true, until the
 * first chunk with content — and (b) through our production server pointed at the same fake
 * (TUTOR_LLM_BASE_URL) — the streaming send (`Accept: text/event-stream`), until the first `delta` event. The
 * fake answers every request with the same script, its first text chunk 50 ms after the request; it has no
 * looping script (an unscripted request gets a 500), so one response is queued before each request. Samples
 * alternate a, b, a, b… so the machine's drift hits both alike; the difference at p50 is what our server adds.
 */
import { performance } from 'node:perf_hooks';
import { ChatStreamEventSchema } from '../contract/chat';
import type { FakeOpenAI, FakeResponse } from '../server/testing/fake-openai';
import { studentHeaders, type ChatStudent } from './chat-students';
import { percentiles, type Percentiles } from './chat-stats';
import { assertLoopback } from './ssr.bench';

/** The fake model's pause before its first text chunk. */
export const FIRST_CHUNK_DELAY_MS = 50;
/** Target: our server adds at most this to the time to first token, at p50. */
export const TTFT_TARGET_ADDED_MS = 5;

export interface FirstTokenOptions {
  warmupSamples: number;
  samples: number;
}

export interface FirstTokenResult {
  direct: Percentiles;
  throughServer: Percentiles;
  /**
   * Through the server, ms to its first event (`user_message`): the session, quota and the stored question done
   * and the reply started — the server's own work before the model is waited for.
   */
  userMessageEvent: Percentiles;
  /** Through the server, per sample, ms from the `user_message` event to the first `delta`. */
  userMessageToDelta: Percentiles;
  /** throughServer.p50 − direct.p50 */
  addedAtP50Ms: number;
  /** Requests the fake received during the run (one per sample: no retry happened). */
  modelRequests: number;
}

const REPLY: FakeResponse = {
  kind: 'text',
  chunks: [{ text: 'Let us solve it', delayMs: FIRST_CHUNK_DELAY_MS }, ' step by step:', ' subtract 3, then divide by 2.', ' So $x = 4$.'],
};

/** The `data:` payloads of a server-sent event stream, as they arrive. */
async function* sseData(response: Response): AsyncGenerator<string> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += decoder.decode(read.value, { stream: true });
    let boundary = buffered.indexOf('\n\n');
    while (boundary >= 0) {
      const frame = buffered.slice(0, boundary);
      buffered = buffered.slice(boundary + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) yield data;
      boundary = buffered.indexOf('\n\n');
    }
  }
}

/** (a) One streamed completion from the fake; ms from the request to the first content chunk. */
async function firstChunkDirect(fake: FakeOpenAI): Promise<number> {
  fake.script(REPLY);
  const started = performance.now();
  const response = await fetch(`${fake.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'Solve 2x + 3 = 11' }] }),
  });
  if (response.status !== 200) throw new Error(`the fake model answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  let firstMs: number | undefined;
  for await (const data of sseData(response)) {
    if (firstMs !== undefined || data === '[DONE]') continue;
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
    if (chunk.choices?.[0]?.delta?.content) firstMs = performance.now() - started;
  }
  if (firstMs === undefined) throw new Error('the fake model streamed no content');
  return firstMs;
}

/** (b) One streaming send through our server; ms from the request to the `user_message` and the first `delta` event. */
async function firstDeltaThroughServer(fake: FakeOpenAI, baseUrl: string, student: ChatStudent): Promise<{ firstDeltaMs: number; userMessageMs: number }> {
  fake.script(REPLY);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/conversations/${student.conversationId}/messages`, {
    method: 'POST',
    headers: studentHeaders(baseUrl, student, 'text/event-stream'),
    body: JSON.stringify({ content: 'Solve 2x + 3 = 11', tutorMode: 'formal' }),
  });
  if (response.status !== 200) throw new Error(`the streaming send answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  let firstMs: number | undefined;
  let userMessageMs: number | undefined;
  let stored = false;
  for await (const data of sseData(response)) {
    const event = ChatStreamEventSchema.parse(JSON.parse(data));
    if (event.type === 'user_message') userMessageMs ??= performance.now() - started;
    if (event.type === 'delta' && firstMs === undefined) firstMs = performance.now() - started;
    if (event.type === 'error') throw new Error(`the streaming send failed: ${event.code} ${event.message}`);
    if (event.type === 'ai_message') {
      if (event.message.metadata?.source !== 'llm') throw new Error('the reply did not come from the LLM tutor: is TUTOR_LLM_BASE_URL set?');
      stored = true;
    }
  }
  if (firstMs === undefined || userMessageMs === undefined || !stored) {
    throw new Error('the streaming send ended without its user_message, a delta and the stored reply');
  }
  return { firstDeltaMs: firstMs, userMessageMs };
}

export async function measureFirstToken(fake: FakeOpenAI, baseUrl: string, student: ChatStudent, options: FirstTokenOptions): Promise<FirstTokenResult> {
  assertLoopback(baseUrl);
  assertLoopback(fake.baseURL);
  for (let index = 0; index < options.warmupSamples; index += 1) {
    await firstChunkDirect(fake);
    await firstDeltaThroughServer(fake, baseUrl, student);
  }
  const requestsBefore = fake.requests.length;
  const direct: number[] = [];
  const throughServer: number[] = [];
  const userMessage: number[] = [];
  const userMessageToDelta: number[] = [];
  for (let index = 0; index < options.samples; index += 1) {
    direct.push(await firstChunkDirect(fake));
    const { firstDeltaMs, userMessageMs } = await firstDeltaThroughServer(fake, baseUrl, student);
    throughServer.push(firstDeltaMs);
    userMessage.push(userMessageMs);
    userMessageToDelta.push(firstDeltaMs - userMessageMs);
  }
  const directStats = percentiles(direct);
  const serverStats = percentiles(throughServer);
  return {
    direct: directStats,
    throughServer: serverStats,
    userMessageEvent: percentiles(userMessage),
    userMessageToDelta: percentiles(userMessageToDelta),
    addedAtP50Ms: serverStats.p50 - directStats.p50,
    modelRequests: fake.requests.length - requestsBefore,
  };
}
