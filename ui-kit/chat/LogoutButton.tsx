/**
 * The chat sidebar's logout (SPEC.md §2): it asks for confirmation first, and only a confirmed logout reaches
 * `onConfirm` (the app then sends the browser to /api/auth/logout). Cancel and Escape leave the student signed in.
 */
import { LogOut } from 'lucide-react';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { AlertDialog } from '../primitives/AlertDialog';
import { Button } from '../primitives/Button';

/** The door icon points out of the page: towards the end edge, so it mirrors in right-to-left text. */
const DoorIcon = styled('span', {
  display: 'inline-flex',
  lineHeight: 0,
  '& svg': { size: '1.15em' },
  '[dir="rtl"] &': { transform: 'scaleX(-1)' },
});

export interface LogoutButtonProps {
  /** Called once the student confirms. */
  onConfirm: () => void;
  /** The logout is under way: the button shows a spinner and ignores presses. */
  isPending?: boolean;
}

/** A logout button that confirms in an alert dialog before logging out. */
export function LogoutButton({ onConfirm, isPending = false }: LogoutButtonProps) {
  const t = useT();
  return (
    <AlertDialog
      variant="destructive"
      title={t('chat.logoutConfirm.title')}
      message={t('chat.logoutConfirm.body')}
      confirmLabel={t('chat.logoutConfirm.confirm')}
      onConfirm={onConfirm}
      trigger={
        <Button variant="secondary" size="sm" fullWidth isPending={isPending}>
          <DoorIcon aria-hidden="true">
            <LogOut />
          </DoorIcon>
          {t('chat.logout')}
        </Button>
      }
    />
  );
}
