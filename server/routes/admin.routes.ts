/**
 * /api/admin (SPEC §7 "Admin") and the production side of POST /api/test-interactive-auth.
 * - login / logout / check: the admin panel's password session (services/admin/admin-session.ts);
 * - the panel (payment review, visitor analytics): the password session only;
 * - message monitoring and conversation analytics: the password session or the ADMIN_EMAIL account.
 * Every refusal is in the §8 error format (401 admin:unauthenticated, 403 admin:forbidden). Bodies and queries are
 * parsed with the contract's schemas. CSRF: the /api CSRF middleware already covers every POST here.
 */
import { Router, type Request, type Response } from 'express';
import {
  AdminLoginRequestSchema,
  AdminMessagesQuerySchema,
  type AdminCheckResponse,
  type AdminSessionResponse,
} from '../../contract/admin';
import { TestInteractiveAuthRequestSchema, type TestInteractiveAuthResponse } from '../../contract/auth';
import { IdSchema } from '../../contract/common';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import {
  ADMIN_PANEL_LABEL,
  adminLogin,
  adminLogout,
  adminPasswordHash,
  readAdminSession,
  requireAdminPanel,
  requireMonitoringAdmin,
} from '../services/admin/admin-session';
import { analysisStatus, analyticsDashboard, requestAnalysis } from '../services/admin/message-analysis.service';
import { conversations, messagesPage, users } from '../services/admin/monitoring.service';
import { analyticsSummary, recentSessions } from '../services/admin/visitor-analytics.service';
import { toUserResponse, todaysUsage } from '../services/auth/status.service';
import {
  approvePaymentRequest,
  listPaymentRequests,
  readPaymentScreenshot,
  rejectPaymentRequest,
} from '../services/payments/wallet.service';

/** Headers of the screenshot response: shown inline to the admin, never sniffed, never cached, never scripted. */
export const SCREENSHOT_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': 'inline',
  'Cache-Control': 'private, no-store',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;
const SCREENSHOT_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

function idParam(req: Request): string {
  const parsed = IdSchema.safeParse(req.params.id);
  if (!parsed.success) throw new AppError('http:not_found', 404, 'Payment request not found');
  return parsed.data;
}

export function adminRoutes(context: AppContext): Router {
  const router = Router();
  // Hash the configured password now, so the first login does not pay for it and every login costs the same.
  void adminPasswordHash(context.config)?.catch((error: unknown) => context.logger.error({ err: error }, 'admin password hash failed'));

  // ── Session ───────────────────────────────────────────────────────────────────────────────────────────────
  router.post('/admin/login', async (req, res) => {
    const { password } = AdminLoginRequestSchema.parse(req.body);
    try {
      await adminLogin(context, req, res, password);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The §8 error body, plus the contract's { success: false, message } the login card shows.
      if (error.headers) res.set(error.headers);
      res.status(error.status).json({ success: false, message: error.message, error: { code: error.code, message: error.message } });
      return;
    }
    const answer: AdminSessionResponse = { success: true };
    res.json(answer);
  });
  router.post('/admin/logout', async (req, res) => {
    await adminLogout(context, req, res);
    const answer: AdminSessionResponse = { success: true };
    res.json(answer);
  });
  router.get('/admin/check', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const answer: AdminCheckResponse = { isAdmin: (await readAdminSession(context, req)) !== null };
    res.json(answer);
  });

  // ── Admin panel: payment review and visitor analytics ─────────────────────────────────────────────────────
  const panel = requireAdminPanel(context);
  router.get('/admin/payment-requests', panel, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await listPaymentRequests(context));
  });
  router.post('/admin/approve-payment/:id', panel, async (req, res) => {
    res.json(await approvePaymentRequest(context, idParam(req), req.admin?.actor ?? ADMIN_PANEL_LABEL));
  });
  router.post('/admin/reject-payment/:id', panel, async (req, res) => {
    res.json(await rejectPaymentRequest(context, idParam(req), req.admin?.actor ?? ADMIN_PANEL_LABEL));
  });
  router.get('/admin/payment-requests/:id/screenshot', panel, async (req, res: Response) => {
    const screenshot = await readPaymentScreenshot(context, idParam(req));
    if (!screenshot || !SCREENSHOT_TYPES.has(screenshot.mimeType)) throw new AppError('http:not_found', 404, 'No screenshot for this payment request');
    res.set({ ...SCREENSHOT_HEADERS, 'Content-Type': screenshot.mimeType, 'Content-Length': String(screenshot.bytes.length) });
    res.end(screenshot.bytes);
  });
  router.get('/admin/analytics/summary', panel, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await analyticsSummary(context));
  });
  router.get('/admin/analytics/recent-sessions', panel, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await recentSessions(context));
  });

  // ── Message monitoring and conversation analytics ────────────────────────────────────────────────────────
  const monitoring = requireMonitoringAdmin(context);
  router.get('/admin/messages', monitoring, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await messagesPage(context, AdminMessagesQuerySchema.parse(req.query)));
  });
  router.get('/admin/conversations', monitoring, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await conversations(context));
  });
  router.get('/admin/users', monitoring, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await users(context));
  });
  router.get('/admin/analytics/dashboard', monitoring, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await analyticsDashboard(context));
  });
  router.post('/admin/analytics/analyze-messages', monitoring, async (_req, res) => {
    const { finished, body } = await requestAnalysis(context);
    res.status(finished ? (body.success ? 200 : 500) : 202).json(body);
  });
  router.get('/admin/analytics/analyze-messages/status', monitoring, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await analysisStatus(context));
  });
  // Anything else under /admin: the guard first, so probing reveals nothing to non-admins.
  router.use('/admin', monitoring);

  // ── Diagnostic panel in production (dev and test route it in auth.routes.ts) ─────────────────────────────
  if (context.config.isProduction) {
    router.post('/test-interactive-auth', async (req, res) => {
      if (!(await readAdminSession(context, req))) throw new AppError('http:not_found', 404, 'No API route for POST /api/test-interactive-auth');
      TestInteractiveAuthRequestSchema.parse(req.body);
      const user = req.identity.user;
      // Read-only here: the current auth state, nothing secret (no session ids, no hashes).
      const answer: TestInteractiveAuthResponse = user
        ? { ok: true, user: toUserResponse(user, await todaysUsage(context, user)) }
        : { ok: false, error: 'Not signed in' };
      res.json(answer);
    });
  }
  return router;
}
