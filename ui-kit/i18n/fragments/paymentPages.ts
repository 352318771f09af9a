/**
 * Strings of the two server-rendered payment pages: the sandbox checkout (our stand-in for Paymob's card form) and
 * the page the card frame lands on after a payment, which tells the app the outcome.
 */
export const paymentPagesAr = {
  'payment.sandbox.cardNumber': 'رقم البطاقة',
  'payment.sandbox.testCards': 'بطاقات للتجربة',
  'payment.sandbox.cardApproved': 'دفع ناجح',
  'payment.sandbox.cardDeclined': 'بطاقة مرفوضة',
  'payment.sandbox.invalidCard': 'رقم البطاقة غير صحيح',
  'payment.sandbox.processing': 'جارٍ تنفيذ الدفع…',
  'payment.sandbox.unknownOrder': 'صفحة الدفع هذه غير صالحة أو انتهت صلاحيتها. ارجع وابدأ الدفع من جديد.',
  'payment.sandbox.failed': 'تعذّر تنفيذ الدفع. حاول مرة أخرى.',
  'payment.result.paid': 'تم الدفع بنجاح! جارٍ تفعيل اشتراكك…',
  'payment.result.declined': 'رُفضت البطاقة',
  'payment.result.refused': 'تعذّر التحقق من عملية الدفع',
  'payment.result.pending': 'عملية الدفع قيد المعالجة لدى البنك',
  'payment.result.continue': 'متابعة',
  'payment.wallet.unavailableTitle': 'الدفع عبر فودافون كاش غير متاح الآن',
  'payment.wallet.unavailableBody': 'لم يُضبط رقم المحفظة بعد. يمكنك الدفع بالبطاقة، أو مراسلة الدعم وسنساعدك.',
  'payment.wallet.unavailableCta': 'العودة إلى الخطط',
} as const;

export const paymentPagesEn: Record<keyof typeof paymentPagesAr, string> = {
  'payment.sandbox.cardNumber': 'Card number',
  'payment.sandbox.testCards': 'Test cards',
  'payment.sandbox.cardApproved': 'approved',
  'payment.sandbox.cardDeclined': 'declined',
  'payment.sandbox.invalidCard': 'The card number is not valid',
  'payment.sandbox.processing': 'Processing the payment…',
  'payment.sandbox.unknownOrder': 'This payment page is not valid or has expired. Go back and start the payment again.',
  'payment.sandbox.failed': 'The payment could not be processed. Please try again.',
  'payment.result.paid': 'Payment successful! Activating your subscription…',
  'payment.result.declined': 'The card was declined',
  'payment.result.refused': 'The payment could not be verified',
  'payment.result.pending': 'The payment is still being processed by the bank',
  'payment.result.continue': 'Continue',
  'payment.wallet.unavailableTitle': 'Vodafone Cash is not available right now',
  'payment.wallet.unavailableBody': 'The wallet number has not been set up yet. You can pay by card, or write to support and we will help.',
  'payment.wallet.unavailableCta': 'Back to the plans',
};
