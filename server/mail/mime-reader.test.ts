/**
 * The test-side MIME reader against messages built by nodemailer's own composer: whatever transfer encoding
 * nodemailer picks for Arabic, English or long lines, the reader gives back exactly what was sent.
 */
import { describe, expect, it } from 'vitest';
import MailComposer from 'nodemailer/lib/mail-composer';
import { decodeEncodedWords, decodeQuotedPrintable, partBody, readMimeMessage } from './mime-reader';

async function compose(options: { subject: string; text: string; html: string }): Promise<string> {
  const message = await new MailComposer({ from: 'Moallemy <no-reply@example.com>', to: 'a@example.com', ...options }).compile().build();
  return message.toString('utf8');
}

describe('the MIME reader used by the mail tests', () => {
  it.each([
    ['Arabic', 'إعادة تعيين كلمة المرور · مُعلّمي', 'مرحبًا سارة،\nhttps://x.example/auth/reset-password?token=abc_DEF-123\n'],
    ['English', 'Reset your password · Moallemy', 'Hello Omar,\nhttps://x.example/auth/reset-password?token=abc\n'],
    ['a long mixed line', `${'كلمة '.repeat(40)}end`, `${'word كلمة '.repeat(60)}\n`],
  ])('reads back %s subject, text and html exactly', async (_label, subject, text) => {
    const html = `<p dir="rtl">${text}</p>`;
    const raw = await compose({ subject, text, html });
    const message = readMimeMessage(raw);
    expect(message.headers.get('subject')).toBe(subject);
    expect(message.headers.get('from')).toBe('Moallemy <no-reply@example.com>');
    expect(partBody(message, 'text/plain')).toBe(text);
    expect(partBody(message, 'text/html')).toBe(html);
  });

  it('decodes quoted-printable soft breaks and multi-byte escapes, and split encoded words', () => {
    expect(decodeQuotedPrintable('=D9=85=D8=B1=\r\n=D8=AD=D8=A8=D8=A7 a=3Db')).toBe('مرحبا a=b');
    const bytes = Buffer.from('مرحبا', 'utf8');
    const split = `=?UTF-8?B?${bytes.subarray(0, 3).toString('base64')}?=\r\n =?UTF-8?B?${bytes.subarray(3).toString('base64')}?=`;
    expect(decodeEncodedWords(split.replace(/\r\n/g, ''))).toBe('مرحبا');
    expect(decodeEncodedWords('Re: =?utf-8?Q?caf=C3=A9_time?= ok')).toBe('Re: café time ok');
  });
});
