/**
 * Paying for premium: card payment tokens and the provider frame's message, the manual Vodafone Cash request and
 * its proof upload, and the admin's payment-request entity and approval.
 */
import { z } from 'zod';
import { EgyptianPhoneSchema, IdSchema, IsoDateTimeSchema, latinDigits, optionalTextField, textField, whenObject } from './common';
import { PAYMENT_FORM, PAYMENT_IFRAME_DEFAULTS, PAYMENT_SCREENSHOT, PRICES_EGP } from './constants';
import { PaymentStatusSchema, PlanSchema, plans, type Plan } from './enums';
import { issue } from './validation';

/** Is `amount` (EGP) the price of some plan, or of `plan` when given? */
export function isPlanPrice(amount: number, plan?: Plan): boolean {
  return plan ? PRICES_EGP[plan] === amount : plans.some((each) => PRICES_EGP[each] === amount);
}

/** The plan a price pays for (the server decides the amount from the plan, never from the client). */
export function planForAmount(amount: number): Plan | undefined {
  return plans.find((plan) => PRICES_EGP[plan] === amount);
}

/** A whole EGP amount, as a number or as text (Arabic-Indic digits allowed). */
export const AmountSchema = z
  .union([z.number(), z.string().transform((text) => (text.trim() === '' ? Number.NaN : Number(latinDigits(text.trim()))))], issue('validation.amountInvalid'))
  .pipe(z.number(issue('validation.amountInvalid')).int('validation.amountInvalid').positive('validation.amountInvalid'));

/** Plan as written in links: 'monthly' | 'yearly' or the full plan value. */
export const PlanAliasSchema = z
  .enum(['monthly', 'yearly', ...plans], issue('validation.invalid'))
  .transform((alias): Plan => (alias === 'monthly' ? 'premium_monthly' : alias === 'yearly' ? 'premium_yearly' : alias));

// ── Card payment ──────────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/generate-payment-token. amount must be a plan price (and the price of `plan` when it is sent). */
export const PaymentTokenRequestSchema = z
  .object({ amount: AmountSchema, plan: PlanSchema.optional() }, issue('validation.invalid'))
  .refine((body) => typeof body.amount !== 'number' || isPlanPrice(body.amount, body.plan), {
    ...issue('validation.amountInvalid'),
    path: ['amount'],
    when: whenObject,
  });
export type PaymentTokenRequest = z.input<typeof PaymentTokenRequestSchema>;

export const PaymentTokenResponseSchema = z.object({
  success: z.boolean(),
  payment_token: z.string().optional(),
  iframe_url: z.string().optional(),
  error: z.string().optional(),
});
export type PaymentTokenResponse = z.infer<typeof PaymentTokenResponseSchema>;

/** Query of /payment-iframe: `amount` (default 99) and `plan` (default monthly). */
export const PaymentIframeQuerySchema = z.object(
  {
    amount: AmountSchema.optional().default(PAYMENT_IFRAME_DEFAULTS.amount),
    plan: PlanAliasSchema.optional().default(PAYMENT_IFRAME_DEFAULTS.plan),
  },
  issue('validation.invalid'),
);
export type PaymentIframeQuery = z.infer<typeof PaymentIframeQuerySchema>;

/** Query the landing page reads after a card payment: payment=success|error, plan, amount. */
export const PaymentReturnQuerySchema = z.object(
  {
    payment: z.enum(['success', 'error'], issue('validation.invalid')).optional(),
    plan: PlanAliasSchema.optional(),
    amount: AmountSchema.optional(),
  },
  issue('validation.invalid'),
);
export type PaymentReturnQuery = z.infer<typeof PaymentReturnQuerySchema>;

/** window.postMessage from the payment frame; accepted only from the provider's origin. */
export const PaymentFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('payment_success'), plan: PlanSchema.optional() }),
  z.object({ type: z.literal('payment_error'), error: z.string() }),
]);
export type PaymentFrameMessage = z.infer<typeof PaymentFrameMessageSchema>;

// ── Manual Vodafone Cash ──────────────────────────────────────────────────────────────────────────────────────
const imageDataUrl = new RegExp(`^data:(${PAYMENT_SCREENSHOT.mimeTypes.join('|')});base64,[A-Za-z0-9+/]+=*$`);
/** Base64 inflates by 4/3; allow the data-URL header on top. */
const screenshotDataUrlMax = Math.ceil((PAYMENT_SCREENSHOT.maxBytes * 4) / 3) + 64;

/** The screenshot as a data URL of an image (png, jpeg, webp, gif), at most PAYMENT_SCREENSHOT.maxBytes. */
export const ScreenshotDataUrlSchema = z
  .string(issue('validation.screenshotRequired'))
  .refine((url) => url.length > 0, issue('validation.screenshotRequired'))
  .refine((url) => url.length === 0 || url.length > screenshotDataUrlMax || imageDataUrl.test(url), issue('validation.imageOnly'))
  .refine((url) => url.length <= screenshotDataUrlMax, issue('validation.tooLong'));

const vodafoneManualFields = {
  userName: textField({ max: PAYMENT_FORM.nameMax }),
  userPhone: EgyptianPhoneSchema,
  senderPhone: EgyptianPhoneSchema,
  amount: AmountSchema,
  plan: PlanSchema,
  notes: optionalTextField(PAYMENT_FORM.notesMax),
};
const amountIsPlanPrice = {
  ...issue('validation.amountInvalid'),
  path: ['amount'],
  when: whenObject,
};

/** POST /api/payments/vodafone-manual as JSON (SPEC.md §3: the screenshot as a data URL). amount must be the price of plan. */
export const VodafoneManualPaymentRequestSchema = z
  .object({ ...vodafoneManualFields, screenshotUrl: ScreenshotDataUrlSchema }, issue('validation.invalid'))
  .refine((body) => typeof body.amount !== 'number' || isPlanPrice(body.amount, body.plan), amountIsPlanPrice);
/** The text fields of the same request sent as multipart/form-data (the file part is `screenshot`). */
export const VodafoneManualFieldsSchema = z
  .object(vodafoneManualFields, issue('validation.invalid'))
  .refine((body) => typeof body.amount !== 'number' || isPlanPrice(body.amount, body.plan), amountIsPlanPrice);
export type VodafoneManualPaymentRequest = z.input<typeof VodafoneManualPaymentRequestSchema>;

/** requestId opens /payment-confirmation/{requestId}. */
export const VodafoneManualPaymentResponseSchema = z.object({
  success: z.boolean(),
  requestId: IdSchema.optional(),
  error: z.string().optional(),
});
export type VodafoneManualPaymentResponse = z.infer<typeof VodafoneManualPaymentResponseSchema>;

/** Text fields of the multipart POST /api/payment/confirm-vodafone (the file part is `screenshot`). */
export const ConfirmVodafoneFieldsSchema = z.object(
  { phoneNumber: EgyptianPhoneSchema, requestId: IdSchema },
  issue('validation.missingData'),
);
export type ConfirmVodafoneFields = z.input<typeof ConfirmVodafoneFieldsSchema>;

/** The uploaded `screenshot` part as the server sees it; the server also checks its magic bytes. */
export const ScreenshotFileSchema = z.object(
  {
    mimetype: z.string(issue('validation.imageOnly')).refine((type) => (PAYMENT_SCREENSHOT.mimeTypes as readonly string[]).includes(type), issue('validation.imageOnly')),
    size: z.number(issue('validation.screenshotRequired')).int('validation.invalid').positive('validation.screenshotRequired').max(PAYMENT_SCREENSHOT.maxBytes, 'validation.tooLong'),
  },
  issue('validation.screenshotRequired'),
);
export type ScreenshotFile = z.infer<typeof ScreenshotFileSchema>;

export const ConfirmVodafoneResponseSchema = z.object({ success: z.boolean(), message: z.string().optional() });
export type ConfirmVodafoneResponse = z.infer<typeof ConfirmVodafoneResponseSchema>;

// ── Admin review ──────────────────────────────────────────────────────────────────────────────────────────────
/** GET /api/admin/payment-requests returns PaymentRequest[], newest first. */
export const PaymentRequestSchema = z.object({
  id: IdSchema,
  userId: IdSchema.nullable(),
  userName: z.string(),
  userPhone: z.string(),
  senderPhone: z.string(),
  /** EGP. */
  amount: z.number().int(),
  plan: PlanSchema,
  status: PaymentStatusSchema,
  notes: z.string().nullable(),
  /** Admin-only URL of the stored screenshot; null until proof is uploaded. */
  screenshotUrl: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  processedAt: IsoDateTimeSchema.nullable(),
  processedBy: z.string().nullable(),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;
export const PaymentRequestsResponseSchema = z.array(PaymentRequestSchema);

/** POST /api/admin/approve-payment/{id} (pending only): premium is active until subscriptionEndDate. */
export const ApprovalResponseSchema = z.object({ userId: IdSchema, subscriptionEndDate: IsoDateTimeSchema });
export type ApprovalResponse = z.infer<typeof ApprovalResponseSchema>;

/** POST /api/admin/reject-payment/{id} (pending only). */
export const RejectionResponseSchema = z.object({ success: z.literal(true) });
export type RejectionResponse = z.infer<typeof RejectionResponseSchema>;

// ── Payment options, the proof page, billing ──────────────────────────────────────────────────────────────────
/** GET /api/payments/options: which methods are on (the wallet needs a configured number). */
export const PaymentOptionsSchema = z.object({
  card: z.enum(['paymob', 'sandbox']).nullable(),
  walletNumber: z.string().nullable(),
  supportEmail: z.string(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/** GET /api/payments/requests/{id}: one of the caller's own wallet requests (another student's id is a 404). */
export const WalletRequestSummarySchema = z.object({
  id: IdSchema,
  amount: z.number().int(),
  plan: PlanSchema,
  status: PaymentStatusSchema,
  hasScreenshot: z.boolean(),
  walletNumber: z.string(),
});
export type WalletRequestSummary = z.infer<typeof WalletRequestSummarySchema>;

export const BillingEntryStatusSchema = z.enum(['pending', 'approved', 'rejected', 'paid', 'failed']);
/** One payment in the billing history: a card payment or a wallet request. */
export const BillingEntrySchema = z.object({
  id: IdSchema,
  method: z.enum(['card', 'vodafone_cash']),
  plan: PlanSchema,
  /** EGP. */
  amount: z.number().int(),
  status: BillingEntryStatusSchema,
  createdAt: IsoDateTimeSchema,
});
export type BillingEntry = z.infer<typeof BillingEntrySchema>;

/** GET /api/billing: the plan, its end date, whether it renews, and the payment history (newest first). */
export const BillingResponseSchema = z.object({
  subscription: z.object({
    isPremium: z.boolean(),
    tier: PlanSchema.nullable(),
    endDate: IsoDateTimeSchema.nullable(),
    isExpired: z.boolean(),
    autoRenew: z.boolean(),
  }),
  history: z.array(BillingEntrySchema),
});
export type BillingResponse = z.infer<typeof BillingResponseSchema>;
