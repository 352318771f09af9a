/**
 * The streamed send: POST /api/conversations/{id}/messages with Accept: text/event-stream, read as server-sent
 * events (ChatStreamEvent). Errors before the stream starts (400/403/404/429) are ordinary HTTP errors and throw an
 * ApiError "status: body" exactly like the JSON send (so a 429 still opens the limit dialog); an `error` event in
 * the stream throws an ApiError with the server's message.
 */
import type { ChatStreamEvent, Message, SendMessageRequest } from '../contract/chat';
import { ApiError, requestHeaders, throwIfNotOk } from './api-client';

export interface StreamCallbacks {
  onUserMessage?(message: Message): void;
  /** The reply so far, each time it grows. */
  onText?(text: string): void;
}

/** Sends and streams; resolves with the stored user message and reply. */
export async function sendMessageStreaming(
  conversationId: string,
  input: SendMessageRequest,
  callbacks: StreamCallbacks = {},
  signal?: AbortSignal,
): Promise<{ userMessage: Message; aiMessage: Message }> {
  const response = await fetch(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    credentials: 'include',
    headers: requestHeaders(true, 'text/event-stream'),
    body: JSON.stringify(input),
    signal,
  });
  await throwIfNotOk(response);
  if (!response.body) throw new ApiError('500: empty stream', 500, undefined);

  let userMessage: Message | undefined;
  let text = '';
  for await (const event of readEvents(response.body)) {
    if (event.type === 'user_message') {
      userMessage = event.message;
      callbacks.onUserMessage?.(event.message);
    } else if (event.type === 'delta') {
      text += event.text;
      callbacks.onText?.(text);
    } else if (event.type === 'ai_message') {
      if (!userMessage) break;
      return { userMessage, aiMessage: event.message };
    } else {
      // The same body shape as an HTTP error, so callers read the code and message one way.
      throw new ApiError(`${statusOf(event.code)}: ${event.message}`, statusOf(event.code), { error: { code: event.code, message: event.message } });
    }
  }
  throw new ApiError('502: the reply stream ended early', 502, undefined);
}

/** Tutor error codes carry the HTTP status the JSON send would have answered. */
function statusOf(code: string): number {
  if (code === 'tutor:rate_limited' || code.startsWith('quota:')) return 429;
  if (code === 'tutor:timeout') return 504;
  if (code === 'tutor:malformed') return 502;
  return 503;
}

async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const frame = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = frame
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data) yield JSON.parse(data) as ChatStreamEvent;
        boundary = buffer.indexOf('\n\n');
      }
    }
  } finally {
    // Leaving early (the final event came, or an error): close the response instead of leaving it open.
    await reader.cancel().catch(() => undefined);
  }
}
