/**
 * /payment-success: "activating" until the subscription status says Premium (the callback has usually landed
 * already), then the plan and its end date.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { POLL_MS } from '../../../contract/constants';
import { PlanAliasSchema } from '../../../contract/payments';
import { PaymentSuccessScreen } from '../../../ui-kit/payments';
import { RouterLink } from '../../RouterLink';
import { subscriptionStatusQuery } from '../../queries/status';
import { useSignedInOrLogin } from './useSignedInOrLogin';

export default function PaymentSuccessRoute() {
  const [searchParams] = useSearchParams();
  const { me } = useSignedInOrLogin();
  const status = useQuery({ ...subscriptionStatusQuery(), enabled: Boolean(me) });
  const active = status.data?.isPremium === true;
  // Until Premium shows, look as often as the app-wide premium check does.
  useQuery({ ...subscriptionStatusQuery(), enabled: Boolean(me) && !active, refetchInterval: POLL_MS.PREMIUM_CHECK });
  const planParam = PlanAliasSchema.safeParse(searchParams.get('plan'));
  return (
    <PaymentSuccessScreen
      state={active ? 'active' : 'activating'}
      plan={status.data?.subscriptionTier ?? (planParam.success ? planParam.data : undefined)}
      endDate={status.data?.subscriptionEndDate ?? undefined}
      chatHref="/chat"
      LinkComponent={RouterLink}
    />
  );
}
