/**
 * The payment screens (SPEC.md §2 /subscribe, /payment-iframe, /payment-success, /vodafone-payment,
 * /payment-confirmation/{requestId}, /billing, /support). All pure: props in, callbacks out; the app wires them to
 * /api/subscription/*, /api/generate-payment-token and the wallet calls.
 */
export { AlreadySubscribedCard, type AlreadySubscribedCardProps } from './AlreadySubscribedCard';
export { BillingScreen, type BillingScreenProps } from './BillingScreen';
export { CardPaymentScreen, PAYMENT_FRAME_SANDBOX, type CardPaymentScreenProps } from './CardPaymentScreen';
export { PaymentHistoryList, type BillingHistoryEntry, type BillingPaymentStatus, type PaymentHistoryListProps } from './PaymentHistoryList';
export { PaymentMethodSection, type PaymentMethodSectionProps } from './PaymentMethodSection';
export { PaymentSuccessScreen, type PaymentSuccessScreenProps } from './PaymentSuccessScreen';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { SCREENSHOT_ACCEPT, ScreenshotField, screenshotProblem, type ScreenshotFieldProps } from './ScreenshotField';
export {
  SubscribeScreen,
  type PaymentMethodChoice,
  type SubscribeScreenProps,
  type SubscribeSubscription,
} from './SubscribeScreen';
export { SubscriptionStatusCard, type BillingSubscription, type SubscriptionStatusCardProps } from './SubscriptionStatusCard';
export { SupportScreen, type SupportScreenProps } from './SupportScreen';
export { WalletPaymentForm, type WalletField, type WalletPaymentFormProps, type WalletPaymentValues } from './WalletPaymentForm';
export { WalletProofScreen, type WalletProofScreenProps } from './WalletProofScreen';
