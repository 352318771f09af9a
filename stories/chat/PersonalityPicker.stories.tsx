/**
 * PersonalityPicker: a free student (three locked Premium personalities that cannot be chosen by click or
 * keyboard), a Premium student (all four), and long Arabic / English names and descriptions.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PersonalityId } from '../../contract/values';
import { PersonalityPicker, type PersonalityPickerProps } from '../../ui-kit/chat/PersonalityPicker';
import { containing, tableOfPage } from '../auth/storyLocale';
import { useStoryPersonalities } from './chatShellFixtures';

/** Holds the choice like the app does, and supplies the personalities in the page's language when none are given. */
function StatefulPicker(props: PersonalityPickerProps) {
  const localized = useStoryPersonalities();
  const [value, setValue] = useState<PersonalityId>(props.value);
  return (
    <PersonalityPicker
      {...props}
      personalities={props.personalities.length > 0 ? props.personalities : localized}
      value={value}
      onChange={(personality) => {
        props.onChange(personality);
        setValue(personality);
      }}
    />
  );
}

const meta = {
  title: 'Chat/PersonalityPicker',
  component: PersonalityPicker,
  args: { personalities: [], value: 'friendly', isPremium: false, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  render: (args) => <StatefulPicker {...args} />,
} satisfies Meta<typeof PersonalityPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free plan: the friendly teacher is chosen; the three others are locked, say why, and ignore clicks and keys. */
export const FreeStudent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const friendly = canvas.getByRole('radio', { name: t('chat.personality.friendly.name') });
    await expect(friendly).toBeChecked();
    await expect(canvas.getAllByText(t('common.premium'))).toHaveLength(3);

    for (const id of ['storyteller', 'professor', 'coach'] as const) {
      const name = t(`chat.personality.${id}.name`);
      const locked = canvas.getByRole('radio', { name: t('chat.personality.lockedLabel', { name }) });
      await expect(locked).toBeDisabled();
      await expect(locked).toHaveAccessibleDescription(containing(t('chat.personality.locked')));
      // A click on the locked card changes nothing.
      await userEvent.click(canvas.getByText(name));
      await expect(locked).not.toBeChecked();
    }
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(friendly).toBeChecked();

    // The arrow keys skip the locked ones too.
    await userEvent.click(friendly);
    await userEvent.keyboard('{ArrowDown}');
    await expect(friendly).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalledWith('storyteller');
  },
};

export const FreeStudentEnglish: Story = { ...FreeStudent, globals: { locale: 'en' } };

/** Premium: every personality can be chosen; no locks, no badges. */
export const PremiumStudent: Story = {
  args: { isPremium: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.queryByText(t('common.premium'))).toBeNull();
    const storyteller = canvas.getByRole('radio', { name: t('chat.personality.storyteller.name') });
    await userEvent.click(canvas.getByText(t('chat.personality.storyteller.name')));
    await expect(args.onChange).toHaveBeenCalledWith('storyteller');
    await expect(storyteller).toBeChecked();
  },
};

export const PremiumCoachChosen: Story = { args: { isPremium: true, value: 'coach' } };

export const LongArabicTexts: Story = {
  args: {
    personalities: [
      {
        id: 'friendly',
        name: 'المعلم الودود الصبور الذي يشرح كل خطوة بالتفصيل الممل',
        description: 'يشرح لك بهدوء وصبر خطوة بخطوة، ويعيد الشرح بطرق مختلفة حتى تفهم الفكرة تمامًا وتستطيع حل المسائل وحدك',
        icon: '😊',
      },
      {
        id: 'storyteller',
        name: 'الحكواتي المرح صاحب الحكايات التي لا تنتهي',
        description: 'يحوّل الدروس إلى قصص مضحكة لا تُنسى عن أبطال من التاريخ والعلوم والرياضيات',
        icon: '📚',
      },
    ],
  },
};

export const LongEnglishTexts: Story = {
  globals: { locale: 'en' },
  args: {
    personalities: [
      {
        id: 'friendly',
        name: 'The Extraordinarily Patient and Friendly Teacher',
        description: 'Explains calmly and patiently, step by step, and explains again in different ways until the idea is completely clear',
        icon: '😊',
      },
      {
        id: 'professor',
        name: 'The Witty Professor of Theoretical Physics',
        description: 'Precise academic explanations with a touch of wit, references to the literature and a pop quiz now and then',
        icon: '🎓',
      },
    ],
  },
};
