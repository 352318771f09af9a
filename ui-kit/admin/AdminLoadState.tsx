/**
 * The loading and error states every operator list shares: a labelled spinner, or an alert with a retry button.
 * Lists pass their own texts so each announces what is loading or what failed.
 */
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { FormAlert } from '../auth/FormAlert';

const Box = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$3',
  py: '$4',
});

/** What a data-driven admin view shows: loading, the load failed, or the data is there. */
export type AdminLoadStatus = 'loading' | 'error' | 'ready';

export interface AdminLoadStateProps {
  /** Only 'loading' and 'error' render something. */
  state: AdminLoadStatus;
  /** Announced while loading. */
  loadingText: string;
  /** Shown in the alert when the load failed. */
  errorText: string;
  /** Retry after an error; no button without it. */
  onRetry?: () => void;
}

/** The spinner or the error alert of a list; nothing when ready. */
export function AdminLoadState({ state, loadingText, errorText, onRetry }: AdminLoadStateProps) {
  const t = useT();
  if (state === 'ready') return null;
  return (
    <Box>
      {state === 'loading' ? (
        <Spinner label={loadingText} showLabel />
      ) : (
        <>
          <FormAlert tone="danger">{errorText}</FormAlert>
          {onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </>
      )}
    </Box>
  );
}
