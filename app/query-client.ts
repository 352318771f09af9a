/**
 * QueryClient factory with the read-cache rules of SPEC.md §8/§9: fresh 5 minutes, kept 30, no interval refetch
 * and no refetch on focus unless a query says so; reads retry up to 2 times except on 401; mutations never retry.
 * One per browser session; one per request on the server (dehydrated into the page).
 */
import { QueryClient } from '@tanstack/react-query';
import { READ_CACHE, READ_RETRIES } from '../contract/constants';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: READ_CACHE.staleTimeMs,
        gcTime: READ_CACHE.gcTimeMs,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !String(error?.message).includes('401') && failureCount < READ_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
