/**
 * Chat data (SPEC.md §7): personalities, the caller's conversations, one conversation's messages, the welcome
 * panel's learning stats, and the two writes (create a conversation, send a message — see app/chat-stream.ts for the
 * streamed send). Messages are polled every second while a reply is still being written (a reload mid-reply).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Conversation, CreateConversationRequest, LearningStats, Message, Personality } from '../../contract/chat';
import { apiGet, apiRequest } from '../api-client';

/** While a stored reply is still `streaming`, its conversation is re-read this often. */
export const STREAMING_REFRESH_MS = 1_000;

export const chatKeys = {
  personalities: ['/api/personalities'] as const,
  conversations: ['/api/conversations'] as const,
  messages: (conversationId: string) => ['/api/conversations', conversationId, 'messages'] as const,
  stats: ['/api/learning/stats'] as const,
};

export function personalitiesQuery() {
  return queryOptions({
    queryKey: chatKeys.personalities,
    queryFn: ({ signal }) => apiGet<Personality[]>('/api/personalities', signal),
    staleTime: Infinity,
  });
}

export function conversationsQuery() {
  return queryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => apiGet<Conversation[]>('/api/conversations', signal),
  });
}

export function messagesQuery(conversationId: string) {
  return queryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ signal }) => apiGet<Message[]>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, signal),
    refetchInterval: (query) => (query.state.data?.some((message) => message.status === 'streaming') ? STREAMING_REFRESH_MS : false),
  });
}

export function learningStatsQuery() {
  return queryOptions({
    queryKey: chatKeys.stats,
    queryFn: ({ signal }) => apiGet<LearningStats>('/api/learning/stats', signal),
  });
}

export const chatApi = {
  createConversation: (input: CreateConversationRequest) => apiRequest<Conversation>('POST', '/api/conversations', input),
};
