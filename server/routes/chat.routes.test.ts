/**
 * The chat API over real HTTP on each database: personalities, conversations and their ownership, the send call as
 * JSON and as a server-sent event stream, the daily cap (free, visitor, bonus, premium fair use) under concurrency,
 * the plan gate, refunds when the tutor fails, and a reply that completes after the browser went away.
 * The tutor here is a scripted one (what it says and how slowly is the test's to decide); the real tutors have
 * their own suites (server/tutor/**).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStreamEventSchema, ConversationSchema, LearningStatsSchema, MessagesResponseSchema, PersonalitiesResponseSchema, SendMessageResponseSchema, type ChatStreamEvent } from '../../contract/chat';
import { COOKIE_NAMES, FREE_DAILY_MESSAGES } from '../../contract/constants';
import { UserStatusSchema } from '../../contract/subscription';
import { addBonusMessages, findBonusBalance } from '../../db/repositories/bonus-messages.repository';
import { findMessageById, insertMessage } from '../../db/repositories/messages.repository';
import { insertUser, updateUser, type User } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';
import { TutorError } from '../tutor/errors';
import type { Tutor, TutorRequest } from '../tutor/types';

const PASSWORD = 'correct horse 1';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** What the scripted tutor does with a message: by its first word. */
function scriptedTutor(): Tutor & { requests: TutorRequest[] } {
  const requests: TutorRequest[] = [];
  return {
    source: 'offline',
    requests,
    async *reply(request, signal) {
      requests.push(request);
      if (request.message.startsWith('fail')) throw new TutorError('tutor:unavailable');
      const slow = request.message.startsWith('slow');
      for (const piece of ['الحل: ', '$x = 2$', ' أو ', '$x = 3$']) {
        if (signal.aborted) return;
        if (slow) await new Promise((resolve) => setTimeout(resolve, 150));
        yield piece;
      }
    },
  };
}

async function readEvents(response: Response, onEvent?: (event: ChatStreamEvent) => void): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  const text = await response.text();
  for (const frame of text.split('\n\n')) {
    const data = frame.split('\n').find((line) => line.startsWith('data: '));
    if (!data) continue;
    const event = ChatStreamEventSchema.parse(JSON.parse(data.slice(6)));
    events.push(event);
    onEvent?.(event);
  }
  return events;
}

describeEachDatabase('the chat API', (database) => {
  let app: RunningApp;
  let tutor: ReturnType<typeof scriptedTutor>;
  let counter = 0;
  beforeAll(async () => {
    tutor = scriptedTutor();
    app = await startTestApp(database.knex, {}, { relaxedRateLimits: true, tutor, replyFlushIntervalMs: 50 });
  });
  afterAll(() => app.close());

  async function student(options: { premium?: boolean } = {}): Promise<{ user: User; browser: TestClient }> {
    const user = await insertUser(database.knex, { name: 'طالب', email: `chat-${(counter += 1)}-${randomUUID()}@example.com`, passwordHash: await hashPassword(PASSWORD) });
    if (options.premium) {
      await updateUser(database.knex, user.id, { isPremium: true, subscriptionTier: 'premium_monthly', subscriptionEndDate: new Date(Date.now() + YEAR_MS) });
    }
    const browser = createTestClient(app);
    expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    return { user, browser };
  }

  function visitor(headers: Record<string, string> = {}): TestClient {
    return createTestClient(app, {
      'X-Anonymous-Id': `user_${Date.now()}_${randomUUID().slice(0, 8)}`,
      'X-Device-Id': randomUUID(),
      'X-Device-Fingerprint': randomUUID().replaceAll('-', '').slice(0, 16),
      ...headers,
    });
  }

  async function conversation(browser: TestClient, body: Record<string, unknown> = {}): Promise<string> {
    const response = await browser.post('/api/conversations', { personality: 'friendly', title: 'حل المعادلة', ...body });
    expect(response.status).toBe(201);
    return ConversationSchema.parse(await response.json()).id;
  }

  const send = (browser: TestClient, id: string, content: string, extra: Record<string, unknown> = {}) =>
    browser.post(`/api/conversations/${id}/messages`, { content, tutorMode: 'formal', ...extra });

  async function usedToday(browser: TestClient): Promise<number> {
    return UserStatusSchema.parse(await (await browser.get('/api/user/status')).json()).usedToday;
  }

  describe('personalities and conversations', () => {
    it('lists the four personalities in both languages', async () => {
      const personalities = PersonalitiesResponseSchema.parse(await (await createTestClient(app).get('/api/personalities')).json());
      expect(personalities.map((personality) => personality.id)).toEqual(['friendly', 'storyteller', 'professor', 'coach']);
      expect(personalities[0]).toMatchObject({ name: 'المعلم الودود', nameEn: expect.any(String), icon: expect.any(String) });
    });

    it('a visitor owns conversations by anonymous id; without one the server says why', async () => {
      const browser = visitor();
      const id = await conversation(browser, { subject: 'math' });
      const list = (await (await browser.get('/api/conversations')).json()) as { id: string; subject: string }[];
      expect(list).toEqual([expect.objectContaining({ id, subject: 'math', title: 'حل المعادلة' })]);
      const anonymous = createTestClient(app);
      expect((await anonymous.post('/api/conversations', { personality: 'friendly', title: 'x' })).status).toBe(400);
    });

    it("another student's conversation is 404, for reading and for sending", async () => {
      const owner = await student();
      const id = await conversation(owner.browser);
      const other = await student();
      expect((await other.browser.get(`/api/conversations/${id}/messages`)).status).toBe(404);
      expect((await send(other.browser, id, 'مرحبا')).status).toBe(404);
      expect((await visitor().get(`/api/conversations/${id}/messages`)).status).toBe(404);
      expect(await (await other.browser.get('/api/conversations')).json()).toEqual([]);
    });

    it('a free student cannot start with a premium personality or subject (403), a premium student can', async () => {
      const free = await student();
      expect((await free.browser.post('/api/conversations', { personality: 'professor', title: 'x' })).status).toBe(403);
      const locked = await free.browser.post('/api/conversations', { personality: 'friendly', title: 'x', subject: 'chemistry' });
      expect(locked.status).toBe(403);
      expect(await locked.json()).toMatchObject({ error: { code: 'plan:premium_required' } });
      const premium = await student({ premium: true });
      await conversation(premium.browser, { personality: 'professor', subject: 'chemistry' });
    });

    it('rejects an empty message and one over the length limit (400), counting nothing', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      expect((await send(browser, id, '   ')).status).toBe(400);
      expect((await send(browser, id, 'x'.repeat(8001))).status).toBe(400);
      expect(await usedToday(browser)).toBe(0);
    });
  });

  describe('sending', () => {
    it('answers JSON with the stored user message and reply, counts the message and passes the choices to the tutor', async () => {
      const { browser } = await student();
      const id = await conversation(browser, { subject: 'math' });
      const response = await send(browser, id, 'حل المعادلة س² − ٥س + ٦ = ٠', { tutorMode: 'tutor' });
      expect(response.status).toBe(201);
      const { userMessage, aiMessage } = SendMessageResponseSchema.parse(await response.json());
      expect(userMessage).toMatchObject({ role: 'user', content: 'حل المعادلة س² − ٥س + ٦ = ٠', conversationId: id });
      expect(aiMessage).toMatchObject({ role: 'assistant', content: 'الحل: $x = 2$ أو $x = 3$', status: 'complete' });
      expect(aiMessage.metadata).toMatchObject({ tutorMode: 'tutor', subject: 'math', source: 'offline' });
      expect(tutor.requests.at(-1)).toMatchObject({ language: 'ar', subject: 'math', personality: 'friendly', tutorMode: 'tutor', premium: false });
      expect(await usedToday(browser)).toBe(1);
      const messages = MessagesResponseSchema.parse(await (await browser.get(`/api/conversations/${id}/messages`)).json());
      expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    });

    it('gives the tutor the earlier turns of the conversation', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      await send(browser, id, 'first question');
      await send(browser, id, 'second question');
      expect(tutor.requests.at(-1)?.history).toEqual([
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'الحل: $x = 2$ أو $x = 3$' },
      ]);
      expect(tutor.requests.at(-1)?.language).toBe('en');
    });

    it("a free student's sixth message today gets 429 quota:exceeded, then referral bonus messages are spent", async () => {
      const { user, browser } = await student();
      const id = await conversation(browser);
      for (let index = 0; index < FREE_DAILY_MESSAGES; index += 1) expect((await send(browser, id, `question ${index}`)).status).toBe(201);
      const refused = await send(browser, id, 'one more');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { code: 'quota:exceeded' } });

      await addBonusMessages(database.knex, user.id, 2);
      expect((await send(browser, id, 'paid by the bonus')).status).toBe(201);
      expect(await findBonusBalance(database.knex, user.id)).toBe(1);
      expect(await usedToday(browser)).toBe(FREE_DAILY_MESSAGES);
    });

    it('N+1 concurrent sends at the cap give exactly N replies and one 429', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      const statuses = await Promise.all(Array.from({ length: FREE_DAILY_MESSAGES + 1 }, (_, index) => send(browser, id, `race ${index}`).then((response) => response.status)));
      expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_DAILY_MESSAGES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(1);
      const messages = MessagesResponseSchema.parse(await (await browser.get(`/api/conversations/${id}/messages`)).json());
      expect(messages).toHaveLength(FREE_DAILY_MESSAGES * 2);
    });

    it('a visitor is capped per device, and clearing storage (same fingerprint) does not reset the cap', async () => {
      const fingerprint = randomUUID().replaceAll('-', '').slice(0, 16);
      const browser = visitor({ 'X-Device-Fingerprint': fingerprint });
      const id = await conversation(browser);
      for (let index = 0; index < FREE_DAILY_MESSAGES; index += 1) expect((await send(browser, id, `q${index}`)).status).toBe(201);
      expect((await send(browser, id, 'sixth')).status).toBe(429);
      const cleared = visitor({ 'X-Device-Fingerprint': fingerprint });
      const fresh = await conversation(cleared);
      expect((await send(cleared, fresh, 'after clearing storage')).status).toBe(429);
      expect(await usedToday(cleared)).toBe(FREE_DAILY_MESSAGES);
    });

    it('a free student cannot use a premium subject by sending it with the message (403, nothing counted)', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      const response = await send(browser, id, 'اشرح الرابطة الأيونية', { subject: 'chemistry' });
      expect(response.status).toBe(403);
      expect(await usedToday(browser)).toBe(0);
    });

    it('premium is unlimited by plan but stops at the fair-use ceiling with its own message', async () => {
      const fairUse = await startTestApp(database.knex, { quota: { ...app.context.config.quota, premiumDailyFairUse: FREE_DAILY_MESSAGES + 1 } }, { relaxedRateLimits: true, tutor });
      try {
        const user = await insertUser(database.knex, { name: 'Premium', email: `fair-${randomUUID()}@example.com`, passwordHash: await hashPassword(PASSWORD) });
        await updateUser(database.knex, user.id, { isPremium: true, subscriptionTier: 'premium_yearly', subscriptionEndDate: new Date(Date.now() + YEAR_MS) });
        const browser = createTestClient(fairUse);
        await browser.post('/api/auth/login', { email: user.email, password: PASSWORD });
        const created = await browser.post('/api/conversations', { personality: 'coach', title: 'x', subject: 'biology' });
        const { id } = ConversationSchema.parse(await created.json());
        for (let index = 0; index <= FREE_DAILY_MESSAGES; index += 1) expect((await send(browser, id, `q${index}`)).status).toBe(201);
        const refused = await send(browser, id, 'too many');
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ error: { code: 'quota:fair_use' } });
      } finally {
        await fairUse.close();
      }
    });

    it('a failed reply answers the tutor error, keeps nothing and gives the message back', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      const response = await send(browser, id, 'fail please');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'tutor:unavailable' } });
      expect(await (await browser.get(`/api/conversations/${id}/messages`)).json()).toEqual([]);
      expect(await usedToday(browser)).toBe(0);
    });
  });

  describe('streaming', () => {
    it('streams the saved user message, the text pieces and the stored reply', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      const response = await browser.post(`/api/conversations/${id}/messages`, { content: 'stream me too' }, { Accept: 'text/event-stream' });
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = await readEvents(response);
      expect(events[0]).toMatchObject({ type: 'user_message', message: { content: 'stream me too' } });
      const text = events.filter((event) => event.type === 'delta').map((event) => event.text).join('');
      expect(text).toBe('الحل: $x = 2$ أو $x = 3$');
      expect(events.at(-1)).toMatchObject({ type: 'ai_message', message: { content: text, status: 'complete' } });
    });

    it('an error in the stream is an error event; the message is refunded', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      const events = await readEvents(await browser.post(`/api/conversations/${id}/messages`, { content: 'fail now' }, { Accept: 'text/event-stream' }));
      expect(events.at(-1)).toMatchObject({ type: 'error', code: 'tutor:unavailable' });
      expect(await usedToday(browser)).toBe(0);
    });

    it('a 429 before the stream starts is an ordinary HTTP 429', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      for (let index = 0; index < FREE_DAILY_MESSAGES; index += 1) await send(browser, id, `q${index}`);
      const response = await browser.post(`/api/conversations/${id}/messages`, { content: 'sixth' }, { Accept: 'text/event-stream' });
      expect(response.status).toBe(429);
    });

    it('the reply completes and is stored after the browser goes away; meanwhile it reads as streaming', async () => {
      const { browser } = await student();
      const id = await conversation(browser);
      const controller = new AbortController();
      const response = await browser.request(`/api/conversations/${id}/messages`, {
        method: 'POST',
        json: { content: 'slow reply please' },
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();

      await new Promise((resolve) => setTimeout(resolve, 250));
      const midway = MessagesResponseSchema.parse(await (await browser.get(`/api/conversations/${id}/messages`)).json());
      expect(midway[1]).toMatchObject({ role: 'assistant', status: 'streaming' });
      expect('الحل: $x = 2$ أو $x = 3$'.startsWith(midway[1]!.content)).toBe(true);

      await expect.poll(async () => MessagesResponseSchema.parse(await (await browser.get(`/api/conversations/${id}/messages`)).json())[1], { timeout: 5_000 }).toMatchObject({
        status: 'complete',
        content: 'الحل: $x = 2$ أو $x = 3$',
      });
      expect(await usedToday(browser)).toBe(1);
    });

    it('a reply left streaming by a process that died is shown ended, with what was written and a note, not polled forever', async () => {
      const { user, browser } = await student();
      const id = await conversation(browser);
      const longAgo = new Date(Date.now() - app.context.config.tutor.totalTimeoutMs - 5 * 60_000);
      await insertMessage(database.knex, { conversationId: id, userId: user.id, role: 'user', content: 'اشرح قانون أوم', createdAt: longAgo });
      const orphan = await insertMessage(database.knex, {
        conversationId: id,
        userId: user.id,
        role: 'assistant',
        content: 'قانون أوم يقول إن',
        status: 'streaming',
        metadata: { source: 'offline' },
        createdAt: new Date(longAgo.getTime() + 1),
      });
      const recent = await insertMessage(database.knex, { conversationId: id, userId: user.id, role: 'assistant', content: 'جارٍ', status: 'streaming' });

      const messages = MessagesResponseSchema.parse(await (await browser.get(`/api/conversations/${id}/messages`)).json());
      expect(messages.find((message) => message.id === String(orphan.id))).toMatchObject({
        status: 'complete',
        content: 'قانون أوم يقول إن\n\n⚠️ انقطع هذا الرد قبل أن يكتمل. أعد إرسال سؤالك من فضلك.',
        metadata: { source: 'offline', interrupted: true },
      });
      // A reply younger than the tutor's time limit may still be written by another process: left alone.
      expect(messages.find((message) => message.id === String(recent.id))).toMatchObject({ status: 'streaming', content: 'جارٍ' });
      expect(await findMessageById(database.knex, orphan.id)).toMatchObject({ status: 'failed', content: 'قانون أوم يقول إن' });

      browser.cookies.set(COOKIE_NAMES.language, 'en');
      const inEnglish = MessagesResponseSchema.parse(await (await browser.get(`/api/conversations/${id}/messages`)).json());
      expect(inEnglish.find((message) => message.id === String(orphan.id))!.content).toContain('This reply was interrupted before it finished.');
    });
  });

  describe('learning stats', () => {
    it("counts today's activity as a one-day streak, one session, and the conversations as topics", async () => {
      const { browser } = await student();
      expect(LearningStatsSchema.parse(await (await browser.get('/api/learning/stats')).json())).toEqual({ streakDays: 0, topics: 0, sessions: 0 });
      const id = await conversation(browser);
      await conversation(browser);
      await send(browser, id, 'hello');
      expect(LearningStatsSchema.parse(await (await browser.get('/api/learning/stats')).json())).toEqual({ streakDays: 1, topics: 2, sessions: 1 });
    });
  });
});
