/** Who brought whom: a user can be referred once; the referrer's bonus is granted once. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'referrals', (t, c) => {
    t.increments('id');
    c.userId('referrer_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    c.userId('referred_user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.boolean('bonus_granted').notNullable().defaultTo(false);
    c.datetimeNow('created_at').notNullable();
    t.index(['referrer_id', 'created_at'], 'referrals_referrer_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'referrals');
}
