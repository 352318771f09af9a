/** Footer: brand line, study packs / plans / billing / support links, copyright with the given year. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../ui-kit/landing/Footer';

const meta = {
  title: 'Landing/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2025 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(['/study-packs', '/subscribe', '/billing', '/support']);
    const arabic = document.documentElement.lang === 'ar';
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(arabic ? '© ٢٠٢٥' : '© 2025');
  },
};
