/** Accounts: e-mail/password and Google sign-in, plan state, session version (logout everywhere), referral code. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'users', (t, c) => {
    t.string('id', 36).primary();
    t.string('name', 120).notNullable();
    t.string('email', 255).notNullable().unique();
    t.string('password_hash', 255).nullable();
    t.string('google_sub', 255).nullable().unique();
    t.string('profile_image', 1024).nullable();
    t.string('grade', 64).nullable();
    t.boolean('is_premium').notNullable().defaultTo(false);
    t.string('subscription_tier', 32).nullable();
    c.datetime('subscription_end_date').nullable();
    t.integer('free_messages_used').notNullable().defaultTo(0);
    t.boolean('email_verified').notNullable().defaultTo(false);
    t.integer('session_version').notNullable().defaultTo(1);
    t.string('referral_code', 32).notNullable().unique();
    c.userId('referred_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('language', 2).notNullable().defaultTo('ar');
    c.datetimeNow('created_at').notNullable();
    c.datetime('last_activity').nullable();
    t.index(['created_at'], 'users_created_at_index');
    t.index(['referred_by'], 'users_referred_by_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'users');
}
