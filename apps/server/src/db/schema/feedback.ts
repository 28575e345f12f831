import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['feedback', 'suggestion', 'bug'] }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'in-progress', 'resolved'] })
      .notNull()
      .default('new'),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The caller's own list (newest first) and the admin list (newest first).
    index('feedback_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('feedback_created_at_idx').on(t.createdAt),
    check('feedback_type_check', sql`${t.type} in ('feedback', 'suggestion', 'bug')`),
    check('feedback_status_check', sql`${t.status} in ('new', 'in-progress', 'resolved')`),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;
