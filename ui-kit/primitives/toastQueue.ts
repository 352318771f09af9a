/**
 * The toast queue: where the app posts notifications (`toast({ title, variant })`) and what
 * <ToastRegion> renders. Built on react-aria-components' UNSTABLE_ToastQueue. Only one toast is
 * visible at a time (SPEC §5); a newer toast shows first and older ones wait behind it.
 * The queue lives outside React so non-component code (query error handlers) can post too.
 */
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
import { TOAST } from '../../contract/constants';

/** What one toast shows. Strings come from the caller (already translated). */
export interface ToastContent {
  /** Bold first line. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** `destructive` for failures, `success` for confirmations. */
  variant?: ToastVariant;
}

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  /** Auto-dismiss after this many ms (default TOAST.durationMs = 5000). `0` keeps it until closed. */
  timeout?: number;
  /** Called when the toast closes (timeout, close button, swipe). */
  onClose?: () => void;
}

export type ToastQueue = RACToastQueue<ToastContent>;

/** Default auto-dismiss time: 5000 ms (contract TOAST.durationMs). */
export const TOAST_TIMEOUT_MS: number = TOAST.durationMs;
/** Horizontal drag to the physical right that dismisses a toast: 50 px (contract TOAST.swipeThresholdPx). */
export const TOAST_SWIPE_THRESHOLD_PX: number = TOAST.swipeThresholdPx;

/** A new queue showing at most one toast at a time. Stories and tests use their own queue. */
export function createToastQueue(): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts: TOAST.limit });
}

/** The application's queue, rendered by <ToastRegion /> when no `queue` prop is given. */
export const toastQueue: ToastQueue = createToastQueue();

/**
 * Shows a toast on a queue (the app's by default) and returns its key (for `dismissToast`).
 * Example: `toast({ title: t('auth.loginError'), description: message, variant: 'destructive' })`.
 */
export function toast(content: ToastContent, options: ToastOptions = {}, queue: ToastQueue = toastQueue): string {
  const timeout = options.timeout ?? TOAST_TIMEOUT_MS;
  return queue.add(content, { timeout: timeout > 0 ? timeout : undefined, onClose: options.onClose });
}

/** Closes a toast by key. */
export function dismissToast(key: string, queue: ToastQueue = toastQueue): void {
  queue.close(key);
}
