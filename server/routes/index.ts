/**
 * The /api router: one line per area.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import { analysisRoutes } from './analysis.routes';
import { chatRoutes } from './chat.routes';
import { feedbackRoutes } from './feedback.routes';
import { googleRoutes } from './google.routes';
import { healthRoutes } from './health.routes';
import { paymentsRoutes } from './payments.routes';
import { quizRoutes } from './quiz.routes';
import { recoveryRoutes } from './recovery.routes';
import { statusRoutes } from './status.routes';
import { studyPacksRoutes } from './study-packs.routes';
import { trackingRoutes } from './tracking.routes';

export function apiRoutes(context: AppContext): Router {
  const router = Router();
  router.use(healthRoutes(context));
  router.use(authRoutes(context));
  router.use(recoveryRoutes(context));
  router.use(googleRoutes(context));
  router.use(statusRoutes(context));
  router.use(chatRoutes(context));
  router.use(quizRoutes(context));
  router.use(analysisRoutes(context));
  router.use(studyPacksRoutes(context));
  router.use(feedbackRoutes(context));
  router.use(paymentsRoutes(context));
  router.use(trackingRoutes(context));
  router.use(adminRoutes(context));
  return router;
}
