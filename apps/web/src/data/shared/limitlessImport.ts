/**
 * The Limitless tournament import's calls (issue 15, /import-limitless; our API in core `schemas/limitless.ts`).
 * Members only: guests are never asked for anything (the screen explains that the import needs an account), because
 * the import makes a match group, which lives on the server.
 *
 * Decisions:
 * - The server reads Limitless for us (search, standings, pairings). A search may read several pages of Limitless's
 *   tournament list one after another, so it gets a longer timeout than the usual 15 s; so do the standings and the
 *   review (three Limitless calls each) and the import (the same calls again, then one transaction).
 * - Failures stay the `ApiError` they were: the screen places field errors (`list.name`, `date`…) at their fields
 *   and shows everything else (Limitless unreachable, 429, timeouts) as an alert with a retry.
 */
import type { LimitlessGame, LimitlessImportRequestBody } from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';

const SEARCH_TIMEOUT_MS = 60_000;
const READ_TIMEOUT_MS = 30_000;
const IMPORT_TIMEOUT_MS = 60_000;

export interface LimitlessSearchParams {
  game: LimitlessGame;
  search: string;
  /** YYYY-MM-DD, or '' for any day. */
  date: string;
}

function searchQuery(params: LimitlessSearchParams, cursor: number) {
  return {
    game: params.game,
    search: params.search.trim() || undefined,
    date: params.date || undefined,
    cursor: cursor > 1 ? cursor : undefined,
  };
}

export const limitlessApi = {
  /** Step 1: one page of the search, newest first, from Limitless page `cursor` (1 = newest). */
  searchTournaments: (params: LimitlessSearchParams, cursor = 1, signal?: AbortSignal) =>
    api.limitless.tournaments(searchQuery(params, cursor), { signal, timeoutMs: SEARCH_TIMEOUT_MS }),
  /** Step 2: the tournament and its standings; `me` is the remembered username when it is in them. */
  players: (id: string, signal?: AbortSignal) =>
    api.limitless.players({ id }, { signal, timeoutMs: READ_TIMEOUT_MS }),
  /** Step 3: the player's rounds as they would be imported, and the list on offer. Nothing is stored. */
  review: (id: string, player: string, signal?: AbortSignal) =>
    api.limitless.review({ id }, { player }, { signal, timeoutMs: READ_TIMEOUT_MS }),
  /** Creates the matches, the deck or team, the group and the history entry (201), or refuses (400, 409…). */
  importTournament: (body: LimitlessImportRequestBody) =>
    api.limitless.import(body, { timeoutMs: IMPORT_TIMEOUT_MS }),
  /** The tournaments the caller imported, newest import first. */
  history: (signal?: AbortSignal) => api.limitless.history({ signal }),
  /** The remembered Limitless username ('' or null forgets it); answers the user. */
  setUsername: (limitlessUsername: string | null) =>
    api.auth.setLimitlessUsername({ limitlessUsername }),
};
