/**
 * How the tutor speaks (SPEC.md §4 "Tutor mode"): formal (Modern Standard Arabic, the default) or the Egyptian
 * tutor. A two-segment radio group in the chat toolbar; each option's explanation is its accessible description,
 * and the chosen one's is written under the segments.
 */
import { useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { DEFAULTS } from '../../contract/constants';
import { tutorModes, type TutorMode } from '../../contract/values';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

/** Label beside the segments, the chosen mode's explanation under both. */
const Group = styled(RadioGroup, {
  flex: '0 1 auto',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: '$1 $2',
  minWidth: 0,
});

const GroupLabel = styled(Label, { fontSize: '$2', fontWeight: '$medium', color: '$text', whiteSpace: 'nowrap' });

const Segments = styled('div', {
  display: 'inline-flex',
  justifySelf: 'start',
  maxWidth: '100%',
  padding: '3px',
  gap: '3px',
  borderRadius: '$md',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceMuted',
});

const Segment = styled(Radio, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 'calc($sizes$control - 8px)',
  px: '$3',
  borderRadius: '$sm',
  color: '$textMuted',
  fontSize: '$2',
  fontWeight: '$medium',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast, color $fast',
  '&[data-hovered]': { color: '$text' },
  '&[data-selected]': { backgroundColor: '$surface', color: '$primary', fontWeight: '$bold', boxShadow: '$sm' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '1px' },
});

/** Screen readers get the description through aria-describedby; on phones the visible hint gives way to the conversation. */
const Hint = styled('p', { display: 'none', gridColumn: '1 / -1', margin: 0, fontSize: '$1', color: '$textMuted', lineHeight: '$normal', '@md': { display: 'block' } });

export interface TutorModePickerProps {
  /** The chosen mode; formal when not given (DEFAULTS.tutorMode). */
  value?: TutorMode;
  /** Called with the mode the student picks. */
  onChange: (mode: TutorMode) => void;
}

/** A segmented choice between the formal teacher and the Egyptian tutor. */
export function TutorModePicker({ value = DEFAULTS.tutorMode, onChange }: TutorModePickerProps) {
  const t = useT();
  const idPrefix = useId();
  const choose = (key: string) => {
    const mode = tutorModes.find((candidate) => candidate === key);
    if (mode) onChange(mode);
  };
  return (
    <Group value={value} onChange={choose} orientation="horizontal">
      <GroupLabel>{t('chat.tutorMode.label')}</GroupLabel>
      <Segments>
        {tutorModes.map((mode) => (
          <Segment key={mode} value={mode} aria-describedby={`${idPrefix}-${mode}`}>
            {t(`chat.tutorMode.${mode}`)}
          </Segment>
        ))}
      </Segments>
      {tutorModes.map((mode) => (
        <VisuallyHidden key={mode} id={`${idPrefix}-${mode}`}>
          {t(`chat.tutorMode.${mode}.description`)}
        </VisuallyHidden>
      ))}
      <Hint aria-hidden="true">{t(`chat.tutorMode.${value}.description`)}</Hint>
    </Group>
  );
}
