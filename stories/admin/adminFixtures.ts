/**
 * Sample operator data for the admin stories: Egyptian students paying 99 / 999 EGP by Vodafone Cash, visitor
 * sessions, monitored messages, conversations and users, and a conversation analytics dashboard. All times are
 * relative to STORY_NOW so relative labels ("5 minutes ago") are stable.
 */
import type { AdminConversation, AdminMessage, AdminMessagesPage, AdminUser, AnalyticsDashboard, AnalyticsSummary, RecentSession } from '../../contract/admin';
import { ADMIN } from '../../contract/constants';
import type { PaymentRequest } from '../../contract/payments';
import { translator, type Language } from '../../ui-kit/i18n';

export const STORY_NOW = new Date('2026-03-10T12:00:00.000Z');

function minutesAgo(minutes: number): string {
  return new Date(STORY_NOW.getTime() - minutes * 60_000).toISOString();
}

/** A small drawn "receipt" as an image, so the View dialog shows a real <img> offline. */
export const SCREENSHOT_DATA_URL = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#e60000"/><rect x="20" y="20" width="280" height="160" rx="12" fill="#fff"/><text x="160" y="90" font-size="22" text-anchor="middle" font-family="sans-serif" fill="#111">Vodafone Cash</text><text x="160" y="130" font-size="28" text-anchor="middle" font-family="sans-serif" fill="#111">99 EGP</text></svg>',
)}`;

export const LONG_ARABIC_NAME = 'عبد الرحمن محمد عبد العزيز الشناوي الإسكندراني أبو الفتوح';

export const pendingRequest: PaymentRequest = {
  id: 'pr-1001',
  userId: 'usr-7f3a91c2d4e5',
  userName: 'محمد أحمد عبد الرحمن',
  userPhone: '01012345678',
  senderPhone: '01098765432',
  amount: 99,
  plan: 'premium_monthly',
  status: 'pending',
  notes: 'حوّلت المبلغ من محفظة والدي، رقم العملية 48213',
  screenshotUrl: SCREENSHOT_DATA_URL,
  createdAt: minutesAgo(45),
  processedAt: null,
  processedBy: null,
};

export const approvedRequest: PaymentRequest = {
  id: 'pr-1000',
  userId: 'usr-2b8c44e1a9f0',
  userName: 'فاطمة الزهراء محمود',
  userPhone: '01123456789',
  senderPhone: '01123456789',
  amount: 999,
  plan: 'premium_yearly',
  status: 'approved',
  notes: null,
  screenshotUrl: SCREENSHOT_DATA_URL,
  createdAt: minutesAgo(60 * 26),
  processedAt: minutesAgo(60 * 24),
  processedBy: 'admin@moallemy.example',
};

export const rejectedRequest: PaymentRequest = {
  id: 'pr-0999',
  userId: 'usr-90d1e2f3a4b5',
  userName: 'يوسف إبراهيم السيد',
  userPhone: '01234567890',
  senderPhone: '01555123456',
  amount: 99,
  plan: 'premium_monthly',
  status: 'rejected',
  notes: 'الصورة غير واضحة',
  screenshotUrl: null,
  createdAt: minutesAgo(60 * 50),
  processedAt: minutesAgo(60 * 48),
  processedBy: 'admin@moallemy.example',
};

export const paymentRequests: PaymentRequest[] = [pendingRequest, approvedRequest, rejectedRequest];

const names = ['مريم خالد', 'عمر مصطفى', 'نور الهدى سامي', 'أحمد حسن', 'سلمى طارق', 'كريم عادل', 'هنا وليد', 'زياد محمود', 'رنا شريف', 'مصطفى جمال', 'آية عصام', 'حسام الدين'];

/** Twelve more requests of every status, for the long list. */
export const manyRequests: PaymentRequest[] = [
  ...paymentRequests,
  ...names.map((name, index): PaymentRequest => {
    const status = (['pending', 'approved', 'rejected'] as const)[index % 3] ?? 'pending';
    const yearly = index % 4 === 0;
    return {
      id: `pr-${2000 + index}`,
      userId: `usr-${(0xabc000 + index).toString(16)}aa11`,
      userName: name,
      userPhone: `010${String(10_000_000 + index * 7919).slice(0, 8)}`,
      senderPhone: `011${String(20_000_000 + index * 3571).slice(0, 8)}`,
      amount: yearly ? 999 : 99,
      plan: yearly ? 'premium_yearly' : 'premium_monthly',
      status,
      notes: index % 2 === 0 ? 'تم التحويل' : null,
      screenshotUrl: SCREENSHOT_DATA_URL,
      createdAt: minutesAgo(90 * (index + 1)),
      processedAt: status === 'pending' ? null : minutesAgo(60 * (index + 1)),
      processedBy: status === 'pending' ? null : 'admin@moallemy.example',
    };
  }),
];

// ── Visitor analytics ─────────────────────────────────────────────────────────────────────────────────────────
export const analyticsSummary: AnalyticsSummary = {
  active: 7,
  today: { unique: 184, sessions: 236 },
  yesterday: { unique: 201, sessions: 274 },
  week: { unique: 1_238, sessions: 1_765 },
  topPages: [
    { page: '/', count: 512 },
    { page: '/chat', count: 433 },
    { page: '/subscribe', count: 121 },
    { page: '/auth/signup', count: 98 },
    { page: '/study-packs', count: 76 },
    { page: '/vodafone-payment', count: 31 },
    { page: '/payment-confirmation/pr-1001', count: 12 },
    { page: '/blog/old-post', count: 4 },
  ],
};

const agents = {
  chromeMobile: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  edgeDesktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
};

export const recentSessions: RecentSession[] = [
  { id: 's1', userAgent: agents.chromeMobile, isAuthenticated: true, lastActivity: minutesAgo(0.5), createdAt: minutesAgo(18), currentPage: '/chat', referrer: null, browser: 'chrome', device: 'mobile' },
  { id: 's2', userAgent: agents.safariIpad, isAuthenticated: false, lastActivity: minutesAgo(4), createdAt: minutesAgo(9), currentPage: '/subscribe', referrer: 'https://www.facebook.com/groups/thanaweya', browser: 'safari', device: 'tablet' },
  { id: 's3', userAgent: agents.firefoxDesktop, isAuthenticated: false, lastActivity: minutesAgo(75), createdAt: minutesAgo(90), currentPage: '/', referrer: 'https://www.google.com/search?q=مدرس+ذكي', browser: 'firefox', device: 'computer' },
  { id: 's4', userAgent: agents.edgeDesktop, isAuthenticated: true, lastActivity: minutesAgo(60 * 26), createdAt: minutesAgo(60 * 27), currentPage: '/payment-confirmation/pr-1001', referrer: null, browser: 'edge', device: 'computer' },
  { id: 's5', userAgent: 'curl/8.0', isAuthenticated: false, lastActivity: minutesAgo(60 * 24 * 3), createdAt: minutesAgo(60 * 24 * 3 + 2), currentPage: '/blog/old-post', referrer: 'https://t.me/s/egypt_students', browser: 'other', device: 'computer' },
];

/** 25 sessions: the tab shows only the first 20. */
export const manySessions: RecentSession[] = Array.from({ length: 25 }, (_, index) => ({
  ...(recentSessions[index % recentSessions.length] as RecentSession),
  id: `many-${index}`,
  lastActivity: minutesAgo(index * 3),
}));

// ── Message monitoring ────────────────────────────────────────────────────────────────────────────────────────
const LONG_ANSWER =
  'أهلًا يا بطل! خلّينا نحل المعادلة س² − 5س + 6 = 0 خطوة بخطوة. أولًا ندور على عددين حاصل ضربهم 6 ومجموعهم −5، وهما −2 و −3. ' +
  'يبقى نكتب المعادلة على الصورة (س − 2)(س − 3) = 0. ثانيًا: لو حاصل ضرب قوسين بيساوي صفر يبقى واحد منهم على الأقل بيساوي صفر. ' +
  'يعني س − 2 = 0 أو س − 3 = 0، وبالتالي س = 2 أو س = 3. ثالثًا: نتحقق بالتعويض: 4 − 10 + 6 = 0 ✔ و 9 − 15 + 6 = 0 ✔. ' +
  'جرّب دلوقتي تحل س² − 7س + 12 = 0 بنفس الطريقة وقولّي وصلت لإيه!';

function message(index: number, overrides: Partial<AdminMessage> = {}): AdminMessage {
  const fromStudent = index % 2 === 0;
  return {
    id: `m-${index}`,
    role: fromStudent ? 'user' : 'assistant',
    userName: fromStudent || index % 3 !== 0 ? 'منى أحمد السيد' : null,
    userEmail: fromStudent || index % 3 !== 0 ? 'mona.ahmed@example.com' : null,
    content: fromStudent ? 'ممكن تشرحلي حل المعادلة س² − 5س + 6 = 0؟' : LONG_ANSWER,
    createdAt: minutesAgo(index * 2),
    conversationTitle: 'حل المعادلة س² − 5س + 6 = 0',
    subject: 'math',
    personality: 'friendly',
    ...overrides,
  };
}

const firstPageMessages: AdminMessage[] = [
  message(0),
  message(1),
  message(2, { userName: 'Omar Khaled', userEmail: 'omar.khaled@example.com', content: 'What is the difference between speed and velocity?', conversationTitle: 'Speed vs velocity', subject: 'physics', personality: 'professor' }),
  message(3, { userName: null, userEmail: null, subject: null, personality: 'storyteller', conversationTitle: 'قصة عن الخلية', content: 'كان يا ما كان، في خلية صغيرة اسمها «نواة»…' }),
  message(4, { userName: LONG_ARABIC_NAME, userEmail: 'abdelrahman.elshenawy@university-student-mail.example.com', subject: 'chemistry', personality: 'coach' }),
];

/** A page of messages: page 1 of 3 by default, 128 messages in all (50 per page). */
export function messagesPage(page: number, totalPages = 3): AdminMessagesPage {
  return {
    messages: firstPageMessages.map((each) => ({ ...each, id: `${each.id}-p${page}` })),
    totalCount: (totalPages - 1) * ADMIN.messagesPerPage + 28,
    totalPages,
    hasNextPage: page < totalPages,
  };
}

export const adminConversations: AdminConversation[] = [
  { id: 'c1', title: 'حل المعادلة س² − 5س + 6 = 0', messageCount: 14, userName: 'منى أحمد السيد', userEmail: 'mona.ahmed@example.com', subject: 'math', personality: 'friendly', difficultyLevel: 'متوسط', createdAt: minutesAgo(120) },
  { id: 'c2', title: 'Speed vs velocity', messageCount: 6, userName: 'Omar Khaled', userEmail: 'omar.khaled@example.com', subject: 'physics', personality: 'professor', difficultyLevel: null, createdAt: minutesAgo(60 * 5) },
  { id: 'c3', title: 'شرح مفصل لقوانين نيوتن الثلاثة مع أمثلة محلولة من امتحانات الثانوية العامة للسنوات السابقة', messageCount: 42, userName: LONG_ARABIC_NAME, userEmail: 'abdelrahman.elshenawy@university-student-mail.example.com', subject: 'physics', personality: 'coach', difficultyLevel: 'متقدم', createdAt: minutesAgo(60 * 30) },
  { id: 'c4', title: 'قصة عن الخلية', messageCount: 3, userName: null, userEmail: null, subject: null, personality: 'storyteller', difficultyLevel: null, createdAt: minutesAgo(60 * 72) },
];

export const adminUsers: AdminUser[] = [
  { id: 'u1', name: 'منى أحمد السيد', email: 'mona.ahmed@example.com', grade: 'grade12', isPremium: false, subscriptionTier: null, subscriptionEndDate: null, freeMessagesUsed: 3, conversationCount: 5, messageCount: 48, emailVerified: true, createdAt: minutesAgo(60 * 24 * 20), lastActivity: minutesAgo(10) },
  { id: 'u2', name: 'فاطمة الزهراء محمود', email: 'fatma.mahmoud@example.com', grade: 'grade11', isPremium: true, subscriptionTier: 'premium_yearly', subscriptionEndDate: '2027-03-09T12:00:00.000Z', freeMessagesUsed: 0, conversationCount: 31, messageCount: 612, emailVerified: true, createdAt: minutesAgo(60 * 24 * 90), lastActivity: minutesAgo(60 * 3) },
  { id: 'u3', name: LONG_ARABIC_NAME, email: 'abdelrahman.elshenawy@university-student-mail.example.com', grade: 'تالتة ثانوي أزهر', isPremium: false, subscriptionTier: null, subscriptionEndDate: null, freeMessagesUsed: 5, conversationCount: 2, messageCount: 11, emailVerified: false, createdAt: minutesAgo(60 * 24 * 2), lastActivity: null },
  { id: 'u4', name: 'Omar Khaled', email: 'omar.khaled@example.com', grade: null, isPremium: true, subscriptionTier: 'premium_monthly', subscriptionEndDate: '2026-04-09T12:00:00.000Z', freeMessagesUsed: 0, conversationCount: 8, messageCount: 97, emailVerified: true, createdAt: minutesAgo(60 * 24 * 40), lastActivity: minutesAgo(60 * 24) },
];

// ── Conversation analytics ────────────────────────────────────────────────────────────────────────────────────
const topics = [
  ['المعادلات التربيعية', 'math', 214, 92],
  ['قوانين نيوتن', 'physics', 187, 85],
  ['الروابط الكيميائية', 'chemistry', 133, 71],
  ['التفاضل', 'math', 121, 66],
  ['الوراثة المندلية', 'biology', 98, 58],
  ['الدوائر الكهربية', 'physics', 76, 49],
  ['Present perfect tense', 'english', 54, 40],
  ['ثورة 1919', 'history', 41, 33],
  ['البلاغة: التشبيه', 'arabic', 33, 25],
  ['خطوط الطول والعرض', 'geography', 20, 12],
] as const;

export const analyticsDashboard: AnalyticsDashboard = {
  overview: { totalMessages: 3_482, totalTopics: 64, uniqueQueries: 1_207 },
  topicTrends: topics.map(([topic, subject, totalMessages, trendingScore], index) => ({ id: `t${index}`, topic, subject, totalMessages, trendingScore })),
  distributions: {
    language: { ar: 2_710, en: 772 },
    messageType: { question: 1_402, homework_help: 911, quiz: 402, explanation: 588, general: 179 },
    userType: { free: 2_455, premium: 1_027 },
    hourlyUsage: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour < 7 ? hour * 3 : Math.round(40 + 180 * Math.sin(((hour - 7) / 17) * Math.PI)) })),
  },
};

/** What the server returns before the first analysis. */
export const emptyDashboard: AnalyticsDashboard = {
  overview: { totalMessages: 0, totalTopics: 0, uniqueQueries: 0 },
  topicTrends: [],
  distributions: {
    language: { ar: 0, en: 0 },
    messageType: { question: 0, homework_help: 0, quiz: 0, explanation: 0, general: 0 },
    userType: { free: 0, premium: 0 },
    hourlyUsage: [],
  },
};

/** `t()` of the language on <html lang> (set by the global decorator). */
export function pageT() {
  const language: Language = document.documentElement.lang === 'en' ? 'en' : 'ar';
  return { language, t: translator(language) };
}

/** A number as the page's language writes it. */
export function pageNumber(value: number): string {
  return new Intl.NumberFormat(document.documentElement.lang === 'en' ? 'en-GB' : 'ar-EG').format(value);
}
