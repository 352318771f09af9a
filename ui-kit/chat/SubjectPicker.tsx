/**
 * The subject of the next conversation (SPEC.md §1, §6), in the chat toolbar: 'no subject' or one of the eight
 * subjects. A free student has math and physics; the other six show a lock and a Premium badge and cannot be
 * chosen (react-aria disables them: a click does nothing and the arrow keys skip them).
 */
import { ChevronDown, Crown, Lock } from 'lucide-react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { FREE_SUBJECTS } from '../../contract/constants';
import { subjects, type Subject } from '../../contract/values';
import { css } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Badge } from '../primitives/Badge';
import { FieldLabel, controlBox } from '../primitives/Field';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

/** The key of the 'no subject' choice (not a Subject, so it can never clash with one). */
const NO_SUBJECT = 'none';

/** Label beside the control, so the toolbar stays one row high; it grows to fill a narrow toolbar's row. */
const root = css({
  flex: '1 1 220px',
  maxWidth: '360px',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  '& > label': { flexShrink: 0 },
});

const trigger = css({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  cursor: 'pointer',
  '& svg': { flexShrink: 0, color: '$textMuted' },
  '&[data-pressed]': { borderColor: '$focusRing' },
});

const valueText = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' });

const popover = css({
  minWidth: 'var(--trigger-width)',
  maxHeight: '420px',
  overflowY: 'auto',
  padding: '$1',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$md',
  boxShadow: '$lg',
  fontFamily: '$body',
  zIndex: '$overlay',
  outline: 'none',
});

const listBox = css({ outline: 'none' });

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  px: '$3',
  py: '$1',
  borderRadius: '$sm',
  fontSize: '$3',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  '&[data-hovered], &[data-focused]': { backgroundColor: '$surfaceMuted' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '-2px' },
  '&[data-selected]': { backgroundColor: '$primarySoft', fontWeight: '$bold' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed' },
  '& > svg': { size: '16px', flexShrink: 0, color: '$premium' },
});

const optionLabel = css({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
});

export interface SubjectPickerProps {
  /** The chosen subject, or null for 'no subject'. */
  value: Subject | null;
  /** Premium students may choose any subject; free students only those in FREE_SUBJECTS. */
  isPremium: boolean;
  /** Called with a subject the student is allowed to choose, or null for 'no subject'. */
  onChange: (subject: Subject | null) => void;
}

/** Whether a subject is closed to this student (free plan, not a free subject). */
export function isSubjectLocked(subject: Subject, isPremium: boolean): boolean {
  return !isPremium && !FREE_SUBJECTS.includes(subject);
}

/** A dropdown of 'no subject' and the eight subjects, with Premium ones locked for free students. */
export function SubjectPicker({ value, isPremium, onChange }: SubjectPickerProps) {
  const t = useT();
  const locked = subjects.filter((subject) => isSubjectLocked(subject, isPremium));
  const choose = (key: Key | null) => {
    if (key === NO_SUBJECT) return onChange(null);
    const subject = subjects.find((candidate) => candidate === key);
    if (subject && !isSubjectLocked(subject, isPremium)) onChange(subject);
  };
  return (
    <Select value={value ?? NO_SUBJECT} onChange={choose} disabledKeys={locked} className={root()}>
      <FieldLabel>{t('chat.subject.label')}</FieldLabel>
      <RACButton className={`${controlBox()} ${trigger()}`}>
        <SelectValue className={valueText()}>{({ selectedText }) => selectedText}</SelectValue>
        <ChevronDown aria-hidden="true" size={18} />
      </RACButton>
      <Popover className={popover()} offset={4}>
        <ListBox className={listBox()}>
          <ListBoxItem id={NO_SUBJECT} textValue={t('chat.subject.none')} className={option()}>
            {t('chat.subject.none')}
          </ListBoxItem>
          {subjects.map((subject) => {
            const name = t(`chat.subject.${subject}`);
            const isLocked = locked.includes(subject);
            return (
              <ListBoxItem key={subject} id={subject} textValue={name} className={option()}>
                {isLocked ? <Lock aria-hidden="true" /> : null}
                {/* The badge is part of the name, so what is seen is what is read. */}
                <Text slot="label" className={optionLabel()}>
                  {name}
                  {/* A space keeps the name and the badge two words for assistive technology. */}
                  {isLocked ? ' ' : null}
                  {isLocked ? (
                    <Badge tone="premium" size="sm">
                      <Crown aria-hidden="true" />
                      {t('common.premium')}
                    </Badge>
                  ) : null}
                </Text>
                {isLocked ? (
                  <VisuallyHidden as={Text} slot="description">
                    {t('chat.subject.locked')}
                  </VisuallyHidden>
                ) : null}
              </ListBoxItem>
            );
          })}
        </ListBox>
      </Popover>
    </Select>
  );
}
