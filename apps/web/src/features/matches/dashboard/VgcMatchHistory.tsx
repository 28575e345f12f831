import { DASHBOARD_PAGE_SIZE, type Season, type VgcMatch } from '@trainerlog/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import type { TeamFilter } from '../../../navigation/teamFilter.ts';
import { useRestrictedPokemon } from '../../../data/shared/useRestrictedPokemon.ts';
import { useVgcMatchPage } from '../../../data/hooks/useVgcDashboard.ts';
import { useVgcMatchMutations } from '../../../data/hooks/useVgcMatches.ts';
import { VGC_MATCH_ERRORS, vgcMatchInputOf } from '../../../data/entities/vgcMatches.ts';
import { notify } from '../../../ui/notify.ts';
import {
  useVgcMatchDialogs,
  VgcMatchCard,
  VgcMatchDialogs,
  type VgcNotesChanges,
} from '../../../widgets/matchCards/index.ts';
import type { MatchCardLook } from './dashboardChoices.ts';
import { MatchHistoryList, stepBackPastLastPage } from './MatchHistoryList.tsx';
import type { MatchListFilters, MatchListSort } from './matchListFilters.ts';

/** Spec part 1 §2: for VGC the name sorts are by opponent name. */
const SORT_LABELS: Record<MatchListSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  'a-z': 'Opponent Name (A-Z)',
  'z-a': 'Opponent Name (Z-A)',
};

interface VgcMatchHistoryProps {
  look: MatchCardLook;
  filters: MatchListFilters;
  currentSeason: Season | null;
  /** Only this team's matches (the banner is the page's). */
  team: TeamFilter | null;
}

/**
 * The dashboard's VGC match list: search (opponent name, notes, format), sorts, current-season and team filters,
 * server-side pages of 15, and the cards' dialogs — details, notes (saving the whole match, spec part 1 §4) and
 * delete after confirmation; edit opens /edit-match/vgc/:id with the match carried along.
 */
export function VgcMatchHistory({ look, filters, currentSeason, team }: VgcMatchHistoryProps) {
  const { search, sort, season, page, setPage } = filters;
  const navigate = useNavigate();
  const dialogs = useVgcMatchDialogs();
  const { update, remove } = useVgcMatchMutations();
  const { isRestricted } = useRestrictedPokemon();

  const list = useVgcMatchPage({ page, pageSize: DASHBOARD_PAGE_SIZE, search, sort, season, team });
  stepBackPastLastPage(list, setPage);

  const edit = useCallback(
    (match: VgcMatch) => void navigate(`/edit-match/vgc/${encodeURIComponent(match._id)}`, { state: { match } }),
    [navigate],
  );
  const saveNotes = (match: VgcMatch, changes: VgcNotesChanges) =>
    update.mutateAsync({ id: match._id, changes: { ...vgcMatchInputOf(match), ...changes } });
  const deleteMatch = async (match: VgcMatch) => {
    try {
      await remove.mutateAsync(match._id);
    } catch (error) {
      notify.error(errorMessage(error, VGC_MATCH_ERRORS.remove), { id: 'vgc-match-delete' });
      throw error;
    }
  };

  return (
    <MatchHistoryList
      filters={filters}
      sortLabels={SORT_LABELS}
      currentSeason={currentSeason}
      list={list}
      filtered={!!search || !!season || !!team}
      testId="vgc-match-list"
      renderCard={(match) => (
        <VgcMatchCard
          match={match}
          look={look}
          isRestricted={isRestricted}
          onOpen={dialogs.openDetails}
          onEditNotes={dialogs.editMatchNotes}
          onEdit={edit}
          onDelete={dialogs.askDelete}
        />
      )}
      dialogs={
        <VgcMatchDialogs state={dialogs} isRestricted={isRestricted} onSaveNotes={saveNotes} onDelete={deleteMatch} />
      }
    />
  );
}
