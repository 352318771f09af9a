/** Messages used per subject (user, device or IP) per Cairo day: the free daily cap is counted here. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'daily_usage', (t, c) => {
    t.increments('id');
    t.string('subject_kind', 16).notNullable();
    t.string('subject_key', 128).notNullable();
    t.string('cairo_day', 10).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    c.datetimeNow('updated_at').notNullable();
    t.unique(['subject_kind', 'subject_key', 'cairo_day'], { indexName: 'daily_usage_subject_day_unique' });
    t.index(['cairo_day'], 'daily_usage_cairo_day_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'daily_usage');
}
