/**
 * Wrong-answer analysis (SPEC.md §7 POST /api/analyze-wrong-answer): a mutation, never cached, because every
 * analysis is of a new answer. A failure surfaces as an ApiError ("status: body"); the dialog shows
 * 'خطأ في التحليل'.
 */
import type { AnalyzeWrongAnswerRequest, AnalyzeWrongAnswerResponse } from '../../contract/learning';
import { apiRequest } from '../api-client';

export const analysisApi = {
  analyze: (input: AnalyzeWrongAnswerRequest) => apiRequest<AnalyzeWrongAnswerResponse>('POST', '/api/analyze-wrong-answer', input),
};
