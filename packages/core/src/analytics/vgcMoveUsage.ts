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

interface Counter {
  name: string;
  wins: number;
  losses: number;
}

function bump(map: Map<string, Counter>, key: string, name: string, won: boolean): Counter {
  let counter = map.get(key);
  if (!counter) map.set(key, (counter = { name, wins: 0, losses: 0 }));
  if (won) counter.wins++;
  else counter.losses++;
  return counter;
}

/** Moves of each brought Pokémon's set, top 4 plus Others (see header). */
export function vgcMoveUsage(matches: readonly SetMatchLike[], teams: readonly SetTeamLike[]): VgcMoveUsage {
  const teamsById = new Map(teams.map((team) => [team._id, team]));
  const rows = new Map<string, { pokemon: Counter; moves: Map<string, Counter> }>();
  const perGameSets: { key: string; moves: string[]; won: boolean }[] = [];
  let gamesWithKnownSets = 0;
  let gamesWithoutKnownSets = 0;

  for (const match of matches) {
    const team = match.teamId ? teamsById.get(match.teamId) : undefined;
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      const brought = broughtOnce(game.broughtPokemon);
      if (brought.length === 0) continue;
      if (!team) {
        gamesWithoutKnownSets++;
        continue;
      }
      gamesWithKnownSets++;
      const won = game.result === 'win';
      const setsThisGame = new Set<string>();
      for (const name of brought) {
        const set = teamSetOf(team, name);
        if (!set) continue;
        const species = clean(set.species);
        const key = species.toLowerCase();
        if (setsThisGame.has(key)) continue;
        setsThisGame.add(key);
        let row = rows.get(key);
        if (!row) rows.set(key, (row = { pokemon: { name: species, wins: 0, losses: 0 }, moves: new Map() }));
        if (won) row.pokemon.wins++;
        else row.pokemon.losses++;
        const moves = broughtOnce(set.moves);
        for (const move of moves) bump(row.moves, move.toLowerCase(), move, won);
        perGameSets.push({ key, moves: moves.map((m) => m.toLowerCase()), won });
      }
    }
  }

  const topKeys = new Map<string, { top: Counter[]; rest: Counter[]; restKeys: Set<string> }>();
  for (const [key, row] of rows) {
    const ordered = [...row.moves.entries()].sort(
      ([, a], [, b]) => b.wins + b.losses - (a.wins + a.losses) || compareDeckNames(a.name, b.name),
    );
    topKeys.set(key, {
      top: ordered.slice(0, TOP_MOVES).map(([, c]) => c),
      rest: ordered.slice(TOP_MOVES).map(([, c]) => c),
      restKeys: new Set(ordered.slice(TOP_MOVES).map(([k]) => k)),
    });
  }
  // Others: the games whose set had at least one move outside the top 4.
  const others = new Map<string, { wins: number; losses: number }>();
  for (const { key, moves, won } of perGameSets) {
    const restKeys = topKeys.get(key)!.restKeys;
    if (restKeys.size === 0 || !moves.some((m) => restKeys.has(m))) continue;
    const tally = others.get(key) ?? { wins: 0, losses: 0 };
    if (won) tally.wins++;
    else tally.losses++;
    others.set(key, tally);
  }

  const pokemon = [...rows.entries()]
    .map(([key, row]): PokemonMoveUsage => {
      const games = row.pokemon.wins + row.pokemon.losses;
      const { top, rest } = topKeys.get(key)!;
      const other = others.get(key);
      return {
        pokemon: row.pokemon.name,
        ...gameSplit(row.pokemon.wins, row.pokemon.losses),
        top: top.map((c) => ({ move: c.name, ...gameSplit(c.wins, c.losses), share: (c.wins + c.losses) / games })),
        others:
          rest.length > 0 && other
            ? {
                moves: rest.map((c) => c.name),
                ...gameSplit(other.wins, other.losses),
                share: (other.wins + other.losses) / games,
              }
            : null,
      };
    })
    .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon));

  return { gamesWithKnownSets, gamesWithoutKnownSets, pokemon };
}
