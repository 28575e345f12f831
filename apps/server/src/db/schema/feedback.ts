import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@trainerlog/core';
import { users } from './users.ts';

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    message: text('message').notNull(),
    // new until an admin replies (answered), archived once archived (issue 17). `archived` is the spec's flag (part 2
    // §3) and always equals status = 'archived' (the check below); restoring returns to answered or new.
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    archived: boolean('archived').notNull().default(false),
    // The admin's reply (issue 17); replying again replaces it. A deleted admin leaves the reply without a name.
    replyMessage: text('reply_message'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The caller's own list (newest first) and the admin list (newest first).
    index('feedback_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('feedback_created_at_idx').on(t.createdAt),
    // The admin list filtered by status (the chips) or by type, newest first.
    index('feedback_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('feedback_type_created_at_idx').on(t.type, t.createdAt.desc()),
    check('feedback_type_check', sql.raw(`type in (${inList(FEEDBACK_TYPES)})`)),
    check('feedback_status_check', sql.raw(`status in (${inList(FEEDBACK_STATUSES)})`)),
    check('feedback_archived_status_check', sql`${t.archived} = (${t.status} = 'archived')`),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;
