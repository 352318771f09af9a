/**
 * POST /api/analytics/page-view: the client reports each navigation. Bots are dropped silently, callers are
 * rate-limited, and one view is stored as: the page_views row, the visitor session (entry page and external
 * referrer on the first view, then current page and last activity), and the roll-ups the admin cards read
 * (unique devices and sessions per Cairo day and week, views per path per day). Personal data is limited to
 * what the analytics tab shows: no IP address is stored, and of the referrer only an external origin is kept.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { cairoDay } from '../../../contract/constants';
import type { PageViewRequest } from '../../../contract/tracking';
import { addMember, incrementPageViewDaily } from '../../../db/repositories/admin-analytics.repository';
import { insertPageView } from '../../../db/repositories/page-views.repository';
import { upsertVisitorSession } from '../../../db/repositories/visitor-sessions.repository';
import type { AppContext } from '../../context';
import { ownOrigin } from '../../middleware/csrf';
import { callerKey } from '../../middleware/identity';
import { limitersFor, type LimitRule } from '../rate-limits';
import { cairoWeekStart, visitorCounter } from './cairo-days';
import { isBot, parseBrowser, parseDevice } from './user-agent';

export const PAGE_VIEW_RATE_LIMITS = {
  /** Views from one browser (device id, else IP): 60 a minute — far above real navigation. */
  perCaller: { keyPrefix: 'page_view_caller', points: 60, durationSeconds: 60 },
  /** Views from one IP address (schools share one): 600 a minute. */
  perIp: { keyPrefix: 'page_view_ip', points: 600, durationSeconds: 60 },
} as const satisfies Record<string, LimitRule>;
const pageViewLimiters = limitersFor(PAGE_VIEW_RATE_LIMITS);

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * (day, session, device) triples this process has already counted: their later views skip the four membership
 * inserts. Only a shortcut — the members' primary keys keep the counts exact across processes without it.
 */
const counted = new WeakMap<AppContext['db'], LRUCache<string, true>>();
function countedFor(db: AppContext['db']): LRUCache<string, true> {
  let cache = counted.get(db);
  if (!cache) counted.set(db, (cache = new LRUCache<string, true>({ max: 50_000 })));
  return cache;
}

export interface PageViewInput extends PageViewRequest {
  /** The client's per-tab session id (sessionStorage), if it sent a valid one. */
  sessionId?: string | null;
}

/** The path as an app route: no query or fragment, at most 512 characters. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  return (bare || '/').slice(0, 512);
}

/** The referrer's origin when it is another site's http(s) page; null for our own pages, direct visits and junk. */
export function externalReferrer(referrer: string | null | undefined, own: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.host === new URL(own).host) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Stores one view; false when it was dropped (a bot). Throws 429 when the caller is over the limit. */
export async function recordPageView(context: AppContext, req: Request, input: PageViewInput, now: Date = new Date()): Promise<boolean> {
  const userAgent = req.get('user-agent') ?? '';
  if (isBot(userAgent)) return false;
  const { identity } = req;
  const limiters = pageViewLimiters(context);
  await limiters.perIp.consume(identity.ip);
  await limiters.perCaller.consume(callerKey(identity));

  const day = cairoDay(now);
  const week = cairoWeekStart(day);
  const path = normalizePath(input.path);
  const referrer = externalReferrer(input.referrer, ownOrigin(context.config, req));
  const user = identity.user;
  // The device: the browser's stable id, else a hash of what identifies it for today (never the raw IP).
  const deviceId = identity.deviceId ?? `h-${createHash('sha256').update(`${identity.ip}|${userAgent}|${day}`).digest('hex').slice(0, 40)}`;
  const sessionId =
    input.sessionId && SESSION_ID.test(input.sessionId) ? input.sessionId : `d-${createHash('sha256').update(`${deviceId}|${day}`).digest('hex').slice(0, 40)}`;

  const cache = countedFor(context.db);
  const countedKey = `${day}|${sessionId}|${deviceId}`;
  const alreadyCounted = cache.has(countedKey);
  await context.db.transaction(async (trx) => {
    await insertPageView(trx, { sessionId, deviceId, userId: user?.id ?? null, path, referrer, cairoDay: day, createdAt: now });
    await upsertVisitorSession(trx, {
      id: sessionId,
      deviceId,
      userId: user?.id ?? null,
      isAuthenticated: user !== null,
      userAgent,
      browser: parseBrowser(userAgent),
      deviceType: parseDevice(userAgent),
      currentPage: path,
      referrer,
      at: now,
    });
    if (!alreadyCounted) {
      await addMember(trx, `d:${day}:dev`, deviceId, visitorCounter.dayDevices(day));
      await addMember(trx, `d:${day}:ses`, sessionId, visitorCounter.daySessions(day));
      await addMember(trx, `w:${week}:dev`, deviceId, visitorCounter.weekDevices(week));
      await addMember(trx, `w:${week}:ses`, sessionId, visitorCounter.weekSessions(week));
    }
    await incrementPageViewDaily(trx, day, path);
  });
  cache.set(countedKey, true);
  return true;
}
