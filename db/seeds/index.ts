/**
 * Seed data the app needs in every database (study packs, question banks, …), applied on every start.
 * A seed must therefore be idempotent: it upserts by a natural key and never duplicates or overwrites
 * what users created. Each seed runs in its own transaction, in list order, so a failing seed leaves no
 * half-written data behind. The features that own seeded content add their seed to `seeds`.
 */
import type { Knex } from 'knex';
import { studyPacksSeed } from './study-packs.seed';

export interface Seed {
  /** Shown in logs and errors. */
  readonly name: string;
  run(trx: Knex.Transaction): Promise<void>;
}

/** The seeds applied by seedDatabase, in order. */
export const seeds: readonly Seed[] = [studyPacksSeed];

/** Runs `list` in order, each in its own transaction; returns the names run. */
export async function runSeeds(knex: Knex, list: readonly Seed[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of list) {
    try {
      await knex.transaction((trx) => seed.run(trx));
    } catch (error) {
      throw new Error(`Seed "${seed.name}" failed`, { cause: error });
    }
    ran.push(seed.name);
  }
  return ran;
}

/** Applies the app's seeds; safe to call on every start (expects a migrated database). */
export async function seedDatabase(knex: Knex): Promise<string[]> {
  return runSeeds(knex, seeds);
}
