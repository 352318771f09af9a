/** Avatar: English and Arabic initials, a picture, a broken picture falling back to initials, sizes. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '../../ui-kit/primitives';

/** An 8×8 sample picture, inline so the story needs no network. */
const SAMPLE_PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAkklEQVR42g3JoREEIAwEwC/ii0gRFEER6JNMFCIClYk8yUS9QKfAZ+1+voBgNqyOPRAKOk7i9/kqRGfT1XUPDVW6ntQXBrHZbHXbw0KNbifthUN8Nl/d9/BQp/tJf0EIZ+Pq3IOhpPMkXyQkZ8vVc48MTXqezBcXcme7q989buil35P3RUFqtlq99qjQotfJ+v0BrWZdQabFwXIAAAAASUVORK5CYII=';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'أحمد السيد', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arabic name: "ال" is skipped and the letters stay unjoined. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'أحمد السيد' });
    await expect(avatar).toHaveTextContent('أ\u200Cس');
  },
};

export const EnglishInitials: Story = {
  args: { name: 'sara mohamed', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'sara mohamed' })).toHaveTextContent('SM');
  },
};

export const SingleName: Story = {
  args: { name: 'Nour' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Nour' })).toHaveTextContent(/^N$/);
  },
};

export const WithPicture: Story = {
  args: { name: 'Mariam Hassan', src: SAMPLE_PICTURE, size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Mariam Hassan' });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', SAMPLE_PICTURE);
  },
};

/** A picture that fails to load falls back to initials. */
export const BrokenPicture: Story = {
  args: { name: 'يوسف عبد الرحمن', src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'يوسف عبد الرحمن' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('ي\u200Cر');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};

export const LongArabicName: Story = { args: { name: 'عبد الرحمن محمد مصطفى إبراهيم الشرقاوي', size: 'lg' } };
export const LongEnglishName: Story = { args: { name: 'Alexandra Catherine Montgomery-Williams', size: 'lg' } };
