import type { Notification } from '@trainerlog/core';
import { Anchor, Box, Button, CloseButton, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isFriendRequest, notificationLink } from './notificationsApi.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { formatNotificationDate, fullNotificationDate } from './notificationDate.ts';
import classes from './NotificationBell.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Shown as new: unread, or unread when this opening of the dropdown showed it (and so marked it read). */
  unread: boolean;
  /** Set while this item's accept, reject or delete is on its way. */
  busy: boolean;
  onAccept(notification: Notification): void;
  onReject(notification: Notification): void;
  onDelete(notification: Notification): void;
  /** The item's link was followed (the dropdown closes). */
  onFollow(): void;
}

/**
 * One notification in the bell's dropdown (spec part 1 §3 "Notification"): the sender's avatar, the message (a link
 * to where it is about), the date and an unread dot. A friend request is answered in place with Accept and Reject;
 * the others can be deleted one by one.
 */
export function NotificationItem({
  notification,
  unread,
  busy,
  onAccept,
  onReject,
  onDelete,
  onFollow,
}: NotificationItemProps) {
  const friendRequest = isFriendRequest(notification);
  const to = notificationLink(notification);
  return (
    <Box
      component="li"
      className={classes.item}
      data-unread={unread || undefined}
      data-testid="notification-item"
      aria-label={unread ? `Unread: ${notification.message}` : notification.message}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {notification.from ? (
          <UserAvatar user={notification.from} size={36} />
        ) : (
          <UserAvatar user={{ username: 'Trainer Log' }} size={36} />
        )}
        <Box className={classes.body}>
          {to ? (
            <Anchor component={Link} to={to} onClick={onFollow} className={classes.message} fw={unread ? 600 : 400}>
              {notification.message}
            </Anchor>
          ) : (
            <Text className={classes.message} fw={unread ? 600 : 400}>
              {notification.message}
            </Text>
          )}
          <Text size="xs" c="dimmed" title={fullNotificationDate(notification.date)}>
            {formatNotificationDate(notification.date)}
          </Text>
          {friendRequest && notification.from ? (
            <Group gap="xs" mt={6}>
              <Button size="compact-sm" onClick={() => onAccept(notification)} disabled={busy}>
                Accept
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => onReject(notification)} disabled={busy}>
                Reject
              </Button>
            </Group>
          ) : null}
        </Box>
        <Group gap={4} wrap="nowrap" className={classes.side}>
          {unread ? <span className={classes.dot} aria-hidden="true" /> : null}
          {friendRequest ? null : (
            <CloseButton
              size="sm"
              aria-label="Delete notification"
              disabled={busy}
              onClick={() => onDelete(notification)}
            />
          )}
        </Group>
      </Group>
    </Box>
  );
}
