/**
 * The app's root, shared by the server and the browser: query cache (hydrated from the server), preferences,
 * locale, global styles, the shell with its header, the routes and the toast region.
 */
import { HydrationBoundary, QueryClientProvider, useQuery, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { Language, Theme } from '../contract/values';
import { LocaleProvider } from '../ui-kit/i18n';
import { AppShell } from '../ui-kit/layout/AppShell';
import { Header } from '../ui-kit/layout/Header';
import { LoadingScreen } from '../ui-kit/layout/LoadingScreen';
import { globalStyles } from '../ui-kit/theme/global';
import { AppToasts } from './toasts';
import { PreferencesProvider, usePreferences } from './preferences';
import { meQuery } from './queries/auth';
import { RouterLink } from './RouterLink';
import { matchRoute, notFoundPage, routes } from './routes';

/** What the server hands the browser in window.__BOOT__. */
export interface BootState {
  language: Language;
  theme: Theme;
  resolvedTheme: 'light' | 'dark' | null;
  queryState: DehydratedState | undefined;
}

function Shell() {
  globalStyles();
  const { language, resolvedTheme, toggleLanguage, toggleTheme } = usePreferences();
  const { pathname } = useLocation();
  const { data: user } = useQuery(meQuery());
  const route = matchRoute(pathname);
  return (
    <LocaleProvider language={language}>
      <AppShell
        showHeader={!route?.hideHeader}
        header={
          <Header
            isAuthenticated={Boolean(user)}
            isPremium={user?.isPremium ?? false}
            theme={resolvedTheme}
            onToggleTheme={toggleTheme}
            onToggleLanguage={toggleLanguage}
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
    </LocaleProvider>
  );
}

export function Root({ queryClient, boot }: { queryClient: QueryClient; boot: BootState }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={boot.queryState}>
        <PreferencesProvider
          initialLanguage={boot.language}
          initialTheme={boot.theme}
          initialResolvedTheme={boot.resolvedTheme}
        >
          <Shell />
        </PreferencesProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
