/**
 * One answer of a quiz question: a react-aria Radio with the option's text (markdown with maths, `dir="auto"` so an
 * English option in an Arabic quiz reads left to right). Once the answer is checked the right option turns green
 * and a wrong pick red, each with an icon and words in its accessible name, so the meaning never rests on colour
 * alone. The name is the option as plain text (plainText.ts): a formula alone would leave the radio nameless.
 */
import { Check, X } from 'lucide-react';
import { Radio } from 'react-aria-components';
import { useLocale } from '../i18n';
import { MarkdownContent } from '../chat/conversation/MarkdownContent';
import { styled } from '../theme/stitches.config';
import { plainText } from './plainText';

const Root = styled(Radio, {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: '$3',
  minHeight: '$controlLg',
  padding: '$2 $3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: 'border-color $fast, background-color $fast',
  '@reducedMotion': { transition: 'none' },
  '&[data-hovered]': { borderColor: '$borderStrong' },
  '&[data-pressed]': { backgroundColor: '$surfaceMuted' },
  '&[data-selected]': { borderColor: '$primary', backgroundColor: '$primarySoft', boxShadow: 'inset 0 0 0 1px $colors$primary' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  '&[data-readonly]': { cursor: 'default' },
  variants: {
    outcome: {
      pending: {},
      other: { '&[data-readonly]': { color: '$textMuted' } },
      correct: {
        '&, &[data-selected], &[data-hovered]': {
          borderColor: '$success',
          backgroundColor: '$successSoft',
          boxShadow: 'inset 0 0 0 1px $colors$success',
        },
      },
      wrongPick: {
        '&, &[data-selected], &[data-hovered]': {
          borderColor: '$danger',
          backgroundColor: '$dangerSoft',
          boxShadow: 'inset 0 0 0 1px $colors$danger',
        },
      },
    },
  },
  defaultVariants: { outcome: 'pending' },
});

const Bullet = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '22px',
  flexShrink: 0,
  borderRadius: '$round',
  border: '2px solid $borderStrong',
  '[data-selected] > &': { borderColor: '$primary', boxShadow: 'inset 0 0 0 4px $colors$surface', backgroundColor: '$primary' },
});

const Mark = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '24px',
  borderRadius: '$round',
  '& svg': { size: '16px' },
  variants: {
    outcome: {
      correct: { backgroundColor: '$success', color: '$successSoft' },
      wrongPick: { backgroundColor: '$danger', color: '$dangerSoft' },
    },
  },
});

/** What a checked answer says about this option. */
export type OptionOutcome = 'pending' | 'correct' | 'wrongPick' | 'other';

export interface QuizOptionProps {
  /** The option's index, its value in the radio group. */
  index: number;
  /** The option's text (markdown; maths in `$…$`). */
  text: string;
  outcome: OptionOutcome;
}

/** A selectable answer that shows right or wrong once checked. */
export function QuizOption({ index, text, outcome }: QuizOptionProps) {
  const { t, language } = useLocale();
  const verdict = outcome === 'correct' ? t('quiz.optionIsCorrect') : outcome === 'wrongPick' ? t('quiz.optionIsYourWrongPick') : undefined;
  const name = verdict ? `${plainText(text)}${language === 'ar' ? '، ' : ', '}${verdict}` : plainText(text);
  return (
    <Root value={String(index)} outcome={outcome} data-outcome={outcome} aria-label={name}>
      <Bullet aria-hidden="true" />
      <div dir="auto">
        <MarkdownContent content={text} />
      </div>
      {outcome === 'correct' || outcome === 'wrongPick' ? (
        <Mark outcome={outcome} aria-hidden="true">
          {outcome === 'correct' ? <Check /> : <X />}
        </Mark>
      ) : null}
    </Root>
  );
}
