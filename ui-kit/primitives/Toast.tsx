/**
 * Toast: one notification inside <ToastRegion> (react-aria-components UNSTABLE_Toast, an
 * alertdialog with a title, a description and a close button). Dragging it to the right by
 * TOAST.swipeThresholdPx (50 px) or more dismisses it. "Right" is the physical right of the screen
 * in both Arabic and English, as SPEC §5 says, so the gesture does not mirror.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  type QueuedToast,
} from 'react-aria-components';
import { keyframes, styled } from '../theme/stitches.config';
import { useT } from '../i18n';
import { TOAST_SWIPE_THRESHOLD_PX, type ToastContent, type ToastQueue } from './toastQueue';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

const Root = styled(RACToast, {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  width: '100%',
  padding: '$4',
  borderRadius: '$md',
  border: '1px solid $border',
  boxShadow: '$lg',
  fontFamily: '$body',
  textAlign: 'start',
  touchAction: 'pan-y',
  outline: 'none',
  animation: `${slideIn} $transitions$normal`,
  transition: 'transform $fast, opacity $fast',
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
  '&[data-swiping]': { transition: 'none', userSelect: 'none', cursor: 'grabbing' },
  variants: {
    variant: {
      default: { backgroundColor: '$surfaceRaised', color: '$text' },
      success: { backgroundColor: '$surfaceRaised', color: '$text', borderInlineStart: '4px solid $success' },
      destructive: { backgroundColor: '$danger', color: '$onDanger', borderColor: '$danger' },
    },
  },
  defaultVariants: { variant: 'default' },
});

const Icon = styled('span', {
  display: 'inline-flex',
  flexShrink: 0,
  marginBlockStart: '2px',
  '& svg': { size: '20px' },
  variants: { variant: { success: { color: '$success' }, destructive: { color: 'inherit' } } },
});

const Content = styled(RACToastContent, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

const Title = styled(Text, { fontSize: '$3', fontWeight: '$bold', lineHeight: '$tight' });
const Description = styled(Text, { fontSize: '$2', lineHeight: '$normal' });

const CloseButton = styled(RACButton, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  size: '$controlSm',
  marginBlock: '-$1',
  border: '1px solid transparent',
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  '& svg': { size: '18px' },
  '&[data-hovered]': { borderColor: 'currentColor' },
  '&[data-pressed]': { transform: 'scale(0.94)' },
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px' },
});

/** Tracks a horizontal pointer drag; calls `onDismiss` when released ≥ threshold px to the right. */
function useSwipeToDismiss(onDismiss: () => void) {
  const [offset, setOffset] = useState(0);
  const [isSwiping, setSwiping] = useState(false);
  const startX = useRef(0);
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !event.isPrimary) return;
    startX.current = event.clientX;
    setSwiping(true);
    // Listen on window so the drag survives leaving the toast; no pointer capture, so presses on
    // the close button still land on it.
    const move = (moveEvent: PointerEvent) => setOffset(Math.max(0, moveEvent.clientX - startX.current));
    const end = (endEvent: PointerEvent) => {
      stopListening.current?.();
      setSwiping(false);
      const distance = endEvent.type === 'pointerup' ? endEvent.clientX - startX.current : 0;
      if (distance >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
      else setOffset(0);
    };
    stopListening.current?.();
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stopListening.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stopListening.current = null;
    };
  };

  const style = offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined;
  return { onPointerDown, style, isSwiping };
}

export interface ToastProps {
  /** The queued toast from the region's render function. */
  toast: QueuedToast<ToastContent>;
  /** The queue it belongs to (for swipe dismissal). */
  queue: ToastQueue;
}

/** One toast: icon, title, description, close button; swipe right to dismiss. */
export function Toast({ toast, queue }: ToastProps) {
  const t = useT();
  const { title, description, variant = 'default' } = toast.content;
  const swipe = useSwipeToDismiss(() => queue.close(toast.key));
  return (
    <Root
      toast={toast}
      variant={variant}
      data-variant={variant}
      data-swiping={swipe.isSwiping || undefined}
      onPointerDown={swipe.onPointerDown}
      style={swipe.style}
    >
      {variant === 'success' || variant === 'destructive' ? (
        <Icon variant={variant} aria-hidden="true">
          {variant === 'success' ? <CircleCheck /> : <CircleAlert />}
        </Icon>
      ) : null}
      <Content>
        <Title slot="title">{title}</Title>
        {description ? <Description slot="description">{description}</Description> : null}
      </Content>
      <CloseButton slot="close" aria-label={t('common.close')}>
        <X aria-hidden="true" />
      </CloseButton>
    </Root>
  );
}
