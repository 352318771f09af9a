/**
 * /auth/forgot-password (SPEC.md §2, §4): an e-mail form, then a confirmation that does not reveal whether the
 * address is registered ("if it is, instructions were sent; check spam"), with a link back to login and a
 * send-again action that returns to the form (the app flips `status` back to 'form'; the typed address stays).
 */
import { useEffect, useRef } from 'react';
import { MailCheck } from 'lucide-react';
import { ForgotPasswordRequestSchema } from '../../contract/auth';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { TextField } from '../primitives/TextField';
import { DefaultLink } from '../layout/AppLink';
import { AuthLayout, type AuthChromeProps } from './AuthLayout';
import { FooterLine, StateActions, StateText, buttonLink, formStack, textLink } from './authStyles';
import { authPaths } from './authPaths';
import { FormAlert } from './FormAlert';
import { isolate } from './isolate';
import { useAuthForm, type FieldErrors } from './useAuthForm';

export interface ForgotPasswordScreenProps extends AuthChromeProps {
  /** 'form' (default) or 'sent' (the confirmation). */
  status?: 'form' | 'sent';
  /** A valid e-mail was submitted (trimmed and lower-cased). */
  onSubmit: (request: { email: string }) => void;
  /** The forgot-password call is running. */
  isSubmitting?: boolean;
  /** A failed call's message, shown in an alert. */
  serverError?: string;
  /** Localised field error from a 400. */
  fieldErrors?: FieldErrors<'email'>;
  /** The address the confirmation names; defaults to what was typed. */
  sentEmail?: string;
  /** "Send again" pressed: the app returns to the form. */
  onResend: () => void;
}

/** The forgot-password page: form, then the sent confirmation. */
export function ForgotPasswordScreen({
  status = 'form',
  onSubmit,
  isSubmitting = false,
  serverError,
  fieldErrors,
  sentEmail,
  onResend,
  ...chrome
}: ForgotPasswordScreenProps) {
  const t = useT();
  const Link = chrome.LinkComponent ?? DefaultLink;
  const form = useAuthForm({
    fields: ['email'] as const,
    initialValues: { email: sentEmail },
    schema: ForgotPasswordRequestSchema,
    toRequest: (values) => values,
    serverErrors: fieldErrors,
    isSubmitting,
    onValid: onSubmit,
  });

  // "Send again" brings the form back: put the caret in the (still filled) e-mail field.
  const previousStatus = useRef(status);
  const { focusField } = form;
  useEffect(() => {
    if (previousStatus.current === 'sent' && status === 'form') focusField('email');
    previousStatus.current = status;
  }, [status, focusField]);

  if (status === 'sent') {
    const email = (sentEmail ?? form.values.email).trim();
    return (
      <AuthLayout {...chrome} title={t('auth.forgot.sentTitle')} icon={<MailCheck />} iconTone="success" focusTitle>
        <FormAlert tone="success">{t('auth.forgot.sentBody', { email: isolate(email) })}</FormAlert>
        <StateText>{t('auth.forgot.checkSpam')}</StateText>
        <StateActions>
          <Link href={authPaths.login} className={buttonLink()}>
            {t('auth.forgot.backToLogin')}
          </Link>
          <Button variant="secondary" size="lg" fullWidth onPress={onResend}>
            {t('auth.forgot.sendAgain')}
          </Button>
        </StateActions>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      {...chrome}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <FooterLine>
          <span>{t('auth.forgot.rememberPassword')}</span>
          <Link href={authPaths.login} className={textLink()}>
            {t('auth.forgot.backToLogin')}
          </Link>
        </FooterLine>
      }
    >
      <form className={formStack()} noValidate onSubmit={form.handleSubmit}>
        {serverError ? <FormAlert tone="danger">{serverError}</FormAlert> : null}
        <TextField
          {...form.register('email')}
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <Button type="submit" size="lg" fullWidth isPending={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
