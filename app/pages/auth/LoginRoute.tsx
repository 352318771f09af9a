/**
 * /auth/login: e-mail + password (+ remember me 30 days) or Google. On success: refresh the user, announce the
 * login to every tab, and go to /chat (or back to the page that asked, `?next=`) after ~100 ms. Failure: the 'خطأ في تسجيل الدخول' toast with the server's
 * message (or 'يرجى التحقق من البيانات المدخلة') and the same text in the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH } from '../../../contract/constants';
import { LoginScreen } from '../../../ui-kit/auth';
import { useT } from '../../../ui-kit/i18n';
import { onSignedIn } from '../../auth-sync';
import { NEXT_PARAM, safeReturnPath } from '../../return-to';
import { describeFailure } from '../../form-errors';
import { authApi, authKeys } from '../../queries/auth';
import { notify } from '../../toasts';
import { googleErrorMessage } from './googleError';
import { useAuthChrome } from './useAuthChrome';
import { useGoogleSignIn } from './useGoogleSignIn';

export default function LoginRoute() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const google = useGoogleSignIn();
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
      onSignedIn(queryClient, t);
      const next = safeReturnPath(searchParams.get(NEXT_PARAM)) ?? '/chat';
      setTimeout(() => navigate(next), AUTH.loginRedirectDelayMs);
    },
    onError: (error) => {
      const failure = describeFailure(error, t);
      notify({ title: t('errors.loginTitle'), description: failure.message ?? t('errors.loginCheckData'), variant: 'destructive' });
    },
  });
  const failure = login.error ? describeFailure(login.error, t) : undefined;
  return (
    <LoginScreen
      {...useAuthChrome()}
      onSubmit={(values) => login.mutate(values)}
      isSubmitting={login.isPending || login.isSuccess}
      serverError={failure?.message ?? googleErrorMessage(searchParams.get('error'), t)}
      fieldErrors={failure?.fields}
      googleConfigured={google.configured}
      isGooglePending={google.isPending}
      onGoogle={google.start}
    />
  );
}
