/** Page views per path per Cairo day: the top-pages list sums a week of these small rows, never page_views. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'page_view_daily', (t) => {
    t.string('cairo_day', 10).notNullable();
    t.string('path', 512).notNullable();
    t.integer('views').notNullable().defaultTo(0);
    t.primary(['cairo_day', 'path']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'page_view_daily');
}
