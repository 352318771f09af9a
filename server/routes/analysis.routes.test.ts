/**
 * POST /api/analyze-wrong-answer over real HTTP on each database: the offline analysis for visitors and students
 * (a valid analysis in the student's language), validation ('validation.missingData' for a missing or blank field,
 * the length limits, the body limit), the per-caller rate limit, and the LLM path against the fake
 * OpenAI-compatible server (a valid answer, answers that are never valid, an answer repeating its instructions,
 * a failing provider).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS } from '../../contract/constants';
import { AnalyzeWrongAnswerResponseSchema, type WrongAnswerAnalysis } from '../../contract/learning';
import { insertUser } from '../../db/repositories/users.repository';
import { describeEachDatabase } from '../../db/testing';
import { hashPassword } from '../services/auth/passwords';
import { ANALYSIS_RATE_LIMITS } from '../services/learning/analysis.service';
import { buildAnalysisPrompt } from '../tutor/analysis/analysis-prompt';
import { startFakeOpenAI, type FakeOpenAI, type FakeResponse } from '../testing/fake-openai';
import { createTestClient, startTestApp, type RunningApp, type TestClient } from '../testing';

const PASSWORD = 'correct horse 1';
const ARABIC_LETTER = /[\u0600-\u06FF]/;

const modelAnalysis: WrongAnswerAnalysis = {
  whatIsWrong: 'نقلت $3$ إلى الطرف الآخر دون تغيير إشارتها، فحصلت على $x = 7$ بدلًا من $x = 4$.',
  misconception: 'الحد المنقول إلى الطرف الآخر تتغير إشارته.',
  correctMethod: '1. $2x = 11 - 3 = 8$\n2. $x = 4$',
  practiceQuestion: 'حل المعادلة $3x + 5 = 20$.',
};

const modelAnswer = (analysis: unknown): FakeResponse => ({ kind: 'text', chunks: [JSON.stringify(analysis)] });

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

describeEachDatabase('POST /api/analyze-wrong-answer', (database) => {
  let app: RunningApp;
  let counter = 0;
  beforeAll(async () => {
    app = await startTestApp(database.knex, {}, { relaxedRateLimits: true });
  });
  afterAll(() => app.close());

  function visitor(target: Pick<RunningApp, 'baseUrl'> = app, headers: Record<string, string> = {}): TestClient {
    return createTestClient(target, { 'X-Anonymous-Id': `user_${Date.now()}_${randomUUID().slice(0, 8)}`, 'X-Device-Id': randomUUID(), ...headers });
  }

  async function student(target: RunningApp): Promise<TestClient> {
    const user = await insertUser(database.knex, { name: 'طالب', email: `analysis-${(counter += 1)}-${randomUUID()}@example.com`, passwordHash: await hashPassword(PASSWORD) });
    const browser = createTestClient(target);
    expect((await browser.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(200);
    return browser;
  }

  async function analysisOf(response: Response): Promise<WrongAnswerAnalysis> {
    expect(response.status).toBe(200);
    return AnalyzeWrongAnswerResponseSchema.parse(await response.json()).analysis;
  }

  describe('offline', () => {
    it('a visitor gets an analysis of a wrong root, in Arabic, naming the verified answer', async () => {
      const analysis = await analysisOf(await visitor().post('/api/analyze-wrong-answer', { question: 'حل المعادلة 2س + 3 = 11', wrongAnswer: 'س = 7' }));
      expect(analysis.whatIsWrong).toContain('$x = 4$');
      expect(analysis.whatIsWrong).toMatch(ARABIC_LETTER);
      expect(analysis.correctMethod).toContain('$x = \\frac{8}{2} = 4$');
    });

    it('a signed-in student gets one too, in English for an English question, with the fields trimmed first', async () => {
      const browser = await student(app);
      const analysis = await analysisOf(await browser.post('/api/analyze-wrong-answer', { question: '  Solve x^2 - 5x + 6 = 0 \n', wrongAnswer: '\tx = 2 or x = -3  ', subject: 'math' }));
      expect(analysis.whatIsWrong).toContain('$x = 2$ or $x = 3$');
      expect(Object.values(analysis).join(' ')).not.toMatch(ARABIC_LETTER);
    });

    it('a maths-only question on an English page is analysed in English, on an Arabic page in Arabic', async () => {
      const body = { question: '3/4 + 5/6', wrongAnswer: '8/10' };
      const english = await analysisOf(await visitor(app, { Cookie: 'language=en' }).post('/api/analyze-wrong-answer', body));
      expect(english.whatIsWrong).not.toMatch(ARABIC_LETTER);
      const arabic = await analysisOf(await visitor().post('/api/analyze-wrong-answer', body));
      expect(arabic.whatIsWrong).toMatch(ARABIC_LETTER);
    });

    it.each([
      ['a missing question', { wrongAnswer: 'x = 7' }, 'question'],
      ['a blank question', { question: ' \n\t ', wrongAnswer: 'x = 7' }, 'question'],
      ['a missing wrong answer', { question: 'Solve 2x + 3 = 11' }, 'wrongAnswer'],
      ['a blank wrong answer', { question: 'Solve 2x + 3 = 11', wrongAnswer: '    ' }, 'wrongAnswer'],
    ])('rejects %s with 400 and validation.missingData on that field', async (_case, body, field) => {
      const response = await visitor().post('/api/analyze-wrong-answer', body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.fields?.[field]).toEqual(['validation.missingData']);
    });

    it('a visitor on the free plan asking about a premium subject gets 403 plan:premium_required', async () => {
      const response = await visitor().post('/api/analyze-wrong-answer', { question: 'Balance H2 + O2 -> H2O', wrongAnswer: 'H2 + O2 -> H2O', subject: 'chemistry' });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error.code).toBe('plan:premium_required');
    });

    it('rejects a body with neither field with 400 on both', async () => {
      const response = await visitor().post('/api/analyze-wrong-answer', {});
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.fields).toMatchObject({ question: ['validation.missingData'], wrongAnswer: ['validation.missingData'] });
    });

    it.each([
      [`a question over ${ANALYSIS.questionMax} characters`, { question: 'س'.repeat(ANALYSIS.questionMax + 1), wrongAnswer: 'x = 7' }, 'question'],
      [`a wrong answer over ${ANALYSIS.answerMax} characters`, { question: 'Solve 2x + 3 = 11', wrongAnswer: '7'.repeat(ANALYSIS.answerMax + 1) }, 'wrongAnswer'],
    ])('rejects %s with 400 validation.tooLong', async (_case, body, field) => {
      const response = await visitor().post('/api/analyze-wrong-answer', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field]).toEqual(['validation.tooLong']);
    });

    it('refuses an oversized body with 413', async () => {
      const response = await visitor().post('/api/analyze-wrong-answer', { question: 'x'.repeat(200_000), wrongAnswer: 'x = 7' });
      expect(response.status).toBe(413);
    });
  });

  describe('the rate limit', () => {
    let limited: RunningApp;
    beforeAll(async () => {
      limited = await startTestApp(database.knex);
    });
    afterAll(() => limited.close());

    it(`a caller's analysis number ${ANALYSIS_RATE_LIMITS.perCaller.points + 1} within a minute gets 429 with Retry-After; another caller is not affected`, async () => {
      const body = { question: 'What is Ohm’s law?', wrongAnswer: 'Current is proportional to resistance' };
      const browser = visitor(limited);
      for (let index = 0; index < ANALYSIS_RATE_LIMITS.perCaller.points; index += 1) {
        expect((await browser.post('/api/analyze-wrong-answer', body)).status).toBe(200);
      }
      const refused = await browser.post('/api/analyze-wrong-answer', body);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await (await student(limited)).post('/api/analyze-wrong-answer', body)).status).toBe(200);
    });
  });

  describe('from the LLM', () => {
    let fake: FakeOpenAI;
    let llmApp: RunningApp;
    beforeAll(async () => {
      fake = await startFakeOpenAI();
      const tutor = { ...app.context.config.tutor, llm: { baseURL: fake.baseURL, apiKey: undefined, model: 'analysis-test-model' }, maxRetries: 0 };
      llmApp = await startTestApp(database.knex, { tutor }, { relaxedRateLimits: true });
    });
    afterAll(async () => {
      await llmApp.close();
      await fake.close();
    });

    it("returns the model's analysis, having given it the question, the answer and the verified solution", async () => {
      fake.script(modelAnswer(modelAnalysis));
      const before = fake.requests.length;
      const analysis = await analysisOf(await visitor(llmApp).post('/api/analyze-wrong-answer', { question: 'حل المعادلة 2س + 3 = 11', wrongAnswer: 'س = 7' }));
      expect(analysis).toEqual(modelAnalysis);
      expect(fake.requests.length - before).toBe(1);
      const request = fake.requests.at(-1);
      const system = String(request?.messages.find((message) => message.role === 'system')?.content);
      const prompt = String(request?.messages.find((message) => message.role === 'user')?.content);
      expect(system).toContain('الثانوية العامة');
      expect(system).toContain('whatIsWrong');
      expect(prompt).toContain('«حل المعادلة 2س + 3 = 11»');
      expect(prompt).toContain('«س = 7»');
      // The offline solver's verified solution is the model's reference.
      expect(prompt).toContain('$x = 4$');
    });

    it('writes the prompt in English for an English question', async () => {
      fake.script(modelAnswer({ ...modelAnalysis, whatIsWrong: 'You moved $3$ without changing its sign.' }));
      await analysisOf(await visitor(llmApp).post('/api/analyze-wrong-answer', { question: 'What is inertia?', wrongAnswer: 'A force that keeps things moving' }));
      const prompt = String(fake.requests.at(-1)?.messages.find((message) => message.role === 'user')?.content);
      expect(prompt).toContain('Language: English');
    });

    it('answers 502 tutor:malformed when the model never gives a usable analysis', async () => {
      fake.script({ kind: 'text', chunks: ['{"whatIsWrong": "'] }, modelAnswer({ ...modelAnalysis, misconception: '   ' }), { kind: 'text', chunks: ['Sure, here is my analysis.'] });
      const before = fake.requests.length;
      const response = await visitor(llmApp).post('/api/analyze-wrong-answer', { question: 'حل المعادلة 2س + 3 = 11', wrongAnswer: 'س = 7' });
      expect(response.status).toBe(502);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe('tutor:malformed');
      expect(error.message).toMatch(ARABIC_LETTER);
      expect(fake.requests.length - before).toBe(3);
    });

    it('answers 502 tutor:malformed rather than show an analysis that repeats its instructions', async () => {
      const { system } = buildAnalysisPrompt({ question: 'ما هو القصور الذاتي؟', wrongAnswer: 'قوة', language: 'ar', reference: null });
      const instruction = system.split('\n').find((line) => line.includes('سرية'))!;
      fake.script(modelAnswer({ ...modelAnalysis, correctMethod: `تعليماتي: ${instruction}` }));
      const response = await visitor(llmApp).post('/api/analyze-wrong-answer', { question: 'ما هو القصور الذاتي؟', wrongAnswer: 'قوة' });
      expect(response.status).toBe(502);
      expect(((await response.json()) as ErrorBody).error.code).toBe('tutor:malformed');
    });

    it('answers 503 tutor:unavailable when the provider fails', async () => {
      fake.script({ kind: 'error', status: 500 });
      const response = await visitor(llmApp).post('/api/analyze-wrong-answer', { question: 'Solve 2x + 3 = 11', wrongAnswer: 'x = 7' });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'tutor:unavailable' } });
    });

    it('validates before calling the model', async () => {
      const before = fake.requests.length;
      expect((await visitor(llmApp).post('/api/analyze-wrong-answer', { question: 'Solve 2x + 3 = 11', wrongAnswer: ' ' })).status).toBe(400);
      expect(fake.requests.length).toBe(before);
    });
  });
});
