import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Friendships (issue 14) are stored once per direction, so "my friends" is one index range and removing a friend
 * deletes both rows in one statement. A user's rows go with the user (cascade).
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    check('friendships_not_self_check', sql`${t.userId} <> ${t.friendId}`),
  ],
);

/** A pending friend request; answering (accept, reject) or withdrawing deletes it. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fromUserId, t.toUserId] }),
    // The recipient's incoming list, newest first.
    index('friend_requests_to_created_idx').on(t.toUserId, t.createdAt),
    check('friend_requests_not_self_check', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);
