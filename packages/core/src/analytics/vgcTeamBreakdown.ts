/**
 * Per-team breakdown of the VGC analytics (issue 6: "per deck (TCG) and per team (VGC)"): one row per saved team with
 * its record, most common lead pair and its best and worst opposing Pokémon.
 *
 * Definitions:
 * - A team's matches (`analyticsTeamMatches`): those logged with the team's id, and those not logged with any of
 *   the given teams (typed Pokémon, a deleted team) whose six species are the team's (`teamFilterKey`). Unlike the
 *   dashboard's `vgcMatchesOfTeam`, a match logged with another saved team of the same six species is not counted
 *   here: players keep versions of a team (other sets) under one line-up, and analytics compare those versions. Only
 *   a typed match can count for two teams, when both have its species.
 * - Record: each match once by `groupResult` (win/loss/tie), rate, 95% Wilson interval and small flag under the tie
 *   convention (`countedRecord`; a result-only match by its recorded result); matches with neither counted games
 *   nor a recorded result are `matchesWithoutGames`, as in every record.
 * - Lead pair: `mostCommonLeadPair` over the team's matches newest first (most games, a tie to the pair led most
 *   recently, shown as last led), [] without a pair.
 * - Best and worst opposing Pokémon: among the `vgcUsage` opponent rows of the team's games (your game record against
 *   each opposing base species), best is the one with the highest 95% lower bound, worst — among the others — the
 *   one with the lowest upper bound. Ranking by the interval rather than the rate keeps a single 1-0 from beating a
 *   20-5; equal bounds go to more games, then name A-Z. Null when there is no such row (no opposing brought Pokémon
 *   recorded; worst also when only one Pokémon was met).
 * - Rows sorted by more matches, then team name A-Z; teams without matches are listed (rate null), so every team
 *   has its row.
 */
import { groupResult } from '../rules/matchResult.ts';
import { teamFilterKey } from '../rules/pokemonNames.ts';
import type { MatchLike } from '../rules/matchResult.ts';
import { matchDayOf } from '../rules/seasons.ts';
import { teamSpeciesOf } from '../rules/vgcMatchSearch.ts';
import type { SearchableVgcMatch, TeamLike } from '../rules/vgcMatchSearch.ts';
import { teamDisplayName } from '../schemas/teams.ts';
import { mostCommonLeadPair } from '../stats/vgcSummary.ts';
import type { LeadGameLike } from '../stats/vgcSummary.ts';
import { compareDeckNames } from './matchupTable.ts';
import { countedRecord } from './recordOverTime.ts';
import type { CountedRecord } from './recordOverTime.ts';
import { DEFAULT_TIE_CONVENTION } from './tieConvention.ts';
import type { TieConvention } from './tieConvention.ts';
import { vgcOpponentUsage } from './vgcUsage.ts';
import type { PokemonUsageRow, VgcUsageGameLike } from './vgcUsage.ts';

export interface BreakdownMatchLike extends SearchableVgcMatch, MatchLike {
  games?: readonly (VgcUsageGameLike & LeadGameLike)[] | null;
}

export interface BreakdownTeamLike extends TeamLike {
  name?: string | null;
}

export interface TeamBreakdownRow extends CountedRecord {
  teamId: string;
  teamName: string;
  pokemon: string[];
  matchesWithoutGames: number;
  mostCommonLeadPair: string[];
  best: PokemonUsageRow | null;
  worst: PokemonUsageRow | null;
}

const byMoreGamesThenName = (a: PokemonUsageRow, b: PokemonUsageRow) =>
  b.games - a.games || compareDeckNames(a.pokemon, b.pokemon);

/** The best and worst opposing Pokémon of these usage rows (see header). */
export function bestAndWorstOpponents(rows: readonly PokemonUsageRow[]): {
  best: PokemonUsageRow | null;
  worst: PokemonUsageRow | null;
} {
  const rated = rows.filter((row) => row.interval !== null);
  const best = [...rated].sort((a, b) => b.interval!.low - a.interval!.low || byMoreGamesThenName(a, b))[0] ?? null;
  const worst =
    rated
      .filter((row) => row !== best)
      .sort((a, b) => a.interval!.high - b.interval!.high || byMoreGamesThenName(a, b))[0] ?? null;
  return { best, worst };
}

/**
 * The matches of `team` among `matches` for the analytics (see header): logged with its id, or — when logged with
 * none of `teams` — with its six species. `keyOf` gives a match's `teamFilterKey` (callers that know it pass it).
 */
export function analyticsTeamMatches<M extends SearchableVgcMatch>(
  matches: readonly M[],
  team: TeamLike,
  teams: readonly TeamLike[],
  keyOf: (match: M) => string = (m) => teamFilterKey(m.playerTeam),
): M[] {
  const ids = new Set(teams.map((t) => t._id));
  const key = teamFilterKey(teamSpeciesOf(team));
  return matches.filter((m) =>
    m.teamId != null && ids.has(m.teamId) ? m.teamId === team._id : key !== '' && keyOf(m) === key,
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The matches newest first, exactly as `sortVgcMatches(matches, 'newest')` orders them (day, then createdAt, then
 * _id, all descending; undated last, by _id descending), with each match's day read once instead of per comparison.
 */
export function newestFirstOrder<M extends SearchableVgcMatch>(matches: readonly M[]): M[] {
  return matches
    .map((match) => ({ match, day: matchDayOf(match) }))
    .sort((a, b) => {
      if (a.day === null || b.day === null) {
        return a.day === b.day ? compareText(b.match._id ?? '', a.match._id ?? '') : a.day === null ? 1 : -1;
      }
      return (
        compareText(b.day, a.day) ||
        compareText(b.match.createdAt ?? '', a.match.createdAt ?? '') ||
        compareText(b.match._id ?? '', a.match._id ?? '')
      );
    })
    .map(({ match }) => match);
}

/** One row per team with its record, lead pair and best/worst opposing Pokémon (see header). */
export function vgcTeamBreakdown<M extends BreakdownMatchLike>(
  matches: readonly M[],
  teams: readonly BreakdownTeamLike[],
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
): TeamBreakdownRow[] {
  const newestFirst = newestFirstOrder(matches);
  // Each match's team key once, not once per team, and each distinct line-up's key once.
  const keyOfLineUp = new Map<string, string>();
  const keys = new Map(
    newestFirst.map((m) => {
      const lineUp = typeof m.playerTeam === 'string' ? m.playerTeam : (m.playerTeam ?? []).join('\n');
      let key = keyOfLineUp.get(lineUp);
      if (key === undefined) keyOfLineUp.set(lineUp, (key = teamFilterKey(m.playerTeam)));
      return [m, key];
    }),
  );
  return teams
    .map((team): TeamBreakdownRow => {
      const played = analyticsTeamMatches(newestFirst, team, teams, (m) => keys.get(m)!);
      const tally = { wins: 0, losses: 0, ties: 0 };
      let matchesWithoutGames = 0;
      for (const match of played) {
        const result = groupResult(match);
        if (result === null) matchesWithoutGames++;
        else if (result === 'win') tally.wins++;
        else if (result === 'loss') tally.losses++;
        else tally.ties++;
      }
      return {
        teamId: team._id,
        teamName: teamDisplayName(team.name),
        pokemon: teamSpeciesOf(team),
        ...countedRecord(tally, convention),
        matchesWithoutGames,
        mostCommonLeadPair: mostCommonLeadPair(played),
        ...bestAndWorstOpponents(vgcOpponentUsage(played)),
      };
    })
    .sort((a, b) => b.matches - a.matches || compareDeckNames(a.teamName, b.teamName));
}
