/** Ready-made study summary packs (seeded, bilingual); `points` is a JSON list of summary points. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'study_packs', (t, c) => {
    t.string('id', 64).primary();
    t.string('title', 255).notNullable();
    t.string('title_en', 255).nullable();
    t.string('subject', 32).notNullable();
    t.string('level', 32).notNullable();
    t.string('icon', 32).notNullable();
    t.string('category', 32).notNullable();
    c.jsonText('points').notNullable();
    c.jsonText('points_en').nullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    c.datetimeNow('created_at').notNullable();
    c.datetimeNow('updated_at').notNullable();
    t.index(['subject', 'sort_order'], 'study_packs_subject_sort_index');
    t.index(['sort_order'], 'study_packs_sort_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'study_packs');
}
