/**
 * /auth/reset-password?token=… (issue 3: what the spec leaves out but users need): the new password twice,
 * checked with the contract's ResetPasswordRequestSchema (≥ 6 characters, mismatch on the confirm field). The
 * token comes from the link; the app passes it in and receives it back in the submitted request. An invalid or
 * expired token (said by the server, or no token at all) offers a new link; success links to login.
 */
import { CircleCheck, LinkIcon, Unlink } from 'lucide-react';
import type { z } from 'zod';
import { ResetPasswordRequestSchema } from '../../contract/auth';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { PasswordField } from '../primitives/PasswordField';
import { DefaultLink } from '../layout/AppLink';
import { AuthLayout, type AuthChromeProps } from './AuthLayout';
import { FooterLine, StateActions, StateText, buttonLink, formStack, textLink } from './authStyles';
import { authPaths } from './authPaths';
import { FormAlert } from './FormAlert';
import { useAuthForm, type FieldErrors } from './useAuthForm';

/** What the form submits: the parsed ResetPasswordRequest, token included. */
export type ResetPasswordSubmission = z.output<typeof ResetPasswordRequestSchema>;

export interface ResetPasswordScreenProps extends AuthChromeProps {
  /** 'form' (default), 'invalidToken' (missing, invalid or expired link) or 'success'. */
  status?: 'form' | 'invalidToken' | 'success';
  /** The token of the link (?token=…). */
  token: string;
  /** A valid form was submitted. */
  onSubmit: (request: ResetPasswordSubmission) => void;
  /** The reset call is running. */
  isSubmitting?: boolean;
  /** A failed call's message (other than an invalid token), shown in an alert. */
  serverError?: string;
  /** Localised field errors from a 400. */
  fieldErrors?: FieldErrors<'password' | 'confirmPassword'>;
}

/** The reset-password page: form, invalid link, or success. */
export function ResetPasswordScreen({
  status = 'form',
  token,
  onSubmit,
  isSubmitting = false,
  serverError,
  fieldErrors,
  ...chrome
}: ResetPasswordScreenProps) {
  const t = useT();
  const Link = chrome.LinkComponent ?? DefaultLink;
  const form = useAuthForm({
    fields: ['password', 'confirmPassword'] as const,
    schema: ResetPasswordRequestSchema,
    toRequest: (values) => ({ ...values, token }),
    serverErrors: fieldErrors,
    isSubmitting,
    onValid: onSubmit,
  });

  if (status === 'success') {
    return (
      <AuthLayout {...chrome} title={t('auth.reset.successTitle')} icon={<CircleCheck />} iconTone="success" focusTitle>
        <StateText role="status">{t('auth.reset.successBody')}</StateText>
        <StateActions>
          <Link href={authPaths.login} className={buttonLink()}>
            {t('auth.reset.loginNow')}
          </Link>
        </StateActions>
      </AuthLayout>
    );
  }

  if (status === 'invalidToken') {
    return (
      <AuthLayout {...chrome} title={t('auth.reset.title')} icon={<Unlink />} iconTone="danger" focusTitle>
        <FormAlert tone="danger">{t('auth.reset.invalidLink')}</FormAlert>
        <StateActions>
          <Link href={authPaths.forgotPassword} className={buttonLink()}>
            <LinkIcon aria-hidden="true" size={18} />
            {t('auth.reset.requestNew')}
          </Link>
          <Link href={authPaths.login} className={buttonLink({ variant: 'secondary' })}>
            {t('auth.forgot.backToLogin')}
          </Link>
        </StateActions>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      {...chrome}
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <FooterLine>
          <Link href={authPaths.login} className={textLink()}>
            {t('auth.forgot.backToLogin')}
          </Link>
        </FooterLine>
      }
    >
      <form className={formStack()} noValidate onSubmit={form.handleSubmit}>
        {serverError ? <FormAlert tone="danger">{serverError}</FormAlert> : null}
        <PasswordField
          {...form.register('password')}
          label={t('auth.reset.newPassword')}
          description={form.errorOf('password') ? undefined : t('auth.passwordHint')}
          autoComplete="new-password"
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={t('auth.confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" fullWidth isPending={isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
