import { NOTIFICATION_ERRORS, type Notification, type NotificationType } from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { STORAGE_KEYS } from '../../storageKeys.ts';
import { memberCall } from '../../data/shared/friends.ts';

/**
 * The notification calls (spec part 1 §7, part 2 §7; paths in core `schemas/notifications.ts`) and the signal that
 * keeps the bell right across tabs: every tab of this origin hears when another one changed notifications or
 * friends, and refetches at once instead of waiting for the next 30-second poll.
 */

/**
 * Every notification query starts with this key; invalidate it after anything that creates, answers or removes a
 * notification. Sub-keys: the list and the unread count (each followed by the user id).
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATIONS_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread-count'] as const;

/** Not in the spec's catalogue (notifications exist only for members); worded like its other logged-out texts. */
export const NOTIFICATIONS_LOGGED_OUT = 'You must be logged in to view notifications';

const call = <T>(fallback: string, run: () => Promise<T>) => memberCall(NOTIFICATIONS_LOGGED_OUT, fallback, run);

export const notificationsApi = {
  list: (signal?: AbortSignal) => call(NOTIFICATION_ERRORS.fetch, () => api.notifications.list({ signal })),
  unreadCount: (signal?: AbortSignal) =>
    call(NOTIFICATION_ERRORS.unreadCount, () => api.notifications.unreadCount({ signal })),
  markRead: (notificationIds: string[]) =>
    call(NOTIFICATION_ERRORS.markRead, () => api.notifications.markRead({ notificationIds })),
  remove: (notificationIds: string[]) =>
    call(NOTIFICATION_ERRORS.delete, () => api.notifications.remove({ notificationIds })),
};

/** Friend requests are answered, never cleared: Clear All and "mark read on open" leave them alone. */
export function isFriendRequest(notification: { type: NotificationType }): boolean {
  return notification.type === 'friend_request';
}

/** What Clear All deletes (spec part 1 §4): every notification that is not a friend request. */
export function clearableIds(notifications: readonly Notification[]): string[] {
  return notifications.filter((n) => !isFriendRequest(n)).map((n) => n._id);
}

/** What opening the dropdown marks read: the unread items that are not friend requests. */
export function readOnOpenIds(notifications: readonly Notification[]): string[] {
  return notifications.filter((n) => !n.isRead && !isFriendRequest(n)).map((n) => n._id);
}

/** Where a notification leads: group news to the groups page, friend news to the friends page, replies to Support. */
export function notificationLink(notification: Notification): string | null {
  switch (notification.type) {
    case 'friend_request':
      return '/friends';
    case 'friend_accepted':
      return notification.from ? `/friends/${encodeURIComponent(notification.from._id)}` : '/friends';
    case 'group_invitation':
      // The groups page opens its Group Invitations modal for this query.
      return '/match-groups?invitations=open';
    case 'feedback_reply':
      // The reply shows under the submission on the Support page.
      return '/support';
    case 'match_removed':
      return '/dashboard';
    default:
      return '/match-groups';
  }
}

export const NOTIFICATIONS_CHANNEL = 'trainerlog-notifications';

type Listener = () => void;

let channel: BroadcastChannel | null | undefined;

/** One channel per tab: a BroadcastChannel never hears its own messages, so a tab is not told of its own change. */
function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(NOTIFICATIONS_CHANNEL) : null;
  }
  return channel;
}

/** Tells the other tabs of this origin that notifications or friends changed. */
export function announceNotificationsChanged(): void {
  const target = sharedChannel();
  if (target) {
    target.postMessage({ type: 'changed', at: Date.now() });
    return;
  }
  try {
    // The storage event fires in every other tab; a fresh value each time so a repeat still fires.
    window.localStorage.setItem(STORAGE_KEYS.notificationsChanged, `${Date.now()}:${Math.random()}`);
  } catch {
    // Storage blocked: other tabs catch up at their next poll or focus.
  }
}

/** Calls `listener` whenever another tab announces a change. Returns the unsubscribe. */
export function onNotificationsChangedElsewhere(listener: Listener): () => void {
  const target = sharedChannel();
  const onMessage = () => listener();
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.notificationsChanged) listener();
  };
  target?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    target?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}

/** For tests: forget the tab's channel so the next call opens a fresh one (after BroadcastChannel is stubbed). */
export function resetNotificationsChannel(): void {
  channel?.close();
  channel = undefined;
}
