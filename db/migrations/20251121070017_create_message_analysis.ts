/** Per-message analysis (topic, language, type, user type) computed by the admin-triggered job. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'message_analysis', (t, c) => {
    t.increments('id');
    t.bigInteger('message_id').unsigned().notNullable().unique().references('id').inTable('messages').onDelete('CASCADE');
    t.string('topic', 128).notNullable();
    t.string('subject', 32).nullable();
    t.string('language', 2).notNullable();
    t.string('message_type', 32).notNullable();
    t.string('user_type', 16).notNullable();
    c.datetime('message_created_at').notNullable();
    c.datetimeNow('analyzed_at').notNullable();
    t.index(['topic', 'subject'], 'message_analysis_topic_subject_index');
    t.index(['language'], 'message_analysis_language_index');
    t.index(['message_type'], 'message_analysis_type_index');
    t.index(['user_type'], 'message_analysis_user_type_index');
    t.index(['message_created_at'], 'message_analysis_message_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'message_analysis');
}
