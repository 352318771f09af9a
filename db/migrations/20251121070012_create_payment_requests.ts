/** Manual mobile-wallet payments awaiting admin review (pending → approved | rejected). */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'payment_requests', (t, c) => {
    t.string('id', 36).primary();
    c.userId('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('user_name', 120).notNullable();
    t.string('user_phone', 32).notNullable();
    t.string('sender_phone', 32).nullable();
    t.integer('amount').notNullable();
    t.string('plan', 32).notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.text('notes').nullable();
    t.string('screenshot_file_id', 36).nullable().references('id').inTable('uploaded_files').onDelete('SET NULL');
    c.datetimeNow('created_at').notNullable();
    c.datetime('processed_at').nullable();
    t.string('processed_by', 120).nullable();
    t.index(['status', 'created_at'], 'payment_requests_status_created_index');
    t.index(['user_id', 'created_at'], 'payment_requests_user_created_index');
    t.index(['created_at'], 'payment_requests_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'payment_requests');
}
