/**
 * The feedback rating: five stars as a react-aria RadioGroup (arrow keys move between them and follow the
 * reading direction). Each star is named by its number and label ("4 of 5: Very Good"); the chosen label is also
 * written under the stars, so the meaning never rests on the filled colour alone.
 */
import type { Ref } from 'react';
import { Star } from 'lucide-react';
import { Radio, RadioGroup } from 'react-aria-components';
import { ratingValues } from '../../contract/feedback';
import { useFormatNumber } from '../chat/useFormatNumber';
import { useT } from '../i18n';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStack } from '../primitives/Field';
import { styled } from '../theme/stitches.config';

const Stars = styled('div', { display: 'flex', gap: '$1' });

const StarRadio = styled(Radio, {
  display: 'grid',
  placeItems: 'center',
  size: '$controlLg',
  borderRadius: '$md',
  color: '$borderStrong',
  cursor: 'pointer',
  outline: 'none',
  transition: 'color $fast, background-color $fast',
  '& svg': { size: '32px' },
  '&[data-hovered]': { backgroundColor: '$surfaceMuted' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  '[data-invalid] &': { color: '$danger' },
  variants: {
    filled: { true: { color: '$accent', '& svg': { fill: 'currentColor' } } },
  },
});

export interface RatingStarsProps {
  /** 1–5, or undefined while none is chosen. */
  value: number | undefined;
  onChange: (value: number) => void;
  errorMessage?: string;
  /** The group element, so the form can focus the first star when the rating is missing. */
  groupRef?: Ref<HTMLDivElement>;
}

export function RatingStars({ value, onChange, errorMessage, groupRef }: RatingStarsProps) {
  const t = useT();
  const formatNumber = useFormatNumber();
  const labelOf = (rating: number) => t(`feedback.rating.${rating as 1 | 2 | 3 | 4 | 5}`);
  return (
    <RadioGroup
      ref={groupRef}
      className={fieldStack()}
      orientation="horizontal"
      value={value === undefined ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel>{t('feedback.rating.label')}</FieldLabel>
      <Stars>
        {ratingValues.map((rating) => (
          <StarRadio
            key={rating}
            value={String(rating)}
            aria-label={t('feedback.rating.option', { n: formatNumber(rating), label: labelOf(rating) })}
            filled={value !== undefined && rating <= value}
          >
            <Star aria-hidden="true" />
          </StarRadio>
        ))}
      </Stars>
      {value !== undefined ? <FieldDescription slot="description">{t('feedback.rating.chosen', { label: labelOf(value) })}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RadioGroup>
  );
}
