/**
 * Opponent lead patterns (issue 6: "opponent lead patterns"): what your opponents lead with, and how your games go
 * against each lead.
 *
 * Definitions:
 * - Counts games (results 'win' and 'loss' only), as the rest of the VGC usage analytics (`vgcUsage.ts`); each row is
 *   a `GameSplit` of YOUR game wins and losses in the games the opponent opened that way.
 * - Pairs: a game whose opponent leads are exactly two names (trimmed, blanks dropped) counts once for that pair, the
 *   same pair whatever the order, each lead as a counted Pokémon (`countedSpecies`: battle-relevant formes kept apart,
 *   battle-only ones folded) — the identity of your own lead pairs (`vgcUsage`), shown A-Z. `share` is over `gamesWithPair` (games with two opponent leads
 *   recorded).
 * - Singles: each opponent lead counts once per game (a pair adds both names; a game with one recorded lead adds it),
 *   the same identity rules. `share` is over `gamesWithLeads` (games with at least one opponent lead recorded), so it
 *   reads "led in N % of the games whose opponent leads you noted".
 * - Games without recorded opponent leads count in `games` only.
 * - Rows sorted by more games, then name A-Z (case-insensitive), as every usage list.
 */
import type { GameLike } from '../rules/matchResult.ts';
import { compareDeckNames } from './matchupTable.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import type { NameListFacts, OpponentLeadsFact } from './vgcGameFacts.ts';

export interface OpponentLeadGameLike extends GameLike {
  opponentLeadPokemon?: readonly string[] | null;
}

export interface OpponentLeadPairRow extends GameSplit {
  /** The two leads, A-Z. */
  pokemon: [string, string];
  /** Fraction 0..1 of `gamesWithPair`. */
  share: number;
}

export interface OpponentLeadRow extends GameSplit {
  pokemon: string;
  /** Fraction 0..1 of `gamesWithLeads`. */
  share: number;
}

export interface VgcOpponentLeads {
  /** Counted games (win or loss). */
  games: number;
  /** Counted games with at least one opponent lead recorded. */
  gamesWithLeads: number;
  /** Counted games with exactly two opponent leads recorded. */
  gamesWithPair: number;
  pairs: OpponentLeadPairRow[];
  singles: OpponentLeadRow[];
}

interface Tally<N> {
  names: N;
  wins: number;
  losses: number;
}

function tally<N>(map: Map<string, Tally<N>>, key: string, names: N, games: { wins: number; losses: number }) {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = { names, wins: 0, losses: 0 }));
  entry.wins += games.wins;
  entry.losses += games.losses;
}

/** `vgcOpponentLeads` game by game, reading the lists through a shared `VgcFactsReader` (the composite feeds it). */
export class VgcOpponentLeadsTally {
  // Per distinct lead list: its games, in the order first met; the rows are summed from them when asked (issue 18).
  private readonly lists = new Map<OpponentLeadsFact, { wins: number; losses: number }>();
  private games = 0;
  private gamesWithLeads = 0;
  private gamesWithPair = 0;

  constructor(private readonly reader: VgcFactsReader) {}

  /** A counted game (result 'win' or 'loss'). */
  addGame(game: OpponentLeadGameLike, won: boolean) {
    this.addLeads(this.reader.list(game.opponentLeadPokemon), won);
  }

  /** A counted game by its opponent leads' facts. */
  addLeads(leads: NameListFacts, won: boolean) {
    this.games++;
    const fact = leads.opponentLeads;
    if (fact.singles.length === 0) return;
    this.gamesWithLeads++;
    if (fact.pair) this.gamesWithPair++;
    let list = this.lists.get(fact);
    if (!list) this.lists.set(fact, (list = { wins: 0, losses: 0 }));
    if (won) list.wins++;
    else list.losses++;
  }

  result(): VgcOpponentLeads {
    const { gamesWithPair, gamesWithLeads } = this;
    // Lists in the order first met, so each row shows the spelling of its first game.
    const pairs = new Map<string, Tally<[string, string]>>();
    const singles = new Map<string, Tally<string>>();
    for (const [{ singles: names, pair }, list] of this.lists) {
      for (const [key, name] of names) tally(singles, key, name, list);
      if (pair) tally(pairs, pair.key, pair.sorted, list);
    }
    return {
      games: this.games,
      gamesWithLeads,
      gamesWithPair,
      pairs: [...pairs.values()]
        // A copy: the pair's names belong to its list's facts, which are kept with the matches (vgcMatchFacts.ts).
        .map((t) => ({
          pokemon: [...t.names] as [string, string],
          ...gameSplit(t.wins, t.losses),
          share: (t.wins + t.losses) / gamesWithPair,
        }))
        .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon.join(' / '), b.pokemon.join(' / '))),
      singles: [...singles.values()]
        .map((t) => ({ pokemon: t.names, ...gameSplit(t.wins, t.losses), share: (t.wins + t.losses) / gamesWithLeads }))
        .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon)),
    };
  }
}

/** Opponent lead pairs and single leads of these matches' games, with your game win rate against each (see header). */
export function vgcOpponentLeads(
  matches: readonly { games?: readonly OpponentLeadGameLike[] | null }[],
): VgcOpponentLeads {
  const leads = new VgcOpponentLeadsTally(new VgcFactsReader());
  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      leads.addGame(game, game.result === 'win');
    }
  }
  return leads.result();
}
