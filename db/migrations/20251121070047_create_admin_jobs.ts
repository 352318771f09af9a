/**
 * Progress of the admin background jobs (the message analysis): status, how many rows were processed and the last
 * message id committed, so a restarted server resumes where the previous one stopped.
 */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'admin_jobs', (t, c) => {
    t.string('name', 64).primary();
    t.string('status', 16).notNullable();
    t.bigInteger('processed').notNullable().defaultTo(0);
    t.bigInteger('last_message_id').notNullable().defaultTo(0);
    t.string('error', 512).nullable();
    c.datetime('started_at').nullable();
    c.datetime('finished_at').nullable();
    c.datetimeNow('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'admin_jobs');
}
