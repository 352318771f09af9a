/**
 * Browser entry: adopts the server's boot state (preferences + dehydrated queries), loads the current route's
 * module and the page language's strings so hydration does not suspend, then hydrates.
 */
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { anonymousId, deviceFingerprint, deviceId } from './api-client';
import { loadMessages } from './i18n-loader';
import { createQueryClient } from './query-client';
import { Root, type BootState } from './Root';
import { preloadRoute } from './routes';

declare global {
  interface Window {
    __BOOT__?: BootState;
  }
}

const fallbackBoot: BootState = { language: 'ar', theme: 'system', resolvedTheme: null, queryState: undefined };

async function start(): Promise<void> {
  const boot = window.__BOOT__ ?? fallbackBoot;
  // Device tracking for anti-abuse limits starts with the app (SPEC.md §2): the ids exist before the first call.
  anonymousId();
  deviceId();
  deviceFingerprint();
  const queryClient = createQueryClient();
  await Promise.all([preloadRoute(window.location.pathname), loadMessages(boot.language)]);
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <BrowserRouter>
      <Root queryClient={queryClient} boot={boot} />
    </BrowserRouter>,
  );
}

void start();
