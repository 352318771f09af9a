/**
 * Shapes every area shares: ids, ISO timestamps, Cairo days, pagination, the one API error body, the anonymous id,
 * and text-field builders that report exactly one i18n key per field (required → too short → too long).
 */
import { z } from 'zod';
import { issue, type ValidationKey } from './validation';
import { charCount } from './text';

export { charCount };


/** Turns Arabic-Indic (٠–٩) and Persian (۰–۹) digits into 0–9: students type both. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** Entity ids are opaque strings (the admin screens show their last 8 characters). */
export const IdSchema = z.string(issue('validation.invalid')).trim().min(1, 'validation.required').max(64, 'validation.tooLong');
export type Id = z.infer<typeof IdSchema>;

/** Path params of `/…/{id}` routes. */
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** A UTC instant as the server serialises it (`Date#toISOString()`); offsets are accepted too. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, ...issue('validation.invalid') });
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** A calendar day in Africa/Cairo, `YYYY-MM-DD` (see `cairoDay`). */
export const CairoDaySchema = z.iso.date(issue('validation.invalid'));

/** `?page=&limit=` of paged lists; query strings arrive as text, Arabic-Indic digits included. */
export function paginationQuery(defaultLimit: number, maxLimit: number) {
  const positiveInt = (fallback: number, max: number) =>
    z
      .union([z.number(), z.string().transform((text) => (text.trim() === '' ? fallback : Number(latinDigits(text.trim()))))], issue('validation.invalid'))
      .optional()
      .transform((value) => value ?? fallback)
      .pipe(z.number(issue('validation.invalid')).int('validation.invalid').min(1, 'validation.invalid').max(max, 'validation.invalid'));
  return z.object({ page: positiveInt(1, Number.MAX_SAFE_INTEGER), limit: positiveInt(defaultLimit, maxLimit) }, issue('validation.invalid'));
}

/** Totals that accompany one page of a list. */
export const PageInfoSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  hasNextPage: z.boolean(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/**
 * The body of every non-OK /api response. `code` is namespaced (`auth:invalid_credentials`, `quota:exceeded`);
 * `fields` maps a request field path (dot-joined) to its localised messages on a 400.
 */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** `{ success }` acknowledgements (logout, reject, …) with an optional server message. */
export const SuccessResponseSchema = z.object({ success: z.boolean(), message: z.string().optional() });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;

/** `{ ok }` acknowledgements of the auth calls. */
export const OkResponseSchema = z.object({ ok: z.boolean(), error: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** Anonymous visitor id kept in local storage and sent as X-Anonymous-Id: `user_{timestamp}_{random}`. */
export const AnonymousIdSchema = z.string().regex(/^user_\d{10,16}_[a-z0-9]{4,32}$/i, 'validation.invalid');

/** Options of `textField`. */
export interface TextFieldOptions {
  /** Maximum length in code points (→ 'validation.tooLong'). */
  max: number;
  /** Minimum length in code points after trimming, reported with `minKey`. */
  min?: number;
  /** Key for a too-short value; defaults to 'validation.required'. */
  minKey?: ValidationKey;
  /** Key for a missing or empty value; defaults to 'validation.required'. */
  requiredKey?: ValidationKey;
  /** Trim surrounding whitespace first (default true; passwords pass false). */
  trim?: boolean;
}

/**
 * A required text field that yields exactly one issue: requiredKey when missing/empty, minKey when shorter than
 * `min`, 'validation.tooLong' when longer than `max`. Refinements (not aborting checks) keep sibling and
 * object-level rules running, so every field error shows at once.
 */
export function textField({ max, min = 1, minKey = 'validation.required', requiredKey = 'validation.required', trim = true }: TextFieldOptions) {
  const base = trim ? z.string(issue(requiredKey)).trim() : z.string(issue(requiredKey));
  return base
    .refine((text) => text.length > 0, issue(requiredKey))
    .refine((text) => text.length === 0 || charCount(text) >= min, issue(minKey))
    .refine((text) => charCount(text) <= max, issue('validation.tooLong'));
}

/** An optional trimmed text field: empty or whitespace-only counts as absent (`undefined`). */
export function optionalTextField(max: number) {
  return z
    .string(issue('validation.invalid'))
    .trim()
    .refine((text) => charCount(text) <= max, issue('validation.tooLong'))
    .optional()
    .transform((text) => (text === '' ? undefined : text));
}

/**
 * Egyptian mobile number (010/011/012/015 + 8 digits). Accepts spaces, dashes, a +20/0020 prefix and
 * Arabic-Indic digits; outputs the canonical local form `01XXXXXXXXX`.
 */
export const EgyptianPhoneSchema = z
  .string(issue('validation.required'))
  .transform((text) => latinDigits(text).replace(/[\s\-()]/g, ''))
  .refine((digits) => digits.length > 0, issue('validation.required'))
  .transform((digits) => digits.replace(/^(\+|00)?20(?=1)/, '0'))
  .refine((digits) => digits.length === 0 || /^01[0125]\d{8}$/.test(digits), issue('validation.phoneInvalid'));

/**
 * `when` option for object-level refinements: run them whenever the input is an object, even if some field has
 * already failed, so e.g. the confirm-password mismatch shows together with a too-short name.
 */
export function whenObject(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null;
}

/**
 * Groups zod issues by dot-joined field path (root issues under ''), the shape of ApiErrorBody `fields`.
 * The server localises the keys before sending; the client maps them onto form fields.
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const { path, message } of issues) {
    const key = path.map(String).join('.');
    (fields[key] ??= []).push(message);
  }
  return fields;
}
