/**
 * The /api router: one line per area.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { authRoutes } from './auth.routes';
import { healthRoutes } from './health.routes';

export function apiRoutes(context: AppContext): Router {
  const router = Router();
  router.use(healthRoutes(context));
  router.use(authRoutes(context));
  return router;
}
