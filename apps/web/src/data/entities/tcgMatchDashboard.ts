/**
 * What the dashboard reads about TCG matches: one page of the list, the summary (records, trends, active deck) and
 * the CSV of the shown matches. Members read the API (pages and aggregates computed on the server); guests — and
 * members whose API cannot be reached (spec part 2 §8: fetching falls back to locally stored matches) — get the
 * same answers computed in the browser by the core rules.
 */
import {
  CSV_UTF8_BOM,
  apiEndpoints,
  filterTcgMatches,
  inSeason,
  sortTcgMatches,
  summarizeTcgMatches,
  tcgMatchesToCsv,
  type Season,
  type TcgMatch,
  type TcgMatchPage,
  type TcgMatchSort,
  type TcgMatchSummary,
} from '@trainerlog/core';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import { localDecks } from './decks.ts';
import { readThrough } from '../outbox/lastSeen.ts';
import { applyOutboxToPage } from '../outbox/offlineMatchRepository.ts';
import { localTcgMatches, remoteTcgMatches, TCG_OUTBOX } from './tcgMatches.ts';

export interface TcgMatchListParams {
  page: number;
  pageSize: number;
  search: string;
  sort: TcgMatchSort;
  /** Only matches dated within this season. */
  season: Season | null;
}

export type TcgMatchFilters = Omit<TcgMatchListParams, 'page' | 'pageSize'>;

/** The matches a list with these filters shows, in its order, before paging. */
export function filterLocalMatches(
  matches: readonly TcgMatch[],
  params: TcgMatchFilters,
) {
  const { season } = params;
  const inScope = season ? matches.filter((m) => inSeason(m, season)) : matches;
  return sortTcgMatches(filterTcgMatches(inScope, params.search), params.sort);
}

/** One page of browser-stored matches, shaped like the API's page. */
export function pageOfLocalMatches(matches: readonly TcgMatch[], params: TcgMatchListParams): TcgMatchPage {
  const shown = filterLocalMatches(matches, params);
  const totalPages = Math.max(1, Math.ceil(shown.length / params.pageSize));
  const start = (params.page - 1) * params.pageSize;
  return {
    matches: shown.slice(start, start + params.pageSize),
    page: params.page,
    pageSize: params.pageSize,
    totalCount: shown.length,
    totalPages,
  };
}

export async function fetchLocalPage(params: TcgMatchListParams): Promise<TcgMatchPage> {
  return pageOfLocalMatches(await localTcgMatches.list(), params);
}

/** A member's page (the last one seen while the server is unreachable), with the waiting uploads applied. */
export async function fetchMemberPage(params: TcgMatchListParams): Promise<TcgMatchPage> {
  const page = await remoteTcgMatches.page({
    page: params.page,
    pageSize: params.pageSize,
    search: params.search.trim(),
    sort: params.sort,
    seasonId: params.season?._id,
  });
  return applyOutboxToPage(TCG_OUTBOX, page);
}

export function fetchMemberSummary(): Promise<TcgMatchSummary> {
  return readThrough(apiEndpoints.tcgMatches.summary.path, () => api.tcgMatches.summary());
}

export async function fetchLocalSummary(season: Season | null, activeDeckId: string | null): Promise<TcgMatchSummary> {
  const activeDeck = activeDeckId ? await localDecks.get(activeDeckId) : null;
  return summarizeTcgMatches(await localTcgMatches.list(), { season, activeDeck });
}

/** GET /api/seasons/current; no current season (404) is not an error (spec part 1 §8). */
export async function fetchCurrentSeason(): Promise<Season | null> {
  try {
    return await api.seasons.current();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The CSV of every match the list shows with these filters (all pages), with a BOM so spreadsheets read UTF-8. */
export async function exportCsv(
  authenticated: boolean,
  params: TcgMatchFilters,
): Promise<string> {
  if (!authenticated) {
    return CSV_UTF8_BOM + tcgMatchesToCsv(filterLocalMatches(await localTcgMatches.list(), params));
  }
  const query = { sort: params.sort, search: params.search.trim(), seasonId: params.season?._id };
  const text = await api.tcgMatches.export(query, { timeoutMs: 60_000 });
  return text.startsWith(CSV_UTF8_BOM) ? text : CSV_UTF8_BOM + text;
}
