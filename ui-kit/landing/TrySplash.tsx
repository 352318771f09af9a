/**
 * The "Try Without Account" splash (SPEC.md §2): four steps over about 3 s, a progress bar and the current
 * step's text, then the app opens /chat. Pure: `progress` and `step` come from `useSplashProgress` (or fixed
 * values in stories and screenshots). The current step is also announced through a polite live region.
 */
import { Check, GraduationCap } from 'lucide-react';
import { keyframes, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import type { MessageKey } from '../i18n';
import { ProgressBar } from '../primitives/ProgressBar';
import { SpinnerGlyph } from '../primitives/Spinner';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { SPLASH_STEP_COUNT } from './useSplashProgress';

const stepKeys: readonly MessageKey[] = ['splash.step0', 'splash.step1', 'splash.step2', 'splash.step3'];

const pulse = keyframes({ '0%, 100%': { transform: 'scale(1)' }, '50%': { transform: 'scale(1.06)' } });

const Screen = styled('section', {
  flex: '1 0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  px: '$4',
  py: '$8',
  backgroundImage: 'linear-gradient(180deg, $primarySoft 0%, $bg 70%)',
});

const Panel = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$5',
  width: '100%',
  maxWidth: '440px',
  padding: '$6',
  borderRadius: '$xl',
  backgroundColor: '$surface',
  border: '1px solid $border',
  boxShadow: '$lg',
  '@sm': { padding: '$7' },
});

const Mark = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '72px',
  borderRadius: '$round',
  backgroundColor: '$primary',
  color: '$onPrimary',
  boxShadow: '$md',
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '& svg': { size: '36px' },
});

const Title = styled('h1', { fontSize: '$6', fontWeight: '$black', lineHeight: '$tight', textAlign: 'center' });

const Bar = styled('div', { width: '100%' });

const Steps = styled('ol', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

const StepItem = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  lineHeight: '$normal',
  variants: {
    state: {
      done: { color: '$textMuted' },
      current: { color: '$text', fontWeight: '$medium' },
      upcoming: { color: '$textSubtle' },
    },
  },
});

const StepIcon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '28px',
  borderRadius: '$round',
  '& svg': { size: '16px' },
  variants: {
    state: {
      done: { backgroundColor: '$primary', color: '$onPrimary' },
      current: { backgroundColor: '$primarySoft', color: '$primary' },
      upcoming: { border: '2px solid $border' },
    },
  },
});

type StepState = 'done' | 'current' | 'upcoming';

export interface TrySplashProps {
  /** 0–100: how full the bar is. */
  progress: number;
  /** 0–3: which of the four step texts is current. */
  step: number;
}

/** The four-step loading splash before an anonymous chat. */
export function TrySplash({ progress, step }: TrySplashProps) {
  const t = useT();
  const current = Math.min(Math.max(Math.trunc(step), 0), SPLASH_STEP_COUNT - 1);
  const currentKey = stepKeys[current] ?? 'splash.step0';
  const value = Math.min(Math.max(progress, 0), 100);
  const finished = value >= 100;
  return (
    <Screen aria-labelledby="try-splash-title">
      <Panel>
        <Mark aria-hidden="true">
          <GraduationCap />
        </Mark>
        <Title id="try-splash-title">{t('splash.title')}</Title>
        <Bar>
          <ProgressBar label={t('splash.progressLabel')} value={value} showValueLabel />
        </Bar>
        <Steps>
          {stepKeys.map((key, index) => {
            const state: StepState =
              index < current || finished ? 'done' : index === current ? 'current' : 'upcoming';
            return (
              <StepItem key={key} state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <StepIcon state={state} aria-hidden="true">
                  {state === 'done' ? <Check /> : state === 'current' ? <SpinnerGlyph size="sm" /> : null}
                </StepIcon>
                {t(key)}
              </StepItem>
            );
          })}
        </Steps>
        <VisuallyHidden aria-live="polite">
          {t('splash.stepOf', { current: current + 1, total: SPLASH_STEP_COUNT })} {t(currentKey)}
        </VisuallyHidden>
      </Panel>
    </Screen>
  );
}
