/**
 * Keeps every tab's view of the account current (SPEC.md §4 and §7):
 * - after login: localStorage auth_status_changed = timestamp, window event auth_state_changed {type: 'login'},
 *   a success toast, and user / subscription / user-status refetched after 500 ms;
 * - other tabs refresh on the storage event, on auth_state_changed and on premium_activated;
 * - while signed in: those three are invalidated every 5 s, and the subscription status is fetched directly every
 *   3 s; when it says premium while the loaded user is not, premium_activated is broadcast, a celebratory toast
 *   shows and the user is refetched;
 * - logout clears every cached query, shows a toast and goes to /.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeResponse } from '../contract/auth';
import { POLL_MS, STORAGE_KEYS, WINDOW_EVENTS } from '../contract/constants';
import type { SubscriptionStatus } from '../contract/subscription';
import type { Translate } from '../ui-kit/i18n';
import { apiGet } from './api-client';
import { authApi, authKeys, meQuery } from './queries/auth';
import { statusKeys } from './queries/status';
import { notify } from './toasts';

const accountKeys = [authKeys.me, statusKeys.subscription, statusKeys.user];
const BROADCAST_CHANNEL = 'tutor-account';

function refreshAccount(queryClient: QueryClient): void {
  for (const queryKey of accountKeys) void queryClient.invalidateQueries({ queryKey });
}

/** Tells other tabs (storage event) and this tab (window event) that the account changed. */
function announceAccountChange(type: 'login' | 'logout'): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.authStatusChanged, String(Date.now()));
  } catch {
    // Storage unavailable: other tabs catch up on their next poll.
  }
  window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.authStateChanged, { detail: { type } }));
}

/** Call after a successful login or sign-up. */
export function onSignedIn(queryClient: QueryClient, t: Translate): void {
  announceAccountChange('login');
  notify({ title: t('toast.loginSuccess'), variant: 'success' });
  setTimeout(() => refreshAccount(queryClient), POLL_MS.POST_LOGIN_REFETCH);
}

/** The header logout: the logout call, then clear everything, toast and go home (or a destructive toast). */
export async function logOut(queryClient: QueryClient, t: Translate, goHome: () => void): Promise<void> {
  try {
    await authApi.logout();
  } catch (error) {
    const description = error instanceof Error && error.message ? error.message : t('errors.unexpected');
    notify({ title: t('errors.logoutTitle'), description, variant: 'destructive' });
    return;
  }
  queryClient.clear();
  queryClient.setQueryData(authKeys.me, null);
  announceAccountChange('logout');
  notify({ title: t('toast.logoutSuccess'), variant: 'success' });
  goHome();
}

/** Mounted once in the shell. */
export function useAccountSync(t: Translate): void {
  const queryClient = useQueryClient();
  const { data: user } = useQuery(meQuery());
  const signedIn = Boolean(user);

  // Other tabs and other parts of this tab.
  useEffect(() => {
    const refresh = () => refreshAccount(queryClient);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.authStatusChanged) refresh();
    };
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(BROADCAST_CHANNEL);
    if (channel) channel.onmessage = refresh;
    window.addEventListener('storage', onStorage);
    window.addEventListener(WINDOW_EVENTS.authStateChanged, refresh);
    window.addEventListener(WINDOW_EVENTS.premiumActivated, refresh);
    return () => {
      channel?.close();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(WINDOW_EVENTS.authStateChanged, refresh);
      window.removeEventListener(WINDOW_EVENTS.premiumActivated, refresh);
    };
  }, [queryClient]);

  // Signed in: invalidate the account data every 5 s.
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => refreshAccount(queryClient), POLL_MS.SESSION_INVALIDATE);
    return () => clearInterval(timer);
  }, [signedIn, queryClient]);

  // Signed in: the 3 s premium check.
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(async () => {
      try {
        const status = await apiGet<SubscriptionStatus>('/api/subscription/status');
        const loaded = queryClient.getQueryData<MeResponse | null>(authKeys.me);
        if (status?.isPremium && loaded && !loaded.isPremium) {
          window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.premiumActivated));
          if (typeof BroadcastChannel !== 'undefined') {
            const channel = new BroadcastChannel(BROADCAST_CHANNEL);
            channel.postMessage(WINDOW_EVENTS.premiumActivated);
            channel.close();
          }
          notify({ title: t('toast.premiumActivatedTitle'), description: t('toast.premiumActivatedBody'), variant: 'success' });
          void queryClient.invalidateQueries({ queryKey: authKeys.me });
        }
      } catch (error) {
        console.warn('premium check failed', error);
      }
    }, POLL_MS.PREMIUM_CHECK);
    return () => clearInterval(timer);
  }, [signedIn, queryClient, t]);
}
