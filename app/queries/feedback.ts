/**
 * The feedback form's call (POST /api/feedback) and the metadata sent with it: the browser, the page address,
 * the time and the interface language (SPEC.md §3).
 */
import type { FeedbackMetadata, FeedbackRequest, FeedbackResponse } from '../../contract/feedback';
import type { Language } from '../../contract/values';
import { apiRequest } from '../api-client';

/** Where and when the feedback was written, as the contract's metadata. */
export function feedbackMetadata(language: Language): FeedbackMetadata {
  return {
    userAgent: navigator.userAgent.slice(0, 512),
    url: window.location.href.slice(0, 2048),
    timestamp: new Date().toISOString(),
    language,
  };
}

export const feedbackApi = {
  submit: (body: FeedbackRequest) => apiRequest<FeedbackResponse>('POST', '/api/feedback', body),
};
