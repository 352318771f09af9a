/**
 * Rate-limiter stores that live in the app's own SQL database (RATE_LIMIT_STORE=database): shared by every server
 * process without Redis. Here because only db/ touches knex. Each limiter gets its own table, created on first use.
 */
import { RateLimiterMySQL, RateLimiterSQLite, type IRateLimiterStoreOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { dialect, type Database } from './connection';

export interface SqlLimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

export function createSqlRateLimiter(db: Database, options: SqlLimiterOptions): RateLimiterAbstract {
  const tableName = `rate_limit_${options.keyPrefix.replace(/\W/g, '_')}`;
  const common = { ...options, storeClient: db, storeType: 'knex', tableName } as unknown as IRateLimiterStoreOptions;
  if (dialect(db) === 'mysql') {
    return new RateLimiterMySQL({ ...common, dbName: db.client.config.connection.database, tableCreated: false } as IRateLimiterStoreOptions);
  }
  return new RateLimiterSQLite(common);
}
