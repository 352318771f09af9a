/**
 * SubjectPicker: a free student (math and physics only; the six others show a lock and cannot be chosen), a
 * Premium student (all eight), a chosen subject and 'no subject'.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Subject } from '../../contract/values';
import { SubjectPicker, type SubjectPickerProps } from '../../ui-kit/chat/SubjectPicker';
import { containing, tableOfPage } from '../auth/storyLocale';

/** Holds the choice like the app does. */
function StatefulPicker(props: SubjectPickerProps) {
  const [value, setValue] = useState<Subject | null>(props.value);
  return (
    <SubjectPicker
      {...props}
      value={value}
      onChange={(subject) => {
        props.onChange(subject);
        setValue(subject);
      }}
    />
  );
}

const meta = {
  title: 'Chat/SubjectPicker',
  component: SubjectPicker,
  args: { value: null, isPremium: false, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 260, minHeight: 460 }}>{Story()}</div>],
  render: (args) => <StatefulPicker {...args} />,
} satisfies Meta<typeof SubjectPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free plan: a click on a locked subject changes nothing; physics can be chosen. */
export const FreeStudent: Story = {
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const trigger = within(canvasElement).getByRole('button', { name: containing(t('chat.subject.label')) });
    await expect(trigger).toHaveTextContent(t('chat.subject.none'));

    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(9);
    const chemistry = within(listbox).getByRole('option', { name: containing(t('chat.subject.chemistry')) });
    await expect(chemistry).toHaveAttribute('aria-disabled', 'true');
    await expect(chemistry).toHaveAccessibleDescription(t('chat.subject.locked'));
    await expect(within(listbox).getAllByRole('option').filter((option) => option.getAttribute('aria-disabled') === 'true')).toHaveLength(6);

    await userEvent.click(chemistry);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent(t('chat.subject.none'));

    await userEvent.click(within(listbox).getByRole('option', { name: t('chat.subject.physics') }));
    await expect(args.onChange).toHaveBeenCalledWith('physics');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent(t('chat.subject.physics'));
  },
};

export const FreeStudentEnglish: Story = { ...FreeStudent, globals: { locale: 'en' } };

/** Premium: every subject, then back to 'no subject' (null). */
export const PremiumStudent: Story = {
  args: { isPremium: true, value: 'chemistry' },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    const trigger = within(canvasElement).getByRole('button', { name: containing(t('chat.subject.label')) });
    await expect(trigger).toHaveTextContent(t('chat.subject.chemistry'));
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).queryAllByRole('option', { name: containing(t('chat.subject.locked')) })).toHaveLength(0);
    await userEvent.click(within(listbox).getByRole('option', { name: t('chat.subject.history') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('history');
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: t('chat.subject.none') }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const MathChosen: Story = { args: { value: 'math' } };

/** The open list of a free student, for looking at the locks. */
export const OpenFree: Story = {
  args: { value: 'physics' },
  play: async ({ canvasElement }) => {
    const { t } = tableOfPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: containing(t('chat.subject.label')) }));
    await screen.findByRole('listbox');
  },
};

export const OpenFreeEnglishDark: Story = { ...OpenFree, globals: { locale: 'en', theme: 'dark' } };
