/**
 * "Continue with Google" (SPEC.md §2: a browser navigation to /api/auth/google, done by the app in `onPress`).
 * When the server has no Google client configured the button stays visible but disabled and says so
 * ("Google sign-in is not configured"), instead of sending the student to a dead end. The mark is the
 * single-colour Google "G" drawn in the text colour: the theme file is the only place for colours.
 */
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from '../primitives/Button';

const Mark = styled('svg', { size: '20px', flexShrink: 0, fill: 'currentColor' });

/** The Google "G" (simple-icons, CC0), decorative. */
function GoogleMark() {
  return (
    <Mark viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12.48 10.92v3.28h7.84c-.24 1.84-.853 3.187-1.787 4.133-1.147 1.147-2.933 2.4-6.053 2.4-4.827 0-8.6-3.893-8.6-8.72s3.773-8.72 8.6-8.72c2.6 0 4.507 1.027 5.907 2.347l2.307-2.307C18.747 1.44 16.133 0 12.48 0 5.867 0 .307 5.387.307 12s5.56 12 12.173 12c3.573 0 6.267-1.173 8.373-3.36 2.16-2.16 2.84-5.213 2.84-7.667 0-.76-.053-1.467-.173-2.053H12.48z" />
    </Mark>
  );
}

export interface GoogleButtonProps {
  /** Pressed: the app navigates the browser to /api/auth/google. */
  onPress: () => void;
  /** The server has no Google client: disabled, and the label says sign-in is not configured. */
  notConfigured?: boolean;
  /** The navigation has started: spinner, presses ignored. */
  isPending?: boolean;
  /** Disabled for another reason (e.g. the e-mail form is being submitted). */
  isDisabled?: boolean;
}

/** The full-width Google sign-in button of the login and sign-up screens. */
export function GoogleButton({ onPress, notConfigured = false, isPending = false, isDisabled = false }: GoogleButtonProps) {
  const t = useT();
  return (
    <Button
      variant="secondary"
      size="lg"
      fullWidth
      isDisabled={notConfigured || isDisabled}
      isPending={!notConfigured && isPending}
      onPress={onPress}
    >
      <GoogleMark />
      {notConfigured ? t('auth.googleNotConfigured') : t('auth.google')}
    </Button>
  );
}
