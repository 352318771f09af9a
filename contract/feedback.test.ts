import { describe, expect, it } from 'vitest';
import { issuesToFields } from './common';
import { FeedbackRequestSchema } from './feedback';

const valid = { title: 'Bug', description: 'The send button is hidden' };

function fieldsOf(input: unknown): Record<string, string[]> {
  const result = FeedbackRequestSchema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error.issues);
}

describe('feedback form (SPEC §5)', () => {
  it('defaults type to general and trims title and description', () => {
    expect(FeedbackRequestSchema.parse({ title: '  Bug ', description: '  The send button is hidden  ' })).toEqual({
      type: 'general',
      title: 'Bug',
      description: 'The send button is hidden',
    });
  });

  it('accepts the four types and the five categories', () => {
    for (const type of ['bug_report', 'feature_request', 'general'] as const) {
      expect(FeedbackRequestSchema.safeParse({ ...valid, type }).success).toBe(true);
    }
    for (const category of ['ui_ux', 'ai_responses', 'performance', 'content', 'billing'] as const) {
      expect(FeedbackRequestSchema.safeParse({ ...valid, category }).success).toBe(true);
    }
    expect(fieldsOf({ ...valid, type: 'complaint' })).toEqual({ type: ['validation.invalid'] });
    expect(fieldsOf({ ...valid, category: 'other' })).toEqual({ category: ['validation.invalid'] });
  });

  it('needs a title of at least 3 characters after trimming', () => {
    expect(fieldsOf({ ...valid, title: ' ab ' })).toEqual({ title: ['validation.feedbackTitleMin'] });
    expect(FeedbackRequestSchema.safeParse({ ...valid, title: 'abc' }).success).toBe(true);
  });

  it('needs a description of at least 10 characters after trimming', () => {
    expect(fieldsOf({ ...valid, description: '  123456789  ' })).toEqual({ description: ['validation.feedbackDescriptionMin'] });
    expect(FeedbackRequestSchema.safeParse({ ...valid, description: '1234567890' }).success).toBe(true);
  });

  it('reports the empty initial form as required, not as too short', () => {
    expect(fieldsOf({ title: '', description: '' })).toEqual({ title: ['validation.required'], description: ['validation.required'] });
  });

  it('caps title and description length', () => {
    expect(fieldsOf({ ...valid, title: 'x'.repeat(121) })).toEqual({ title: ['validation.tooLong'] });
    expect(fieldsOf({ ...valid, description: 'x'.repeat(2001) })).toEqual({ description: ['validation.tooLong'] });
  });

  it('takes a whole rating from 1 to 5 for type rating', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(FeedbackRequestSchema.safeParse({ ...valid, type: 'rating', rating }).success).toBe(true);
    }
    for (const rating of [0, 6, 2.5]) {
      expect(fieldsOf({ ...valid, type: 'rating', rating })).toEqual({ rating: ['validation.invalid'] });
    }
  });

  it('requires a rating for type rating and refuses one for other types', () => {
    expect(fieldsOf({ ...valid, type: 'rating' })).toEqual({ rating: ['validation.required'] });
    expect(fieldsOf({ ...valid, type: 'general', rating: 4 })).toEqual({ rating: ['validation.invalid'] });
    expect(fieldsOf({ ...valid, rating: 4 })).toEqual({ rating: ['validation.invalid'] });
  });

  it('accepts client metadata and rejects a malformed timestamp', () => {
    const metadata = { userAgent: 'Mozilla/5.0', url: 'http://localhost/chat', timestamp: '2025-03-01T10:00:00.000Z', language: 'ar' };
    expect(FeedbackRequestSchema.parse({ ...valid, metadata }).metadata).toEqual(metadata);
    expect(Object.keys(fieldsOf({ ...valid, metadata: { ...metadata, timestamp: 'yesterday' } }))).toEqual(['metadata.timestamp']);
  });
});
