/**
 * /payment-iframe?amount=&plan=: asks for a checkout (the server decides the amount from the plan and refuses a
 * mismatch) and shows the provider's frame. The outcome arrives by postMessage from our own result page inside the
 * frame — accepted only from our origin — then the student goes to /payment-success; the app-wide premium check
 * turns every open tab Premium without a reload.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PaymentFrameMessageSchema, PaymentIframeQuerySchema } from '../../../contract/payments';
import { PAYMENT_IFRAME_DEFAULTS } from '../../../contract/constants';
import { useT } from '../../../ui-kit/i18n';
import { CardPaymentScreen } from '../../../ui-kit/payments';
import { apiErrorCode } from '../../api-client';
import { paymentsApi } from '../../queries/payments';
import { planAlias, useSignedInOrLogin } from './useSignedInOrLogin';

/** How long the success state shows before /payment-success. */
const SUCCESS_PAUSE_MS = 800;

export default function PaymentIframeRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { me } = useSignedInOrLogin();
  const query = PaymentIframeQuerySchema.safeParse(Object.fromEntries(searchParams));
  const { amount, plan } = query.success ? query.data : PAYMENT_IFRAME_DEFAULTS;
  const checkout = useMutation({ mutationFn: paymentsApi.generateToken });
  const [frameError, setFrameError] = useState<string>();
  const [paid, setPaid] = useState(false);

  const start = useCallback(() => {
    setFrameError(undefined);
    checkout.mutate({ amount, plan });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new checkout only when asked (mount, retry)
  }, [amount, plan]);

  useEffect(() => {
    if (me && query.success) start();
  }, [Boolean(me), query.success, start]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = PaymentFrameMessageSchema.safeParse(event.data);
      if (!message.success) return;
      const data = message.data;
      if (data.type === 'payment_error') {
        setFrameError(t('payment.card.failed', { error: data.error }));
        return;
      }
      setPaid(true);
      setTimeout(() => void navigate(`/payment-success?plan=${planAlias(data.plan ?? plan)}`), SUCCESS_PAUSE_MS);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, plan, t]);

  const tokenError = !query.success
    ? t('payment.card.initFailed')
    : checkout.isError
      ? apiErrorCode(checkout.error) === 'payments:provider_unavailable'
        ? t('payment.card.initFailed')
        : t('payment.card.tokenFailed')
      : undefined;
  const error = frameError ?? tokenError;
  const state = paid ? 'success' : error ? 'error' : checkout.data?.iframe_url ? 'frame' : 'loading';
  return (
    <CardPaymentScreen
      state={state}
      amount={amount}
      plan={plan}
      iframeUrl={checkout.data?.iframe_url}
      error={error}
      onRetry={start}
      onBack={() => void navigate(`/subscribe?plan=${planAlias(plan)}`)}
    />
  );
}
