import { api } from '../../api/client.ts';

export type FeedbackType = 'feedback' | 'suggestion' | 'bug';

export interface FeedbackSubmission {
  _id: string;
  type: FeedbackType;
  message: string;
  status: string;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

export const FEEDBACK_TYPE_OPTIONS: { value: FeedbackType; label: string }[] = [
  { value: 'feedback', label: 'Feedback' },
  { value: 'suggestion', label: 'Suggestion' },
  { value: 'bug', label: 'Bug Report' },
];

export const MY_FEEDBACK_QUERY_KEY = ['feedback', 'mine'] as const;

export const feedbackApi = {
  submit: (input: { type: FeedbackType; message: string }) => api.post<FeedbackSubmission>('/api/feedback', input),
  mine: () => api.get<FeedbackSubmission[]>('/api/feedback/user'),
};
