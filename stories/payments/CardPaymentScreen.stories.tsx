/**
 * /payment-iframe: preparing the payment, a failure (Retry and Back both work), the provider's frame (titled,
 * sandboxed) and the short success message before the app moves on; English, dark and 360 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardPaymentScreen } from '../../ui-kit/payments';
import { expectNoSidewaysOverflow, pageNumber, phoneViewport, tableOfPage } from './paymentStoryHelpers';

/** A stand-in for the provider's checkout: an empty same-origin page (stories never reach the network). */
const checkoutUrl = 'about:blank';

const meta = {
  title: 'Payments/CardPaymentScreen',
  component: CardPaymentScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'loading', amount: 99, plan: 'premium_monthly', onRetry: fn(), onBack: fn() },
} satisfies Meta<typeof CardPaymentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('payment.card.loading'));
    await expect(
      canvas.getByText(t('payment.card.summary', { amount: pageNumber(99), plan: t('subscribe.plan.premium_monthly') })),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error', error: 'فشل الدفع: تم رفض البطاقة من البنك المُصدِر' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(args.error ?? '');
    await waitFor(() => expect(canvas.getByRole('heading', { name: t('payment.card.errorTitle') })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: t('payment.card.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('payment.card.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const FailedEnglish: Story = {
  ...Failed,
  args: { state: 'error', error: 'Payment failed: Card declined by the issuing bank' },
  globals: { locale: 'en' },
};

export const Frame: Story = {
  args: { state: 'frame', iframeUrl: checkoutUrl, amount: 999, plan: 'premium_yearly' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const frame = canvas.getByTitle(t('payment.card.frameTitle'));
    await expect(frame).toHaveAttribute('src', checkoutUrl);
    await expect(frame.getAttribute('sandbox')).toContain('allow-forms');
    await expect(frame.getAttribute('sandbox')).toContain('allow-top-navigation-by-user-activation');
    await expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight * 0.6);
    await userEvent.click(canvas.getByRole('button', { name: t('payment.card.back') }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { state: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('payment.card.successBody'));
    await waitFor(() => expect(canvas.getByRole('heading', { name: t('payment.success.title') })).toHaveFocus());
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Dark: Story = { args: { state: 'error', error: 'فشل في تهيئة الدفع. يرجى المحاولة مرة أخرى.' }, globals: { theme: 'dark' } };

export const NarrowFrame: Story = {
  ...phoneViewport,
  args: { state: 'frame', iframeUrl: checkoutUrl },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};
