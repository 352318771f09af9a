/**
 * Test helpers for the server (test code only): a real app from create-app on a real database, listening on an
 * ephemeral loopback port, so integration tests speak HTTP to the same stack production runs.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { createApp } from './create-app';

export interface RunningApp {
  baseUrl: string;
  context: AppContext;
  close(): Promise<void>;
}

export async function startTestApp(db: AppContext['db'], overrides: Partial<Config> = {}): Promise<RunningApp> {
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: process.env.DATA_DIR ?? './data' }), ...overrides };
  const context: AppContext = { config, db, logger: pino({ level: 'silent' }) };
  const app = createApp(context);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    context,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
