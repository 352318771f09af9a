/**
 * Page views reported by the client for the admin analytics. The Cairo day is stored with each view so
 * "today / yesterday / this week" counts are index lookups rather than time-zone arithmetic in SQL.
 */
import type { Executor } from '../connection';
import { readNumber } from './rows';

export interface PageView {
  id: number;
  sessionId: string | null;
  deviceId: string | null;
  userId: string | null;
  path: string;
  referrer: string | null;
  /** 'YYYY-MM-DD' in Africa/Cairo. */
  cairoDay: string;
  createdAt: Date;
}

export type NewPageView = Pick<PageView, 'path' | 'cairoDay'> &
  Partial<Pick<PageView, 'sessionId' | 'deviceId' | 'userId' | 'referrer' | 'createdAt'>>;

const TABLE = 'page_views';
const MAX_PATH_LENGTH = 512;
const MAX_REFERRER_LENGTH = 1024;

/** Records one view; over-long paths and referrers are cut to the column sizes rather than rejected. */
export async function insertPageView(db: Executor, input: NewPageView): Promise<PageView> {
  const view: Omit<PageView, 'id'> = {
    sessionId: input.sessionId ?? null,
    deviceId: input.deviceId ?? null,
    userId: input.userId ?? null,
    path: input.path.slice(0, MAX_PATH_LENGTH),
    referrer: input.referrer ? input.referrer.slice(0, MAX_REFERRER_LENGTH) : null,
    cairoDay: input.cairoDay,
    createdAt: input.createdAt ?? new Date(),
  };
  const [id] = await db(TABLE).insert({
    session_id: view.sessionId,
    device_id: view.deviceId,
    user_id: view.userId,
    path: view.path,
    referrer: view.referrer,
    cairo_day: view.cairoDay,
    created_at: view.createdAt,
  });
  return { id: readNumber(id), ...view };
}
