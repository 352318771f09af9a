import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthDivider } from '../../ui-kit/auth/AuthDivider';

const meta = { title: 'Auth/AuthDivider', component: AuthDivider } satisfies Meta<typeof AuthDivider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The "or" rule between the Google button and the e-mail form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = canvasElement.ownerDocument.documentElement.lang === 'ar' ? 'أو' : 'or';
    await expect(within(canvasElement).getByText(new RegExp(`^${text}$`, 'i'))).toBeVisible();
  },
};
