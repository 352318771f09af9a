/**
 * /billing (SPEC.md §2, §4 "Subscription lifecycle"): the current subscription (free, active with its renewal, or
 * expired) and the payment history. Loading and a failed load (with Retry) are states of the page.
 */
import { useId } from 'react';
import { FormAlert } from '../auth/FormAlert';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { PaymentHistoryList, type BillingHistoryEntry } from './PaymentHistoryList';
import { SubscriptionStatusCard, type BillingSubscription } from './SubscriptionStatusCard';
import { Page, PageHeader, PageSubtitle, PageTitle, StatePanel } from './paymentStyles';

export interface BillingScreenProps {
  state: 'loading' | 'error' | 'ready';
  /** Load again after a failure. */
  onRetry: () => void;
  /** null: the student has never subscribed (free plan). */
  subscription: BillingSubscription | null;
  /** Payments, newest first. */
  history: BillingHistoryEntry[];
  /** Confirmed "Stop automatic renewal". */
  onCancelRenewal: () => void;
  /** The stop-renewal call is running. */
  cancelling: boolean;
  /** Where upgrade / renew go (/subscribe). */
  subscribeHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** The subscription and payments page. */
export function BillingScreen({
  state,
  onRetry,
  subscription,
  history,
  onCancelRenewal,
  cancelling,
  subscribeHref,
  LinkComponent = DefaultLink,
}: BillingScreenProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Page width="narrow" aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <PageHeader>
        <PageTitle id={titleId}>{t('billing.title')}</PageTitle>
        <PageSubtitle>{t('billing.subtitle')}</PageSubtitle>
      </PageHeader>
      {state === 'loading' ? (
        <StatePanel>
          <Spinner size="lg" label={t('billing.loading')} showLabel />
        </StatePanel>
      ) : null}
      {state === 'error' ? (
        <>
          <FormAlert tone="danger">{t('billing.loadFailed')}</FormAlert>
          <div>
            <Button variant="secondary" onPress={onRetry}>
              {t('common.retry')}
            </Button>
          </div>
        </>
      ) : null}
      {state === 'ready' ? (
        <>
          <SubscriptionStatusCard
            subscription={subscription}
            onCancelRenewal={onCancelRenewal}
            cancelling={cancelling}
            subscribeHref={subscribeHref}
            LinkComponent={LinkComponent}
          />
          <PaymentHistoryList history={history} />
        </>
      ) : null}
    </Page>
  );
}
