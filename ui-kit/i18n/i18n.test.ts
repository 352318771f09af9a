/**
 * Guards the string tables: English mirrors Arabic key for key, nothing is empty, `{placeholders}` match in both
 * languages, Arabic values are Arabic (brand names and codes aside), every label built from a contract enum exists,
 * and the exact texts SPEC.md gives are the values of the table.
 */
import { describe, expect, it } from 'vitest';
import {
  browsers,
  deviceTypes,
  feedbackCategories,
  feedbackTypes,
  grades,
  languages,
  messageTypes,
  paymentMethods,
  paymentStatuses,
  personalityIds,
  plans,
  studyPackCategories,
  subjects,
  tutorModes,
  userTypes,
} from '../../contract/values';
import { validationKeys } from '../../contract/validation';
import { ar } from './ar';
import { en } from './en';

const tables = { ar, en } as Record<'ar' | 'en', Record<string, string>>;

/** The sorted `{name}` placeholders of a text. */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** Latin words that may stand alone in an Arabic value: brand names and codes shown as they are. */
const latinAllowedInArabic = new Set(['Google', 'Chrome', 'Firefox', 'Safari', 'Edge', 'EN']);

/** True when an Arabic value has Latin words but no Arabic letters, other than allowed brand names and codes. */
function isLatinOnlyArabic(text: string): boolean {
  if (/[\u0600-\u06FF]/.test(text)) return false;
  const latinWords = text.replace(/\{\w+\}/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  return latinWords.some((word) => !latinAllowedInArabic.has(word));
}

describe('the checks themselves', () => {
  it('find placeholders and English-only Arabic values', () => {
    expect(placeholdersOf('صفحة {page} من {pages}')).toEqual(['page', 'pages']);
    expect(isLatinOnlyArabic('Subscribe now')).toBe(true);
    expect(isLatinOnlyArabic('اشترك الآن')).toBe(false);
    expect(isLatinOnlyArabic('Chrome')).toBe(false);
    expect(isLatinOnlyArabic('{used} / {limit}')).toBe(false);
  });
});

describe('string tables', () => {
  it('English has exactly the keys of Arabic', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ar).sort());
  });

  it('no value is empty in either language', () => {
    for (const [language, table] of Object.entries(tables)) {
      const empty = Object.entries(table).filter(([, value]) => value.trim() === '').map(([key]) => key);
      expect(empty, `empty ${language} values`).toEqual([]);
    }
  });

  it('each key has the same placeholders in Arabic and English', () => {
    const mismatched = Object.keys(ar).filter(
      (key) => placeholdersOf(tables.ar[key] ?? '').join() !== placeholdersOf(tables.en[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('Arabic values are written in Arabic, except brand names and codes', () => {
    const latinOnly = Object.entries(tables.ar).filter(([, value]) => isLatinOnlyArabic(value));
    expect(latinOnly).toEqual([]);
  });

  it('every validation key the contract uses has a text', () => {
    for (const key of validationKeys) {
      expect(tables.ar[key], key).toBeTruthy();
      expect(tables.en[key], key).toBeTruthy();
    }
  });

  it('every label built from a contract enum exists', () => {
    const keyed = (prefix: string, values: readonly string[], suffix = '') =>
      values.map((value) => `${prefix}.${value}${suffix}`);
    const expected = [
      ...keyed('auth.grade', grades),
      ...keyed('chat.subject', subjects),
      ...keyed('chat.personality', personalityIds, '.name'),
      ...keyed('chat.personality', personalityIds, '.description'),
      ...keyed('chat.tutorMode', tutorModes),
      ...keyed('chat.tutorMode', tutorModes, '.description'),
      ...keyed('subscribe.plan', plans),
      ...keyed('subscribe.method', paymentMethods),
      ...keyed('subscribe.method', paymentMethods, '.description'),
      ...keyed('admin.status', paymentStatuses),
      ...keyed('feedback.type', feedbackTypes),
      ...keyed('feedback.category', feedbackCategories),
      ...keyed('feedback.rating', ['1', '2', '3', '4', '5']),
      ...keyed('analytics.messageType', messageTypes),
      ...keyed('analytics.userType', userTypes),
      ...keyed('analytics.language', languages),
      ...keyed('studyPacks.category', studyPackCategories),
      ...keyed('admin.browser', browsers),
      ...keyed('admin.device', deviceTypes),
    ];
    expect(expected.filter((key) => !(key in ar))).toEqual([]);
  });

  it('the free daily cap is never a literal number: strings that show it use {limit}', () => {
    expect(en['chat.limit.body']).toBe(
      'You have used all your free messages today ({limit} messages). Subscribe for unlimited messages!',
    );
    const literalCap = Object.entries({ ...prefixed('ar', ar), ...prefixed('en', en) }).filter(([, value]) =>
      /\b(5|10)\s*(messages|رسائل|رسالة)/i.test(value),
    );
    expect(literalCap).toEqual([]);
  });

  it('uses the exact texts of SPEC.md', () => {
    const arabicTexts = [
      'يرجى إدخال بريد إلكتروني صحيح',
      'كلمة المرور يجب أن تكون 6 أحرف على الأقل',
      'الاسم يجب أن يكون حرفين على الأقل',
      'كلمات المرور غير متطابقة',
      'بيانات ناقصة',
      'بيانات مطلوبة',
      'فشل في تسجيل الدخول',
      'فشل في إنشاء الحساب',
      'حدث خطأ في الاتصال. يرجى المحاولة مرة أخرى.',
      'خطأ في تسجيل الدخول',
      'يرجى التحقق من البيانات المدخلة',
      'خطأ في إنشاء الحساب',
      'حدث خطأ غير متوقع',
      'خطأ في الإرسال',
      'عذراً، حدث خطأ',
      'خطأ في التحليل',
      'خطأ في التصدير',
      'خطأ في النسخ',
      'خطأ',
      'فشل في إرسال الطلب. يرجى المحاولة مرة أخرى.',
      'تحليل المحادثات مكتمل',
      'فشل في تحليل الرسائل',
      'الصف الأول الثانوي',
      'الصف الثاني الثانوي',
      'الصف الثالث الثانوي',
    ];
    const englishTexts = [
      'Daily Limit Reached',
      'Subscribe to get unlimited messages',
      'Subscribe Now',
      'Daily Messages Used Up',
      'Message error',
      'Recording Error',
      'Voice recognition failed',
      'Cannot start recording',
      'Submission Error',
      'An unexpected error occurred',
      'Copy failed',
      'Title must be at least 3 characters',
      'Description must be at least 10 characters',
      'Poor',
      'Needs Improvement',
      'Good',
      'Very Good',
      'Excellent',
      'Failed to generate payment token',
      'Failed to initialize payment. Please try again.',
      'Payment failed: {error}',
      'Payment Error',
      'Please try again',
      'Redirected to Payment',
      'Complete the payment in the new window',
      'Upload failed, please try again',
      'Submission failed, please try again or contact support',
      'Payment screenshot is required',
      'Approval Failed',
      'Failed to approve payment and activate premium subscription',
      'Premium Subscription Activated!',
      'Payment rejected',
      'Request has been marked as rejected',
      'Rejection failed',
      'Login successful',
      'Login failed',
      'Logged out',
      'Logout failed',
      'Access Denied',
      'Admin Login',
      'Payment Management',
      'Approve & Activate Premium',
      'Reject',
      'Pending',
      'Approved',
      'Rejected',
      'Previous',
      'Next',
      'Page {page} of {pages}',
      'Showing {n} of {total}',
      'Google sign-in is not configured',
    ];
    const arabicValues = new Set(Object.values(ar));
    const englishValues = new Set(Object.values(en));
    expect(arabicTexts.filter((text) => !arabicValues.has(text))).toEqual([]);
    expect(englishTexts.filter((text) => !englishValues.has(text))).toEqual([]);
  });
});

/** Prefixes each key with its language so two tables can be scanned as one. */
function prefixed(language: string, table: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, value]) => [`${language}:${key}`, value]));
}
