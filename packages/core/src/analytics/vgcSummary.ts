/**
 * VGC dashboard figures (spec part 1 §2 "Team Performance", §3 "Team" stats): a team's statistics and the dashboard
 * summary, with the shapes of the server's GET /api/vgcmatches/team-stats and /summary (`schemas/vgcMatchApi.ts`).
 * Guests get them from the browser's matches; the server reads the same rules from its rows, so a guest who signs up
 * sees the same numbers.
 *
 * Decisions (the contract's header has the rest):
 * - Records, trend and recent form are TCG's (`winRate.ts`, `trend.ts`): newest first, won when game wins exceed
 *   losses.
 * - A team's matches are `vgcMatchesOfTeam` (same player-team key, or logged with the team's id).
 * - Lead pair: every game with exactly two leads (trimmed, blanks dropped) counts once for its pair, the same pair
 *   whatever the order or letter case of its names. The most games wins; a tie goes to the pair whose latest game is
 *   the most recent, reading games from the latest back (newest match first, a match's last game first). The names
 *   are shown as that latest game led them (its order and spelling). The server applies the same rule in SQL.
 * - Unique opponents: distinct `teamFilterKey` of the opponent's team; a match without an opponent team adds none.
 * - Most used team: most matches; ties go to the team whose latest match is newer, then to the earlier team in the
 *   list given; null when no team has a match.
 */
import type { GameLike, MatchLike } from '../rules/matchResult.ts';
import { teamFilterKey } from '../rules/pokemonNames.ts';
import { inSeason, type DatedLike } from '../rules/seasons.ts';
import {
  sortVgcMatches,
  teamSpeciesOf,
  vgcMatchesOfTeam,
  type SearchableVgcMatch,
  type TeamLike,
} from '../rules/vgcMatchSearch.ts';
import type { Season } from '../schemas/seasons.ts';
import { teamDisplayName } from '../schemas/teams.ts';
import type { TeamStats, VgcMatchSummary } from '../schemas/vgcMatchApi.ts';
import { recentForm, recordWithTrend, trend } from './trend.ts';
import { record } from './winRate.ts';

export interface LeadGameLike extends GameLike {
  leadPokemon?: readonly string[] | null;
}

export type SummarisableVgcMatch = MatchLike &
  DatedLike &
  SearchableVgcMatch & {
    games?: readonly LeadGameLike[] | null;
    opponentTeam?: string | readonly string[] | null;
  };

export interface StatsTeam extends TeamLike {
  name?: string | null;
}

/**
 * The pair led together most often, in the newest-first matches given (see header); [] without a pair. The server
 * computes the same in SQL from `vgc_matches.lead_pairs` (apps/server vgc-matches/summary.ts): identity ignoring case
 * and order, ties to the pair whose latest game is the most recent, names as that game led them.
 */
export function mostCommonLeadPair(
  matchesNewestFirst: readonly { games?: readonly LeadGameLike[] | null }[],
): string[] {
  // Keyed by the pair ignoring case and order; `names` is the first game met (the most recent), in its lead order.
  const pairs = new Map<string, { names: string[]; count: number; recency: number }>();
  // The key of each pair as written, worked out once (the same pairs come back game after game).
  const keyOfWritten = new Map<string, string>();
  let recency = 0;
  for (const match of matchesNewestFirst) {
    const games = match.games ?? [];
    for (let index = games.length - 1; index >= 0; index--) {
      const leads = (games[index]?.leadPokemon ?? []).map((name) => String(name ?? '').trim()).filter(Boolean);
      if (leads.length !== 2) continue;
      const written = `${leads[0]}\n${leads[1]}`;
      let key = keyOfWritten.get(written);
      if (key === undefined) {
        key = leads
          .map((name) => name.toLowerCase())
          .sort()
          .join('\n');
        keyOfWritten.set(written, key);
      }
      const pair = pairs.get(key) ?? { names: leads, count: 0, recency: recency++ };
      pair.count++;
      pairs.set(key, pair);
    }
  }
  let best: { names: string[]; count: number; recency: number } | undefined;
  // Most games; an equal count goes to the pair met first, i.e. led most recently.
  for (const pair of pairs.values()) {
    if (!best || pair.count > best.count || (pair.count === best.count && pair.recency < best.recency)) best = pair;
  }
  return best ? [...best.names] : [];
}

/**
 * A team's statistics from its matches, newest first. `opponentKeyOf` lets a caller that stores each match's
 * opponent key (the server) skip recomputing it.
 */
export function teamStatsFromMatches<M extends SummarisableVgcMatch>(
  team: StatsTeam,
  teamMatchesNewestFirst: readonly M[],
  opponentKeyOf: (match: M) => string = (m) => teamFilterKey(m.opponentTeam),
): TeamStats {
  const opponents = new Set(teamMatchesNewestFirst.map(opponentKeyOf).filter((key) => key !== ''));
  return {
    teamId: team._id,
    teamName: teamDisplayName(team.name),
    pokemon: teamSpeciesOf(team),
    ...record(teamMatchesNewestFirst),
    mostCommonLeadPair: mostCommonLeadPair(teamMatchesNewestFirst),
    uniqueOpponentsCount: opponents.size,
    recentForm: recentForm(teamMatchesNewestFirst),
    trend: trend(teamMatchesNewestFirst),
  };
}

/** A team's statistics over any matches (its own are picked out). */
export function teamStatsOf(team: StatsTeam, matches: readonly SummarisableVgcMatch[]): TeamStats {
  return teamStatsFromMatches(team, vgcMatchesOfTeam(sortVgcMatches(matches, 'newest'), team));
}

/** The dashboard summary of these matches (see header and `vgcMatchSummarySchema`). */
export function summarizeVgcMatches(
  matches: readonly SummarisableVgcMatch[],
  options: { season?: Season | null; teams?: readonly StatsTeam[] } = {},
): VgcMatchSummary {
  const ordered = sortVgcMatches(matches, 'newest');
  const season = options.season ?? null;
  const teams = options.teams ?? [];
  // Each match's key once, not once per team.
  const keys = new Map(ordered.map((m) => [m, teamFilterKey(m.playerTeam)]));
  let mostUsed: { team: StatsTeam; played: SummarisableVgcMatch[]; latest: number } | null = null;
  for (const team of teams) {
    const played = vgcMatchesOfTeam(ordered, team, (m) => keys.get(m)!);
    if (played.length === 0) continue;
    const latest = ordered.indexOf(played[0]!);
    if (
      !mostUsed ||
      played.length > mostUsed.played.length ||
      (played.length === mostUsed.played.length && latest < mostUsed.latest)
    ) {
      mostUsed = { team, played, latest };
    }
  }
  return {
    allTime: recordWithTrend(ordered),
    season: season ? { ...recordWithTrend(ordered.filter((m) => inSeason(m, season))), season } : null,
    teamCount: teams.length,
    mostUsedTeam: mostUsed ? teamStatsFromMatches(mostUsed.team, mostUsed.played) : null,
    totalMatches: ordered.length,
  };
}
