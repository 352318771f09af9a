/**
 * /auth/signup: name, e-mail, optional grade, password twice, or Google. On success the student is signed in and
 * goes to /chat. A referral link (?ref=CODE) is remembered in a cookie the server reads at registration.
 * Failure: the 'خطأ في إنشاء الحساب' toast (or 'حدث خطأ غير متوقع').
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SignupScreen } from '../../../ui-kit/auth';
import { useT } from '../../../ui-kit/i18n';
import { onSignedIn } from '../../auth-sync';
import { describeFailure } from '../../form-errors';
import { authApi, authKeys } from '../../queries/auth';
import { notify } from '../../toasts';
import { NEXT_PARAM, safeReturnPath } from '../../return-to';
import { useAuthChrome } from './useAuthChrome';
import { useGoogleSignIn } from './useGoogleSignIn';

const REFERRAL_COOKIE_DAYS = 30;

export default function SignupRoute() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const google = useGoogleSignIn();
  const referralCode = searchParams.get('ref');

  useEffect(() => {
    if (!referralCode || !/^[A-Za-z0-9]{4,16}$/.test(referralCode)) return;
    document.cookie = `ref=${referralCode.toUpperCase()};path=/;max-age=${REFERRAL_COOKIE_DAYS * 86_400};samesite=lax`;
  }, [referralCode]);

  const register = useMutation({
    mutationFn: authApi.register,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
      onSignedIn(queryClient, t);
      navigate(safeReturnPath(searchParams.get(NEXT_PARAM)) ?? '/chat');
    },
    onError: (error) => {
      const failure = describeFailure(error, t);
      notify({ title: t('errors.signupTitle'), description: failure.message ?? t('errors.unexpected'), variant: 'destructive' });
    },
  });
  const failure = register.error ? describeFailure(register.error, t) : undefined;
  return (
    <SignupScreen
      {...useAuthChrome()}
      onSubmit={(values) => register.mutate(values)}
      isSubmitting={register.isPending || register.isSuccess}
      serverError={failure?.message}
      fieldErrors={failure?.fields}
      googleConfigured={google.configured}
      isGooglePending={google.isPending}
      onGoogle={google.start}
    />
  );
}
