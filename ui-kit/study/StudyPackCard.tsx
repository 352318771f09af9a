/**
 * One pack in the study packs grid: its icon, title (in the page's language, `dir="auto"`), category, level and
 * number of points. The title is the button that opens the pack; its press area stretches over the whole card,
 * so the card is one tab stop named by the title alone.
 */
import { useId, type Ref } from 'react';
import { ChevronRight } from 'lucide-react';
import { Button } from 'react-aria-components';
import type { StudyPack } from '../../contract/learning';
import { useFormatNumber } from '../chat/useFormatNumber';
import { useLocale } from '../i18n';
import { Badge } from '../primitives/Badge';
import { styled } from '../theme/stitches.config';
import { packPoints, packTitle } from './studyPackText';

const Item = styled('li', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minWidth: 0,
  padding: '$4',
  backgroundColor: '$surface',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$lg',
  boxShadow: '$sm',
  textAlign: 'start',
  transition: 'border-color $fast, box-shadow $fast',
  '&:has([data-hovered])': { borderColor: '$primary', boxShadow: '$md' },
});

const Top = styled('div', { display: 'flex', alignItems: 'flex-start', gap: '$3' });

export const PackIcon = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '48px',
  borderRadius: '$md',
  backgroundColor: '$primarySoft',
  fontSize: '$6',
  lineHeight: 1,
});

const Title = styled('h2', {
  margin: 0,
  minWidth: 0,
  fontSize: '$4',
  fontWeight: '$bold',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
});

const OpenButton = styled(Button, {
  all: 'unset',
  cursor: 'pointer',
  textAlign: 'start',
  // The press area covers the whole card; the focus ring is drawn around the card too.
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '$lg' },
  '&[data-focus-visible]::after': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

const Meta = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$2',
  color: '$textMuted',
});

const Footer = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  marginBlockStart: 'auto',
  fontSize: '$2',
  fontWeight: '$bold',
  color: '$primary',
  '& svg': { flexShrink: 0 },
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
});

export interface StudyPackCardProps {
  pack: StudyPack;
  onOpen: (packId: string) => void;
  /** The open button, so the page can give it focus back when the student returns from the pack. */
  buttonRef?: Ref<HTMLButtonElement>;
}

export function StudyPackCard({ pack, onOpen, buttonRef }: StudyPackCardProps) {
  const { language, t } = useLocale();
  const formatNumber = useFormatNumber();
  const metaId = useId();
  return (
    <Item>
      <Top>
        <PackIcon aria-hidden="true">{pack.icon}</PackIcon>
        <Title>
          <OpenButton ref={buttonRef} aria-describedby={metaId} onPress={() => onOpen(pack.id)}>
            <span dir="auto">{packTitle(pack, language)}</span>
          </OpenButton>
        </Title>
      </Top>
      <Meta id={metaId}>
        <Badge tone="primary" size="sm">
          {t(`studyPacks.category.${pack.category}`)}
        </Badge>
        <span>{t('studyPacks.level', { level: t(`auth.grade.${pack.level}`) })}</span>
        <span>{t('studyPacks.points', { n: formatNumber(packPoints(pack, language).length) })}</span>
      </Meta>
      <Footer aria-hidden="true">
        {t('studyPacks.open')}
        <ChevronRight size={16} />
      </Footer>
    </Item>
  );
}
