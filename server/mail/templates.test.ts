/** The account e-mails as a recipient reads them: language, direction, the link, the expiry note, and escaping. */
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderAccountMail } from './templates';

const link = 'https://moallemy.example/auth/reset-password?token=abc_DEF-123';

describe('account e-mail templates', () => {
  it('an Arabic reset mail is right-to-left HTML with the product name, a button, the link as text and the expiry', () => {
    const mail = renderAccountMail('passwordReset', { name: 'سارة', language: 'ar', link });
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور · مُعلّمي');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(mail.html).toContain('<body dir="rtl"');
    expect(mail.html).toContain('مُعلّمي');
    expect(mail.html).toContain('مرحبًا سارة،');
    expect(mail.html).toMatch(new RegExp(`<a href="${escapeRegExp(link)}"[^>]*>إعادة تعيين كلمة المرور</a>`));
    expect(mail.html).toContain(`>${link}</a>`);
    expect(mail.html).toContain('ينتهي هذا الرابط خلال ساعة واحدة');
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).not.toContain('<style');
  });

  it('the Arabic plain-text part carries the greeting, the link on its own line, the expiry and the ignore note', () => {
    const { text } = renderAccountMail('passwordReset', { name: 'سارة', language: 'ar', link });
    expect(text.split('\n')).toContain(link);
    expect(text).toContain('مرحبًا سارة،');
    expect(text).toContain('ينتهي هذا الرابط خلال ساعة واحدة');
    expect(text).toContain('إذا لم تطلب ذلك، فتجاهل هذه الرسالة.');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('an English verification mail is left-to-right with its own subject and the 48-hour expiry', () => {
    const verifyLink = 'https://moallemy.example/auth/verify-email?token=xyz';
    const mail = renderAccountMail('emailVerification', { name: 'Omar', language: 'en', link: verifyLink });
    expect(mail.subject).toBe('Confirm your email · Moallemy');
    expect(mail.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(mail.html).toContain('text-align:left');
    expect(mail.html).toContain('>Confirm email</a>');
    expect(mail.html).toContain('This link expires in 48 hours');
    expect(mail.text).toContain('Hello Omar,');
    expect(mail.text.split('\n')).toContain(verifyLink);
  });

  it('the Arabic verification mail names the 48 hours and its own subject', () => {
    const mail = renderAccountMail('emailVerification', { name: 'Omar', language: 'ar', link });
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني · مُعلّمي');
    expect(mail.text).toContain('ينتهي هذا الرابط خلال 48 ساعة');
  });

  it('escapes every interpolated value in the HTML: a hostile name cannot inject markup', () => {
    const mail = renderAccountMail('passwordReset', { name: '<img src=x onerror="alert(1)">&\'', language: 'en', link });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;,');
    // The plain-text part is not HTML: the name stays as typed.
    expect(mail.text).toContain('Hello <img src=x onerror="alert(1)">&\',');
  });

  it('escapes the link in both the href attribute and the visible text', () => {
    const hostile = 'https://x.example/a?b=1&c="><script>alert(1)</script>';
    const { html } = renderAccountMail('passwordReset', { name: 'A', language: 'ar', link: hostile });
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://x.example/a?b=1&amp;c=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('escapeHtml covers the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
