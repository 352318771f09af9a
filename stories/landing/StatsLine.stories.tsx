/** StatsLine: "8 subjects / 4 personalities / unlimited stories". */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsLine } from '../../ui-kit/landing/StatsLine';

const meta = {
  title: 'Landing/StatsLine',
  component: StatsLine,
  parameters: { layout: 'fullscreen' },
  args: { subjectsCount: 8, personalitiesCount: 4 },
} satisfies Meta<typeof StatsLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const arabic = document.documentElement.lang === 'ar';
    await expect(items[0]).toHaveTextContent(arabic ? '٨' : '8');
    await expect(items[1]).toHaveTextContent(arabic ? '٤' : '4');
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <StatsLine {...args} />
    </div>
  ),
};
