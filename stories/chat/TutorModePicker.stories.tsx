/** TutorModePicker: formal by default, the Egyptian tutor chosen, each option described, arrow-key switching. */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TutorMode } from '../../contract/values';
import { TutorModePicker, type TutorModePickerProps } from '../../ui-kit/chat/TutorModePicker';
import { tableOfPage } from '../auth/storyLocale';

/** Holds the choice like the app does. */
function StatefulPicker(props: TutorModePickerProps) {
  const [value, setValue] = useState<TutorMode | undefined>(props.value);
  return (
    <TutorModePicker
      value={value}
      onChange={(mode) => {
        props.onChange(mode);
        setValue(mode);
      }}
    />
  );
}

const meta = {
  title: 'Chat/TutorModePicker',
  component: TutorModePicker,
  args: { onChange: fn() },
  render: (args) => <StatefulPicker {...args} />,
} satisfies Meta<typeof TutorModePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No value given: formal, as SPEC.md's default. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const formal = canvas.getByRole('radio', { name: t('chat.tutorMode.formal') });
    const tutor = canvas.getByRole('radio', { name: t('chat.tutorMode.tutor') });
    await expect(formal).toBeChecked();
    await expect(formal).toHaveAccessibleDescription(t('chat.tutorMode.formal.description'));
    await expect(tutor).toHaveAccessibleDescription(t('chat.tutorMode.tutor.description'));
    await expect(canvas.getByText(t('chat.tutorMode.formal.description'), { ignore: '[id]' })).toBeVisible();

    await userEvent.click(canvas.getByText(t('chat.tutorMode.tutor')));
    await expect(args.onChange).toHaveBeenCalledWith('tutor');
    await expect(tutor).toBeChecked();
    await expect(canvas.getByText(t('chat.tutorMode.tutor.description'), { ignore: '[id]' })).toBeVisible();
  },
};

export const DefaultEnglish: Story = { ...Default, globals: { locale: 'en' } };

export const EgyptianTutor: Story = { args: { value: 'tutor' } };

export const Dark: Story = { args: { value: 'tutor' }, globals: { theme: 'dark' } };
