/**
 * The "Your subscription" card of /billing: the free plan with an upgrade link; an active Premium plan with its
 * end date and, while it renews automatically, "Stop automatic renewal" behind a confirmation (access continues
 * until the end date); or an expired plan with a renew link.
 */
import { useId } from 'react';
import type { Plan } from '../../contract/values';
import { useT } from '../i18n';
import { type LinkComponent } from '../layout/AppLink';
import { AlertDialog } from '../primitives/AlertDialog';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { styled } from '../theme/stitches.config';
import { useFormatDate } from './paymentFormat';
import { BodyText, SectionTitle, buttonLink } from './paymentStyles';

/** The subscription as /billing shows it. */
export interface BillingSubscription {
  isPremium: boolean;
  tier: Plan | null;
  /** ISO date-time the paid period ends (or ended). */
  endDate: string | null;
  isExpired: boolean;
  autoRenew: boolean;
}

const Head = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });
const PlanLine = styled('p', { margin: 0, fontSize: '$5', fontWeight: '$black' });
const Action = styled('div', { display: 'flex', flexDirection: 'column', '@sm': { alignItems: 'flex-start' } });

export interface SubscriptionStatusCardProps {
  subscription: BillingSubscription | null;
  onCancelRenewal: () => void;
  cancelling: boolean;
  subscribeHref: string;
  LinkComponent: LinkComponent;
}

/** The current subscription and what can be done with it. */
export function SubscriptionStatusCard({ subscription, onCancelRenewal, cancelling, subscribeHref, LinkComponent }: SubscriptionStatusCardProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const titleId = useId();
  const endDate = subscription?.endDate ? formatDate(subscription.endDate) : null;
  const planName = subscription?.tier ? t(`subscribe.plan.${subscription.tier}`) : t('subscribe.premium.name');

  let body;
  if (subscription?.isPremium && !subscription.isExpired) {
    body = (
      <>
        <Head>
          <PlanLine>{planName}</PlanLine>
          <Badge tone="success">{t('billing.active')}</Badge>
        </Head>
        {endDate ? <BodyText>{t(subscription.autoRenew ? 'billing.renewsOn' : 'billing.renewalOff', { date: endDate })}</BodyText> : null}
        {subscription.autoRenew ? (
          <Action>
            <AlertDialog
              title={t('billing.cancelConfirmTitle')}
              message={t('billing.cancelConfirmBody', { date: endDate ?? '' })}
              confirmLabel={t('billing.cancelConfirm')}
              cancelLabel={t('billing.keep')}
              variant="destructive"
              onConfirm={onCancelRenewal}
              trigger={
                <Button variant="secondary" isPending={cancelling}>
                  {t('billing.cancelRenewal')}
                </Button>
              }
            />
          </Action>
        ) : null}
      </>
    );
  } else if (subscription?.isExpired) {
    body = (
      <>
        <Head>
          <PlanLine>{planName}</PlanLine>
          <Badge tone="danger">{t('billing.expired')}</Badge>
        </Head>
        {endDate ? <BodyText>{t('billing.expiredBody', { date: endDate })}</BodyText> : null}
        <Action>
          <LinkComponent href={subscribeHref} className={buttonLink({ variant: 'premium' })}>
            {t('billing.renew')}
          </LinkComponent>
        </Action>
      </>
    );
  } else {
    body = (
      <>
        <PlanLine>{t('billing.free.title')}</PlanLine>
        <BodyText>{t('billing.free.body')}</BodyText>
        <Action>
          <LinkComponent href={subscribeHref} className={buttonLink({ variant: 'premium' })}>
            {t('billing.upgrade')}
          </LinkComponent>
        </Action>
      </>
    );
  }

  return (
    <Card as="section" padding="md" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('billing.current')}</SectionTitle>
      {body}
    </Card>
  );
}
