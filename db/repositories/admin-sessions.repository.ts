/**
 * Admin panel sessions (see the admin_sessions migration): the sealed admin cookie names a row here, and the row
 * decides whether the cookie still works — so logout revokes it in every server process at once.
 */
import type { Executor } from '../connection';
import { readDate, readNullableDate, type RawRow } from './rows';

export interface AdminSessionRow {
  id: string;
  label: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

const TABLE = 'admin_sessions';

function fromRow(row: RawRow): AdminSessionRow {
  return {
    id: String(row.id),
    label: String(row.label),
    createdAt: readDate(row.created_at),
    expiresAt: readDate(row.expires_at),
    revokedAt: readNullableDate(row.revoked_at),
  };
}

export async function insertAdminSession(db: Executor, session: Pick<AdminSessionRow, 'id' | 'label' | 'expiresAt'> & { createdAt?: Date }): Promise<void> {
  await db(TABLE).insert({ id: session.id, label: session.label, created_at: session.createdAt ?? new Date(), expires_at: session.expiresAt });
}

export async function findAdminSession(db: Executor, id: string): Promise<AdminSessionRow | undefined> {
  const row = (await db(TABLE).where({ id }).first()) as RawRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** Marks a session revoked; true when it was live until now. */
export async function revokeAdminSession(db: Executor, id: string, at: Date = new Date()): Promise<boolean> {
  return (await db(TABLE).where({ id }).whereNull('revoked_at').update({ revoked_at: at })) > 0;
}

/** Deletes sessions that expired before `before` (kept small: one row per admin login). */
export async function deleteExpiredAdminSessions(db: Executor, before: Date = new Date()): Promise<number> {
  return db(TABLE).where('expires_at', '<', before).delete();
}
