/** The page title in the current language (the server writes it into <head>; the shell keeps it in step). */
import type { Translate } from '../ui-kit/i18n';

export function documentTitle(t: Translate): string {
  return `${t('app.name')} · ${t('app.tagline')}`;
}
