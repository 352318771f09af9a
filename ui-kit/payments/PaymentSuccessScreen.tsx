/**
 * /payment-success (SPEC.md §2): after a successful card payment. 'activating' while the app waits for the
 * subscription status to say Premium; 'active' once it does, with the plan and its end date and a link to start
 * learning.
 */
import { useEffect, useId, useRef } from 'react';
import { PartyPopper } from 'lucide-react';
import type { Plan } from '../../contract/values';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Card } from '../primitives/Card';
import { Spinner } from '../primitives/Spinner';
import { styled } from '../theme/stitches.config';
import { useFormatDate } from './paymentFormat';
import { BodyText, Page, PageTitle, StateIcon, StatePanel, buttonLink } from './paymentStyles';

const Details = styled('p', { margin: 0, fontWeight: '$bold', color: '$text' });

export interface PaymentSuccessScreenProps {
  /** 'activating': premium not confirmed yet; 'active': confirmed. */
  state: 'activating' | 'active';
  plan?: Plan;
  /** ISO date-time the paid period ends. */
  endDate?: string;
  /** Where "Start learning now" goes. */
  chatHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** The page after a successful card payment. */
export function PaymentSuccessScreen({ state, plan, endDate, chatHref, LinkComponent = DefaultLink }: PaymentSuccessScreenProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state === 'active') titleRef.current?.focus();
  }, [state]);

  return (
    <Page width="narrow" aria-labelledby={titleId}>
      <Card padding="lg" elevation="raised">
        <StatePanel css={{ py: '$4' }}>
          <StateIcon tone="success" aria-hidden="true">
            <PartyPopper />
          </StateIcon>
          <PageTitle id={titleId} ref={titleRef} tabIndex={-1}>
            {t('payment.success.title')}
          </PageTitle>
          {state === 'activating' ? (
            <Spinner label={t('payment.success.activating')} showLabel />
          ) : (
            <>
              <BodyText>{t('payment.success.body')}</BodyText>
              {plan || endDate ? (
                <Details>
                  {[plan ? t(`subscribe.plan.${plan}`) : null, endDate ? t('payment.success.until', { date: formatDate(endDate) }) : null]
                    .filter(Boolean)
                    .join(' — ')}
                </Details>
              ) : null}
            </>
          )}
          <LinkComponent href={chatHref} className={buttonLink({ variant: 'premium', fullWidth: true })}>
            {t('payment.success.cta')}
          </LinkComponent>
        </StatePanel>
      </Card>
    </Page>
  );
}
