/** The study-pack page's parts on their own: a card (in its list), the detail view and the subject filter. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudyPackCard } from '../../ui-kit/study/StudyPackCard';
import { StudyPackDetail } from '../../ui-kit/study/StudyPackDetail';
import { StudyPackFilterBar } from '../../ui-kit/study/StudyPackFilterBar';
import type { StudyPackFilter } from '../../ui-kit/study/studyPackText';
import { molePack, motionPack } from './studyPackFixtures';

const meta = { title: 'Study/StudyPackParts' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: 340 }}>
      <StudyPackCard pack={motionPack} onOpen={fn()} />
    </ul>
  ),
};

export const Detail: Story = { render: () => <StudyPackDetail pack={molePack} onBack={fn()} /> };

function FilterBarDemo() {
  const [value, setValue] = useState<StudyPackFilter>('all');
  return <StudyPackFilterBar value={value} onChange={setValue} />;
}

export const FilterBar: Story = {
  render: () => <FilterBarDemo />,
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[2]!);
    await expect(radios[2]).toBeChecked();
  },
};
