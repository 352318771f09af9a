/**
 * The landing page's stats line (SPEC.md §2): "8 subjects / 4 personalities / unlimited stories". The counts
 * are props (the landing page passes the contract's subject and personality lists), so the line can never
 * disagree with what the product offers. Numbers are formatted for the locale (Arabic-Indic digits in
 * Arabic, as react-aria formats the progress bars and other numbers).
 */
import { BookOpen, Drama, ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { styled } from '../theme/stitches.config';
import { useLocale } from '../i18n';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

const Section = styled('section', { px: '$4', py: '$7', '@md': { px: '$6' } });

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '$5',
  display: 'grid',
  gap: '$4',
  maxWidth: '$content',
  mx: 'auto',
  borderRadius: '$xl',
  backgroundColor: '$surface',
  border: '1px solid $border',
  boxShadow: '$sm',
  '@sm': { gridTemplateColumns: 'repeat(3, 1fr)', padding: '$6' },
});

const Item = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '@sm': {
    flexDirection: 'column',
    textAlign: 'center',
    gap: '$1',
    '& + &': { borderInlineStart: '1px solid $border' },
  },
});

const Icon = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '$controlLg',
  flexShrink: 0,
  borderRadius: '$round',
  backgroundColor: '$primarySoft',
  color: '$primary',
  '& svg': { size: '24px' },
  '@sm': { marginBlockEnd: '$2' },
});

const Value = styled('span', {
  fontSize: '$7',
  fontWeight: '$black',
  lineHeight: '$tight',
  color: '$primary',
  minWidth: '1.5ch',
  textAlign: 'center',
});

const Label = styled('span', { fontSize: '$4', fontWeight: '$medium', color: '$text' });

export interface StatsLineProps {
  /** How many subjects the tutor covers (8). */
  subjectsCount: number;
  /** How many tutor personalities there are (4). */
  personalitiesCount: number;
}

function Stat({ icon, value, label, valueHidden = false }: { icon: ReactNode; value: string; label: string; valueHidden?: boolean }) {
  return (
    <Item>
      <Icon aria-hidden="true">{icon}</Icon>
      <Value aria-hidden={valueHidden || undefined}>{value}</Value> <Label>{label}</Label>
    </Item>
  );
}

/** Three headline numbers in one band. */
export function StatsLine({ subjectsCount, personalitiesCount }: StatsLineProps) {
  const { t, language } = useLocale();
  const formatter = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US');
  return (
    <Section aria-labelledby="landing-stats-title">
      <VisuallyHidden as="h2" id="landing-stats-title">
        {t('landing.statsTitle')}
      </VisuallyHidden>
      <List>
        <Stat icon={<BookOpen />} value={formatter.format(subjectsCount)} label={t('landing.statSubjects')} />
        <Stat icon={<Drama />} value={formatter.format(personalitiesCount)} label={t('landing.statPersonalities')} />
        {/* "∞" is decoration: the label already says "unlimited stories". */}
        <Stat icon={<ScrollText />} value={t('landing.statStoriesValue')} label={t('landing.statStories')} valueHidden />
      </List>
    </Section>
  );
}
