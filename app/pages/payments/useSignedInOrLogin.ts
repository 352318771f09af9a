/**
 * Payment pages are for signed-in students: a visitor is sent to log in and comes back to the same address (plan
 * and amount included) afterwards. Returns the student, or undefined while unknown or while redirecting.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MeResponse } from '../../../contract/auth';
import { meQuery } from '../../queries/auth';
import { loginPathFor } from '../../return-to';

export function useSignedInOrLogin(): { me: MeResponse | undefined; loading: boolean } {
  const me = useQuery(meQuery());
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = me.data === null;
  useEffect(() => {
    if (signedOut) void navigate(loginPathFor(location.pathname + location.search), { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);
  return { me: me.data ?? undefined, loading: me.data === undefined || signedOut };
}

/** 'monthly' | 'yearly' as written in links. */
export function planAlias(plan: 'premium_monthly' | 'premium_yearly'): 'monthly' | 'yearly' {
  return plan === 'premium_yearly' ? 'yearly' : 'monthly';
}
