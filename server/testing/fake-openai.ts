/**
 * A fake OpenAI-compatible chat completions server (test code only): real HTTP on loopback, Server-Sent Events
 * when the client streams, so the LLM tutor is tested through the AI SDK's real fetch, SSE parsing, retries and
 * aborts. Each request takes the next scripted response: streamed text (with per-chunk delays), tool calls,
 * an HTTP error, a hang, a malformed stream or a connection dropped mid-stream. Every request is recorded
 * (body, headers without the Authorization value, whether the client hung up) for the tests' assertions.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A piece of streamed text, optionally sent only after a pause (the pause counts from the previous piece). */
export type FakeChunk = string | { text: string; delayMs: number };

export interface FakeToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export type FakeResponse =
  /** The assistant's answer, streamed piece by piece; `delayMs` is the pause before each piece without its own. */
  | { kind: 'text'; chunks: readonly FakeChunk[]; delayMs?: number }
  /** The model asks for tool calls (finish_reason tool_calls); the client is expected to call again with results. */
  | { kind: 'tool-calls'; calls: readonly FakeToolCall[] }
  /** An OpenAI-style error answer, e.g. 429 or 500, with `{ error: { message, type, code } }`. */
  | { kind: 'error'; status: number; message?: string; headers?: Record<string, string> }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Streams `before` as valid chunks, then a data line that is not valid JSON (or `payload`). */
  | { kind: 'malformed'; before?: readonly string[]; payload?: string }
  /** Streams `before`, then destroys the socket without ending the response. */
  | { kind: 'close-mid-stream'; before: readonly FakeChunk[] };

export interface RecordedMessage {
  role: string;
  content?: unknown;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** Request headers, Authorization left out (only `authorized` says whether it matched). */
  headers: Record<string, string | string[] | undefined>;
  /** True when the server has no key configured or the request carried `Bearer <key>`. */
  authorized: boolean;
  body: Record<string, unknown>;
  model: string;
  stream: boolean;
  messages: RecordedMessage[];
  tools: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  /** Set when the client closed the connection before the response was complete. */
  clientDisconnected: boolean;
  /** Resolves when the response has ended or the client has gone. */
  finished: Promise<void>;
}

export interface FakeOpenAI {
  /** The API base, e.g. http://127.0.0.1:41234/v1 */
  readonly baseURL: string;
  /** Every chat completions request, oldest first. */
  readonly requests: RecordedRequest[];
  /** Queues responses for the next requests, in order. An unscripted request gets a 500. */
  script(...responses: FakeResponse[]): void;
  close(): Promise<void>;
}

export async function startFakeOpenAI(options: { apiKey?: string } = {}): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const queue: FakeResponse[] = [];
  let completionCount = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      sendJson(res, 404, { error: { message: `No route for ${req.method} ${path}`, type: 'invalid_request_error', code: null } });
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    const { authorization, ...headers } = req.headers;
    let resolveFinished!: () => void;
    const recorded: RecordedRequest = {
      method: req.method,
      path,
      headers,
      authorized: options.apiKey === undefined || authorization === `Bearer ${options.apiKey}`,
      body,
      model: String(body.model),
      stream: body.stream === true,
      messages: (body.messages ?? []) as RecordedMessage[],
      tools: (body.tools ?? []) as RecordedRequest['tools'],
      clientDisconnected: false,
      finished: new Promise((resolve) => (resolveFinished = resolve)),
    };
    requests.push(recorded);
    res.on('close', () => {
      if (!res.writableFinished) recorded.clientDisconnected = true;
      resolveFinished();
    });

    if (!recorded.authorized) {
      sendJson(res, 401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } });
      return;
    }
    const response = queue.shift() ?? { kind: 'error', status: 500, message: 'fake-openai: no scripted response for this request' };
    completionCount += 1;
    const completion = new Completion(`chatcmpl-fake-${completionCount}`, recorded.model, res);
    await (recorded.stream ? completion.stream(response) : completion.json(response));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...responses) => void queue.push(...responses),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Writes one scripted response, as SSE chunks or as one JSON body, in the OpenAI wire format. */
class Completion {
  private readonly created = Math.floor(Date.now() / 1000);

  constructor(
    private readonly id: string,
    private readonly model: string,
    private readonly res: ServerResponse,
  ) {}

  async stream(response: FakeResponse): Promise<void> {
    if (response.kind === 'error') return this.error(response);
    if (response.kind === 'hang') return;
    this.res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    this.send({ role: 'assistant', content: '' });
    switch (response.kind) {
      case 'text':
        if (!(await this.streamText(response.chunks, response.delayMs ?? 0))) return;
        this.send({}, 'stop');
        break;
      case 'tool-calls':
        response.calls.forEach((call, index) => {
          const argumentsJson = JSON.stringify(call.arguments);
          const half = Math.ceil(argumentsJson.length / 2);
          const id = `call_${this.id}_${index}`;
          this.send({ tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: argumentsJson.slice(0, half) } }] });
          this.send({ tool_calls: [{ index, function: { arguments: argumentsJson.slice(half) } }] });
        });
        this.send({}, 'tool_calls');
        break;
      case 'malformed':
        for (const text of response.before ?? []) this.send({ content: text });
        this.res.write(`data: ${response.payload ?? '{"id":"broken","choices":[{"delta":{"content":"unterminated'}\n\n`);
        break;
      case 'close-mid-stream':
        if (!(await this.streamText(response.before, 0))) return;
        // Let what was written reach the client before the connection drops.
        await new Promise<void>((resolve) => this.res.write(':\n\n', () => resolve()));
        await pause(this.res, 20);
        this.res.destroy();
        return;
    }
    if (!this.res.destroyed) this.res.end('data: [DONE]\n\n');
  }

  async json(response: FakeResponse): Promise<void> {
    switch (response.kind) {
      case 'error':
        return this.error(response);
      case 'hang':
        return;
      case 'text': {
        const content = response.chunks.map((chunk) => (typeof chunk === 'string' ? chunk : chunk.text)).join('');
        return sendJson(this.res, 200, this.body([{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }]));
      }
      case 'tool-calls': {
        const toolCalls = response.calls.map((call, index) => ({
          id: `call_${this.id}_${index}`,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.arguments) },
        }));
        const message = { role: 'assistant', content: null, tool_calls: toolCalls };
        return sendJson(this.res, 200, this.body([{ index: 0, message, finish_reason: 'tool_calls' }]));
      }
      case 'malformed':
        this.res.writeHead(200, { 'content-type': 'application/json' });
        this.res.end(response.payload ?? '{"id":"broken","choices":[');
        return;
      case 'close-mid-stream':
        this.res.writeHead(200, { 'content-type': 'application/json' });
        this.res.write('{"id":');
        this.res.destroy();
        return;
    }
  }

  /** Streams the pieces with their pauses; false when the client went away meanwhile. */
  private async streamText(chunks: readonly FakeChunk[], defaultDelayMs: number): Promise<boolean> {
    for (const chunk of chunks) {
      const { text, delayMs } = typeof chunk === 'string' ? { text: chunk, delayMs: defaultDelayMs } : chunk;
      if (delayMs > 0 && !(await pause(this.res, delayMs))) return false;
      if (this.res.destroyed) return false;
      this.send({ content: text });
    }
    return true;
  }

  private error(response: Extract<FakeResponse, { kind: 'error' }>): void {
    const type = response.status === 429 ? 'rate_limit_exceeded' : response.status >= 500 ? 'server_error' : 'invalid_request_error';
    const message = response.message ?? (response.status === 429 ? 'Rate limit reached for requests' : 'The server had an error');
    this.res.writeHead(response.status, { 'content-type': 'application/json', ...response.headers });
    this.res.end(JSON.stringify({ error: { message, type, code: type } }));
  }

  private send(delta: Record<string, unknown>, finishReason: string | null = null): void {
    const chunk = {
      ...this.envelope('chat.completion.chunk'),
      choices: [{ index: 0, delta, finish_reason: finishReason }],
      ...(finishReason ? { usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } } : {}),
    };
    this.res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }

  private body(choices: unknown[]): Record<string, unknown> {
    return { ...this.envelope('chat.completion'), choices, usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } };
  }

  private envelope(object: string): Record<string, unknown> {
    return { id: this.id, object, created: this.created, model: this.model };
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Waits `ms`, or less if the client goes away; true when the full pause elapsed with the client still there. */
function pause(res: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}
