/**
 * E-mail confirmation (issue 3: verification via a link). States: `checkInbox` (after sign-up: "we sent a link
 * to …"), `verifying` (the app is posting the link's token), `verified` (a link into the chat) and `failed`
 * (invalid or expired link, with a resend action when the app can resend). Pure: the app owns the calls.
 */
import { CircleCheck, MailCheck, MailX } from 'lucide-react';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { DefaultLink } from '../layout/AppLink';
import { AuthLayout, type AuthChromeProps } from './AuthLayout';
import { StateActions, StateText, buttonLink } from './authStyles';
import { authPaths } from './authPaths';
import { FormAlert } from './FormAlert';
import { isolate } from './isolate';

const SpinnerRow = styled('div', { display: 'flex', justifyContent: 'center', py: '$4', color: '$textMuted' });

export type VerifyEmailStatus = 'checkInbox' | 'verifying' | 'verified' | 'failed';

export interface VerifyEmailScreenProps extends AuthChromeProps {
  /** Which state to show. */
  status: VerifyEmailStatus;
  /** The address the link went to (checkInbox). */
  email?: string;
  /** "Resend confirmation link" pressed; without it the action is not offered. */
  onResend?: () => void;
  /** The resend call is running. */
  isResending?: boolean;
  /** A new link was sent (shows a confirmation). */
  resent?: boolean;
}

/** The e-mail confirmation page. */
export function VerifyEmailScreen({ status, email, onResend, isResending = false, resent = false, ...chrome }: VerifyEmailScreenProps) {
  const t = useT();
  const Link = chrome.LinkComponent ?? DefaultLink;

  const resendAction = onResend ? (
    <Button variant="secondary" size="lg" fullWidth isPending={isResending} onPress={onResend}>
      {t('auth.verify.resend')}
    </Button>
  ) : null;
  const resentNote = resent ? <FormAlert tone="success">{t('auth.verify.resent')}</FormAlert> : null;

  switch (status) {
    case 'verifying':
      return (
        <AuthLayout {...chrome} title={t('auth.verify.title')}>
          <SpinnerRow>
            <Spinner size="lg" showLabel label={t('auth.verify.verifying')} />
          </SpinnerRow>
        </AuthLayout>
      );
    case 'verified':
      return (
        <AuthLayout {...chrome} title={t('auth.verify.success')} icon={<CircleCheck />} iconTone="success" focusTitle>
          <StateActions>
            <Link href={authPaths.chat} className={buttonLink()}>
              {t('auth.verify.startLearning')}
            </Link>
          </StateActions>
        </AuthLayout>
      );
    case 'failed':
      return (
        <AuthLayout {...chrome} title={t('auth.verify.title')} icon={<MailX />} iconTone="danger" focusTitle>
          <FormAlert tone="danger">{t('auth.verify.failed')}</FormAlert>
          {resentNote}
          <StateActions>
            {resendAction}
            <Link href={authPaths.login} className={buttonLink({ variant: onResend ? 'secondary' : 'primary' })}>
              {t('auth.forgot.backToLogin')}
            </Link>
          </StateActions>
        </AuthLayout>
      );
    case 'checkInbox':
      return (
        <AuthLayout {...chrome} title={t('auth.verify.checkInboxTitle')} icon={<MailCheck />} focusTitle>
          <StateText>{t('auth.verify.checkInbox', { email: isolate(email ?? '') })}</StateText>
          {resentNote}
          <StateActions>
            {resendAction}
            <Link href={authPaths.login} className={buttonLink({ variant: onResend ? 'secondary' : 'primary' })}>
              {t('auth.forgot.backToLogin')}
            </Link>
          </StateActions>
        </AuthLayout>
      );
  }
}
