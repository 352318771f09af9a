/**
 * Closed value sets of SPEC.md §3–§9 as const arrays (for iteration, e.g. selects and tabs) and zod enums
 * (for parsing). Labels live in the i18n tables under keys built from these values.
 */
import { z } from 'zod';
import { issue } from './validation';

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

const invalid = issue('validation.invalid');

export const GradeSchema = z.enum(grades, invalid);
export const SubjectSchema = z.enum(subjects, invalid);
export const PersonalityIdSchema = z.enum(personalityIds, invalid);
export const TutorModeSchema = z.enum(tutorModes, invalid);
export const PlanSchema = z.enum(plans, invalid);
export const PaymentStatusSchema = z.enum(paymentStatuses, invalid);
export const PaymentMethodSchema = z.enum(paymentMethods, invalid);
export const FeedbackTypeSchema = z.enum(feedbackTypes, invalid);
export const FeedbackCategorySchema = z.enum(feedbackCategories, invalid);
export const MessageTypeSchema = z.enum(messageTypes, invalid);
export const MessageRoleSchema = z.enum(messageRoles, invalid);
export const UserTypeSchema = z.enum(userTypes, invalid);
export const LanguageSchema = z.enum(languages, invalid);
export const ThemeSchema = z.enum(themes, invalid);
export const StudyPackCategorySchema = z.enum(studyPackCategories, invalid);
export const BrowserSchema = z.enum(browsers, invalid);
export const DeviceTypeSchema = z.enum(deviceTypes, invalid);

export type Grade = z.infer<typeof GradeSchema>;
export type Subject = z.infer<typeof SubjectSchema>;
export type PersonalityId = z.infer<typeof PersonalityIdSchema>;
export type TutorMode = z.infer<typeof TutorModeSchema>;
export type Plan = z.infer<typeof PlanSchema>;
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export type FeedbackType = z.infer<typeof FeedbackTypeSchema>;
export type FeedbackCategory = z.infer<typeof FeedbackCategorySchema>;
export type MessageType = z.infer<typeof MessageTypeSchema>;
export type MessageRole = z.infer<typeof MessageRoleSchema>;
export type UserType = z.infer<typeof UserTypeSchema>;
export type Language = z.infer<typeof LanguageSchema>;
export type Theme = z.infer<typeof ThemeSchema>;
export type StudyPackCategory = z.infer<typeof StudyPackCategorySchema>;
export type Browser = z.infer<typeof BrowserSchema>;
export type DeviceType = z.infer<typeof DeviceTypeSchema>;
