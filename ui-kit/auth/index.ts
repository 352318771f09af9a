/**
 * The authentication screens (SPEC.md §2 "Authentication screens", /login, and the reset-password and e-mail
 * verification pages of issue 3). All pure: props in, callbacks out; the app wires them to /api/auth/*.
 */
export { AuthLayout, type AuthChromeProps, type AuthLayoutProps } from './AuthLayout';
export { AuthDivider } from './AuthDivider';
export { authPaths } from './authPaths';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
export { FormAlert, type FormAlertProps } from './FormAlert';
export { GoogleButton, type GoogleButtonProps } from './GoogleButton';
export { LoginScreen, type LoginScreenProps, type LoginSubmission } from './LoginScreen';
export { ResetPasswordScreen, type ResetPasswordScreenProps, type ResetPasswordSubmission } from './ResetPasswordScreen';
export { SignupScreen, type SignupScreenProps, type SignupSubmission } from './SignupScreen';
export {
  SimpleLoginScreen,
  type SimpleLoginError,
  type SimpleLoginMode,
  type SimpleLoginScreenProps,
  type SimpleLoginSubmission,
  type SimpleRegisterSubmission,
} from './SimpleLoginScreen';
export { VerifyEmailScreen, type VerifyEmailScreenProps, type VerifyEmailStatus } from './VerifyEmailScreen';
export type { FieldErrors } from './useAuthForm';
