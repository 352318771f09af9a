/**
 * /api/auth/* (e-mail and password) and the debug test sign-in. Thin: each handler calls one service function.
 * Google sign-in lives in google.routes.ts, password reset and e-mail verification in their own routes.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { isCrossSiteNavigation } from '../middleware/csrf';
import { requireUser } from '../middleware/identity';
import { sendPolled } from '../middleware/polled';
import { login, logout, register, testInteractiveAuth } from '../services/auth/accounts.service';
import { getMe } from '../services/auth/status.service';

export function authRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/auth/me', async (req, res) => sendPolled(req, res, await getMe(context, requireUser(req))));
  router.post('/auth/login', async (req, res) => {
    const { status, body } = await login(context, req, res);
    res.status(status).json(body);
  });
  router.post('/auth/register', async (req, res) => res.status(201).json(await register(context, req, res)));
  router.post('/auth/logout', async (req, res) => {
    await logout(context, req, res);
    res.json({ ok: true });
  });
  // The sidebar navigates the browser here. Another site linking to it cannot sign the student out.
  router.get('/auth/logout', async (req, res) => {
    if (!isCrossSiteNavigation(req)) await logout(context, req, res);
    res.redirect(302, '/');
  });
  if (!context.config.isProduction) {
    router.post('/test-interactive-auth', async (req, res) => res.json(await testInteractiveAuth(context, req, res)));
  }
  return router;
}
