/**
 * POST /api/feedback over real HTTP on each database: a visitor's and a signed-in student's submissions are
 * stored with who sent them, every invalid field is refused with 400 naming that field, an oversized body with
 * 413, and the sixth submission from one IP within ten minutes with 429.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../contract/common';
import { FeedbackResponseSchema } from '../../contract/feedback';
import { listFeedback, type Feedback } from '../../db/repositories/feedback.repository';
import { insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { FEEDBACK_RATE_LIMIT } from '../services/learning/feedback.service';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const PASSWORD = 'correct horse 1';
const METADATA = { userAgent: 'Mozilla/5.0 (Android 14)', url: 'http://localhost/chat', timestamp: '2025-03-01T10:00:00.000Z', language: 'ar' };

describeEachDatabase('POST /api/feedback', (database) => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startTestApp(database.knex, {}, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  /** A unique title, so each test finds its own rows among everything stored in this database. */
  const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

  async function storedWithTitle(title: string): Promise<Feedback[]> {
    return (await listFeedback(database.knex, { limit: 1000 })).filter((feedback) => feedback.title === title);
  }

  function visitor(anonymousId = `user_${Date.now()}_${randomUUID().slice(0, 8)}`): TestClient {
    return createTestClient(app, { 'X-Anonymous-Id': anonymousId, 'User-Agent': 'FeedbackTest/1.0' });
  }

  describe('valid submissions', () => {
    it("a visitor's bug report is stored with the anonymous id, the client metadata and the user agent the server saw", async () => {
      const anonymousId = `user_${Date.now()}_visitor1`;
      const title = uniqueTitle('زر الإرسال مختفي');
      const response = await visitor(anonymousId).post('/api/feedback', {
        type: 'bug_report',
        category: 'ui_ux',
        title: `  ${title}  `,
        description: 'لا يظهر زر الإرسال على شاشة الهاتف الصغيرة 📱',
        metadata: METADATA,
      });
      expect(response.status).toBe(201);
      const { id } = FeedbackResponseSchema.parse(await response.json());

      const [stored] = await storedWithTitle(title);
      expect(stored).toMatchObject({
        id: Number(id),
        userId: null,
        anonymousId,
        type: 'bug_report',
        rating: null,
        category: 'ui_ux',
        description: 'لا يظهر زر الإرسال على شاشة الهاتف الصغيرة 📱',
        metadata: { ...METADATA, receivedUserAgent: 'FeedbackTest/1.0' },
      });
    });

    it("a signed-in student's rating is stored with the student's id; type defaults to general", async () => {
      const user = await insertUser(database.knex, {
        name: 'منى',
        email: `feedback-${randomUUID()}@example.com`,
        passwordHash: await hashPassword(PASSWORD),
      });
      const browser = createTestClient(app);
      expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);

      const ratingTitle = uniqueTitle('Great tutor');
      const rated = await browser.post('/api/feedback', { type: 'rating', rating: 5, title: ratingTitle, description: 'Explains every step clearly.' });
      expect(rated.status).toBe(201);
      expect(await storedWithTitle(ratingTitle)).toEqual([
        expect.objectContaining({ userId: user.id, anonymousId: null, type: 'rating', rating: 5, category: null }),
      ]);

      const generalTitle = uniqueTitle('Idea');
      expect((await browser.post('/api/feedback', { title: generalTitle, description: 'Add more chemistry packs.' })).status).toBe(201);
      expect(await storedWithTitle(generalTitle)).toEqual([expect.objectContaining({ userId: user.id, type: 'general', rating: null })]);
    });
  });

  describe('invalid submissions', () => {
    const valid = { type: 'general', title: 'Slow replies', description: 'The tutor takes a long time to answer.' };

    it.each([
      ['an unknown type', { type: 'complaint' }, { type: ['validation.invalid'] }],
      ['a missing title', { title: undefined }, { title: ['validation.required'] }],
      ['a title under 3 characters', { title: ' ab ' }, { title: ['validation.feedbackTitleMin'] }],
      ['a title over 120 characters', { title: 'x'.repeat(121) }, { title: ['validation.tooLong'] }],
      ['an empty description', { description: '' }, { description: ['validation.required'] }],
      ['a description under 10 characters', { description: '123456789' }, { description: ['validation.feedbackDescriptionMin'] }],
      ['an unknown category', { category: 'other' }, { category: ['validation.invalid'] }],
      ['a rating of 6', { type: 'rating', rating: 6 }, { rating: ['validation.invalid'] }],
      ['a rating of 0', { type: 'rating', rating: 0 }, { rating: ['validation.invalid'] }],
      ['a fractional rating', { type: 'rating', rating: 3.5 }, { rating: ['validation.invalid'] }],
      ['type rating without a rating', { type: 'rating' }, { rating: ['validation.required'] }],
      ['a rating on a general note', { type: 'general', rating: 4 }, { rating: ['validation.invalid'] }],
      ['a rating on a bug report', { type: 'bug_report', rating: 2 }, { rating: ['validation.invalid'] }],
      ['a malformed metadata timestamp', { metadata: { ...METADATA, timestamp: 'yesterday' } }, { 'metadata.timestamp': ['validation.invalid'] }],
      ['an unknown metadata language', { metadata: { ...METADATA, language: 'fr' } }, { 'metadata.language': ['validation.invalid'] }],
    ])('%s is refused with 400 naming that field, and nothing is stored', async (_label, change, fields) => {
      const title = uniqueTitle('invalid');
      const response = await visitor().post('/api/feedback', { ...valid, title, ...change });
      expect(response.status).toBe(400);
      expect(ApiErrorBodySchema.parse(await response.json()).error).toEqual({ code: 'validation:invalid', message: 'Invalid request', fields });
      expect(await storedWithTitle(title)).toEqual([]);
    });

    it('a body that is not an object is refused with 400', async () => {
      const response = await visitor().request('/api/feedback', { method: 'POST', json: ['not', 'a', 'form'] });
      expect(response.status).toBe(400);
    });

    it('an oversized body is refused with 413 before it is read, and nothing is stored', async () => {
      const title = uniqueTitle('huge');
      const response = await visitor().post('/api/feedback', { ...valid, title, description: 'x'.repeat(200_000) });
      expect(response.status).toBe(413);
      expect(ApiErrorBodySchema.parse(await response.json()).error.code).toBe('http:payload_too_large');
      expect(await storedWithTitle(title)).toEqual([]);
    });
  });

  describe('rate limit', () => {
    let limitedApp: RunningApp;
    beforeAll(async () => {
      limitedApp = await startTestApp(database.knex);
    });
    afterAll(() => limitedApp.close());

    it('the sixth submission from one IP within ten minutes gets 429 with Retry-After and is not stored', async () => {
      const title = uniqueTitle('repeated');
      const body = { title, description: 'The same note sent again and again.' };
      // A different visitor id on each call: the limit follows the address, not the id the client chooses.
      const fromNewVisitor = () =>
        createTestClient(limitedApp, { 'X-Anonymous-Id': `user_${Date.now()}_${randomUUID().slice(0, 8)}` }).post('/api/feedback', body);
      for (let attempt = 0; attempt < FEEDBACK_RATE_LIMIT.points; attempt += 1) {
        expect((await fromNewVisitor()).status).toBe(201);
      }
      const refused = await fromNewVisitor();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(ApiErrorBodySchema.parse(await refused.json()).error.code).toBe('rate:limited');
      expect(await storedWithTitle(title)).toHaveLength(FEEDBACK_RATE_LIMIT.points);
    });
  });
});
