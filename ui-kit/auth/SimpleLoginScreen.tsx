/**
 * /login (SPEC.md §2, §5, §8): one card that toggles between login and register. Register asks for e-mail,
 * password, name and an optional free-text grade. E-mail and password are always required and the name when
 * registering; the contract schemas check them (the same rules the server applies, so no needless 400). After
 * a register the app switches to login mode and sets `checkEmailMessage`. Server errors appear in an alert with
 * the spec's defaults; `upgrade` (from ?upgrade=true) explains that signing in comes before upgrading.
 * Inputs keep TextField's `dir="auto"`; see LoginScreen for why.
 */
import { useEffect } from 'react';
import type { z } from 'zod';
import { LoginRequestSchema, RegisterRequestSchema } from '../../contract/auth';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { PasswordField } from '../primitives/PasswordField';
import { TextField } from '../primitives/TextField';
import { DefaultLink } from '../layout/AppLink';
import { AuthLayout, type AuthChromeProps } from './AuthLayout';
import { FooterLine, formStack, textLink } from './authStyles';
import { authPaths } from './authPaths';
import { FormAlert } from './FormAlert';
import { useAuthForm, type FieldErrors } from './useAuthForm';

export type SimpleLoginMode = 'login' | 'register';

/** A failed call: the server's text (or the mode's default when it sent none), or no connection at all. */
export type SimpleLoginError = { kind: 'server'; message?: string } | { kind: 'connection' };

/** What login mode submits (no remember-me on this page: a browser-session cookie). */
export type SimpleLoginSubmission = z.output<typeof LoginRequestSchema>;
/** What register mode submits: grade is free text, absent when left empty. */
export type SimpleRegisterSubmission = z.output<typeof RegisterRequestSchema>;

/** Holds the forgot-password link at the end edge, under the password. */
const ForgotRow = styled('div', { display: 'flex', justifyContent: 'flex-end', fontSize: '$2' });

type SimpleField = 'email' | 'password' | 'name' | 'grade';

const fieldsByMode: Record<SimpleLoginMode, readonly SimpleField[]> = {
  login: ['email', 'password'],
  register: ['email', 'password', 'name', 'grade'],
};

export interface SimpleLoginScreenProps extends AuthChromeProps {
  /** Which form is shown. */
  mode: SimpleLoginMode;
  /** The toggle was pressed. */
  onModeChange: (mode: SimpleLoginMode) => void;
  /** A valid login form was submitted; the app goes to / on success. */
  onLogin: (request: SimpleLoginSubmission) => void;
  /** A valid register form was submitted; on success the app sets login mode and `checkEmailMessage`. */
  onRegister: (request: SimpleRegisterSubmission) => void;
  /** A call is running. */
  isSubmitting?: boolean;
  /** The last call failed. */
  error?: SimpleLoginError;
  /** Localised field errors from a 400. */
  fieldErrors?: FieldErrors<SimpleField>;
  /** After a register: ask the student to confirm by e-mail, then log in. */
  checkEmailMessage?: boolean;
  /** Opened with ?upgrade=true: say that signing in is needed to upgrade. */
  upgrade?: boolean;
}

/** The simple combined login/register page. */
export function SimpleLoginScreen({
  mode,
  onModeChange,
  onLogin,
  onRegister,
  isSubmitting = false,
  error,
  fieldErrors,
  checkEmailMessage = false,
  upgrade = false,
  ...chrome
}: SimpleLoginScreenProps) {
  const t = useT();
  const Link = chrome.LinkComponent ?? DefaultLink;
  const isRegister = mode === 'register';
  const form = useAuthForm({
    fields: fieldsByMode[mode],
    schema: isRegister ? RegisterRequestSchema : LoginRequestSchema,
    toRequest: ({ email, password, name, grade }) => (isRegister ? { email, password, name, grade } : { email, password }),
    serverErrors: fieldErrors,
    isSubmitting,
    onValid: (request) => (isRegister ? onRegister(request as SimpleRegisterSubmission) : onLogin(request)),
  });

  // Errors of the other mode's form would point at fields that are no longer there.
  const { clearErrors } = form;
  useEffect(() => clearErrors(), [mode, clearErrors]);

  const errorText =
    error?.kind === 'connection'
      ? t('errors.connection')
      : error
        ? error.message || t(isRegister ? 'errors.registerFailed' : 'errors.loginFailed')
        : undefined;

  return (
    <AuthLayout
      {...chrome}
      title={t(isRegister ? 'auth.simple.registerTitle' : 'auth.simple.loginTitle')}
      subtitle={t('app.tagline')}
      footer={
        <FooterLine>
          <Button variant="ghost" onPress={() => onModeChange(isRegister ? 'login' : 'register')}>
            {t(isRegister ? 'auth.simple.switchToLogin' : 'auth.simple.switchToRegister')}
          </Button>
        </FooterLine>
      }
    >
      {upgrade ? <FormAlert tone="info">{t('auth.simple.upgradeNotice')}</FormAlert> : null}
      {checkEmailMessage ? <FormAlert tone="success">{t('auth.simple.checkEmail')}</FormAlert> : null}
      <form className={formStack()} noValidate onSubmit={form.handleSubmit}>
        {errorText ? <FormAlert tone="danger">{errorText}</FormAlert> : null}
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
          description={isRegister && !form.errorOf('password') ? t('auth.passwordHint') : undefined}
          autoComplete={isRegister ? 'new-password' : 'current-password'}
        />
        {isRegister ? (
          <>
            <TextField {...form.register('name')} label={t('auth.simple.name')} placeholder={t('auth.fullNamePlaceholder')} autoComplete="name" />
            <TextField {...form.register('grade')} label={t('auth.simple.grade')} placeholder={t('auth.simple.gradePlaceholder')} />
          </>
        ) : (
          <ForgotRow>
            <Link href={authPaths.simpleForgotPassword} className={textLink()}>
              {t('auth.forgotPasswordLink')}
            </Link>
          </ForgotRow>
        )}
        <Button type="submit" size="lg" fullWidth isPending={isSubmitting}>
          {t(isRegister ? 'auth.simple.registerSubmit' : 'auth.simple.loginSubmit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
