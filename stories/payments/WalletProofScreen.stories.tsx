/**
 * /payment-confirmation/{requestId}: the request's facts, the submit disabled until both the sender phone and an
 * image are present, Enter with something missing (onMissing), submitting, the success screen, English, dark and
 * 360 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WalletProofScreen } from '../../ui-kit/payments';
import { expectNoSidewaysOverflow, pageNumber, phoneViewport, pngFile, tableOfPage } from './paymentStoryHelpers';

const meta = {
  title: 'Payments/WalletProofScreen',
  component: WalletProofScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    walletNumber: '01012345678',
    amount: 99,
    plan: 'premium_monthly',
    requestId: 'req_7f3a9c21',
    state: 'form',
    onSubmit: fn(),
    onMissing: fn(),
    homeHref: '/',
  },
} satisfies Meta<typeof WalletProofScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByText(t('payment.proof.amount', { amount: pageNumber(99) }))).toBeVisible();
    await expect(canvas.getByText(t('payment.proof.plan', { plan: t('subscribe.plan.premium_monthly') }))).toBeVisible();
    await expect(canvas.getByText(/01012345678/)).toBeVisible();

    const submit = canvas.getByRole('button', { name: t('payment.proof.submit') });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(t('payment.proof.missingBody'));

    const phone = canvas.getByRole('textbox', { name: t('payment.proof.senderPhone') });
    await userEvent.type(phone, '01011112222');
    await expect(submit).toBeDisabled();

    const screenshot = pngFile();
    const fileInput = canvas.getByLabelText(t('payment.proof.screenshot'));
    await expect(fileInput).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await userEvent.upload(fileInput, screenshot);
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ senderPhone: '01011112222', screenshot });
    await expect(args.onMissing).not.toHaveBeenCalled();
  },
};

export const ImageWithoutPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.upload(canvas.getByLabelText(t('payment.proof.screenshot')), pngFile());
    await expect(await canvas.findByRole('img', { name: t('payment.wallet.previewAlt') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('payment.proof.submit') })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: t('payment.proof.senderPhone') }), '   {Enter}');
    await expect(args.onMissing).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EnterWithoutImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.type(canvas.getByRole('textbox', { name: t('payment.proof.senderPhone') }), '01011112222{Enter}');
    await expect(args.onMissing).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { state: 'submitting' } };

export const Submitted: Story = {
  args: { state: 'submitted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await waitFor(() => expect(canvas.getByRole('heading', { name: t('payment.proof.successTitle') })).toHaveFocus());
    await expect(canvas.getByText(t('payment.proof.successBody'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('payment.proof.backHome') })).toHaveAttribute('href', '/');
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Dark: Story = { args: { amount: 999, plan: 'premium_yearly' }, globals: { theme: 'dark' } };

export const Narrow: Story = {
  ...phoneViewport,
  args: { requestId: '8c1f0e5a-4b7d-4e2a-9f3c-1d2e3f4a5b6c' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};
