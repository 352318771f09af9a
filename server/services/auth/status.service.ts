/**
 * The answers of the polled endpoints (/api/auth/me, /api/subscription/status, /api/user/status). Every open tab
 * asks several times a minute, so each costs at most two indexed queries on top of the identity lookup.
 *
 * Daily usage is counted per subject per Cairo day (db daily_usage): a signed-in student by user id; a visitor by
 * device (X-Device-Id, else the fingerprint, else the anonymous id) and by IP, so clearing storage does not reset
 * the count — their usage is the highest of those counters. `usageSubjects` is the one definition of those keys:
 * the chat quota must count with the same subjects.
 */
import type { MeResponse, User as UserResponse } from '../../../contract/auth';
import { cairoDay, FREE_DAILY_MESSAGES } from '../../../contract/constants';
import type { SubscriptionStatus, UserStatus } from '../../../contract/subscription';
import { findBonusBalance } from '../../../db/repositories/bonus-messages.repository';
import { findDailyUsageCount, findHighestDailyUsageCount, type DailyUsageSubject } from '../../../db/repositories/daily-usage.repository';
import type { User } from '../../../db/repositories/users.repository';
import type { AppContext } from '../../context';
import type { Identity } from '../../middleware/identity';

/** Premium counts while the flag is set and the end date (if any) has not passed. */
export function isPremiumActive(user: User, now: Date = new Date()): boolean {
  return user.isPremium && (user.subscriptionEndDate === null || user.subscriptionEndDate > now);
}

/**
 * The daily-usage counters that hold a caller's free messages on `day`: a signed-in user has exactly one; a visitor
 * one per thing that identifies the browser (X-Device-Id, the fingerprint — which survives clearing storage —, else
 * the anonymous id, else the IP address alone). Each counter has the free cap; the visitor's usage is the highest.
 * The IP address also gets its own, larger counter (visitorIpSubject): schools and mobile carriers share addresses.
 */
export function usageSubjects(identity: Pick<Identity, 'user' | 'deviceId' | 'fingerprint' | 'anonymousId' | 'ip'>, day = cairoDay()): DailyUsageSubject[] {
  if (identity.user) return [{ kind: 'user', key: identity.user.id, day }];
  const subjects: DailyUsageSubject[] = [];
  if (identity.deviceId) subjects.push({ kind: 'device', key: `id:${identity.deviceId}`, day });
  if (identity.fingerprint) subjects.push({ kind: 'device', key: `fp:${identity.fingerprint}`, day });
  if (subjects.length === 0 && identity.anonymousId) subjects.push({ kind: 'device', key: `anon:${identity.anonymousId}`, day });
  if (subjects.length === 0) subjects.push(visitorIpSubject(identity, day));
  return subjects;
}

/** A visitor's IP-address counter (limited by QuotaConfig.visitorIpDailyLimit). */
export function visitorIpSubject(identity: Pick<Identity, 'ip'>, day = cairoDay()): DailyUsageSubject {
  return { kind: 'ip', key: identity.ip, day };
}

/** The User of the contract, with today's usage. */
export function toUserResponse(user: User, freeMessagesUsed: number): UserResponse {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: user.profileImage,
    grade: user.grade,
    isPremium: isPremiumActive(user),
    subscriptionTier: user.subscriptionTier,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    freeMessagesUsed,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    lastActivity: user.lastActivity?.toISOString() ?? null,
  };
}

export async function todaysUsage(context: Pick<AppContext, 'db'>, user: User): Promise<number> {
  const [subject] = usageSubjects({ user, deviceId: null, fingerprint: null, anonymousId: null, ip: '' });
  return subject ? findDailyUsageCount(context.db, subject) : 0;
}

/** GET /api/auth/me. */
export async function getMe(context: Pick<AppContext, 'db' | 'config'>, user: User): Promise<MeResponse> {
  const adminEmail = context.config.adminEmail;
  return {
    ...toUserResponse(user, await todaysUsage(context, user)),
    // The same rule the server enforces (services/admin/admin-session.ts): the ADMIN_EMAIL account, verified — so
    // someone who registers that address first gets neither the link nor the data.
    isMonitoringAdmin: adminEmail !== undefined && user.emailVerified && user.email === adminEmail.toLowerCase(),
  };
}

/** GET /api/subscription/status: answered from the user row alone. */
export function getSubscriptionStatus(user: User, now: Date = new Date()): SubscriptionStatus {
  return {
    isPremium: isPremiumActive(user, now),
    subscriptionTier: user.subscriptionTier,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    isExpired: user.subscriptionEndDate !== null && user.subscriptionEndDate <= now,
  };
}

/**
 * GET /api/user/status, for students and visitors alike. A visitor has no bonus and no referral code (the
 * contract's string is empty for them).
 */
export async function getUserStatus(context: Pick<AppContext, 'db'>, identity: Identity): Promise<UserStatus> {
  const { user } = identity;
  if (!user) {
    const usedToday = await findHighestDailyUsageCount(context.db, usageSubjects(identity));
    return { isPremium: false, usedToday, dailyLimit: FREE_DAILY_MESSAGES, bonusMessages: 0, referralCode: '' };
  }
  const [usedToday, bonusMessages] = await Promise.all([todaysUsage(context, user), findBonusBalance(context.db, user.id)]);
  return { isPremium: isPremiumActive(user), usedToday, dailyLimit: FREE_DAILY_MESSAGES, bonusMessages, referralCode: user.referralCode };
}
