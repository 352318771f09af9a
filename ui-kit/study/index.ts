/**
 * The study packs screen (SPEC.md §2 "Study packs"): filter, grid and one pack's summary points. Pure: the app
 * wires it to GET /api/study-packs and keeps the filter and the open pack in the address.
 */
export { StudyPacksPage, type StudyPacksPageProps } from './StudyPacksPage';
export { StudyPackCard, type StudyPackCardProps } from './StudyPackCard';
export { StudyPackDetail, type StudyPackDetailProps } from './StudyPackDetail';
export { StudyPackFilterBar, type StudyPackFilterBarProps } from './StudyPackFilterBar';
export { filterStudyPacks, packPoints, packTitle, studyPackFilters, toStudyPackFilter, type StudyPackFilter } from './studyPackText';
