/**
 * Step 1, "Find the tournament" (issue 15): the game (only the player's game modes), a name search and a day, the
 * results newest first with name, day, format, players and an "Imported" marker, and "Search further back"; or paste
 * the tournament's link.
 *
 * Decisions:
 * - Limitless has no name search: the server reads its newest tournaments a few pages at a time, so the screen says
 *   how far back it looked ("Searched back to …") and offers to go on from there rather than promising "no results".
 * - Typing searches after a short pause; the previous results stay, dimmed, while the new ones are read.
 * - The search's refusals of a field (a too-long name, a bad day) show at that field; outside failures as an alert
 *   with a retry.
 */
import { formatMatchDate, type GameMode, type LimitlessTournamentSummary } from '@trainerlog/core';
import { Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconCheck, IconHistory, IconSearch, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useLimitlessTournaments, type LimitlessSearchParams } from '../../data/shared/useLimitlessImport.ts';
import { FailureAlert } from './FailureAlert.tsx';
import { GAME_LABELS, tournamentDay } from './limitlessText.ts';
import classes from './LimitlessImport.module.css';
import { LinkPaste } from './LinkPaste.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

const SEARCH_DELAY_MS = 350;
/** Results drawn at first and per "Show more": the server answers whole Limitless pages (up to 100 each). */
export const RESULTS_SHOWN = 20;

export interface TournamentStepProps {
  games: readonly GameMode[];
  params: LimitlessSearchParams;
  onParams(next: LimitlessSearchParams): void;
  onChoose(id: string): void;
}

function fieldError(error: unknown, path: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.errors.find((e) => e.path === path)?.message ?? null;
}

export function TournamentStep({ games, params, onParams, onChoose }: TournamentStepProps) {
  const [search] = useDebouncedValue(params.search, SEARCH_DELAY_MS);
  const query = useLimitlessTournaments({ ...params, search });
  const data = query.data;
  const pages = data?.pages ?? [];
  const tournaments = useMemo(() => {
    const seen = new Set<string>();
    // Limitless's pages move while new tournaments are added: a tournament read twice is listed once.
    return (data?.pages ?? [])
      .flatMap((page) => page.tournaments)
      .filter((t) => {
        if (seen.has(t.id)) return false;
        seen.add(t.id);
        return true;
      });
  }, [data]);
  // A page past Limitless's oldest tournament read nothing: how far back it looked is the last page that read some.
  const searchedBack = pages.findLast((page) => page.searchedBack !== null)?.searchedBack ?? null;
  const [shownFor, setShown] = useState({ key: '', count: RESULTS_SHOWN });
  const searchKey = `${params.game}|${search}|${params.date}`;
  const shown = shownFor.key === searchKey ? shownFor.count : RESULTS_SHOWN;
  const searchError = fieldError(query.error, 'search');
  const dateError = fieldError(query.error, 'date');
  const fieldRefused = searchError !== null || dateError !== null;

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          {games.length > 1 ? (
            <SegmentedControl
              aria-label="Game"
              value={params.game}
              onChange={(game) => onParams({ ...params, game: game as GameMode })}
              data={games.map((game) => ({ value: game, label: GAME_LABELS[game] }))}
              w={{ base: '100%', xs: 220 }}
            />
          ) : null}
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label="Tournament name"
              placeholder="Search by name…"
              leftSection={<IconSearch size={16} />}
              value={params.search}
              onChange={(event) => onParams({ ...params, search: event.currentTarget.value })}
              error={searchError}
              style={{ flex: '1 1 240px' }}
              autoComplete="off"
            />
            <TextInput
              type="date"
              label="Day"
              leftSection={<IconCalendar size={16} />}
              value={params.date}
              onChange={(event) => onParams({ ...params, date: event.currentTarget.value })}
              error={dateError}
              style={{ flex: '0 1 200px' }}
            />
          </Group>

          <Results
            loading={query.isPending && query.fetchStatus !== 'idle'}
            dimmed={query.isPlaceholderData}
            tournaments={tournaments.slice(0, shown)}
            onChoose={onChoose}
          />
          {tournaments.length > shown ? (
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              onClick={() => setShown({ key: searchKey, count: shown + RESULTS_SHOWN })}
            >
              Show more ({tournaments.length - shown} more found)
            </Button>
          ) : null}

          {query.isError && !fieldRefused ? (
            <FailureAlert
              title="Could not search Limitless"
              error={query.error}
              onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}
              retrying={query.isFetching}
            />
          ) : null}

          {query.isSuccess || (query.isError && pages.length > 0) ? (
            <FurtherBack
              empty={tournaments.length === 0}
              searchedBack={searchedBack}
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onMore={() => {
                // Older ones come after everything found so far: all of it is shown.
                setShown({ key: searchKey, count: Number.POSITIVE_INFINITY });
                void query.fetchNextPage();
              }}
            />
          ) : null}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <LinkPaste onChoose={onChoose} />
      </Paper>
    </Stack>
  );
}

function Results(props: {
  loading: boolean;
  dimmed: boolean;
  tournaments: readonly LimitlessTournamentSummary[];
  onChoose(id: string): void;
}) {
  if (props.loading) {
    return (
      <Stack gap="xs" role="group" aria-label="Searching Limitless" aria-busy>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={58} radius="md" />
        ))}
      </Stack>
    );
  }
  if (props.tournaments.length === 0) return null;
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Tournaments found"
      style={{ listStyle: 'none', margin: 0, padding: 0, opacity: props.dimmed ? 0.55 : 1 }}
    >
      {props.tournaments.map((t) => (
        <li key={t.id}>
          <TournamentResult tournament={t} onChoose={() => props.onChoose(t.id)} />
        </li>
      ))}
    </Stack>
  );
}

function TournamentResult({ tournament: t, onChoose }: { tournament: LimitlessTournamentSummary; onChoose(): void }) {
  return (
    <UnstyledButton className={classes.choice} onClick={onChoose} aria-label={`${t.name}, ${tournamentDay(t.date)}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t.name}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {tournamentDay(t.date)}
            </Text>
            {t.format ? (
              <Badge size="xs" variant="light" color="gray">
                {t.format}
              </Badge>
            ) : null}
            <Group gap={2} wrap="nowrap">
              <IconUsers size={12} aria-hidden />
              <Text size="xs" c="dimmed">
                {t.players} players
              </Text>
            </Group>
          </Group>
        </Stack>
        {t.imported ? (
          <Badge color="green" variant="light" leftSection={<IconCheck size={12} />} style={{ flexShrink: 0 }}>
            Imported
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

function FurtherBack(props: {
  empty: boolean;
  searchedBack: string | null;
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
}) {
  const back = props.searchedBack ? formatMatchDate(props.searchedBack) : null;
  return (
    <>
      <Divider />
      <Stack gap={6} align="flex-start">
        {props.empty ? (
          <Text size="sm" fw={600}>
            No tournaments found
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {back ? `Searched Limitless back to ${back}.` : 'Limitless listed no tournaments.'}{' '}
          {!props.hasMore
            ? 'That is as far back as Limitless goes.'
            : props.empty
              ? 'Search further back, or paste the tournament’s link below.'
              : 'Not there? Search further back.'}
        </Text>
        {props.hasMore ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconHistory size={14} />}
            onClick={props.onMore}
            loading={props.loading}
          >
            Search further back
          </Button>
        ) : null}
      </Stack>
    </>
  );
}
