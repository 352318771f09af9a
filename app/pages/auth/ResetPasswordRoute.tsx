/** /auth/reset-password?token=…: the new password twice; an invalid, used or expired link says so. */
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '../../../ui-kit/auth';
import { useT } from '../../../ui-kit/i18n';
import { ApiError } from '../../api-client';
import { describeFailure } from '../../form-errors';
import { authApi } from '../../queries/auth';
import { useAuthChrome } from './useAuthChrome';

export default function ResetPasswordRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useMutation({ mutationFn: authApi.resetPassword });
  const invalidToken = !token || (reset.error instanceof ApiError && reset.error.status === 400 && !describeFailure(reset.error, t).fields.password);
  const failure = reset.error ? describeFailure(reset.error, t) : undefined;
  return (
    <ResetPasswordScreen
      {...useAuthChrome()}
      token={token}
      status={reset.isSuccess ? 'success' : invalidToken ? 'invalidToken' : 'form'}
      onSubmit={(values) => reset.mutate(values)}
      isSubmitting={reset.isPending}
      serverError={failure?.message}
      fieldErrors={failure?.fields}
    />
  );
}
