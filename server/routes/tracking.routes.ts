/**
 * POST /api/analytics/page-view (contract/tracking.ts): the client's navigation reports for the visitor
 * analytics. Always `{ ok: true }` for a valid body — a dropped bot view looks the same — and 429 over the limit.
 */
import { Router } from 'express';
import { PageViewRequestSchema, type PageViewResponse } from '../../contract/tracking';
import type { AppContext } from '../context';
import { recordPageView } from '../services/admin/page-views.service';

export function trackingRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/analytics/page-view', async (req, res) => {
    const body = PageViewRequestSchema.parse(req.body);
    await recordPageView(context, req, body);
    const answer: PageViewResponse = { ok: true };
    res.json(answer);
  });
  return router;
}
