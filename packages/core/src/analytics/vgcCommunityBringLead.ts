/**
 * Brought and led across members who share (issue 30 "Community, for players who share": "per VGC Pokémon:
 * brought/led rates and results across sharing players").
 *
 * Definitions:
 * - Games, not matches: every game of a counted match (as vgcCommunity.ts counts matches: members who share, rounds
 *   played) whose result is a win or a loss and whose player's brought Pokémon were recorded.
 * - `onTeam`: such games whose team held the Pokémon; `brought` those in which it was brought, and `broughtRate`
 *   brought / onTeam — how often players who register it bring it. `led`: the brought games in which it led, and
 *   `leadRate` led / brought.
 * - Results: the win rate of the games it was brought in, and of the games it led, as game splits (95% Wilson
 *   interval; greyed below the screen's minimum sample).
 * - Formes as the community counts them (`countedSpeciesKey`: Urshifu-Rapid-Strike apart from Urshifu, battle-only
 *   formes folded); `keepFormat` is vgcCommunity's regulation filter.
 * - Sorted by games brought, then name.
 */
import { countedSpecies, countedSpeciesKey } from '../rules/countedSpecies.ts';
import { gameSplit, type GameSplit } from './tcgGameSplits.ts';

/** One grouped row the server reads: a format, a Pokémon of the team as stored, and its game counts. */
export interface VgcBringLeadCountRow {
  format: string;
  pokemon: string;
  onTeam: number;
  brought: number;
  broughtWins: number;
  led: number;
  ledWins: number;
}

export interface VgcCommunityBringLeadRow {
  pokemon: string;
  onTeam: number;
  brought: GameSplit;
  broughtRate: number | null;
  led: GameSplit;
  leadRate: number | null;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function vgcCommunityBringLead(
  rows: readonly VgcBringLeadCountRow[],
  options: { keepFormat?: (format: string) => boolean; minMatches?: number } = {},
): VgcCommunityBringLeadRow[] {
  const tallies = new Map<string, { name: string; onTeam: number; b: number; bw: number; l: number; lw: number }>();
  for (const row of rows) {
    if (options.keepFormat && !options.keepFormat(row.format)) continue;
    const name = countedSpecies(String(row.pokemon ?? '').trim());
    if (name === '') continue;
    const key = countedSpeciesKey(row.pokemon);
    let t = tallies.get(key);
    if (!t) tallies.set(key, (t = { name, onTeam: 0, b: 0, bw: 0, l: 0, lw: 0 }));
    const brought = Math.min(count(row.brought), count(row.onTeam));
    const led = Math.min(count(row.led), brought);
    t.onTeam += count(row.onTeam);
    t.b += brought;
    t.bw += Math.min(count(row.broughtWins), brought);
    t.l += led;
    t.lw += Math.min(count(row.ledWins), led);
  }
  const minimum = options.minMatches ?? 10;
  const split = (wins: number, games: number): GameSplit => {
    const s = gameSplit(wins, games - wins);
    return { ...s, small: s.games < minimum };
  };
  return [...tallies.values()]
    .filter((t) => t.onTeam > 0)
    .map((t) => ({
      pokemon: t.name,
      onTeam: t.onTeam,
      brought: split(t.bw, t.b),
      broughtRate: t.onTeam > 0 ? t.b / t.onTeam : null,
      led: split(t.lw, t.l),
      leadRate: t.b > 0 ? t.l / t.b : null,
    }))
    .sort((a, b) => b.brought.games - a.brought.games || a.pokemon.localeCompare(b.pokemon));
}
