/**
 * The tutor's personality, chosen in the chat sidebar (SPEC.md §2, §6): a radio group of the four personalities.
 * A free student has only the friendly teacher; the other three show a lock, a Premium badge and the reason, and
 * cannot be chosen (react-aria disables them, so neither a click nor the arrow keys select them).
 */
import { useId } from 'react';
import { Check, Crown, Lock } from 'lucide-react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { FREE_PERSONALITIES } from '../../contract/constants';
import type { PersonalityId } from '../../contract/values';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Badge } from '../primitives/Badge';

const Group = styled(RadioGroup, { display: 'flex', flexDirection: 'column', gap: '$2', minWidth: 0 });

const GroupLabel = styled(Label, { fontSize: '$2', fontWeight: '$bold', color: '$textMuted' });

const Option = styled(Radio, {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: '$3',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: 'border-color $fast, background-color $fast',
  '&[data-hovered]': { borderColor: '$borderStrong' },
  '&[data-pressed]': { backgroundColor: '$surfaceMuted' },
  '&[data-selected]': {
    borderColor: '$primary',
    backgroundColor: '$primarySoft',
    boxShadow: 'inset 0 0 0 1px $colors$primary',
  },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: '$surfaceMuted', borderStyle: 'dashed' },
});

const Emoji = styled('span', { fontSize: '$5', lineHeight: 1, paddingBlockStart: '2px' });

const Texts = styled('span', { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

const NameRow = styled('span', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$1 $2' });

const Name = styled('span', { fontWeight: '$bold', lineHeight: '$tight', overflowWrap: 'anywhere' });

const Description = styled('span', { fontSize: '$2', color: '$textMuted', lineHeight: '$normal', overflowWrap: 'anywhere' });

const LockedReason = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  marginBlockStart: '$1',
  fontSize: '$1',
  fontWeight: '$medium',
  color: '$textMuted',
  '& svg': { size: '1.1em', flexShrink: 0, color: '$premium' },
});

const Indicator = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '22px',
  borderRadius: '$round',
  border: '2px solid $borderStrong',
  color: '$onPrimary',
  '& svg': { size: '14px' },
  '[data-selected] &': { backgroundColor: '$primary', borderColor: '$primary' },
});

/** One personality as the picker shows it (names and descriptions already in the page's language). */
export interface PersonalityOption {
  id: PersonalityId;
  name: string;
  description: string;
  /** An emoji. */
  icon: string;
}

export interface PersonalityPickerProps {
  /** The personalities, in display order. */
  personalities: PersonalityOption[];
  /** The chosen personality. */
  value: PersonalityId;
  /** Premium students may choose any personality; free students only those in FREE_PERSONALITIES. */
  isPremium: boolean;
  /** Called with a personality the student is allowed to choose. */
  onChange: (personality: PersonalityId) => void;
}

/** Whether a personality is closed to this student (free plan, not a free personality). */
export function isPersonalityLocked(personality: PersonalityId, isPremium: boolean): boolean {
  return !isPremium && !FREE_PERSONALITIES.includes(personality);
}

/** A radio group of the tutor's personalities with Premium ones locked for free students. */
export function PersonalityPicker({ personalities, value, isPremium, onChange }: PersonalityPickerProps) {
  const t = useT();
  const idPrefix = useId();
  const choose = (key: string) => {
    const chosen = personalities.find((personality) => personality.id === key);
    if (chosen && !isPersonalityLocked(chosen.id, isPremium)) onChange(chosen.id);
  };
  return (
    <Group value={value} onChange={choose}>
      <GroupLabel>{t('chat.personality.label')}</GroupLabel>
      {personalities.map((personality) => {
        const locked = isPersonalityLocked(personality.id, isPremium);
        const descriptionId = `${idPrefix}-${personality.id}-description`;
        const reasonId = `${idPrefix}-${personality.id}-locked`;
        return (
          <Option
            key={personality.id}
            value={personality.id}
            isDisabled={locked}
            aria-label={locked ? t('chat.personality.lockedLabel', { name: personality.name }) : personality.name}
            aria-describedby={locked ? `${descriptionId} ${reasonId}` : descriptionId}
          >
            <Emoji aria-hidden="true">{personality.icon}</Emoji>
            <Texts>
              <NameRow>
                <Name dir="auto">{personality.name}</Name>
                {locked ? (
                  <Badge tone="premium" size="sm">
                    <Crown aria-hidden="true" />
                    {t('common.premium')}
                  </Badge>
                ) : null}
              </NameRow>
              <Description id={descriptionId} dir="auto">
                {personality.description}
              </Description>
              {locked ? (
                <LockedReason id={reasonId}>
                  <Lock aria-hidden="true" />
                  {t('chat.personality.locked')}
                </LockedReason>
              ) : null}
            </Texts>
            {locked ? null : <Indicator aria-hidden="true">{personality.id === value ? <Check /> : null}</Indicator>}
          </Option>
        );
      })}
    </Group>
  );
}
