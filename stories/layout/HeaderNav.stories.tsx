import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DefaultLink } from '../../ui-kit/layout/AppLink';
import { HeaderNav } from '../../ui-kit/layout/HeaderNav';

const meta = {
  title: 'Layout/HeaderNav',
  component: HeaderNav,
  args: {
    id: 'header-nav',
    open: true,
    onNavigate: fn(),
    isAuthenticated: false,
    isPremium: false,
    isLoggingOut: false,
    currentPath: '/',
    LinkComponent: DefaultLink,
  },
} satisfies Meta<typeof HeaderNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: home, log in, sign up (the open narrow-screen menu). */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
  },
};

/** Signed in (free): home, chat, upgrade and log out; the DefaultLink renders plain anchors. */
export const SignedIn: Story = {
  args: { isAuthenticated: true, onLogout: fn(), currentPath: '/chat' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/chat', '/subscribe']);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Premium students are not offered the upgrade link. */
export const Premium: Story = {
  args: { isAuthenticated: true, isPremium: true, onLogout: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /premium|بريميوم/i })).toBeNull();
  },
};
