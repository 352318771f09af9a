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

const built = new WeakMap<AppContext['limits'], (context: Pick<AppContext, 'limits'>) => AuthLimiters>();

/**
 * The account limiters of this app (created on first use). New accounts per IP come from the configuration
 * (REGISTER_PER_IP_HOUR): a school or a carrier behind one address may need more than the default.
 */
export function authLimiters(context: Pick<AppContext, 'limits' | 'config'>): AuthLimiters {
  let limiters = built.get(context.limits);
  if (!limiters) {
    const registerPerIp = { ...AUTH_RATE_LIMITS.registerPerIp, points: context.config.quota.registerPerIpHour };
    limiters = limitersFor({ ...AUTH_RATE_LIMITS, registerPerIp });
    built.set(context.limits, limiters);
  }
  return limiters(context);
}
