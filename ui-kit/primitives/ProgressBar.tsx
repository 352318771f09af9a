/**
 * ProgressBar: a labelled determinate (or indeterminate) progress bar on react-aria-components
 * ProgressBar (role="progressbar" with aria-valuenow / aria-valuetext). The fill grows from the
 * inline start, so it runs right-to-left in Arabic. Numbers are formatted for the locale.
 */
import type { ReactNode } from 'react';
import { Label, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import { keyframes, styled } from '../theme/stitches.config';

const slide = keyframes({ from: { marginInlineStart: '-40%' }, to: { marginInlineStart: '100%' } });

const Root = styled(RACProgressBar, {
  display: 'grid',
  gridTemplateAreas: '"label value" "track track"',
  gridTemplateColumns: '1fr auto',
  gap: '$1 $3',
  minWidth: 0,
  color: '$text',
  fontSize: '$2',
  textAlign: 'start',
});

const BarLabel = styled(Label, { gridArea: 'label', fontWeight: '$medium' });

const ValueText = styled('span', { gridArea: 'value', color: '$textMuted', fontVariantNumeric: 'tabular-nums' });

const Track = styled('div', {
  gridArea: 'track',
  overflow: 'hidden',
  borderRadius: '$pill',
  backgroundColor: '$surfaceMuted',
  border: '1px solid $border',
  variants: { size: { sm: { height: '6px' }, md: { height: '10px' } } },
});

const Fill = styled('div', {
  height: '100%',
  borderRadius: '$pill',
  transition: 'width $normal',
  variants: {
    tone: { primary: { backgroundColor: '$primary' }, premium: { backgroundColor: '$premium' }, success: { backgroundColor: '$success' } },
    indeterminate: { true: { width: '40%', animation: `${slide} 1.2s ease-in-out infinite` } },
  },
});

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'className' | 'style'> {
  /** Visible label (omit only with an `aria-label`). */
  label?: ReactNode;
  /** Show the formatted value ("40%", or `valueLabel`) beside the label. */
  showValueLabel?: boolean;
  /** Fill colour. */
  tone?: 'primary' | 'premium' | 'success';
  /** Track thickness. */
  size?: 'sm' | 'md';
}

/** A labelled progress bar. `value`, `minValue`, `maxValue`, `valueLabel`, `formatOptions` as in react-aria. */
export function ProgressBar({ label, showValueLabel = false, tone = 'primary', size = 'md', ...props }: ProgressBarProps) {
  return (
    <Root {...props}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? <BarLabel>{label}</BarLabel> : null}
          {showValueLabel && !isIndeterminate ? <ValueText>{valueText}</ValueText> : null}
          <Track size={size}>
            <Fill
              tone={tone}
              indeterminate={isIndeterminate}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </Track>
        </>
      )}
    </Root>
  );
}
