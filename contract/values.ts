/**
 * Closed value sets of SPEC.md §3–§9 as plain const arrays and their types — no zod here, so the browser can
 * import them (selects, tabs, counts) without the schema library. enums.ts builds the zod enums from these.
 */
export const grades = ['grade10', 'grade11', 'grade12', 'university', 'other'] as const;
export const subjects = ['math', 'physics', 'chemistry', 'biology', 'history', 'geography', 'arabic', 'english'] as const;
/** friendly = friendly teacher (the free one), storyteller = funny storyteller, professor = witty academic, coach = cheerful motivational coach. */
export const personalityIds = ['friendly', 'storyteller', 'professor', 'coach'] as const;
/** formal = standard Arabic teacher; tutor = Egyptian private-tutor style. */
export const tutorModes = ['formal', 'tutor'] as const;
export const plans = ['premium_monthly', 'premium_yearly'] as const;
export const paymentStatuses = ['pending', 'approved', 'rejected'] as const;
/** How a student pays on /subscribe: card through the provider's frame, or Vodafone Cash with a screenshot. */
export const paymentMethods = ['card', 'vodafone_cash'] as const;
export const feedbackTypes = ['bug_report', 'feature_request', 'general', 'rating'] as const;
export const feedbackCategories = ['ui_ux', 'ai_responses', 'performance', 'content', 'billing'] as const;
/** Message classes of the conversation analytics. */
export const messageTypes = ['question', 'homework_help', 'quiz', 'explanation', 'general'] as const;
export const messageRoles = ['user', 'assistant'] as const;
export const userTypes = ['free', 'premium'] as const;
export const languages = ['ar', 'en'] as const;
export const themes = ['light', 'dark', 'system'] as const;
export const studyPackCategories = ['chemistry', 'physics', 'mathematics', 'biology'] as const;
/** Browser and device classes of the admin recent-activity list. */
export const browsers = ['chrome', 'firefox', 'safari', 'edge', 'other'] as const;
export const deviceTypes = ['mobile', 'tablet', 'computer'] as const;

export type Grade = (typeof grades)[number];
export type Subject = (typeof subjects)[number];
export type PersonalityId = (typeof personalityIds)[number];
export type TutorMode = (typeof tutorModes)[number];
export type Plan = (typeof plans)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type FeedbackType = (typeof feedbackTypes)[number];
export type FeedbackCategory = (typeof feedbackCategories)[number];
export type MessageType = (typeof messageTypes)[number];
export type MessageRole = (typeof messageRoles)[number];
export type UserType = (typeof userTypes)[number];
export type Language = (typeof languages)[number];
export type Theme = (typeof themes)[number];
export type StudyPackCategory = (typeof studyPackCategories)[number];
export type Browser = (typeof browsers)[number];
export type DeviceType = (typeof deviceTypes)[number];
