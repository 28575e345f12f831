import { UNREAD_POLL_MS, type Notification } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDataPort } from '../../data/dataPortContext.ts';
import { FRIENDS_QUERY_KEY } from '../../data/shared/friends.ts';
import {
  announceNotificationsChanged,
  clearableIds,
  NOTIFICATIONS_KEY,
  NOTIFICATIONS_LIST_KEY,
  notificationsApi,
  onNotificationsChangedElsewhere,
  UNREAD_COUNT_KEY,
} from './notificationsApi.ts';

/**
 * The bell's data (spec part 1 §4, §9): the unread count, polled every 30 s while logged in and refetched whenever
 * the window regains focus; the list, read while the dropdown is open; and the changes (mark read, delete, Clear
 * All). Every change — here or in the friends hooks — refreshes the count in this tab and tells the other tabs.
 */

export { NOTIFICATIONS_KEY, NOTIFICATIONS_LIST_KEY, UNREAD_COUNT_KEY } from './notificationsApi.ts';

function useMember() {
  const { userId } = useDataPort();
  return { userId, loggedIn: userId !== null };
}

/**
 * After a change to notifications or friends: refetch every notification and friends query of this tab now, and
 * have every other tab of this origin do the same. Other features call it after their own social changes too.
 */
export function refreshSocialData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: FRIENDS_QUERY_KEY });
  announceNotificationsChanged();
}

/** The same, as a hook for components. */
export function useRefreshSocialData(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => refreshSocialData(queryClient), [queryClient]);
}

/** Refetches this tab's notifications and friends when another tab changed them. Mount once (the bell does). */
export function useNotificationsCrossTabSync(): void {
  const queryClient = useQueryClient();
  const { loggedIn } = useMember();
  useEffect(() => {
    if (!loggedIn) return;
    return onNotificationsChangedElsewhere(() => {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: FRIENDS_QUERY_KEY });
    });
  }, [loggedIn, queryClient]);
}

/** The unread count; 0 while logged out (no request is made). */
export function useUnreadCount() {
  const { userId, loggedIn } = useMember();
  return useQuery({
    queryKey: [...UNREAD_COUNT_KEY, userId],
    queryFn: ({ signal }) => notificationsApi.unreadCount(signal),
    select: (answer) => answer.unreadCount,
    enabled: loggedIn,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    // A polled number: a failure shows the last known count, and the next poll tries again.
    retry: false,
  });
}

/** The notifications, newest first, read only while `enabled` (the dropdown is open). */
export function useNotificationList(enabled: boolean) {
  const { userId, loggedIn } = useMember();
  return useQuery({
    queryKey: [...NOTIFICATIONS_LIST_KEY, userId],
    queryFn: ({ signal }) => notificationsApi.list(signal),
    enabled: loggedIn && enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Mark read, delete and Clear All. Each edits the cached list at once, then refreshes every tab. */
export function useNotificationMutations() {
  const queryClient = useQueryClient();
  const { userId } = useMember();
  const listKey = [...NOTIFICATIONS_LIST_KEY, userId];
  const editList = (change: (list: Notification[]) => Notification[]) =>
    queryClient.setQueryData<Notification[]>(listKey, (list) => (list ? change(list) : list));
  const after = () => refreshSocialData(queryClient);

  const markRead = useMutation({
    mutationFn: (ids: string[]) => notificationsApi.markRead(ids),
    onSuccess: (_answer, ids) => {
      const read = new Set(ids);
      editList((list) => list.map((n) => (read.has(n._id) ? { ...n, isRead: true } : n)));
      after();
    },
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => notificationsApi.remove(ids),
    onSuccess: (_answer, ids) => {
      const gone = new Set(ids);
      editList((list) => list.filter((n) => !gone.has(n._id)));
      after();
    },
  });
  /** Clear All (spec part 1 §4): deletes every listed notification that is not a friend request. */
  const clearAll = useMutation({
    mutationFn: async (list: readonly Notification[]) => {
      const ids = clearableIds(list);
      if (ids.length === 0) return { ids };
      await notificationsApi.remove(ids);
      return { ids };
    },
    onSuccess: ({ ids }) => {
      if (ids.length === 0) return;
      const gone = new Set(ids);
      editList((list) => list.filter((n) => !gone.has(n._id)));
      after();
    },
  });
  /** Drops items from the cached list without a call (a friend request answered through the friends calls). */
  const forget = (gone: (notification: Notification) => boolean) => editList((list) => list.filter((n) => !gone(n)));
  return { markRead, remove, clearAll, forget };
}
