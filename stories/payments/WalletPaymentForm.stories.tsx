/**
 * /vodafone-payment: the instructions and the form (amount follows the plan), a submit without a screenshot
 * ('Payment screenshot is required', nothing sent), a non-image file refused, a complete submit, server field
 * errors and a form error, submitting, the success screen, a long Arabic name, English, dark and 360 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { WalletPaymentForm } from '../../ui-kit/payments';
import { expectNoSidewaysOverflow, pageNumber, phoneViewport, pngFile, tableOfPage } from './paymentStoryHelpers';

const meta = {
  title: 'Payments/WalletPaymentForm',
  component: WalletPaymentForm,
  parameters: { layout: 'fullscreen' },
  args: {
    walletNumber: '01012345678',
    defaults: { userName: 'منى أحمد', userPhone: '01098765432', plan: 'premium_monthly' },
    state: 'editing',
    onSubmit: fn(),
    chatHref: '/chat',
  },
} satisfies Meta<typeof WalletPaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { level: 1, name: t('payment.wallet.title') })).toBeVisible();
    await expect(canvas.getByText(new RegExp(pageNumber(99)), { selector: 'li' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('payment.wallet.amount') })).toHaveValue('99');
    const phone = canvas.getByRole('textbox', { name: t('payment.wallet.userPhone') });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    const file = canvas.getByLabelText(t('payment.wallet.screenshot'));
    await expect(file).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await expect(file).toHaveAccessibleDescription(t('payment.wallet.imageOnlyHint'));
  },
};

export const AmountFollowsPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('payment.wallet.plan')) }));
    await userEvent.click(await screen.findByRole('option', { name: t('subscribe.plan.premium_yearly') }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('payment.wallet.amount') })).toHaveValue('999'));
    await expect(canvas.getByText(new RegExp(pageNumber(999)), { selector: 'li' })).toBeVisible();
  },
};

export const MissingScreenshot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.type(canvas.getByRole('textbox', { name: t('payment.wallet.senderPhone') }), '01011112222');
    await userEvent.click(canvas.getByRole('button', { name: t('payment.wallet.submit') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation.screenshotRequired'));
    await waitFor(() => expect(canvas.getByLabelText(t('payment.wallet.screenshot'))).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MissingScreenshotEnglish: Story = {
  ...MissingScreenshot,
  globals: { locale: 'en' },
  play: async (context) => {
    await MissingScreenshot.play?.(context);
    await expect(within(context.canvasElement).getByText('Payment screenshot is required')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  args: { defaults: { plan: 'premium_monthly' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('button', { name: t('payment.wallet.submit') }));
    const name = canvas.getByRole('textbox', { name: t('payment.wallet.userName') });
    await expect(name).toHaveAccessibleDescription(t('validation.required'));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const input = canvas.getByLabelText<HTMLInputElement>(t('payment.wallet.screenshot'));
    // The picker filters by `accept`; a drag-and-drop or "all files" choice can still hand over a PDF.
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' })] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('validation.imageOnly'));
    await expect(canvas.queryByRole('img', { name: t('payment.wallet.previewAlt') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payment.wallet.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CompleteSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.type(canvas.getByRole('textbox', { name: t('payment.wallet.senderPhone') }), ' 01011112222 ');
    await userEvent.type(canvas.getByRole('textbox', { name: t('payment.wallet.notes') }), 'حوّلت من رقم أخي');
    const screenshot = pngFile();
    await userEvent.upload(canvas.getByLabelText(t('payment.wallet.screenshot')), screenshot);
    await expect(await canvas.findByRole('img', { name: t('payment.wallet.previewAlt') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('payment.wallet.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      userName: 'منى أحمد',
      userPhone: '01098765432',
      senderPhone: '01011112222',
      amount: '99',
      plan: 'premium_monthly',
      notes: 'حوّلت من رقم أخي',
      screenshot,
    });
  },
};

export const ServerErrors: Story = {
  args: {
    fieldErrors: { senderPhone: 'يرجى إدخال رقم هاتف صحيح', amount: 'يرجى إدخال مبلغ صحيح' },
    formError: 'فشل الإرسال، يرجى المحاولة مرة أخرى أو التواصل مع الدعم',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.formError ?? '');
    await expect(canvas.getByRole('textbox', { name: t('payment.wallet.senderPhone') })).toHaveAccessibleDescription('يرجى إدخال رقم هاتف صحيح');
  },
};

export const Submitting: Story = { args: { state: 'submitting' } };

export const Submitted: Story = {
  args: { state: 'submitted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await waitFor(() => expect(canvas.getByRole('heading', { name: t('payment.wallet.successTitle') })).toHaveFocus());
    await expect(canvas.getByText(t('payment.wallet.successBody'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('payment.wallet.backToChat') })).toHaveAttribute('href', '/chat');
  },
};

export const LongArabicName: Story = {
  ...phoneViewport,
  args: {
    defaults: {
      userName: 'عبد الرحمن محمد عبد العزيز عبد الحميد السيد الشرقاوي المنصوري',
      userPhone: '01098765432',
      plan: 'premium_yearly',
    },
  },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Dark: Story = { args: { formError: 'Upload failed, please try again' }, globals: { theme: 'dark', locale: 'en' } };

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};
