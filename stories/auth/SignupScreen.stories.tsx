/**
 * /auth/signup: the five grade options, each invalid field with its exact message (the mismatch on the confirm
 * field), a valid submit with a grade, a long Arabic name, submitting, server error and Google not configured.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { grades } from '../../contract/values';
import { SignupScreen } from '../../ui-kit/auth';
import { containing, tableOfPage } from './storyLocale';

const meta = {
  title: 'Auth/SignupScreen',
  component: SignupScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onGoogle: fn() },
} satisfies Meta<typeof SignupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function controls(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const { t } = tableOfPage();
  return {
    canvas,
    t,
    name: canvas.getByRole('textbox', { name: t('auth.fullName') }),
    email: canvas.getByRole('textbox', { name: t('auth.email') }),
    grade: canvas.getByRole('button', { name: containing(t('auth.gradeOptional')) }),
    password: canvas.getByLabelText(t('auth.password')),
    confirm: canvas.getByLabelText(t('auth.confirmPassword')),
    submit: canvas.getByRole('button', { name: t('auth.signup.submit') }),
  };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, t, grade } = controls(canvasElement);
    await expect(canvas.getByRole('link', { name: t('auth.signup.loginLink') })).toHaveAttribute('href', '/auth/login');
    await expect(grade).toHaveTextContent(t('auth.gradeChoose'));
    await userEvent.click(grade);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(grades.map((id) => t(`auth.grade.${id}`)));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const InvalidFields: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, name, email, password, confirm, submit } = controls(canvasElement);
    await userEvent.type(name, ' أ ');
    await userEvent.type(email, 'ahmed.example.com');
    await userEvent.type(password, '123');
    await userEvent.type(confirm, '1234');
    await userEvent.click(submit);
    await expect(name).toHaveAccessibleDescription(t('validation.nameMin'));
    await expect(email).toHaveAccessibleDescription(t('validation.emailInvalid'));
    await expect(password).toHaveAccessibleDescription(containing(t('validation.passwordMin')));
    await expect(confirm).toHaveAccessibleDescription(t('validation.passwordMismatch'));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Only the passwords differ: the message sits on the confirm field, not on the password. */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, name, email, password, confirm, submit } = controls(canvasElement);
    await userEvent.type(name, 'أحمد علي');
    await userEvent.type(email, 'ahmed@example.com');
    await userEvent.type(password, 'secret123');
    await userEvent.type(confirm, 'secret124');
    await userEvent.click(submit);
    await expect(confirm).toHaveAccessibleDescription(t('validation.passwordMismatch'));
    await expect(password).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordMismatchEnglish: Story = { ...PasswordMismatch, globals: { locale: 'en' } };

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const { t, name, email, grade, password, confirm, submit } = controls(canvasElement);
    await userEvent.type(name, '  أحمد علي  ');
    await userEvent.type(email, ' Ahmed@Example.com');
    await userEvent.click(grade);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: t('auth.grade.grade12') }));
    await userEvent.type(password, 'secret123');
    await userEvent.type(confirm, 'secret123');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'أحمد علي',
      email: 'ahmed@example.com',
      grade: 'grade12',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
  },
};

/** A long Arabic name wraps inside the field's width at 360 px; nothing overflows the card. */
export const LongArabicName: Story = {
  play: async ({ canvasElement }) => {
    const { name } = controls(canvasElement);
    const longName = 'عبد الرحمن محمد عبد العزيز الشناوي الإسكندراني';
    await userEvent.type(name, longName);
    await expect(name).toHaveValue(longName);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerError: Story = {
  args: { serverError: 'هذا البريد الإلكتروني مسجّل بالفعل' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('هذا البريد الإلكتروني مسجّل بالفعل');
  },
};

export const GoogleNotConfigured: Story = {
  args: { googleConfigured: false },
  play: async ({ canvasElement }) => {
    const { canvas, t } = controls(canvasElement);
    await expect(canvas.getByRole('button', { name: t('auth.googleNotConfigured') })).toBeDisabled();
  },
};
