import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_STATUSES, FEEDBACK_TYPES } from '../constants.ts';

export const ENTER_MESSAGE = 'Please enter a message';
const TYPE_MESSAGE = 'Type must be feedback, suggestion or bug';

const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, { error: TYPE_MESSAGE });
const feedbackMessageSchema = z
  .string({ error: ENTER_MESSAGE })
  .trim()
  .min(1, ENTER_MESSAGE)
  .max(FEEDBACK_MESSAGE_MAX_LENGTH, `Message must be at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`);

/** POST /api/feedback (spec part 1 §5, part 2 §5) */
export const feedbackCreateSchema = z.object({ type: feedbackTypeSchema, message: feedbackMessageSchema });
export type FeedbackCreateInput = z.infer<typeof feedbackCreateSchema>;

/** PUT /api/feedback/:id (admin) — every field optional. */
export const feedbackUpdateSchema = z.object({
  type: feedbackTypeSchema.optional(),
  message: feedbackMessageSchema.optional(),
  status: z.enum(FEEDBACK_STATUSES, { error: `Status must be ${FEEDBACK_STATUSES.join(', ')}` }).optional(),
  archived: z.boolean({ error: 'archived must be true or false' }).optional(),
});
export type FeedbackUpdateInput = z.infer<typeof feedbackUpdateSchema>;

/** PUT /api/feedback/:id/archive (admin) — no body (or null) archives; { archived: false } restores. */
export const feedbackArchiveSchema = z
  .object({ archived: z.boolean({ error: 'archived must be true or false' }).default(true) })
  .nullish()
  .transform((body) => body ?? { archived: true });

export const feedbackItemSchema = z.object({
  _id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  message: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ _id: z.string(), username: z.string() }),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
