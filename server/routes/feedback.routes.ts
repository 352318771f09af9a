/**
 * POST /api/feedback (SPEC.md §7): visitors and students alike. The body is parsed with the contract's schema
 * (400 with the field keys; bodies over the JSON limit are refused with 413 before they get here).
 */
import { Router } from 'express';
import { FeedbackRequestSchema } from '../../contract/feedback';
import type { AppContext } from '../context';
import { submitFeedback } from '../services/learning/feedback.service';

export function feedbackRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/feedback', async (req, res) =>
    res.status(201).json(await submitFeedback(context, req.identity, FeedbackRequestSchema.parse(req.body), req.get('user-agent'))),
  );
  return router;
}
