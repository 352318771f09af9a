/**
 * The send flow of SPEC.md §4, streamed:
 * 1. the student's message shows at once with a temporary id, with the typing indicator;
 * 2. with no current conversation, one is created first (title: conversationTitle, the 47 + '…' rule);
 * 3. the reply streams into a growing bubble;
 * 4. on success the temporary entries give way to the server's user and AI messages (sorted by createdAt), and the
 *    status, conversations and stats are refreshed;
 * 5. on failure the temporary entry goes; the caller shows the limit dialog (429 quota:exceeded) or a toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Message } from '../../../contract/chat';
import { conversationTitle } from '../../../contract/constants';
import type { PersonalityId, Subject, TutorMode } from '../../../contract/values';
import { sendMessageStreaming } from '../../chat-stream';
import { chatApi, chatKeys } from '../../queries/chat';
import { statusKeys } from '../../queries/status';

export interface PendingExchange {
  /** The conversation it belongs to (null while a new one is being created): shown only there. */
  conversationId: string | null;
  /** The student's message as typed, shown until the server's copy arrives. */
  userMessage: Message;
  /** The reply so far ('' until the first piece). */
  replyText: string;
}

export interface SendOptions {
  text: string;
  conversationId: string | null;
  personality: PersonalityId;
  subject: Subject | null;
  tutorMode: TutorMode;
}

export function useSendMessage(callbacks: {
  onConversationCreated(id: string): void;
  /** The stored question and reply (e.g. to offer a quiz, or read the reply aloud); the student may have moved on to
   *  another conversation meanwhile (aiMessage.conversationId says which one it was). */
  onReplied(userMessage: Message, aiMessage: Message): void;
  onError(error: unknown): void;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const sending = useRef(false);

  const send = useCallback(
    async ({ text, conversationId, personality, subject, tutorMode }: SendOptions) => {
      if (sending.current) return;
      sending.current = true;
      const now = new Date().toISOString();
      const temporary: Message = {
        id: `temp-${Date.now()}`,
        conversationId: conversationId ?? 'new',
        role: 'user',
        content: text,
        createdAt: now,
        metadata: null,
        imageUrl: null,
      };
      setPending({ conversationId, userMessage: temporary, replyText: '' });
      try {
        let id = conversationId;
        if (!id) {
          const created = await chatApi.createConversation({ personality, title: conversationTitle(text), ...(subject ? { subject } : {}) });
          id = created.id;
          queryClient.setQueryData(chatKeys.messages(id), []);
          const createdId = id;
          setPending((current) => (current ? { ...current, conversationId: createdId } : current));
          callbacks.onConversationCreated(createdId);
        }
        const { userMessage, aiMessage } = await sendMessageStreaming(
          id,
          { content: text, tutorMode, ...(subject ? { subject } : {}) },
          { onText: (replyText) => setPending((current) => (current ? { ...current, replyText } : current)) },
        );
        queryClient.setQueryData<Message[]>(chatKeys.messages(id), (messages = []) =>
          [...messages.filter((message) => message.id !== userMessage.id && message.id !== aiMessage.id), userMessage, aiMessage].sort(
            (first, second) => first.createdAt.localeCompare(second.createdAt),
          ),
        );
        void queryClient.invalidateQueries({ queryKey: statusKeys.user });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        void queryClient.invalidateQueries({ queryKey: chatKeys.stats });
        callbacks.onReplied(userMessage, aiMessage);
      } catch (error) {
        callbacks.onError(error);
      } finally {
        setPending(null);
        sending.current = false;
      }
    },
    [callbacks, queryClient],
  );

  return { send, pending, isSending: pending !== null };
}
