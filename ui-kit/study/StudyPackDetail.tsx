/**
 * One study pack opened: a back button, its icon, title and details, then its summary points as a numbered
 * list. Each point is markdown with `$…$` maths (MarkdownContent keeps formulas left to right inside Arabic).
 * The title takes focus when the pack opens, so keyboard and screen-reader users land on what they opened.
 */
import { useEffect, useId, useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { StudyPack } from '../../contract/learning';
import { MarkdownContent } from '../chat/conversation/MarkdownContent';
import { useFormatNumber } from '../chat/useFormatNumber';
import { useLocale } from '../i18n';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { styled } from '../theme/stitches.config';
import { PackIcon } from './StudyPackCard';
import { packPoints, packTitle } from './studyPackText';

const Article = styled('article', { display: 'flex', flexDirection: 'column', gap: '$5', minWidth: 0 });

const BackRow = styled('div', { display: 'flex', '& svg': { flexShrink: 0 }, '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } });

const Header = styled('header', { display: 'flex', alignItems: 'flex-start', gap: '$3', minWidth: 0 });

const HeaderText = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', minWidth: 0 });

const Title = styled('h1', {
  margin: 0,
  fontSize: '$6',
  fontWeight: '$bold',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  outline: 'none',
  '@sm': { fontSize: '$7' },
});

const Meta = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2', fontSize: '$2', color: '$textMuted' });

const SectionTitle = styled('h2', { margin: 0, fontSize: '$5', fontWeight: '$bold', lineHeight: '$tight' });

const Points = styled('ol', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: '$prose',
});

const Point = styled('li', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  minWidth: 0,
  padding: '$4',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
});

const PointNumber = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '28px',
  borderRadius: '$round',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontSize: '$2',
  fontWeight: '$bold',
});

const PointText = styled('div', { flex: 1, minWidth: 0, paddingBlockStart: '2px' });

export interface StudyPackDetailProps {
  pack: StudyPack;
  onBack: () => void;
}

export function StudyPackDetail({ pack, onBack }: StudyPackDetailProps) {
  const { language, t } = useLocale();
  const formatNumber = useFormatNumber();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const points = packPoints(pack, language);

  useEffect(() => {
    titleRef.current?.focus();
  }, [pack.id]);

  return (
    <Article aria-labelledby={titleId}>
      <BackRow>
        <Button variant="ghost" onPress={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('studyPacks.back')}
        </Button>
      </BackRow>
      <Header>
        <PackIcon aria-hidden="true">{pack.icon}</PackIcon>
        <HeaderText>
          <Title id={titleId} ref={titleRef} tabIndex={-1} dir="auto">
            {packTitle(pack, language)}
          </Title>
          <Meta>
            <Badge tone="primary" size="sm">
              {t(`studyPacks.category.${pack.category}`)}
            </Badge>
            <span>{t('studyPacks.level', { level: t(`auth.grade.${pack.level}`) })}</span>
            <span>{t('studyPacks.points', { n: formatNumber(points.length) })}</span>
          </Meta>
        </HeaderText>
      </Header>
      <SectionTitle>{t('studyPacks.summaryTitle')}</SectionTitle>
      <Points>
        {points.map((point, index) => (
          <Point key={index}>
            <PointNumber aria-hidden="true">{formatNumber(index + 1)}</PointNumber>
            <PointText>
              <MarkdownContent content={point} />
            </PointText>
          </Point>
        ))}
      </Points>
    </Article>
  );
}
