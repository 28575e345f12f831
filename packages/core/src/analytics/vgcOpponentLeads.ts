/**
 * Opponent lead patterns (issue 6: "opponent lead patterns"): what your opponents lead with, and how your games go
 * against each lead.
 *
 * Definitions:
 * - Counts games (results 'win' and 'loss' only), as the rest of the VGC usage analytics (`vgcUsage.ts`); each row is
 *   a `GameSplit` of YOUR game wins and losses in the games the opponent opened that way.
 * - Pairs: a game whose opponent leads are exactly two names (trimmed, blanks dropped) counts once for that pair, the
 *   same pair whatever the order or letter case, formes kept apart — the identity of your own lead pairs
 *   (`vgcUsage`), shown A-Z in the spelling first met. `share` is over `gamesWithPair` (games with two opponent leads
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

function tally<N>(map: Map<string, Tally<N>>, key: string, names: N, won: boolean) {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = { names, wins: 0, losses: 0 }));
  if (won) entry.wins++;
  else entry.losses++;
}

/** Opponent lead pairs and single leads of these matches' games, with your game win rate against each (see header). */
export function vgcOpponentLeads(
  matches: readonly { games?: readonly OpponentLeadGameLike[] | null }[],
): VgcOpponentLeads {
  const pairs = new Map<string, Tally<[string, string]>>();
  const singles = new Map<string, Tally<string>>();
  let games = 0;
  let gamesWithLeads = 0;
  let gamesWithPair = 0;
  for (const match of matches) {
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      const won = game.result === 'win';
      games++;
      const leads = (game.opponentLeadPokemon ?? []).map((name) => String(name ?? '').trim()).filter(Boolean);
      const seen = new Map<string, string>();
      for (const name of leads) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
      if (seen.size === 0) continue;
      gamesWithLeads++;
      for (const [key, name] of seen) tally(singles, key, name, won);
      if (leads.length === 2 && seen.size === 2) {
        gamesWithPair++;
        const sorted = [...leads].sort(compareDeckNames) as [string, string];
        tally(pairs, sorted.map((n) => n.toLowerCase()).join('\n'), sorted, won);
      }
    }
  }
  return {
    games,
    gamesWithLeads,
    gamesWithPair,
    pairs: [...pairs.values()]
      .map((t) => ({ pokemon: t.names, ...gameSplit(t.wins, t.losses), share: (t.wins + t.losses) / gamesWithPair }))
      .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon.join(' / '), b.pokemon.join(' / '))),
    singles: [...singles.values()]
      .map((t) => ({ pokemon: t.names, ...gameSplit(t.wins, t.losses), share: (t.wins + t.losses) / gamesWithLeads }))
      .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon)),
  };
}
