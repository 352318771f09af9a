/**
 * /login: login mode (required fields, link to /forgot-password), register mode (name required, free-text
 * grade), the toggle, the check-your-e-mail message, the upgrade note, submitting, and the alert with the
 * server text, the defaults 'فشل في تسجيل الدخول' / 'فشل في إنشاء الحساب' and the connection error.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SimpleLoginScreen, type SimpleLoginMode, type SimpleLoginScreenProps } from '../../ui-kit/auth';
import { tableOfPage } from './storyLocale';

const meta = {
  title: 'Auth/SimpleLoginScreen',
  component: SimpleLoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { mode: 'login', onModeChange: fn(), onLogin: fn(), onRegister: fn() },
} satisfies Meta<typeof SimpleLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoginMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('link', { name: t('auth.forgotPasswordLink') })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.queryByRole('textbox', { name: t('auth.simple.name') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('auth.simple.switchToRegister') }));
    await expect(args.onModeChange).toHaveBeenCalledWith('register');
  },
};

/** E-mail and password are required. */
export const LoginRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const email = canvas.getByRole('textbox', { name: t('auth.email') });
    await userEvent.click(canvas.getByRole('button', { name: t('auth.simple.loginSubmit') }));
    await expect(email).toHaveAccessibleDescription(t('validation.required'));
    await expect(canvas.getByLabelText(t('auth.password'))).toHaveAccessibleDescription(t('validation.required'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const LoginValid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.type(canvas.getByRole('textbox', { name: t('auth.email') }), ' Omar@Example.com ');
    await userEvent.type(canvas.getByLabelText(t('auth.password')), 'secret123{Enter}');
    await expect(args.onLogin).toHaveBeenCalledWith({ email: 'omar@example.com', password: 'secret123' });
  },
};

export const RegisterMode: Story = {
  args: { mode: 'register' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const name = canvas.getByRole('textbox', { name: t('auth.simple.name') });
    // Name is required when registering; grade is optional.
    await userEvent.type(canvas.getByRole('textbox', { name: t('auth.email') }), 'omar@example.com');
    await userEvent.type(canvas.getByLabelText(t('auth.password')), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.simple.registerSubmit') }));
    await expect(name).toHaveAccessibleDescription(t('validation.required'));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onRegister).not.toHaveBeenCalled();

    await userEvent.type(name, ' عمر خالد ');
    await userEvent.type(canvas.getByRole('textbox', { name: t('auth.simple.grade') }), ' تالتة ثانوي ');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.simple.registerSubmit') }));
    await expect(args.onRegister).toHaveBeenCalledWith({ email: 'omar@example.com', password: 'secret123', name: 'عمر خالد', grade: 'تالتة ثانوي' });
    await expect(canvas.queryByRole('link', { name: t('auth.forgotPasswordLink') })).toBeNull();
  },
};

/** The app's toggle: login ⇄ register keeps the typed e-mail and drops the other form's errors. */
function ToggleFlow(props: SimpleLoginScreenProps) {
  const [mode, setMode] = useState<SimpleLoginMode>(props.mode);
  return (
    <SimpleLoginScreen
      {...props}
      mode={mode}
      onModeChange={(next) => {
        props.onModeChange(next);
        setMode(next);
      }}
    />
  );
}

export const Toggle: Story = {
  render: (args) => <ToggleFlow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const email = canvas.getByRole('textbox', { name: t('auth.email') });
    await userEvent.type(email, 'omar@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.simple.loginSubmit') }));
    await expect(canvas.getByLabelText(t('auth.password'))).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.simple.switchToRegister') }));
    await expect(canvas.getByRole('heading', { level: 1, name: t('auth.simple.registerTitle') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('auth.simple.name') })).toBeVisible();
    await expect(email).toHaveValue('omar@example.com');
    await expect(canvas.getByLabelText(t('auth.password'))).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.simple.switchToLogin') }));
    await expect(canvas.queryByRole('textbox', { name: t('auth.simple.name') })).toBeNull();
  },
};

/** After register: login mode with the request to confirm by e-mail. */
export const CheckEmail: Story = {
  args: { checkEmailMessage: true },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('auth.simple.checkEmail'));
  },
};

export const Upgrade: Story = {
  args: { upgrade: true },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('auth.simple.upgradeNotice'));
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const LoginFailedDefault: Story = {
  args: { error: { kind: 'server' } },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors.loginFailed'));
  },
};

export const RegisterFailedDefault: Story = {
  args: { mode: 'register', error: { kind: 'server' } },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors.registerFailed'));
  },
};

export const ServerMessage: Story = {
  args: { error: { kind: 'server', message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  },
};

export const ConnectionError: Story = {
  args: { error: { kind: 'connection' } },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('errors.connection'));
  },
};
