/**
 * Messages per hour of the Cairo day as 24 SVG columns, with the peak hour stated in text and the full numbers
 * in a visually hidden table for screen readers. Hours run from the inline start (00 on the right in Arabic).
 */
import { styled } from '../theme/stitches.config';
import { useLocale, useT } from '../i18n';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { Muted } from './adminStyles';
import { useAdminFormat } from './adminFormat';

const Svg = styled('svg', { display: 'block', width: '100%', height: 'auto', maxHeight: '200px' });
const Column = styled('rect', { fill: '$primary' });
const Baseline = styled('line', { stroke: '$border', strokeWidth: 1 });
const Tick = styled('text', { fill: '$textMuted', fontSize: '9px', fontFamily: '$body' });

export interface HourlyChartProps {
  /** Hours 0–23 with their counts (missing hours count 0). */
  usage: readonly { hour: number; count: number }[];
}

const WIDTH = 480;
const HEIGHT = 140;
const CHART_HEIGHT = 120;
const SLOT = WIDTH / 24;

/** Hour-of-day columns. */
export function HourlyChart({ usage }: HourlyChartProps) {
  const t = useT();
  const { dir } = useLocale();
  const format = useAdminFormat();
  const counts = Array.from({ length: 24 }, (_, hour) => usage.find((entry) => entry.hour === hour)?.count ?? 0);
  const max = Math.max(0, ...counts);
  const peak = counts.indexOf(max);
  const xOf = (hour: number) => (dir === 'rtl' ? WIDTH - (hour + 1) * SLOT : hour * SLOT);
  return (
    <div>
      {max > 0 ? <Muted>{t('analytics.peakHour', { hour: format.hour(peak), count: format.number(max) })}</Muted> : null}
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {counts.map((count, hour) => {
          const height = max > 0 ? (count / max) * (CHART_HEIGHT - 4) : 0;
          return <Column key={hour} x={xOf(hour) + 2} y={CHART_HEIGHT - height} width={SLOT - 4} height={height} rx="2" />;
        })}
        <Baseline x1="0" x2={WIDTH} y1={CHART_HEIGHT} y2={CHART_HEIGHT} />
        {[0, 6, 12, 18, 23].map((hour) => (
          <Tick key={hour} x={xOf(hour) + SLOT / 2} y={HEIGHT - 4} textAnchor="middle">
            {format.hour(hour)}
          </Tick>
        ))}
      </Svg>
      <VisuallyHidden as="table">
        <caption>{t('analytics.hourlyUsage')}</caption>
        <tbody>
          {counts.map((count, hour) => (
            <tr key={hour}>
              <th scope="row">{t('analytics.hourLabel', { hour: format.hour(hour) })}</th>
              <td>{format.number(count)}</td>
            </tr>
          ))}
        </tbody>
      </VisuallyHidden>
    </div>
  );
}
