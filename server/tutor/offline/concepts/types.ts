/**
 * The shape of one offline concept note: a bilingual explanation of a curriculum topic, with the search keywords
 * students are likely to type for it. The notes live in ./data/<subject>.ts; ./index.ts searches them.
 */
import type { Subject } from '../../../../contract/values';

export interface Bilingual {
  ar: string;
  en: string;
}

export interface ConceptNote {
  /** Stable id, `<subject>-<topic>`, e.g. 'physics-ohms-law'. */
  id: string;
  subject: Subject;
  /** Words and phrases a student may use for the topic: synonyms, plurals, common spellings, colloquial forms. */
  keywords: { ar: readonly string[]; en: readonly string[] };
  title: Bilingual;
  /** Markdown with `$…$` maths, ending with one short check-your-understanding question. */
  body: Bilingual;
}
