/**
 * Names of the product's known paths for the visitor analytics (SPEC.md §2: "Known paths get Arabic names"; in
 * English they get English names). Unknown paths are shown as they are.
 */
import type { MessageKey } from '../i18n';

const exactPages: Readonly<Record<string, MessageKey>> = {
  '/': 'admin.page.home',
  '/chat': 'admin.page.chat',
  '/subscribe': 'admin.page.subscribe',
  '/study-packs': 'admin.page.studyPacks',
  '/payment-iframe': 'admin.page.paymentIframe',
  '/vodafone-payment': 'admin.page.vodafonePayment',
  '/payment-success': 'admin.page.paymentSuccess',
  '/auth/login': 'admin.page.login',
  '/login': 'admin.page.login',
  '/auth/signup': 'admin.page.signup',
  '/auth/forgot-password': 'admin.page.forgotPassword',
  '/forgot-password': 'admin.page.forgotPassword',
  '/admin-panel': 'admin.page.adminPanel',
  '/admin-dashboard': 'admin.page.adminDashboard',
  '/analytics': 'admin.page.analytics',
  '/analytics-demo': 'admin.page.analyticsDemo',
  '/message-tracking': 'admin.page.messageTracking',
  '/billing': 'admin.page.billing',
  '/support': 'admin.page.support',
};

/** The string key naming `path` (query and trailing slash ignored), or undefined for an unknown path. */
export function pageNameKey(path: string): MessageKey | undefined {
  const bare = path.split(/[?#]/)[0] ?? path;
  const normalised = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  if (normalised.startsWith('/payment-confirmation/')) return 'admin.page.paymentConfirmation';
  return exactPages[normalised];
}
