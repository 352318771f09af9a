/** The ?error= the Google callback sends back to /auth/login, as a localised message. */
import type { Translate } from '../../../ui-kit/i18n';

export function googleErrorMessage(code: string | null, t: Translate): string | undefined {
  if (code === 'google_not_configured') return t('auth.googleNotConfigured');
  if (code === 'google_failed') return t('auth.googleFailed');
  return undefined;
}
