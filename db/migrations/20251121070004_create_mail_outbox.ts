/** Outgoing mail: every message is recorded; without SMTP it stays here (and the link is logged). */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'mail_outbox', (t, c) => {
    t.increments('id');
    t.string('to_address', 255).notNullable();
    t.string('subject', 255).notNullable();
    c.longText('text_body').notNullable();
    c.longText('html_body').nullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    c.datetimeNow('created_at').notNullable();
    c.datetime('sent_at').nullable();
    t.index(['status', 'created_at'], 'mail_outbox_status_created_index');
    t.index(['to_address', 'created_at'], 'mail_outbox_to_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'mail_outbox');
}
