/**
 * VGC usage analytics (issue 6: "lead-pair win rates, brought frequency and win rate per Pokémon, win rate against
 * each opposing Pokémon").
 *
 * Definitions:
 * - Everything counts games (only results 'win' and 'loss'), not matches; each row is a `GameSplit` (wins, losses,
 *   games, rate 0..1 or null, 95% Wilson interval, small below 10 games).
 * - Pokémon are counted as `countedSpecies` names them (issue 29): battle-relevant formes stay apart
 *   (Calyrex-Shadow and Calyrex-Ice, Urshifu and Urshifu-Rapid-Strike, Ogerpon's masks, Indeedee-F, regional formes:
 *   different Pokémon in team building and in the restricted rules), battle-only formes fold into their species
 *   (Charizard-Mega-Y is Charizard, Ogerpon-Wellspring-Tera is Ogerpon-Wellspring, Zacian-Crowned is Zacian).
 * - Lead pairs: a game with exactly two leads (trimmed, blanks dropped) counts once for its pair, the same pair
 *   whatever the order (a Therian lead is a different plan from an Incarnate one). The names are shown sorted A-Z.
 * - Brought: each of your brought Pokémon counts once per game (a counted Pokémon once, however spelled; the preview
 *   wildcard `Urshifu-*` counts as `Urshifu`, as the server stores it). `share` is the fraction of games with a
 *   recorded brought list (non-empty) in which it was brought; games without one are counted in
 *   `gamesWithBrought` only by their absence.
 * - Opponents: the same for the opponent's brought Pokémon, and the win rate is yours in the games it was brought
 *   against you. `share` is over games with the opponent's brought list recorded.
 * - Rows are sorted by more games, then name A-Z (case-insensitive).
 */
import type { GameLike } from '../rules/matchResult.ts';
import { compareDeckNames } from './matchupTable.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import type { NameListFacts, SpeciesFact } from './vgcGameFacts.ts';

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

function usageRows(map: Map<string, Tally<string>>, gamesOnSide: number): PokemonUsageRow[] {
  return [...map.values()]
    .map((t) => ({ pokemon: t.names, ...gameSplit(t.wins, t.losses), share: (t.wins + t.losses) / gamesOnSide }))
    .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon));
}

/** One side's brought Pokémon, game by game: each counted Pokémon once per game (see header). */
export class SpeciesTally {
  // Per species list (one array per distinct name list, `NameListFacts.species`): its games and the place of its first
  // game. The rows are summed from the lists when asked (issue 18: a game adds one entry, not one per Pokémon).
  private readonly lists = new Map<
    readonly SpeciesFact[],
    { wins: number; losses: number; rank: number; sub: number }
  >();
  private gamesWithList = 0;
  private added = 0;

  /**
   * A counted game's species. Each row shows the spelling first met; a caller reading games out of their order gives
   * each game's place (`rank`, then `sub`, lower first) and the row shows the spelling of the first game in that
   * order instead.
   */
  add(species: readonly SpeciesFact[], won: boolean, rank = 0, sub = this.added++) {
    if (species.length === 0) return;
    this.gamesWithList++;
    let list = this.lists.get(species);
    if (!list) this.lists.set(species, (list = { wins: 0, losses: 0, rank, sub }));
    else if (rank < list.rank || (rank === list.rank && sub < list.sub)) {
      list.rank = rank;
      list.sub = sub;
    }
    if (won) list.wins++;
    else list.losses++;
  }

  get games(): number {
    return this.gamesWithList;
  }

  rowsOf(): PokemonUsageRow[] {
    // A row's spelling is its first game's: the first game of the list whose first game comes first.
    const rows = new Map<string, Tally<string> & { rank: number; sub: number }>();
    for (const [species, list] of this.lists) {
      const { rank, sub } = list;
      for (const { key, base } of species) {
        let tally = rows.get(key);
        if (!tally) rows.set(key, (tally = { names: base, wins: 0, losses: 0, rank, sub }));
        else if (rank < tally.rank || (rank === tally.rank && sub < tally.sub)) {
          tally.names = base;
          tally.rank = rank;
          tally.sub = sub;
        }
        tally.wins += list.wins;
        tally.losses += list.losses;
      }
    }
    return usageRows(rows, this.gamesWithList);
  }
}

/** `vgcUsage` game by game, reading the lists through a shared `VgcFactsReader` (the composite feeds it). */
export class VgcUsageTally {
  private readonly pairs = new Map<string, Tally<[string, string]>>();
  private readonly brought = new SpeciesTally();
  private readonly opponents = new SpeciesTally();
  private games = 0;

  constructor(private readonly reader: VgcFactsReader) {}

  /** A counted game (result 'win' or 'loss'). */
  addGame(game: VgcUsageGameLike, won: boolean) {
    const { reader } = this;
    this.addLists(
      reader.list(game.leadPokemon),
      reader.list(game.broughtPokemon),
      reader.list(game.opponentBroughtPokemon),
      won,
    );
  }

  /** A counted game by its lists' facts (leads, your brought, the opponent's brought). */
  addLists(leads: NameListFacts, brought: NameListFacts, opponentBrought: NameListFacts, won: boolean) {
    this.games++;
    const pair = leads.usagePair;
    if (pair) tallyInto(this.pairs, pair.key, pair.sorted, won);
    this.brought.add(brought.species, won);
    this.opponents.add(opponentBrought.species, won);
  }

  result(): VgcUsage {
    const leadPairs = [...this.pairs.values()]
      // A copy: the pair's names belong to its list's facts, which are kept with the matches (vgcMatchFacts.ts).
      .map((t) => ({ pokemon: [...t.names] as [string, string], ...gameSplit(t.wins, t.losses) }))
      .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon.join(' / '), b.pokemon.join(' / ')));
    return {
      games: this.games,
      gamesWithBrought: this.brought.games,
      gamesWithOpponentBrought: this.opponents.games,
      leadPairs,
      brought: this.brought.rowsOf(),
      opponents: this.opponents.rowsOf(),
    };
  }
}

/** Lead pairs, brought Pokémon and opposing Pokémon of these matches' games (see header). */
export function vgcUsage(matches: readonly { games?: readonly VgcUsageGameLike[] | null }[]): VgcUsage {
  const tally = new VgcUsageTally(new VgcFactsReader());
  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      tally.addGame(game, game.result === 'win');
    }
  }
  return tally.result();
}

/**
 * `vgcUsage(matches).opponents` alone (the team breakdown's best and worst opposing Pokémon), without tallying the
 * lead pairs and brought Pokémon it would throw away.
 */
export function vgcOpponentUsage(
  matches: readonly { games?: readonly VgcUsageGameLike[] | null }[],
): PokemonUsageRow[] {
  const reader = new VgcFactsReader();
  const opponents = new SpeciesTally();
  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      opponents.add(reader.list(game.opponentBroughtPokemon).species, game.result === 'win');
    }
  }
  return opponents.rowsOf();
}
