/**
 * English string table. Typed against the Arabic table: a missing key is a type error.
 */
import type { MessageKey } from './ar';

export const en: Record<MessageKey, string> = {
  'app.name': 'Moallemy',
  'app.tagline': 'Your smart tutor for Thanaweya Amma',
  'common.loading': 'Loading…',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.retry': 'Retry',
  'common.back': 'Back',
  'common.backHome': 'Back to home',
  'common.premium': 'Premium',
  'common.unexpectedError': 'An unexpected error occurred',
  'common.notifications': 'Notifications',
  'common.dismiss': 'Dismiss',
  'common.show': 'Show',
  'common.hide': 'Hide',
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'common.required': 'Required',
  'common.optional': '(optional)',
  'common.egp': 'EGP',
};
