/** Chat conversations, owned by a user or (trying without an account) by an anonymous id. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'conversations', (t, c) => {
    t.string('id', 36).primary();
    c.userId('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('anonymous_id', 64).nullable();
    t.string('title', 255).notNullable();
    t.string('subject', 32).nullable();
    t.string('personality', 32).notNullable();
    t.string('difficulty_level', 32).nullable();
    c.datetimeNow('created_at').notNullable();
    c.datetimeNow('updated_at').notNullable();
    t.index(['user_id', 'updated_at'], 'conversations_user_updated_index');
    t.index(['anonymous_id', 'updated_at'], 'conversations_anonymous_updated_index');
    t.index(['created_at'], 'conversations_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'conversations');
}
