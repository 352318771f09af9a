/** The language/theme buttons and router link every authentication screen shows (they have no shared header). */
import type { AuthChromeProps } from '../../../ui-kit/auth';
import { usePreferences } from '../../preferences';
import { RouterLink } from '../../RouterLink';

export function useAuthChrome(): AuthChromeProps {
  const { resolvedTheme, toggleLanguage, toggleTheme } = usePreferences();
  return { LinkComponent: RouterLink, onToggleLanguage: toggleLanguage, onToggleTheme: toggleTheme, theme: resolvedTheme };
}
