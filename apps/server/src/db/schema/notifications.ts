import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@trainerlog/core';
import { matchGroups } from './matchGroups.ts';
import { users } from './users.ts';

const TYPES = NOTIFICATION_TYPES;

/**
 * Notifications (issue 14), created by real events in the same transaction as the event. The bell polls the unread
 * count of every open tab every 30 s, so that count is an index-only scan of a partial index over unread rows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TYPES }).notNull(),
    message: text('message').notNull(),
    // The actor; a deleted actor leaves the notification without a sender.
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The group it is about; a deleted group leaves the text (e.g. "… deleted the group …") without a link.
    groupId: uuid('group_id').references(() => matchGroups.id, { onDelete: 'set null' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
    check('notifications_type_check', sql.raw(`type in (${TYPES.map((type) => `'${type}'`).join(', ')})`)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
