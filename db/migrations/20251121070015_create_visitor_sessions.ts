/** Visitor sessions for the admin analytics: active now, recent activity, browser/device, entry and referrer. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'visitor_sessions', (t, c) => {
    t.string('id', 64).primary();
    t.string('device_id', 64).nullable();
    c.userId('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.boolean('is_authenticated').notNullable().defaultTo(false);
    t.string('user_agent', 512).nullable();
    t.string('browser', 32).nullable();
    t.string('device_type', 16).nullable();
    t.string('current_page', 512).nullable();
    t.string('referrer', 1024).nullable();
    c.datetimeNow('created_at').notNullable();
    c.datetimeNow('last_activity').notNullable();
    t.index(['last_activity'], 'visitor_sessions_last_activity_index');
    t.index(['created_at'], 'visitor_sessions_created_at_index');
    t.index(['device_id', 'last_activity'], 'visitor_sessions_device_activity_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'visitor_sessions');
}
