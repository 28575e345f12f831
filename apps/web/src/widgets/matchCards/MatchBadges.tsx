import type { TcgMatch } from '@trainerlog/core';
import { ActionIcon, Badge, Group, type BadgeProps } from '@mantine/core';
import { IconDeviceGamepad2, IconNotes, IconPencil, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { matchResultReading, type ScoredMatch } from './matchText.ts';

type Size = BadgeProps['size'];

export function ResultBadge({ match, size = 'md' }: { match: ScoredMatch; size?: Size }) {
  const { won, label } = matchResultReading(match);
  return (
    // The result never gives way to a long format or group name beside it.
    <Badge
      color={won ? 'teal' : 'red'}
      variant="filled"
      size={size}
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="result-badge"
    >
      {label}
    </Badge>
  );
}

/** 'TCG • Bo1' (`formatBadgeText`), or a VGC match's format or best-of (`vgcFormatText`). */
export function FormatBadge({ label, size = 'sm' }: { label: string; size?: Size }) {
  return (
    <Badge
      variant="light"
      color="indigo"
      size={size}
      tt="none"
      maw="100%"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {label}
    </Badge>
  );
}

/** The PTCGL import (TCG only) and group badges; the group name may be long, so it truncates. */
export function SourceBadges({
  match,
  size = 'sm',
}: {
  match: { importSource?: TcgMatch['importSource']; group: TcgMatch['group'] };
  size?: Size;
}) {
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
 * Edit notes (VGC), edit and delete, each shown when its handler is given. They sit above the card's open action,
 * and stop the click from reaching the card so that editing never also opens the details dialog.
 */
export function MatchCardActions<M>({
  match,
  onEdit,
  onEditNotes,
  onDelete,
  size = 'md',
}: {
  match: M;
  onEdit?: (match: M) => void;
  onEditNotes?: (match: M) => void;
  onDelete?: (match: M) => void;
  size?: 'sm' | 'md';
}) {
  const act = (handler: (match: M) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler(match);
  };
  return (
    <Group gap={2} wrap="nowrap" data-card-actions>
      {onEditNotes ? (
        <ActionIcon variant="subtle" color="gray" size={size} aria-label="Edit notes" onClick={act(onEditNotes)}>
          <IconNotes size={16} />
        </ActionIcon>
      ) : null}
      {onEdit ? (
        <ActionIcon variant="subtle" color="gray" size={size} aria-label="Edit match" onClick={act(onEdit)}>
          <IconPencil size={16} />
        </ActionIcon>
      ) : null}
      {onDelete ? (
        <ActionIcon variant="subtle" color="red" size={size} aria-label="Delete match" onClick={act(onDelete)}>
          <IconTrash size={16} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
