/**
 * What every math solver receives: the student's text normalised for maths and for keyword search, the answer
 * language and the Arabic variable letters the student used.
 */
import type { TutorLanguage, VariableMapping } from './language';

export interface MathRequest {
  /** Maths in ASCII inside the original words (see normalize.ts). */
  text: string;
  /** The original text normalised for keyword search (hamza, taa marbuta, lower case). */
  keywords: string;
  language: TutorLanguage;
  variables: readonly VariableMapping[];
  /** The student said the angles are in radians. */
  radians: boolean;
}
