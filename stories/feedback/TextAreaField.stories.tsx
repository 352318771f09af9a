/** TextAreaField: the multi-line field of the feedback form — empty, filled with Arabic text, and with an error. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TextAreaField } from '../../ui-kit/feedback/TextAreaField';
import { useT, type MessageKey } from '../../ui-kit/i18n';

const ARABIC_DESCRIPTION = 'لا يظهر زر الإرسال على شاشة الهاتف عندما تكون لوحة المفاتيح مفتوحة، فأضطر إلى إغلاقها في كل مرة.';

function Demo({ initial = '', error }: { initial?: string; error?: MessageKey }) {
  const t = useT();
  const [value, setValue] = useState(initial);
  return (
    <TextAreaField
      label={t('feedback.descriptionLabel')}
      placeholder={t('feedback.descriptionPlaceholder')}
      value={value}
      onChange={setValue}
      errorMessage={error ? t(error) : undefined}
    />
  );
}

const meta = { title: 'Feedback/TextAreaField', render: () => <Demo /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { render: () => <Demo initial={ARABIC_DESCRIPTION} /> };
export const Invalid: Story = { render: () => <Demo initial="قصير" error="validation.feedbackDescriptionMin" /> };
