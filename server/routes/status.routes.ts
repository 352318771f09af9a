/**
 * The polled plan and usage statuses. /api/subscription/status needs a signed-in student (401 otherwise);
 * /api/user/status answers visitors too (usage by device and IP).
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { requireUser } from '../middleware/identity';
import { sendPolled } from '../middleware/polled';
import { getSubscriptionStatus, getUserStatus } from '../services/auth/status.service';

export function statusRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/subscription/status', (req, res) => sendPolled(req, res, getSubscriptionStatus(requireUser(req))));
  router.get('/user/status', async (req, res) => sendPolled(req, res, await getUserStatus(context, req.identity)));
  return router;
}
