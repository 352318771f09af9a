/**
 * Starts the server: configuration, database (migrated and seeded on every start — both are idempotent),
 * the Express app (with Vite in middleware mode for `--dev`), and graceful shutdown on SIGTERM/SIGINT:
 * stop accepting, let in-flight requests finish (bounded by SHUTDOWN_TIMEOUT_MS), close the pool.
 */
import type { Server } from 'node:http';
import { createDatabase } from '../db/connection';
import { migrateLatest } from '../db/migrate';
import { seedDatabase } from '../db/seeds';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { createReplyRunner } from './services/chat/reply-runner';
import { createTutor } from './tutor';
import { createApp } from './create-app';
import { createLogger } from './logger';
import { createMailer } from './mail/create-mailer';
import { createSessionManager } from './services/auth/session';
import { createRateLimiterFactory } from './services/rate-limits';

async function main(): Promise<void> {
  const isDev = process.argv.includes('--dev');
  if (isDev) process.env.NODE_ENV ??= 'development';
  const config = loadConfig();
  const logger = createLogger(config);
  const db = createDatabase(config.databaseUrl);
  await migrateLatest(db);
  await seedDatabase(db);
  const tutor = createTutor(config.tutor);
  const context: AppContext = {
    config,
    db,
    logger,
    sessions: createSessionManager(config),
    limits: createRateLimiterFactory({ config, db }),
    mailer: createMailer({ config, db, logger }),
    tutor,
    replies: createReplyRunner({ db, logger, tutor, totalTimeoutMs: config.tutor.totalTimeoutMs }),
  };

  const vite = isDev
    ? await import('vite').then(({ createServer }) =>
        createServer({ server: { middlewareMode: true }, appType: 'custom' }),
      )
    : undefined;
  const app = createApp(context, { vite });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, mode: isDev ? 'development' : config.env, database: config.databaseUrl ? 'mysql' : 'sqlite' },
      `listening on http://localhost:${port}`);
  });
  server.keepAliveTimeout = 65_000;

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const forced = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs).unref();
    // Replies being written get half the shutdown time to finish; then their upstream calls are aborted.
    Promise.all([closeServer(server), context.replies.shutdown(config.shutdownTimeoutMs / 2)])
      .then(() => vite?.close())
      .then(() => context.limits.close())
      .then(() => context.mailer.close())
      .then(() => db.destroy())
      .then(() => {
        clearTimeout(forced);
        logger.info('shutdown complete');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/**
 * Resolves when every connection has ended. Keep-alive sockets are closed as soon as they fall idle (a socket
 * that was busy when the signal came becomes idle once its response is sent).
 */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close((error) => {
      clearInterval(sweep);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
