/**
 * Dialog: a modal window (react-aria-components ModalOverlay + Modal + Dialog) with a title, a
 * close button and a body. It portals to <body>, traps focus, closes on Escape and on a press
 * outside (unless `isDismissable` is false) and restores focus to the trigger.
 * The styled overlay pieces are exported for AlertDialog.
 */
import type { ReactElement, ReactNode } from 'react';
import { X } from 'lucide-react';
import {
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { keyframes, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { IconButton } from './IconButton';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const DialogOverlay = styled(ModalOverlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  backgroundColor: '$overlay',
  '&[data-entering]': { animation: `${fadeIn} $transitions$normal` },
});

export const DialogModal = styled(Modal, {
  width: '100%',
  maxWidth: '$dialog',
  maxHeight: 'calc(100dvh - $space$7)',
  display: 'flex',
  outline: 'none',
  '&[data-entering]': { animation: `${riseIn} $transitions$normal` },
  variants: {
    size: {
      md: {},
      lg: { maxWidth: '$prose' },
    },
  },
});

export const DialogSurface = styled(RACDialog, {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  width: '100%',
  overflowY: 'auto',
  padding: '$6',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  borderRadius: '$lg',
  boxShadow: '$lg',
  textAlign: 'start',
  outline: 'none',
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

export const DialogTitle = styled(Heading, {
  fontSize: '$5',
  fontWeight: '$bold',
  lineHeight: '$tight',
  color: '$text',
  overflowWrap: 'anywhere',
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
});

const Body = styled('div', { color: '$text', lineHeight: '$normal', overflowWrap: 'anywhere' });

export const DialogFooter = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '$2',
});

export interface DialogProps extends Omit<RACDialogProps, 'children' | 'className' | 'style'> {
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** The body, or a function that receives `close`. */
  children: ReactNode | ((helpers: { close: () => void }) => ReactNode);
  /** Actions row at the bottom (buttons), or a function that receives `close`. */
  footer?: ReactNode | ((helpers: { close: () => void }) => ReactNode);
  /** A pressable element (e.g. a Button) that opens the dialog. Omit to control with `isOpen`. */
  trigger?: ReactElement;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initially open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a press outside closes it. Escape always closes. Default true. */
  isDismissable?: boolean;
  /** Width: `md` (480 px) or `lg` (680 px). */
  size?: 'md' | 'lg';
}

/** A modal dialog with a title and a close button. */
export function Dialog({
  title,
  children,
  footer,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  size = 'md',
  ...dialogProps
}: DialogProps) {
  const t = useT();
  // With a trigger, DialogTrigger owns the open state; otherwise the overlay does.
  const openState = { isOpen, defaultOpen, onOpenChange };
  const overlay = (
    <DialogOverlay isDismissable={isDismissable} {...(trigger ? {} : openState)}>
      <DialogModal size={size}>
        <DialogSurface {...dialogProps}>
          {({ close }) => (
            <>
              <Header>
                <DialogTitle slot="title">{title}</DialogTitle>
                <IconButton aria-label={t('common.close')} size="sm" variant="ghost" onPress={close}>
                  <X />
                </IconButton>
              </Header>
              <Body>{typeof children === 'function' ? children({ close }) : children}</Body>
              {footer ? <DialogFooter>{typeof footer === 'function' ? footer({ close }) : footer}</DialogFooter> : null}
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
