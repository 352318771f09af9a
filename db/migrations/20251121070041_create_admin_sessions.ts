/**
 * Admin panel sessions. The sealed admin cookie carries one row's id; the row says until when it is valid and
 * whether it was revoked (logout), so revocation holds across every server process sharing the database.
 */
import type { Knex } from 'knex';
import { createTable, dropTable } from '../schema';

export async function up(knex: Knex): Promise<void> {
  await createTable(knex, 'admin_sessions', (t, c) => {
    t.string('id', 64).primary();
    /** Who the session acts as (recorded as processedBy): 'admin' for the password session. */
    t.string('label', 255).notNullable();
    c.datetimeNow('created_at').notNullable();
    c.datetime('expires_at').notNullable();
    c.datetime('revoked_at').nullable();
    t.index(['expires_at'], 'admin_sessions_expires_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await dropTable(knex, 'admin_sessions');
}
