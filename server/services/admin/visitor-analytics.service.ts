/**
 * The admin panel's Analytics tab: active now, unique visitors and sessions today / yesterday / this week (Cairo
 * days, week from Saturday), top pages this week, and the most recent visitor sessions. Every number is a read of
 * a maintained counter, a small roll-up or an index range — never a scan of page_views.
 */
import { ADMIN } from '../../../contract/constants';
import type { AnalyticsSummary, RecentSession } from '../../../contract/admin';
import { browsers, deviceTypes, type Browser, type DeviceType } from '../../../contract/values';
import { readCounters, topPagesForDays } from '../../../db/repositories/admin-analytics.repository';
import { countActiveVisitorSessions, listRecentVisitorSessions } from '../../../db/repositories/visitor-sessions.repository';
import type { AppContext } from '../../context';
import { addDays, cairoToday, cairoWeekDaysUntil, cairoWeekStart, visitorCounter } from './cairo-days';
import { parseBrowser, parseDevice } from './user-agent';

export const TOP_PAGES = 10;

export async function analyticsSummary(context: Pick<AppContext, 'db'>, now: Date = new Date()): Promise<AnalyticsSummary> {
  const today = cairoToday(now);
  const yesterday = addDays(today, -1);
  const week = cairoWeekStart(today);
  const names = [
    visitorCounter.dayDevices(today),
    visitorCounter.daySessions(today),
    visitorCounter.dayDevices(yesterday),
    visitorCounter.daySessions(yesterday),
    visitorCounter.weekDevices(week),
    visitorCounter.weekSessions(week),
  ];
  const [counters, active, topPages] = await Promise.all([
    readCounters(context.db, names),
    countActiveVisitorSessions(context.db, new Date(now.getTime() - ADMIN.activeWindowMinutes * 60_000)),
    topPagesForDays(context.db, cairoWeekDaysUntil(today), TOP_PAGES),
  ]);
  return {
    active,
    today: { unique: counters[names[0]!]!, sessions: counters[names[1]!]! },
    yesterday: { unique: counters[names[2]!]!, sessions: counters[names[3]!]! },
    week: { unique: counters[names[4]!]!, sessions: counters[names[5]!]! },
    topPages,
  };
}

export async function recentSessions(context: Pick<AppContext, 'db'>): Promise<RecentSession[]> {
  const sessions = await listRecentVisitorSessions(context.db, ADMIN.recentSessions);
  return sessions.map((session) => ({
    id: session.id,
    userAgent: session.userAgent ?? '',
    isAuthenticated: session.isAuthenticated,
    lastActivity: session.lastActivity.toISOString(),
    createdAt: session.createdAt.toISOString(),
    currentPage: session.currentPage ?? '/',
    referrer: session.referrer,
    browser: (browsers as readonly string[]).includes(session.browser ?? '') ? (session.browser as Browser) : parseBrowser(session.userAgent),
    device: (deviceTypes as readonly string[]).includes(session.deviceType ?? '') ? (session.deviceType as DeviceType) : parseDevice(session.userAgent),
  }));
}
