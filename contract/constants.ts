/**
 * Business constants of SPEC.md §9 and the DESIGN.md decisions, shared by app/ and server/ so a number lives in
 * exactly one place, plus the two rules every layer must compute identically: the conversation title and the
 * Cairo calendar day.
 */
import { charCount } from './text';
import type { Language, PersonalityId, Plan, Subject, Theme, TutorMode } from './enums';

// ── Plans and limits ──────────────────────────────────────────────────────────────────────────────────────────
/** Free messages a day. SPEC §9 conflicts (5 vs 10); DESIGN decides 5, and every string shows this constant. */
export const FREE_DAILY_MESSAGES = 5;
export const PRICES_EGP: Readonly<Record<Plan, number>> = { premium_monthly: 99, premium_yearly: 999 };
export const YEARLY_SAVING_PERCENT = 17;
export const CURRENCY = 'EGP';
export const FREE_SUBJECTS: readonly Subject[] = ['math', 'physics'];
export const FREE_PERSONALITIES: readonly PersonalityId[] = ['friendly'];
/** Extra messages a referrer gets when a friend signs up with the code. */
export const REFERRAL_BONUS_MESSAGES = 30;
/** Shown by the client until /api/user/status answers (SPEC §3 client defaults). */
export const USER_STATUS_FALLBACK = {
  isPremium: false,
  usedToday: 0,
  dailyLimit: FREE_DAILY_MESSAGES,
  bonusMessages: 0,
  referralCode: 'DEMO123',
} as const;
export const MANUAL_REVIEW_HOURS = 24;
/** How long one paid period lasts: an activation extends from the later of now and the current end date. */
export const PLAN_PERIOD_DAYS: Readonly<Record<Plan, number>> = { premium_monthly: 30, premium_yearly: 365 };
/** /payment-iframe without query: `amount=99&plan=monthly`. */
export const PAYMENT_IFRAME_DEFAULTS = { amount: PRICES_EGP.premium_monthly, plan: 'premium_monthly' } as const satisfies {
  amount: number;
  plan: Plan;
};
/** Wallet screenshots: images only, checked by magic bytes on the server. */
export const PAYMENT_SCREENSHOT = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

// ── Chat, quiz, study ─────────────────────────────────────────────────────────────────────────────────────────
/** A conversation title keeps messages up to TITLE_MAX characters; longer ones become TITLE_CUT + '…'. */
export const TITLE_MAX = 50;
export const TITLE_CUT = 47;
export const QUIZ_TOPIC_LENGTH = 50;
/** Upper bound of one chat message (SPEC shows none; this protects the tutor and the database). */
export const MESSAGE_MAX_LENGTH = 8000;
export const INPUT_MAX_HEIGHT_PX = 96;
export const QUIZ_QUESTIONS = { free: 5, premium: 10 } as const;
/** Score bands in percent: ≥ excellent → excellent, ≥ veryGood → very good, else needs review. */
export const QUIZ_SCORE_BANDS = { excellent: 80, veryGood: 60 } as const;
export const STREAK_GOAL_DAYS = 7;
export const STREAK_BADGE_TIERS = [1, 3, 7, 14, 30] as const;
/** Static demo numbers of the welcome panel. */
export const WELCOME_DEMO_STATS = { streak: 3, topics: 5, sessions: 12 } as const;
/** Conversation age labels: < 1 h minutes ago, < 24 h hours, < 48 h yesterday, else days. */
export const CONVERSATION_AGE_HOURS = { minutes: 1, hours: 24, yesterday: 48 } as const;
export const SPEECH = {
  lang: { ar: 'ar-EG', en: 'en-US' },
  rate: { ar: 0.8, en: 0.85 },
} as const satisfies { lang: Record<Language, string>; rate: Record<Language, number> };

// ── Client timing ─────────────────────────────────────────────────────────────────────────────────────────────
/** Polling intervals in ms (SPEC §7/§9). */
export const POLL_MS = {
  ME: 10_000,
  SESSION_INVALIDATE: 5_000,
  SUBSCRIPTION: 30_000,
  PREMIUM_CHECK: 3_000,
  USER_STATUS: 5_000,
  POST_LOGIN_REFETCH: 500,
} as const;
/** Default read cache of the query client. */
export const READ_CACHE = { staleTimeMs: 5 * 60_000, gcTimeMs: 30 * 60_000 } as const;
export const READ_RETRIES = 2;
export const TOAST = { limit: 1, removeDelayMs: 1_000_000, durationMs: 5_000, swipeThresholdPx: 50, swipeDirection: 'right', hotkey: 'F8' } as const;
export const TOOLTIP = { delayMs: 700, closeDelayMs: 300, skipDelayMs: 300 } as const;
/** "Try without account" splash: ~3 s, step text every 1 s, +2 % every 60 ms, 4 steps. */
export const SPLASH = { durationMs: 3_000, stepMs: 1_000, tickMs: 60, tickPercent: 2, steps: 4 } as const;
export const ANALYTICS_DEMO_FADE_MS = 500;

// ── Forms ─────────────────────────────────────────────────────────────────────────────────────────────────────
export const FEEDBACK = { titleMin: 3, titleMax: 120, descriptionMin: 10, descriptionMax: 2_000, ratingMin: 1, ratingMax: 5 } as const;
export const AUTH = {
  rememberMeDays: 30,
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 80,
  emailMax: 254,
  gradeMax: 50,
  tokenMax: 512,
  loginRedirectDelayMs: 100,
} as const;
export const PAYMENT_FORM = { nameMax: 100, notesMax: 500 } as const;
export const ANALYSIS = { questionMax: 4_000, answerMax: 1_000 } as const;

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────────────────────
export const ADMIN = {
  refreshMs: 30_000,
  activeWindowMinutes: 5,
  recentSessions: 20,
  messagesPerPage: 50,
  messagesPerPageMax: 100,
  messageCut: 300,
  topTopics: 10,
  /** The approval toast shows the user id's last 8 characters. */
  userIdTail: 8,
  passwordMax: 200,
} as const;

// ── Locale, defaults, storage and headers ─────────────────────────────────────────────────────────────────────
export const TIME_ZONE = 'Africa/Cairo';
export const DEFAULTS = { language: 'ar', theme: 'system', tutorMode: 'formal', voiceOutput: true } as const satisfies {
  language: Language;
  theme: Theme;
  tutorMode: TutorMode;
  voiceOutput: boolean;
};
/** localStorage keys. */
export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  anonymousId: 'anonymous_user_id',
  authStatusChanged: 'auth_status_changed',
  deviceId: 'device_id',
  tutorMode: 'tutor_mode',
  voiceOutput: 'voice_output',
} as const;
/** Cookies: language/theme mirrored from localStorage for a flash-free SSR; the two sealed session cookies. */
export const COOKIE_NAMES = {
  language: 'language',
  theme: 'theme',
  session: 'tutor_session',
  adminSession: 'tutor_admin_session',
} as const;
/** Window/BroadcastChannel events between tabs. */
export const WINDOW_EVENTS = { authStateChanged: 'auth_state_changed', premiumActivated: 'premium_activated' } as const;
/** Request headers every call carries (Express lower-cases them when reading). */
export const HEADERS = {
  anonymousId: 'X-Anonymous-Id',
  deviceId: 'X-Device-Id',
  deviceFingerprint: 'X-Device-Fingerprint',
} as const;

// ── Shared rules ──────────────────────────────────────────────────────────────────────────────────────────────
/**
 * Title of a conversation started by `message`: the message itself up to TITLE_MAX characters, otherwise its first
 * TITLE_CUT characters plus '…'. Counts code points, so an emoji is never split.
 */
export function conversationTitle(message: string): string {
  const text = message.trim();
  if (charCount(text) <= TITLE_MAX) return text;
  return `${Array.from(text).slice(0, TITLE_CUT).join('')}…`;
}

/** Quiz topic offered after an AI reply: the first QUIZ_TOPIC_LENGTH characters of the user's message. */
export function quizTopic(message: string): string {
  return Array.from(message.trim()).slice(0, QUIZ_TOPIC_LENGTH).join('').trim();
}

const cairoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (`YYYY-MM-DD`) in Africa/Cairo of an instant: "today" for the daily cap, analytics and streaks. */
export function cairoDay(date: Date | string | number = new Date()): string {
  const parts = cairoDayFormat.formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
