import { FRIEND_ERRORS, FRIEND_MESSAGES, NOTIFICATION_ERRORS, type Notification } from '@trainerlog/core';
import { ActionIcon, Box, Button, Center, Group, Indicator, Loader, Popover, ScrollArea, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { clearableIds, NOTIFICATIONS_LIST_KEY, readOnOpenIds } from './notificationsApi.ts';
import { useFriendMutations } from '../../data/shared/useFriends.ts';
import {
  useNotificationList,
  useNotificationMutations,
  useNotificationsCrossTabSync,
  useUnreadCount,
} from './useNotifications.ts';
import { notify } from '../../ui/notify.ts';
import { NotificationItem } from './NotificationItem.tsx';
import classes from './NotificationBell.module.css';

const BADGE_MAX = 99;

/**
 * The header's notification bell (spec part 1 §2, §4): the unread count as a badge, polled every 30 s and kept right
 * across tabs; a dropdown listing the notifications newest first. Opening it marks the unread items read (friend
 * requests excepted — they are answered with Accept or Reject, which removes them); Clear All deletes the rest.
 * Render it for logged-in users only.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  useNotificationsCrossTabSync();
  useRefetchListWhenCountRises(count);

  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="lg"
      radius="md"
      withinPortal
      trapFocus={false}
      returnFocus
      // The bell button says it opens a dialog and whether it is open; left to Popover, those attributes would land
      // on the Indicator's <div>, where they are not allowed (axe aria-allowed-attr, critical).
      withRoles={false}
      middlewares={{ flip: false, shift: { padding: 8 } }}
    >
      <Popover.Target>
        <Indicator
          label={count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          disabled={count === 0}
          size={18}
          offset={6}
          color="red"
          inline
          withBorder
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
            // The dropdown does not take focus, so Escape is heard on the bell too (the dropdown handles its own).
            onKeyDown={(event) => {
              if (event.key === 'Escape' && opened) setOpened(false);
            }}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label="Notifications" role="dialog">
        {opened ? <NotificationPanel onClose={() => setOpened(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}

/** When the polled count goes up, something new arrived: an open list (and the friends screens) refetch. */
function useRefetchListWhenCountRises(count: number) {
  const queryClient = useQueryClient();
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_LIST_KEY });
    previous.current = count;
  }, [count, queryClient]);
}

function NotificationPanel({ onClose }: { onClose(): void }) {
  const list = useNotificationList(true);
  const { markRead, remove, clearAll, forget } = useNotificationMutations();
  const { accept, reject } = useFriendMutations();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  // What was unread when the dropdown showed it keeps its "new" look while the dropdown stays open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const requested = useRef(new Set<string>());
  const notifications = list.data ?? [];

  // Opening the dropdown reads what it shows: unread items that are not friend requests become read (once each).
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (!list.data) return;
    const ids = readOnOpenIds(list.data).filter((id) => !requested.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => requested.current.add(id));
    setFresh((current) => new Set([...current, ...ids]));
    markReadNow(ids, { onError: () => ids.forEach((id) => requested.current.delete(id)) });
  }, [list.data, markReadNow]);

  const busy = (id: string, on: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const answer = async (notification: Notification, accepted: boolean) => {
    if (!notification.from) return;
    busy(notification._id, true);
    try {
      await (accepted ? accept : reject).mutateAsync(notification.from._id);
      // The server deletes the request's notification with the request; the item goes at once.
      forget((n) => n._id === notification._id);
      notify.success(accepted ? FRIEND_MESSAGES.accepted : FRIEND_MESSAGES.rejected);
    } catch {
      notify.error(accepted ? FRIEND_ERRORS.acceptFailed : FRIEND_ERRORS.rejectFailed);
    } finally {
      busy(notification._id, false);
    }
  };

  const deleteOne = async (notification: Notification) => {
    busy(notification._id, true);
    try {
      await remove.mutateAsync([notification._id]);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : NOTIFICATION_ERRORS.delete);
    } finally {
      busy(notification._id, false);
    }
  };

  const clearable = clearableIds(notifications).length > 0;
  const onClearAll = () =>
    clearAll.mutate(notifications, { onError: () => notify.error(NOTIFICATION_ERRORS.clearFailed) });

  return (
    <Box>
      <Group justify="space-between" px="md" py="sm" className={classes.header}>
        <Text fw={700}>Notifications</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={onClearAll}
          disabled={!clearable}
          loading={clearAll.isPending}
        >
          Clear All
        </Button>
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label="Loading notifications" />
        </Center>
      ) : list.isError && notifications.length === 0 ? (
        <Text c="red" ta="center" py="lg" px="md" size="sm">
          {list.error instanceof Error ? list.error.message : NOTIFICATION_ERRORS.fetch}
        </Text>
      ) : notifications.length === 0 ? (
        <Center py="xl" className={classes.empty}>
          <Box ta="center">
            <IconBellOff size={28} stroke={1.5} aria-hidden="true" />
            <Text c="dimmed" size="sm" mt={4}>
              No notifications
            </Text>
          </Box>
        </Center>
      ) : (
        <ScrollArea.Autosize mah="min(440px, calc(100dvh - 140px))" type="auto" offsetScrollbars="y">
          <ul className={classes.list} aria-label="Notification list">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification._id}
                notification={notification}
                unread={!notification.isRead || fresh.has(notification._id)}
                busy={busyIds.has(notification._id)}
                onAccept={(n) => void answer(n, true)}
                onReject={(n) => void answer(n, false)}
                onDelete={(n) => void deleteOne(n)}
                onFollow={onClose}
              />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </Box>
  );
}
