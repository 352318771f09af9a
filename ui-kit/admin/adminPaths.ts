/**
 * The operator routes of SPEC.md §2, in one place so ui-kit's defaults agree with the app's route table. Screens
 * take them as props (defaulting to these) and render links through the injected `LinkComponent`.
 */
export const adminPaths = {
  adminPanel: '/admin-panel',
  adminDashboard: '/admin-dashboard',
  analytics: '/analytics',
  analyticsDemo: '/analytics-demo',
  messageTracking: '/message-tracking',
  home: '/',
} as const;

export type AdminToolPaths = Record<'adminPanel' | 'adminDashboard' | 'analytics' | 'analyticsDemo', string>;
