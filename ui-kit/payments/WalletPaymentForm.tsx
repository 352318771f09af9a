/**
 * /vodafone-payment (SPEC.md §2, §4 "Manual wallet form", §5): how to pay (transfer the plan's price to the wallet
 * number, screenshot the receipt, fill in the form), then name, phone, sender phone, amount (the chosen plan's
 * price, following the plan), plan, optional notes and the screenshot. Name, phones, amount and screenshot are
 * required; without a screenshot the submit says 'Payment screenshot is required' and nothing is sent. The
 * fields keep their own values; the submission goes out through `onSubmit`. After it: the success screen.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, Clock } from 'lucide-react';
import { PAYMENT_FORM, PRICES_EGP } from '../../contract/constants';
import { plans, type Plan } from '../../contract/values';
import { useT } from '../i18n';
import { FormAlert } from '../auth/FormAlert';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { Select } from '../primitives/Select';
import { TextField } from '../primitives/TextField';
import { TextAreaField } from '../feedback/TextAreaField';
import { styled } from '../theme/stitches.config';
import { PhoneField } from './PhoneField';
import { ScreenshotField } from './ScreenshotField';
import { ltr, useFormatNumber } from './paymentFormat';
import {
  BodyText,
  FactList,
  Page,
  PageHeader,
  PageSubtitle,
  PageTitle,
  SectionTitle,
  StateIcon,
  StatePanel,
  StepList,
  buttonLink,
  formStack,
} from './paymentStyles';

export type WalletField = 'userName' | 'userPhone' | 'senderPhone' | 'amount' | 'plan' | 'notes' | 'screenshot';

/** What the form sends (amount as typed; the app parses it with the contract). */
export interface WalletPaymentValues {
  userName: string;
  userPhone: string;
  senderPhone: string;
  amount: string;
  plan: Plan;
  notes: string;
  screenshot: File | null;
}

const Note = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  fontSize: '$2',
  color: '$textMuted',
  '& svg': { flexShrink: 0, size: '16px' },
});

const WalletNumber = styled('dd', { fontSize: '$5', letterSpacing: '0.04em' });

export interface WalletPaymentFormProps {
  /** The Vodafone Cash number to transfer to. */
  walletNumber: string;
  /** Starting values: the student's name and phone when known, and the plan chosen on /subscribe. */
  defaults: { userName?: string; userPhone?: string; plan: Plan };
  state: 'editing' | 'submitting' | 'submitted';
  /** Already-translated messages under the fields (e.g. from a 400). */
  fieldErrors?: Partial<Record<WalletField, string>>;
  /** Already-translated message above the form (e.g. 'Submission failed, please try again or contact support'). */
  formError?: string;
  /** A complete form was submitted. */
  onSubmit: (values: WalletPaymentValues) => void;
  /** Where "Back to chat" goes after submission. */
  chatHref: string;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

const requiredText: readonly WalletField[] = ['userName', 'userPhone', 'senderPhone', 'amount'];

/** The manual Vodafone Cash payment page. */
export function WalletPaymentForm({
  walletNumber,
  defaults,
  state,
  fieldErrors,
  formError,
  onSubmit,
  chatHref,
  LinkComponent = DefaultLink,
}: WalletPaymentFormProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<WalletPaymentValues>(() => ({
    userName: defaults.userName ?? '',
    userPhone: defaults.userPhone ?? '',
    senderPhone: '',
    amount: String(PRICES_EGP[defaults.plan]),
    plan: defaults.plan,
    notes: '',
    screenshot: null,
  }));
  const [localErrors, setLocalErrors] = useState<Partial<Record<WalletField, string>>>({});
  const [attempt, setAttempt] = useState(0);

  // After a refused submit, put the caret in the first field that needs attention.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  useEffect(() => {
    if (state === 'submitted') successRef.current?.focus();
  }, [state]);

  const set = <K extends keyof WalletPaymentValues>(field: K, value: WalletPaymentValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setLocalErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const errorOf = (field: WalletField) => localErrors[field] ?? fieldErrors?.[field];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'editing') return;
    const missing: Partial<Record<WalletField, string>> = {};
    for (const field of requiredText) {
      if (String(values[field as keyof WalletPaymentValues] ?? '').trim() === '') missing[field] = t('validation.required');
    }
    if (!values.screenshot) missing.screenshot = t('validation.screenshotRequired');
    setLocalErrors(missing);
    if (Object.keys(missing).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    onSubmit({
      ...values,
      userName: values.userName.trim(),
      userPhone: values.userPhone.trim(),
      senderPhone: values.senderPhone.trim(),
      amount: values.amount.trim(),
      notes: values.notes.trim(),
    });
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
              {t('payment.wallet.successTitle')}
            </PageTitle>
            <BodyText>{t('payment.wallet.successBody')}</BodyText>
            <LinkComponent href={chatHref} className={buttonLink({ variant: 'primary', fullWidth: true })}>
              {t('payment.wallet.backToChat')}
            </LinkComponent>
          </StatePanel>
        </Card>
      </Page>
    );
  }

  const price = formatNumber(PRICES_EGP[values.plan]);
  const submitting = state === 'submitting';

  return (
    <Page width="narrow" aria-labelledby={`${ids}-title`}>
      <PageHeader>
        <PageTitle id={`${ids}-title`}>{t('payment.wallet.title')}</PageTitle>
        <PageSubtitle>{t('payment.wallet.subtitle')}</PageSubtitle>
      </PageHeader>

      <Card as="section" padding="md" tone="muted" aria-labelledby={`${ids}-steps`}>
        <SectionTitle id={`${ids}-steps`}>{t('payment.wallet.instructionsTitle')}</SectionTitle>
        <FactList>
          <dt>{t('payment.wallet.number')}</dt>
          <WalletNumber dir="ltr">{walletNumber}</WalletNumber>
        </FactList>
        <StepList>
          <li>{t('payment.wallet.step1', { amount: price, number: ltr(walletNumber) })}</li>
          <li>{t('payment.wallet.step2')}</li>
          <li>{t('payment.wallet.step3')}</li>
        </StepList>
        <Note>
          <Clock aria-hidden="true" />
          {t('payment.review24h')}
        </Note>
      </Card>

      <Card as="section" padding="md" aria-labelledby={`${ids}-form`}>
        <SectionTitle id={`${ids}-form`}>{t('payment.wallet.formTitle')}</SectionTitle>
        <form ref={formRef} className={formStack()} noValidate onSubmit={handleSubmit}>
          {formError ? <FormAlert tone="danger">{formError}</FormAlert> : null}
          <TextField
            label={t('payment.wallet.userName')}
            value={values.userName}
            onChange={(text) => set('userName', text)}
            errorMessage={errorOf('userName')}
            isRequired
            validationBehavior="aria"
            maxLength={PAYMENT_FORM.nameMax}
            autoComplete="name"
          />
          <PhoneField
            label={t('payment.wallet.userPhone')}
            value={values.userPhone}
            onChange={(text) => set('userPhone', text)}
            errorMessage={errorOf('userPhone')}
            isRequired
            validationBehavior="aria"
          />
          <PhoneField
            label={t('payment.wallet.senderPhone')}
            value={values.senderPhone}
            onChange={(text) => set('senderPhone', text)}
            errorMessage={errorOf('senderPhone')}
            isRequired
            validationBehavior="aria"
            autoComplete="off"
          />
          <Select
            label={t('payment.wallet.plan')}
            items={plans.map((plan) => ({ id: plan, label: t(`subscribe.plan.${plan}`) }))}
            value={values.plan}
            onChange={(key) => {
              const plan = plans.find((candidate) => candidate === key);
              if (!plan) return;
              setValues((previous) => ({ ...previous, plan, amount: String(PRICES_EGP[plan]) }));
              setLocalErrors((previous) => ({ ...previous, plan: undefined, amount: undefined }));
            }}
            errorMessage={errorOf('plan')}
            validationBehavior="aria"
          />
          <TextField
            label={t('payment.wallet.amount')}
            value={values.amount}
            onChange={(text) => set('amount', text)}
            errorMessage={errorOf('amount')}
            isRequired
            validationBehavior="aria"
            inputMode="numeric"
          />
          <TextAreaField
            label={t('payment.wallet.notes')}
            placeholder={t('payment.wallet.notesPlaceholder')}
            value={values.notes}
            onChange={(text) => set('notes', text)}
            errorMessage={errorOf('notes')}
            validationBehavior="aria"
            maxLength={PAYMENT_FORM.notesMax}
            rows={3}
          />
          <ScreenshotField
            label={t('payment.wallet.screenshot')}
            file={values.screenshot}
            onFileChange={(file) => set('screenshot', file)}
            errorMessage={errorOf('screenshot')}
          />
          <Button type="submit" size="lg" fullWidth isPending={submitting}>
            {submitting ? t('payment.wallet.submitting') : t('payment.wallet.submit')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
