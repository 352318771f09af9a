/**
 * Plan and usage status (SPEC.md §7): the subscription status (every 30 s, on focus and on mount) and the user
 * status (every 5 s — visitors too, keyed by the anonymous id). 401 → null.
 */
import { queryOptions } from '@tanstack/react-query';
import { POLL_MS } from '../../contract/constants';
import type { SubscriptionStatus, UserStatus } from '../../contract/subscription';
import { apiGet } from '../api-client';

export const statusKeys = {
  subscription: ['/api/subscription/status'] as const,
  user: ['/api/user/status'] as const,
};

export function subscriptionStatusQuery() {
  return queryOptions({
    queryKey: statusKeys.subscription,
    queryFn: ({ signal }) => apiGet<SubscriptionStatus>('/api/subscription/status', signal),
    refetchInterval: POLL_MS.SUBSCRIPTION,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });
}

export function userStatusQuery() {
  return queryOptions({
    queryKey: statusKeys.user,
    queryFn: ({ signal }) => apiGet<UserStatus>('/api/user/status', signal),
    refetchInterval: POLL_MS.USER_STATUS,
  });
}
