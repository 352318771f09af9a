/** AnalyticsDemoScreen: the fixed sample numbers, the disabled analyse button and the demo note. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AnalyticsDemoScreen, DEMO_FADE_IN_MS } from '../../ui-kit/admin';
import { pageNumber, pageT } from './adminFixtures';

const meta = {
  title: 'Admin/AnalyticsDemoScreen',
  component: AnalyticsDemoScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnalyticsDemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = pageT();
    const heading = canvas.getByRole('heading', { level: 1, name: t('analytics.demo.title') });
    // The page fades in over 500 ms (instantly with reduced motion), then is fully visible.
    const page = canvas.getByRole('main');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(page).animationDuration).toBe(reduced ? '0s' : `${DEMO_FADE_IN_MS / 1000}s`);
    await waitFor(() => expect(heading).toBeVisible(), { timeout: DEMO_FADE_IN_MS * 4 });
    await waitFor(() => expect(getComputedStyle(page).opacity).toBe('1'), { timeout: DEMO_FADE_IN_MS * 4 });
    const analyze = canvas.getByRole('button', { name: t('analytics.analyze') });
    await expect(analyze).toBeDisabled();
    await expect(analyze).toHaveAccessibleDescription(t('analytics.demo.disabled'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('analytics.demo.note'));
    await expect(within(canvas.getByRole('list', { name: t('analytics.overview') })).getByText(pageNumber(12_847))).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: t('analytics.topTopics') })).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const EnglishDark: Story = { ...Default, globals: { locale: 'en', theme: 'dark' } };
