/** Page views reported by the client: unique visitors and sessions per Cairo day, top pages per window. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'page_views', (t, c) => {
    t.bigIncrements('id');
    t.string('session_id', 64).nullable();
    t.string('device_id', 64).nullable();
    c.userId('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('path', 512).notNullable();
    t.string('referrer', 1024).nullable();
    t.string('cairo_day', 10).notNullable();
    c.datetimeNow('created_at').notNullable();
    t.index(['created_at', 'path'], 'page_views_created_path_index');
    t.index(['cairo_day', 'device_id'], 'page_views_day_device_index');
    t.index(['cairo_day', 'session_id'], 'page_views_day_session_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'page_views');
}
