/** /payment-success: activating (waiting for the subscription status), then active with plan and end date. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentSuccessScreen } from '../../ui-kit/payments';
import { expectNoSidewaysOverflow, phoneViewport, tableOfPage } from './paymentStoryHelpers';

const meta = {
  title: 'Payments/PaymentSuccessScreen',
  component: PaymentSuccessScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'active', plan: 'premium_monthly', endDate: '2026-12-26T09:00:00.000Z', chatHref: '/chat' },
} satisfies Meta<typeof PaymentSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t, language } = tableOfPage();
    const date = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'long', timeZone: 'Africa/Cairo' }).format(
      new Date('2026-12-26T09:00:00.000Z'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: t('payment.success.title') })).toHaveFocus();
    await expect(canvas.getByText(t('payment.success.body'))).toBeVisible();
    await expect(canvas.getByText(new RegExp(t('payment.success.until', { date })))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('payment.success.cta') })).toHaveAttribute('href', '/chat');
  },
};

export const Activating: Story = {
  args: { state: 'activating', plan: undefined, endDate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('payment.success.activating'));
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Dark: Story = { args: { plan: 'premium_yearly' }, globals: { theme: 'dark' } };

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};
