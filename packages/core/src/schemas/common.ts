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
