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
import { groupResult } from '../rules/matchResult.ts';
import { calendarDateOf } from '../rules/dates.ts';
import type { SeasonLike } from '../rules/seasons.ts';
import type { AnalyticsQuery } from '../schemas/analyticsQuery.ts';
import { analyticsMatchTest, analyticsWindow } from './matchFilters.ts';
import { compareDeckNames } from './matchupTable.ts';
import { recordOverTimeOf, recordOverviewOf } from './recordOverTime.ts';
import type { PeriodRecord, RecordOverview, RecordReading } from './recordOverTime.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import { VgcMoveUsageTally } from './vgcMoveUsage.ts';
import type { SetPokemonLike, VgcMoveUsage } from './vgcMoveUsage.ts';
import { VgcOpponentLeadsTally } from './vgcOpponentLeads.ts';
import type { VgcOpponentLeads } from './vgcOpponentLeads.ts';
import { newestFirstPlaces, teamRouter, VgcTeamBreakdownTally } from './vgcTeamBreakdown.ts';
import type { PreparedMatch, TeamBreakdownRow } from './vgcTeamBreakdown.ts';
import { VgcTeraUsageTally } from './vgcTeraUsage.ts';
import type { VgcTeraUsage } from './vgcTeraUsage.ts';
import { VgcUsageTally } from './vgcUsage.ts';
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
  // Each match's day and result once (issue 18: the filter, the records and the team breakdown's newest-first order
  // each read them again). No figure depends on the order of the matches given, but the usage figures keep the first
  // spelling met, so every pass keeps the order given (the team breakdown orders its own copy newest first).
  const test = analyticsMatchTest({ ...query, teamId: undefined }, window, 'vgc');
  const base: PreparedMatch<M>[] = [];
  if (test) {
    // `matchDayOf` read once per distinct text (matches share their days), as `calendarDateOf` reads it.
    const days = new Map<string, string | null>();
    const dayOf = (value: unknown) => {
      if (typeof value !== 'string') return calendarDateOf(value);
      let day = days.get(value);
      if (day === undefined) days.set(value, (day = calendarDateOf(value)));
      return day;
    };
    for (const match of matches) {
      const day = dayOf(match.date) ?? dayOf(match.createdAt);
      if (test.passes(match, day)) base.push({ match, day, result: groupResult(match) });
    }
  }
  // The team filter reads a team's matches as its row counts them (`analyticsTeamMatches`).
  const teamIndex = query.teamId === undefined ? -1 : teams.findIndex((t) => t._id === query.teamId);
  const teamsOf = teamIndex >= 0 ? teamRouter(teams).teamsOf : null;
  const inFilter = (match: M) =>
    query.teamId === undefined || (teamsOf ? teamsOf(match).includes(teamIndex) : match.teamId === query.teamId);

  // One pass over the games feeds every usage figure (filtered matches) and the team breakdown (all but the team
  // filter); names and lists are read once for all of them.
  const convention = query.convention;
  const reader = new VgcFactsReader();
  const usage = new VgcUsageTally(reader);
  const opponentLeads = new VgcOpponentLeadsTally(reader);
  const moves = new VgcMoveUsageTally(reader, teams);
  const tera = new VgcTeraUsageTally(reader, teams);
  const breakdown = new VgcTeamBreakdownTally(teams, convention, reader);
  const places = newestFirstPlaces(base);
  const filtered: PreparedMatch<M>[] = [];
  for (let i = 0; i < base.length; i++) {
    const prepared = base[i]!;
    const { match } = prepared;
    breakdown.startMatch(match, prepared.result, places[i]!);
    const included = inFilter(match);
    const team = included ? moves.teamOf(match) : undefined;
    if (included) {
      filtered.push(prepared);
      tera.startMatch(match);
    }
    const games = match.games ?? [];
    for (let index = 0; index < games.length; index++) {
      const game = games[index];
      const won = game?.result === 'win' ? true : game?.result === 'loss' ? false : null;
      // Each list of the game read once for every figure.
      const leads = reader.list(game?.leadPokemon);
      const opponentBrought = won === null ? null : reader.list(game!.opponentBroughtPokemon);
      breakdown.addLists(leads, opponentBrought, won, index, games.length);
      if (!included || won === null) continue;
      const brought = reader.list(game!.broughtPokemon);
      usage.addLists(leads, brought, opponentBrought!, won);
      opponentLeads.addLeads(reader.list(game!.opponentLeadPokemon), won);
      moves.addBrought(team, brought, won);
      tera.addGame(game!, won, brought);
    }
  }

  return {
    totalMatches: matches.length,
    filteredMatches: filtered.length,
    overview: recordOverviewOf(filtered, PREPARED_READING, seasons, convention),
    overTime: recordOverTimeOf(filtered, PREPARED_READING, query.granularity, convention),
    usage: usage.result(),
    opponentLeads: opponentLeads.result(),
    moves: moves.result(),
    tera: tera.result(),
    teams: breakdown.result(),
    formats: vgcFormatsOf(matches),
  };
}

const PREPARED_READING: RecordReading<PreparedMatch<unknown>> = {
  resultOf: (p) => p.result,
  dayOf: (p) => p.day,
};
