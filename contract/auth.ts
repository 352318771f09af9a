/**
 * Accounts and sessions: the User entity, /api/auth/* requests and responses, and the debug test-auth call.
 * Request types are `z.input` (what a client sends); parse on the server to get the trimmed, defaulted values.
 */
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, OkResponseSchema, optionalTextField, textField, whenObject } from './common';
import { AUTH } from './constants';
import { PlanSchema } from './enums';
import { issue } from './validation';

// ── Fields ────────────────────────────────────────────────────────────────────────────────────────────────────
/** Trimmed, lower-cased e-mail: empty → required, malformed → emailInvalid. */
export const EmailSchema = textField({ max: AUTH.emailMax })
  .transform((email) => email.toLowerCase())
  .pipe(z.email(issue('validation.emailInvalid')));

/** Passwords are not trimmed: spaces are legitimate characters. */
export const PasswordSchema = textField({ max: AUTH.passwordMax, min: AUTH.passwordMin, minKey: 'validation.passwordMin', trim: false });

export const NameSchema = textField({ max: AUTH.nameMax, min: AUTH.nameMin, minKey: 'validation.nameMin' });

/**
 * Grade: the sign-up select sends a Grade id (grade10 … other); the simple /login page sends free text.
 * Empty means not given.
 */
export const GradeInputSchema = optionalTextField(AUTH.gradeMax);

const TokenSchema = textField({ max: AUTH.tokenMax });

// ── Entities ──────────────────────────────────────────────────────────────────────────────────────────────────
export const UserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  /** A Grade id, or free text from /login; null when not given. */
  grade: z.string().nullable(),
  isPremium: z.boolean(),
  subscriptionTier: PlanSchema.nullable(),
  subscriptionEndDate: IsoDateTimeSchema.nullable(),
  /** Free messages used today (Cairo day). */
  freeMessagesUsed: z.number().int().nonnegative(),
  emailVerified: z.boolean(),
  createdAt: IsoDateTimeSchema,
  lastActivity: IsoDateTimeSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * GET /api/auth/me (401 when signed out). `isMonitoringAdmin` is true only for the account whose e-mail equals
 * ADMIN_EMAIL: it shows the sidebar admin link and opens /admin-dashboard (the server enforces it again).
 */
export const MeResponseSchema = UserSchema.extend({ isMonitoringAdmin: z.boolean() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

// ── Login and register ────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/auth/login. rememberMe (from /auth/login) keeps the session 30 days; absent means a browser session. */
export const LoginRequestSchema = z.object(
  { email: EmailSchema, password: PasswordSchema, rememberMe: z.boolean(issue('validation.invalid')).optional() },
  issue('validation.invalid'),
);
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  ok: z.boolean(),
  user: z.object({ name: z.string() }).optional(),
  error: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * POST /api/auth/register. confirmPassword is sent by the sign-up page only; when present it must equal password,
 * and the mismatch is reported on the confirmPassword field.
 */
export const RegisterRequestSchema = z
  .object(
    {
      email: EmailSchema,
      password: PasswordSchema,
      name: NameSchema,
      grade: GradeInputSchema,
      confirmPassword: z.string(issue('validation.invalid')).optional(),
    },
    issue('validation.invalid'),
  )
  .refine((form) => form.confirmPassword === undefined || form.confirmPassword === form.password, {
    ...issue('validation.passwordMismatch'),
    path: ['confirmPassword'],
    when: whenObject,
  });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** Register answers like login; `needsEmailVerification` tells /login to ask the user to confirm by e-mail. */
export const RegisterResponseSchema = LoginResponseSchema.extend({ needsEmailVerification: z.boolean().optional() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

// ── Password reset and e-mail verification ────────────────────────────────────────────────────────────────────
/** POST /api/auth/forgot-password. Always answers ok, registered or not (no account enumeration). */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema }, issue('validation.invalid'));
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;
export const ForgotPasswordResponseSchema = OkResponseSchema;
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export const ResetPasswordRequestSchema = z
  .object({ token: TokenSchema, password: PasswordSchema, confirmPassword: z.string(issue('validation.required')) }, issue('validation.invalid'))
  .refine((form) => form.confirmPassword === form.password, {
    ...issue('validation.passwordMismatch'),
    path: ['confirmPassword'],
    when: whenObject,
  });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;
export const ResetPasswordResponseSchema = OkResponseSchema;
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

/** POST /api/auth/verify-email with the token from the confirmation e-mail. */
export const VerifyEmailRequestSchema = z.object({ token: TokenSchema }, issue('validation.invalid'));
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequestSchema>;
export const VerifyEmailResponseSchema = OkResponseSchema;
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** POST /api/auth/logout. */
export const LogoutResponseSchema = OkResponseSchema;
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/**
 * GET /api/auth/providers: which sign-in providers this server has configured, so the login and sign-up pages can
 * say "Google sign-in is not configured" instead of sending the browser to a dead end.
 */
export const AuthProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponseSchema>;

// ── Debug ─────────────────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/test-interactive-auth (debug panel only). */
export const TestInteractiveAuthRequestSchema = z.object({ testUser: z.literal(true, issue('validation.invalid')) }, issue('validation.invalid'));
export type TestInteractiveAuthRequest = z.input<typeof TestInteractiveAuthRequestSchema>;
export const TestInteractiveAuthResponseSchema = z.object({ ok: z.boolean(), user: UserSchema.optional(), error: z.string().optional() });
export type TestInteractiveAuthResponse = z.infer<typeof TestInteractiveAuthResponseSchema>;
