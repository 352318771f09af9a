/**
 * The account e-mails (password reset, e-mail confirmation) in Arabic and English: a subject, a plain-text part
 * and an HTML part. The HTML mirrors for Arabic (`<html lang="ar" dir="rtl">`), uses inline styles only (mail
 * clients drop <style> and logical properties, so alignment follows the direction explicitly) and takes its
 * colours from the theme tokens. Every interpolated value is HTML-escaped; texts come from the i18n tables.
 */
import '../../ui-kit/i18n/all-languages';
import { directionOf, translator } from '../../ui-kit/i18n/LocaleProvider';
import { theme } from '../../ui-kit/theme/stitches.config';
import type { AccountMail } from './mailer';

export type AccountMailKind = 'passwordReset' | 'emailVerification';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** How long each kind of link stays valid; the services use the same numbers when they create tokens. */
export const LINK_LIFETIME_HOURS: Record<AccountMailKind, number> = { passwordReset: 1, emailVerification: 48 };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Renders one account e-mail in the recipient's language. */
export function renderAccountMail(kind: AccountMailKind, mail: Omit<AccountMail, 'to'>): RenderedMail {
  const t = translator(mail.language);
  const appName = t('app.name');
  const isReset = kind === 'passwordReset';
  const parts = {
    subject: `${t(isReset ? 'auth.mail.resetSubject' : 'auth.mail.verifySubject')} · ${appName}`,
    greeting: t('auth.mail.greeting', { name: mail.name }),
    body: t(isReset ? 'auth.mail.resetBody' : 'auth.mail.verifyBody'),
    button: t(isReset ? 'auth.mail.resetButton' : 'auth.mail.verifyButton'),
    fallback: t('auth.mail.linkFallback'),
    expiry: isReset
      ? t('auth.mail.resetExpiry')
      : t('auth.mail.verifyExpiry', { hours: LINK_LIFETIME_HOURS.emailVerification }),
    ignore: t('auth.mail.ignore'),
    signature: t('auth.mail.signature', { appName }),
  };
  const text = [parts.greeting, '', parts.body, '', mail.link, '', parts.expiry, parts.ignore, '', `— ${parts.signature}`, ''].join('\n');
  return { subject: parts.subject, text, html: renderHtml(mail.language, appName, mail.link, parts) };
}

const colors = {
  page: theme.colors.bg.value,
  card: theme.colors.surface.value,
  border: theme.colors.border.value,
  text: theme.colors.text.value,
  muted: theme.colors.textMuted.value,
  brand: theme.colors.primary.value,
  onBrand: theme.colors.onPrimary.value,
};

function renderHtml(
  language: AccountMail['language'],
  appName: string,
  link: string,
  parts: { subject: string; greeting: string; body: string; button: string; fallback: string; expiry: string; ignore: string; signature: string },
): string {
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  const e = escapeHtml;
  const font = `font-family:Tahoma,Arial,sans-serif;`;
  const paragraph = `margin:0 0 16px;${font}font-size:16px;line-height:1.7;color:${colors.text};text-align:${align};`;
  const small = `margin:0 0 8px;${font}font-size:13px;line-height:1.6;color:${colors.muted};text-align:${align};`;
  return `<!doctype html>
<html lang="${e(language)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(parts.subject)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background:${colors.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.page};padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:560px;background:${colors.card};border:1px solid ${colors.border};border-radius:16px;padding:32px 24px;">
<tr><td style="padding:0 0 24px;${font}font-size:22px;font-weight:700;color:${colors.brand};text-align:${align};">${e(appName)}</td></tr>
<tr><td>
<p style="${paragraph}">${e(parts.greeting)}</p>
<p style="${paragraph}">${e(parts.body)}</p>
<p style="margin:24px 0;text-align:center;"><a href="${e(link)}" style="display:inline-block;padding:12px 28px;border-radius:10px;background:${colors.brand};color:${colors.onBrand};${font}font-size:16px;font-weight:700;text-decoration:none;">${e(parts.button)}</a></p>
<p style="${small}">${e(parts.fallback)}</p>
<p dir="ltr" style="margin:0 0 24px;${font}font-size:13px;line-height:1.6;word-break:break-all;text-align:left;"><a href="${e(link)}" style="color:${colors.brand};">${e(link)}</a></p>
<p style="${small}">${e(parts.expiry)}</p>
<p style="${small}">${e(parts.ignore)}</p>
<p style="margin:24px 0 0;${font}font-size:14px;color:${colors.muted};text-align:${align};">${e(parts.signature)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
