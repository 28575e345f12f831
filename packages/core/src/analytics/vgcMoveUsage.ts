/**
 * Move usage of the Pokémon you brought (issue 6: "move usage top 4 plus 'Others' where moves are known"; spec:
 * "VGC analytics show the top 4 moves plus 'Others'").
 *
 * Definitions:
 * - Matches do not record the moves clicked in battle. What is known is the set each Pokémon had on the saved team
 *   the match was logged with (`teamId`; a team holds up to 4 moves per Pokémon). So "moves are known" for a game when
 *   its match's `teamId` is one of the player's teams given here; such a game counts, for each Pokémon brought, every
 *   move of that Pokémon's set once. The set read is the team as it is now (a team edited since is read as edited).
 * - Only counted games (result 'win' or 'loss') with a brought list count. `gamesWithKnownSets` counts those whose
 *   team is known, `gamesWithoutKnownSets` those whose team is not (typed Pokémon, a deleted team, a browser team the
 *   server never saw), so the screen can say what part of the games the figures cover.
 * - A brought name finds its set by species ignoring case, else by base species when exactly one team member has it
 *   (a stored `Urshifu` from Showdown's `Urshifu-*` preview finds `Urshifu-Rapid-Strike`). A name with no set on the
 *   team is left out.
 * - One row per Pokémon, keyed by the set's species ignoring case, shown in the spelling first met; `games`, `wins`,
 *   `losses`, rate and interval are the games it was brought with a known set (a `GameSplit`).
 * - Per move: the games its set had it (moves trimmed, once per set ignoring case), with your game record in them;
 *   `share` = move games / the Pokémon's games. Moves sorted by more games, then A-Z; the first `TOP_MOVES` (4) are
 *   `top`, the rest are folded into `others` (`moves` = their names in that order; its record and share count the
 *   games whose set had at least one of them), null when there are none. Others appears when one species had
 *   different sets over the counted games (on two teams, say).
 * - Rows sorted by more games, then name A-Z.
 */
import { baseSpeciesName } from '../rules/pokemonNames.ts';
import type { GameLike } from '../rules/matchResult.ts';
import { compareDeckNames } from './matchupTable.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import type { NameListFacts } from './vgcGameFacts.ts';

export const TOP_MOVES = 4;

export interface SetPokemonLike {
  species?: string | null;
  moves?: readonly string[] | null;
  teraType?: string | null;
}

/** A saved team as the VGC analytics read it: its id and its Pokémon's sets. */
export interface SetTeamLike {
  _id: string;
  pokemon?: readonly SetPokemonLike[] | null;
}

export interface SetGameLike extends GameLike {
  broughtPokemon?: readonly string[] | null;
}

export interface SetMatchLike {
  teamId?: string | null;
  games?: readonly SetGameLike[] | null;
}

export interface MoveUsageEntry extends GameSplit {
  move: string;
  /** Fraction 0..1 of the Pokémon's games. */
  share: number;
}

export interface OtherMovesEntry extends GameSplit {
  moves: string[];
  share: number;
}

export interface PokemonMoveUsage extends GameSplit {
  pokemon: string;
  top: MoveUsageEntry[];
  others: OtherMovesEntry | null;
}

export interface VgcMoveUsage {
  gamesWithKnownSets: number;
  gamesWithoutKnownSets: number;
  pokemon: PokemonMoveUsage[];
}

const clean = (name: unknown) => String(name ?? '').trim();

/** The set of `name` on the team (see header), or null. */
export function teamSetOf<P extends SetPokemonLike>(team: { pokemon?: readonly P[] | null }, name: string): P | null {
  const wanted = clean(name).toLowerCase();
  if (!wanted) return null;
  const members = (team.pokemon ?? []).filter((p) => clean(p?.species) !== '');
  const exact = members.find((p) => clean(p.species).toLowerCase() === wanted);
  if (exact) return exact;
  const base = baseSpeciesName(clean(name)).toLowerCase();
  const sameBase = members.filter((p) => baseSpeciesName(clean(p.species)).toLowerCase() === base);
  return sameBase.length === 1 ? sameBase[0]! : null;
}

/** `teamSetOf` remembered per team and name, for one pass over many games (teams are not changed meanwhile). */
export function setFinder(): <P extends SetPokemonLike>(
  team: { pokemon?: readonly P[] | null },
  name: string,
) => P | null {
  const found = new Map<object, Map<string, SetPokemonLike | null>>();
  return <P extends SetPokemonLike>(team: { pokemon?: readonly P[] | null }, name: string): P | null => {
    let byName = found.get(team);
    if (!byName) found.set(team, (byName = new Map()));
    if (!byName.has(name)) byName.set(name, teamSetOf(team, name));
    return byName.get(name) as P | null;
  };
}

/** The brought names of a game, once each ignoring case. */
export function broughtOnce(names: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names ?? []) {
    const name = clean(raw);
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

interface WL {
  wins: number;
  losses: number;
}

interface Counter extends WL {
  name: string;
}

type MoveRow = { name: string; wins: number; losses: number; sets: Map<SetPokemonLike, WL> };

/** The counted games of one team's matches with one brought list. */
interface BroughtGames extends WL {
  team: SetTeamLike;
  brought: NameListFacts;
}

/** A brought list's sets on one team, once per set species (the sets a game counts). */
interface BroughtSet {
  set: SetPokemonLike;
  key: string;
  species: string;
}

/** `vgcMoveUsage` match by match, reading the lists through a shared `VgcFactsReader` (the composite feeds it). */
export class VgcMoveUsageTally {
  private readonly teamsById: Map<string, SetTeamLike>;
  private readonly setOf = setFinder();
  // The games of each team and distinct brought list, in the order first met; the rows are summed from them when
  // asked (issue 18: a game adds one entry, not one per Pokémon and set).
  private readonly lists = new Map<SetTeamLike, Map<NameListFacts, BroughtGames>>();
  private readonly listsInOrder: BroughtGames[] = [];
  // Each brought list's sets per team, for this computation (teams may be edited between computations).
  private readonly setsByTeam = new Map<SetTeamLike, Map<NameListFacts, BroughtSet[]>>();
  private gamesWithKnownSets = 0;
  private gamesWithoutKnownSets = 0;

  constructor(
    private readonly reader: VgcFactsReader,
    teams: readonly SetTeamLike[],
  ) {
    this.teamsById = new Map(teams.map((team) => [team._id, team]));
  }

  /** The match's saved team, whose sets its games read (undefined when not one of the teams given). */
  teamOf(match: { teamId?: string | null }): SetTeamLike | undefined {
    return match.teamId ? this.teamsById.get(match.teamId) : undefined;
  }

  /** A counted game (result 'win' or 'loss') of a match logged with `team`. */
  addGame(team: SetTeamLike | undefined, game: SetGameLike, won: boolean) {
    this.addBrought(team, this.reader.list(game.broughtPokemon), won);
  }

  /** A counted game by its brought list's facts. */
  addBrought(team: SetTeamLike | undefined, brought: NameListFacts, won: boolean) {
    if (brought.once.length === 0) return;
    if (!team) {
      this.gamesWithoutKnownSets++;
      return;
    }
    this.gamesWithKnownSets++;
    let byList = this.lists.get(team);
    if (!byList) this.lists.set(team, (byList = new Map()));
    let games = byList.get(brought);
    if (!games) {
      byList.set(brought, (games = { team, brought, wins: 0, losses: 0 }));
      this.listsInOrder.push(games);
    }
    if (won) games.wins++;
    else games.losses++;
  }

  /**
   * Per Pokémon (set species, lower case): its record and the record of each distinct set it was brought with. The
   * lists are read in the order first met, so names and sets come in the order of their first game.
   */
  private rows(): Map<string, MoveRow> {
    const rows = new Map<string, MoveRow>();
    for (const games of this.listsInOrder) {
      for (const { set, key, species } of this.broughtSets(games.team, games.brought)) {
        let row = rows.get(key);
        if (!row) rows.set(key, (row = { name: species, wins: 0, losses: 0, sets: new Map() }));
        let tally = row.sets.get(set);
        if (!tally) row.sets.set(set, (tally = { wins: 0, losses: 0 }));
        row.wins += games.wins;
        row.losses += games.losses;
        tally.wins += games.wins;
        tally.losses += games.losses;
      }
    }
    return rows;
  }

  private broughtSets(team: SetTeamLike, brought: NameListFacts): BroughtSet[] {
    let byList = this.setsByTeam.get(team);
    if (!byList) this.setsByTeam.set(team, (byList = new Map()));
    let sets = byList.get(brought);
    if (sets) return sets;
    sets = [];
    const keys = new Set<string>();
    for (const name of brought.once) {
      const set = this.setOf(team, name);
      if (!set) continue;
      const species = clean(set.species);
      const key = species.toLowerCase();
      if (keys.has(key)) continue;
      keys.add(key);
      sets.push({ set, key, species });
    }
    byList.set(brought, sets);
    return sets;
  }

  result(): VgcMoveUsage {
    return {
      gamesWithKnownSets: this.gamesWithKnownSets,
      gamesWithoutKnownSets: this.gamesWithoutKnownSets,
      pokemon: moveRows(this.rows()),
    };
  }
}

/** Moves of each brought Pokémon's set, top 4 plus Others (see header). */
export function vgcMoveUsage(matches: readonly SetMatchLike[], teams: readonly SetTeamLike[]): VgcMoveUsage {
  const moves = new VgcMoveUsageTally(new VgcFactsReader(), teams);
  for (const match of matches) {
    const team = moves.teamOf(match);
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      moves.addGame(team, game, game.result === 'win');
    }
  }
  return moves.result();
}

function moveRows(rows: Map<string, MoveRow>): PokemonMoveUsage[] {
  return [...rows.values()]
    .map((row): PokemonMoveUsage => {
      const games = row.wins + row.losses;
      // Each move: the games of every set that has it.
      const moves = new Map<string, Counter>();
      const setMoves = [...row.sets].map(([set, tally]) => {
        const keys = broughtOnce(set.moves).map((move) => {
          const key = move.toLowerCase();
          const counter = moves.get(key) ?? { name: move, wins: 0, losses: 0 };
          counter.wins += tally.wins;
          counter.losses += tally.losses;
          moves.set(key, counter);
          return key;
        });
        return { keys, tally };
      });
      const ordered = [...moves.entries()].sort(
        ([, a], [, b]) => b.wins + b.losses - (a.wins + a.losses) || compareDeckNames(a.name, b.name),
      );
      const rest = ordered.slice(TOP_MOVES);
      const restKeys = new Set(rest.map(([key]) => key));
      // Others: the games whose set had at least one move outside the top 4.
      const other = { wins: 0, losses: 0 };
      for (const { keys, tally } of setMoves) {
        if (!keys.some((key) => restKeys.has(key))) continue;
        other.wins += tally.wins;
        other.losses += tally.losses;
      }
      return {
        pokemon: row.name,
        ...gameSplit(row.wins, row.losses),
        top: ordered
          .slice(0, TOP_MOVES)
          .map(([, c]) => ({ move: c.name, ...gameSplit(c.wins, c.losses), share: (c.wins + c.losses) / games })),
        others:
          rest.length > 0
            ? {
                moves: rest.map(([, c]) => c.name),
                ...gameSplit(other.wins, other.losses),
                share: (other.wins + other.losses) / games,
              }
            : null,
      };
    })
    .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon));
}
