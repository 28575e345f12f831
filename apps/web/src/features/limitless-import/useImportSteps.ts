/**
 * Where the player is in the Limitless import: the chosen tournament and player live in the address
 * (`?tournament=<id>&player=<username>`, `?view=history` for the history), so a reload, the browser's Back button and a
 * shared link land on the same step; the search, the choice on the standings and the remember box live here.
 *
 * Decisions:
 * - Step 1 while no tournament is chosen, step 2 while no player is, step 3 then; the success screen is state of its
 *   own (an import is not a place to come back to) and "Import another" starts again from step 1 with the search kept.
 * - Going back a step drops what the later steps chose from the address, but keeps the standings' choice on screen.
 */
import { enabledModes, type GameMode, type LimitlessHistoryEntry } from '@trainerlog/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LimitlessSearchParams } from '../../data/shared/useLimitlessImport.ts';
import { useSessionUser } from '../../session/useSessionUser.ts';

export type ImportView = 'import' | 'history';

export function useImportSteps() {
  const { user } = useSessionUser();
  const [params, setParams] = useSearchParams();
  const games: GameMode[] = enabledModes(user?.gamePreferences);
  const [search, setSearch] = useState<LimitlessSearchParams>({ game: games[0] ?? 'tcg', search: '', date: '' });
  const tournamentId = params.get('tournament');
  const player = tournamentId ? params.get('player') : null;
  const [chosen, setChosen] = useState<string | null>(player);
  const [remember, setRemember] = useState<boolean | null>(null);
  const [done, setDone] = useState<LimitlessHistoryEntry | null>(null);
  const view: ImportView = params.get('view') === 'history' ? 'history' : 'import';

  const go = (next: { tournament?: string | null; player?: string | null; view?: ImportView }) => {
    const query = new URLSearchParams();
    if (next.view === 'history') query.set('view', 'history');
    if (next.tournament) query.set('tournament', next.tournament);
    if (next.tournament && next.player) query.set('player', next.player);
    setParams(query);
  };

  const active = done ? 3 : !tournamentId ? 0 : !player ? 1 : 2;

  return {
    games,
    search,
    setSearch,
    tournamentId,
    player,
    chosen,
    remember,
    done,
    view,
    active,
    remembered: user?.limitlessUsername ?? null,
    showView: (next: ImportView) =>
      next === 'history' ? go({ view: 'history' }) : go({ tournament: tournamentId, player }),
    chooseTournament: (id: string) => {
      setChosen(null);
      setRemember(null);
      go({ tournament: id });
    },
    choosePlayer: (username: string) => {
      setChosen(username);
      setRemember(null);
    },
    setRemember,
    continueAs: (username: string) => {
      setChosen(username);
      go({ tournament: tournamentId, player: username });
    },
    /** Back to step `step` (0 or 1). */
    backTo: (step: number) => go(step <= 0 ? {} : { tournament: tournamentId }),
    finish: (entry: LimitlessHistoryEntry) => setDone(entry),
    startAgain: () => {
      setDone(null);
      setChosen(null);
      setRemember(null);
      go({});
    },
  };
}
