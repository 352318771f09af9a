/**
 * ToastRegion: the one place toasts appear (react-aria-components UNSTABLE_ToastRegion, a labelled
 * `region` landmark portalled to <body>; it renders nothing while the queue is empty). Mount it once
 * at the app root. Hovering or focusing it pauses the timers.
 *
 * F8 (SPEC §5) moves focus to the visible toast. react-aria's landmark manager only answers F6, so
 * F8 is handled here with a document listener.
 */
import { useEffect, useRef } from 'react';
import { UNSTABLE_ToastRegion as RACToastRegion } from 'react-aria-components';
import { TOAST } from '../../contract/constants';
import { css } from '../theme/stitches.config';
import { useT } from '../i18n';
import { Toast } from './Toast';
import { toastQueue, type ToastQueue } from './toastQueue';

const region = css({
  position: 'fixed',
  zIndex: '$toast',
  insetBlockEnd: '$4',
  insetInline: '$4',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  outline: 'none',
  '&[data-focus-visible]': { outline: '2px solid $focusRing', outlineOffset: '2px', borderRadius: '$md' },
  '@sm': { insetInlineStart: 'auto', width: '380px' },
});

/** The key that jumps to the notifications: 'F8' (contract TOAST.hotkey). */
const HOTKEY: string = TOAST.hotkey;

export interface ToastRegionProps {
  /** The queue to render; defaults to the app's `toastQueue` (fed by `toast()`). */
  queue?: ToastQueue;
}

/** Renders the visible toast of a queue and makes F8 focus it. */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const t = useT();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const element = regionRef.current;
      if (!element) return;
      event.preventDefault();
      const firstToast = element.querySelector<HTMLElement>('[role="alertdialog"]');
      (firstToast ?? element).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <RACToastRegion ref={regionRef} queue={queue} aria-label={t('common.notifications')} className={region()}>
      {({ toast }) => <Toast toast={toast} queue={queue} />}
    </RACToastRegion>
  );
}
