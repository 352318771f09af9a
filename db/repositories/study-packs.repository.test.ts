/** Study packs: the seed on both engines, reading them back in the contract shape, and the content's own rules. */
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { StudyPackSchema, StudyPacksResponseSchema } from '../../contract/learning';
import { studyPackCategories } from '../../contract/values';
import { studyPacks } from '../seeds/content/study-packs';
import { runSeeds, seedDatabase } from '../seeds/index';
import { studyPacksSeed, toStudyPackRecord } from '../seeds/study-packs.seed';
import { describeEachDatabase } from '../testing';
import { findStudyPackById, listStudyPacks, upsertStudyPacks } from './study-packs.repository';

const MIN_PACKS_PER_CATEGORY = 6;
const MIN_POINTS_PER_PACK = 8;
const ID_COLUMN_LENGTH = 64;

const SUBJECT_OF_CATEGORY = { chemistry: 'chemistry', physics: 'physics', mathematics: 'math', biology: 'biology' } as const;
const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER_TOUCHING_ARABIC_LETTER = /[\u0621-\u064A][A-Za-z]|[A-Za-z][\u0621-\u064A]/;

const allPoints = studyPacks.flatMap((pack) => [
  ...pack.points.ar.map((text) => ({ pack: pack.id, language: 'ar', text })),
  ...pack.points.en.map((text) => ({ pack: pack.id, language: 'en', text })),
]);
const allTexts = [...studyPacks.flatMap((pack) => [pack.title.ar, pack.title.en]), ...allPoints.map((point) => point.text)];

/** The `$…$` formulas of a text, or null when its dollar signs do not pair up. */
function formulasOf(text: string): string[] | null {
  const parts = text.split('$');
  if (parts.length % 2 === 0) return null;
  return parts.filter((_, index) => index % 2 === 1);
}

/** The text around the formulas (what a reader sees as prose). */
function proseOf(text: string): string {
  return text
    .split('$')
    .filter((_, index) => index % 2 === 0)
    .join(' ');
}

describeEachDatabase('study packs', (db) => {
  it('the seed stores every study pack, in the order of the content list', async () => {
    await runSeeds(db.knex, [studyPacksSeed]);

    const stored = await listStudyPacks(db.knex);
    expect(stored.map((pack) => pack.id)).toEqual(studyPacks.map((pack) => pack.id));
    const sortOrders = await db.knex('study_packs').orderBy('sort_order').pluck('sort_order');
    expect(sortOrders.map(Number)).toEqual(studyPacks.map((_, index) => index));
  });

  it('seeding again on the next start changes nothing, not even the timestamps', async () => {
    const rowsBefore = await db.knex('study_packs').orderBy('id');

    await seedDatabase(db.knex);
    await seedDatabase(db.knex);

    expect(await db.knex('study_packs').orderBy('id')).toEqual(rowsBefore);
    const again = await upsertStudyPacks(db.knex, studyPacks.map(toStudyPackRecord));
    expect(again).toEqual({ inserted: 0, updated: 0 });
  });

  it('an edited pack is updated in place and keeps its created_at; the next seed restores the shipped text', async () => {
    const [first] = studyPacks.map(toStudyPackRecord);
    if (!first) throw new Error('no study packs to seed');
    const rowBefore = await db.knex('study_packs').where({ id: first.id }).first();

    const result = await upsertStudyPacks(db.knex, [{ ...first, titleEn: 'Edited title', summary: ['نقطة واحدة'] }]);

    expect(result).toEqual({ inserted: 0, updated: 1 });
    expect(await findStudyPackById(db.knex, first.id)).toMatchObject({ titleEn: 'Edited title', summary: ['نقطة واحدة'] });
    const rowAfter = await db.knex('study_packs').where({ id: first.id }).first();
    expect(rowAfter.created_at).toEqual(rowBefore.created_at);
    const counted = await db.knex('study_packs').count({ count: '*' }).first();
    expect(Number(counted?.count)).toBe(studyPacks.length);

    await seedDatabase(db.knex);
    expect(await findStudyPackById(db.knex, first.id)).toMatchObject({ titleEn: first.titleEn, summary: first.summary });
  });

  it('a subject filter returns only that subject’s packs, still in order', async () => {
    const mathPacks = await listStudyPacks(db.knex, { subject: 'math' });

    expect(mathPacks.map((pack) => pack.id)).toEqual(studyPacks.filter((pack) => pack.subject === 'math').map((pack) => pack.id));
    expect(mathPacks.every((pack) => pack.category === 'mathematics')).toBe(true);
    expect(await listStudyPacks(db.knex, { subject: 'history' })).toEqual([]);
  });

  it('a pack is read back whole in the contract shape, Arabic and English; an unknown id gives null', async () => {
    const pack = studyPacks.find((candidate) => candidate.id === 'phys-newton-laws');
    if (!pack) throw new Error('phys-newton-laws is missing from the content');

    expect(await findStudyPackById(db.knex, 'phys-newton-laws')).toEqual({
      id: pack.id,
      title: pack.title.ar,
      titleEn: pack.title.en,
      subject: 'physics',
      level: pack.level,
      icon: pack.icon,
      category: 'physics',
      summary: pack.points.ar,
      summaryEn: pack.points.en,
    });
    expect(await findStudyPackById(db.knex, 'no-such-pack')).toBeNull();
  });

  it('every stored pack validates against the StudyPack contract', async () => {
    const stored = await listStudyPacks(db.knex);

    expect(stored).toHaveLength(studyPacks.length);
    expect(StudyPacksResponseSchema.safeParse(stored).success).toBe(true);
  });
});

describe('study pack content', () => {
  it.each(studyPackCategories)('%s has at least six packs of at least eight points, as many in English as in Arabic', (category) => {
    const packs = studyPacks.filter((pack) => pack.category === category);

    expect(packs.length).toBeGreaterThanOrEqual(MIN_PACKS_PER_CATEGORY);
    for (const pack of packs) {
      expect(pack.points.ar.length, pack.id).toBeGreaterThanOrEqual(MIN_POINTS_PER_PACK);
      expect(pack.points.en.length, pack.id).toBe(pack.points.ar.length);
    }
  });

  it('every pack is a valid StudyPack whose subject matches its category and whose id is a unique slug', () => {
    for (const pack of studyPacks) {
      const record = toStudyPackRecord(pack, 0);
      expect(StudyPackSchema.safeParse(record).success, pack.id).toBe(true);
      expect(pack.subject, pack.id).toBe(SUBJECT_OF_CATEGORY[pack.category]);
      expect(pack.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(pack.id.length).toBeLessThanOrEqual(ID_COLUMN_LENGTH);
    }
    expect(new Set(studyPacks.map((pack) => pack.id)).size).toBe(studyPacks.length);
  });

  it('Arabic texts are written in Arabic and English texts contain no Arabic', () => {
    for (const pack of studyPacks) {
      expect(pack.title.ar, pack.id).toMatch(ARABIC_LETTER);
      expect(pack.title.en, pack.id).not.toMatch(ARABIC_LETTER);
    }
    for (const point of allPoints) {
      const prose = proseOf(point.text);
      if (point.language === 'ar') expect(prose, point.pack).toMatch(ARABIC_LETTER);
      else expect(point.text, point.pack).not.toMatch(ARABIC_LETTER);
      expect(prose, point.pack).not.toMatch(LATIN_LETTER_TOUCHING_ARABIC_LETTER);
    }
  });

  it('every formula sits between a pair of $ signs and renders with KaTeX', () => {
    for (const text of allTexts) {
      // A lost backslash escape in the source (\f, \t, \b, \r, \v…) turns into a control character.
      expect(text).not.toMatch(/[\u0000-\u001f]/);
      const formulas = formulasOf(text);
      expect(formulas, `unpaired $ in: ${text}`).not.toBeNull();
      for (const formula of formulas ?? []) {
        expect(formula.trim(), text).not.toBe('');
        // An unescaped % starts a LaTeX comment and silently swallows the rest of the formula.
        expect(formula, text).not.toMatch(/(^|[^\\])%/);
        expect(() => katex.renderToString(formula, { throwOnError: true, strict: 'error' }), formula).not.toThrow();
      }
    }
  });
});
