import type { TcgMatch } from '@trainerlog/core';
import { ActionIcon, Badge, Group, type BadgeProps } from '@mantine/core';
import { IconDeviceGamepad2, IconNotes, IconPencil, IconTrash, IconTrophy, IconUsersGroup } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { matchResultReading, RESULT_ONLY, type ResultReading, type ScoredMatch } from './matchText.ts';

type Size = BadgeProps['size'];

/** The colour of a result: teal won, red lost, gray a recorded tie. */
export const RESULT_COLORS: Record<ResultReading['outcome'], string> = { win: 'teal', loss: 'red', tie: 'gray' };

/**
 * The match's result ('Won 2-1'); a result-only match (issue 15) shows 'Won' / 'Lost' / 'Tied' and, beside it, the
 * "Result only" marker, so a card never passes a recorded result off as a played score.
 */
export function ResultBadge({ match, size = 'md' }: { match: ScoredMatch; size?: Size }) {
  const { outcome, label, resultOnly } = matchResultReading(match);
  return (
    <>
      {/* The result never gives way to a long format or group name beside it. */}
      <Badge
        color={RESULT_COLORS[outcome]}
        variant="filled"
        size={size}
        tt="none"
        style={{ flexShrink: 0 }}
        data-testid="result-badge"
      >
        {label}
      </Badge>
      {resultOnly ? (
        <Badge
          color={RESULT_COLORS[outcome]}
          variant="outline"
          size={size}
          tt="none"
          style={{ flexShrink: 0 }}
          data-testid="result-only-badge"
        >
          {RESULT_ONLY}
        </Badge>
      ) : null}
    </>
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

const IMPORT_BADGES = {
  ptcgl: { label: 'PTCGL', Icon: IconDeviceGamepad2 },
  limitless: { label: 'Limitless', Icon: IconTrophy },
} as const;

/** Where an imported match came from: a PTCGL game log or a Limitless tournament. */
function ImportBadge({ source, size }: { source: NonNullable<TcgMatch['importSource']>; size: Size }) {
  const { label, Icon } = IMPORT_BADGES[source];
  return (
    <Badge
      variant="outline"
      color="gray"
      size={size}
      leftSection={<Icon size={12} aria-hidden />}
      data-testid={`${source}-badge`}
    >
      {label}
    </Badge>
  );
}

/** The PTCGL and Limitless import (TCG only) and group badges; the group name may be long, so it truncates. */
export function SourceBadges({
  match,
  size = 'sm',
}: {
  match: { importSource?: TcgMatch['importSource']; group: TcgMatch['group'] };
  size?: Size;
}) {
  return (
    <>
      {match.importSource ? <ImportBadge source={match.importSource} size={size} /> : null}
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
