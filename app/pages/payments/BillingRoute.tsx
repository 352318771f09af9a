/** /billing: plan, end date, renewal choice and the history of card and wallet payments. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BillingScreen } from '../../../ui-kit/payments';
import { RouterLink } from '../../RouterLink';
import { billingQuery, paymentKeys, paymentsApi } from '../../queries/payments';
import { statusKeys } from '../../queries/status';
import { useSignedInOrLogin } from './useSignedInOrLogin';

export default function BillingRoute() {
  const queryClient = useQueryClient();
  const { me } = useSignedInOrLogin();
  const billing = useQuery({ ...billingQuery(), enabled: Boolean(me) });
  const cancel = useMutation({
    mutationFn: paymentsApi.cancelRenewal,
    onSuccess: (next) => {
      queryClient.setQueryData(paymentKeys.billing, next);
      void queryClient.invalidateQueries({ queryKey: statusKeys.subscription });
    },
  });
  const data = billing.data;
  const everSubscribed = data && (data.subscription.isPremium || data.subscription.isExpired);
  return (
    <BillingScreen
      state={billing.isError ? 'error' : data ? 'ready' : 'loading'}
      onRetry={() => void billing.refetch()}
      subscription={everSubscribed ? data.subscription : null}
      history={data?.history ?? []}
      onCancelRenewal={() => cancel.mutate()}
      cancelling={cancel.isPending}
      subscribeHref="/subscribe"
      LinkComponent={RouterLink}
    />
  );
}
