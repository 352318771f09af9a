/**
 * The account rate limits in one place. Login is limited per IP (password spraying) and per e-mail (guessing one
 * account's password; forgotten on a successful login), registration per IP. Each limiter is built once per
 * rate-limiter factory (one per running app), so the counters live in the configured store.
 */
import type { AppContext } from '../../context';
import { limitersFor, type LimitRule, type RateLimiter } from '../rate-limits';

const MINUTE = 60;

export const AUTH_RATE_LIMITS = {
  /** Attempts from one IP, right or wrong: 20 per 15 minutes. */
  loginPerIp: { keyPrefix: 'login_ip', points: 20, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** Attempts on one e-mail: 5 per 15 minutes; a successful login resets the count. */
  loginPerEmail: { keyPrefix: 'login_email', points: 5, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** New accounts from one IP: 10 an hour (schools and mobile carriers share addresses). */
  registerPerIp: { keyPrefix: 'register_ip', points: 10, durationSeconds: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type AuthLimiters = Record<keyof typeof AUTH_RATE_LIMITS, RateLimiter>;

/** The account limiters of this app (created on first use). */
export const authLimiters: (context: Pick<AppContext, 'limits'>) => AuthLimiters = limitersFor(AUTH_RATE_LIMITS);
