/**
 * Security headers: helmet with a per-request nonce for the SSR scripts.
 * Scripts run only with the nonce ('strict-dynamic' lets the entry load its own chunks). Styles allow inline
 * because Stitches and react-aria write style rules and attributes at run time; scripts are what matters.
 */
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

/** frameOrigins: other origins our pages may frame (the card payment provider's checkout). */
export function securityHeaders({ isDevelopment, frameOrigins = [] }: { isDevelopment: boolean; frameOrigins?: string[] }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [(_req, res) => `'nonce-${(res as unknown as Response).locals.cspNonce as string}'`, "'strict-dynamic'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: isDevelopment ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        frameSrc: ["'self'", ...frameOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only matters behind HTTPS; helmet's default is fine for production, noisy for localhost dev.
    strictTransportSecurity: isDevelopment ? false : undefined,
  });
}
