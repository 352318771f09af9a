/**
 * The /api router: one line per area.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { authRoutes } from './auth.routes';
import { googleRoutes } from './google.routes';
import { healthRoutes } from './health.routes';
import { recoveryRoutes } from './recovery.routes';
import { statusRoutes } from './status.routes';

export function apiRoutes(context: AppContext): Router {
  const router = Router();
  router.use(healthRoutes(context));
  router.use(authRoutes(context));
  router.use(recoveryRoutes(context));
  router.use(googleRoutes(context));
  router.use(statusRoutes(context));
  return router;
}
