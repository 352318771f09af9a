/** The seed mechanism: idempotent on every start, all-or-nothing per seed. */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing';
import { runSeeds, seedDatabase, type Seed } from './index';

const studyPackSeed: Seed = {
  name: 'sample-study-pack',
  async run(trx) {
    const row = { id: 'sample-pack', title: 'ملخص', subject: 'physics', level: 'grade12', icon: 'atom', category: 'physics', points: '["a"]' };
    await trx('study_packs').insert(row).onConflict('id').merge(['title', 'points']);
  },
};

const failingSeed: Seed = {
  name: 'half-written',
  async run(trx) {
    await trx('study_packs').insert({ id: 'never-kept', title: 't', subject: 's', level: 'l', icon: 'i', category: 'c', points: '[]' });
    throw new Error('boom');
  },
};

describeEachDatabase('seeds', (db) => {
  it('seedDatabase can run on every start', async () => {
    await expect(seedDatabase(db.knex)).resolves.toEqual(expect.any(Array));
    await expect(seedDatabase(db.knex)).resolves.toEqual(expect.any(Array));
  });

  it('an idempotent seed run twice leaves one row', async () => {
    expect(await runSeeds(db.knex, [studyPackSeed])).toEqual(['sample-study-pack']);
    await runSeeds(db.knex, [studyPackSeed]);
    expect(await db.knex('study_packs').where({ id: 'sample-pack' })).toHaveLength(1);
  });

  it('a failing seed is named in the error and leaves nothing behind', async () => {
    await expect(runSeeds(db.knex, [failingSeed])).rejects.toThrow('Seed "half-written" failed');
    expect(await db.knex('study_packs').where({ id: 'never-kept' })).toHaveLength(0);
  });
});
