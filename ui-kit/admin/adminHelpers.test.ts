/** The pure helpers behind the operator screens: page names, the 300-character cut, referrer hosts, counters. */
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../contract/constants';
import type { PaymentRequest } from '../../contract/payments';
import { cutText, referrerHost } from './adminFormat';
import { pageNameKey } from './pageNames';
import { countByStatus } from './PaymentManagement';

describe('page names of the visitor analytics', () => {
  it('names the known paths, ignoring query and trailing slash', () => {
    expect(pageNameKey('/')).toBe('admin.page.home');
    expect(pageNameKey('/chat?x=1')).toBe('admin.page.chat');
    expect(pageNameKey('/subscribe/')).toBe('admin.page.subscribe');
    expect(pageNameKey('/auth/login')).toBe('admin.page.login');
    expect(pageNameKey('/payment-confirmation/pr-1001')).toBe('admin.page.paymentConfirmation');
  });
  it('leaves unknown paths unnamed', () => {
    expect(pageNameKey('/blog/old-post')).toBeUndefined();
  });
});

describe('message content in monitoring', () => {
  it('is cut at 300 characters with an ellipsis', () => {
    const long = 'س'.repeat(ADMIN.messageCut + 20);
    expect(cutText(long, ADMIN.messageCut)).toBe(`${'س'.repeat(ADMIN.messageCut)}…`);
    expect(cutText('قصير', ADMIN.messageCut)).toBe('قصير');
    expect(cutText('x'.repeat(ADMIN.messageCut), ADMIN.messageCut)).toHaveLength(ADMIN.messageCut);
  });
});

describe('referrer host', () => {
  it('shows the host of an external URL and the text itself otherwise', () => {
    expect(referrerHost('https://www.google.com/search?q=مدرس')).toBe('www.google.com');
    expect(referrerHost('not a url')).toBe('not a url');
  });
});

describe('payment counters', () => {
  it('count pending, approved and rejected requests', () => {
    const request = (status: PaymentRequest['status']) => ({ status }) as PaymentRequest;
    expect(countByStatus([request('pending'), request('pending'), request('approved')])).toEqual({ pending: 2, approved: 1, rejected: 0 });
    expect(countByStatus([])).toEqual({ pending: 0, approved: 0, rejected: 0 });
  });
});
