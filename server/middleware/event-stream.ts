/**
 * Server-sent events on an Express response: the headers that keep proxies and the compression middleware from
 * buffering (no-transform), one `data: <json>` frame per event, a comment heartbeat so idle proxies keep the
 * connection, and a closed flag once the client has gone (writes after that are dropped).
 */
import type { Request, Response } from 'express';

const HEARTBEAT_MS = 15_000;

export interface EventStream<Event> {
  send(event: Event): void;
  end(): void;
  /** True once the client disconnected or end() was called. */
  readonly closed: boolean;
}

export function openEventStream<Event>(req: Request, res: Response): EventStream<Event> {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  let closed = false;
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  const close = () => {
    closed = true;
    clearInterval(heartbeat);
  };
  req.on('close', close);
  return {
    send(event) {
      if (!closed) res.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (closed) return;
      close();
      res.end();
    },
    get closed() {
      return closed;
    },
  };
}
