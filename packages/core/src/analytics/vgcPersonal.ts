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
 *   matches under the tie convention; the usage figures (`usage`, `opponentLeads`, `moves`, `tera`, `mega`) count games,
 *   which are never ties, so the convention does not change them.
 * - `teams` applies every filter but the team one (the Teams page compares teams, one row each).
 * - `formats`: the distinct formats of all the player's matches (trimmed, non-blank, first spelling kept, compared
 *   ignoring case, A-Z), so the format filter offers every choice whatever is selected.
 *
 * Speed (issue 18): what depends on a match alone is worked out once per match object and kept (vgcMatchFacts.ts), so
 * callers must not change a match object once they have passed it here (a changed match is a new object — the
 * server's kept rows and the browser's fresh reads both work that way).
 */
import type { AnalyticsQuery } from '../schemas/analyticsQuery.ts';
import { analyticsWindow } from './matchFilters.ts';
import { compareDeckNames } from './matchupTable.ts';
import { DayRecords } from './recordOverTime.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import { VgcTeamSheetMovesTally } from './vgcMoveUsage.ts';
import { VgcMovesUsedTally } from './vgcMovesUsed.ts';
import { VgcOpponentLeadsTally } from './vgcOpponentLeads.ts';
import { vgcMatchesFacts, VgcMatchFactsReader } from './vgcMatchFacts.ts';
import type {
  VgcAnalyticsMatchLike,
  VgcAnalyticsSeasonLike,
  VgcAnalyticsTeamLike,
  VgcPersonalAnalytics,
} from './vgcPersonalTypes.ts';
import { teamRouter, VgcTeamBreakdownTally } from './vgcTeamBreakdown.ts';
import { VgcMegaUsageTally } from './vgcMegaUsage.ts';
import { VgcTeraUsageTally } from './vgcTeraUsage.ts';
import { VgcUsageTally } from './vgcUsage.ts';
import { VgcBringLeadTally } from './vgcBringLead.ts';

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
  const convention = query.convention;
  const reader = new VgcFactsReader();
  const factsReader = new VgcMatchFactsReader(reader);
  // Each match's facts (day, result, format, line-up, its games' name lists) are worked out once per match object and
  // kept (vgcMatchFacts.ts, issue 18), as are the places newest first of an unchanged array of matches; what is left
  // here is what depends on the query. No figure depends on the order of the matches given, but the usage figures
  // keep the first spelling met, so every pass keeps the order given (the team breakdown settles "most recent" by
  // place).
  const { all, formats, places: placesOf } = vgcMatchesFacts(matches, factsReader);
  const places = window.empty ? null : placesOf();

  // The filters but the team one (`analyticsMatchTest`), read from the facts.
  const { from, to } = window;
  const needsDay = from !== undefined || to !== undefined;
  const bestOf = query.bestOf;
  const format = query.format ? query.format.trim().toLowerCase() : undefined;
  // The team filter reads a team's matches as its row counts them (`analyticsTeamMatches`).
  const router = teamRouter(teams);
  const teamIndex = query.teamId === undefined ? -1 : teams.findIndex((t) => t._id === query.teamId);

  // One pass over the games feeds every usage figure (filtered matches) and the team breakdown (all but the team
  // filter).
  const usage = new VgcUsageTally(reader);
  const opponentLeads = new VgcOpponentLeadsTally(reader);
  const sheets = new VgcTeamSheetMovesTally(reader, teams);
  const movesUsed = new VgcMovesUsedTally(reader);
  const tera = new VgcTeraUsageTally(reader, teams);
  const mega = new VgcMegaUsageTally();
  const bringLead = new VgcBringLeadTally(reader);
  const breakdown = new VgcTeamBreakdownTally(teams, convention, reader);
  const records = new DayRecords();
  let filteredMatches = 0;
  for (let i = 0; places !== null && i < matches.length; i++) {
    const f = all[i]!;
    if (needsDay) {
      const day = f.day;
      if (!day || (from !== undefined && day < from) || (to !== undefined && day > to)) continue;
    }
    if (bestOf !== undefined && f.bestOf !== bestOf) continue;
    if (format !== undefined && f.formatKey !== format) continue;
    const match = matches[i]!;
    const counted = router.teamsOfKeyed(match.teamId, f.lineUpKey);
    breakdown.startRouted(counted, f.result, places[i]!);
    const included =
      query.teamId === undefined || (teamIndex >= 0 ? counted.includes(teamIndex) : match.teamId === query.teamId);
    const team = included ? sheets.teamOf(match) : undefined;
    if (included) {
      filteredMatches++;
      records.add(f.day, f.result);
      tera.startKnownMatch(team, f.teraRecorded, f.megaRecorded.megaFormat);
      mega.startMatch(match, f.megaRecorded);
      bringLead.startMatch(match.opponentTeam);
    }
    const games = f.games;
    for (let index = 0; index < games.length; index++) {
      const game = games[index]!;
      const won = game.won;
      breakdown.addLists(game.leads, game.opponentBrought, won, index, games.length);
      if (!included || won === null) continue;
      const brought = game.brought!;
      usage.addLists(game.leads, brought, game.opponentBrought!, won);
      opponentLeads.addLeads(game.opponentLeads!, won);
      bringLead.addLists(game.leads, brought, game.opponentLeads!, game.opponentBrought!, won);
      sheets.addBrought(team, brought, won);
      movesUsed.addGame(game.game!, won, brought);
      tera.addGame(game.game!, won, brought);
      mega.addGame(game.game!, won);
    }
  }

  return {
    totalMatches: matches.length,
    filteredMatches,
    overview: records.overview(seasons, convention),
    overTime: records.overTime(query.granularity, convention),
    usage: usage.result(),
    opponentLeads: opponentLeads.result(),
    moves: { ...movesUsed.result(), teamSheets: sheets.result() },
    tera: tera.result(),
    mega: mega.result(),
    bringLead: bringLead.result(),
    teams: breakdown.result(),
    formats: [...formats],
  };
}
