import { DASHBOARD_PAGE_SIZE, type Season, type TcgMatch } from '@trainerlog/core';
import { Center, Loader, Stack } from '@mantine/core';
import { useTcgMatchPage } from '../../../data/useTcgDashboard.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { TcgMatchCard } from '../../../widgets/matchCards/index.ts';
import type { MatchCardLook } from './dashboardChoices.ts';
import type { MatchListFilters, MatchListSort } from './matchListFilters.ts';
import { BrowserFallbackAlert, EmptyMatchList } from './MatchListStates.tsx';
import { MatchListToolbar } from './MatchListToolbar.tsx';
import { WithOutboxMarker } from './OutboxMarker.tsx';
import { TcgMatchDialogs, useTcgMatchDialogs } from './TcgMatchDialogs.tsx';

/** Spec part 1 §2: the four sorts and their labels (internal values newest, oldest, a-z, z-a). */
const SORT_LABELS: Record<MatchListSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  'a-z': 'Deck Name (A-Z)',
  'z-a': 'Deck Name (Z-A)',
};

interface TcgMatchHistoryProps {
  look: MatchCardLook;
  filters: MatchListFilters;
  /** The running season, when there is one: offers the current-season filter. */
  currentSeason: Season | null;
  yourDeckSprites(match: TcgMatch): { sprite: string | null; secondarySprite: string | null } | null;
}

/** The dashboard's TCG match list: search, sort, current-season filter, server-side pages and the match dialogs. */
export function TcgMatchHistory({ look, filters, currentSeason, yourDeckSprites }: TcgMatchHistoryProps) {
  const { search, sort, season, page, setPage } = filters;
  const dialogs = useTcgMatchDialogs();

  const list = useTcgMatchPage({ page, pageSize: DASHBOARD_PAGE_SIZE, search, sort, season });
  const data = list.data;
  // Deleting the last match of the last page steps back a page.
  if (data && data.matches.length === 0 && data.page > 1 && data.page > data.totalPages && !list.isFetching) {
    setPage(data.totalPages);
  }

  return (
    <Stack gap="md">
      <MatchListToolbar filters={filters} sortLabels={SORT_LABELS} currentSeason={currentSeason} />
      {data?.source === 'browser-fallback' ? <BrowserFallbackAlert /> : null}
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading matches" />
        </Center>
      ) : !data || data.totalCount === 0 ? (
        <EmptyMatchList filtered={!!search || !!season} />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching} data-testid="match-list">
          {data.matches.map((match) => (
            <WithOutboxMarker key={match._id} match={match}>
              <TcgMatchCard
                match={match}
                look={look}
                yourDeckSprites={yourDeckSprites(match)}
                onOpen={dialogs.openDetails}
                onEdit={dialogs.edit}
                onDelete={dialogs.askDelete}
              />
            </WithOutboxMarker>
          ))}
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            totalPages={data.totalPages}
            onChange={setPage}
            disabled={list.isFetching}
          />
        </Stack>
      )}
      <TcgMatchDialogs state={dialogs} yourDeckSprites={yourDeckSprites} />
    </Stack>
  );
}
