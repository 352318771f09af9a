/** Tooltip: opens on hover after the delay and at once on keyboard focus, closes on Escape; open state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Copy, Settings } from 'lucide-react';
import { Button, IconButton, Tooltip } from '../../ui-kit/primitives';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'نسخ كود الدعوة',
    children: (
      <IconButton aria-label="نسخ">
        <Copy />
      </IconButton>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ paddingBlock: 48, paddingInline: 96 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'نسخ' });
    // The mouse moves across the page before it reaches the button (react-aria opens hover
    // tooltips only for a moving pointer, not for a keyboard-scrolled one).
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    // Not before the 700 ms delay…
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // …then it shows.
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('نسخ كود الدعوة');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const KeyboardFocus: Story = {
  args: { content: 'Settings', children: <IconButton aria-label="Open settings"><Settings /></IconButton> },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Open settings' })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Settings');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, content: 'Copy the referral code' },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const OnButtonLongArabicText: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content: 'الاختبارات التفاعلية متاحة لمشتركي بريميوم فقط، اشترك الآن لتحصل على اختبارات بعد كل درس',
    children: <Button variant="premium">اختبرني</Button>,
  },
};

export const OnButtonLongEnglishText: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content: 'Interactive quizzes are available to Premium subscribers only; subscribe to get a quiz after every lesson',
    children: <Button variant="premium">Quiz me</Button>,
  },
};
