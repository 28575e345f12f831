import type { PlayerCard } from '@trainerlog/core';
import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { playerNames } from './friendText.ts';
import classes from './Friends.module.css';

interface PlayerRowProps {
  user: PlayerCard;
  /** A line under the names ("Friends since …", "Sent Mar 5, 2025"). */
  detail?: ReactNode;
  /** The row's buttons; they wrap under the names when the row is too narrow for both. */
  actions?: ReactNode;
  testId?: string;
}

/** One player in a friends list: avatar, display name, @username, a detail line and the row's actions. */
export function PlayerRow({ user, detail, actions, testId }: PlayerRowProps) {
  const { title, handle } = playerNames(user);
  return (
    <li className={classes.row} data-testid={testId}>
      <Group gap="sm" wrap="nowrap" className={classes.who}>
        <UserAvatar user={user} size={44} />
        <Box miw={0}>
          <Text fw={600} truncate title={title}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {handle}
            {detail ? <> · {detail}</> : null}
          </Text>
        </Box>
      </Group>
      {actions ? (
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          {actions}
        </Group>
      ) : null}
    </li>
  );
}
