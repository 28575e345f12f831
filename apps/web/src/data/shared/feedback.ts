import {
  queryString,
  FEEDBACK_TEXT,
  type FeedbackCreateInput,
  type FeedbackItem,
  type FeedbackStatus,
  type FeedbackType,
  type FeedbackUpdateInput,
} from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';

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

/** GET /api/feedback/page's query: only the filters that narrow, page 1 left to the server's default. */
export function feedbackPageParams(filters: FeedbackFilters) {
  return {
    type: filters.type || undefined,
    status: filters.status || undefined,
    search: filters.search?.trim() || undefined,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
    pageSize: filters.pageSize || undefined,
  };
}

/** The same query as a query string (`?type=bug&page=2`, or '' when nothing narrows). */
export function feedbackPageQuery(filters: FeedbackFilters): string {
  return queryString(feedbackPageParams(filters));
}

export const feedbackApi = {
  submit: (input: FeedbackCreateInput) => api.feedback.create(input),
  mine: (signal?: AbortSignal) => api.feedback.listOwn({ signal }),
  page: (filters: FeedbackFilters, signal?: AbortSignal) =>
    api.feedback.page(feedbackPageParams(filters), { signal }),
  update: (id: string, input: FeedbackUpdateInput) => api.feedback.update({ id }, input),
  reply: (id: string, message: string) => api.feedback.reply({ id }, { message }),
  archive: (id: string, archived: boolean) => api.feedback.archive({ id }, { archived }),
  archiveAll: (filter: { type?: FeedbackType; status?: 'new' | 'answered' } = {}) =>
    api.feedback.archiveAll(filter),
  remove: (id: string) => api.feedback.remove({ id }),
};

export { FEEDBACK_TEXT };
