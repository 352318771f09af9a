/** Conversations and messages on both engines: ownership, ordering, text fidelity, streaming updates. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import {
  assignAnonymousConversations,
  deleteConversation,
  findConversationById,
  insertConversation,
  listConversationsByOwner,
  touchConversation,
  updateConversation,
} from './conversations.repository';
import { findMessageById, insertMessage, listMessagesByConversation, listMessagesByUser, updateMessage } from './messages.repository';
import { insertUser } from './users.repository';

const ARABIC_WITH_EMOJI = 'اشرح لي قانون نيوتن الثاني 🍎🚀 — F = m·a، مع مثال: ١٢٣ + 456';

describeEachDatabase('conversations and messages', (db) => {
  const newUser = () => insertUser(db.knex, { name: 'طالب', email: `${randomUUID()}@example.com` });

  it('lists a user\'s conversations most recently active first', async () => {
    const user = await newUser();
    const older = await insertConversation(db.knex, { userId: user.id, title: 'Old', personality: 'friendly', createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertConversation(db.knex, { userId: user.id, title: 'New', personality: 'friendly', subject: 'math' });
    expect((await listConversationsByOwner(db.knex, { userId: user.id })).map((c) => c.id)).toEqual([newer.id, older.id]);

    await touchConversation(db.knex, older.id);
    expect((await listConversationsByOwner(db.knex, { userId: user.id })).map((c) => c.id)).toEqual([older.id, newer.id]);
    expect(await findConversationById(db.knex, newer.id)).toEqual(newer);
  });

  it('keeps a visitor\'s conversations under the anonymous id and hands them over at sign-in', async () => {
    const anonymousId = `user_${Date.now()}_${randomUUID().slice(0, 6)}`;
    const conversation = await insertConversation(db.knex, { anonymousId, title: 'Trying it out', personality: 'friendly' });
    expect(await listConversationsByOwner(db.knex, { anonymousId })).toEqual([conversation]);

    const user = await newUser();
    expect(await assignAnonymousConversations(db.knex, anonymousId, user.id)).toBe(1);
    expect(await listConversationsByOwner(db.knex, { anonymousId })).toEqual([]);
    expect((await listConversationsByOwner(db.knex, { userId: user.id }))[0]).toMatchObject({ id: conversation.id, userId: user.id, anonymousId: null });
  });

  it('renames a conversation in Arabic with emoji intact', async () => {
    const user = await newUser();
    const conversation = await insertConversation(db.knex, { userId: user.id, title: 'x', personality: 'friendly' });
    const renamed = await updateConversation(db.knex, conversation.id, { title: ARABIC_WITH_EMOJI, difficultyLevel: 'advanced' });
    expect(renamed).toMatchObject({ title: ARABIC_WITH_EMOJI, difficultyLevel: 'advanced', personality: 'friendly' });
  });

  it('round-trips Arabic, emoji, long text, JSON metadata and millisecond timestamps in messages', async () => {
    const user = await newUser();
    const conversation = await insertConversation(db.knex, { userId: user.id, title: 'Physics', personality: 'friendly', subject: 'physics' });
    const longContent = `${ARABIC_WITH_EMOJI}\n`.repeat(2_000); // > 64 KB of UTF-8: needs longtext on MySQL
    const createdAt = new Date('2025-11-21T10:11:12.345Z');
    const metadata = { tokens: 42, sources: ['كتاب الفيزياء'], nested: { ok: true, emoji: '✅' } };
    const inserted = await insertMessage(db.knex, { conversationId: conversation.id, userId: user.id, role: 'assistant', content: longContent, metadata, createdAt });

    const found = await findMessageById(db.knex, inserted.id);
    expect(Buffer.byteLength(longContent)).toBeGreaterThan(65_535);
    expect(found).toEqual(inserted);
    expect(found?.content).toBe(longContent);
    expect(found?.metadata).toEqual(metadata);
    expect(found?.createdAt.toISOString()).toBe('2025-11-21T10:11:12.345Z');
  });

  it('orders a conversation by time, then by insertion for messages in the same millisecond', async () => {
    const user = await newUser();
    const conversation = await insertConversation(db.knex, { userId: user.id, title: 'Order', personality: 'friendly' });
    const sameInstant = new Date('2025-11-21T12:00:00.500Z');
    const later = await insertMessage(db.knex, { conversationId: conversation.id, role: 'user', content: 'later', createdAt: new Date('2025-11-21T12:00:01.000Z') });
    const first = await insertMessage(db.knex, { conversationId: conversation.id, userId: user.id, role: 'user', content: 'question', createdAt: sameInstant });
    const second = await insertMessage(db.knex, { conversationId: conversation.id, role: 'assistant', content: 'answer', createdAt: sameInstant });
    expect((await listMessagesByConversation(db.knex, conversation.id)).map((m) => m.content)).toEqual(['question', 'answer', 'later']);
    expect(second.id).toBeGreaterThan(first.id);
    expect(later.userId).toBeNull();
  });

  it('lists a user\'s messages newest first and pages back with `before`', async () => {
    const user = await newUser();
    const conversation = await insertConversation(db.knex, { userId: user.id, title: 'Mine', personality: 'friendly' });
    for (let minute = 1; minute <= 3; minute += 1) {
      await insertMessage(db.knex, { conversationId: conversation.id, userId: user.id, role: 'user', content: `m${minute}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)) });
    }
    expect((await listMessagesByUser(db.knex, user.id)).map((m) => m.content)).toEqual(['m3', 'm2', 'm1']);
    expect((await listMessagesByUser(db.knex, user.id, { limit: 1, before: new Date(Date.UTC(2025, 0, 1, 0, 3)) })).map((m) => m.content)).toEqual(['m2']);
  });

  it('completes a streamed reply and deletes messages with their conversation', async () => {
    const user = await newUser();
    const conversation = await insertConversation(db.knex, { userId: user.id, title: 'Stream', personality: 'friendly' });
    const draft = await insertMessage(db.knex, { conversationId: conversation.id, role: 'assistant', content: '', status: 'streaming' });
    expect(draft).toMatchObject({ status: 'streaming', metadata: null, imageUrl: null });
    const done = await updateMessage(db.knex, draft.id, { content: 'تم ✅', status: 'complete', metadata: { model: 'offline' } });
    expect(done).toMatchObject({ content: 'تم ✅', status: 'complete', metadata: { model: 'offline' } });

    expect(await deleteConversation(db.knex, conversation.id)).toBe(true);
    expect(await findMessageById(db.knex, draft.id)).toBeUndefined();
  });

  it('refuses a message for a conversation that does not exist (foreign keys are enforced)', async () => {
    await expect(insertMessage(db.knex, { conversationId: randomUUID(), role: 'user', content: 'orphan' })).rejects.toThrow();
  });
});
