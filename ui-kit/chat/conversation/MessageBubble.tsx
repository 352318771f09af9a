/**
 * MessageBubble: one chat message. The student's messages sit at the inline end of the conversation, the tutor's
 * at the start beside the tutor avatar. Each is an `article` named after who wrote it. The text inside follows
 * its own language (`dir="auto"`; the student's text line by line), whatever the page's direction; the tutor's
 * reply is markdown with maths (MarkdownContent). An optional image, a caret while the reply is streaming, the
 * time, and a copy button on the tutor's messages.
 */
import { Check, Copy } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { TIME_ZONE } from '../../../contract/constants';
import { useLocale } from '../../i18n';
import { IconButton } from '../../primitives/IconButton';
import { Tooltip } from '../../primitives/Tooltip';
import { keyframes, styled } from '../../theme/stitches.config';
import { MarkdownContent } from './MarkdownContent';
import { TutorAvatar } from './TutorAvatar';

/** How long the copy button shows "Copied" after a copy. */
const COPIED_FEEDBACK_MS = 2000;

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

/** The streaming caret, drawn after the last line of the reply. */
const caret = {
  content: '""',
  display: 'inline-block',
  width: '0.5em',
  height: '1.1em',
  marginInlineStart: '2px',
  verticalAlign: 'text-bottom',
  backgroundColor: 'currentColor',
  animation: `${blink} 1s steps(1) infinite`,
  '@reducedMotion': { animation: 'none' },
};

const Row = styled('article', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  minWidth: 0,
  variants: {
    author: {
      user: { justifyContent: 'flex-end' },
      assistant: { justifyContent: 'flex-start' },
    },
  },
});

const Column = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
  maxWidth: 'min(85%, $sizes$prose)',
  variants: {
    author: {
      user: { alignItems: 'flex-end' },
      assistant: { alignItems: 'flex-start', flex: '1 1 auto' },
    },
  },
});

/** The bubble's box follows the page's direction (its tail corner points at its author's side). */
const Bubble = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  maxWidth: '100%',
  minWidth: 0,
  py: '$2',
  px: '$3',
  borderRadius: '$lg',
  overflowWrap: 'anywhere',
  variants: {
    author: {
      user: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        borderStartEndRadius: '$sm',
      },
      assistant: {
        backgroundColor: '$surface',
        color: '$text',
        border: '1px solid $border',
        borderStartStartRadius: '$sm',
      },
    },
  },
});

/** The message text: its direction comes from its own first strong character, not from the page. */
const Content = styled('div', {
  minWidth: 0,
  textAlign: 'start',
  variants: {
    author: {
      // Each line of what the student typed takes its own direction.
      user: { whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' },
      assistant: {},
    },
    streaming: {
      true: {
        '& [data-markdown] > :is(p, h3, h4, h5, h6):last-child::after': caret,
        '& [data-markdown] > :is(ul, ol):last-child > li:last-child::after': caret,
        '& [data-markdown]:has(> :is(div, pre, blockquote, table, hr):last-child)::after': caret,
        '&:has([data-markdown]:empty)::after': caret,
      },
    },
  },
});

const Image = styled('img', {
  display: 'block',
  maxWidth: '100%',
  maxHeight: '320px',
  height: 'auto',
  borderRadius: '$md',
  objectFit: 'contain',
});

const Footer = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$controlSm',
  px: '$1',
  color: '$textSubtle',
  fontSize: '$1',
});

export type MessageRole = 'user' | 'assistant';

export interface MessageBubbleProps {
  /** Who wrote the message: the student (`user`) or the tutor (`assistant`). */
  role: MessageRole;
  /** The text: plain for the student, markdown with maths for the tutor. */
  content: string;
  /** When it was sent (ISO 8601); shown as the time of day in Cairo. */
  createdAt?: string;
  /** An image attached to the message. */
  imageUrl?: string | null;
  /** The reply is still arriving: shows a caret and marks the message busy; the copy button waits for the end. */
  streaming?: boolean;
  /** Copy a tutor message; when given, tutor messages get a copy button. May return a promise (the clipboard write). */
  onCopy?: (text: string) => void | Promise<void>;
}

function useTimeOfDay(createdAt: string | undefined): string | null {
  const { language } = useLocale();
  const formatter = useMemo(
    () => new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE }),
    [language],
  );
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : formatter.format(date);
}

function CopyButton({ text, onCopy }: { text: string; onCopy: (text: string) => void | Promise<void> }) {
  const { t } = useLocale();
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copy = () => {
    Promise.resolve(onCopy(text)).then(
      () => {
        setCopied(true);
        clearTimeout(resetTimer.current);
        resetTimer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      },
      () => setCopied(false),
    );
  };
  const label = copied ? t('chat.copied') : t('chat.copyMessage');
  return (
    <Tooltip content={label}>
      <IconButton aria-label={label} size="sm" onPress={copy}>
        {copied ? <Check /> : <Copy />}
      </IconButton>
    </Tooltip>
  );
}

/** One message of the conversation, named for screen readers by its author. */
export const MessageBubble = memo(function MessageBubble({
  role,
  content,
  createdAt,
  imageUrl,
  streaming = false,
  onCopy,
}: MessageBubbleProps) {
  const { t } = useLocale();
  const time = useTimeOfDay(createdAt);
  const isAssistant = role === 'assistant';
  const showCopy = isAssistant && onCopy !== undefined && !streaming && content.trim() !== '';

  return (
    <Row
      author={role}
      aria-label={t(isAssistant ? 'chat.role.assistant' : 'chat.role.user')}
      aria-busy={streaming || undefined}
      data-role={role}
    >
      {isAssistant ? <TutorAvatar /> : null}
      <Column author={role}>
        <Bubble author={role}>
          {imageUrl ? <Image src={imageUrl} alt={t('chat.imageAlt')} loading="lazy" decoding="async" /> : null}
          <Content author={role} streaming={streaming} dir="auto" data-message-content="">
            {isAssistant ? <MarkdownContent content={content} /> : content}
          </Content>
        </Bubble>
        {time || showCopy ? (
          <Footer>
            {time && createdAt ? <time dateTime={createdAt}>{time}</time> : null}
            {showCopy ? <CopyButton text={content} onCopy={onCopy} /> : null}
          </Footer>
        ) : null}
      </Column>
    </Row>
  );
});
