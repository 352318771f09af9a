/**
 * The full-page spinner shown at / while authentication loads (SPEC.md §2), before the app knows whether
 * to show the chat or the landing page. Centred in the viewport, announced politely by the Spinner.
 */
import { styled } from '../theme/stitches.config';
import { Spinner } from '../primitives/Spinner';

const Centre = styled('div', {
  flex: '1 0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  padding: '$6',
});

export interface LoadingScreenProps {
  /** What is loading, for screen readers; defaults to "Loading…" in the current language. */
  label?: string;
}

/** A centred, large spinner filling the page. */
export function LoadingScreen({ label }: LoadingScreenProps) {
  return (
    <Centre>
      <Spinner size="lg" label={label} />
    </Centre>
  );
}
