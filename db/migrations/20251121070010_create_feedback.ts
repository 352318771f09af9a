/** Feedback form submissions (bug report, feature request, general, rating). */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'feedback', (t, c) => {
    t.increments('id');
    c.userId('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('anonymous_id', 64).nullable();
    t.string('type', 32).notNullable();
    t.tinyint('rating').nullable();
    t.string('title', 255).notNullable();
    c.longText('description').notNullable();
    t.string('category', 32).nullable();
    c.jsonText('metadata').nullable();
    c.datetimeNow('created_at').notNullable();
    t.index(['created_at'], 'feedback_created_at_index');
    t.index(['user_id', 'created_at'], 'feedback_user_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'feedback');
}
