/** Password-reset links: only a hash of the token is stored; single use (used_at) and short-lived (expires_at). */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

const TABLE = 'password_reset_tokens';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, TABLE, (t, c) => {
    t.increments('id');
    t.string('token_hash', 64).notNullable().unique();
    c.userId('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    c.datetime('expires_at').notNullable();
    c.datetime('used_at').nullable();
    c.datetimeNow('created_at').notNullable();
    t.index(['user_id', 'created_at'], `${TABLE}_user_created_index`);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, TABLE);
}
