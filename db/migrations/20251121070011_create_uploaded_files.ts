/** Uploaded files (wallet payment screenshots) kept in the database so every app server can serve them. */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'uploaded_files', (t, c) => {
    t.string('id', 36).primary();
    c.userId('owner_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('purpose', 32).notNullable();
    t.string('mime_type', 100).notNullable();
    t.integer('size_bytes').notNullable();
    t.string('sha256', 64).notNullable();
    c.bytes('bytes').notNullable();
    c.datetimeNow('created_at').notNullable();
    t.index(['owner_user_id', 'created_at'], 'uploaded_files_owner_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'uploaded_files');
}
