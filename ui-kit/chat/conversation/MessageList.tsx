/**
 * MessageList: the scrolling conversation. A `role="log"` region (polite, named "Conversation") holding an
 * optional header such as the welcome panel, the messages, and the typing indicator. It keeps the newest line in
 * view while the reader is at (or near) the bottom, including while a reply streams in or an image loads, but
 * leaves a reader who scrolled up to read earlier messages where they are. While loading it shows a spinner.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { Spinner } from '../../primitives/Spinner';
import { styled } from '../../theme/stitches.config';
import { MessageBubble, type MessageRole } from './MessageBubble';
import { TypingIndicator } from './TypingIndicator';

/** Within this distance of the bottom the reader counts as following the conversation. */
const NEAR_BOTTOM_PX = 80;

const Scroller = styled('div', {
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehaviorBlock: 'contain',
  backgroundColor: '$bg',
  outline: 'none',
  '&:focus-visible': { boxShadow: 'inset 0 0 0 2px $colors$focusRing' },
});

const Content = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  width: '100%',
  maxWidth: '$prose',
  marginInline: 'auto',
  padding: '$4',
  '@md': { padding: '$6' },
});

const LoadingState = styled('div', {
  display: 'flex',
  justifyContent: 'center',
  py: '$6',
  color: '$textMuted',
  fontSize: '$2',
});

/** One message as the conversation shows it. */
export interface ChatMessageView {
  id: string;
  role: MessageRole;
  content: string;
  /** ISO 8601. */
  createdAt: string;
  imageUrl?: string | null;
}

export interface MessageListProps {
  /** The messages, oldest first. */
  messages: ChatMessageView[];
  /** The tutor is preparing a reply: shows the typing indicator after the last message. */
  typing: boolean;
  /** The conversation's messages are loading: shows a spinner instead of them. */
  loading?: boolean;
  /** The id of the tutor message still streaming in (caret, busy, no copy yet). */
  streamingMessageId?: string;
  /** Rendered before the first message, e.g. the welcome panel. */
  header?: ReactNode;
  /** Rendered after the last message (e.g. the quiz offer under the latest reply). */
  footer?: ReactNode;
  /** Copy a tutor message (see MessageBubble). */
  onCopy?: (text: string) => void | Promise<void>;
}

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/** Follows new content while the reader is near the bottom; stays put once they scroll up. */
function useStickToBottom() {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const followsBottom = useRef(true);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    const onScroll = () => {
      followsBottom.current = distanceFromBottom(scroller) <= NEAR_BOTTOM_PX;
    };
    const followIfReading = () => {
      if (followsBottom.current) scroller.scrollTop = scroller.scrollHeight;
    };
    followIfReading();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    // Content grows (new message, streamed text, images, KaTeX fonts) or the viewport shrinks (mobile keyboard).
    const observer = new ResizeObserver(followIfReading);
    observer.observe(content);
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);

  return { scrollerRef, contentRef };
}

/** The conversation log with its header, messages, typing indicator and loading state. */
export function MessageList({ messages, typing, loading = false, streamingMessageId, header, footer, onCopy }: MessageListProps) {
  const t = useT();
  const { scrollerRef, contentRef } = useStickToBottom();
  return (
    <Scroller
      ref={scrollerRef}
      role="log"
      aria-live="polite"
      aria-label={t('chat.conversation.label')}
      aria-busy={loading || streamingMessageId !== undefined || undefined}
      // The log scrolls: keyboard users must be able to reach it even when no message has a button.
      tabIndex={0}
    >
      <Content ref={contentRef}>
        {header}
        {loading ? (
          <LoadingState>
            <Spinner label={t('chat.loadingMessages')} showLabel />
          </LoadingState>
        ) : (
          messages.map((message) => (
            <MessageBubble
              key={message.id}
              role={message.role}
              content={message.content}
              createdAt={message.createdAt}
              imageUrl={message.imageUrl}
              streaming={message.id === streamingMessageId}
              onCopy={onCopy}
            />
          ))
        )}
        {typing && !loading ? <TypingIndicator /> : null}
        {footer}
      </Content>
    </Scroller>
  );
}
