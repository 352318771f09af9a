import { describe, expect, it } from 'vitest';
import { issuesToFields } from './common';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  TestInteractiveAuthRequestSchema,
  VerifyEmailRequestSchema,
} from './auth';
import type { z } from 'zod';

/** Field → messages, as the server's 400 body `fields` carries them. */
function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error.issues);
}

const validSignup = { email: 'mona@example.com', password: 'secret1', name: 'Mona', confirmPassword: 'secret1' };

describe('login (SPEC §5)', () => {
  it('accepts a valid e-mail and a 6-character password, trimming and lower-casing the e-mail', () => {
    const parsed = LoginRequestSchema.parse({ email: '  Mona@Example.COM ', password: 'secret', rememberMe: true });
    expect(parsed).toEqual({ email: 'mona@example.com', password: 'secret', rememberMe: true });
  });

  it('rejects a malformed e-mail with emailInvalid', () => {
    expect(fieldsOf(LoginRequestSchema, { email: 'mona@', password: 'secret' })).toEqual({ email: ['validation.emailInvalid'] });
  });

  it('rejects a 5-character password with passwordMin', () => {
    expect(fieldsOf(LoginRequestSchema, { email: 'a@b.co', password: '12345' })).toEqual({ password: ['validation.passwordMin'] });
  });

  it('reports exactly "required" for missing or empty e-mail and password', () => {
    expect(fieldsOf(LoginRequestSchema, {})).toEqual({ email: ['validation.required'], password: ['validation.required'] });
    expect(fieldsOf(LoginRequestSchema, { email: '   ', password: '' })).toEqual({
      email: ['validation.required'],
      password: ['validation.required'],
    });
  });

  it('does not trim passwords: spaces count as characters', () => {
    expect(LoginRequestSchema.parse({ email: 'a@b.co', password: '  abc ' }).password).toBe('  abc ');
  });

  it('leaves rememberMe out when the simple /login page does not send it', () => {
    expect(LoginRequestSchema.parse({ email: 'a@b.co', password: 'secret' }).rememberMe).toBeUndefined();
  });
});

describe('sign-up (SPEC §5)', () => {
  it('accepts name ≥ 2, valid e-mail, password ≥ 6 and an equal confirmation; grade is optional', () => {
    expect(RegisterRequestSchema.parse(validSignup)).toEqual(validSignup);
    expect(RegisterRequestSchema.parse({ ...validSignup, grade: 'grade12' }).grade).toBe('grade12');
  });

  it('rejects a one-letter name with nameMin (after trimming)', () => {
    expect(fieldsOf(RegisterRequestSchema, { ...validSignup, name: '  م  ' })).toEqual({ name: ['validation.nameMin'] });
  });

  it('counts a two-letter Arabic name as 2 characters', () => {
    expect(RegisterRequestSchema.parse({ ...validSignup, name: ' مى ' }).name).toBe('مى');
  });

  it('puts the password mismatch on the confirmPassword field', () => {
    expect(fieldsOf(RegisterRequestSchema, { ...validSignup, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ['validation.passwordMismatch'],
    });
  });

  it('shows the mismatch together with other field errors, even a missing field', () => {
    expect(fieldsOf(RegisterRequestSchema, { ...validSignup, name: 'M', confirmPassword: 'other' })).toEqual({
      name: ['validation.nameMin'],
      confirmPassword: ['validation.passwordMismatch'],
    });
    expect(fieldsOf(RegisterRequestSchema, { ...validSignup, name: undefined, email: 42, confirmPassword: 'other' })).toEqual({
      name: ['validation.required'],
      email: ['validation.required'],
      confirmPassword: ['validation.passwordMismatch'],
    });
  });

  it('lets /login register without confirmPassword and with free-text grade; an empty grade is absent', () => {
    const { confirmPassword: _omitted, ...simple } = validSignup;
    expect(RegisterRequestSchema.parse({ ...simple, grade: ' تالتة ثانوي ' }).grade).toBe('تالتة ثانوي');
    expect(RegisterRequestSchema.parse({ ...simple, grade: '   ' }).grade).toBeUndefined();
  });

  it('requires name when registering', () => {
    expect(fieldsOf(RegisterRequestSchema, { email: 'a@b.co', password: 'secret' })).toEqual({ name: ['validation.required'] });
  });
});

describe('password reset and e-mail verification', () => {
  it('forgot-password needs a valid e-mail', () => {
    expect(ForgotPasswordRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(fieldsOf(ForgotPasswordRequestSchema, { email: 'nope' })).toEqual({ email: ['validation.emailInvalid'] });
  });

  it('reset-password needs a token, a 6-character password and the same confirmation', () => {
    expect(ResetPasswordRequestSchema.safeParse({ token: 't0k', password: 'secret', confirmPassword: 'secret' }).success).toBe(true);
    expect(fieldsOf(ResetPasswordRequestSchema, { token: ' ', password: 'secret', confirmPassword: 'secreT' })).toEqual({
      token: ['validation.required'],
      confirmPassword: ['validation.passwordMismatch'],
    });
  });

  it('verify-email needs a token', () => {
    expect(VerifyEmailRequestSchema.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
    expect(fieldsOf(VerifyEmailRequestSchema, {})).toEqual({ token: ['validation.required'] });
  });

  it('test-interactive-auth accepts only testUser: true', () => {
    expect(TestInteractiveAuthRequestSchema.safeParse({ testUser: true }).success).toBe(true);
    expect(TestInteractiveAuthRequestSchema.safeParse({ testUser: false }).success).toBe(false);
  });
});
