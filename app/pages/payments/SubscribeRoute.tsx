/**
 * /subscribe: Free vs Premium, monthly or yearly, and the payment method. Card → /payment-iframe with the plan's
 * price; Vodafone Cash → /vodafone-payment. A visitor is asked to sign in and comes back to the same plan
 * (?plan= is kept in the way back). Premium students see the "already subscribed" card.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PRICES_EGP } from '../../../contract/constants';
import type { Plan } from '../../../contract/enums';
import { PlanAliasSchema } from '../../../contract/payments';
import { SubscribeScreen, type PaymentMethodChoice } from '../../../ui-kit/payments';
import { RouterLink } from '../../RouterLink';
import { meQuery } from '../../queries/auth';
import { subscriptionStatusQuery } from '../../queries/status';
import { loginPathFor } from '../../return-to';
import { planAlias } from './useSignedInOrLogin';

export default function SubscribeRoute() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useQuery(meQuery());
  const status = useQuery({ ...subscriptionStatusQuery(), enabled: Boolean(me.data) });
  const [method, setMethod] = useState<PaymentMethodChoice | null>(null);

  const parsedPlan = PlanAliasSchema.safeParse(searchParams.get('plan') ?? 'monthly');
  const plan: Plan = parsedPlan.success ? parsedPlan.data : 'premium_monthly';
  const changePlan = (next: Plan) => setSearchParams({ plan: planAlias(next) }, { replace: true });

  const subscription = me.data && status.data ? { isPremium: status.data.isPremium, tier: status.data.subscriptionTier, endDate: status.data.subscriptionEndDate } : null;
  return (
    <SubscribeScreen
      signedIn={Boolean(me.data)}
      subscription={subscription}
      plan={plan}
      onPlanChange={changePlan}
      method={method}
      onMethodChange={setMethod}
      onPayOnline={() => void navigate(`/payment-iframe?amount=${PRICES_EGP[plan]}&plan=${planAlias(plan)}`)}
      onPayWallet={() => void navigate(`/vodafone-payment?plan=${planAlias(plan)}`)}
      loginHref={loginPathFor(`/subscribe?plan=${planAlias(plan)}`)}
      chatHref="/chat"
      LinkComponent={RouterLink}
    />
  );
}
