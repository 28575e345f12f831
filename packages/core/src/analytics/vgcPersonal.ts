/**
 * Personal VGC analytics in one call (issue 6): the answer of GET /api/vgcmatches/stats for members, and what the
 * browser computes for guests from their local matches and teams — the same function, so the numbers are the same.
 *
 * Definitions:
 * - Filters (`analyticsQuerySchema`): the window is the date range narrowed by the season (`analyticsWindow`), with a
 *   `seasonId` not among `seasons` reading as an empty window (the server answers 404 before that); then best-of and
 *   format (`filterAnalyticsMatches`). The team filter reads a team's matches as the team rows do
 *   (`analyticsTeamMatches`: logged with the team, or typed with its six species) when the team is among `teams`,
 *   else the matches logged with that id — so clicking a team row shows exactly the row's matches.
 * - `totalMatches`: every match given (the empty state tells "nothing logged" from "nothing in these filters");
 *   `filteredMatches`: how many pass every filter (counted games or not).
 * - `overview` (overall and per-season records), `overTime` (week or month buckets) and `teams` (per-team rows) count
 *   matches under the tie convention; the usage figures (`usage`, `opponentLeads`, `moves`, `tera`) count games,
 *   which are never ties, so the convention does not change them.
 * - `teams` applies every filter but the team one (the Teams page compares teams, one row each).
 * - `formats`: the distinct formats of all the player's matches (trimmed, non-blank, first spelling kept, compared
 *   ignoring case, A-Z), so the format filter offers every choice whatever is selected.
 */
import type { SeasonLike } from '../rules/seasons.ts';
import type { AnalyticsQuery } from '../schemas/analyticsQuery.ts';
import { analyticsWindow, filterAnalyticsMatches } from './matchFilters.ts';
import { compareDeckNames } from './matchupTable.ts';
import { recordOverTime, recordOverview } from './recordOverTime.ts';
import type { PeriodRecord, RecordOverview } from './recordOverTime.ts';
import { vgcMoveUsage } from './vgcMoveUsage.ts';
import type { SetPokemonLike, VgcMoveUsage } from './vgcMoveUsage.ts';
import { vgcOpponentLeads } from './vgcOpponentLeads.ts';
import type { VgcOpponentLeads } from './vgcOpponentLeads.ts';
import { analyticsTeamMatches, vgcTeamBreakdown } from './vgcTeamBreakdown.ts';
import type { TeamBreakdownRow } from './vgcTeamBreakdown.ts';
import { vgcTeraUsage } from './vgcTeraUsage.ts';
import type { VgcTeraUsage } from './vgcTeraUsage.ts';
import { vgcUsage } from './vgcUsage.ts';
import type { VgcUsage } from './vgcUsage.ts';

export interface VgcAnalyticsGameLike {
  result?: string | null;
  leadPokemon?: readonly string[] | null;
  opponentLeadPokemon?: readonly string[] | null;
  broughtPokemon?: readonly string[] | null;
  opponentBroughtPokemon?: readonly string[] | null;
  teraPokemon?: string | null;
  opponentTeraPokemon?: string | null;
}

/** What the VGC analytics read of a match. */
export interface VgcAnalyticsMatchLike {
  _id?: string;
  teamId?: string | null;
  playerTeam?: string | readonly string[] | null;
  format?: string | null;
  bestOf?: number | null;
  matchScore?: string | null;
  /** A result-only match's result (issue 15); its record reads it, its (absent) games add nothing to usage. */
  recordedResult?: string | null;
  date?: string | null;
  createdAt?: string | null;
  games?: readonly VgcAnalyticsGameLike[] | null;
}

/** What the VGC analytics read of a saved team: its id, name and its Pokémon's sets. */
export interface VgcAnalyticsTeamLike {
  _id: string;
  name?: string | null;
  pokemon?: readonly SetPokemonLike[] | null;
}

export interface VgcAnalyticsSeasonLike extends SeasonLike {
  _id: string;
  name: string;
  startDate: string;
  endDate: string;
}

export interface VgcPersonalAnalytics {
  totalMatches: number;
  filteredMatches: number;
  overview: RecordOverview;
  overTime: PeriodRecord[];
  usage: VgcUsage;
  opponentLeads: VgcOpponentLeads;
  moves: VgcMoveUsage;
  tera: VgcTeraUsage;
  teams: TeamBreakdownRow[];
  formats: string[];
}

/** The distinct formats of these matches (see header). */
export function vgcFormatsOf(matches: readonly { format?: string | null }[]): string[] {
  const formats = new Map<string, string>();
  for (const match of matches) {
    const format = (match.format ?? '').trim();
    if (format && !formats.has(format.toLowerCase())) formats.set(format.toLowerCase(), format);
  }
  return [...formats.values()].sort(compareDeckNames);
}

/** Every personal VGC figure of these matches under the query (see header). */
export function vgcPersonalAnalytics<M extends VgcAnalyticsMatchLike>(
  matches: readonly M[],
  options: {
    query: AnalyticsQuery;
    seasons?: readonly VgcAnalyticsSeasonLike[];
    teams?: readonly VgcAnalyticsTeamLike[];
  },
): VgcPersonalAnalytics {
  const { query } = options;
  const seasons = options.seasons ?? [];
  const teams = options.teams ?? [];
  const season = query.seasonId ? seasons.find((s) => s._id === query.seasonId) : null;
  const window = query.seasonId && !season ? { empty: true } : analyticsWindow(query, season ?? null);
  // No figure depends on the order of the matches given (the lead-pair tie rule sorts them itself).
  const base = filterAnalyticsMatches(matches, { ...query, teamId: undefined }, window, 'vgc');
  let filtered = base;
  if (query.teamId !== undefined) {
    const team = teams.find((t) => t._id === query.teamId);
    filtered = team ? analyticsTeamMatches(base, team, teams) : base.filter((m) => m.teamId === query.teamId);
  }
  const convention = query.convention;
  return {
    totalMatches: matches.length,
    filteredMatches: filtered.length,
    overview: recordOverview(filtered, seasons, convention),
    overTime: recordOverTime(filtered, query.granularity, convention),
    usage: vgcUsage(filtered),
    opponentLeads: vgcOpponentLeads(filtered),
    moves: vgcMoveUsage(filtered, teams),
    tera: vgcTeraUsage(filtered, teams),
    teams: vgcTeamBreakdown(base, teams, convention),
    formats: vgcFormatsOf(matches),
  };
}
