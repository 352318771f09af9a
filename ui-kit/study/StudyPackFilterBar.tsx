/**
 * The subject filter of the study packs page: one choice of all / chemistry / physics / mathematics / biology
 * (react-aria ToggleButtonGroup in single selection: a radio group, arrow keys follow the reading direction).
 * The pills wrap onto a second line on a narrow phone rather than scrolling out of sight.
 */
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useT } from '../i18n';
import { styled } from '../theme/stitches.config';
import { studyPackFilters, toStudyPackFilter, type StudyPackFilter } from './studyPackText';

const Group = styled(ToggleButtonGroup, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
});

const Pill = styled(ToggleButton, {
  minHeight: '$control',
  px: '$4',
  border: '1px solid $borderStrong',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  fontWeight: '$medium',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color $fast, border-color $fast',
  '&[data-hovered]': { backgroundColor: '$surfaceMuted' },
  '&[data-pressed]': { backgroundColor: '$border' },
  '&[data-selected]': { backgroundColor: '$primary', borderColor: '$primary', color: '$onPrimary', fontWeight: '$bold' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

export interface StudyPackFilterBarProps {
  value: StudyPackFilter;
  onChange: (value: StudyPackFilter) => void;
}

export function StudyPackFilterBar({ value, onChange }: StudyPackFilterBarProps) {
  const t = useT();
  const choose = (keys: Set<Key>) => {
    const [chosen] = keys;
    if (chosen !== undefined) onChange(toStudyPackFilter(String(chosen)));
  };
  return (
    <Group aria-label={t('studyPacks.filterLabel')} selectionMode="single" disallowEmptySelection selectedKeys={[value]} onSelectionChange={choose}>
      {studyPackFilters.map((filter) => (
        <Pill key={filter} id={filter}>
          {filter === 'all' ? t('studyPacks.all') : t(`studyPacks.category.${filter}`)}
        </Pill>
      ))}
    </Group>
  );
}
