import { describe, expect, it } from 'vitest';
import { issuesToFields } from './common';
import { ChatStreamEventSchema, CreateConversationRequestSchema, MessageSchema, SendMessageRequestSchema } from './chat';
import { conversationTitle } from './constants';

const message = {
  id: 'm1',
  conversationId: 'c1',
  role: 'assistant',
  content: '$x = 2$',
  createdAt: '2025-03-01T10:00:00.000Z',
  metadata: { tutorMode: 'tutor', source: 'offline', steps: 3 },
  imageUrl: null,
};

describe('sending a chat message (SPEC §5)', () => {
  it('trims the content and defaults the tutor mode to formal', () => {
    expect(SendMessageRequestSchema.parse({ content: '  اشرح لي التفاضل \n' })).toEqual({ content: 'اشرح لي التفاضل', tutorMode: 'formal' });
  });

  it('blocks text that is empty after trimming', () => {
    expect(issuesToFields(SendMessageRequestSchema.safeParse({ content: ' \n\t ', tutorMode: 'tutor' }).error?.issues ?? [])).toEqual({
      content: ['validation.required'],
    });
  });

  it('accepts 8000 characters and refuses 8001', () => {
    expect(SendMessageRequestSchema.safeParse({ content: 'س'.repeat(8000), tutorMode: 'formal' }).success).toBe(true);
    expect(issuesToFields(SendMessageRequestSchema.safeParse({ content: 'س'.repeat(8001), tutorMode: 'formal' }).error?.issues ?? [])).toEqual({
      content: ['validation.tooLong'],
    });
  });

  it('knows only the formal and tutor modes', () => {
    expect(SendMessageRequestSchema.safeParse({ content: 'hi', tutorMode: 'casual' }).success).toBe(false);
  });
});

describe('creating a conversation', () => {
  it('accepts a title made by conversationTitle from a long message', () => {
    const title = conversationTitle('ا'.repeat(200));
    expect(CreateConversationRequestSchema.parse({ personality: 'friendly', title, subject: 'math' }).title).toBe(title);
  });

  it('refuses an unknown personality and an empty title', () => {
    expect(issuesToFields(CreateConversationRequestSchema.safeParse({ personality: 'pirate', title: ' ' }).error?.issues ?? [])).toEqual({
      personality: ['validation.invalid'],
      title: ['validation.required'],
    });
  });
});

describe('messages and the stream', () => {
  it('keeps unknown metadata keys', () => {
    expect(MessageSchema.parse(message).metadata).toEqual({ tutorMode: 'tutor', source: 'offline', steps: 3 });
  });

  it('parses each stream event and refuses unknown ones', () => {
    expect(ChatStreamEventSchema.parse({ type: 'delta', text: 'مرحبا' })).toEqual({ type: 'delta', text: 'مرحبا' });
    expect(ChatStreamEventSchema.parse({ type: 'ai_message', message }).type).toBe('ai_message');
    expect(ChatStreamEventSchema.parse({ type: 'user_message', message: { ...message, role: 'user' } }).type).toBe('user_message');
    expect(ChatStreamEventSchema.parse({ type: 'error', code: 'quota:exceeded', message: 'limit' }).type).toBe('error');
    expect(ChatStreamEventSchema.safeParse({ type: 'done' }).success).toBe(false);
  });
});
