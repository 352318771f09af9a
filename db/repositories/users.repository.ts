/**
 * Accounts. E-mails are stored trimmed and lower-cased, so lookups are case-insensitive on both engines
 * and the unique index on `email` also rejects case variants.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Executor } from '../connection';
import { withUniqueViolation } from '../errors';
import {
  patchToColumns,
  readBoolean,
  readDate,
  readNullableDate,
  readNullableString,
  readNumber,
  type RawRow,
} from './rows';

export type SubscriptionTier = 'premium_monthly' | 'premium_yearly';
export type UserLanguage = 'ar' | 'en';

export interface User {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  googleSub: string | null;
  profileImage: string | null;
  grade: string | null;
  isPremium: boolean;
  subscriptionTier: SubscriptionTier | null;
  subscriptionEndDate: Date | null;
  freeMessagesUsed: number;
  emailVerified: boolean;
  /** Bumped to revoke every session cookie issued before (logout everywhere, password change). */
  sessionVersion: number;
  referralCode: string;
  referredBy: string | null;
  language: UserLanguage;
  createdAt: Date;
  lastActivity: Date | null;
  /** Set when the student stopped renewal; Premium stays active until subscriptionEndDate. */
  subscriptionCancelledAt: Date | null;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash?: string | null;
  googleSub?: string | null;
  profileImage?: string | null;
  grade?: string | null;
  emailVerified?: boolean;
  /** Stored upper-cased; defaults to a random 8-character code (A–Z without look-alikes, 2–9). */
  referralCode?: string;
  referredBy?: string | null;
  language?: UserLanguage;
  id?: string;
  createdAt?: Date;
}

/** Fields updateUser may change; keys left undefined are not touched. */
export type UserPatch = Partial<
  Pick<
    User,
    | 'name'
    | 'email'
    | 'passwordHash'
    | 'googleSub'
    | 'profileImage'
    | 'grade'
    | 'isPremium'
    | 'subscriptionTier'
    | 'subscriptionEndDate'
    | 'freeMessagesUsed'
    | 'emailVerified'
    | 'referredBy'
    | 'language'
    | 'lastActivity'
    | 'subscriptionCancelledAt'
  >
>;

const TABLE = 'users';
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const PATCH_COLUMNS: { [K in keyof Required<UserPatch>]: string } = {
  name: 'name',
  email: 'email',
  passwordHash: 'password_hash',
  googleSub: 'google_sub',
  profileImage: 'profile_image',
  grade: 'grade',
  isPremium: 'is_premium',
  subscriptionTier: 'subscription_tier',
  subscriptionEndDate: 'subscription_end_date',
  freeMessagesUsed: 'free_messages_used',
  emailVerified: 'email_verified',
  referredBy: 'referred_by',
  language: 'language',
  lastActivity: 'last_activity',
  subscriptionCancelledAt: 'subscription_cancelled_at',
};

/** The form every e-mail is stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A random referral code such as `K7QX2MNA`. */
export function generateReferralCode(length = 8): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join('');
}

/** Inserts a user; a taken e-mail, Google subject or referral code throws UniqueViolationError. */
export async function insertUser(db: Executor, input: NewUser): Promise<User> {
  const user: User = {
    id: input.id ?? randomUUID(),
    name: input.name,
    email: normalizeEmail(input.email),
    passwordHash: input.passwordHash ?? null,
    googleSub: input.googleSub ?? null,
    profileImage: input.profileImage ?? null,
    grade: input.grade ?? null,
    isPremium: false,
    subscriptionTier: null,
    subscriptionEndDate: null,
    freeMessagesUsed: 0,
    emailVerified: input.emailVerified ?? false,
    sessionVersion: 1,
    referralCode: (input.referralCode ?? generateReferralCode()).trim().toUpperCase(),
    referredBy: input.referredBy ?? null,
    language: input.language ?? 'ar',
    createdAt: input.createdAt ?? new Date(),
    lastActivity: null,
    subscriptionCancelledAt: null,
  };
  await withUniqueViolation(TABLE, () =>
    db(TABLE).insert({
      id: user.id,
      name: user.name,
      email: user.email,
      password_hash: user.passwordHash,
      google_sub: user.googleSub,
      profile_image: user.profileImage,
      grade: user.grade,
      is_premium: user.isPremium,
      subscription_tier: user.subscriptionTier,
      subscription_end_date: user.subscriptionEndDate,
      free_messages_used: user.freeMessagesUsed,
      email_verified: user.emailVerified,
      session_version: user.sessionVersion,
      referral_code: user.referralCode,
      referred_by: user.referredBy,
      language: user.language,
      created_at: user.createdAt,
      last_activity: user.lastActivity,
    }),
  );
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<User | undefined> {
  return toUserOrUndefined(await db(TABLE).where({ id }).first());
}

/** Case-insensitive: the address is normalised the same way it was stored. */
export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return toUserOrUndefined(await db(TABLE).where({ email: normalizeEmail(email) }).first());
}

export async function findUserByGoogleSub(db: Executor, googleSub: string): Promise<User | undefined> {
  return toUserOrUndefined(await db(TABLE).where({ google_sub: googleSub }).first());
}

export async function findUserByReferralCode(db: Executor, referralCode: string): Promise<User | undefined> {
  return toUserOrUndefined(await db(TABLE).where({ referral_code: referralCode.trim().toUpperCase() }).first());
}

/** Applies the defined fields of `patch`; returns the updated user, or undefined when there is none. */
export async function updateUser(db: Executor, id: string, patch: UserPatch): Promise<User | undefined> {
  const columns = patchToColumns(patch, PATCH_COLUMNS, { email: (email) => (email ? normalizeEmail(email) : email) });
  if (Object.keys(columns).length > 0) {
    await withUniqueViolation(TABLE, () => db(TABLE).where({ id }).update(columns));
  }
  return findUserById(db, id);
}

/**
 * Increments the user's session version (revoking every older session cookie) and returns the new
 * version, or undefined when the user does not exist.
 */
export async function bumpSessionVersion(db: Executor, id: string): Promise<number | undefined> {
  return db.transaction(async (trx) => {
    const changed = await trx(TABLE).where({ id }).increment('session_version', 1);
    if (changed === 0) return undefined;
    const row = await trx(TABLE).where({ id }).first('session_version');
    return row ? readNumber(row.session_version) : undefined;
  });
}

function toUserOrUndefined(row: RawRow | undefined): User | undefined {
  return row ? toUser(row) : undefined;
}

function toUser(row: RawRow): User {
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    passwordHash: readNullableString(row.password_hash),
    googleSub: readNullableString(row.google_sub),
    profileImage: readNullableString(row.profile_image),
    grade: readNullableString(row.grade),
    isPremium: readBoolean(row.is_premium),
    subscriptionTier: readNullableString(row.subscription_tier) as SubscriptionTier | null,
    subscriptionEndDate: readNullableDate(row.subscription_end_date),
    freeMessagesUsed: readNumber(row.free_messages_used),
    emailVerified: readBoolean(row.email_verified),
    sessionVersion: readNumber(row.session_version),
    referralCode: String(row.referral_code),
    referredBy: readNullableString(row.referred_by),
    language: String(row.language) as UserLanguage,
    createdAt: readDate(row.created_at),
    lastActivity: readNullableDate(row.last_activity),
    subscriptionCancelledAt: readNullableDate(row.subscription_cancelled_at),
  };
}
