/** Card payments through the provider (Paymob or the local sandbox); a provider transaction counts once. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'card_payments', (t, c) => {
    t.string('id', 36).primary();
    c.userId('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('provider', 32).notNullable();
    t.string('provider_order_id', 128).nullable();
    t.string('provider_transaction_id', 128).nullable().unique();
    t.string('plan', 32).notNullable();
    t.integer('amount_cents').notNullable();
    t.string('currency', 3).notNullable().defaultTo('EGP');
    t.string('status', 16).notNullable().defaultTo('pending');
    c.jsonText('provider_payload').nullable();
    c.datetimeNow('created_at').notNullable();
    c.datetimeNow('updated_at').notNullable();
    t.index(['provider', 'provider_order_id'], 'card_payments_provider_order_index');
    t.index(['user_id', 'created_at'], 'card_payments_user_created_index');
    t.index(['status', 'created_at'], 'card_payments_status_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'card_payments');
}
