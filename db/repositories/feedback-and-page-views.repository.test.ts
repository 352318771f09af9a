/** Feedback submissions and page views on both engines. */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import { insertFeedback, listFeedback } from './feedback.repository';
import { insertPageView } from './page-views.repository';

describeEachDatabase('feedback and page views', (db) => {
  it('stores feedback with its rating, category and metadata and lists the newest first', async () => {
    const older = await insertFeedback(db.knex, {
      type: 'general',
      title: 'اقتراح',
      description: 'التطبيق رائع جداً 👏 شكراً',
      createdAt: new Date('2025-11-20T08:00:00.001Z'),
    });
    const newer = await insertFeedback(db.knex, {
      type: 'rating',
      rating: 5,
      category: 'ai_responses',
      title: 'Great tutor',
      description: 'Explains integrals step by step.',
      metadata: { userAgent: 'test', url: '/chat', timestamp: '2025-11-21T00:00:00Z', language: 'ar' },
      anonymousId: 'user_1_abc',
    });
    const listed = await listFeedback(db.knex, { limit: 10 });
    expect(listed.slice(0, 2)).toEqual([newer, older]);
    expect(listed[0]).toMatchObject({ rating: 5, category: 'ai_responses', metadata: { language: 'ar' }, userId: null });
    expect(listed[1]).toMatchObject({ rating: null, category: null, metadata: null, description: 'التطبيق رائع جداً 👏 شكراً' });
    expect(listed[1]?.createdAt.toISOString()).toBe('2025-11-20T08:00:00.001Z');
    expect(await listFeedback(db.knex, { limit: 1, offset: 1 })).toEqual([older]);
  });

  it('records a page view with its Cairo day and cuts an over-long referrer', async () => {
    const view = await insertPageView(db.knex, {
      path: '/study-packs',
      cairoDay: '2025-11-21',
      deviceId: 'device-1',
      sessionId: 'session-1',
      referrer: `https://example.com/${'x'.repeat(2_000)}`,
    });
    expect(view).toMatchObject({ path: '/study-packs', cairoDay: '2025-11-21', userId: null });
    expect(view.referrer).toHaveLength(1024);
    const [stored] = await db.knex('page_views').where({ id: view.id });
    expect(stored).toMatchObject({ path: '/study-packs', cairo_day: '2025-11-21', device_id: 'device-1' });
  });
});
