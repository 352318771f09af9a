/** /support: the e-mail link, the usual answers (review within 24 h), feedback and chat links; English, dark, 360 px. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SupportScreen } from '../../ui-kit/payments';
import { expectNoSidewaysOverflow, pageNumber, phoneViewport, tableOfPage } from './paymentStoryHelpers';

const meta = {
  title: 'Payments/SupportScreen',
  component: SupportScreen,
  parameters: { layout: 'fullscreen' },
  args: { supportEmail: 'support@moallemy.example', walletReviewHours: 24, feedbackHref: '/chat?feedback=1', chatHref: '/chat' },
} satisfies Meta<typeof SupportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('heading', { level: 1, name: t('support.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@moallemy.example' })).toHaveAttribute('href', 'mailto:support@moallemy.example');
    await expect(canvas.getByText(t('support.faq.pendingA', { hours: pageNumber(24) }))).toBeVisible();
    for (const key of ['support.faq.pendingQ', 'support.faq.cardQ', 'support.faq.cancelQ'] as const) {
      await expect(canvas.getByRole('heading', { level: 3, name: t(key) })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: t('support.feedback') })).toHaveAttribute('href', '/chat?feedback=1');
    await expect(canvas.getByRole('link', { name: t('support.backToChat') })).toHaveAttribute('href', '/chat');
  },
};

export const WithoutFeedbackLink: Story = {
  args: { feedbackHref: undefined },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await expect(within(canvasElement).queryByRole('link', { name: t('support.feedback') })).toBeNull();
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Narrow: Story = {
  ...phoneViewport,
  args: { supportEmail: 'student-support-and-billing-team@moallemy-tutoring.example' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};
