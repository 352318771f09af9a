/**
 * Closed value sets of SPEC.md §3–§9 as const arrays (for iteration, e.g. selects and tabs) and zod enums
 * (for parsing). Labels live in the i18n tables under keys built from these values.
 */
import { z } from 'zod';
import { issue } from './validation';
import {
  grades,
  subjects,
  personalityIds,
  tutorModes,
  plans,
  paymentStatuses,
  paymentMethods,
  feedbackTypes,
  feedbackCategories,
  messageTypes,
  messageRoles,
  userTypes,
  languages,
  themes,
  studyPackCategories,
  browsers,
  deviceTypes,
} from './values';

export * from './values';

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

