/** CallToAction: the closing invitation on the brand panel. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translator, type Language } from '../../ui-kit/i18n';
import { CallToAction } from '../../ui-kit/landing/CallToAction';

const meta = {
  title: 'Landing/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: { onSignUp: fn(), onTryWithoutAccount: fn() },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const t = translator((document.documentElement.lang === 'en' ? 'en' : 'ar') satisfies Language);
    await userEvent.click(canvas.getByRole('button', { name: t('landing.tryWithoutAccount') }));
    await expect(args.onTryWithoutAccount).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('landing.signUp') }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
  },
};
