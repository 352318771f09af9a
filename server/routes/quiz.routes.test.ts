/**
 * POST /api/generate-quiz over real HTTP on each database: the offline question bank (count by plan, language from
 * the body or the page cookie, the plan gate, validation, the body limit, the rate limit, the same quiz for the same
 * request), and the LLM path against the fake OpenAI-compatible server (valid answers, answers retried until
 * valid, answers never valid, a failing provider).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS, QUIZ_TOPIC_LENGTH } from '../../contract/constants';
import { GenerateQuizResponseSchema, type QuizQuestion } from '../../contract/learning';
import { insertUser, updateUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { QUIZ_RATE_LIMITS } from '../services/learning/quiz.service';
import { startFakeOpenAI, type FakeOpenAI, type FakeResponse } from '../testing/fake-openai';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const PASSWORD = 'correct horse 1';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** What a model answers: `count` questions, right answer first (the server reorders the options). */
function modelQuestions(count: number): QuizQuestion[] {
  return Array.from({ length: count }, (_, index) => ({
    question: `ما ناتج $${index + 2} \\times 3$؟`,
    options: [`$${(index + 2) * 3}$`, `$${(index + 2) * 3 + 1}$`, `$${(index + 2) * 3 - 1}$`, `$${(index + 2) * 3 + 10}$`],
    correctAnswer: 0,
    explanation: `لأن $${index + 2} \\times 3 = ${(index + 2) * 3}$.`,
  }));
}

const modelAnswer = (questions: unknown): FakeResponse => ({ kind: 'text', chunks: [JSON.stringify({ questions })] });

describeEachDatabase('POST /api/generate-quiz', (database) => {
  let app: RunningApp;
  let counter = 0;
  beforeAll(async () => {
    app = await startTestApp(database.knex, {}, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  function visitor(target: Pick<RunningApp, 'baseUrl'> = app, headers: Record<string, string> = {}): TestClient {
    return createTestClient(target, {
      'X-Anonymous-Id': `user_${Date.now()}_${randomUUID().slice(0, 8)}`,
      'X-Device-Id': randomUUID(),
      ...headers,
    });
  }

  async function student(target: RunningApp, options: { premium?: boolean } = {}): Promise<TestClient> {
    const user = await insertUser(database.knex, { name: 'طالب', email: `quiz-${(counter += 1)}-${randomUUID()}@example.com`, passwordHash: await hashPassword(PASSWORD) });
    if (options.premium) {
      await updateUser(database.knex, user.id, { isPremium: true, subscriptionTier: 'premium_monthly', subscriptionEndDate: new Date(Date.now() + YEAR_MS) });
    }
    const browser = createTestClient(target);
    expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    return browser;
  }

  async function quizOf(response: Response): Promise<QuizQuestion[]> {
    expect(response.status).toBe(200);
    return GenerateQuizResponseSchema.parse(await response.json()).questions;
  }

  describe('from the offline question bank', () => {
    it(`a visitor gets ${QUIZ_QUESTIONS.free} valid questions on a free subject, in Arabic by default`, async () => {
      const questions = await quizOf(await visitor().post('/api/generate-quiz', { topic: 'حل المعادلة التربيعية', subject: 'math' }));
      expect(questions).toHaveLength(QUIZ_QUESTIONS.free);
      expect(new Set(questions.map((question) => question.question)).size).toBe(questions.length);
      for (const question of questions) expect(question.question).toMatch(ARABIC_LETTER);
    });

    it(`a premium student gets ${QUIZ_QUESTIONS.premium} questions, premium subjects included`, async () => {
      const browser = await student(app, { premium: true });
      expect(await quizOf(await browser.post('/api/generate-quiz', { topic: 'قانون أوم', subject: 'physics' }))).toHaveLength(QUIZ_QUESTIONS.premium);
      expect(await quizOf(await browser.post('/api/generate-quiz', { topic: 'الخلية', subject: 'biology' }))).toHaveLength(QUIZ_QUESTIONS.premium);
    });

    it('a free student gets the free count', async () => {
      const browser = await student(app);
      expect(await quizOf(await browser.post('/api/generate-quiz', { topic: 'Ohm law', subject: 'physics' }))).toHaveLength(QUIZ_QUESTIONS.free);
    });

    it('writes the questions in the language asked for, else in the page language', async () => {
      const asked = await quizOf(await visitor().post('/api/generate-quiz', { topic: 'quadratic equations', subject: 'math', language: 'en' }));
      for (const question of asked) expect(question.question).not.toMatch(ARABIC_LETTER);
      const englishPage = await quizOf(await visitor(app, { Cookie: 'language=en' }).post('/api/generate-quiz', { topic: 'Newton', subject: 'physics' }));
      for (const question of englishPage) expect(question.question).not.toMatch(ARABIC_LETTER);
      const overridden = await quizOf(await visitor(app, { Cookie: 'language=en' }).post('/api/generate-quiz', { topic: 'نيوتن', subject: 'physics', language: 'ar' }));
      for (const question of overridden) expect(question.question).toMatch(ARABIC_LETTER);
    });

    it('the same request gives the same quiz', async () => {
      const body = { topic: 'المشتقات', subject: 'math' };
      const first = await quizOf(await visitor().post('/api/generate-quiz', body));
      const second = await quizOf(await visitor().post('/api/generate-quiz', body));
      expect(second).toEqual(first);
    });

    it('a free student or visitor asking for a premium subject gets 403, with the plan message in the page language', async () => {
      const fromVisitor = await visitor().post('/api/generate-quiz', { topic: 'الأحماض', subject: 'chemistry' });
      expect(fromVisitor.status).toBe(403);
      const body = (await fromVisitor.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('plan:premium_required');
      expect(body.error.message).toMatch(ARABIC_LETTER);
      const free = await student(app);
      free.cookies.set('language', 'en');
      const fromStudent = await free.post('/api/generate-quiz', { topic: 'History of Egypt', subject: 'history' });
      expect(fromStudent.status).toBe(403);
      expect(((await fromStudent.json()) as { error: { message: string } }).error.message).not.toMatch(ARABIC_LETTER);
    });

    it.each([
      ['a missing topic', { subject: 'math' }, 'topic'],
      ['an empty topic', { topic: '   ', subject: 'math' }, 'topic'],
      [`a topic over ${QUIZ_TOPIC_LENGTH} characters`, { topic: 'س'.repeat(QUIZ_TOPIC_LENGTH + 1), subject: 'math' }, 'topic'],
      ['a missing subject', { topic: 'المعادلات' }, 'subject'],
      ['an unknown subject', { topic: 'المعادلات', subject: 'astrology' }, 'subject'],
      ['an unknown language', { topic: 'المعادلات', subject: 'math', language: 'fr' }, 'language'],
    ])('rejects %s with 400 naming the field', async (_case, body, field) => {
      const response = await visitor().post('/api/generate-quiz', body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
      expect(Object.keys(error.fields)).toContain(field);
    });

    it('accepts a topic of exactly the maximum length', async () => {
      const response = await visitor().post('/api/generate-quiz', { topic: 'م'.repeat(QUIZ_TOPIC_LENGTH), subject: 'math' });
      expect(await quizOf(response)).toHaveLength(QUIZ_QUESTIONS.free);
    });

    it('refuses an oversized body with 413', async () => {
      const response = await visitor().post('/api/generate-quiz', { topic: 'x'.repeat(200_000), subject: 'math' });
      expect(response.status).toBe(413);
    });
  });

  describe('the rate limit', () => {
    let limited: RunningApp;
    beforeAll(async () => {
      limited = await startTestApp(database.knex);
    });
    afterAll(() => limited.close());

    it(`a caller's quiz number ${QUIZ_RATE_LIMITS.perCaller.points + 1} within a minute gets 429 with Retry-After; another caller is not affected`, async () => {
      const browser = await student(limited);
      for (let index = 0; index < QUIZ_RATE_LIMITS.perCaller.points; index += 1) {
        expect((await browser.post('/api/generate-quiz', { topic: 'الاشتقاق', subject: 'math' })).status).toBe(200);
      }
      const refused = await browser.post('/api/generate-quiz', { topic: 'الاشتقاق', subject: 'math' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await (await student(limited)).post('/api/generate-quiz', { topic: 'الاشتقاق', subject: 'math' })).status).toBe(200);
    });
  });

  describe('from the LLM', () => {
    let fake: FakeOpenAI;
    let llmApp: RunningApp;
    beforeAll(async () => {
      fake = await startFakeOpenAI();
      const tutor = { ...app.context.config.tutor, llm: { baseURL: fake.baseURL, apiKey: undefined, model: 'quiz-test-model' }, maxRetries: 0 };
      llmApp = await startTestApp(database.knex, { tutor }, { relaxedRateLimits: true });
    });
    afterAll(async () => {
      await llmApp.close();
      await fake.close();
    });

    it("returns the model's questions, options reordered with the right answer kept", async () => {
      const written = modelQuestions(QUIZ_QUESTIONS.free + 1);
      fake.script(modelAnswer(written));
      const before = fake.requests.length;
      const questions = await quizOf(await visitor(llmApp).post('/api/generate-quiz', { topic: 'جدول الضرب', subject: 'math' }));
      expect(fake.requests.length - before).toBe(1);
      expect(questions).toHaveLength(QUIZ_QUESTIONS.free);
      questions.forEach((question, index) => {
        const original = written[index];
        expect(question.question).toBe(original?.question);
        expect([...question.options].sort()).toEqual([...(original?.options ?? [])].sort());
        expect(question.options[question.correctAnswer]).toBe(original?.options[0]);
      });
      // Not every right answer stays first.
      expect(questions.some((question) => question.correctAnswer !== 0)).toBe(true);
      const request = fake.requests.at(-1);
      const userPrompt = String(request?.messages.find((message) => message.role === 'user')?.content);
      expect(userPrompt).toContain('جدول الضرب');
      expect(userPrompt).toContain(String(QUIZ_QUESTIONS.free));
    });

    it('asks a premium student’s model for the premium count', async () => {
      fake.script(modelAnswer(modelQuestions(QUIZ_QUESTIONS.premium)));
      const browser = await student(llmApp, { premium: true });
      expect(await quizOf(await browser.post('/api/generate-quiz', { topic: 'Multiplication', subject: 'math', language: 'en' }))).toHaveLength(QUIZ_QUESTIONS.premium);
      expect(String(fake.requests.at(-1)?.messages.find((message) => message.role === 'user')?.content)).toContain('Language: English');
    });

    it('retries answers that are not valid JSON and succeeds on the third', async () => {
      fake.script({ kind: 'text', chunks: ['{"questions": [{"question": '] }, { kind: 'text', chunks: ['Sure! Here is your quiz.'] }, modelAnswer(modelQuestions(QUIZ_QUESTIONS.free)));
      const before = fake.requests.length;
      expect(await quizOf(await visitor(llmApp).post('/api/generate-quiz', { topic: 'الضرب', subject: 'math' }))).toHaveLength(QUIZ_QUESTIONS.free);
      expect(fake.requests.length - before).toBe(3);
    });

    it('answers 502 tutor:malformed when the model never gives a usable quiz', async () => {
      const tooFew = modelQuestions(QUIZ_QUESTIONS.free - 1);
      const threeOptions = modelQuestions(QUIZ_QUESTIONS.free).map((question) => ({ ...question, options: question.options.slice(0, 3) }));
      fake.script({ kind: 'text', chunks: ['{"questions": ['] }, modelAnswer(tooFew), modelAnswer(threeOptions));
      const before = fake.requests.length;
      const response = await visitor(llmApp).post('/api/generate-quiz', { topic: 'الضرب', subject: 'math' });
      expect(response.status).toBe(502);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('tutor:malformed');
      expect(error.message).toMatch(ARABIC_LETTER);
      expect(fake.requests.length - before).toBe(3);
    });

    it('answers 503 tutor:unavailable when the provider fails', async () => {
      fake.script({ kind: 'error', status: 500 });
      const response = await visitor(llmApp).post('/api/generate-quiz', { topic: 'الضرب', subject: 'math' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'tutor:unavailable' } });
    });

    it('checks the plan before calling the model', async () => {
      const before = fake.requests.length;
      expect((await visitor(llmApp).post('/api/generate-quiz', { topic: 'الأحماض', subject: 'chemistry' })).status).toBe(403);
      expect(fake.requests.length).toBe(before);
    });
  });
});
