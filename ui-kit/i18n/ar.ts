/**
 * Arabic string table: the primary language. Keys are flat, grouped by feature prefix
 * (`header.*`, `landing.*`, …). Values are the exact texts of SPEC.md where it gives them.
 * `{name}` placeholders are filled by `t(key, { name })`.
 */
export const ar = {
  // app / common
  'app.name': 'مُعلّمي',
  'app.tagline': 'مدرّسك الذكي للثانوية العامة',
  'common.loading': 'جارٍ التحميل…',
  'common.close': 'إغلاق',
  'common.cancel': 'إلغاء',
  'common.confirm': 'تأكيد',
  'common.retry': 'إعادة المحاولة',
  'common.back': 'رجوع',
  'common.backHome': 'العودة للرئيسية',
  'common.premium': 'بريميوم',
  'common.unexpectedError': 'حدث خطأ غير متوقع',
  'common.notifications': 'الإشعارات',
  'common.dismiss': 'إخفاء',
  'common.show': 'إظهار',
  'common.hide': 'إخفاء',
  'common.showPassword': 'إظهار كلمة المرور',
  'common.hidePassword': 'إخفاء كلمة المرور',
  'common.required': 'مطلوب',
  'common.optional': '(اختياري)',
  'common.egp': 'جنيه',
} satisfies Record<string, string>;

export type MessageKey = keyof typeof ar;
