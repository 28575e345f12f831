import type { Season } from '@trainerlog/core';
import { Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Pagination } from '../../../ui/Pagination.tsx';
import type { MatchListFilters, MatchListSort } from './matchListFilters.ts';
import { BrowserFallbackAlert, EmptyMatchList } from './MatchListStates.tsx';
import { MatchListToolbar } from './MatchListToolbar.tsx';
import { WithOutboxMarker } from './OutboxMarker.tsx';

/** A page of a game's match list as its query answers it; `source` says where it was read from. */
interface ListedPage<M> {
  matches: readonly M[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  source?: string;
}

interface ListQuery<M> {
  data: ListedPage<M> | undefined;
  isPending: boolean;
  isFetching: boolean;
}

/** Deleting the last match of the last page steps back a page; called during the history's render, not in an effect. */
export function stepBackPastLastPage<M>(list: ListQuery<M>, setPage: (page: number) => void) {
  const data = list.data;
  if (data && data.matches.length === 0 && data.page > 1 && data.page > data.totalPages && !list.isFetching) {
    setPage(data.totalPages);
  }
}

interface MatchHistoryListProps<M extends { _id: string }> {
  filters: MatchListFilters;
  /** The four sorts' labels: the name sort is by deck (TCG) or by opponent name (VGC). */
  sortLabels: Record<MatchListSort, string>;
  currentSeason: Season | null;
  list: ListQuery<M>;
  /** Whether a filter is on, so an empty list says why. */
  filtered: boolean;
  /** `match-list` (TCG) or `vgc-match-list`: the tests find a game's list by it. */
  testId: string;
  renderCard(match: M): ReactNode;
  /** The game's dialogs (details, notes, delete), after the list. */
  dialogs: ReactNode;
}

/**
 * The dashboard's match list in both games: the toolbar, the browser-fallback notice, then loading, the empty list,
 * or the cards (each marked while it waits in the outbox) with the pages under them.
 */
export function MatchHistoryList<M extends { _id: string }>({
  filters,
  sortLabels,
  currentSeason,
  list,
  filtered,
  testId,
  renderCard,
  dialogs,
}: MatchHistoryListProps<M>) {
  const data = list.data;
  return (
    <Stack gap="md">
      <MatchListToolbar filters={filters} sortLabels={sortLabels} currentSeason={currentSeason} />
      {data?.source === 'browser-fallback' ? <BrowserFallbackAlert /> : null}
      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading matches" />
        </Center>
      ) : !data || data.totalCount === 0 ? (
        <EmptyMatchList filtered={filtered} />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching} data-testid={testId}>
          {data.matches.map((match) => (
            <WithOutboxMarker key={match._id} match={match}>
              {renderCard(match)}
            </WithOutboxMarker>
          ))}
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            totalPages={data.totalPages}
            onChange={filters.setPage}
            disabled={list.isFetching}
          />
        </Stack>
      )}
      {dialogs}
    </Stack>
  );
}
