/** When a Premium student stopped renewal (access continues until subscription_end_date); null while renewing. */
import type { Knex } from 'knex';
import { dialect } from '../connection';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    if (dialect(knex) === 'mysql') t.datetime('subscription_cancelled_at', { precision: 3 }).nullable();
    else t.datetime('subscription_cancelled_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('subscription_cancelled_at');
  });
}
