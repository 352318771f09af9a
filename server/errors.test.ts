/**
 * The one error middleware: AppError codes, zod → 400 with field messages, anything else a generic 500 —
 * never a stack, a SQL text or an internal message to the client.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, errorMiddleware } from './errors';

describe('the error middleware', () => {
  let baseUrl = '';
  let close: () => void = () => undefined;
  const logged: unknown[] = [];

  beforeAll(async () => {
    const app = express();
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    app.use((req, _res, next) => {
      req.log = logger;
      next();
    });
    app.use(express.json());
    app.post('/app-error', () => {
      throw new AppError('quota:exceeded', 429, 'Daily limit reached');
    });
    app.post('/zod', (req) => {
      z.object({ email: z.email('validation.emailInvalid'), name: z.string().min(2, 'validation.nameMin') }).parse(req.body);
    });
    app.post('/crash', async () => {
      throw new Error('SQLITE_ERROR: no such column users.secret at /work/main/db/x.ts:12');
    });
    app.use(errorMiddleware);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (path: string, body: unknown = {}) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('answers an AppError with its status, code and message', async () => {
    const response = await post('/app-error');
    expect(response.status).toBe(429);
    await expect(response.json()).resolves.toEqual({ error: { code: 'quota:exceeded', message: 'Daily limit reached' } });
  });

  it('turns a zod error into 400 with the message of each field', async () => {
    const response = await post('/zod', { email: 'not-an-email', name: 'x' });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      error: {
        code: 'validation:invalid',
        message: 'Invalid request',
        fields: { email: ['validation.emailInvalid'], name: ['validation.nameMin'] },
      },
    });
  });

  it('hides an internal error behind a generic 500 and logs it', async () => {
    const response = await post('/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: 'Internal server error' } });
    expect(text).not.toContain('SQLITE');
    expect(text).not.toContain('/work/main');
    expect(JSON.stringify(logged)).toContain('no such column');
  });
});
