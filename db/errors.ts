/**
 * Database errors the services need to react to, independent of the engine. SQLite reports a duplicate
 * as SQLITE_CONSTRAINT_UNIQUE ("UNIQUE constraint failed: users.email"), MySQL/MariaDB as ER_DUP_ENTRY
 * 1062 ("Duplicate entry 'x' for key 'users_email_unique'"); both become a UniqueViolationError whose
 * `key` names the column(s) of the violated unique index, e.g. `email` or `google_sub`.
 */

export class UniqueViolationError extends Error {
  override readonly name = 'UniqueViolationError';

  constructor(
    /** The table the write went to. */
    readonly table: string,
    /** Column(s) of the violated unique index joined by `_` (e.g. `email`), or `primary` for the key. */
    readonly key: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`Unique violation on ${table}${key ? `.${key}` : ''}`, options);
  }
}

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  sqlMessage?: unknown;
}

/** True for a duplicate-key error from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno } = error as DriverError;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'ER_DUP_ENTRY' ||
    errno === 1062
  );
}

/** Turns a driver duplicate-key error into UniqueViolationError; returns any other error unchanged. */
export function toUniqueViolation(error: unknown, table: string): unknown {
  if (!isUniqueViolation(error)) return error;
  return new UniqueViolationError(table, violatedKey(error as DriverError, table), { cause: error });
}

/** Runs a write and rethrows duplicate-key errors as UniqueViolationError. */
export async function withUniqueViolation<T>(table: string, write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw toUniqueViolation(error, table);
  }
}

function violatedKey(error: DriverError, table: string): string | undefined {
  if (error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'primary';
  const message = String(error.sqlMessage ?? error.message ?? '');
  const sqlite = /UNIQUE constraint failed: (.+)$/m.exec(message);
  if (sqlite?.[1]) {
    return sqlite[1]
      .split(',')
      .map((qualified) => qualified.trim().split('.').pop() ?? '')
      .join('_');
  }
  const mysql = /for key '(?:[^'.]+\.)?([^']+)'/.exec(message);
  if (mysql?.[1]) {
    if (mysql[1] === 'PRIMARY') return 'primary';
    return mysql[1].replace(new RegExp(`^${table}_`), '').replace(/_unique$/, '');
  }
  return undefined;
}
