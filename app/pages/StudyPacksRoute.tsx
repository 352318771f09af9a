/**
 * /study-packs: wires the study packs screen to GET /api/study-packs. The subject filter and the open pack live
 * in the address (?category=physics&pack=phys-linear-motion), so a reload, a shared link and the browser's back
 * and forward buttons all land on the same view. The page's own back button returns to the grid entry it came
 * from rather than stacking a new one.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { StudyPacksPage } from '../../ui-kit/study/StudyPacksPage';
import { toStudyPackFilter, type StudyPackFilter } from '../../ui-kit/study/studyPackText';
import { studyPacksQuery } from '../queries/study-packs';

const CATEGORY_PARAM = 'category';
const PACK_PARAM = 'pack';

/** History state of an entry opened from the grid: going back to the grid is one step back. */
interface OpenedFromGrid {
  openedFromGrid: true;
}

function isOpenedFromGrid(state: unknown): state is OpenedFromGrid {
  return typeof state === 'object' && state !== null && (state as Partial<OpenedFromGrid>).openedFromGrid === true;
}

export default function StudyPacksRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const packs = useQuery(studyPacksQuery());

  const category = toStudyPackFilter(searchParams.get(CATEGORY_PARAM));
  const selectedPackId = searchParams.get(PACK_PARAM);

  const withParams = (change: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(searchParams);
    change(next);
    return next;
  };

  const changeCategory = (next: StudyPackFilter) =>
    setSearchParams(
      withParams((params) => {
        if (next === 'all') params.delete(CATEGORY_PARAM);
        else params.set(CATEGORY_PARAM, next);
        params.delete(PACK_PARAM);
      }),
    );

  const openPack = (packId: string) =>
    setSearchParams(
      withParams((params) => params.set(PACK_PARAM, packId)),
      { state: { openedFromGrid: true } satisfies OpenedFromGrid },
    );

  const backToGrid = () => {
    if (isOpenedFromGrid(location.state)) void navigate(-1);
    else setSearchParams(withParams((params) => params.delete(PACK_PARAM)), { replace: true });
  };

  return (
    <StudyPacksPage
      packs={packs.data === undefined ? null : (packs.data ?? [])}
      error={packs.isError && !packs.isFetching}
      onRetry={() => void packs.refetch()}
      category={category}
      onCategoryChange={changeCategory}
      selectedPackId={selectedPackId}
      onOpen={openPack}
      onBack={backToGrid}
    />
  );
}
