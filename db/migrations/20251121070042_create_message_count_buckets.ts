/**
 * A maintained count of messages per id range (bucket = id / 2000), split into 4 slots (id % 4) so concurrent chat
 * inserts seldom wait on the same counter row. Message monitoring reads the total and finds the bucket that holds
 * any page from these rows (2,000 for a million messages) instead of counting or OFFSET-scanning the messages table.
 * Filled here from the existing messages; triggers (next migration) keep it current.
 */
import type { Knex } from 'knex';
import { dialect } from '../connection';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'message_count_buckets', (t) => {
    t.bigInteger('bucket').notNullable();
    t.integer('slot').notNullable();
    t.integer('message_count').notNullable().defaultTo(0);
    t.primary(['bucket', 'slot']);
  });
  const divide = dialect(knex) === 'mysql' ? 'id DIV 2000' : 'id / 2000';
  await knex.raw(
    `INSERT INTO message_count_buckets (bucket, slot, message_count) SELECT ${divide}, id % 4, COUNT(*) FROM messages GROUP BY ${divide}, id % 4`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'message_count_buckets');
}
