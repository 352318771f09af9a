import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonPage } from '../../ui-kit/layout/ComingSoonPage';

const meta = {
  title: 'Layout/ComingSoonPage',
  component: ComingSoonPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};
