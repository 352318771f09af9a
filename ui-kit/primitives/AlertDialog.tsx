/**
 * AlertDialog: a confirmation (role="alertdialog") with a title, a message and Confirm / Cancel.
 * A press outside does not dismiss it (the user must choose); Escape cancels. The destructive
 * variant paints Confirm red and puts initial focus on Cancel, so Enter never destroys by accident.
 */
import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Button } from './Button';
import { DialogFooter, DialogModal, DialogOverlay, DialogSurface, DialogTitle } from './Dialog';

const Message = styled('p', { color: '$textMuted', lineHeight: '$normal', overflowWrap: 'anywhere' });

export interface AlertDialogProps {
  /** The question or statement ("Log out?"). Names the dialog. */
  title: ReactNode;
  /** The explanation under the title. Describes the dialog. */
  message: ReactNode;
  /** Confirm button text. Defaults to the "Confirm" string. */
  confirmLabel?: string;
  /** Cancel button text. Defaults to the "Cancel" string. */
  cancelLabel?: string;
  /** Called when Confirm is pressed. */
  onConfirm?: () => void;
  /** Close right after Confirm (default). Set false for async work: show `isPending`, then close via `isOpen`. */
  closeOnConfirm?: boolean;
  /** Called when Cancel is pressed or Escape is hit. */
  onCancel?: () => void;
  /** `destructive` for irreversible actions (logout everywhere, reject payment). */
  variant?: 'default' | 'destructive';
  /** Confirm is in progress: the Confirm button shows a spinner and the dialog stays open. */
  isPending?: boolean;
  /** A pressable element that opens the dialog. Omit to control with `isOpen`. */
  trigger?: ReactElement;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initially open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A confirm / cancel dialog for consequential actions. */
export function AlertDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  closeOnConfirm = true,
  variant = 'default',
  isPending = false,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  const t = useT();
  const messageId = useId();
  const isDestructive = variant === 'destructive';
  // Closing always goes through onOpenChange; this tells a confirmation apart from a cancel.
  const isConfirming = useRef(false);
  const handleOpenChange = (open: boolean) => {
    if (!open) {
      if (!isConfirming.current) onCancel?.();
      isConfirming.current = false;
    }
    onOpenChange?.(open);
  };
  // With a trigger, DialogTrigger owns the open state; otherwise the overlay does.
  const openState = { isOpen, defaultOpen, onOpenChange: handleOpenChange };
  const overlay = (
    <DialogOverlay
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      {...(trigger ? {} : openState)}
    >
      <DialogModal>
        <DialogSurface role="alertdialog" aria-describedby={messageId}>
          {({ close }) => (
            <>
              <DialogTitle slot="title">{title}</DialogTitle>
              <Message id={messageId}>{message}</Message>
              <DialogFooter>
                <Button variant="secondary" autoFocus={isDestructive} isDisabled={isPending} onPress={close}>
                  {cancelLabel ?? t('common.cancel')}
                </Button>
                <Button
                  variant={isDestructive ? 'danger' : 'primary'}
                  autoFocus={!isDestructive}
                  isPending={isPending}
                  onPress={() => {
                    onConfirm?.();
                    if (closeOnConfirm) {
                      isConfirming.current = true;
                      close();
                    }
                  }}
                >
                  {confirmLabel ?? t('common.confirm')}
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogSurface>
      </DialogModal>
    </DialogOverlay>
  );
  return trigger ? (
    <DialogTrigger {...openState}>
      {trigger}
      {overlay}
    </DialogTrigger>
  ) : (
    overlay
  );
}
