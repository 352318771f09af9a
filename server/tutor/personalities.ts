/**
 * The four tutor personalities (GET /api/personalities). Names and descriptions come from the ui-kit string tables
 * so the sidebar, the API and the tutor's prompts always say the same thing.
 */
import type { Personality } from '../../contract/chat';
import { personalityIds, type PersonalityId } from '../../contract/values';
import { ar } from '../../ui-kit/i18n/ar';
import { en } from '../../ui-kit/i18n/en';

/** Emoji and theme colour token per personality. */
const LOOK: Record<PersonalityId, { icon: string; color: string }> = {
  friendly: { icon: '😊', color: 'primary' },
  storyteller: { icon: '📚', color: 'accent' },
  professor: { icon: '🎓', color: 'premium' },
  coach: { icon: '💪', color: 'success' },
};

export const personalities: readonly Personality[] = personalityIds.map((id) => ({
  id,
  name: ar[`chat.personality.${id}.name`],
  nameEn: en[`chat.personality.${id}.name`],
  description: ar[`chat.personality.${id}.description`],
  descriptionEn: en[`chat.personality.${id}.description`],
  ...LOOK[id],
}));
