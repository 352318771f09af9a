/**
 * The ready-made study packs: seeded content the app only reads, returned in the contract's bilingual
 * StudyPack shape and in their sort order. The seed writes them through upsertStudyPacks, which touches a
 * row only when its content changed, so re-seeding on every start keeps created_at and updated_at as they are.
 */
import type { StudyPack } from '../../contract/learning';
import type { Grade, StudyPackCategory, Subject } from '../../contract/values';
import type { Executor } from '../connection';
import { readJson, readNumber, readNullableString, writeJson, type RawRow } from './rows';

/** A pack as stored: the contract shape plus its position in the list. */
export interface StudyPackRecord extends StudyPack {
  sortOrder: number;
}

/** What upsertStudyPacks did: packs that were missing and inserted, packs whose content changed. */
export interface StudyPackUpsertResult {
  inserted: number;
  updated: number;
}

const TABLE = 'study_packs';
const JSON_COLUMNS = new Set(['points', 'points_en']);

/** All packs (or one subject's), ordered by sort order. */
export async function listStudyPacks(db: Executor, filter: { subject?: Subject } = {}): Promise<StudyPack[]> {
  const query = db(TABLE).orderBy([
    { column: 'sort_order', order: 'asc' },
    { column: 'id', order: 'asc' },
  ]);
  if (filter.subject) query.where({ subject: filter.subject });
  const rows: RawRow[] = await query;
  return rows.map(toStudyPack);
}

export async function findStudyPackById(db: Executor, id: string): Promise<StudyPack | null> {
  const row: RawRow | undefined = await db(TABLE).where({ id }).first();
  return row ? toStudyPack(row) : null;
}

/**
 * Inserts the packs that are missing and updates those whose content differs (created_at is kept); unchanged
 * packs are not written. Rows not in `packs` are left alone. A pack inserted concurrently by another process
 * is skipped rather than failing.
 */
export async function upsertStudyPacks(db: Executor, packs: readonly StudyPackRecord[]): Promise<StudyPackUpsertResult> {
  if (packs.length === 0) return { inserted: 0, updated: 0 };
  const storedRows: RawRow[] = await db(TABLE).whereIn(
    'id',
    packs.map((pack) => pack.id),
  );
  const storedById = new Map(storedRows.map((row) => [String(row.id), row]));
  const missing = packs.filter((pack) => !storedById.has(pack.id));
  const changed = packs.filter((pack) => {
    const stored = storedById.get(pack.id);
    return stored !== undefined && !hasSameContent(stored, pack);
  });

  const now = new Date();
  if (missing.length > 0) {
    await db(TABLE)
      .insert(missing.map((pack) => ({ ...contentColumns(pack), created_at: now, updated_at: now })))
      .onConflict('id')
      .ignore();
  }
  for (const pack of changed) {
    await db(TABLE).where({ id: pack.id }).update({ ...contentColumns(pack), updated_at: now });
  }
  return { inserted: missing.length, updated: changed.length };
}

function contentColumns(pack: StudyPackRecord): RawRow {
  return {
    id: pack.id,
    title: pack.title,
    title_en: pack.titleEn,
    subject: pack.subject,
    level: pack.level,
    icon: pack.icon,
    category: pack.category,
    points: writeJson(pack.summary),
    points_en: writeJson(pack.summaryEn),
    sort_order: pack.sortOrder,
  };
}

/** True when every content column already holds what `pack` would write (JSON compared by value). */
function hasSameContent(stored: RawRow, pack: StudyPackRecord): boolean {
  return Object.entries(contentColumns(pack)).every(([column, wanted]) => storedValue(column, stored[column]) === wanted);
}

function storedValue(column: string, value: unknown): unknown {
  if (JSON_COLUMNS.has(column)) return writeJson(readJson(value));
  if (column === 'sort_order') return readNumber(value);
  return readNullableString(value);
}

/** A row → StudyPack; a pack stored without an English translation shows its Arabic text instead. */
function toStudyPack(row: RawRow): StudyPack {
  const summary = readJson<string[]>(row.points) ?? [];
  return {
    id: String(row.id),
    title: String(row.title),
    titleEn: readNullableString(row.title_en) ?? String(row.title),
    subject: String(row.subject) as Subject,
    level: String(row.level) as Grade,
    icon: String(row.icon),
    category: String(row.category) as StudyPackCategory,
    summary,
    summaryEn: readJson<string[]>(row.points_en) ?? summary,
  };
}
