/**
 * VGC usage analytics (issue 6: "lead-pair win rates, brought frequency and win rate per Pokémon, win rate against
 * each opposing Pokémon").
 *
 * Definitions:
 * - Everything counts games (only results 'win' and 'loss'), not matches; each row is a `GameSplit` (wins, losses,
 *   games, rate 0..1 or null, 95% Wilson interval, small below 10 games).
 * - Lead pairs: a game with exactly two leads (trimmed, blanks dropped) counts once for its pair, the same pair
 *   whatever the order or letter case — the identity `mostCommonLeadPair` uses (forms stay apart: a Therian lead is
 *   a different plan from an Incarnate one). The names are shown sorted A-Z in the spelling first met.
 * - Brought: each of your brought Pokémon counts once per game, by base species and shown as it (`baseSpeciesName`, so
 *   `Urshifu-Rapid-Strike` and the preview's `Urshifu-*` are one row). `share` is the fraction of games with a
 *   recorded brought list (non-empty) in which it was brought; games without one are counted in
 *   `gamesWithBrought` only by their absence.
 * - Opponents: the same for the opponent's brought Pokémon, and the win rate is yours in the games it was brought
 *   against you. `share` is over games with the opponent's brought list recorded.
 * - Rows are sorted by more games, then name A-Z (case-insensitive).
 */
import { baseSpeciesName } from '../rules/pokemonNames.ts';
import type { GameLike } from '../rules/matchResult.ts';
import { compareDeckNames } from './matchupTable.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';

export interface VgcUsageGameLike extends GameLike {
  leadPokemon?: readonly string[] | null;
  broughtPokemon?: readonly string[] | null;
  opponentBroughtPokemon?: readonly string[] | null;
}

export interface LeadPairRow extends GameSplit {
  /** The two leads, A-Z. */
  pokemon: [string, string];
}

export interface PokemonUsageRow extends GameSplit {
  pokemon: string;
  /** Fraction 0..1 of games with a recorded brought list on that side. */
  share: number;
}

export interface VgcUsage {
  /** Counted games (win or loss). */
  games: number;
  gamesWithBrought: number;
  gamesWithOpponentBrought: number;
  leadPairs: LeadPairRow[];
  brought: PokemonUsageRow[];
  opponents: PokemonUsageRow[];
}

interface Tally<N> {
  names: N;
  wins: number;
  losses: number;
}

function tallyInto<N>(map: Map<string, Tally<N>>, key: string, names: N, won: boolean) {
  let tally = map.get(key);
  if (!tally) {
    tally = { names, wins: 0, losses: 0 };
    map.set(key, tally);
  }
  if (won) tally.wins++;
  else tally.losses++;
}

const cleanNames = (names: readonly string[] | null | undefined) =>
  (names ?? []).map((name) => String(name ?? '').trim()).filter(Boolean);

/** Base species of each name, once per game (first spelling kept), keyed ignoring case. */
function speciesOnce(names: readonly string[] | null | undefined): Map<string, string> {
  const species = new Map<string, string>();
  for (const name of cleanNames(names)) {
    const base = baseSpeciesName(name);
    const key = base.toLowerCase();
    if (!species.has(key)) species.set(key, base);
  }
  return species;
}

function usageRows(map: Map<string, Tally<string>>, gamesOnSide: number): PokemonUsageRow[] {
  return [...map.values()]
    .map((t) => ({ pokemon: t.names, ...gameSplit(t.wins, t.losses), share: (t.wins + t.losses) / gamesOnSide }))
    .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon));
}

/** Lead pairs, brought Pokémon and opposing Pokémon of these matches' games (see header). */
export function vgcUsage(matches: readonly { games?: readonly VgcUsageGameLike[] | null }[]): VgcUsage {
  const pairs = new Map<string, Tally<[string, string]>>();
  const brought = new Map<string, Tally<string>>();
  const opponents = new Map<string, Tally<string>>();
  let games = 0;
  let gamesWithBrought = 0;
  let gamesWithOpponentBrought = 0;

  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      const won = game.result === 'win';
      games++;

      const leads = cleanNames(game.leadPokemon);
      if (leads.length === 2) {
        const sorted = [...leads].sort(compareDeckNames) as [string, string];
        const key = sorted.map((n) => n.toLowerCase()).join('\n');
        tallyInto(pairs, key, sorted, won);
      }

      const own = speciesOnce(game.broughtPokemon);
      if (own.size > 0) gamesWithBrought++;
      for (const [key, name] of own) tallyInto(brought, key, name, won);

      const theirs = speciesOnce(game.opponentBroughtPokemon);
      if (theirs.size > 0) gamesWithOpponentBrought++;
      for (const [key, name] of theirs) tallyInto(opponents, key, name, won);
    }
  }

  const leadPairs = [...pairs.values()]
    .map((t) => ({ pokemon: t.names, ...gameSplit(t.wins, t.losses) }))
    .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon.join(' / '), b.pokemon.join(' / ')));

  return {
    games,
    gamesWithBrought,
    gamesWithOpponentBrought,
    leadPairs,
    brought: usageRows(brought, gamesWithBrought),
    opponents: usageRows(opponents, gamesWithOpponentBrought),
  };
}
