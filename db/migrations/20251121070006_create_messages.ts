/** Chat messages. `status` tracks a streamed assistant reply (streaming → complete | failed). */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'messages', (t, c) => {
    t.bigIncrements('id');
    t.string('conversation_id', 36).notNullable().references('id').inTable('conversations').onDelete('CASCADE');
    c.userId('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('role', 16).notNullable();
    c.longText('content').notNullable();
    c.jsonText('metadata').nullable();
    t.string('image_url', 2048).nullable();
    t.string('status', 16).notNullable().defaultTo('complete');
    c.datetimeNow('created_at').notNullable();
    t.index(['conversation_id', 'created_at'], 'messages_conversation_created_index');
    t.index(['user_id', 'created_at'], 'messages_user_created_index');
    t.index(['created_at'], 'messages_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'messages');
}
