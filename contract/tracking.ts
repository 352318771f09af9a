/**
 * Visitor tracking the client reports to the server (DESIGN: page views with path, referrer and device id; the
 * device id travels in the X-Device-Id header). Feeds the admin visitor analytics.
 */
import { z } from 'zod';
import { issue } from './validation';

/** POST /api/analytics/page-view. path is the app route (starting with '/'); referrer is document.referrer. */
export const PageViewRequestSchema = z.object(
  {
    path: z.string(issue('validation.required')).max(2048, 'validation.tooLong').regex(/^\//, 'validation.invalid'),
    referrer: z.string(issue('validation.invalid')).max(2048, 'validation.tooLong').nullable().optional(),
    /** The tab's visit id (sessionStorage); the server derives one per device and day when absent. */
    sessionId: z.string(issue('validation.invalid')).regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid').nullable().optional(),
  },
  issue('validation.invalid'),
);
export type PageViewRequest = z.input<typeof PageViewRequestSchema>;

export const PageViewResponseSchema = z.object({ ok: z.literal(true) });
export type PageViewResponse = z.infer<typeof PageViewResponseSchema>;
