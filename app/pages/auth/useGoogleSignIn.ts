/**
 * Google sign-in is a browser navigation to /api/auth/google. It carries the anonymous student's id so their
 * conversations move to the account (a navigation cannot send the X-Anonymous-Id header).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { anonymousId } from '../../api-client';
import { providersQuery } from '../../queries/auth';

export function useGoogleSignIn() {
  const { data: providers } = useQuery(providersQuery());
  const [isPending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    const id = anonymousId();
    window.location.assign(`/api/auth/google${id ? `?anonymousId=${encodeURIComponent(id)}` : ''}`);
  };
  // Until the providers answer, assume configured: the server redirects back with a clear error if not.
  return { configured: providers?.google ?? true, isPending, start };
}
