/**
 * Visitor sessions for the admin analytics: one row per browser session (the client's sessionStorage id), created
 * on its first page view (entry page, referrer) and touched on every later one (current page, last activity).
 */
import type { Executor } from '../connection';
import { insertIgnore } from './admin-analytics.repository';
import { readBoolean, readDate, readNullableString, readNumber, type RawRow } from './rows';

export interface VisitorSession {
  id: string;
  deviceId: string | null;
  userId: string | null;
  isAuthenticated: boolean;
  userAgent: string | null;
  browser: string | null;
  deviceType: string | null;
  currentPage: string | null;
  referrer: string | null;
  createdAt: Date;
  lastActivity: Date;
}

const TABLE = 'visitor_sessions';

function fromRow(row: RawRow): VisitorSession {
  return {
    id: String(row.id),
    deviceId: readNullableString(row.device_id),
    userId: readNullableString(row.user_id),
    isAuthenticated: readBoolean(row.is_authenticated),
    userAgent: readNullableString(row.user_agent),
    browser: readNullableString(row.browser),
    deviceType: readNullableString(row.device_type),
    currentPage: readNullableString(row.current_page),
    referrer: readNullableString(row.referrer),
    createdAt: readDate(row.created_at),
    lastActivity: readDate(row.last_activity),
  };
}

/**
 * Creates the session on its first view, else moves it on (current page, last activity, and signed-in once the
 * visitor signs in). The entry's referrer, browser and device stay as first seen. Returns true when it was new.
 */
export async function upsertVisitorSession(db: Executor, session: Omit<VisitorSession, 'createdAt' | 'lastActivity'> & { at: Date }): Promise<boolean> {
  const row = {
    id: session.id,
    device_id: session.deviceId,
    user_id: session.userId,
    is_authenticated: session.isAuthenticated,
    user_agent: session.userAgent?.slice(0, 512) ?? null,
    browser: session.browser,
    device_type: session.deviceType,
    current_page: session.currentPage?.slice(0, 512) ?? null,
    referrer: session.referrer?.slice(0, 1024) ?? null,
    created_at: session.at,
    last_activity: session.at,
  };
  const wasNew = await insertIgnore(db, TABLE, row);
  if (wasNew) return true;
  const patch: Record<string, unknown> = { current_page: row.current_page, last_activity: session.at };
  if (session.isAuthenticated) {
    patch.is_authenticated = true;
    patch.user_id = session.userId;
  }
  await db(TABLE).where({ id: session.id }).update(patch);
  return false;
}

/** Sessions active since `since` (the "active now" card): a range count on the last_activity index. */
export async function countActiveVisitorSessions(db: Executor, since: Date): Promise<number> {
  const row = (await db(TABLE).where('last_activity', '>=', since).count({ n: '*' }).first()) as RawRow | undefined;
  return readNumber(row?.n ?? 0);
}

/** The most recently active sessions, newest first. */
export async function listRecentVisitorSessions(db: Executor, limit: number): Promise<VisitorSession[]> {
  const rows = (await db(TABLE).orderBy('last_activity', 'desc').limit(limit)) as RawRow[];
  return rows.map(fromRow);
}
