/**
 * Seeds the ready-made study packs on every start: new packs are inserted, edited ones updated (keeping
 * created_at), unchanged ones left alone; a pack's position in the content list is its sort order.
 */
import type { Seed } from './index';
import { studyPacks, type StudyPackSeed } from './content/study-packs';
import { upsertStudyPacks, type StudyPackRecord } from '../repositories/study-packs.repository';

export const studyPacksSeed: Seed = {
  name: 'study-packs',
  async run(trx) {
    await upsertStudyPacks(trx, studyPacks.map(toStudyPackRecord));
  },
};

/** The row a seeded pack becomes: the contract shape plus its place in the list. */
export function toStudyPackRecord(pack: StudyPackSeed, index: number): StudyPackRecord {
  return {
    id: pack.id,
    title: pack.title.ar,
    titleEn: pack.title.en,
    subject: pack.subject,
    level: pack.level,
    icon: pack.icon,
    category: pack.category,
    summary: pack.points.ar,
    summaryEn: pack.points.en,
    sortOrder: index,
  };
}
