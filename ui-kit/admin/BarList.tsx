/**
 * A horizontal bar chart an operator reads at a glance: one row per item with its label, its value as text and a
 * bar scaled to the largest value. The text is the accessible equivalent; the bar is decorative. Bars grow from
 * the inline start, so they run right-to-left in Arabic.
 */
import type { ReactNode } from 'react';
import { styled } from '../theme/stitches.config';

const List = styled('ol', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"label value" "bar bar"',
  gap: '$1 $3',
  fontSize: '$2',
});

const Label = styled('span', { gridArea: 'label', minWidth: 0, overflowWrap: 'anywhere', fontWeight: '$medium' });
const Value = styled('span', { gridArea: 'value', color: '$textMuted', fontVariantNumeric: 'tabular-nums' });

const Track = styled('span', {
  gridArea: 'bar',
  display: 'block',
  height: '10px',
  borderRadius: '$pill',
  backgroundColor: '$surfaceMuted',
  overflow: 'hidden',
});

export const barTones = {
  primary: { backgroundColor: '$primary' },
  premium: { backgroundColor: '$premium' },
  accent: { backgroundColor: '$accent' },
  info: { backgroundColor: '$info' },
  success: { backgroundColor: '$success' },
  danger: { backgroundColor: '$danger' },
} as const;
export type BarTone = keyof typeof barTones;

const Fill = styled('span', {
  display: 'block',
  height: '100%',
  borderRadius: '$pill',
  minWidth: '2px',
  transition: 'width $normal',
  variants: { tone: barTones },
  defaultVariants: { tone: 'primary' },
});

export interface BarItem {
  key: string;
  label: ReactNode;
  /** The number the bar is scaled by. */
  value: number;
  /** What is shown as the value (formatted, with units). */
  valueText: string;
  tone?: BarTone;
}

export interface BarListProps {
  items: readonly BarItem[];
  /** Scale: defaults to the largest value. */
  max?: number;
  /** Names the list for screen readers. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A ranked list with horizontal bars. */
export function BarList({ items, max, ...labelling }: BarListProps) {
  const scale = max ?? Math.max(0, ...items.map((item) => item.value));
  return (
    <List {...labelling}>
      {items.map((item) => (
        <Row key={item.key}>
          <Label>{item.label}</Label>
          <Value>{item.valueText}</Value>
          <Track aria-hidden="true">
            <Fill tone={item.tone} style={{ width: `${scale > 0 ? (item.value / scale) * 100 : 0}%` }} />
          </Track>
        </Row>
      ))}
    </List>
  );
}
