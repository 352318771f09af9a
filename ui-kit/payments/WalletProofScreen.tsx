/**
 * /payment-confirmation/{requestId} (SPEC.md §2, §4 "Wallet proof page", §5): the wallet number, amount and plan
 * of the request, then the sender phone and the payment screenshot (images only). The submit button stays
 * disabled until both are present; Enter in the phone field with something missing calls `onMissing` (the app's
 * 'بيانات مطلوبة' toast). After sending: "reviewed within 24 hours" and a button back home.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import type { Plan } from '../../contract/values';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { styled } from '../theme/stitches.config';
import { PhoneField } from './PhoneField';
import { ScreenshotField } from './ScreenshotField';
import { ltr, useFormatNumber } from './paymentFormat';
import { BodyText, Page, PageHeader, PageTitle, StateIcon, StatePanel, buttonLink, formStack } from './paymentStyles';

const Facts = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontWeight: '$medium',
  overflowWrap: 'anywhere',
});

const Hint = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted', textAlign: 'center' });

export interface WalletProofScreenProps {
  /** The Vodafone Cash number the student transferred to. */
  walletNumber: string;
  /** EGP. */
  amount: number;
  plan: Plan;
  requestId: string;
  state: 'form' | 'submitting' | 'submitted';
  /** Both the sender phone (trimmed) and an image are present. */
  onSubmit: (proof: { senderPhone: string; screenshot: File }) => void;
  /** A submit was attempted (Enter) with the phone or the image missing. */
  onMissing: () => void;
  /** Where "Back to home" goes. */
  homeHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** The wallet payment proof page. */
export function WalletProofScreen({
  walletNumber,
  amount,
  plan,
  requestId,
  state,
  onSubmit,
  onMissing,
  homeHref,
  LinkComponent = DefaultLink,
}: WalletProofScreenProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const ids = useId();
  const successRef = useRef<HTMLHeadingElement>(null);
  const [senderPhone, setSenderPhone] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const complete = senderPhone.trim() !== '' && screenshot !== null;
  const submitting = state === 'submitting';

  useEffect(() => {
    if (state === 'submitted') successRef.current?.focus();
  }, [state]);

  const submit = () => {
    if (submitting) return;
    if (!complete || !screenshot) {
      onMissing();
      return;
    }
    onSubmit({ senderPhone: senderPhone.trim(), screenshot });
  };

  if (state === 'submitted') {
    return (
      <Page width="narrow" aria-labelledby={`${ids}-done`}>
        <Card padding="lg">
          <StatePanel role="status" css={{ py: '$4' }}>
            <StateIcon tone="success" aria-hidden="true">
              <CircleCheck />
            </StateIcon>
            <PageTitle id={`${ids}-done`} ref={successRef} tabIndex={-1}>
              {t('payment.proof.successTitle')}
            </PageTitle>
            <BodyText>{t('payment.proof.successBody')}</BodyText>
            <LinkComponent href={homeHref} className={buttonLink({ variant: 'primary', fullWidth: true })}>
              {t('payment.proof.backHome')}
            </LinkComponent>
          </StatePanel>
        </Card>
      </Page>
    );
  }

  return (
    <Page width="narrow" aria-labelledby={`${ids}-title`}>
      <PageHeader>
        <PageTitle id={`${ids}-title`}>{t('payment.proof.title')}</PageTitle>
      </PageHeader>
      <Card padding="md" tone="muted">
        <Facts>
          <li>{t('payment.proof.walletNumber', { number: ltr(walletNumber) })}</li>
          <li>{t('payment.proof.amount', { amount: formatNumber(amount) })}</li>
          <li>{t('payment.proof.plan', { plan: t(`subscribe.plan.${plan}`) })}</li>
          <li>{t('payment.proof.requestId', { id: ltr(requestId) })}</li>
        </Facts>
      </Card>
      <Card padding="md">
        <form
          className={formStack()}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            submit();
          }}
        >
          <PhoneField
            label={t('payment.proof.senderPhone')}
            value={senderPhone}
            onChange={setSenderPhone}
            isRequired
            autoComplete="off"
            onInputKeyDown={(event) => {
              // With the submit button disabled the browser does not submit on Enter; say what is missing instead.
              if (event.key === 'Enter' && !complete) {
                event.preventDefault();
                submit();
              }
            }}
          />
          <ScreenshotField label={t('payment.proof.screenshot')} file={screenshot} onFileChange={setScreenshot} />
          <Button
            type="submit"
            size="lg"
            fullWidth
            isDisabled={!complete}
            isPending={submitting}
            aria-describedby={complete ? undefined : `${ids}-missing`}
          >
            {submitting ? t('payment.proof.submitting') : t('payment.proof.submit')}
          </Button>
          {complete ? null : <Hint id={`${ids}-missing`}>{t('payment.proof.missingBody')}</Hint>}
        </form>
      </Card>
    </Page>
  );
}
