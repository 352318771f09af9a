/**
 * The chat screen's sidebar (SPEC.md §2): new chat, the tutor's personality, past conversations, quick links
 * (study packs, feedback, and message monitoring for the admin account only), the user card and, when signed in,
 * logout. ChatScreen puts it in a column on wide screens and in a drawer on phones; it only lays out its parts.
 */
import { BookOpen, MessageSquareHeart, Plus, ShieldCheck } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import type { PersonalityId } from '../../contract/values';
import { css, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { DefaultLink, type LinkComponent } from '../layout/AppLink';
import { Button } from '../primitives/Button';
import { chatPaths } from './chatPaths';
import { ConversationList, type ConversationSummary } from './ConversationList';
import { LogoutButton } from './LogoutButton';
import { PersonalityPicker, type PersonalityOption } from './PersonalityPicker';
import { UserCard, type ChatUser } from './UserCard';

const Root = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  minHeight: '100%',
  padding: '$4',
  minWidth: 0,
});

const Links = styled('nav', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingBlockStart: '$3',
  borderBlockStart: '1px solid $border',
});

const linkRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  width: '100%',
  minHeight: '$control',
  px: '$3',
  border: 'none',
  borderRadius: '$md',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  fontWeight: '$medium',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  '& svg': { size: '18px', flexShrink: 0, color: '$primary' },
  '&:hover, &[data-hovered]': { backgroundColor: '$surfaceMuted' },
  '&:focus-visible, &[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '-2px' },
});

/** The account part, pushed to the bottom of the column when the content is short. */
const Account = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', marginBlockStart: 'auto' });

export interface ChatSidebarProps {
  /** Start a new conversation. */
  onNewChat: () => void;
  /** The personalities (in the page's language), their current choice and its change. */
  personalities: PersonalityOption[];
  personality: PersonalityId;
  onPersonalityChange: (personality: PersonalityId) => void;
  /** Past conversations, newest first; the open one; opening one; the time ages are counted from. */
  conversations: ConversationSummary[];
  currentConversationId?: string;
  onSelectConversation: (id: string) => void;
  now: Date;
  /** The signed-in student, or null for a visitor (no logout then). */
  user: ChatUser | null;
  /** Premium unlocks every personality and hides the upgrade link. */
  isPremium: boolean;
  /** Only the designated admin account sees the message-monitoring link. */
  isAdmin: boolean;
  /** Open the feedback dialog. */
  onFeedback: () => void;
  /** Called after the student confirms logout. */
  onLogout: () => void;
  /** The logout is under way. */
  isLoggingOut?: boolean;
  /** The app's router link; defaults to a plain <a>. */
  LinkComponent?: LinkComponent;
}

/** Everything the chat sidebar holds, top to bottom. */
export function ChatSidebar({
  onNewChat,
  personalities,
  personality,
  onPersonalityChange,
  conversations,
  currentConversationId,
  onSelectConversation,
  now,
  user,
  isPremium,
  isAdmin,
  onFeedback,
  onLogout,
  isLoggingOut = false,
  LinkComponent = DefaultLink,
}: ChatSidebarProps) {
  const t = useT();
  return (
    <Root>
      <Button variant="primary" fullWidth onPress={onNewChat}>
        <Plus aria-hidden="true" size={18} />
        {t('chat.newChat')}
      </Button>
      <PersonalityPicker
        personalities={personalities}
        value={personality}
        isPremium={isPremium}
        onChange={onPersonalityChange}
      />
      <ConversationList
        conversations={conversations}
        currentId={currentConversationId}
        onSelect={onSelectConversation}
        now={now}
      />
      <Links aria-label={t('chat.sidebar.links')}>
        <LinkComponent href={chatPaths.studyPacks} className={linkRow()}>
          <BookOpen aria-hidden="true" />
          {t('chat.studyPacksLink')}
        </LinkComponent>
        <RACButton className={linkRow()} onPress={onFeedback}>
          <MessageSquareHeart aria-hidden="true" />
          {t('chat.feedbackLink')}
        </RACButton>
        {isAdmin ? (
          <LinkComponent href={chatPaths.adminDashboard} className={linkRow()}>
            <ShieldCheck aria-hidden="true" />
            {t('chat.adminLink')}
          </LinkComponent>
        ) : null}
      </Links>
      <Account>
        <UserCard user={user} isPremium={isPremium} LinkComponent={LinkComponent} />
        {user ? <LogoutButton onConfirm={onLogout} isPending={isLoggingOut} /> : null}
      </Account>
    </Root>
  );
}
