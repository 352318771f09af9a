/**
 * GET /api/health — liveness plus a real round trip to the database (503 when it does not answer).
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { checkHealth } from '../services/health.service';

export function healthRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const health = await checkHealth(context);
    res.status(health.status === 'ok' ? 200 : 503).set('Cache-Control', 'no-store').json(health);
  });
  return router;
}
