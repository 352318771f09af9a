/** AuthLayout: the brand bar, the language and theme buttons (when the app passes them) and the centred card. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailCheck } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../../ui-kit/auth';
import { FooterLine, textLink } from '../../ui-kit/auth/authStyles';
import { tableOfPage } from './storyLocale';

const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { title: 'عنوان الصفحة', subtitle: 'سطر قصير تحت العنوان', children: <p>محتوى البطاقة</p> },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await expect(canvas.getByRole('link', { name: t('app.name') })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('region', { name: 'عنوان الصفحة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('language.toggleLabel') })).toBeNull();
  },
};

export const WithToolbarAndFooter: Story = {
  args: { onToggleLanguage: fn(), onToggleTheme: fn(), footer: (
      <FooterLine>
        <span>سطر تحت البطاقة</span>
        <a href="/auth/login" className={textLink()}>
          رابط
        </a>
      </FooterLine>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await userEvent.click(canvas.getByRole('button', { name: t('language.toggleLabel') }));
    await expect(args.onToggleLanguage).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('theme.switchToDark') }));
    await expect(args.onToggleTheme).toHaveBeenCalledTimes(1);
  },
};

export const WithStatusIcon: Story = {
  args: { icon: <MailCheck />, iconTone: 'success', subtitle: undefined, focusTitle: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveFocus();
  },
};
