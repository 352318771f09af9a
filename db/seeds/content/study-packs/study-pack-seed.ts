/**
 * The shape of one seeded study pack, shared by the content files, the seed and the offline tutor (which
 * searches these points). Arabic and English points are written side by side as pairs so the two lists
 * always keep the same length and order.
 */
import type { Grade, StudyPackCategory, Subject } from '../../../../contract/values';

/** Secondary-school years covered by the packs (first, second and third secondary). */
export type StudyPackLevel = Extract<Grade, 'grade10' | 'grade11' | 'grade12'>;

/** The chat subjects that have study packs; each maps to one category (math → mathematics). */
export type StudyPackSubject = Extract<Subject, 'chemistry' | 'physics' | 'math' | 'biology'>;

export interface StudyPackSeed {
  /** Stable slug used as the primary key, e.g. 'chem-mole'; never rename it once shipped. */
  id: string;
  subject: StudyPackSubject;
  category: StudyPackCategory;
  level: StudyPackLevel;
  /** An emoji. */
  icon: string;
  title: { ar: string; en: string };
  /** Summary points; `ar[i]` and `en[i]` say the same thing. Formulas are LaTeX inside `$…$`. */
  points: { ar: string[]; en: string[] };
}

/** One summary point in both languages: [Arabic, English]. */
export type BilingualPoint = readonly [ar: string, en: string];

/** Splits [Arabic, English] pairs into the two parallel lists of StudyPackSeed.points. */
export function bilingualPoints(pairs: readonly BilingualPoint[]): StudyPackSeed['points'] {
  return { ar: pairs.map(([ar]) => ar), en: pairs.map(([, en]) => en) };
}
