/**
 * `/`: a spinner while authentication loads; signed-in students go to /chat; visitors see the landing page.
 * The landing page reads payment=success|error from the query (after a card payment), shows the toast and clears
 * the query string. Try Without Account plays the four-step splash, then opens /chat.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PRICES_EGP } from '../../contract/constants';
import { useT } from '../../ui-kit/i18n';
import { LandingPage } from '../../ui-kit/landing/LandingPage';
import { TrySplash } from '../../ui-kit/landing/TrySplash';
import { useSplashProgress } from '../../ui-kit/landing/useSplashProgress';
import { LoadingScreen } from '../../ui-kit/layout/LoadingScreen';
import { meQuery } from '../queries/auth';
import { RouterLink } from '../RouterLink';
import { notify } from '../toasts';

function Splash({ onDone }: { onDone: () => void }) {
  const { progress, step } = useSplashProgress({ onDone });
  return <TrySplash progress={progress} step={step} />;
}

/** After a card payment the provider returns to /?payment=success|error&plan=…&amount=…: toast, then clean URL. */
function usePaymentResultToast(): void {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const payment = searchParams.get('payment');
  const plan = searchParams.get('plan');
  const amount = Number(searchParams.get('amount'));
  useEffect(() => {
    if (payment !== 'success' && payment !== 'error') return;
    if (payment === 'success') {
      const planName = t(plan === 'premium_yearly' ? 'toast.planYearly' : 'toast.planMonthly');
      const paid = Number.isFinite(amount) && amount > 0 ? amount : PRICES_EGP[plan === 'premium_yearly' ? 'premium_yearly' : 'premium_monthly'];
      notify({ title: t('toast.paymentSuccessTitle'), description: t('toast.paymentSuccessBody', { plan: planName, amount: paid }), variant: 'success' });
    } else {
      notify({ title: t('payment.errorTitle'), description: t('payment.tryAgain'), variant: 'destructive' });
    }
    setSearchParams({}, { replace: true });
  }, [payment, plan, amount, setSearchParams, t]);
}

function Landing() {
  const navigate = useNavigate();
  const [splashing, setSplashing] = useState(false);
  usePaymentResultToast();
  if (splashing) return <Splash onDone={() => navigate('/chat')} />;
  return (
    <LandingPage
      onSignUp={() => navigate('/auth/signup')}
      onTryWithoutAccount={() => setSplashing(true)}
      LinkComponent={RouterLink}
    />
  );
}

export default function HomeRoute() {
  const { data: user, isPending } = useQuery(meQuery());
  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to="/chat" replace />;
  return <Landing />;
}
