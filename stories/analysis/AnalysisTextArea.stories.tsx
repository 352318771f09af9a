/** AnalysisTextArea: a field of the wrong-answer form — empty, filled with an Arabic question, and blank (invalid). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AnalysisTextArea } from '../../ui-kit/analysis/AnalysisTextArea';
import { useT, type MessageKey } from '../../ui-kit/i18n';
import { LONG_ARABIC_QUESTION } from './analysisSamples';

function Demo({ initial = '', error }: { initial?: string; error?: MessageKey }) {
  const t = useT();
  const [value, setValue] = useState(initial);
  return (
    <AnalysisTextArea
      label={t('analysis.question')}
      placeholder={t('analysis.questionPlaceholder')}
      value={value}
      onChange={setValue}
      errorMessage={error ? t(error) : undefined}
      isRequired
    />
  );
}

const meta = { title: 'Analysis/AnalysisTextArea', render: () => <Demo /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { render: () => <Demo initial={LONG_ARABIC_QUESTION} /> };
export const MissingData: Story = { render: () => <Demo error="validation.missingData" /> };
