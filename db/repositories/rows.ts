/**
 * The one place where SQLite and mysql2 result differences are normalised, so every repository returns the
 * same plain values on both engines:
 * - timestamps: SQLite gives epoch milliseconds (Knex binds Dates that way), mysql2 gives Date objects
 *   (timezone 'Z'); legacy text like '2025-01-02 03:04:05.678' is read as UTC → always a Date;
 * - booleans: 0/1 from both → boolean;
 * - JSON: stored as text → parsed value (an already-parsed object is passed through);
 * - numbers: BIGINT/COUNT results may be strings or bigints → number.
 */

type RawValue = unknown;

/** A timestamp column → Date. Throws on a missing value: use readNullableDate for nullable columns. */
export function readDate(value: RawValue): Date {
  const date = readNullableDate(value);
  if (date === null) throw new TypeError('Expected a timestamp, got null');
  return date;
}

export function readNullableDate(value: RawValue): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'bigint') return new Date(Number(value));
  if (typeof value === 'string') {
    if (/^\d+$/.test(value)) return new Date(Number(value));
    const isoLike = value.includes('T') ? value : value.replace(' ', 'T');
    const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(isoLike);
    const date = new Date(hasZone ? isoLike : `${isoLike}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new TypeError(`Unreadable timestamp: ${String(value)}`);
}

export function readBoolean(value: RawValue): boolean {
  if (typeof value === 'string') return value === '1' || value.toLowerCase() === 'true';
  return Boolean(value);
}

export function readNumber(value: RawValue): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(number)) throw new TypeError(`Expected a number, got ${String(value)}`);
  return number;
}

export function readNullableNumber(value: RawValue): number | null {
  return value === null || value === undefined ? null : readNumber(value);
}

export function readNullableString(value: RawValue): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** A JSON text column → parsed value (null stays null). */
export function readJson<T>(value: RawValue): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return JSON.parse(value) as T;
  if (Buffer.isBuffer(value)) return JSON.parse(value.toString('utf8')) as T;
  return value as T;
}

/** A value for a JSON text column (undefined and null are stored as NULL). */
export function writeJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/** A database row as returned by either driver. */
export type RawRow = Record<string, unknown>;

/**
 * Copies the defined keys of a camelCase patch to snake_case columns using `columns` as the map, converting
 * each value with the optional writer. Keys absent from the patch are left untouched in the database.
 */
export function patchToColumns<P extends object>(
  patch: P,
  columns: { [K in keyof P]-?: string },
  writers: { [K in keyof P]?: (value: P[K]) => unknown } = {},
): RawRow {
  const row: RawRow = {};
  for (const key of Object.keys(columns) as Array<keyof P>) {
    const value = patch[key];
    if (value === undefined) continue;
    const write = writers[key];
    row[columns[key]] = write ? write(value) : value;
  }
  return row;
}
