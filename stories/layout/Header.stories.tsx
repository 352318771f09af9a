/**
 * Header: visitor and signed-in links, premium (no upgrade link), dark theme icon, the mobile menu.
 * The locale comes from the global decorator, so the language button's text is checked against it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translator, type Language } from '../../ui-kit/i18n';
import { Header } from '../../ui-kit/layout/Header';

/** The string table of the language the decorator chose. */
function tableOfPage() {
  const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
  return { language, t: translator(language) };
}

/** Below the md breakpoint the links sit behind the menu button: open it when it is shown. */
async function revealNavigation(canvas: ReturnType<typeof within>) {
  const { t } = tableOfPage();
  const toggle = canvas.queryByRole('button', { name: t('header.openMenu') });
  if (toggle && toggle.checkVisibility()) await userEvent.click(toggle);
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    isAuthenticated: false,
    isPremium: false,
    theme: 'light',
    currentPath: '/',
    onToggleTheme: fn(),
    onToggleLanguage: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { language, t } = tableOfPage();

    // The language button shows the other language: EN while Arabic is active, العربية while English is.
    const languageButton = canvas.getByRole('button', { name: t('language.toggleLabel') });
    await expect(languageButton).toHaveTextContent(language === 'ar' ? 'EN' : 'العربية');
    await userEvent.click(languageButton);
    await expect(args.onToggleLanguage).toHaveBeenCalledTimes(1);

    // Light theme now: the button offers dark.
    await userEvent.click(canvas.getByRole('button', { name: t('theme.switchToDark') }));
    await expect(args.onToggleTheme).toHaveBeenCalledTimes(1);

    await revealNavigation(canvas);
    await expect(canvas.getByRole('link', { name: t('header.login') })).toHaveAttribute('href', '/auth/login');
    await expect(canvas.getByRole('link', { name: t('header.signup') })).toHaveAttribute('href', '/auth/signup');
    await expect(canvas.getByRole('link', { name: t('header.home') })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: t('header.chat') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('header.logout') })).toBeNull();
  },
};

/** The same checks with English active: the language button now reads العربية. */
export const SignedOutEnglish: Story = { ...SignedOut, globals: { locale: 'en' } };

export const SignedIn: Story = {
  args: { isAuthenticated: true, currentPath: '/chat' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await revealNavigation(canvas);
    await expect(canvas.getByRole('link', { name: t('header.chat') })).toHaveAttribute('href', '/chat');
    await expect(canvas.getByRole('link', { name: t('header.upgrade') })).toHaveAttribute('href', '/subscribe');
    await expect(canvas.queryByRole('link', { name: t('header.login') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('header.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const SignedInPremium: Story = {
  args: { isAuthenticated: true, isPremium: true, currentPath: '/chat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    await revealNavigation(canvas);
    await expect(canvas.getByRole('link', { name: t('header.chat') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('header.upgrade') })).toBeNull();
  },
};

export const LoggingOut: Story = { args: { isAuthenticated: true, isLoggingOut: true, currentPath: '/chat' } };

export const DarkThemeActive: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const { t } = tableOfPage();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('theme.switchToLight') }));
    await expect(args.onToggleTheme).toHaveBeenCalledTimes(1);
  },
};

/** 360 px wide: links collapse into the menu; Escape closes it. */
export const Mobile: Story = {
  args: { isAuthenticated: true, currentPath: '/' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 420 }}>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { t } = tableOfPage();
    const toggle = canvas.getByRole('button', { name: t('header.openMenu') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const close = canvas.getByRole('button', { name: t('header.closeMenu') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t('header.chat') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: t('header.openMenu') })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: t('header.chat') })).toBeNull();
  },
};
