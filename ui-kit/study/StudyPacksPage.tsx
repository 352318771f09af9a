/**
 * /study-packs (SPEC.md §2): a subject filter, a grid of the ready-made summary packs, and one pack's summary
 * points. Pure: the app passes the packs (null while loading), the filter and the open pack (both kept in the
 * address) and reacts to the callbacks. Returning from a pack gives focus back to that pack's card.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { CircleAlert, Library } from 'lucide-react';
import type { StudyPack } from '../../contract/learning';
import { useLocale } from '../i18n';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { styled } from '../theme/stitches.config';
import { StudyPackCard } from './StudyPackCard';
import { StudyPackDetail } from './StudyPackDetail';
import { StudyPackFilterBar } from './StudyPackFilterBar';
import { filterStudyPacks, type StudyPackFilter } from './studyPackText';

const Page = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  width: '100%',
  maxWidth: '$content',
  mx: 'auto',
  px: '$4',
  py: '$6',
  textAlign: 'start',
  '@md': { px: '$6', py: '$7' },
});

const Intro = styled('header', { display: 'flex', flexDirection: 'column', gap: '$2' });

const Title = styled('h1', { margin: 0, fontSize: '$6', fontWeight: '$bold', lineHeight: '$tight', '@sm': { fontSize: '$7' } });

const Subtitle = styled('p', { margin: 0, color: '$textMuted', lineHeight: '$normal' });

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: '$4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const StateBox = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  px: '$4',
  py: '$8',
  border: '1px dashed $border',
  borderRadius: '$lg',
  color: '$textMuted',
  textAlign: 'center',
  '& > svg': { size: '40px' },
  variants: { tone: { danger: { borderColor: '$danger', '& > svg': { color: '$danger' } }, neutral: {} } },
  defaultVariants: { tone: 'neutral' },
});

const StateText = styled('p', { margin: 0, color: '$text', fontWeight: '$medium' });

interface PackListStateProps extends Pick<StudyPacksPageProps, 'packs' | 'error' | 'onRetry'> {
  /** The filter keeps no pack. */
  isEmpty: boolean;
  /** The grid. */
  children: ReactNode;
}

/** The error, loading or empty state in place of the grid, or the grid itself. */
function PackListState({ packs, error, onRetry, isEmpty, children }: PackListStateProps) {
  const { t } = useLocale();
  if (error && !packs) {
    return (
      <StateBox tone="danger" role="alert">
        <CircleAlert aria-hidden="true" />
        <StateText>{t('studyPacks.error')}</StateText>
        <Button variant="secondary" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      </StateBox>
    );
  }
  if (!packs) {
    return (
      <StateBox>
        <Spinner size="lg" label={t('studyPacks.loading')} showLabel />
      </StateBox>
    );
  }
  if (isEmpty) {
    return (
      <StateBox>
        <Library aria-hidden="true" />
        <StateText>{t('studyPacks.empty')}</StateText>
      </StateBox>
    );
  }
  return <>{children}</>;
}

export interface StudyPacksPageProps {
  /** Every pack (the page applies the filter); null while they load. */
  packs: StudyPack[] | null;
  /** Loading failed and there is nothing to show: an error with a retry button. */
  error?: boolean;
  onRetry: () => void;
  /** The subject filter's value. */
  category: StudyPackFilter;
  onCategoryChange: (category: StudyPackFilter) => void;
  /** The open pack; null, absent or an id that is not in `packs` shows the grid. */
  selectedPackId?: string | null;
  onOpen: (packId: string) => void;
  /** The back button of an open pack. */
  onBack: () => void;
}

export function StudyPacksPage({ packs, error = false, onRetry, category, onCategoryChange, selectedPackId, onOpen, onBack }: StudyPacksPageProps) {
  const { t } = useLocale();
  const selectedPack = selectedPackId ? packs?.find((pack) => pack.id === selectedPackId) : undefined;
  const cardButtons = useRef(new Map<string, HTMLButtonElement>());
  const returnFocusTo = useRef<string | null>(null);

  // Back from a pack (the button or the browser's back): focus the card it was opened from.
  useEffect(() => {
    if (selectedPack || !returnFocusTo.current) return;
    cardButtons.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [selectedPack]);

  if (selectedPack) {
    return (
      <Page>
        <StudyPackDetail pack={selectedPack} onBack={onBack} />
      </Page>
    );
  }

  const open = (packId: string) => {
    returnFocusTo.current = packId;
    onOpen(packId);
  };
  const shown = packs ? filterStudyPacks(packs, category) : [];

  return (
    <Page>
      <Intro>
        <Title>{t('studyPacks.title')}</Title>
        <Subtitle>{t('studyPacks.subtitle')}</Subtitle>
      </Intro>
      <StudyPackFilterBar value={category} onChange={onCategoryChange} />
      <PackListState packs={packs} error={error} onRetry={onRetry} isEmpty={shown.length === 0}>
        <Grid aria-label={t('studyPacks.title')}>
          {shown.map((pack) => (
            <StudyPackCard
              key={pack.id}
              pack={pack}
              onOpen={open}
              buttonRef={(button) => {
                if (button) cardButtons.current.set(pack.id, button);
                else cardButtons.current.delete(pack.id);
              }}
            />
          ))}
        </Grid>
      </PackListState>
    </Page>
  );
}
