/**
 * Move usage of the Pokémon you brought, from the moves they were seen using (issue 29: "Move usage only from moves
 * used in replays"; spec: "VGC analytics show the top 4 moves plus 'Others'").
 *
 * Definitions:
 * - A game's moves are recorded when it has `movesUsed` (the Showdown import reads them from the replay, schemas/
 *   vgcMatches.ts); null is "not recorded" and such a game is left out (`gamesWithoutMovesUsed` counts the counted
 *   games without them). Only counted games (result 'win' or 'loss') count.
 * - In a recorded game, each Pokémon you brought (`broughtPokemon`, and any Pokémon `movesUsed` names) counts once, as
 *   a counted Pokémon (`countedSpecies`); a Pokémon brought that never moved (knocked out first) counts with no move,
 *   so a move's share is of the games the Pokémon was there, not of the games it moved.
 * - Per move: the games the Pokémon used it (names trimmed, once per game ignoring case), with your game record in
 *   them; `share` = move games / the Pokémon's recorded games. Moves sorted by more games, then A-Z; the first
 *   `TOP_MOVES` (4) are `top`, the rest fold into `others` (`moves` = their names in that order; its record and share
 *   count the games in which the Pokémon used at least one of them), null when there are none.
 * - Rows sorted by more games, then name A-Z.
 */
import { countedSpecies, countedSpeciesKey } from '../rules/countedSpecies.ts';
import type { GameLike } from '../rules/matchResult.ts';
import { compareDeckNames } from './matchupTable.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';
import type { NameListFacts, VgcFactsReader } from './vgcGameFacts.ts';

export const TOP_MOVES = 4;

export interface MovesUsedGameLike extends GameLike {
  broughtPokemon?: readonly string[] | null;
  movesUsed?: readonly { pokemon?: string | null; moves?: readonly string[] | null }[] | null;
}

export interface MoveUsageEntry extends GameSplit {
  move: string;
  /** Fraction 0..1 of the Pokémon's recorded games. */
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

export interface VgcMovesUsed {
  gamesWithMovesUsed: number;
  gamesWithoutMovesUsed: number;
  pokemon: PokemonMoveUsage[];
}

interface WL {
  wins: number;
  losses: number;
}

interface PokemonTally extends WL {
  name: string;
  /** Each distinct set of moves used in one game (keys joined by a newline) and its games. */
  games: Map<string, WL & { keys: string[] }>;
  /** Move key → name as first met. */
  names: Map<string, string>;
}

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** `vgcMovesUsed` game by game (the composite feeds it the brought lists' facts it already read). */
export class VgcMovesUsedTally {
  private readonly rows = new Map<string, PokemonTally>();
  private withMoves = 0;
  private withoutMoves = 0;

  constructor(private readonly reader: VgcFactsReader) {}

  /** A counted game (result 'win' or 'loss'); `brought` its brought list's facts when the caller has them. */
  addGame(game: MovesUsedGameLike, won: boolean, brought?: NameListFacts) {
    const used = game.movesUsed;
    if (!Array.isArray(used)) {
      this.withoutMoves++;
      return;
    }
    this.withMoves++;
    // Each Pokémon of the game once: its moves used, in the order met.
    const moves = new Map<string, { name: string; keys: string[] }>();
    for (const { key, base } of (brought ?? this.reader.list(game.broughtPokemon)).species) {
      if (!moves.has(key)) moves.set(key, { name: base, keys: [] });
    }
    for (const entry of used) {
      const name = clean(entry?.pokemon);
      if (!name) continue;
      const key = countedSpeciesKey(name);
      let pokemon = moves.get(key);
      if (!pokemon) moves.set(key, (pokemon = { name: countedSpecies(name), keys: [] }));
      const row = this.rowOf(key, pokemon.name);
      for (const raw of entry.moves ?? []) {
        const move = clean(raw);
        const moveKey = move.toLowerCase();
        if (!move || pokemon.keys.includes(moveKey)) continue;
        pokemon.keys.push(moveKey);
        if (!row.names.has(moveKey)) row.names.set(moveKey, move);
      }
    }
    for (const [key, { name, keys }] of moves) {
      const row = this.rowOf(key, name);
      if (won) row.wins++;
      else row.losses++;
      const signature = [...keys].sort().join('\n');
      let games = row.games.get(signature);
      if (!games) row.games.set(signature, (games = { wins: 0, losses: 0, keys }));
      if (won) games.wins++;
      else games.losses++;
    }
  }

  private rowOf(key: string, name: string): PokemonTally {
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = { name, wins: 0, losses: 0, games: new Map(), names: new Map() }));
    return row;
  }

  result(): VgcMovesUsed {
    return {
      gamesWithMovesUsed: this.withMoves,
      gamesWithoutMovesUsed: this.withoutMoves,
      pokemon: [...this.rows.values()]
        .map(pokemonRow)
        .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon)),
    };
  }
}

function pokemonRow(row: PokemonTally): PokemonMoveUsage {
  const games = row.wins + row.losses;
  const moves = new Map<string, WL>();
  for (const tally of row.games.values()) {
    for (const key of tally.keys) {
      const counter = moves.get(key) ?? { wins: 0, losses: 0 };
      counter.wins += tally.wins;
      counter.losses += tally.losses;
      moves.set(key, counter);
    }
  }
  const nameOf = (key: string) => row.names.get(key) ?? key;
  const ordered = [...moves.entries()].sort(
    ([keyA, a], [keyB, b]) => b.wins + b.losses - (a.wins + a.losses) || compareDeckNames(nameOf(keyA), nameOf(keyB)),
  );
  const rest = ordered.slice(TOP_MOVES);
  const restKeys = new Set(rest.map(([key]) => key));
  const other = { wins: 0, losses: 0 };
  for (const tally of row.games.values()) {
    if (!tally.keys.some((key) => restKeys.has(key))) continue;
    other.wins += tally.wins;
    other.losses += tally.losses;
  }
  return {
    pokemon: row.name,
    ...gameSplit(row.wins, row.losses),
    top: ordered.slice(0, TOP_MOVES).map(([key, c]) => ({
      move: nameOf(key),
      ...gameSplit(c.wins, c.losses),
      share: (c.wins + c.losses) / games,
    })),
    others:
      rest.length > 0
        ? {
            moves: rest.map(([key]) => nameOf(key)),
            ...gameSplit(other.wins, other.losses),
            share: (other.wins + other.losses) / games,
          }
        : null,
  };
}
