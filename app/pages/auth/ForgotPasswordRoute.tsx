/**
 * /auth/forgot-password (and /forgot-password, linked from /login): the e-mail form, then the confirmation; "send
 * again" returns to the form. The server answers the same for every address. Failure: 'خطأ في الإرسال' toast.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ForgotPasswordScreen } from '../../../ui-kit/auth';
import { useT } from '../../../ui-kit/i18n';
import { describeFailure } from '../../form-errors';
import { authApi } from '../../queries/auth';
import { notify } from '../../toasts';
import { useAuthChrome } from './useAuthChrome';

export default function ForgotPasswordRoute() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: authApi.forgotPassword,
    onSuccess: (_response, request) => setSentTo(request.email),
    onError: (error) => {
      const failure = describeFailure(error, t);
      notify({ title: t('errors.forgotPasswordTitle'), description: failure.message, variant: 'destructive' });
    },
  });
  const failure = send.error ? describeFailure(send.error, t) : undefined;
  return (
    <ForgotPasswordScreen
      {...useAuthChrome()}
      status={sentTo ? 'sent' : 'form'}
      sentEmail={sentTo}
      onSubmit={(values) => send.mutate(values)}
      isSubmitting={send.isPending}
      serverError={failure?.message}
      fieldErrors={failure?.fields}
      onResend={() => {
        send.reset();
        setSentTo(undefined);
      }}
    />
  );
}
