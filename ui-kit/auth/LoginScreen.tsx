/**
 * /auth/login (SPEC.md §2, §5): Google, e-mail and password (show/hide), remember-me (checked by default, 30
 * days), links to forgot-password and sign-up. Validates with the contract's LoginRequestSchema on submit and
 * hands the parsed request (e-mail trimmed and lower-cased) to the app, which calls POST /api/auth/login.
 *
 * Direction of the inputs: the e-mail and password inputs keep TextField's `dir="auto"` rather than a fixed
 * `dir="ltr"`. Empty, they follow the page, so the Arabic placeholder sits at the right edge under its Arabic
 * label; as soon as the student types a Latin address or password the text runs left to right from the left edge,
 * so "@" and "." never jump around.
 */
import { useState } from 'react';
import type { z } from 'zod';
import { LoginRequestSchema } from '../../contract/auth';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Checkbox } from '../primitives/Checkbox';
import { PasswordField } from '../primitives/PasswordField';
import { TextField } from '../primitives/TextField';
import { DefaultLink } from '../layout/AppLink';
import { AuthDivider } from './AuthDivider';
import { AuthLayout, type AuthChromeProps } from './AuthLayout';
import { FooterLine, formStack, textLink } from './authStyles';
import { authPaths } from './authPaths';
import { FormAlert } from './FormAlert';
import { GoogleButton } from './GoogleButton';
import { useAuthForm, type FieldErrors } from './useAuthForm';

const OptionsRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2 $4',
  fontSize: '$2',
});

/** What the login form submits: the parsed LoginRequest. */
export type LoginSubmission = z.output<typeof LoginRequestSchema>;

export interface LoginScreenProps extends AuthChromeProps {
  /** A valid form was submitted (rememberMe is always set here). */
  onSubmit: (request: LoginSubmission) => void;
  /** The login call is running: the submit button spins and further submits are ignored. */
  isSubmitting?: boolean;
  /** A failed login's message (e.g. wrong e-mail or password), shown in an alert. */
  serverError?: string;
  /** Localised field errors from a 400. */
  fieldErrors?: FieldErrors<'email' | 'password'>;
  /** Whether the server has Google sign-in configured. Default true. */
  googleConfigured?: boolean;
  /** The Google navigation has started. */
  isGooglePending?: boolean;
  /** "Continue with Google" pressed. */
  onGoogle: () => void;
  /** Prefills the e-mail (e.g. after sign-up). */
  defaultEmail?: string;
}

/** The full login page. */
export function LoginScreen({
  onSubmit,
  isSubmitting = false,
  serverError,
  fieldErrors,
  googleConfigured = true,
  isGooglePending = false,
  onGoogle,
  defaultEmail,
  ...chrome
}: LoginScreenProps) {
  const t = useT();
  const Link = chrome.LinkComponent ?? DefaultLink;
  const [rememberMe, setRememberMe] = useState(true);
  const form = useAuthForm({
    fields: ['email', 'password'] as const,
    initialValues: { email: defaultEmail },
    schema: LoginRequestSchema,
    toRequest: (values) => ({ ...values, rememberMe }),
    serverErrors: fieldErrors,
    isSubmitting,
    onValid: onSubmit,
  });

  return (
    <AuthLayout
      {...chrome}
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <FooterLine>
          <span>{t('auth.login.noAccount')}</span>
          <Link href={authPaths.signup} className={textLink()}>
            {t('auth.login.signupLink')}
          </Link>
        </FooterLine>
      }
    >
      <GoogleButton onPress={onGoogle} notConfigured={!googleConfigured} isPending={isGooglePending} isDisabled={isSubmitting} />
      <AuthDivider />
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
        <PasswordField
          {...form.register('password')}
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
        />
        <OptionsRow>
          <Checkbox name="rememberMe" isSelected={rememberMe} onChange={setRememberMe}>
            {t('auth.rememberMe')}
          </Checkbox>
          <Link href={authPaths.forgotPassword} className={textLink()}>
            {t('auth.forgotPasswordLink')}
          </Link>
        </OptionsRow>
        <Button type="submit" size="lg" fullWidth isPending={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
