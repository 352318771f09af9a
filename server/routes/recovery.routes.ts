/**
 * Password recovery and e-mail confirmation: forgot-password (same answer for every address), reset-password and
 * verify-email (the tokens from the e-mailed links), resend-verification (signed in). Mails go out in the
 * language of the request's `language` cookie (Arabic by default) with links to our own origin.
 */
import { Router, type Request } from 'express';
import {
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
  type ForgotPasswordResponse,
  type ResetPasswordResponse,
  type VerifyEmailResponse,
} from '../../contract/auth';
import type { OkResponse } from '../../contract/common';
import type { AppContext } from '../context';
import { ownOrigin } from '../middleware/csrf';
import { requireUser } from '../middleware/identity';
import { readPreferences } from '../preferences';
import { resendEmailVerification, verifyEmail } from '../services/auth/email-verification.service';
import { requestPasswordReset, resetPassword, type MailSettings } from '../services/auth/password-reset.service';

export function recoveryRoutes(context: AppContext): Router {
  const router = Router();
  const mailSettings = (req: Request): MailSettings => ({ language: readPreferences(req).language, origin: ownOrigin(context.config, req) });

  router.post('/auth/forgot-password', async (req, res) => {
    const { email } = ForgotPasswordRequestSchema.parse(req.body);
    await requestPasswordReset(context, { email, ip: req.identity?.ip ?? req.ip ?? 'unknown', ...mailSettings(req) });
    res.json({ ok: true } satisfies ForgotPasswordResponse);
  });

  router.post('/auth/reset-password', async (req, res) => {
    const { token, password } = ResetPasswordRequestSchema.parse(req.body);
    await resetPassword(context, { token, password });
    res.json({ ok: true } satisfies ResetPasswordResponse);
  });

  router.post('/auth/verify-email', async (req, res) => {
    const { token } = VerifyEmailRequestSchema.parse(req.body);
    await verifyEmail(context, token);
    res.json({ ok: true } satisfies VerifyEmailResponse);
  });

  router.post('/auth/resend-verification', async (req, res) => {
    await resendEmailVerification(context, requireUser(req), mailSettings(req));
    res.json({ ok: true } satisfies OkResponse);
  });

  return router;
}
