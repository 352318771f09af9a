/**
 * /payment-confirmation/{requestId}: the proof page of one of the student's own wallet requests (another student's
 * id reads as not found). Submit stays disabled until the sender phone and an image are both there; a missing one
 * raises the 'بيانات مطلوبة' toast; a failure the 'خطأ' toast of SPEC.md §8.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../../../ui-kit/i18n';
import { LoadingScreen } from '../../../ui-kit/layout/LoadingScreen';
import { WalletProofScreen } from '../../../ui-kit/payments';
import { RouterLink } from '../../RouterLink';
import { ownPaymentRequestQuery, paymentsApi } from '../../queries/payments';
import { notify } from '../../toasts';
import NotFoundRoute from '../NotFoundRoute';
import { useSignedInOrLogin } from './useSignedInOrLogin';

export default function PaymentConfirmationRoute() {
  const t = useT();
  const { requestId = '' } = useParams();
  const { me } = useSignedInOrLogin();
  const request = useQuery({ ...ownPaymentRequestQuery(requestId), enabled: Boolean(me), retry: false });
  const confirm = useMutation({
    mutationFn: paymentsApi.confirmWallet,
    onError: () => notify({ title: t('payment.proof.errorTitle'), description: t('payment.proof.errorBody'), variant: 'destructive' }),
  });

  if (request.isError) return <NotFoundRoute />;
  if (!me || !request.data) return <LoadingScreen />;
  return (
    <WalletProofScreen
      walletNumber={request.data.walletNumber}
      amount={request.data.amount}
      plan={request.data.plan}
      requestId={request.data.id}
      state={confirm.isSuccess ? 'submitted' : confirm.isPending ? 'submitting' : 'form'}
      onSubmit={(proof) => confirm.mutate({ requestId, phoneNumber: proof.senderPhone, screenshot: proof.screenshot })}
      onMissing={() => notify({ title: t('payment.proof.missingTitle'), description: t('payment.proof.missingBody'), variant: 'destructive' })}
      homeHref="/"
      LinkComponent={RouterLink}
    />
  );
}
