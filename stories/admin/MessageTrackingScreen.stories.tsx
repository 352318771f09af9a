/** MessageTrackingScreen: a card linking to each admin tool, the capability list and the status note. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageTrackingScreen } from '../../ui-kit/admin';
import { pageT } from './adminFixtures';

const meta = {
  title: 'Admin/MessageTrackingScreen',
  component: MessageTrackingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MessageTrackingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    await expect(canvas.getByRole('link', { name: t('admin.tools.panel') })).toHaveAttribute('href', '/admin-panel');
    await expect(canvas.getByRole('link', { name: t('admin.tools.monitor') })).toHaveAttribute('href', '/admin-dashboard');
    await expect(canvas.getByRole('link', { name: t('admin.tools.analytics') })).toHaveAttribute('href', '/analytics');
    await expect(canvas.getByRole('link', { name: t('admin.tools.demo') })).toHaveAttribute('href', '/analytics-demo');
    await expect(canvas.getByText(t('admin.tools.capability.payments'))).toBeVisible();
    await expect(canvas.getByText(t('admin.tools.status'))).toBeVisible();
  },
};

export const EnglishDark: Story = { ...Default, globals: { locale: 'en', theme: 'dark' } };

/** Paths come in as props (e.g. behind a prefix). */
export const CustomPaths: Story = {
  args: { paths: { analytics: '/ops/analytics' } },
  play: async ({ canvasElement }) => {
    const { t } = pageT();
    await expect(within(canvasElement).getByRole('link', { name: t('admin.tools.analytics') })).toHaveAttribute('href', '/ops/analytics');
  },
};
