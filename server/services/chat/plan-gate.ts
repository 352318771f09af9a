/**
 * What the free plan may use: the friendly personality and two subjects (FREE_PERSONALITIES, FREE_SUBJECTS).
 * Checked on the server for every conversation and every message, whatever the client sends.
 */
import { FREE_PERSONALITIES, FREE_SUBJECTS } from '../../../contract/constants';
import type { PersonalityId, Subject } from '../../../contract/values';
import { AppError } from '../../errors';
import type { Language } from '../../../contract/values';

const MESSAGES = {
  personality: {
    ar: 'هذه الشخصية متاحة لمشتركي بريميوم فقط. اشترك لتفتح كل الشخصيات.',
    en: 'This personality is for Premium subscribers only. Subscribe to unlock every personality.',
  },
  subject: {
    ar: 'هذه المادة متاحة لمشتركي بريميوم فقط. المواد المجانية: الرياضيات والفيزياء.',
    en: 'This subject is for Premium subscribers only. Free subjects: math and physics.',
  },
} as const;

/** Throws 403 `plan:premium_required` when a free student (or visitor) asks for a premium personality or subject. */
export function assertPlanAllows(
  choice: { personality: PersonalityId; subject: Subject | null },
  premium: boolean,
  language: Language,
): void {
  if (premium) return;
  if (!FREE_PERSONALITIES.includes(choice.personality)) {
    throw new AppError('plan:premium_required', 403, MESSAGES.personality[language]);
  }
  if (choice.subject !== null && !FREE_SUBJECTS.includes(choice.subject)) {
    throw new AppError('plan:premium_required', 403, MESSAGES.subject[language]);
  }
}
