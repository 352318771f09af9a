/**
 * The "or" rule between the Google button and the e-mail form. The lines are drawn with logical flex, so the
 * word sits in the middle in both directions.
 */
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';

const Rule = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  color: '$textMuted',
  fontSize: '$2',
  '&::before, &::after': { content: '""', flex: 1, borderBlockStart: '1px solid $border' },
});

/** A horizontal rule with "or" in the middle. */
export function AuthDivider() {
  const t = useT();
  return <Rule>{t('auth.or')}</Rule>;
}
