/**
 * Message monitoring and conversation analytics over real HTTP on each database: the messages pages (any page
 * number, across the count buckets, with the maintained total — also after a conversation is deleted), the
 * conversations and users lists, and the analysis job (classification, incremental, idempotent, resumed after a
 * stop half-way) with the dashboard it fills.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminConversationsResponseSchema,
  AdminMessagesPageSchema,
  AdminUsersResponseSchema,
  AnalysisJobStatusSchema,
  AnalyticsDashboardSchema,
  AnalyzeMessagesResponseSchema,
  type AdminMessagesPage,
} from '../../contract/admin';
import { ApiErrorBodySchema } from '../../contract/common';
import { cairoDay, FREE_DAILY_MESSAGES } from '../../contract/constants';
import { insertConversation } from '../../db/repositories/conversations.repository';
import { insertUser, type User } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { classifyMessage } from '../services/admin/classify-message';
import { ANALYSIS_JOB, analyzeMessages, STALE_AFTER_MS } from '../services/admin/message-analysis.service';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const ADMIN_PASSWORD = 'operators-only-2025';

describe('the offline classifier', () => {
  it.each([
    ['اشرحلي قانون أوم', 'physics', 'ar', 'explanation'],
    ['حل المعادلة x^2 - 5x + 6 = 0', 'math', 'ar', 'homework_help'],
    ['explain photosynthesis please', 'biology', 'en', 'explanation'],
    ['اختبرني في الكيمياء العضوية', 'chemistry', 'ar', 'quiz'],
    ['what is the passive voice?', 'english', 'en', 'question'],
    ['ما هي الخلية؟', 'biology', 'ar', 'question'],
  ])('%s → %s, %s, %s', (text, subject, language, type) => {
    expect(classifyMessage(text, null)).toMatchObject({ subject, language, messageType: type });
  });

  it('small talk is general, filed under the conversation subject or general questions', () => {
    expect(classifyMessage('ازيك عامل ايه', null)).toEqual({ topic: 'أسئلة عامة', subject: null, language: 'ar', messageType: 'general' });
    expect(classifyMessage('ازيك عامل ايه', 'history')).toMatchObject({ topic: 'التاريخ', subject: 'history' });
  });
});

describeEachDatabase('message monitoring and conversation analytics', (database) => {
  let app: RunningApp;
  let admin: TestClient;
  let student: User;
  let conversationId: string;
  const TOTAL = 2_600;

  beforeAll(async () => {
    app = await startTestApp(database.knex, { adminPassword: ADMIN_PASSWORD }, { relaxedRateLimits: true });
    admin = createTestClient(app);
    expect((await admin.post('/api/admin/login', { password: ADMIN_PASSWORD })).status).toBe(200);
    student = await insertUser(database.knex, { name: 'منى', email: `mona-${randomUUID()}@example.com`, emailVerified: true });
    const conversation = await insertConversation(database.knex, { userId: student.id, title: 'فيزياء', personality: 'friendly', subject: 'physics' });
    conversationId = conversation.id;
    const rows = Array.from({ length: TOTAL }, (_, index) => ({
      conversation_id: conversation.id,
      user_id: index % 2 === 0 ? student.id : null,
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: index === TOTAL - 1 ? 'ط'.repeat(400) : `message ${index}`,
      status: 'complete',
      created_at: new Date(Date.UTC(2025, 0, 1) + index * 1000),
    }));
    for (let start = 0; start < rows.length; start += 200) await database.knex('messages').insert(rows.slice(start, start + 200));
  });
  afterAll(() => app.close());

  const page = async (number: number, limit = 50): Promise<AdminMessagesPage> => {
    const response = await admin.get(`/api/admin/messages?page=${number}&limit=${limit}`);
    expect(response.status).toBe(200);
    return AdminMessagesPageSchema.parse(await response.json());
  };
  const referenceIds = async (offset: number, limit: number) =>
    (await database.knex('messages').orderBy('id', 'desc').offset(offset).limit(limit).select('id')).map((row: { id: number | string }) => String(row.id));

  describe('messages', () => {
    it('page 1 is the newest 50 with the total, pages and next flag; long content is cut at 300 characters', async () => {
      const first = await page(1);
      expect(first.totalCount).toBe(TOTAL);
      expect(first.totalPages).toBe(Math.ceil(TOTAL / 50));
      expect(first.hasNextPage).toBe(true);
      expect(first.messages.map((message) => message.id)).toEqual(await referenceIds(0, 50));
      // The newest is a reply (no user_id of its own): it carries the conversation owner's name.
      expect(first.messages[0]).toMatchObject({ role: 'assistant', userName: 'منى', conversationTitle: 'فيزياء', subject: 'physics', personality: 'friendly' });
      expect(Array.from(first.messages[0]!.content)).toHaveLength(301);
      expect(first.messages[0]!.content.endsWith('…')).toBe(true);
      expect(first.messages[1]).toMatchObject({ role: 'user', userName: 'منى', userEmail: student.email, content: 'message 2598' });
    });

    it.each([2, 19, 20, 21, 40, 51, 52])('page %i matches an OFFSET read exactly (bucket boundaries included)', async (number) => {
      const result = await page(number);
      expect(result.messages.map((message) => message.id)).toEqual(await referenceIds((number - 1) * 50, 50));
      expect(result.hasNextPage).toBe(number < Math.ceil(TOTAL / 50));
    });

    it('other page sizes and a page past the end', async () => {
      const result = await page(7, 100);
      expect(result.messages.map((message) => message.id)).toEqual(await referenceIds(600, 100));
      const beyond = await page(999);
      expect(beyond).toMatchObject({ messages: [], totalCount: TOTAL, hasNextPage: false });
    });

    it.each(['page=0', 'limit=101', 'page=x'])('?%s is a 400', async (query) => {
      const response = await admin.get(`/api/admin/messages?${query}`);
      expect(response.status).toBe(400);
      expect(ApiErrorBodySchema.parse(await response.json()).error.code).toBe('validation:invalid');
    });

    it('the maintained total follows inserts and deletes, including a conversation deleted with its messages', async () => {
      const other = await insertConversation(database.knex, { anonymousId: `user_${Date.now()}_abcd`, title: 'زائر', personality: 'coach' });
      await database.knex('messages').insert(Array.from({ length: 5 }, (_, index) => ({ conversation_id: other.id, role: 'user', content: `visitor ${index}`, status: 'complete' })));
      expect((await page(1)).totalCount).toBe(TOTAL + 5);
      expect((await page(1)).messages[0]).toMatchObject({ userName: null, userEmail: null, conversationTitle: 'زائر' });
      await database.knex('conversations').where({ id: other.id }).delete();
      const after = await page(1);
      expect(after.totalCount).toBe(TOTAL);
      expect(after.messages.map((message) => message.id)).toEqual(await referenceIds(0, 50));
    });
  });

  describe('conversations and users', () => {
    it('lists conversations newest first with message counts and owners', async () => {
      const response = await admin.get('/api/admin/conversations');
      const list = AdminConversationsResponseSchema.parse(await response.json());
      expect(list.find((conversation) => conversation.id === conversationId)).toMatchObject({
        title: 'فيزياء',
        messageCount: TOTAL,
        userName: 'منى',
        subject: 'physics',
        personality: 'friendly',
        difficultyLevel: null,
      });
    });

    it('lists users with today’s free messages used, conversations and messages', async () => {
      await database.knex('daily_usage').insert({ subject_kind: 'user', subject_key: student.id, cairo_day: cairoDay(), count: 3 });
      await database.knex('daily_usage').insert({ subject_kind: 'user', subject_key: student.id, cairo_day: '2020-01-01', count: FREE_DAILY_MESSAGES });
      const list = AdminUsersResponseSchema.parse(await (await admin.get('/api/admin/users')).json());
      expect(list.find((user) => user.id === student.id)).toMatchObject({
        name: 'منى',
        freeMessagesUsed: 3,
        conversationCount: 1,
        messageCount: TOTAL / 2,
        isPremium: false,
        emailVerified: true,
      });
    });
  });

  describe('the analysis job', () => {
    let analysisConversation: string;
    beforeAll(async () => {
      // Only these student messages are interesting; the 1,300 "message n" ones are analysed too (general).
      const conversation = await insertConversation(database.knex, { userId: student.id, title: 'مذاكرة', personality: 'professor', subject: 'chemistry' });
      analysisConversation = conversation.id;
    });

    const dashboard = async () => AnalyticsDashboardSchema.parse(await (await admin.get('/api/admin/analytics/dashboard')).json());
    const status = async () => AnalysisJobStatusSchema.parse(await (await admin.get('/api/admin/analytics/analyze-messages/status')).json());
    const userMessages = async () => Number((await database.knex('messages').where({ role: 'user' }).count({ n: '*' }).first())!.n);
    const analysisRows = async () => Number((await database.knex('message_analysis').count({ n: '*' }).first())!.n);

    it('is empty before the first run', async () => {
      const empty = await dashboard();
      expect(empty.overview).toEqual({ totalMessages: 0, totalTopics: 0, uniqueQueries: 0 });
      expect(empty.topicTrends).toEqual([]);
      expect(empty.distributions.hourlyUsage).toHaveLength(24);
      expect((await status()).status).toBe('idle');
    });

    it('stopped half-way it resumes from the last committed batch; a second run changes nothing', async () => {
      await database.knex('messages').insert([
        { conversation_id: analysisConversation, user_id: student.id, role: 'user', content: 'اشرحلي قانون أوم', status: 'complete' },
        { conversation_id: analysisConversation, user_id: student.id, role: 'user', content: 'explain photosynthesis please', status: 'complete' },
        { conversation_id: analysisConversation, user_id: student.id, role: 'user', content: 'اختبرني في الكيمياء العضوية', status: 'complete' },
        { conversation_id: analysisConversation, user_id: student.id, role: 'user', content: 'اختبرني في الكيمياء العضوية', status: 'complete' },
      ]);
      let batches = 0;
      const partial = await analyzeMessages(app.context, { batchSize: 100, afterBatch: () => void (batches += 1), shouldStop: () => batches >= 3 });
      expect(partial).toBe(300);
      expect(await analysisRows()).toBe(300);
      // Fresh from its last batch the job still looks alive (another server could be running it) …
      expect((await status()).status).toBe('running');
      // … and once its last batch is older than STALE_AFTER_MS (the process died), it is interrupted.
      await database.knex('admin_jobs').where({ name: ANALYSIS_JOB }).update({ updated_at: new Date(Date.now() - STALE_AFTER_MS - 1_000) });
      const stopped = await status();
      expect(stopped).toMatchObject({ status: 'interrupted', analyzed: 300 });
      expect(stopped.pending).toBeGreaterThan(0);

      const response = await admin.post('/api/admin/analytics/analyze-messages');
      expect(response.status).toBe(200);
      const body = AnalyzeMessagesResponseSchema.parse(await response.json());
      const total = await userMessages();
      expect(body).toEqual({ success: true, analyzed: total - 300, message: 'completed' });
      expect(await analysisRows()).toBe(total);
      expect(await status()).toMatchObject({ status: 'completed', analyzed: total, pending: 0 });

      const filled = await dashboard();
      expect(filled.overview.totalMessages).toBe(total);
      // 1,300 distinct "message n" texts + 3 distinct questions (the quiz request came twice).
      expect(filled.overview.uniqueQueries).toBe(total - 1);
      expect(filled.distributions.language).toEqual({ ar: 3, en: total - 3 });
      expect(filled.distributions.messageType.quiz).toBe(2);
      expect(filled.distributions.messageType.explanation).toBe(2);
      expect(filled.distributions.userType).toEqual({ free: total, premium: 0 });
      expect(filled.distributions.hourlyUsage.reduce((sum, hour) => sum + hour.count, 0)).toBe(total);
      expect(filled.topicTrends[0]).toMatchObject({ topic: 'الفيزياء', subject: 'physics', trendingScore: 100 });
      expect(filled.topicTrends.some((topic) => topic.topic === 'قانون أوم والمقاومة الكهربية' && topic.totalMessages === 1)).toBe(true);
      expect(filled.topicTrends.length).toBeLessThanOrEqual(10);

      const again = AnalyzeMessagesResponseSchema.parse(await (await admin.post('/api/admin/analytics/analyze-messages')).json());
      expect(again).toEqual({ success: true, analyzed: 0, message: 'completed' });
      expect(await dashboard()).toEqual(filled);
    });

    it('only new messages are analysed on the next run, and premium authors count as premium', async () => {
      const premium = await insertUser(database.knex, { name: 'Premium', email: `premium-${randomUUID()}@example.com`, emailVerified: true });
      await database.knex('users').where({ id: premium.id }).update({ is_premium: true, subscription_tier: 'premium_monthly', subscription_end_date: new Date(Date.now() + 86_400_000) });
      const conversation = await insertConversation(database.knex, { userId: premium.id, title: 'Bio', personality: 'coach', subject: 'biology' });
      await database.knex('messages').insert({ conversation_id: conversation.id, user_id: premium.id, role: 'user', content: 'ما هي الخلية؟', status: 'complete' });
      const before = await dashboard();
      const body = AnalyzeMessagesResponseSchema.parse(await (await admin.post('/api/admin/analytics/analyze-messages')).json());
      expect(body.analyzed).toBe(1);
      const after = await dashboard();
      expect(after.overview.totalMessages).toBe(before.overview.totalMessages + 1);
      expect(after.distributions.userType.premium).toBe(1);
      expect(after.distributions.messageType.question).toBe(before.distributions.messageType.question + 1);
    });
  });
});
