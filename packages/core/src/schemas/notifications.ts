import { z } from 'zod';
import { playerCardSchema } from './socialUsers.ts';

/**
 * Notifications (issue 14; spec part 1 §3 "Notification", §4, §7, §8, §9; part 2 §4, §7, §8).
 *
 * Paths: GET /api/notifications (newest first, at most NOTIFICATIONS_LIST_LIMIT); GET /api/notifications/unread-count
 * → {unreadCount}; PUT /api/notifications/mark-read {notificationIds}; DELETE /api/notifications {notificationIds}.
 * Only the caller's own notifications are ever read, marked or deleted; ids of others are silently not touched.
 * A friend request's notification goes when the request is answered (accepted, rejected or withdrawn).
 */

export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_accepted',
  'group_invitation',
  'group_invitation_accepted',
  'group_invitation_declined',
  'group_updated',
  'group_deleted',
  'group_access_changed',
  'group_left',
  /** Issue 17: an admin replied to the player's feedback; an admin removed one of the player's matches. */
  'feedback_reply',
  'match_removed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec part 1 §9: the bell polls the unread count every 30 seconds. */
export const UNREAD_POLL_MS = 30_000;
export const NOTIFICATIONS_LIST_LIMIT = 50;
export const NOTIFICATION_IDS_MAX = 500;

/** The web's texts (spec part 1 §8, part 2 §8 — verbatim). */
export const NOTIFICATION_ERRORS = {
  fetch: 'Error fetching notifications',
  unreadCount: 'Error fetching unread count',
  markRead: 'Error marking notifications as read',
  delete: 'Error deleting notifications',
  clearFailed: 'Failed to clear notifications',
} as const;

export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  isRead: z.boolean(),
  message: z.string(),
  date: z.string(),
  from: playerCardSchema.nullable(),
  /** The group an invitation or group change is about, while it exists. */
  group: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** PUT /api/notifications/mark-read and DELETE /api/notifications */
export const notificationIdsSchema = z.object({
  notificationIds: z
    .array(z.string().min(1).max(100), { error: 'notificationIds must be a list of ids' })
    .min(1, 'notificationIds must name at least one notification')
    .max(NOTIFICATION_IDS_MAX, `At most ${NOTIFICATION_IDS_MAX} notifications at once`),
});
export type NotificationIdsInput = z.infer<typeof notificationIdsSchema>;

/** The answer of mark-read and delete: how many of the caller's notifications changed. */
export const notificationChangeSchema = z.object({ msg: z.string(), count: z.number().int() });
