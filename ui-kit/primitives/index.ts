/**
 * The ui-kit primitives: every screen builds from these. Each wraps a react-aria-components part
 * (or is a plain styled element when nothing is interactive) and uses only theme tokens.
 */
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Avatar, initialsOf, type AvatarProps } from './Avatar';
export { Badge, type BadgeTone } from './Badge';
export { Button, ButtonRoot, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Dialog, DialogFooter, type DialogProps } from './Dialog';
export { FieldDescription, FieldErrorText, FieldLabel, controlBox, fieldStack } from './Field';
export { IconButton, type IconButtonProps } from './IconButton';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Select, type SelectItem, type SelectProps } from './Select';
export { Spinner, SpinnerGlyph, type SpinnerProps } from './Spinner';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export { Toast, type ToastProps } from './Toast';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_TIMEOUT_MS,
  createToastQueue,
  dismissToast,
  toast,
  toastQueue,
  type ToastContent,
  type ToastOptions,
  type ToastQueue,
  type ToastVariant,
} from './toastQueue';
export { Tooltip, type TooltipProps } from './Tooltip';
export { VisuallyHidden } from './VisuallyHidden';
