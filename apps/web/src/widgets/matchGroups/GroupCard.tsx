import { displayNameOf, type MatchGroupSummary } from '@trainerlog/core';
import { GROUP_TEXT } from '@trainerlog/core';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDoorExit,
  IconList,
  IconPencil,
  IconShare,
  IconTrash,
  IconUserShare,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isInvalidGroup, type ListedGroup } from '../../data/shared/matchGroups.ts';
import classes from './MatchGroups.module.css';
import { groupActionsFor, groupTypeText } from './groupRules.ts';

export interface GroupCardProps {
  group: ListedGroup;
  onShowMatches?(group: MatchGroupSummary): void;
  onEdit?(group: MatchGroupSummary): void;
  onShare?(group: MatchGroupSummary): void;
  onDelete?(group: MatchGroupSummary): void;
  /** Offered on groups shared with the caller. */
  onLeave?(group: MatchGroupSummary): void;
}

function Stat({ label, value, color }: { label: string; value: ReactNode; color?: string }) {
  return (
    <div className={classes.stat}>
      <Text fw={700} fz="lg" c={color} lh={1.2}>
        {value}
      </Text>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
    </div>
  );
}

function IconAction({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color ?? 'gray'} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * One group on the match groups page (spec part 2 §2): name with the shared and 'shared with you' marks, the
 * buttons the caller's access allows, the description, the counts (ties only above 0), the win rate and Show
 * Matches. A group the app could not read shows 'Invalid Group Data'. "Matches" counts every match in the group (as
 * the popup's sections do); wins, losses, ties and the win rate count only matches with a result (spec part 2 §4).
 */
export function GroupCard({ group, onShowMatches, onEdit, onShare, onDelete, onLeave }: GroupCardProps) {
  if (isInvalidGroup(group)) {
    return (
      <Card withBorder radius="md" padding="md" className={classes.card} data-testid="group-card">
        <Stack gap="xs">
          {group.name ? (
            <Title order={3} fz="lg" className={classes.name}>
              {group.name}
            </Title>
          ) : null}
          <Group gap={6} c="red">
            <IconAlertTriangle size={18} aria-hidden />
            <Text fw={600}>{GROUP_TEXT.invalid}</Text>
          </Group>
        </Stack>
      </Card>
    );
  }

  const allowed = groupActionsFor(group.access);
  const { stats } = group;
  const sharedWithYou = group.userRole === 'shared';

  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="group-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Group gap={6} wrap="nowrap" miw={0}>
              <Title order={3} fz="lg" className={classes.name}>
                {group.name}
              </Title>
              {group.isShared ? (
                <Tooltip label="Shared" withArrow>
                  <IconUsers size={18} aria-label="Shared" role="img" className={classes.markIcon} />
                </Tooltip>
              ) : null}
              {sharedWithYou ? (
                <Tooltip label="Shared with you" withArrow>
                  <IconUserShare size={18} aria-label="Shared with you" role="img" className={classes.markIcon} />
                </Tooltip>
              ) : null}
            </Group>
            <Group gap={6}>
              <Badge variant="light" color="indigo" size="sm">
                {groupTypeText(group.type)}
              </Badge>
              {sharedWithYou ? (
                <Text fz="xs" c="dimmed">
                  by {displayNameOf(group.user)} · {group.access === 'edit' ? 'can edit' : 'view only'}
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Group gap={2} wrap="nowrap">
            {allowed.edit && onEdit ? (
              <IconAction label="Edit group" onClick={() => onEdit(group)}>
                <IconPencil size={18} />
              </IconAction>
            ) : null}
            {allowed.share && onShare ? (
              <IconAction label="Share group" color="blue" onClick={() => onShare(group)}>
                <IconShare size={18} />
              </IconAction>
            ) : null}
            {allowed.delete && onDelete ? (
              <IconAction label="Delete group" color="red" onClick={() => onDelete(group)}>
                <IconTrash size={18} />
              </IconAction>
            ) : null}
            {sharedWithYou && onLeave ? (
              <IconAction label="Leave group" color="red" onClick={() => onLeave(group)}>
                <IconDoorExit size={18} />
              </IconAction>
            ) : null}
          </Group>
        </Group>

        {group.description ? (
          <Text fz="sm" c="dimmed" lineClamp={3} className={classes.description}>
            {group.description}
          </Text>
        ) : null}

        <div className={classes.stats} data-testid="group-stats">
          <Stat label="Matches" value={group.matchCounts.tcg + group.matchCounts.vgc} />
          <Stat label="Wins" value={stats.wins} color="teal" />
          <Stat label="Losses" value={stats.losses} color="red" />
          {stats.ties > 0 ? <Stat label="Ties" value={stats.ties} color="yellow" /> : null}
          <Stat label="Win Rate" value={`${stats.winRate}%`} />
        </div>

        {onShowMatches ? (
          <Button
            variant="light"
            size="xs"
            mt="auto"
            leftSection={<IconList size={16} />}
            onClick={() => onShowMatches(group)}
            className={classes.showMatches}
          >
            Show Matches
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
