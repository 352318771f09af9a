/**
 * The routes the chat screen's sidebar and cards link to (SPEC.md §2), in one place so they agree with the app's
 * route table. Links go through the injected `LinkComponent`; ui-kit never imports the router.
 */
export const chatPaths = {
  subscribe: '/subscribe',
  studyPacks: '/study-packs',
  /** Message monitoring: shown only to the designated admin account. */
  adminDashboard: '/admin-dashboard',
} as const;
