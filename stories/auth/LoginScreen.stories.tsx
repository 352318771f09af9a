/**
 * /auth/login: empty form (remember-me checked, links, show/hide), each invalid field with the exact messages of
 * SPEC.md §5, a valid submit (trimmed, lower-cased e-mail), submitting, server error, server field errors and
 * the Google states. Play functions read the texts of the page's language, so they hold in Arabic and English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from '../../ui-kit/auth';
import { containing, tableOfPage } from './storyLocale';

const meta = {
  title: 'Auth/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onGoogle: fn(), onToggleLanguage: fn(), onToggleTheme: fn() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form's controls, found by their visible labels. */
function controls(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const { t } = tableOfPage();
  return {
    canvas,
    t,
    email: canvas.getByRole('textbox', { name: t('auth.email') }),
    password: canvas.getByLabelText(t('auth.password')),
    rememberMe: canvas.getByRole('checkbox', { name: t('auth.rememberMe') }),
    submit: canvas.getByRole('button', { name: t('auth.login.submit') }),
  };
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, t, password, rememberMe } = controls(canvasElement);
    await expect(rememberMe).toBeChecked();
    await expect(canvas.getByRole('link', { name: t('auth.forgotPasswordLink') })).toHaveAttribute('href', '/auth/forgot-password');
    await expect(canvas.getByRole('link', { name: t('auth.login.signupLink') })).toHaveAttribute('href', '/auth/signup');
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();

    // Show / hide the password.
    await userEvent.type(password, 'secret123');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: t('common.showPassword') }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: t('common.hidePassword') }));
    await expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: t('auth.google') }));
    await expect(args.onGoogle).toHaveBeenCalledTimes(1);
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, email, password, submit } = controls(canvasElement);
    await userEvent.type(email, 'student@');
    await userEvent.type(password, 'secret123');
    await userEvent.click(submit);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t('validation.emailInvalid'));
    await expect(password).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The same check in English: the message is the English text of the same key. */
export const InvalidEmailEnglish: Story = { ...InvalidEmail, globals: { locale: 'en' } };

export const ShortPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, email, password, submit } = controls(canvasElement);
    await userEvent.type(email, 'student@example.com');
    await userEvent.type(password, '12345');
    await userEvent.click(submit);
    await expect(password).toHaveAccessibleDescription(t('validation.passwordMin'));
    await expect(email).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, email, password, submit } = controls(canvasElement);
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription(t('validation.required'));
    await expect(password).toHaveAccessibleDescription(t('validation.required'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A message goes away as soon as its field is edited; the other field keeps its own. */
export const ErrorClearsOnEdit: Story = {
  play: async ({ canvasElement }) => {
    const { email, password, submit } = controls(canvasElement);
    await userEvent.click(submit);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'student@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { email, password, rememberMe, submit } = controls(canvasElement);
    await userEvent.type(email, '  Student@Example.com ');
    await userEvent.type(password, ' secret123');
    await userEvent.click(submit);
    // The e-mail is trimmed and lower-cased; the password is sent as typed.
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ email: 'student@example.com', password: ' secret123', rememberMe: true });

    await userEvent.click(rememberMe);
    await expect(rememberMe).not.toBeChecked();
    await userEvent.type(password, '{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ email: 'student@example.com', password: ' secret123', rememberMe: false });
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('button', { name: t('auth.google') })).toBeDisabled();
    // While pending the submit button shows a spinner and ignores presses and Enter.
    const submit = canvasElement.querySelector<HTMLButtonElement>('form button[data-pending]');
    if (!submit) throw new Error('no pending submit button');
    await expect(submit).toHaveTextContent(t('auth.login.submit'));
    await userEvent.type(canvas.getByRole('textbox', { name: t('auth.email') }), 'student@example.com');
    await userEvent.type(canvas.getByLabelText(t('auth.password')), 'secret123{Enter}');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { serverError: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  },
};

/** Field errors from a 400 show on their fields until the student edits them. */
export const ServerFieldErrors: Story = {
  args: { fieldErrors: { email: 'يرجى إدخال بريد إلكتروني صحيح' }, defaultEmail: 'student@example' },
  play: async ({ canvasElement }) => {
    const { email } = controls(canvasElement);
    await expect(email).toHaveAccessibleDescription(containing('يرجى إدخال بريد إلكتروني صحيح'));
    await userEvent.type(email, '.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const GoogleNotConfigured: Story = {
  args: { googleConfigured: false },
  play: async ({ canvasElement, args }) => {
    const { canvas, t } = controls(canvasElement);
    const google = canvas.getByRole('button', { name: t('auth.googleNotConfigured') });
    await expect(google).toBeDisabled();
    await userEvent.click(google, { pointerEventsCheck: 0 });
    await expect(args.onGoogle).not.toHaveBeenCalled();
  },
};

export const GooglePending: Story = { args: { isGooglePending: true } };

export const DarkEnglish: Story = { globals: { locale: 'en', theme: 'dark' } };
