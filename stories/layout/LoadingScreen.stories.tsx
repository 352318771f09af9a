/** LoadingScreen: the full-page spinner at / while authentication loads. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { translator, type Language } from '../../ui-kit/i18n';
import { LoadingScreen } from '../../ui-kit/layout/LoadingScreen';

const meta = {
  title: 'Layout/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(translator(language)('common.loading'));
  },
};

export const CustomLabel: Story = {
  args: { label: 'جارٍ التحقق من تسجيل الدخول…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('جارٍ التحقق من تسجيل الدخول…');
  },
};
