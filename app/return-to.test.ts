import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-to';

describe('the way back after signing in', () => {
  it('keeps our own paths with their query', () => {
    expect(safeReturnPath('/subscribe?plan=yearly')).toBe('/subscribe?plan=yearly');
    expect(safeReturnPath('/payment-iframe?amount=999&plan=yearly')).toBe('/payment-iframe?amount=999&plan=yearly');
  });
  it('refuses anything that leaves the site', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined, 'subscribe']) {
      expect(safeReturnPath(value)).toBeUndefined();
    }
  });
  it('builds the login link', () => {
    expect(loginPathFor('/subscribe?plan=yearly')).toBe('/auth/login?next=%2Fsubscribe%3Fplan%3Dyearly');
  });
});
