/** Hero: title, subtitle, Sign Up / Try Without Account and the sample tutor exchange. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translator, type Language } from '../../ui-kit/i18n';
import { Hero } from '../../ui-kit/landing/Hero';

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: { onSignUp: fn(), onTryWithoutAccount: fn() },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const t = translator((document.documentElement.lang === 'en' ? 'en' : 'ar') satisfies Language);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('landing.heroTitle'));
    await userEvent.click(canvas.getByRole('button', { name: t('landing.signUp') }));
    await expect(args.onSignUp).toHaveBeenCalledTimes(1);
    await expect(args.onTryWithoutAccount).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('landing.tryWithoutAccount') }));
    await expect(args.onTryWithoutAccount).toHaveBeenCalledTimes(1);
  },
};

/** 360 px: the buttons stack full width and the sample exchange goes below the text. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Hero {...args} />
    </div>
  ),
};
