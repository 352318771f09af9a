/**
 * Quick quizzes (SPEC.md §7 POST /api/generate-quiz): a mutation, never cached, because every quiz is new.
 * The server decides how many questions the plan gets and falls back to the page language.
 */
import type { GenerateQuizRequest, GenerateQuizResponse } from '../../contract/learning';
import { apiRequest } from '../api-client';

export const quizApi = {
  generate: (input: GenerateQuizRequest) => apiRequest<GenerateQuizResponse>('POST', '/api/generate-quiz', input),
};
