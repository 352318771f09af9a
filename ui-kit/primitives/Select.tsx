/**
 * Select: a labelled single-choice dropdown (react-aria-components Select + Popover + ListBox).
 * Items are plain `{ id, label }` records so screens pass data, not markup; the popover portals to
 * <body> and follows the theme class on <html>.
 */
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { css } from '../theme/stitches.config';
import { FieldDescription, FieldErrorText, FieldLabel, controlBox, fieldStack } from './Field';

const trigger = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  cursor: 'pointer',
  '& [data-placeholder]': { color: '$textSubtle' },
  '& svg': { flexShrink: 0, color: '$textMuted' },
  // The trigger is a button: react-aria marks it pressed/open rather than focused-within.
  '&[data-pressed]': { borderColor: '$focusRing' },
  // Invalid state is set on the Select root, not on its trigger.
  '[data-invalid] > &': { borderColor: '$danger', boxShadow: 'inset 0 0 0 1px $colors$danger' },
});

const listBox = css({ outline: 'none' });

const value = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' });

const popover = css({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
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

const option = css({
  display: 'flex',
  alignItems: 'center',
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
  '&[data-selected]': { backgroundColor: '$primarySoft', color: '$text', fontWeight: '$bold' },
  '&[data-pressed]': { backgroundColor: '$border' },
  '&[data-disabled]': { color: '$textMuted', cursor: 'not-allowed', opacity: 0.6 },
});

/** One choice of a Select. */
export interface SelectItem {
  /** Stable key, returned by `onChange`. */
  id: string;
  /** Visible text. */
  label: string;
  /** Whether this choice cannot be picked. */
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<RACSelectProps<SelectItem, 'single'>, 'children' | 'items' | 'className' | 'style' | 'selectionMode'> {
  /** Visible label. */
  label: ReactNode;
  /** The choices, in display order. */
  items: SelectItem[];
  /** Text shown while nothing is chosen. */
  placeholder?: string;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error text. Setting it marks the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: ReactNode;
}

/** A labelled single-choice dropdown. `value` / `defaultValue` / `onChange` work with item ids. */
export function Select({ label, items, placeholder, description, errorMessage, isInvalid, disabledKeys, ...props }: SelectProps) {
  const invalid = isInvalid ?? Boolean(errorMessage);
  const disabled: Key[] = [...(disabledKeys ?? []), ...items.filter((item) => item.isDisabled).map((item) => item.id)];
  return (
    <RACSelect {...props} placeholder={placeholder} isInvalid={invalid} disabledKeys={disabled} className={fieldStack()}>
      <FieldLabel>{label}</FieldLabel>
      <RACButton className={`${controlBox()} ${trigger()}`}>
        <SelectValue className={value()} />
        <ChevronDown aria-hidden="true" size={18} />
      </RACButton>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={popover()} offset={4}>
        <ListBox items={items} className={listBox()}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={option()}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
