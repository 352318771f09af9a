/**
 * TrySplash: the four steps at fixed progress (deterministic for screenshots), and one live story that runs
 * the real `useSplashProgress` clock until it calls onDone.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { translator, type Language } from '../../ui-kit/i18n';
import { TrySplash, type TrySplashProps } from '../../ui-kit/landing/TrySplash';
import { SPLASH_TOTAL_MS, useSplashProgress } from '../../ui-kit/landing/useSplashProgress';

function pageT() {
  return translator((document.documentElement.lang === 'en' ? 'en' : 'ar') satisfies Language);
}

const meta = {
  title: 'Landing/TrySplash',
  component: TrySplash,
  parameters: { layout: 'fullscreen' },
  args: { progress: 0, step: 0 },
} satisfies Meta<typeof TrySplash>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = {
  args: { progress: 10, step: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = pageT();
    await expect(canvas.getByRole('progressbar', { name: t('splash.progressLabel') })).toHaveAttribute('aria-valuenow', '10');
    await expect(canvas.getByText(t('splash.step0'))).toHaveAttribute('aria-current', 'step');
  },
};
export const Step2: Story = { args: { progress: 40, step: 1 } };
export const Step3: Story = { args: { progress: 72, step: 2 } };
export const Step4: Story = {
  args: { progress: 100, step: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText(pageT()('splash.step3'))).toBeVisible();
  },
};

function LiveSplash({ onDone }: { onDone: () => void }) {
  const { progress, step } = useSplashProgress({ onDone });
  return <TrySplash progress={progress} step={step} />;
}

/** The real clock: about 3 s from 0% to onDone, which is called exactly once. */
export const Live: StoryObj<TrySplashProps & { onDone: () => void }> = {
  args: { onDone: fn() },
  render: (args) => <LiveSplash onDone={args.onDone} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const t = pageT();
    const started = performance.now();
    await waitFor(() => expect(canvas.getByText(t('splash.step1'))).toHaveAttribute('aria-current', 'step'), {
      timeout: 2000,
    });
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1), { timeout: SPLASH_TOTAL_MS + 2000 });
    await expect(performance.now() - started).toBeGreaterThan(2500);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};
