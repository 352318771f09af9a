/** Each user's balance of extra messages (referral bonus) on top of the free daily cap. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'bonus_messages', (t, c) => {
    c.userId('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.integer('balance').notNullable().defaultTo(0);
    c.datetimeNow('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'bonus_messages');
}
