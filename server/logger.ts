/**
 * pino logger and the per-request logger (pino-http) with request ids.
 * Secrets never reach the log: cookies, authorization headers and password fields are redacted.
 */
import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}

const REQUEST_ID = /^[\w-]{8,64}$/;

export function createHttpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    // Trust an upstream proxy's id only when it looks like one; otherwise mint our own.
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
    autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
    serializers: {
      // Path only: query strings can carry one-time codes and tokens (OAuth callback, reset links).
      req: (req) => ({ id: req.id, method: req.method, url: String(req.url ?? '').split('?')[0] }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  });
}
