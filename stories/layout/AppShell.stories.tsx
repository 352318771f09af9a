/**
 * AppShell: skip link, header, main landmark; and the header-less variant used on the auth pages and the
 * card payment page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translator, type Language } from '../../ui-kit/i18n';
import { AppShell, MAIN_CONTENT_ID } from '../../ui-kit/layout/AppShell';
import { Header } from '../../ui-kit/layout/Header';
import { Card } from '../../ui-kit/primitives/Card';

function pageT() {
  const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
  return translator(language);
}

function PageContent() {
  const t = pageT();
  return (
    <Card css={{ margin: '$6', maxWidth: '$prose' }}>
      <h1>{t('app.name')}</h1>
      <p>{t('app.tagline')}</p>
    </Card>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { showHeader: true, children: null },
  render: (args) => (
    <AppShell
      {...args}
      header={
        <Header isAuthenticated={false} theme="light" currentPath="/" onToggleLanguage={fn()} onToggleTheme={fn()} />
      }
    >
      <PageContent />
    </AppShell>
  ),
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = pageT();
    await expect(canvas.getByRole('banner')).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', MAIN_CONTENT_ID);

    // The skip link is the first stop of the keyboard and moves focus to the main landmark.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t('app.skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
  },
};

/** /auth/login, /auth/signup, /auth/forgot-password and /payment-iframe render without the header. */
export const WithoutHeader: Story = {
  args: { showHeader: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
