/**
 * The feedback dialog (SPEC.md §3–§5): type, rating for type rating, title, description and category. Pure: the
 * app sends the values with their metadata to POST /api/feedback and shows the toasts.
 */
export { FeedbackDialog, type FeedbackDialogProps, type FeedbackStatus } from './FeedbackDialog';
export { FeedbackForm, type FeedbackFormProps, type FeedbackValues } from './FeedbackForm';
export { RatingStars, type RatingStarsProps } from './RatingStars';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
