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

/** A brought name's base species and its key (the base ignoring case); null for a blank name. */
type SpeciesOf = (name: unknown) => { key: string; base: string } | null;

/**
 * `SpeciesOf` remembering its answers for one computation (issue 18: a player's games name a few dozen Pokémon over
 * and over, and working each one out again per game was the largest part of the usage figures).
 */
function speciesReader(): SpeciesOf {
  const known = new Map<string, { key: string; base: string } | null>();
  return (name) => {
    const text = String(name ?? '');
    let species = known.get(text);
    if (species === undefined) {
      const trimmed = text.trim();
      const base = trimmed ? baseSpeciesName(trimmed) : '';
      species = trimmed ? { key: base.toLowerCase(), base } : null;
      known.set(text, species);
    }
    return species;
  };
}

/** Each base species of the names once (first spelling kept), keyed ignoring case, in the order first named. */
function speciesOnce(
  names: readonly string[] | null | undefined,
  speciesOf: SpeciesOf,
): { key: string; base: string }[] {
  const once: { key: string; base: string }[] = [];
  for (const name of names ?? []) {
    const species = speciesOf(name);
    if (species && !once.some((s) => s.key === species.key)) once.push(species);
  }
  return once;
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

  const speciesOf = speciesReader();
  // A lead pair's names A-Z and key, once per pair as written (the same pairs come back game after game).
  const pairOf = new Map<string, { key: string; sorted: [string, string] }>();

  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      const won = game.result === 'win';
      games++;

      const leads = cleanNames(game.leadPokemon);
      if (leads.length === 2) {
        const written = `${leads[0]}\n${leads[1]}`;
        let pair = pairOf.get(written);
        if (!pair) {
          const sorted = [...leads].sort(compareDeckNames) as [string, string];
          pair = { key: sorted.map((n) => n.toLowerCase()).join('\n'), sorted };
          pairOf.set(written, pair);
        }
        tallyInto(pairs, pair.key, pair.sorted, won);
      }

      const own = speciesOnce(game.broughtPokemon, speciesOf);
      if (own.length > 0) gamesWithBrought++;
      for (const { key, base } of own) tallyInto(brought, key, base, won);

      const theirs = speciesOnce(game.opponentBroughtPokemon, speciesOf);
      if (theirs.length > 0) gamesWithOpponentBrought++;
      for (const { key, base } of theirs) tallyInto(opponents, key, base, won);
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

/**
 * `vgcUsage(matches).opponents` alone (the team breakdown's best and worst opposing Pokémon), without tallying the
 * lead pairs and brought Pokémon it would throw away.
 */
export function vgcOpponentUsage(
  matches: readonly { games?: readonly VgcUsageGameLike[] | null }[],
): PokemonUsageRow[] {
  const opponents = new Map<string, Tally<string>>();
  let gamesWithOpponentBrought = 0;
  const speciesOf = speciesReader();
  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      const won = game.result === 'win';
      const theirs = speciesOnce(game.opponentBroughtPokemon, speciesOf);
      if (theirs.length > 0) gamesWithOpponentBrought++;
      for (const { key, base } of theirs) tallyInto(opponents, key, base, won);
    }
  }
  return usageRows(opponents, gamesWithOpponentBrought);
}
