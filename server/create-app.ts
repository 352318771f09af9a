/**
 * Builds the Express app: used by main.ts and by the integration tests, so tests exercise the real stack.
 * Order matters: request ids and logging, security headers, static assets, the JSON API (CSRF check, body parser,
 * caller identity, routes), then the SSR pages.
 */
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import sirv from 'sirv';
import type { ViteDevServer } from 'vite';
import type { AppContext } from './context';
import { apiNotFound, errorMiddleware } from './errors';
import { createHttpLogger } from './logger';
import { csrfProtection } from './middleware/csrf';
import { identityMiddleware } from './middleware/identity';
import { apiRoutes } from './routes';
import { assignNonce, securityHeaders } from './security';
import { devPageSource, productionPageSource, ssrHandler } from './ssr';

export interface CreateAppOptions {
  /** Project root (where index.html and dist/ live). */
  root?: string;
  /** Development: a Vite dev server in middleware mode; absent: serve the production build. */
  vite?: ViteDevServer;
}

export const JSON_BODY_LIMIT = '100kb';
const MANUAL_PAYMENT_PATH = '/api/payments/vodafone-manual';
/** A 5 MB screenshot as base64 plus the form fields. */
const MANUAL_PAYMENT_JSON_LIMIT = '7mb';

export function createApp(context: AppContext, options: CreateAppOptions = {}): Express {
  const root = options.root ?? process.cwd();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', context.config.trustProxy ? 1 : false);

  app.use(createHttpLogger(context.logger));
  app.use(assignNonce);
  const paymob = context.config.payments.provider === 'paymob' ? context.config.payments.paymob : undefined;
  app.use(securityHeaders({ isDevelopment: Boolean(options.vite), frameOrigins: paymob ? [new URL(paymob.baseUrl).origin] : [] }));
  app.use(compression());

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    // Hashed assets never change: cache for a year. Precompressed .br/.gz siblings are served when present.
    // dist/client/index.html is only the SSR template: never served as a file.
    const assets = sirv(path.join(root, 'dist/client'), {
      brotli: true,
      gzip: true,
      etag: true,
      setHeaders(res, pathname) {
        if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    });
    app.use((req, res, next) => (req.path === '/' || req.path.endsWith('.html') ? next() : assets(req, res, next)));
  }

  // CSRF before the body parser: a refused request's body is never read. The wallet request may carry its
  // screenshot as a data URL (SPEC.md §3), so that one route parses a larger JSON body first.
  app.use(MANUAL_PAYMENT_PATH, csrfProtection(context.config), express.json({ limit: MANUAL_PAYMENT_JSON_LIMIT }));
  app.use('/api', csrfProtection(context.config), express.json({ limit: JSON_BODY_LIMIT }), identityMiddleware(context), apiRoutes(context), apiNotFound);

  const pages = options.vite ? devPageSource(options.vite, root) : productionPageSource(root);
  // Load the SSR bundle now rather than on the first visitor's request (a missing build surfaces on that request).
  if (!options.vite) pages.renderer().catch(() => undefined);
  app.get('/{*splat}', ssrHandler(context, pages));

  app.use(errorMiddleware);
  return app;
}
