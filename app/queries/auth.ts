/**
 * Authentication data: the current user (GET /api/auth/me — refetched on focus, on mount and every 10 s, never
 * considered fresh; null = signed out) and the account calls of SPEC.md §7 as plain functions the pages'
 * mutations use. Mutations never retry (query-client defaults).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  AuthProvidersResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MeResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  TestInteractiveAuthResponse,
  VerifyEmailRequest,
} from '../../contract/auth';
import { POLL_MS } from '../../contract/constants';
import { apiGet, apiRequest } from '../api-client';

export const authKeys = {
  me: ['/api/auth/me'] as const,
  providers: ['/api/auth/providers'] as const,
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

/** Which sign-in providers are configured (the Google button says so when it is not). */
export function providersQuery() {
  return queryOptions({
    queryKey: authKeys.providers,
    queryFn: ({ signal }) => apiGet<AuthProvidersResponse>('/api/auth/providers', signal),
  });
}

export const authApi = {
  login: (body: LoginRequest) => apiRequest<LoginResponse>('POST', '/api/auth/login', body),
  register: (body: RegisterRequest) => apiRequest<RegisterResponse>('POST', '/api/auth/register', body),
  forgotPassword: (body: ForgotPasswordRequest) => apiRequest<{ ok: boolean }>('POST', '/api/auth/forgot-password', body),
  resetPassword: (body: ResetPasswordRequest) => apiRequest<{ ok: boolean }>('POST', '/api/auth/reset-password', body),
  verifyEmail: (body: VerifyEmailRequest) => apiRequest<{ ok: boolean }>('POST', '/api/auth/verify-email', body),
  resendVerification: () => apiRequest<{ ok: boolean }>('POST', '/api/auth/resend-verification', {}),
  logout: () => apiRequest<{ ok: boolean }>('POST', '/api/auth/logout', {}),
  testInteractiveAuth: () => apiRequest<TestInteractiveAuthResponse>('POST', '/api/test-interactive-auth', { testUser: true }),
};
