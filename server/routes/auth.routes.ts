/**
 * Authentication routes. The foundation has no accounts yet (sign-up and login arrive with the accounts
 * issue), so /api/auth/me truthfully answers 401 for everyone: the client treats 401 on a read as "no user".
 */
import { Router } from 'express';
import type { AppContext } from '../context';
import { AppError } from '../errors';

export function authRoutes(_context: AppContext): Router {
  const router = Router();
  router.get('/auth/me', () => {
    throw new AppError('auth:unauthenticated', 401, 'Not signed in');
  });
  return router;
}
