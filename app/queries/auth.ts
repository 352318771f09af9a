/**
 * The current user (GET /api/auth/me): refetched on focus, on mount and every 10 s, never considered fresh.
 * null = signed out (401).
 */
import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '../../contract/auth';
import { POLL_MS } from '../../contract/constants';
import { apiGet } from '../api-client';

export const authKeys = {
  me: ['/api/auth/me'] as const,
};

export function meQuery() {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => apiGet<MeResponse>('/api/auth/me', signal),
    refetchInterval: POLL_MS.ME,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    staleTime: 0,
  });
}
