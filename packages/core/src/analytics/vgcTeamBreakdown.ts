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
 * - Record: each match once by `analyticsResult` (win/loss/tie), rate, 95% Wilson interval and small flag under the tie
 *   convention (`countedRecord`; a result-only match by its recorded result); matches with neither counted games
 *   nor a recorded result are `matchesWithoutGames`, as in every record.
 * - Lead pair: `mostCommonLeadPair` over the team's matches newest first (most games, a tie to the pair led most
 *   recently, shown as last led), [] without a pair.
 * - Best and worst opposing Pokémon: among the `vgcUsage` opponent rows of the team's games (your game record against
 *   each opposing Pokémon as `countedSpecies` names it), best is the one with the highest 95% lower bound, worst — among the others — the
 *   one with the lowest upper bound. Ranking by the interval rather than the rate keeps a single 1-0 from beating a
 *   20-5; equal bounds go to more games, then name A-Z. Null when there is no such row (no opposing brought Pokémon
 *   recorded; worst also when only one Pokémon was met).
 * - Rows sorted by more matches, then team name A-Z; teams without matches are listed (rate null), so every team
 *   has its row.
 */
import { analyticsResult } from '../rules/matchResult.ts';
import { teamFilterKey } from '../rules/pokemonNames.ts';
import type { MatchLike, MatchOutcome } from '../rules/matchResult.ts';
import { matchDayOf } from '../rules/seasons.ts';
import { teamSpeciesOf } from '../rules/vgcMatchSearch.ts';
import type { SearchableVgcMatch, TeamLike } from '../rules/vgcMatchSearch.ts';
import { teamDisplayName } from '../schemas/teams.ts';
import type { LeadGameLike } from './vgcSummary.ts';
import { compareDeckNames } from './matchupTable.ts';
import { countedRecord } from './recordOverTime.ts';
import type { CountedRecord } from './recordOverTime.ts';
import { DEFAULT_TIE_CONVENTION } from './winRate.ts';
import type { TieConvention } from './winRate.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import type { NameListFacts } from './vgcGameFacts.ts';
import { SpeciesTally } from './vgcUsage.ts';
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

/** A match with what the breakdown reads of it worked out once: its day (`matchDayOf`) and `analyticsResult`. */
export interface PreparedMatch<M> {
  match: M;
  day: string | null;
  result: MatchOutcome | null;
}

/**
 * Each prepared match's place newest first (0 the newest), as `sortVgcMatches(matches, 'newest')` orders their
 * matches (day, then createdAt, then _id, all descending; undated last, by _id descending; a stable sort). Only the
 * places are needed: the breakdown reads the matches in the order given, which keeps memory reads in order (walking
 * 10,000 matches in date order cost twice as much), and settles "most recent" by place.
 */
export function newestFirstPlaces<M extends SearchableVgcMatch>(prepared: readonly PreparedMatch<M>[]): Int32Array {
  // A day (always YYYY-MM-DD) as the number YYYYMMDD, which orders as the text does; -1 without a day.
  const dayNumbers = new Map<string, number>();
  const dayNumber = (day: string | null) => {
    if (day === null) return -1;
    let n = dayNumbers.get(day);
    if (n === undefined) dayNumbers.set(day, (n = Number(day.replaceAll('-', ''))));
    return n;
  };
  // Matches grouped by day, days newest first, each day's matches ordered by createdAt then _id (undated: _id only),
  // stably: the order of the one sort by (day, createdAt, _id) with far fewer comparisons (issue 18), as matches
  // fall on a few hundred days.
  const byDay = new Map<number, { i: number; createdAt: string; id: string }[]>();
  for (let i = 0; i < prepared.length; i++) {
    const p = prepared[i]!;
    const day = dayNumber(p.day);
    let matches = byDay.get(day);
    if (!matches) byDay.set(day, (matches = []));
    matches.push({ i, createdAt: p.match.createdAt ?? '', id: p.match._id ?? '' });
  }
  const days = [...byDay.keys()].sort((a, b) => (a < 0 || b < 0 ? (a === b ? 0 : a < 0 ? 1 : -1) : b - a));
  const places = new Int32Array(prepared.length);
  let place = 0;
  for (const day of days) {
    const matches = byDay.get(day)!;
    if (matches.length > 1) {
      matches.sort(
        day < 0
          ? (a, b) => compareText(b.id, a.id)
          : (a, b) => compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id),
      );
    }
    for (const m of matches) places[m.i] = place++;
  }
  return places;
}

/**
 * Which of `teams` each match counts for, as `analyticsTeamMatches` reads it for every team at once: the teams with
 * its id when it is logged with one of them, else the teams with its six species. Line-ups' keys are worked out once.
 */
export function teamRouter(teams: readonly TeamLike[]): {
  teamsOf: (match: SearchableVgcMatch) => readonly number[];
  /** `teamsOf` from the match's teamId and its line-up's `teamFilterKey`, for callers that keep the key. */
  teamsOfKeyed: (teamId: string | null | undefined, lineUpKey: string) => readonly number[];
  keyOfTeam: (index: number) => string;
} {
  const byId = new Map<string, number[]>();
  const byKey = new Map<string, number[]>();
  const teamKeys = teams.map((team, i) => {
    const ids = byId.get(team._id);
    if (ids) ids.push(i);
    else byId.set(team._id, [i]);
    const key = teamFilterKey(teamSpeciesOf(team));
    if (key !== '') {
      const same = byKey.get(key);
      if (same) same.push(i);
      else byKey.set(key, [i]);
    }
    return key;
  });
  const keyOfLineUp = new Map<string, string>();
  const none: readonly number[] = [];
  return {
    teamsOf: (match) => {
      if (match.teamId != null) {
        const logged = byId.get(match.teamId);
        if (logged) return logged;
      }
      const lineUp = typeof match.playerTeam === 'string' ? match.playerTeam : (match.playerTeam ?? []).join('\n');
      let key = keyOfLineUp.get(lineUp);
      if (key === undefined) keyOfLineUp.set(lineUp, (key = teamFilterKey(match.playerTeam)));
      return byKey.get(key) ?? none;
    },
    teamsOfKeyed: (teamId, lineUpKey) => {
      if (teamId != null) {
        const logged = byId.get(teamId);
        if (logged) return logged;
      }
      return byKey.get(lineUpKey) ?? none;
    },
    keyOfTeam: (index) => teamKeys[index]!,
  };
}

interface TeamTally {
  wins: number;
  losses: number;
  ties: number;
  matchesWithoutGames: number;
  /**
   * `mostCommonLeadPair`'s pairs: games, and the names of the most recent game led with the pair, at its place
   * (match newest first, then the match's last game first).
   */
  pairs: Map<string, { names: string[]; count: number; place: number; game: number }>;
  opponents: SpeciesTally;
}

/**
 * `vgcTeamBreakdown` match by match in any order (see header), each match with its place newest first
 * (`newestFirstPlaces`), its names read through a shared `VgcFactsReader` (the composite feeds it in its one pass).
 */
export class VgcTeamBreakdownTally {
  private readonly teamsOf: (match: SearchableVgcMatch) => readonly number[];
  private readonly tallies: TeamTally[];
  private counted: readonly number[] = [];
  private place = 0;

  constructor(
    private readonly teams: readonly BreakdownTeamLike[],
    private readonly convention: TieConvention,
    private readonly reader: VgcFactsReader,
  ) {
    this.teamsOf = teamRouter(teams).teamsOf;
    this.tallies = teams.map(() => ({
      wins: 0,
      losses: 0,
      ties: 0,
      matchesWithoutGames: 0,
      pairs: new Map(),
      opponents: new SpeciesTally(),
    }));
  }

  /** Starts a match: the teams it counts for take its result; its games follow (`addGame`, every game). */
  startMatch(match: SearchableVgcMatch, result: MatchOutcome | null, place: number) {
    this.startRouted(this.teamsOf(match), result, place);
  }

  /** `startMatch` with the teams the match counts for (`teamRouter`'s indices) already worked out by the caller. */
  startRouted(counted: readonly number[], result: MatchOutcome | null, place: number) {
    this.counted = counted;
    this.place = place;
    for (const i of this.counted) {
      const tally = this.tallies[i]!;
      if (result === null) tally.matchesWithoutGames++;
      else if (result === 'win') tally.wins++;
      else if (result === 'loss') tally.losses++;
      else tally.ties++;
    }
  }

  /** Every game of the match last started, counted or not; `index` its place in the match, of `count` games. */
  addGame(game: (VgcUsageGameLike & LeadGameLike) | null | undefined, index: number, count: number) {
    if (this.counted.length === 0) return;
    const won = game?.result === 'win' ? true : game?.result === 'loss' ? false : null;
    this.addLists(
      this.reader.list(game?.leadPokemon),
      won === null ? null : this.reader.list(game?.opponentBroughtPokemon),
      won,
      index,
      count,
    );
  }

  /**
   * A game by its lists' facts: its leads, and for a counted game (`won` not null) the opponent's brought list.
   */
  addLists(
    leads: NameListFacts,
    opponentBrought: NameListFacts | null,
    won: boolean | null,
    index: number,
    count: number,
  ) {
    const counted = this.counted;
    if (counted.length === 0) return;
    const key = leads.leadPairKey;
    if (key !== null) {
      // `mostCommonLeadPair` reads a match's games last first.
      const fromLast = count - 1 - index;
      for (const i of counted) {
        const pairs = this.tallies[i]!.pairs;
        const pair = pairs.get(key);
        if (!pair) pairs.set(key, { names: leads.cleaned, count: 1, place: this.place, game: fromLast });
        else {
          pair.count++;
          if (this.place < pair.place || (this.place === pair.place && fromLast < pair.game)) {
            pair.names = leads.cleaned;
            pair.place = this.place;
            pair.game = fromLast;
          }
        }
      }
    }
    if (won === null || !opponentBrought) return;
    const species = opponentBrought.species;
    // The opposing Pokémon are read newest match first, a match's games in order.
    for (const i of counted) this.tallies[i]!.opponents.add(species, won, this.place, index);
  }

  result(): TeamBreakdownRow[] {
    return this.teams
      .map((team, i): TeamBreakdownRow => {
        const tally = this.tallies[i]!;
        let best: { names: string[]; count: number; place: number; game: number } | undefined;
        // Most games; an equal count goes to the pair led most recently.
        for (const pair of tally.pairs.values()) {
          if (
            !best ||
            pair.count > best.count ||
            (pair.count === best.count &&
              (pair.place < best.place || (pair.place === best.place && pair.game < best.game)))
          )
            best = pair;
        }
        return {
          teamId: team._id,
          teamName: teamDisplayName(team.name),
          pokemon: teamSpeciesOf(team),
          ...countedRecord(tally, this.convention),
          matchesWithoutGames: tally.matchesWithoutGames,
          mostCommonLeadPair: best ? [...best.names] : [],
          ...bestAndWorstOpponents(tally.opponents.rowsOf()),
        };
      })
      .sort((a, b) => b.matches - a.matches || compareDeckNames(a.teamName, b.teamName));
  }
}

/** One row per team with its record, lead pair and best/worst opposing Pokémon (see header). */
export function vgcTeamBreakdown<M extends BreakdownMatchLike>(
  matches: readonly M[],
  teams: readonly BreakdownTeamLike[],
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
): TeamBreakdownRow[] {
  const prepared = matches.map((match) => ({ match, day: matchDayOf(match), result: analyticsResult(match) }));
  const places = newestFirstPlaces(prepared);
  const breakdown = new VgcTeamBreakdownTally(teams, convention, new VgcFactsReader());
  prepared.forEach(({ match, result }, i) => {
    breakdown.startMatch(match, result, places[i]!);
    const games = match.games ?? [];
    games.forEach((game, index) => breakdown.addGame(game, index, games.length));
  });
  return breakdown.result();
}
