/**
 * TutorAvatar: the round tutor mark beside assistant messages and the typing indicator. Decorative (hidden from
 * screen readers); it has no props, so the stories show it alone and at the start of a reply line.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TutorAvatar } from '../../../ui-kit/chat/conversation/TutorAvatar';

const meta = {
  title: 'Chat/Conversation/TutorAvatar',
  component: TutorAvatar,
} satisfies Meta<typeof TutorAvatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar alone. */
export const Default: Story = {};

/** At the start of a tutor line: it sits on the reading side (right in Arabic, left in English). */
export const BesideReply: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, maxWidth: 360 }}>
      <TutorAvatar />
      <span>
        حسب قانون نيوتن الثاني (Newton&apos;s second law): <span dir="ltr">F = ma</span>
      </span>
    </div>
  ),
};
