import type { TcgMatch } from '@trainerlog/core';
import { ActionIcon, Badge, Group, type BadgeProps } from '@mantine/core';
import { IconDeviceGamepad2, IconPencil, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { formatBadgeText, matchResultReading } from './matchText.ts';

type Size = BadgeProps['size'];

export function ResultBadge({ match, size = 'md' }: { match: Pick<TcgMatch, 'games' | 'score'>; size?: Size }) {
  const { won, label } = matchResultReading(match);
  return (
    <Badge color={won ? 'teal' : 'red'} variant="filled" size={size} tt="none" data-testid="result-badge">
      {label}
    </Badge>
  );
}

export function FormatBadge({ match, size = 'sm' }: { match: Pick<TcgMatch, 'format'>; size?: Size }) {
  return (
    <Badge variant="light" color="indigo" size={size} tt="none">
      {formatBadgeText(match)}
    </Badge>
  );
}

/** The PTCGL import and group badges; the group name may be long, so it truncates. */
export function SourceBadges({ match, size = 'sm' }: { match: Pick<TcgMatch, 'importSource' | 'group'>; size?: Size }) {
  return (
    <>
      {match.importSource === 'ptcgl' ? (
        <Badge
          variant="outline"
          color="gray"
          size={size}
          leftSection={<IconDeviceGamepad2 size={12} aria-hidden />}
          data-testid="ptcgl-badge"
        >
          PTCGL
        </Badge>
      ) : null}
      {match.group ? (
        <Badge
          variant="light"
          color="grape"
          size={size}
          tt="none"
          maw="100%"
          leftSection={<IconUsersGroup size={12} aria-hidden />}
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          data-testid="group-badge"
        >
          {match.group.name}
        </Badge>
      ) : null}
    </>
  );
}

/**
 * Edit and (when deletion is available) delete. They sit above the card's open action, and stop the click from
 * reaching the card so that editing never also opens the details dialog.
 */
export function MatchCardActions({
  match,
  onEdit,
  onDelete,
  size = 'md',
}: {
  match: TcgMatch;
  onEdit(match: TcgMatch): void;
  onDelete?: (match: TcgMatch) => void;
  size?: 'sm' | 'md';
}) {
  const act = (handler: (match: TcgMatch) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler(match);
  };
  return (
    <Group gap={2} wrap="nowrap" data-card-actions>
      <ActionIcon variant="subtle" color="gray" size={size} aria-label="Edit match" onClick={act(onEdit)}>
        <IconPencil size={16} />
      </ActionIcon>
      {onDelete ? (
        <ActionIcon variant="subtle" color="red" size={size} aria-label="Delete match" onClick={act(onDelete)}>
          <IconTrash size={16} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
