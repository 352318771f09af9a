/** NotFoundPage: "404 Page Not Found" with a link home. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translator, type Language } from '../../ui-kit/i18n';
import { NotFoundPage } from '../../ui-kit/layout/NotFoundPage';

const meta = {
  title: 'Layout/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
    const t = translator(language);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('404');
    if (language === 'en') await expect(heading).toHaveTextContent('404 Page Not Found');
    await expect(canvas.getByRole('link', { name: t('common.backHome') })).toHaveAttribute('href', '/');
  },
};
