import { describe, expect, it } from 'vitest';
import { AnonymousIdSchema, ApiErrorBodySchema, EgyptianPhoneSchema, issuesToFields, latinDigits } from './common';

describe('shared shapes', () => {
  it('Arabic-Indic and Persian digits become Latin digits', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩ / ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 / 0123456789');
  });

  it('Egyptian mobile numbers are normalised to 01XXXXXXXXX', () => {
    expect(EgyptianPhoneSchema.parse('010-1234-5678')).toBe('01012345678');
    expect(EgyptianPhoneSchema.parse('00201512345678')).toBe('01512345678');
    expect(EgyptianPhoneSchema.safeParse('01312345678').error?.issues[0]?.message).toBe('validation.phoneInvalid');
    expect(EgyptianPhoneSchema.safeParse('   ').error?.issues[0]?.message).toBe('validation.required');
  });

  it('the anonymous id has the form user_{timestamp}_{random}', () => {
    expect(AnonymousIdSchema.safeParse('user_1735689600000_k3j9x2').success).toBe(true);
    expect(AnonymousIdSchema.safeParse('admin').success).toBe(false);
  });

  it('the error body carries code, message and optional field messages', () => {
    expect(ApiErrorBodySchema.safeParse({ error: { code: 'quota:exceeded', message: 'limit' } }).success).toBe(true);
    expect(
      ApiErrorBodySchema.safeParse({ error: { code: 'validation', message: 'bad', fields: { 'metadata.url': ['too long'] } } }).success,
    ).toBe(true);
    expect(ApiErrorBodySchema.safeParse({ message: 'bad' }).success).toBe(false);
  });

  it('issues are grouped by dot-joined field path', () => {
    expect(
      issuesToFields([
        { code: 'custom', path: ['metadata', 'url'], message: 'a', input: '' },
        { code: 'custom', path: [], message: 'b', input: '' },
        { code: 'custom', path: ['metadata', 'url'], message: 'c', input: '' },
      ]),
    ).toEqual({ 'metadata.url': ['a', 'c'], '': ['b'] });
  });
});
