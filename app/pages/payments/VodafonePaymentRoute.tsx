/**
 * /vodafone-payment: the manual Vodafone Cash form (name, phone, sender phone, amount, plan, notes, screenshot),
 * sent as multipart/form-data. Field errors from the server show under their fields; an upload refused for its
 * type or size shows 'Upload failed, please try again', anything else 'Submission failed…'. Success: the 24-hour
 * review screen. Without a configured wallet number the page says so instead of showing a form.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PlanAliasSchema } from '../../../contract/payments';
import { useT } from '../../../ui-kit/i18n';
import { WalletPaymentForm, type WalletField } from '../../../ui-kit/payments';
import { LoadingScreen } from '../../../ui-kit/layout/LoadingScreen';
import { ApiError } from '../../api-client';
import { describeFailure } from '../../form-errors';
import { RouterLink } from '../../RouterLink';
import { paymentOptionsQuery, paymentsApi } from '../../queries/payments';
import { WalletUnavailable } from './WalletUnavailable';
import { useSignedInOrLogin } from './useSignedInOrLogin';

const WALLET_FIELDS: readonly WalletField[] = ['userName', 'userPhone', 'senderPhone', 'amount', 'plan', 'notes', 'screenshot'];

export default function VodafonePaymentRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const { me } = useSignedInOrLogin();
  const options = useQuery(paymentOptionsQuery());
  const submit = useMutation({ mutationFn: paymentsApi.submitManual });
  const planParam = PlanAliasSchema.safeParse(searchParams.get('plan') ?? 'monthly');

  if (!me || options.data === undefined) return <LoadingScreen />;
  if (!options.data?.walletNumber) return <WalletUnavailable supportEmail={options.data?.supportEmail} />;

  const failure = submit.error ? describeFailure(submit.error, t) : undefined;
  const fieldErrors = Object.fromEntries(Object.entries(failure?.fields ?? {}).filter(([field]) => (WALLET_FIELDS as readonly string[]).includes(field)));
  const uploadRefused = submit.error instanceof ApiError && (submit.error.status === 413 || submit.error.status === 415);
  const formError = !submit.error
    ? undefined
    : uploadRefused
      ? t('payment.wallet.uploadFailed')
      : Object.keys(fieldErrors).length > 0
        ? undefined
        : failure?.isConnectionError
          ? t('errors.connection')
          : t('payment.wallet.submitFailed');

  return (
    <WalletPaymentForm
      walletNumber={options.data.walletNumber}
      defaults={{ userName: me.name, plan: planParam.success ? planParam.data : 'premium_monthly' }}
      state={submit.isSuccess ? 'submitted' : submit.isPending ? 'submitting' : 'editing'}
      fieldErrors={uploadRefused ? { ...fieldErrors, screenshot: t('payment.wallet.uploadFailed') } : fieldErrors}
      formError={formError}
      onSubmit={(values) => {
        if (values.screenshot) submit.mutate({ ...values, screenshot: values.screenshot });
      }}
      chatHref="/chat"
      LinkComponent={RouterLink}
    />
  );
}
