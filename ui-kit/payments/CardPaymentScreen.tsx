/**
 * /payment-iframe (SPEC.md §2, §4 "Card payment"): loading (the payment token is being requested), error (the
 * translated reason with Retry and Back), the provider's payment frame, and a short success message while the app
 * moves on to /payment-success. The shared header is hidden on this route, so every state has a way back.
 */
import { useEffect, useId, useRef } from 'react';
import { ArrowLeft, ArrowRight, CircleAlert, CircleCheck, Lock } from 'lucide-react';
import type { Plan } from '../../contract/values';
import { useLocale } from '../i18n';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { styled } from '../theme/stitches.config';
import { useFormatNumber } from './paymentFormat';
import { Actions, BodyText, Page, PageHeader, PageSubtitle, PageTitle, StateIcon, StatePanel } from './paymentStyles';

/**
 * What the provider's checkout may do inside the frame: run its scripts and forms on its own origin, open its
 * 3-D Secure pop-up, and leave the frame for the result page only when the student pressed something.
 */
export const PAYMENT_FRAME_SANDBOX = 'allow-forms allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation';

const Frame = styled('iframe', {
  display: 'block',
  width: '100%',
  height: '75vh',
  minHeight: '520px',
  border: '1px solid $border',
  borderRadius: '$lg',
  backgroundColor: '$surface',
});

const TopRow = styled('div', { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '$3' });

const SecureNote = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  margin: 0,
  fontSize: '$2',
  color: '$textMuted',
  lineHeight: '$normal',
  '& svg': { flexShrink: 0, size: '16px', marginBlockStart: '3px' },
});

const StatusTitle = styled('h2', { margin: 0, fontSize: '$5', fontWeight: '$bold' });

export interface CardPaymentScreenProps {
  state: 'loading' | 'error' | 'frame' | 'success';
  /** EGP. */
  amount: number;
  plan: Plan;
  /** The provider's checkout address (state 'frame'). */
  iframeUrl?: string;
  /** Already-translated failure text (state 'error'), e.g. 'فشل الدفع: …'. */
  error?: string;
  onRetry: () => void;
  onBack: () => void;
}

/** The card payment page. */
export function CardPaymentScreen({ state, amount, plan, iframeUrl, error, onRetry, onBack }: CardPaymentScreenProps) {
  const { t, dir } = useLocale();
  const formatNumber = useFormatNumber();
  const ids = useId();
  const BackIcon = dir === 'rtl' ? ArrowRight : ArrowLeft;
  const statusRef = useRef<HTMLHeadingElement>(null);

  // A failure or success replaces the page's content: move focus to its heading so it is read out.
  useEffect(() => {
    if (state === 'error' || state === 'success') statusRef.current?.focus();
  }, [state]);

  const summary = t('payment.card.summary', { amount: formatNumber(amount), plan: t(`subscribe.plan.${plan}`) });

  return (
    <Page width="narrow" aria-labelledby={`${ids}-title`} css={{ maxWidth: '760px' }}>
      <TopRow>
        <PageHeader>
          <PageTitle id={`${ids}-title`}>{t('payment.card.title')}</PageTitle>
          <PageSubtitle>{summary}</PageSubtitle>
        </PageHeader>
        {state === 'frame' || state === 'loading' ? (
          <Button variant="ghost" size="sm" onPress={onBack}>
            <BackIcon aria-hidden="true" size={18} />
            {t('payment.card.back')}
          </Button>
        ) : null}
      </TopRow>

      {state === 'loading' || (state === 'frame' && !iframeUrl) ? (
        <StatePanel>
          <Spinner size="lg" label={t('payment.card.loading')} showLabel />
        </StatePanel>
      ) : null}

      {state === 'error' ? (
        <StatePanel role="alert">
          <StateIcon tone="danger" aria-hidden="true">
            <CircleAlert />
          </StateIcon>
          <StatusTitle ref={statusRef} tabIndex={-1}>
            {t('payment.card.errorTitle')}
          </StatusTitle>
          <BodyText>{error ?? t('payment.card.initFailed')}</BodyText>
          <Actions>
            <Button size="lg" onPress={onRetry}>
              {t('payment.card.retry')}
            </Button>
            <Button size="lg" variant="secondary" onPress={onBack}>
              {t('payment.card.back')}
            </Button>
          </Actions>
        </StatePanel>
      ) : null}

      {state === 'frame' && iframeUrl ? (
        <>
          <Frame src={iframeUrl} title={t('payment.card.frameTitle')} sandbox={PAYMENT_FRAME_SANDBOX} allow="payment" />
          <SecureNote>
            <Lock aria-hidden="true" />
            {t('payment.card.secureNote')}
          </SecureNote>
        </>
      ) : null}

      {state === 'success' ? (
        <StatePanel role="status">
          <StateIcon tone="success" aria-hidden="true">
            <CircleCheck />
          </StateIcon>
          <StatusTitle ref={statusRef} tabIndex={-1}>
            {t('payment.success.title')}
          </StatusTitle>
          <BodyText>{t('payment.card.successBody')}</BodyText>
        </StatePanel>
      ) : null}
    </Page>
  );
}
