import { z } from 'zod';

/** The error body every failing API call answers with (DESIGN.md, API conventions). */
export const errorBodySchema = z.object({
  msg: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  expired: z.boolean().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ msg: z.string() });

/** Ids are UUIDs on the server; locally stored items use `local_…` ids (spec part 2 §3). */
export const idSchema = z.string().min(1).max(100);

/**
 * The `msg` of the 503 every API call answers while the server cannot reach its database (with `Retry-After`); the
 * web app matches it to show its "can't reach the server" state instead of an error.
 */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';
/** The `Retry-After` (seconds) sent with that 503. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
