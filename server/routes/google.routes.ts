/**
 * Google sign-in (browser navigations, so redirects rather than JSON) and the providers list the login and
 * sign-up pages use to show whether the Google button works.
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { authProviders, createGoogleSignIn } from '../services/auth/google.service';

export function googleRoutes(context: AppContext): Router {
  const router = Router();
  const google = createGoogleSignIn(context);
  router.get('/auth/providers', (_req, res) => {
    res.json(authProviders(context.config));
  });
  router.get('/auth/google', async (req, res) => {
    res.set('Cache-Control', 'no-store').redirect(302, await google.start(req, res));
  });
  router.get('/auth/google/callback', async (req, res) => {
    res.set('Cache-Control', 'no-store').redirect(302, await google.finish(req, res));
  });
  return router;
}
