import {
  GROUP_ERRORS,
  type GroupMatchPage,
  type GroupTcgMatchPage,
  type GroupVgcMatchPage,
  type TcgMatch,
  type VgcMatch,
} from '@trainerlog/core';
import { ActionIcon, Alert, Button, Center, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { groupErrorText } from '../../data/shared/matchGroups.ts';
import type { YourDeckSprites } from '../matchCards/index.ts';
import { playerNameOf } from './groupRules.ts';
import { TcgRowContent, VgcRowContent } from './GroupMatchRows.tsx';
import classes from './MatchGroups.module.css';

export type OpenedMatch = { game: 'tcg'; match: TcgMatch } | { game: 'vgc'; match: VgcMatch };

export interface GroupMatchSectionProps {
  game: 'tcg' | 'vgc';
  /** The section's count before its first page arrives. */
  knownTotal: number;
  page: GroupMatchPage | undefined;
  pending: boolean;
  fetching: boolean;
  error: unknown;
  onPage(page: number): void;
  onOpen(opened: OpenedMatch): void;
  viewerId: string | undefined;
  /** Whether the viewer may take this match out of the group (owner: any; editor: their own). */
  mayRemove(match: TcgMatch | VgcMatch): boolean;
  onRemove(match: TcgMatch | VgcMatch): void;
  removingId: string | null;
  deckSpritesOf(match: TcgMatch): YourDeckSprites | null;
}

const TITLES = { tcg: 'TCG Matches', vgc: 'VGC Matches' } as const;

/** 'Page x of y' with Previous and Next (spec part 2 §2 "Group match list popup"); hidden with one page. */
export function GroupPager({
  page,
  totalPages,
  onPage,
  disabled,
}: {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  disabled?: boolean;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" role="navigation" aria-label="Pages">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Text fz="sm" c="dimmed" aria-live="polite">
        Page {page} of {totalPages}
      </Text>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={disabled || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}

/** One game's section of a group's popup: 'TCG Matches (n)', its rows (8 a page) and the pager. */
export function GroupMatchSection(props: GroupMatchSectionProps) {
  const { game, knownTotal, page, pending, fetching, error, onPage, viewerId } = props;
  const total = page?.total ?? knownTotal;
  const headingId = `group-section-${game}`;

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {TITLES[game]} ({total})
      </Title>
      {pending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={`Loading ${TITLES[game]}`} />
        </Center>
      ) : error || !page ? (
        <Alert color="red" variant="light">
          {groupErrorText(error, GROUP_ERRORS.fetchOne)}
        </Alert>
      ) : (
        <Stack gap={6} aria-busy={fetching}>
          {page.game === 'tcg'
            ? (page as GroupTcgMatchPage).matches.map((match) => (
                <Row key={match._id} {...props} match={match} playedBy={playedBy(page, match.user, viewerId)}>
                  <TcgRowContent
                    match={match}
                    deckSprites={match.user === viewerId ? props.deckSpritesOf(match) : null}
                    playedBy={playedBy(page, match.user, viewerId)}
                  />
                </Row>
              ))
            : (page as GroupVgcMatchPage).matches.map((match) => (
                <Row key={match._id} {...props} match={match} playedBy={playedBy(page, match.user, viewerId)}>
                  <VgcRowContent match={match} playedBy={playedBy(page, match.user, viewerId)} />
                </Row>
              ))}
          <GroupPager page={page.page} totalPages={page.totalPages} onPage={onPage} disabled={fetching} />
        </Stack>
      )}
    </Stack>
  );
}

function playedBy(page: GroupMatchPage, owner: string | undefined, viewerId: string | undefined) {
  return owner && owner !== viewerId ? playerNameOf(page.players, owner) : null;
}

function Row({
  game,
  match,
  onOpen,
  mayRemove,
  onRemove,
  removingId,
  children,
}: GroupMatchSectionProps & { match: TcgMatch | VgcMatch; playedBy: string | null; children: ReactNode }) {
  const open = () => onOpen(game === 'tcg' ? { game, match: match as TcgMatch } : { game, match: match as VgcMatch });
  return (
    <Group gap={4} wrap="nowrap" data-testid="group-match-row">
      <button type="button" className={classes.row} onClick={open}>
        {children}
      </button>
      {mayRemove(match) ? (
        <Tooltip label="Remove from group" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label="Remove from group"
            loading={removingId === match._id}
            onClick={() => onRemove(match)}
          >
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
