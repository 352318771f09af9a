/** RatingStars: the 1–5 rating of the feedback form with its labels, empty and chosen. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RatingStars } from '../../ui-kit/feedback/RatingStars';

function Demo({ initial }: { initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return <RatingStars value={value} onChange={setValue} />;
}

const meta = { title: 'Feedback/RatingStars', render: () => <Demo /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[3]!);
    await expect(radios[3]).toBeChecked();
  },
};
export const Chosen: Story = { render: () => <Demo initial={4} /> };
