import {
  FEEDBACK_TEXT,
  type FeedbackCreateInput,
  type FeedbackItem,
  type FeedbackPage,
  type FeedbackStatus,
  type FeedbackType,
  type FeedbackUpdateInput,
} from '@trainerlog/core';
import { api } from '../api/client.ts';

/**
 * Feedback and support calls (spec part 1 §5, part 2 §5–§8; every path and shape in core `schemas/feedback.ts`) and
 * the pure bits the Support page and the admin screen share: labels, colours and the admin list's query string.
 */

export const FEEDBACK_TYPE_OPTIONS: { value: FeedbackType; label: string }[] = [
  { value: 'feedback', label: 'Feedback' },
  { value: 'suggestion', label: 'Suggestion' },
  { value: 'bug', label: 'Bug Report' },
];

export const FEEDBACK_TYPE_COLOR: Record<FeedbackType, string> = { feedback: 'indigo', suggestion: 'teal', bug: 'red' };

export const FEEDBACK_STATUS_LABEL: Record<FeedbackStatus, string> = {
  new: 'New',
  answered: 'Answered',
  archived: 'Archived',
};

export const FEEDBACK_STATUS_COLOR: Record<FeedbackStatus, string> = { new: 'blue', answered: 'teal', archived: 'gray' };

export function feedbackTypeLabel(type: string): string {
  return FEEDBACK_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

/**
 * The status a player and an admin see. An archived item shows as Archived whatever its stored status, so a
 * server that keeps 'answered' on an archived item still reads right.
 */
export function feedbackStatusOf(item: Pick<FeedbackItem, 'status' | 'archived'>): FeedbackStatus {
  return item.archived ? 'archived' : item.status;
}

/** The admin screen's filters; empty text and absent choices mean "all". */
export interface FeedbackFilters {
  type?: FeedbackType | null;
  status?: FeedbackStatus | null;
  search?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/feedback/page's query string: only the filters that narrow, page 1 left to the server's default. */
export function feedbackPageQuery(filters: FeedbackFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize) params.set('pageSize', String(filters.pageSize));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const byId = (id: string) => `/api/feedback/${encodeURIComponent(id)}`;

export const feedbackApi = {
  submit: (input: FeedbackCreateInput) => api.post<FeedbackItem>('/api/feedback', input),
  mine: (signal?: AbortSignal) => api.get<FeedbackItem[]>('/api/feedback/user', { signal }),
  page: (filters: FeedbackFilters, signal?: AbortSignal) =>
    api.get<FeedbackPage>(`/api/feedback/page${feedbackPageQuery(filters)}`, { signal }),
  update: (id: string, input: FeedbackUpdateInput) => api.put<FeedbackItem>(byId(id), input),
  reply: (id: string, message: string) => api.put<FeedbackItem>(`${byId(id)}/reply`, { message }),
  archive: (id: string, archived: boolean) => api.put<FeedbackItem>(`${byId(id)}/archive`, { archived }),
  archiveAll: (filter: { type?: FeedbackType; status?: 'new' | 'answered' } = {}) =>
    api.put<{ archivedCount: number }>('/api/feedback/archive-all', filter),
  remove: (id: string) => api.delete<{ msg: string }>(byId(id)),
};

export { FEEDBACK_TEXT };
