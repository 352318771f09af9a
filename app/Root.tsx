/**
 * The app's root, shared by the server and the browser: query cache (hydrated from the server), preferences,
 * locale, global styles, the shell with its header, the routes and the toast region.
 */
import {
  HydrationBoundary,
  QueryClientProvider,
  useQuery,
  useQueryClient,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import type { Language, Theme } from '../contract/values';
import { LocaleProvider, useT } from '../ui-kit/i18n';
import { AppShell } from '../ui-kit/layout/AppShell';
import { Header } from '../ui-kit/layout/Header';
import { LoadingScreen } from '../ui-kit/layout/LoadingScreen';
import { globalStyles } from '../ui-kit/theme/global';
import { logOut, useAccountSync } from './auth-sync';
import { documentTitle } from './document-title';
import { usePageViews } from './page-views';
import { AppToasts } from './toasts';
import { PreferencesProvider, usePreferences } from './preferences';
import { meQuery } from './queries/auth';
import { RouterLink } from './RouterLink';
import { matchRoute, notFoundPage, routes } from './routes';

/** The floating auth debug panel: development and the admin account only, loaded on demand. */
const DiagnosticPanelRoute = lazy(() => import('./pages/DiagnosticPanelRoute'));

/** What the server hands the browser in window.__BOOT__. */
export interface BootState {
  language: Language;
  theme: Theme;
  resolvedTheme: 'light' | 'dark' | null;
  queryState: DehydratedState | undefined;
}

function Shell() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resolvedTheme, toggleLanguage, toggleTheme } = usePreferences();
  const { pathname } = useLocation();
  const { data: user } = useQuery(meQuery());
  const [isLoggingOut, setLoggingOut] = useState(false);
  useAccountSync(t);
  usePageViews();
  useEffect(() => {
    document.title = documentTitle(t);
  }, [t]);
  const route = matchRoute(pathname);
  const onLogout = () => {
    setLoggingOut(true);
    void logOut(queryClient, t, () => navigate('/')).finally(() => setLoggingOut(false));
  };
  return (
    <>
      <AppShell
        showHeader={!route?.hideHeader}
        header={
          <Header
            isAuthenticated={Boolean(user)}
            isPremium={user?.isPremium ?? false}
            theme={resolvedTheme}
            onToggleTheme={toggleTheme}
            onToggleLanguage={toggleLanguage}
            onLogout={onLogout}
            isLoggingOut={isLoggingOut}
            currentPath={pathname}
            LinkComponent={RouterLink}
          />
        }
        toasts={<AppToasts />}
      >
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            {routes.map((appRoute) => (
              <Route key={appRoute.path} path={appRoute.path} element={<appRoute.page.Component />} />
            ))}
            <Route path="*" element={<notFoundPage.Component />} />
          </Routes>
        </Suspense>
      </AppShell>
      {(import.meta.env.DEV || user?.isMonitoringAdmin) && (
        <Suspense fallback={null}>
          <DiagnosticPanelRoute />
        </Suspense>
      )}
    </>
  );
}

/** Locale from the preferences; global styles once. */
function LocalizedShell() {
  globalStyles();
  const { language } = usePreferences();
  return (
    <LocaleProvider language={language}>
      <Shell />
    </LocaleProvider>
  );
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): end-to-end journeys wait for it before
 * they type or click, since input given to server-rendered markup before hydration is lost on a slow machine.
 */
function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export function Root({ queryClient, boot }: { queryClient: QueryClient; boot: BootState }) {
  useHydratedMarker();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={boot.queryState}>
        <PreferencesProvider
          initialLanguage={boot.language}
          initialTheme={boot.theme}
          initialResolvedTheme={boot.resolvedTheme}
        >
          <LocalizedShell />
        </PreferencesProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
