import { describe, expect, it } from 'vitest';
import { AdminLoginRequestSchema, AdminMessagesQuerySchema, AnalyticsDashboardSchema } from './admin';

describe('admin login (SPEC §5)', () => {
  it('trims the password and requires it', () => {
    expect(AdminLoginRequestSchema.parse({ password: '  s3cret ' })).toEqual({ password: 's3cret' });
    expect(AdminLoginRequestSchema.safeParse({ password: '   ' }).error?.issues.map((each) => each.message)).toEqual(['validation.required']);
  });
});

describe('message monitoring paging', () => {
  it('defaults to page 1 with 50 messages and reads query-string numbers', () => {
    expect(AdminMessagesQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
    expect(AdminMessagesQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it('refuses page 0, a non-number and a limit above 100', () => {
    expect(AdminMessagesQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(AdminMessagesQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
    expect(AdminMessagesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('analytics dashboard', () => {
  const empty = {
    overview: { totalMessages: 0, totalTopics: 0, uniqueQueries: 0 },
    topicTrends: [],
    distributions: {
      language: { ar: 0, en: 0 },
      messageType: { question: 0, homework_help: 0, quiz: 0, explanation: 0, general: 0 },
      userType: { free: 0, premium: 0 },
      hourlyUsage: [],
    },
  };

  it('accepts the empty state before the first analysis', () => {
    expect(AnalyticsDashboardSchema.safeParse(empty).success).toBe(true);
  });

  it('needs every language, message type and user type in the distributions', () => {
    const missingQuiz = { ...empty, distributions: { ...empty.distributions, messageType: { question: 1, homework_help: 0, explanation: 0, general: 0 } } };
    expect(AnalyticsDashboardSchema.safeParse(missingQuiz).success).toBe(false);
  });
});
