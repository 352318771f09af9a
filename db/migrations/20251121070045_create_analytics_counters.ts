/**
 * Named counters the admin analytics read in O(1): unique visitors and sessions per Cairo day and week, and the
 * conversation-analysis roll-up (per topic, language, message type, user type and hour).
 */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'analytics_counters', (t) => {
    t.string('name', 255).primary();
    t.bigInteger('value').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'analytics_counters');
}
