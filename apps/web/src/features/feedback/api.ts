import type { FeedbackCreateInput, FeedbackItem, FeedbackType } from '@trainerlog/core';
import { api } from '../../api/client.ts';

export type { FeedbackType };
export type FeedbackSubmission = FeedbackItem;

export const FEEDBACK_TYPE_OPTIONS: { value: FeedbackType; label: string }[] = [
  { value: 'feedback', label: 'Feedback' },
  { value: 'suggestion', label: 'Suggestion' },
  { value: 'bug', label: 'Bug Report' },
];

export const MY_FEEDBACK_QUERY_KEY = ['feedback', 'mine'] as const;

export const feedbackApi = {
  submit: (input: FeedbackCreateInput) => api.post<FeedbackSubmission>('/api/feedback', input),
  mine: () => api.get<FeedbackSubmission[]>('/api/feedback/user'),
};
