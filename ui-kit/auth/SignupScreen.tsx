/**
 * /auth/signup (SPEC.md §2, §5): Google, full name, e-mail, an optional grade select with the five grades,
 * password and confirm password, and a link to login. Validates with the contract's RegisterRequestSchema on
 * submit: name ≥ 2, valid e-mail, password ≥ 6, and the mismatch message on the confirm field. The app calls
 * POST /api/auth/register with the parsed request and goes to /chat on success.
 *
 * The name input keeps `dir="auto"` (from TextField): an Arabic or an English name each runs in its own
 * direction. E-mail and passwords follow the same rule as on the login screen (see LoginScreen).
 */
import { useState } from 'react';
import type { z } from 'zod';
import { RegisterRequestSchema } from '../../contract/auth';
import { grades, type Grade } from '../../contract/values';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { PasswordField } from '../primitives/PasswordField';
import { Select, type SelectItem } from '../primitives/Select';
import { TextField } from '../primitives/TextField';
import { DefaultLink } from '../layout/AppLink';
import { AuthDivider } from './AuthDivider';
import { AuthLayout, type AuthChromeProps } from './AuthLayout';
import { FooterLine, formStack, textLink } from './authStyles';
import { authPaths } from './authPaths';
import { FormAlert } from './FormAlert';
import { GoogleButton } from './GoogleButton';
import { useAuthForm, type FieldErrors } from './useAuthForm';

/** What the sign-up form submits: the parsed RegisterRequest (grade is a Grade id or absent). */
export type SignupSubmission = z.output<typeof RegisterRequestSchema>;

type SignupField = 'name' | 'email' | 'password' | 'confirmPassword';

export interface SignupScreenProps extends AuthChromeProps {
  /** A valid form was submitted. */
  onSubmit: (request: SignupSubmission) => void;
  /** The register call is running. */
  isSubmitting?: boolean;
  /** A failed sign-up's message (e.g. the e-mail is taken), shown in an alert. */
  serverError?: string;
  /** Localised field errors from a 400. */
  fieldErrors?: FieldErrors<SignupField>;
  /** Whether the server has Google sign-in configured. Default true. */
  googleConfigured?: boolean;
  /** The Google navigation has started. */
  isGooglePending?: boolean;
  /** "Continue with Google" pressed. */
  onGoogle: () => void;
}

/** The full sign-up page. */
export function SignupScreen({
  onSubmit,
  isSubmitting = false,
  serverError,
  fieldErrors,
  googleConfigured = true,
  isGooglePending = false,
  onGoogle,
  ...chrome
}: SignupScreenProps) {
  const t = useT();
  const Link = chrome.LinkComponent ?? DefaultLink;
  const [grade, setGrade] = useState<Grade | null>(null);
  const gradeItems: SelectItem[] = grades.map((id) => ({ id, label: t(`auth.grade.${id}`) }));
  const form = useAuthForm({
    fields: ['name', 'email', 'password', 'confirmPassword'] as const,
    schema: RegisterRequestSchema,
    toRequest: (values) => ({ ...values, grade: grade ?? undefined }),
    serverErrors: fieldErrors,
    isSubmitting,
    onValid: onSubmit,
  });

  return (
    <AuthLayout
      {...chrome}
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <FooterLine>
          <span>{t('auth.signup.haveAccount')}</span>
          <Link href={authPaths.login} className={textLink()}>
            {t('auth.signup.loginLink')}
          </Link>
        </FooterLine>
      }
    >
      <GoogleButton onPress={onGoogle} notConfigured={!googleConfigured} isPending={isGooglePending} isDisabled={isSubmitting} />
      <AuthDivider />
      <form className={formStack()} noValidate onSubmit={form.handleSubmit}>
        {serverError ? <FormAlert tone="danger">{serverError}</FormAlert> : null}
        <TextField
          {...form.register('name')}
          label={t('auth.fullName')}
          placeholder={t('auth.fullNamePlaceholder')}
          autoComplete="name"
        />
        <TextField
          {...form.register('email')}
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <Select
          name="grade"
          label={t('auth.gradeOptional')}
          placeholder={t('auth.gradeChoose')}
          items={gradeItems}
          value={grade}
          onChange={(key) => setGrade(key === null ? null : (String(key) as Grade))}
        />
        {/* The "at least 6 characters" hint steps aside while the error (which says the same) shows. */}
        <PasswordField
          {...form.register('password')}
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
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
          {t('auth.signup.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
