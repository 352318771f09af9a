/**
 * What the study packs screen shows of a pack in the page's language (the API sends both, so switching language
 * needs no refetch), and the subject filter's choices: every pack, or one category.
 */
import type { StudyPack } from '../../contract/learning';
import { studyPackCategories, type StudyPackCategory } from '../../contract/values';
import type { Language } from '../i18n';

/** The filter's value: all packs or one category. */
export type StudyPackFilter = 'all' | StudyPackCategory;

/** The filter's choices in display order. */
export const studyPackFilters: readonly StudyPackFilter[] = ['all', ...studyPackCategories];

/** Narrows a URL or storage value to a filter choice, falling back to all packs. */
export function toStudyPackFilter(value: string | null | undefined): StudyPackFilter {
  return studyPackFilters.find((filter) => filter === value) ?? 'all';
}

/** The packs a filter keeps, in their order. */
export function filterStudyPacks(packs: readonly StudyPack[], filter: StudyPackFilter): StudyPack[] {
  return filter === 'all' ? [...packs] : packs.filter((pack) => pack.category === filter);
}

export function packTitle(pack: StudyPack, language: Language): string {
  return language === 'ar' ? pack.title : pack.titleEn;
}

export function packPoints(pack: StudyPack, language: Language): string[] {
  return language === 'ar' ? pack.summary : pack.summaryEn;
}
