/**
 * Rate limits (rate-limiter-flexible). The store follows the configuration: memory by default (one process),
 * Redis when REDIS_URL is set, or the app's SQL database — so limits hold across several server processes.
 * A limit that is hit answers 429 `rate:limited` with the seconds to wait; the client shows a localised message.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createSqlRateLimiter } from '../../db/rate-limit-store';
import type { AppContext } from '../context';
import { AppError } from '../errors';

export interface LimitRule {
  /** Unique per limiter, e.g. 'login_ip'. */
  keyPrefix: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
  /** Once exhausted, refuse for this many seconds (default: until the window ends). */
  blockSeconds?: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws AppError 429 when the limit is exhausted. */
  consume(key: string, points?: number): Promise<void>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export interface RateLimiterFactory {
  create(rule: LimitRule): RateLimiter;
  close(): Promise<void>;
}

/**
 * The limiters of a set of rules, built on first use once per running app (per factory, so each app's counters live
 * in its own store) and handed back the same after that.
 */
export function limitersFor<Name extends string>(rules: Readonly<Record<Name, LimitRule>>): (context: Pick<AppContext, 'limits'>) => Record<Name, RateLimiter> {
  const built = new WeakMap<RateLimiterFactory, Record<Name, RateLimiter>>();
  return ({ limits }) => {
    let limiters = built.get(limits);
    if (!limiters) {
      const names = Object.keys(rules) as Name[];
      limiters = Object.fromEntries(names.map((name) => [name, limits.create(rules[name])])) as Record<Name, RateLimiter>;
      built.set(limits, limiters);
    }
    return limiters;
  };
}

export function createRateLimiterFactory({ config, db }: Pick<AppContext, 'config' | 'db'>): RateLimiterFactory {
  const redis = config.rateLimitStore === 'redis' && config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : undefined;

  const build = (rule: LimitRule): RateLimiterAbstract => {
    const options = { keyPrefix: rule.keyPrefix, points: rule.points, duration: rule.durationSeconds, blockDuration: rule.blockSeconds };
    if (redis) return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
    if (config.rateLimitStore === 'database') return createSqlRateLimiter(db, options);
    return new RateLimiterMemory(options);
  };

  return {
    create(rule) {
      const limiter = build(rule);
      return {
        async consume(key, points = 1) {
          try {
            await limiter.consume(key, points);
          } catch (error) {
            if (!(error instanceof RateLimiterRes)) throw error;
            const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
            throw new AppError('rate:limited', 429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, undefined, {
              'Retry-After': String(retryAfterSeconds),
            });
          }
        },
        async reset(key) {
          await limiter.delete(key);
        },
      };
    },
    async close() {
      redis?.disconnect();
    },
  };
}
