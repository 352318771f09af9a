/**
 * The study packs (GET /api/study-packs): every pack in both languages, fetched once and filtered on the page, so
 * switching the subject filter or the language needs no request. Seeded content: the read-cache defaults apply.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StudyPack } from '../../contract/learning';
import { apiGet } from '../api-client';

export const studyPackKeys = {
  all: ['/api/study-packs'] as const,
};

export function studyPacksQuery() {
  return queryOptions({
    queryKey: studyPackKeys.all,
    queryFn: ({ signal }) => apiGet<StudyPack[]>('/api/study-packs', signal),
  });
}
