/**
 * Every seeded study pack, in display order (chemistry, physics, mathematics, biology; first to third
 * secondary within each). The seed stores a pack's position here as its sort order, and the offline tutor
 * searches these texts directly.
 */
import { biologyPacks } from './biology';
import { chemistryPacks } from './chemistry';
import { mathematicsPacks } from './mathematics';
import { physicsPacks } from './physics';
import type { StudyPackSeed } from './study-pack-seed';

export type { BilingualPoint, StudyPackLevel, StudyPackSeed, StudyPackSubject } from './study-pack-seed';

export const studyPacks: readonly StudyPackSeed[] = [...chemistryPacks, ...physicsPacks, ...mathematicsPacks, ...biologyPacks];
