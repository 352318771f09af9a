import { describe, expect, it } from 'vitest';
import { issuesToFields } from './common';
import {
  ConfirmVodafoneFieldsSchema,
  PaymentIframeQuerySchema,
  PaymentTokenRequestSchema,
  ScreenshotFileSchema,
  VodafoneManualPaymentRequestSchema,
} from './payments';
import type { z } from 'zod';

function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error.issues);
}

const png = 'data:image/png;base64,iVBORw0KGgo=';
const manual = {
  userName: 'Omar',
  userPhone: '01012345678',
  senderPhone: '01112345678',
  amount: 99,
  plan: 'premium_monthly',
  notes: '',
  screenshotUrl: png,
};

describe('payment token', () => {
  it('accepts the monthly and yearly prices as whole numbers', () => {
    expect(PaymentTokenRequestSchema.parse({ amount: 99 })).toEqual({ amount: 99 });
    expect(PaymentTokenRequestSchema.parse({ amount: 999, plan: 'premium_yearly' })).toEqual({ amount: 999, plan: 'premium_yearly' });
  });

  it('refuses a fractional amount, an amount that is no price, and a price of the other plan', () => {
    expect(fieldsOf(PaymentTokenRequestSchema, { amount: 99.5 })).toEqual({ amount: ['validation.amountInvalid'] });
    expect(fieldsOf(PaymentTokenRequestSchema, { amount: 1 })).toEqual({ amount: ['validation.amountInvalid'] });
    expect(fieldsOf(PaymentTokenRequestSchema, { amount: 99, plan: 'premium_yearly' })).toEqual({ amount: ['validation.amountInvalid'] });
  });

  it('/payment-iframe defaults to 99 monthly and understands plan=yearly', () => {
    expect(PaymentIframeQuerySchema.parse({})).toEqual({ amount: 99, plan: 'premium_monthly' });
    expect(PaymentIframeQuerySchema.parse({ amount: '999', plan: 'yearly' })).toEqual({ amount: 999, plan: 'premium_yearly' });
  });
});

describe('manual Vodafone Cash form (SPEC §5)', () => {
  it('accepts a complete form; empty notes are absent; phones are normalised', () => {
    const parsed = VodafoneManualPaymentRequestSchema.parse({ ...manual, userPhone: '+20 101 234 5678', senderPhone: '٠١١١٢٣٤٥٦٧٨' });
    expect(parsed.userPhone).toBe('01012345678');
    expect(parsed.senderPhone).toBe('01112345678');
    expect(parsed.notes).toBeUndefined();
  });

  it('requires name, phone, sender phone, amount and screenshot', () => {
    expect(fieldsOf(VodafoneManualPaymentRequestSchema, { plan: 'premium_monthly' })).toEqual({
      userName: ['validation.required'],
      userPhone: ['validation.required'],
      senderPhone: ['validation.required'],
      amount: ['validation.amountInvalid'],
      screenshotUrl: ['validation.screenshotRequired'],
    });
    expect(fieldsOf(VodafoneManualPaymentRequestSchema, { ...manual, screenshotUrl: '' })).toEqual({
      screenshotUrl: ['validation.screenshotRequired'],
    });
  });

  it('accepts only an image as the screenshot', () => {
    expect(fieldsOf(VodafoneManualPaymentRequestSchema, { ...manual, screenshotUrl: 'data:application/pdf;base64,JVBERi0=' })).toEqual({
      screenshotUrl: ['validation.imageOnly'],
    });
  });

  it('refuses a phone that is not an Egyptian mobile number', () => {
    expect(fieldsOf(VodafoneManualPaymentRequestSchema, { ...manual, senderPhone: '0123' })).toEqual({ senderPhone: ['validation.phoneInvalid'] });
  });

  it('needs the amount to be the price of the chosen plan', () => {
    expect(fieldsOf(VodafoneManualPaymentRequestSchema, { ...manual, plan: 'premium_yearly' })).toEqual({ amount: ['validation.amountInvalid'] });
    expect(VodafoneManualPaymentRequestSchema.parse({ ...manual, amount: '٩٩' }).amount).toBe(99);
  });
});

describe('wallet proof upload (SPEC §5)', () => {
  it('requires the phone and the request id', () => {
    expect(ConfirmVodafoneFieldsSchema.parse({ phoneNumber: '01012345678', requestId: 'r1' })).toEqual({ phoneNumber: '01012345678', requestId: 'r1' });
    expect(fieldsOf(ConfirmVodafoneFieldsSchema, { phoneNumber: '', requestId: 'r1' })).toEqual({ phoneNumber: ['validation.required'] });
  });

  it('requires an image file as the screenshot', () => {
    expect(ScreenshotFileSchema.safeParse({ mimetype: 'image/jpeg', size: 1000 }).success).toBe(true);
    expect(fieldsOf(ScreenshotFileSchema, undefined)).toEqual({ '': ['validation.screenshotRequired'] });
    expect(fieldsOf(ScreenshotFileSchema, { mimetype: 'text/plain', size: 10 })).toEqual({ mimetype: ['validation.imageOnly'] });
    expect(fieldsOf(ScreenshotFileSchema, { mimetype: 'image/png', size: 6 * 1024 * 1024 })).toEqual({ size: ['validation.tooLong'] });
  });
});
