import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationType } from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { notifications } from '../../db/schema/index.ts';

export interface NewNotification {
  /** Who receives it. */
  userId: string;
  type: NotificationType;
  /** The text (core `socialMessages`). */
  message: string;
  /** The actor. */
  fromUserId?: string | null;
  /** The group it is about. */
  groupId?: string | null;
}

/**
 * Creates notifications for real events, inside the event's own transaction (pass the transaction), so an event
 * that fails leaves no notification behind. An actor never notifies themselves. A change to a shared group replaces
 * the same actor's still-unread change notice about that group, so a busy editor does not flood the bell.
 */
export async function notify(q: Queryable, items: readonly NewNotification[]): Promise<void> {
  const rows = items.filter((item) => item.userId !== item.fromUserId);
  if (rows.length === 0) return;
  for (const item of rows) {
    if (item.type !== 'group_updated' || !item.groupId || !item.fromUserId) continue;
    await q
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, item.userId),
          eq(notifications.type, 'group_updated'),
          eq(notifications.groupId, item.groupId),
          eq(notifications.fromUserId, item.fromUserId),
          sql`not ${notifications.isRead}`,
        ),
      );
  }
  await q.insert(notifications).values(
    rows.map((item) => ({
      userId: item.userId,
      type: item.type,
      message: item.message,
      fromUserId: item.fromUserId ?? null,
      groupId: item.groupId ?? null,
    })),
  );
}

/** Removes the notifications of a friend request once it is answered or withdrawn. */
export async function forgetFriendRequest(q: Queryable, fromUserId: string, toUserId: string): Promise<void> {
  await q
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, toUserId),
        eq(notifications.fromUserId, fromUserId),
        inArray(notifications.type, ['friend_request']),
      ),
    );
}
