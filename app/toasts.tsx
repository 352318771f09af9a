/**
 * The app's toast region (one visible at a time, 5000 ms, swipe right to dismiss, F8 to reach it) and the
 * `notify` helper pages use. Toasts only ever start in the browser (effects and events), so the module-level
 * queue is never shared between server requests.
 */
import { ToastRegion } from '../ui-kit/primitives/ToastRegion';
import { toast, type ToastContent } from '../ui-kit/primitives/toastQueue';

export function AppToasts() {
  return <ToastRegion />;
}

export function notify(content: ToastContent): void {
  toast(content);
}
