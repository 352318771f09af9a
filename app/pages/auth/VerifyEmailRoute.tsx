/** /auth/verify-email?token=…: verifies on arrival; a failed link offers to send a new one (signed in). */
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { VerifyEmailScreen } from '../../../ui-kit/auth';
import { authApi } from '../../queries/auth';
import { useAuthChrome } from './useAuthChrome';

export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useMutation({ mutationFn: authApi.verifyEmail });
  const resend = useMutation({ mutationFn: authApi.resendVerification });
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);
  const status = !token || verify.isError ? 'failed' : verify.isSuccess ? 'verified' : 'verifying';
  return (
    <VerifyEmailScreen
      {...useAuthChrome()}
      status={status}
      onResend={() => resend.mutate()}
      isResending={resend.isPending}
      resent={resend.isSuccess}
    />
  );
}
