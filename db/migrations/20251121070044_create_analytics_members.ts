/**
 * Set membership behind the maintained analytics counters: which devices and visitor sessions were already seen
 * in a Cairo day or week (scope 'day:2025-11-21:devices', 'week:2025-11-15:sessions'), and which normalised
 * questions the analysis job has already met (scope 'analysis:queries'). Inserting a member that is new bumps the
 * matching counter in analytics_counters; the primary key makes that exact under concurrency.
 */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'analytics_members', (t) => {
    t.string('scope', 48).notNullable();
    t.string('member', 64).notNullable();
    t.primary(['scope', 'member']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'analytics_members');
}
