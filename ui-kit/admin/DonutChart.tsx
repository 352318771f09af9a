/**
 * A donut chart of shares (languages, message types, user types) drawn in SVG, with a legend that carries the
 * numbers as text — the legend is the accessible equivalent, so the drawing itself is hidden from screen readers.
 */
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { useAdminFormat } from './adminFormat';

const Figure = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$4',
});

const Svg = styled('svg', { width: '120px', height: '120px', flexShrink: 0, transform: 'rotate(-90deg)' });

export const sliceTones = {
  primary: { stroke: '$primary' },
  premium: { stroke: '$premium' },
  accent: { stroke: '$accent' },
  info: { stroke: '$info' },
  success: { stroke: '$success' },
  danger: { stroke: '$danger' },
} as const;
export type SliceTone = keyof typeof sliceTones;
const toneOrder: readonly SliceTone[] = ['primary', 'accent', 'premium', 'info', 'success', 'danger'];

const Ring = styled('circle', { fill: 'none', strokeWidth: 18, stroke: '$surfaceMuted' });
const Slice = styled('circle', { fill: 'none', strokeWidth: 18, variants: { tone: sliceTones } });

const Legend = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  fontSize: '$2',
  minWidth: 0,
});

const LegendRow = styled('li', { display: 'flex', alignItems: 'center', gap: '$2' });

const Swatch = styled('span', {
  size: '12px',
  borderRadius: '$sm',
  flexShrink: 0,
  variants: {
    tone: {
      primary: { backgroundColor: '$primary' },
      premium: { backgroundColor: '$premium' },
      accent: { backgroundColor: '$accent' },
      info: { backgroundColor: '$info' },
      success: { backgroundColor: '$success' },
      danger: { backgroundColor: '$danger' },
    },
  },
});

const Count = styled('span', { color: '$textMuted', fontVariantNumeric: 'tabular-nums' });

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
}

export interface DonutChartProps {
  slices: readonly DonutSlice[];
  /** Names the legend list. */
  label: string;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Shares as a donut with a text legend (count and percentage). */
export function DonutChart({ slices, label }: DonutChartProps) {
  const t = useT();
  const format = useAdminFormat();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  let offset = 0;
  return (
    <Figure>
      <Svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <Ring cx="60" cy="60" r={RADIUS} />
        {total > 0
          ? slices.map((slice, index) => {
              const length = (slice.value / total) * CIRCUMFERENCE;
              const circle = (
                <Slice
                  key={slice.key}
                  cx="60"
                  cy="60"
                  r={RADIUS}
                  tone={toneOrder[index % toneOrder.length]}
                  strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                  strokeDashoffset={-offset}
                />
              );
              offset += length;
              return circle;
            })
          : null}
      </Svg>
      <Legend aria-label={label}>
        {slices.map((slice, index) => (
          <LegendRow key={slice.key}>
            <Swatch tone={toneOrder[index % toneOrder.length]} aria-hidden="true" />
            <span>{slice.label}</span>
            <Count>
              {t('analytics.share', {
                count: format.number(slice.value),
                percent: format.percent(total > 0 ? slice.value / total : 0),
              })}
            </Count>
          </LegendRow>
        ))}
      </Legend>
    </Figure>
  );
}
