/**
 * Tera usage (issue 6: "Tera usage where known"): how often you and your opponents terastallized, with which
 * Pokémon, your game win rate when you did and when you did not, and the Tera types of your brought Pokémon's sets.
 *
 * Definitions:
 * - Counts games (results 'win' and 'loss' only), as every VGC usage figure; every rate is YOUR game win rate.
 * - A game records `teraPokemon` (yours) and `opponentTeraPokemon`, each a name or null. Null cannot tell "did not
 *   terastallize" from "not recorded", so Tera is read as recorded per match: a match in which at least one game
 *   names a Tera Pokémon, on either side, is a recorded match, and in it a game with no name on a side is a game that
 *   side did not terastallize. Matches with no Tera named at all are left out of every Tera figure
 *   (`recordedGames` says how many games are in). This assumes a player who notes Tera notes both sides; a game in
 *   which nobody terastallized, in a match where nobody ever did, is not counted.
 * - For each side: `terastallized` and `didNot` are the game splits of recorded games with and without a Tera on
 *   that side; `share` = terastallized games / recorded games (null without recorded games); `pokemon` counts the
 *   Tera Pokémon by base species (as brought rows in `vgcUsage`), `share` there over that side's terastallized games.
 * - `own.types`: the Tera type of your Tera Pokémon's set on the match's saved team (`teamId`, found as move usage
 *   finds sets, `vgcMoveUsage.ts`), when the team is known and the set has a type; `share` over the games with a
 *   type known.
 * - `broughtTeraTypes`: every counted game's brought Pokémon with a known set (no Tera record needed), one row per
 *   Pokémon and set Tera type (the same species may carry different types on two teams): the games brought with it.
 *   Blank types are left out.
 * - Rows sorted by more games, then name A-Z.
 */
import { baseSpeciesName } from '../rules/pokemonNames.ts';
import { compareDeckNames } from './matchupTable.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';
import { broughtOnce, setFinder } from './vgcMoveUsage.ts';
import type { SetGameLike, SetTeamLike } from './vgcMoveUsage.ts';

export interface TeraGameLike extends SetGameLike {
  teraPokemon?: string | null;
  opponentTeraPokemon?: string | null;
}

export interface TeraMatchLike {
  teamId?: string | null;
  games?: readonly TeraGameLike[] | null;
}

export interface TeraPokemonRow extends GameSplit {
  pokemon: string;
  /** Fraction 0..1 of the side's terastallized games. */
  share: number;
}

export interface TeraTypeRow extends GameSplit {
  teraType: string;
  share: number;
}

export interface TeraSide {
  terastallized: GameSplit;
  didNot: GameSplit;
  /** Terastallized games / recorded games, null without recorded games. */
  share: number | null;
  pokemon: TeraPokemonRow[];
}

export interface BroughtTeraTypeRow {
  pokemon: string;
  teraType: string;
  games: number;
}

export interface VgcTeraUsage {
  /** Counted games (win or loss). */
  games: number;
  /** Counted games of matches with Tera recorded. */
  recordedGames: number;
  own: TeraSide & { types: TeraTypeRow[] };
  opponent: TeraSide;
  broughtTeraTypes: BroughtTeraTypeRow[];
}

interface WL {
  wins: number;
  losses: number;
}
interface Named extends WL {
  name: string;
}

const named = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function bump<T extends WL>(map: Map<string, T>, key: string, make: () => T, won: boolean) {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = make()));
  if (won) entry.wins++;
  else entry.losses++;
}

function side() {
  return { yes: { wins: 0, losses: 0 }, no: { wins: 0, losses: 0 }, pokemon: new Map<string, Named>() };
}

function sideResult(s: ReturnType<typeof side>, recordedGames: number): TeraSide {
  const terastallized = gameSplit(s.yes.wins, s.yes.losses);
  return {
    terastallized,
    didNot: gameSplit(s.no.wins, s.no.losses),
    share: recordedGames > 0 ? terastallized.games / recordedGames : null,
    pokemon: [...s.pokemon.values()]
      .map((t) => ({
        pokemon: t.name,
        ...gameSplit(t.wins, t.losses),
        share: (t.wins + t.losses) / terastallized.games,
      }))
      .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon)),
  };
}

/** Tera usage of these matches (see header); `teams` are the player's saved teams, for the sets' Tera types. */
export function vgcTeraUsage(matches: readonly TeraMatchLike[], teams: readonly SetTeamLike[] = []): VgcTeraUsage {
  const teamsById = new Map(teams.map((team) => [team._id, team]));
  const setOf = setFinder();
  const own = side();
  const opponent = side();
  const types = new Map<string, Named>();
  const brought = new Map<string, { pokemon: string; teraType: string; games: number }>();
  let games = 0;
  let recordedGames = 0;
  // Each set's species and Tera type as a row key, worked out once (issue 18: they were rebuilt for every brought
  // Pokémon of every game).
  const typedSets = new Map<object, { key: string; species: string; teraType: string } | null>();

  for (const match of matches) {
    const team = match.teamId ? teamsById.get(match.teamId) : undefined;
    const list = match.games ?? [];
    const recorded = list.some((g) => named(g?.teraPokemon) !== '' || named(g?.opponentTeraPokemon) !== '');
    for (const game of list) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      const won = game.result === 'win';
      games++;

      if (team) {
        for (const name of broughtOnce(game.broughtPokemon)) {
          const set = setOf(team, name);
          if (!set) continue;
          let typed = typedSets.get(set);
          if (typed === undefined) {
            const teraType = named(set.teraType);
            const species = named(set.species);
            typed = teraType ? { key: `${species.toLowerCase()}\n${teraType.toLowerCase()}`, species, teraType } : null;
            typedSets.set(set, typed);
          }
          if (!typed) continue;
          const row = brought.get(typed.key) ?? { pokemon: typed.species, teraType: typed.teraType, games: 0 };
          row.games++;
          brought.set(typed.key, row);
        }
      }

      if (!recorded) continue;
      recordedGames++;
      for (const [which, name] of [
        [own, named(game.teraPokemon)],
        [opponent, named(game.opponentTeraPokemon)],
      ] as const) {
        if (!name) {
          if (won) which.no.wins++;
          else which.no.losses++;
          continue;
        }
        if (won) which.yes.wins++;
        else which.yes.losses++;
        const base = baseSpeciesName(name);
        bump(which.pokemon, base.toLowerCase(), () => ({ name: base, wins: 0, losses: 0 }), won);
      }
      const ownTera = named(game.teraPokemon);
      const teraType = ownTera && team ? named(setOf(team, ownTera)?.teraType) : '';
      if (teraType) bump(types, teraType.toLowerCase(), () => ({ name: teraType, wins: 0, losses: 0 }), won);
    }
  }

  const typedGames = [...types.values()].reduce((sum, t) => sum + t.wins + t.losses, 0);
  return {
    games,
    recordedGames,
    own: {
      ...sideResult(own, recordedGames),
      types: [...types.values()]
        .map((t) => ({ teraType: t.name, ...gameSplit(t.wins, t.losses), share: (t.wins + t.losses) / typedGames }))
        .sort((a, b) => b.games - a.games || compareDeckNames(a.teraType, b.teraType)),
    },
    opponent: sideResult(opponent, recordedGames),
    broughtTeraTypes: [...brought.values()].sort(
      (a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon) || compareDeckNames(a.teraType, b.teraType),
    ),
  };
}
