/**
 * Server configuration: every environment variable, parsed and defaulted in one place with zod.
 * The README's table of variables mirrors this file.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^(mysql|mariadb|sqlite):/.test(url), 'DATABASE_URL must start with mysql://, mariadb:// or sqlite:'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Moallemy <no-reply@moallemy.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
  RATE_LIMIT_STORE: z.enum(['memory', 'redis', 'database']).optional(),
  SESSION_CACHE_SIZE: z.coerce.number().int().min(0).default(10_000),
  TUTOR_LLM_BASE_URL: z.url().optional(),
  TUTOR_LLM_API_KEY: z.string().optional(),
  TUTOR_LLM_MODEL: z.string().default('gpt-4o-mini'),
  TUTOR_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  TUTOR_TOTAL_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  TUTOR_MAX_OUTPUT_TOKENS: z.coerce.number().int().positive().default(2_000),
  TUTOR_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  PREMIUM_DAILY_FAIR_USE: z.coerce.number().int().positive().default(300),
  VISITOR_IP_DAILY_LIMIT: z.coerce.number().int().positive().default(50),
  CHAT_SEND_PER_MINUTE: z.coerce.number().int().positive().default(20),
  REGISTER_PER_IP_HOUR: z.coerce.number().int().positive().default(10),
  PAYMENT_PROVIDER: z.enum(['paymob', 'sandbox', 'none']).optional(),
  PAYMOB_API_KEY: z.string().optional(),
  PAYMOB_INTEGRATION_ID: z.string().regex(/^\d+$/, 'PAYMOB_INTEGRATION_ID must be a number').optional(),
  PAYMOB_IFRAME_ID: z.string().regex(/^\d+$/, 'PAYMOB_IFRAME_ID must be a number').optional(),
  PAYMOB_HMAC_SECRET: z.string().optional(),
  PAYMOB_BASE_URL: z.url().default('https://accept.paymob.com'),
  VODAFONE_CASH_NUMBER: z
    .string()
    .regex(/^01[0125]\d{8}$/, 'VODAFONE_CASH_NUMBER must be an Egyptian mobile number such as 01012345678')
    .optional(),
  SUPPORT_EMAIL: z.email().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Undefined means the embedded SQLite database under dataDir. */
  databaseUrl: string | undefined;
  sessionSecret: string;
  publicOrigin: string | undefined;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  shutdownTimeoutMs: number;
  /** Undefined: mail goes to the outbox table and a log line (offline default). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Undefined when Google sign-in is not configured (the buttons say so). */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  redisUrl: string | undefined;
  /** memory (default), redis (default when REDIS_URL is set) or database (the app's own SQL database). */
  rateLimitStore: 'memory' | 'redis' | 'database';
  /** How many unsealed session cookies to memoise (0 disables the cache). */
  sessionCacheSize: number;
  tutor: TutorConfig;
  quota: QuotaConfig;
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /**
   * Who takes card payments: `paymob` (the real Accept API, when every PAYMOB_* is set), `sandbox` (our own local
   * checkout page, the offline default) or `none` (card payments switched off).
   */
  provider: 'paymob' | 'sandbox' | 'none';
  paymob: { apiKey: string; integrationId: number; iframeId: number; hmacSecret: string; baseUrl: string } | undefined;
  /** The Vodafone Cash wallet students transfer to; undefined hides the wallet method. */
  vodafoneCashNumber: string | undefined;
  /** Where students write for help (/support). */
  supportEmail: string;
}

export interface TutorConfig {
  /** Undefined: the embedded offline tutor answers (no LLM configured). */
  llm: { baseURL: string; apiKey: string | undefined; model: string } | undefined;
  firstTokenTimeoutMs: number;
  totalTimeoutMs: number;
  maxOutputTokens: number;
  maxRetries: number;
}

export interface QuotaConfig {
  /** Premium is unlimited in the plan, but one account sending more than this a day is stopped (fair use). */
  premiumDailyFairUse: number;
  /** Messages a day from one IP address by students without an account (schools share addresses). */
  visitorIpDailyLimit: number;
  /** Sends a minute per student or visitor (a burst limit on top of the daily cap). */
  sendsPerMinute: number;
  /** New accounts an hour from one IP address. */
  registerPerIpHour: number;
}

/**
 * Without SESSION_SECRET (the offline `npm start` case) a random secret is generated once and kept in
 * DATA_DIR, so sessions survive restarts. Several servers behind a load balancer must share an explicit secret.
 */
function resolveSessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === 'test') return 'test-secret-test-secret-test-secret-0123456789';
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    sessionSecret: resolveSessionSecret(env, dataDir),
    publicOrigin: env.PUBLIC_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
        : undefined,
    redisUrl: env.REDIS_URL,
    rateLimitStore: env.RATE_LIMIT_STORE ?? (env.REDIS_URL ? 'redis' : 'memory'),
    sessionCacheSize: env.SESSION_CACHE_SIZE,
    tutor: {
      llm: env.TUTOR_LLM_BASE_URL ? { baseURL: env.TUTOR_LLM_BASE_URL, apiKey: env.TUTOR_LLM_API_KEY, model: env.TUTOR_LLM_MODEL } : undefined,
      firstTokenTimeoutMs: env.TUTOR_FIRST_TOKEN_TIMEOUT_MS,
      totalTimeoutMs: env.TUTOR_TOTAL_TIMEOUT_MS,
      maxOutputTokens: env.TUTOR_MAX_OUTPUT_TOKENS,
      maxRetries: env.TUTOR_MAX_RETRIES,
    },
    quota: {
      premiumDailyFairUse: env.PREMIUM_DAILY_FAIR_USE,
      visitorIpDailyLimit: env.VISITOR_IP_DAILY_LIMIT,
      sendsPerMinute: env.CHAT_SEND_PER_MINUTE,
      registerPerIpHour: env.REGISTER_PER_IP_HOUR,
    },
    payments: paymentsConfig(env),
  };
}

function paymentsConfig(env: Env): PaymentsConfig {
  const paymob =
    env.PAYMOB_API_KEY && env.PAYMOB_INTEGRATION_ID && env.PAYMOB_IFRAME_ID && env.PAYMOB_HMAC_SECRET
      ? {
          apiKey: env.PAYMOB_API_KEY,
          integrationId: Number(env.PAYMOB_INTEGRATION_ID),
          iframeId: Number(env.PAYMOB_IFRAME_ID),
          hmacSecret: env.PAYMOB_HMAC_SECRET,
          baseUrl: env.PAYMOB_BASE_URL.replace(/\/+$/, ''),
        }
      : undefined;
  const provider = env.PAYMENT_PROVIDER ?? (paymob ? 'paymob' : 'sandbox');
  if (provider === 'paymob' && !paymob) {
    throw new Error('Invalid environment:\n  PAYMENT_PROVIDER=paymob needs PAYMOB_API_KEY, PAYMOB_INTEGRATION_ID, PAYMOB_IFRAME_ID and PAYMOB_HMAC_SECRET');
  }
  const mailFromAddress = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return {
    provider,
    paymob,
    vodafoneCashNumber: env.VODAFONE_CASH_NUMBER,
    supportEmail: env.SUPPORT_EMAIL ?? mailFromAddress,
  };
}
