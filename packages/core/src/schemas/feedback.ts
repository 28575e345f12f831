import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../constants.ts';

/**
 * Feedback and support (spec part 1 §5, §8; part 2 §3–§8; issue 17).
 *
 * Paths:
 * - POST /api/feedback {type, message} (members) → 201 FeedbackItem.
 * - GET /api/feedback/user → the caller's own submissions, newest first, with the admin's reply.
 * - GET /api/feedback (admin) → every submission, newest first, as a plain list; accepts the filters of
 *   feedbackAdminQuerySchema (type, status, search) but not paging.
 * - GET /api/feedback/page (admin) → FeedbackPage: the admin screen's server-side paging, filters and search.
 * - PUT /api/feedback/:id (admin) feedbackUpdateSchema → FeedbackItem.
 * - PUT /api/feedback/:id/reply (admin) {message} → FeedbackItem; status becomes 'answered' (unless archived),
 *   the author gets a 'feedback_reply' notification. Replying again replaces the reply.
 * - PUT /api/feedback/:id/archive (admin) → FeedbackItem ({archived:false} restores).
 * - PUT /api/feedback/archive-all (admin) optional {type?, status?} filter → {archivedCount}.
 * - DELETE /api/feedback/:id (admin) → {msg: 'Feedback deleted'}.
 * Every admin call answers 403 'Admin access required' to a member, 401 to nobody.
 */

export const ENTER_MESSAGE = 'Please enter a message';
const TYPE_MESSAGE = 'Type must be feedback, suggestion or bug';

/** Verbatim user-visible texts (spec part 1 §8, part 2 §8). */
export const FEEDBACK_TEXT = {
  typeLabel: 'Type of Submission',
  submitted: 'Thank you for your submission! You can view your submissions in the Support page.',
  submitFailed: 'Failed to submit. Please try again later.',
  adminRequired: 'Admin access required',
  mustLogIn: 'You must be logged in to submit feedback',
  fetchAll: 'Error fetching feedback',
  fetchOwn: 'Error fetching your feedback',
  submit: 'Error submitting feedback',
  update: 'Error updating feedback',
  delete: 'Error deleting feedback',
  archive: 'Error archiving feedback',
  deleted: 'Feedback deleted',
  notFound: 'Feedback not found',
  enterReply: 'Please enter a reply',
} as const;

export const FEEDBACK_PAGE_SIZE = 20;
export const FEEDBACK_PAGE_SIZE_MAX = 100;
export const FEEDBACK_REPLY_MAX_LENGTH = 5000;
export const FEEDBACK_SEARCH_MAX_LENGTH = 100;

const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, { error: TYPE_MESSAGE });
const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES, { error: `Status must be ${FEEDBACK_STATUSES.join(', ')}` });
const feedbackMessageSchema = z
  .string({ error: ENTER_MESSAGE })
  .trim()
  .min(1, ENTER_MESSAGE)
  .max(FEEDBACK_MESSAGE_MAX_LENGTH, `Message must be at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`);

/** POST /api/feedback (spec part 1 §5, part 2 §5) */
export const feedbackCreateSchema = z.object({ type: feedbackTypeSchema, message: feedbackMessageSchema });
export type FeedbackCreateInput = z.infer<typeof feedbackCreateSchema>;

/** PUT /api/feedback/:id (admin) — every field optional. Status 'archived' archives; another status restores. */
export const feedbackUpdateSchema = z.object({
  type: feedbackTypeSchema.optional(),
  message: feedbackMessageSchema.optional(),
  status: feedbackStatusSchema.optional(),
  archived: z.boolean({ error: 'archived must be true or false' }).optional(),
});
export type FeedbackUpdateInput = z.infer<typeof feedbackUpdateSchema>;

/** PUT /api/feedback/:id/archive (admin) — no body (or null) archives; { archived: false } restores. */
export const feedbackArchiveSchema = z
  .object({ archived: z.boolean({ error: 'archived must be true or false' }).default(true) })
  .nullish()
  .transform((body) => body ?? { archived: true });

/** PUT /api/feedback/:id/reply (admin) */
export const feedbackReplyInputSchema = z.object({
  message: z
    .string({ error: FEEDBACK_TEXT.enterReply })
    .trim()
    .min(1, FEEDBACK_TEXT.enterReply)
    .max(FEEDBACK_REPLY_MAX_LENGTH, `Reply must be at most ${FEEDBACK_REPLY_MAX_LENGTH} characters`),
});
export type FeedbackReplyInput = z.infer<typeof feedbackReplyInputSchema>;

/** Filters shared by GET /api/feedback, GET /api/feedback/page and PUT /api/feedback/archive-all. */
const feedbackFilterShape = {
  type: feedbackTypeSchema.optional(),
  status: feedbackStatusSchema.optional(),
  /** Case-insensitive, in the message, the reply and the author's username; % and _ are literal. */
  search: z.string().trim().max(FEEDBACK_SEARCH_MAX_LENGTH).optional(),
};
export const feedbackListQuerySchema = z.object(feedbackFilterShape);
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackAdminQuerySchema = z.object({
  ...feedbackFilterShape,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(FEEDBACK_PAGE_SIZE_MAX).default(FEEDBACK_PAGE_SIZE),
});
export type FeedbackAdminQuery = z.infer<typeof feedbackAdminQuerySchema>;

/** PUT /api/feedback/archive-all — body optional; without filters every unarchived item is archived. */
export const feedbackArchiveAllSchema = z
  .object({ type: feedbackTypeSchema.optional(), status: z.enum(['new', 'answered']).optional() })
  .nullish()
  .transform((body) => body ?? {});
export const feedbackArchiveAllResultSchema = z.object({ archivedCount: z.number().int() });

export const feedbackReplySchema = z.object({
  message: z.string(),
  repliedAt: z.string(),
  /** The admin who replied; null once that account is deleted. */
  by: z.object({ _id: z.string(), username: z.string() }).nullable(),
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

export const feedbackItemSchema = z.object({
  _id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  message: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ _id: z.string(), username: z.string() }),
  reply: feedbackReplySchema.nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackPageSchema = z.object({
  items: z.array(feedbackItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  /** Counts over all submissions (not the filter), for the filter chips. */
  counts: z.object({ new: z.number().int(), answered: z.number().int(), archived: z.number().int() }),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
