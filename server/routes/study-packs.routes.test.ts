/**
 * GET /api/study-packs over real HTTP on each database, after the real seed: every pack in display order, one
 * subject's packs with ?subject=, a refused unknown subject, and the public five-minute cache.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../contract/common';
import { StudyPacksResponseSchema } from '../../contract/learning';
import { studyPackCategories } from '../../contract/values';
import { studyPacks } from '../../db/seeds/content/study-packs';
import { runSeeds } from '../../db/seeds/index';
import { studyPacksSeed } from '../../db/seeds/study-packs.seed';
import { describeEachDatabase } from '../../db/testing';
import { createTestClient, startTestApp, type RunningApp } from '../testing';

describeEachDatabase('GET /api/study-packs', (database) => {
  let app: RunningApp;
  beforeAll(async () => {
    await runSeeds(database.knex, [studyPacksSeed]);
    app = await startTestApp(database.knex);
  });
  afterAll(() => app.close());

  const get = (path: string) => createTestClient(app).get(path);

  it('a visitor gets every seeded pack, in display order, in both languages, cacheable for five minutes', async () => {
    const response = await get('/api/study-packs');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const packs = StudyPacksResponseSchema.parse(await response.json());
    expect(packs.map((pack) => pack.id)).toEqual(studyPacks.map((pack) => pack.id));
    const first = studyPacks[0];
    expect(packs[0]).toEqual({
      id: first?.id,
      title: first?.title.ar,
      titleEn: first?.title.en,
      subject: first?.subject,
      level: first?.level,
      icon: first?.icon,
      category: first?.category,
      summary: first?.points.ar,
      summaryEn: first?.points.en,
    });
  });

  it('the seed has 43 packs and every category has some: 10 chemistry, 11 physics, 10 mathematics, 12 biology', async () => {
    const packs = StudyPacksResponseSchema.parse(await (await get('/api/study-packs')).json());
    const countOf = (category: string) => packs.filter((pack) => pack.category === category).length;
    expect(packs).toHaveLength(43);
    expect(Object.fromEntries(studyPackCategories.map((category) => [category, countOf(category)]))).toEqual({
      chemistry: 10,
      physics: 11,
      mathematics: 10,
      biology: 12,
    });
  });

  it('?subject=physics returns only the physics packs, in the same order', async () => {
    const response = await get('/api/study-packs?subject=physics');
    expect(response.status).toBe(200);
    const packs = StudyPacksResponseSchema.parse(await response.json());
    expect(packs.map((pack) => pack.id)).toEqual(studyPacks.filter((pack) => pack.subject === 'physics').map((pack) => pack.id));
    expect(packs.length).toBeGreaterThan(0);
    expect(new Set(packs.map((pack) => pack.subject))).toEqual(new Set(['physics']));
  });

  it('?subject=math returns the mathematics packs; a subject without packs returns an empty list', async () => {
    const math = StudyPacksResponseSchema.parse(await (await get('/api/study-packs?subject=math')).json());
    expect(math).toHaveLength(10);
    expect(math.every((pack) => pack.category === 'mathematics')).toBe(true);
    const history = await get('/api/study-packs?subject=history');
    expect(history.status).toBe(200);
    expect(await history.json()).toEqual([]);
  });

  it.each([
    ['an unknown subject', '?subject=astrology'],
    ['a category name instead of a subject', '?subject=mathematics'],
    ['an empty subject', '?subject='],
    ['two subjects', '?subject=math&subject=physics'],
  ])('%s is refused with 400 on the subject field', async (_label, query) => {
    const response = await get(`/api/study-packs${query}`);
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(await response.json()).error).toMatchObject({
      code: 'validation:invalid',
      fields: { subject: ['validation.invalid'] },
    });
  });
});
