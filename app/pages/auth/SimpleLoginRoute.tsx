/**
 * /login: the simple combined page. Login → / ; register → "check your e-mail" and switch to login mode. Errors
 * show in the alert: the server's text, else 'فشل في تسجيل الدخول' / 'فشل في إنشاء الحساب', or the connection
 * message. ?upgrade=true says signing in comes before upgrading. The shared header shows here (SPEC.md §2), so the
 * screen's own language/theme buttons are not passed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SimpleLoginScreen, type SimpleLoginError, type SimpleLoginMode } from '../../../ui-kit/auth';
import { useT } from '../../../ui-kit/i18n';
import { onSignedIn } from '../../auth-sync';
import { describeFailure } from '../../form-errors';
import { authApi, authKeys } from '../../queries/auth';
import { RouterLink } from '../../RouterLink';

function toScreenError(error: unknown, t: ReturnType<typeof useT>): SimpleLoginError | undefined {
  if (!error) return undefined;
  const failure = describeFailure(error, t);
  return failure.isConnectionError ? { kind: 'connection' } : { kind: 'server', message: failure.message };
}

export default function SimpleLoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<SimpleLoginMode>('login');
  const [checkEmail, setCheckEmail] = useState(false);

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
      onSignedIn(queryClient, t);
      navigate('/');
    },
  });
  const register = useMutation({
    mutationFn: authApi.register,
    onSuccess: () => {
      setCheckEmail(true);
      setMode('login');
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
  const active = mode === 'login' ? login : register;
  const fields = active.error ? describeFailure(active.error, t).fields : undefined;

  return (
    <SimpleLoginScreen
      LinkComponent={RouterLink}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        login.reset();
        register.reset();
      }}
      onLogin={(values) => login.mutate(values)}
      onRegister={(values) => register.mutate(values)}
      isSubmitting={login.isPending || register.isPending}
      error={toScreenError(active.error, t)}
      fieldErrors={fields}
      checkEmailMessage={checkEmail}
      upgrade={searchParams.get('upgrade') === 'true'}
    />
  );
}
