/**
 * Payments (SPEC.md §7): card checkout and the provider's signed callbacks, the sandbox checkout, Vodafone Cash
 * requests and proof uploads, and the student's billing page. Operators' review routes live in admin.routes.ts.
 */
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { PAYMENT_SCREENSHOT } from '../../contract/constants';
import { IdSchema } from '../../contract/common';
import { ConfirmVodafoneFieldsSchema, PaymentTokenRequestSchema, VodafoneManualFieldsSchema, VodafoneManualPaymentRequestSchema } from '../../contract/payments';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { requireUser } from '../middleware/identity';
import { readMultipart, type MultipartBody } from '../middleware/multipart';
import { readPreferences } from '../preferences';
import { getBilling, getPaymentOptions, stopRenewal } from '../services/payments/billing.service';
import { createPaymentToken, handleProcessedCallback, handleResponseCallback } from '../services/payments/card.service';
import { renderCardResult, renderSandboxCheckout } from '../services/payments/pages';
import { openSandboxCheckout, payInSandbox } from '../services/payments/sandbox.service';
import { confirmWalletPayment, createManualPaymentRequest, getWalletRequestSummary } from '../services/payments/wallet.service';

const SandboxPaySchema = z.object({ payment_token: z.string().min(1).max(512), card_number: z.string().max(32) });

export function paymentsRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/payments/options', (_req, res) => res.json(getPaymentOptions(context)));

  router.post('/generate-payment-token', async (req, res) => {
    const user = requireUser(req);
    const body = PaymentTokenRequestSchema.parse(req.body);
    res.json(await createPaymentToken(context, user, { amount: body.amount, plan: body.plan }));
  });
  router.post('/payments/card/callback', async (req, res) => {
    const outcome = await handleProcessedCallback(context, req.body, req.query.hmac);
    if (outcome.status === 'refused') throw new AppError('payments:callback_refused', 400, 'Callback refused');
    res.json({ received: true });
  });
  router.get('/payments/card/response', async (req, res) => {
    const outcome = await handleResponseCallback(context, req.query as Record<string, unknown>);
    sendPage(res, renderCardResult({ language: readPreferences(req).language, nonce: nonceOf(res), result: outcome }));
  });
  router.get('/payments/sandbox/checkout', async (req, res) => {
    const token = typeof req.query.payment_token === 'string' ? req.query.payment_token : '';
    const order = await openSandboxCheckout(context, token);
    sendPage(res, renderSandboxCheckout({ language: readPreferences(req).language, nonce: nonceOf(res), token, order }));
  });
  router.post('/payments/sandbox/pay', async (req, res) => {
    const body = SandboxPaySchema.parse(req.body);
    res.json(await payInSandbox(context, body.payment_token, body.card_number));
  });

  router.post('/payments/vodafone-manual', async (req, res) => {
    const user = requireUser(req);
    const { fields, screenshot } = await manualPaymentBody(req);
    res.status(201).json(await createManualPaymentRequest(context, user, { ...fields, screenshot }));
  });
  router.get('/payments/requests/:id', async (req, res) => {
    res.json(await getWalletRequestSummary(context, requireUser(req), IdSchema.parse(req.params.id)));
  });
  router.post('/payment/confirm-vodafone', async (req, res) => {
    const user = requireUser(req);
    const upload = await uploadOf(req);
    const fields = ConfirmVodafoneFieldsSchema.parse(upload.fields);
    res.json(await confirmWalletPayment(context, user, { requestId: fields.requestId, senderPhone: fields.phoneNumber, screenshot: upload.file?.bytes ?? null }));
  });

  router.get('/billing', async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await getBilling(context, requireUser(req)));
  });
  router.post('/billing/cancel', async (req, res) => res.json(await stopRenewal(context, requireUser(req))));
  return router;
}

function nonceOf(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

function sendPage(res: Response, html: string): void {
  res.set('Cache-Control', 'no-store').type('html').send(html);
}

/** A multipart upload with the `screenshot` file, refusing an oversized file before anything is stored. */
async function uploadOf(req: Request): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) throw new AppError('http:unsupported_media_type', 415, 'Send the form as multipart/form-data');
  const upload = await readMultipart(req, { fileField: 'screenshot', maxFileBytes: PAYMENT_SCREENSHOT.maxBytes });
  if (upload.fileTooLarge) {
    throw new AppError('payments:screenshot_too_large', 413, 'Upload failed, please try again', { screenshot: ['validation.tooLong'] });
  }
  return upload;
}

/**
 * The manual payment arrives as multipart (the app: fields + the `screenshot` file) or as JSON with the screenshot
 * as a data URL (SPEC.md §3). Either way the bytes go through the same checks.
 */
async function manualPaymentBody(req: Request): Promise<{ fields: z.output<typeof VodafoneManualFieldsSchema>; screenshot: Buffer | null }> {
  if (req.is('multipart/form-data')) {
    const upload = await uploadOf(req);
    return { fields: VodafoneManualFieldsSchema.parse(upload.fields), screenshot: upload.file?.bytes ?? null };
  }
  const { screenshotUrl, ...fields } = VodafoneManualPaymentRequestSchema.parse(req.body);
  return { fields, screenshot: Buffer.from(screenshotUrl.slice(screenshotUrl.indexOf(',') + 1), 'base64') };
}
