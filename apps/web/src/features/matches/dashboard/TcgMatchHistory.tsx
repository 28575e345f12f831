import { DASHBOARD_PAGE_SIZE, type Season, type TcgMatch } from '@trainerlog/core';
import { useTcgMatchPage } from './useTcgDashboard.ts';
import { TcgMatchCard } from '../../../widgets/matchCards/index.ts';
import type { MatchCardLook } from './dashboardChoices.ts';
import { MatchHistoryList, stepBackPastLastPage } from './MatchHistoryList.tsx';
import type { MatchListFilters, MatchListSort } from './matchListFilters.ts';
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
  stepBackPastLastPage(list, setPage);

  return (
    <MatchHistoryList
      filters={filters}
      sortLabels={SORT_LABELS}
      currentSeason={currentSeason}
      list={list}
      filtered={!!search || !!season}
      testId="match-list"
      renderCard={(match) => (
        <TcgMatchCard
          match={match}
          look={look}
          yourDeckSprites={yourDeckSprites(match)}
          onOpen={dialogs.openDetails}
          onEdit={dialogs.edit}
          onDelete={dialogs.askDelete}
        />
      )}
      dialogs={<TcgMatchDialogs state={dialogs} yourDeckSprites={yourDeckSprites} />}
    />
  );
}
