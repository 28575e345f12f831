import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATIONS_LIST_LIMIT, type Notification } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { matchGroups, notifications, users } from '../../db/schema/index.ts';
import { playerCardColumns, toPlayerCard } from '../players/index.ts';

/**
 * The caller's notifications (issue 14; spec part 1 §3 Notification, §7): the list (one query: the actor's player
 * card and the group joined in), the unread count every open tab polls every 30 s (one count over the partial index
 * notifications_user_unread_idx, an index-only scan), marking read and deleting. Only the caller's own rows are ever
 * touched: ids of someone else's notifications, unknown ids and ids that are not uuids change nothing.
 */

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notifications marked as read',
  deleted: 'Notifications deleted',
} as const;

export type NotificationService = ReturnType<typeof createNotificationService>;

/** The ids that can name a notification row (others are ignored, never a database error). */
const rowIds = (ids: readonly string[]) => [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];

export function createNotificationService(db: Db) {
  return {
    /** Newest first, at most NOTIFICATIONS_LIST_LIMIT: the newest rows from the index, then their actor and group. */
    async list(userId: string): Promise<Notification[]> {
      const recent = db
        .select({
          id: notifications.id,
          type: notifications.type,
          isRead: notifications.isRead,
          message: notifications.message,
          createdAt: notifications.createdAt,
          fromUserId: notifications.fromUserId,
          groupId: notifications.groupId,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_LIST_LIMIT)
        .as('recent');
      const rows = await db
        .select({
          id: recent.id,
          type: recent.type,
          isRead: recent.isRead,
          message: recent.message,
          createdAt: recent.createdAt,
          from: playerCardColumns,
          groupId: matchGroups.id,
          groupName: matchGroups.name,
        })
        .from(recent)
        .leftJoin(users, eq(users.id, recent.fromUserId))
        .leftJoin(matchGroups, eq(matchGroups.id, recent.groupId))
        .orderBy(desc(recent.createdAt), desc(recent.id));
      return rows.map((row) => ({
        _id: row.id,
        type: row.type,
        isRead: row.isRead,
        message: row.message,
        date: row.createdAt.toISOString(),
        // A left join's card columns are all null when there is no actor.
        from: row.from && row.from.id ? toPlayerCard(row.from) : null,
        group: row.groupId && row.groupName !== null ? { _id: row.groupId, name: row.groupName } : null,
      }));
    },

    /** One `count(*)` over the caller's entries of the partial index of unread rows. */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), sql`not ${notifications.isRead}`));
      return row?.count ?? 0;
    },

    /** Marks the caller's listed notifications read; how many changed (already-read ones do not count). */
    async markRead(userId: string, ids: readonly string[]): Promise<number> {
      const wanted = rowIds(ids);
      if (wanted.length === 0) return 0;
      const changed = await db
        .update(notifications)
        .set({ isRead: true })
        .where(
          and(eq(notifications.userId, userId), inArray(notifications.id, wanted), sql`not ${notifications.isRead}`),
        )
        .returning({ id: notifications.id });
      return changed.length;
    },

    /** Deletes the caller's listed notifications; how many went. */
    async remove(userId: string, ids: readonly string[]): Promise<number> {
      const wanted = rowIds(ids);
      if (wanted.length === 0) return 0;
      const deleted = await db
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, wanted)))
        .returning({ id: notifications.id });
      return deleted.length;
    },
  };
}
