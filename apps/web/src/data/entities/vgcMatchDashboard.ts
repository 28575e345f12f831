/**
 * What the dashboard and the team list read about VGC matches: one page of the list, the summary (records, trends,
 * Team Performance), each team's statistics and the CSV of the shown matches. Members read the API (pages and
 * aggregates computed on the server); guests — and members whose API cannot be reached (spec part 1 §8: fetching
 * falls back to locally stored matches) — get the same answers computed in the browser by the core functions, as
 * for TCG (`tcgMatchDashboard.ts`).
 *
 * Decisions:
 * - The team filter (`teamFilter.ts`) keeps a saved team's matches by key or by its id, exactly the matches its
 *   statistics count (core `vgcMatchesOfTeam`); a filter without an id (a typed team) compares the key alone.
 * - Team statistics of a member are the server's, one request for every team; a member's team kept only in this
 *   browser (saved while the server was unreachable) has none until it reaches the account.
 */
import {
  CSV_UTF8_BOM,
  filterVgcMatches,
  inSeason,
  apiEndpoints,
  matchesWithTeamKey,
  sortVgcMatches,
  summarizeVgcMatches,
  teamFilterKey,
  teamStatsOf,
  vgcMatchesToCsv,
  type Season,
  type TeamStats,
  type VgcMatch,
  type VgcMatchPage,
  type VgcMatchSort,
  type VgcMatchSummary,
} from '@trainerlog/core';
import { api } from '../../api/typedClient.ts';
import { readThrough } from '../outbox/lastSeen.ts';
import { applyOutboxToPage } from '../outbox/offlineMatchRepository.ts';
import type { TeamFilter } from '../../navigation/teamFilter.ts';
import { localTeams } from './teams.ts';
import { localVgcMatches, remoteVgcMatches, VGC_OUTBOX } from './vgcMatches.ts';

export interface VgcMatchListParams {
  page: number;
  pageSize: number;
  search: string;
  sort: VgcMatchSort;
  /** Only matches dated within this season. */
  season: Season | null;
  /** Only this team's matches. */
  team: TeamFilter | null;
}

export type VgcMatchFilters = Omit<VgcMatchListParams, 'page' | 'pageSize'>;

function ofTeam(matches: readonly VgcMatch[], team: TeamFilter | null): VgcMatch[] {
  if (!team) return [...matches];
  const { key, teamId } = team;
  if (!teamId) return matchesWithTeamKey(matches, key);
  // core vgcMatchesOfTeam's rule, with the key the filter already carries.
  return matches.filter((m) => m.teamId === teamId || (key !== '' && teamFilterKey(m.playerTeam) === key));
}

/** The matches a list with these filters shows, in its order, before paging. */
export function filterLocalVgcMatches(matches: readonly VgcMatch[], params: VgcMatchFilters): VgcMatch[] {
  const { season } = params;
  const inScope = ofTeam(season ? matches.filter((m) => inSeason(m, season)) : matches, params.team);
  return sortVgcMatches(filterVgcMatches(inScope, params.search), params.sort);
}

/** One page of browser-stored matches, shaped like the API's page. */
export function pageOfLocalVgcMatches(matches: readonly VgcMatch[], params: VgcMatchListParams): VgcMatchPage {
  const shown = filterLocalVgcMatches(matches, params);
  const start = (params.page - 1) * params.pageSize;
  return {
    matches: shown.slice(start, start + params.pageSize),
    page: params.page,
    pageSize: params.pageSize,
    totalCount: shown.length,
    totalPages: Math.max(1, Math.ceil(shown.length / params.pageSize)),
  };
}

export async function fetchLocalVgcPage(params: VgcMatchListParams): Promise<VgcMatchPage> {
  return pageOfLocalVgcMatches(await localVgcMatches.list(), params);
}

/** The query of the list and the export for these filters (blank values left out). */
function memberQuery(params: VgcMatchFilters) {
  return {
    search: params.search.trim() || undefined,
    sort: params.sort,
    seasonId: params.season?._id,
    teamKey: params.team?.key || undefined,
    teamId: params.team?.teamId,
  };
}

/** A member's page (the last one seen while the server is unreachable), with the waiting uploads applied. */
export async function fetchMemberVgcPage(params: VgcMatchListParams): Promise<VgcMatchPage> {
  const page = await remoteVgcMatches.page({ page: params.page, pageSize: params.pageSize, ...memberQuery(params) });
  return applyOutboxToPage(VGC_OUTBOX, page);
}

export function fetchMemberVgcSummary(): Promise<VgcMatchSummary> {
  return readThrough(apiEndpoints.vgcMatches.summary.path, () => api.vgcMatches.summary());
}

/** The summary of the matches and teams kept in this browser. */
export async function fetchLocalVgcSummary(season: Season | null): Promise<VgcMatchSummary> {
  const [matches, teams] = await Promise.all([localVgcMatches.list(), localTeams.list()]);
  return summarizeVgcMatches(matches, { season, teams });
}

/** GET /api/vgcmatches/team-stats: every team of the member, in the team list's order. */
export function fetchMemberTeamStats(): Promise<TeamStats[]> {
  return readThrough(apiEndpoints.vgcMatches.teamStats.path, () => api.vgcMatches.teamStats());
}

/** Each browser-kept team's statistics over the browser-kept matches. */
export async function fetchLocalTeamStats(): Promise<TeamStats[]> {
  const [matches, teams] = await Promise.all([localVgcMatches.list(), localTeams.list()]);
  return teams.map((team) => teamStatsOf(team, matches));
}

/** The CSV of every match the list shows with these filters (all pages), with a BOM so spreadsheets read UTF-8. */
export async function exportVgcCsv(authenticated: boolean, params: VgcMatchFilters): Promise<string> {
  if (!authenticated) {
    return CSV_UTF8_BOM + vgcMatchesToCsv(filterLocalVgcMatches(await localVgcMatches.list(), params));
  }
  const text = await api.vgcMatches.export(memberQuery(params), { timeoutMs: 60_000 });
  return text.startsWith(CSV_UTF8_BOM) ? text : CSV_UTF8_BOM + text;
}
