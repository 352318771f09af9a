/**
 * The page-view reporter behind the admin visitor analytics: on every navigation (a react-router location change)
 * the browser sends POST /api/analytics/page-view with the path, the tab's visit id (sessionStorage, so a new tab is
 * a new session) and — on the visit's first view only — document.referrer; the device id travels in X-Device-Id
 * with the other identity headers. fetch keepalive lets the report outlive a page being closed. Effects never run
 * during the server render, so the server never reports. Failures are ignored: analytics must never disturb a page.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { PageViewRequest } from '../contract/tracking';
import { requestHeaders } from './api-client';

export const PAGE_VIEW_URL = '/api/analytics/page-view';
/** sessionStorage key of the tab's visit id. */
export const VISIT_SESSION_KEY = 'visit_session_id';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The tab's visit id, created on first use; `isNew` is true for the first view of the visit. */
export function visitSession(): { id: string | null; isNew: boolean } {
  const store = sessionStore();
  if (!store) return { id: null, isNew: true };
  const existing = store.getItem(VISIT_SESSION_KEY);
  if (existing) return { id: existing, isNew: false };
  const id = crypto.randomUUID();
  store.setItem(VISIT_SESSION_KEY, id);
  return { id, isNew: true };
}

/** Sends one page view; never throws. */
export function reportPageView(path: string): void {
  try {
    const session = visitSession();
    const body: PageViewRequest = { path, sessionId: session.id, referrer: session.isNew && document.referrer ? document.referrer : null };
    void fetch(PAGE_VIEW_URL, { method: 'POST', credentials: 'include', keepalive: true, headers: requestHeaders(true), body: JSON.stringify(body) }).catch(() => undefined);
  } catch {
    // Storage or fetch unavailable: no report.
  }
}

/** Reports each navigation once (a re-render or React's double effect in development does not repeat it). */
export function usePageViews(): void {
  const { pathname, key } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    reportPageView(pathname);
  }, [pathname, key]);
}
