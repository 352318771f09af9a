/**
 * Plan state of the signed-in user: the polled subscription status (premium activation, expiry banner) and the
 * daily usage status (usage counter, premium banner, referral dialog).
 */
import { z } from 'zod';
import { IsoDateTimeSchema } from './common';
import { PlanSchema } from './enums';

/** GET /api/subscription/status. isExpired: a premium period existed and its end date has passed. */
export const SubscriptionStatusSchema = z.object({
  isPremium: z.boolean(),
  subscriptionTier: PlanSchema.nullable(),
  subscriptionEndDate: IsoDateTimeSchema.nullable(),
  isExpired: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/**
 * GET /api/user/status (works for visitors too, keyed by the anonymous id). usedToday counts today's messages in
 * Africa/Cairo; a free user may send dailyLimit + bonusMessages a day; premium is unlimited.
 */
export const UserStatusSchema = z.object({
  isPremium: z.boolean(),
  usedToday: z.number().int().nonnegative(),
  dailyLimit: z.number().int().nonnegative(),
  bonusMessages: z.number().int().nonnegative(),
  referralCode: z.string(),
});
export type UserStatus = z.infer<typeof UserStatusSchema>;
