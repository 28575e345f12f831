/**
 * The personal matchup table (issue 6: "matchup table per opponent archetype with W-L-T, win rate, and a 95% Wilson
 * interval; rates from fewer than 10 matches shown greyed with their count"; spec part 2 §9 "Analytics matchup
 * lists: 10 per page").
 *
 * Definitions:
 * - One row per opponent archetype, grouped by `opponentDeckKey` (the dashboard's `matchupStats` groups the same
 *   way): the opponent deck name trimmed, ignoring letter case, shown in the spelling of the first counted match in
 *   the input; blank → 'Unknown'.
 * - Each match counts once by `analyticsResult` (win, loss or tie by game wins against game losses, so a 1-1 is a tie;
 *   a result-only match by its recorded result);
 *   the row's rate, Wilson interval and small flag come from `ratedRecord` under the chosen tie convention.
 * - `matches` is W + L + T (every counted match, whatever the convention); the small flag follows the effective
 *   trials (see `winRate.ts`).
 * - Matches with no counted games and no recorded result have no result: they are left out of the rows and reported as
 *   `matchesWithoutGames`, so the screen can say how many were not counted.
 * - Rows are sorted by more matches, then name A-Z (case-insensitive, then by code point), as `matchupStats` lists.
 *
 * `pageOf` pages any list the way the server pages match lists (`tcgMatchApi.ts`): pages from 1, a page past the end
 * is empty with the true totals, `totalPages` is at least 1; page and page size below 1 (or not whole) read as 1.
 */
import { nameComparer } from '../rules/nameOrder.ts';
import { analyticsResult } from '../rules/matchResult.ts';
import type { MatchLike } from '../rules/matchResult.ts';
import { DEFAULT_TIE_CONVENTION, ratedRecord } from './winRate.ts';
import type { RatedRecord, TieConvention } from './winRate.ts';

/**
 * The fewest matches against an opponent deck before it can be named a best or worst matchup, on the dashboard and in
 * analytics alike: one or two results say little about a matchup.
 */
export const MATCHUP_MIN_MATCHES = 3;

export const MATCHUP_PAGE_SIZE = 10;
/** The name shown, and grouped under, for a match whose opponent deck is blank. */
export const UNKNOWN_OPPONENT_DECK = 'Unknown';

export interface MatchupRow extends RatedRecord {
  opponentDeck: string;
  /** Wins + losses + ties. */
  matches: number;
}

export interface MatchupTable {
  rows: MatchupRow[];
  /** Matches left out because they have no counted games (and no recorded result). */
  matchesWithoutGames: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

// One collator for every comparison, made on first use: `localeCompare(b, 'en', options)` builds a new one per call
// (about 20 µs), which dominated the usage analytics over thousands of games. Same order.
const compareDeckNamesByCollator = nameComparer();

/** Opponent deck names A-Z for every matchup list: case-insensitive, then code point so the order is total. */
export function compareDeckNames(a: string, b: string): number {
  return compareDeckNamesByCollator(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The display name and grouping key of an opponent deck (trimmed, case-insensitive, blank → 'Unknown'). */
export function opponentDeckKey(name: string | null | undefined): { name: string; key: string } {
  const shown = (name ?? '').trim() || UNKNOWN_OPPONENT_DECK;
  return { name: shown, key: shown.toLowerCase() };
}

/** One row per opponent archetype with W-L-T, rate, interval and small flag (see header). */
export function matchupTable<M extends MatchLike>(
  matches: readonly M[],
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
  opponentDeckOf: (match: M) => string | null | undefined = (m) => (m as { opponentDeck?: string | null }).opponentDeck,
): MatchupTable {
  const groups = new Map<string, { name: string; wins: number; losses: number; ties: number }>();
  let matchesWithoutGames = 0;
  for (const match of matches) {
    const result = analyticsResult(match);
    if (result === null) {
      matchesWithoutGames++;
      continue;
    }
    const { name, key } = opponentDeckKey(opponentDeckOf(match));
    let group = groups.get(key);
    if (!group) {
      group = { name, wins: 0, losses: 0, ties: 0 };
      groups.set(key, group);
    }
    if (result === 'win') group.wins++;
    else if (result === 'loss') group.losses++;
    else group.ties++;
  }
  const rows = [...groups.values()]
    .map((g) => ({
      opponentDeck: g.name,
      matches: g.wins + g.losses + g.ties,
      ...ratedRecord(g, convention),
    }))
    .sort((a, b) => b.matches - a.matches || compareDeckNames(a.opponentDeck, b.opponentDeck));
  return { rows, matchesWithoutGames };
}

const wholeAtLeastOne = (n: number) => (Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1);

/** Page `page` (from 1) of `items`, `pageSize` a page (default 10, the matchup list size). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = MATCHUP_PAGE_SIZE): Page<T> {
  const size = wholeAtLeastOne(pageSize);
  const current = wholeAtLeastOne(page);
  const start = (current - 1) * size;
  return {
    items: items.slice(start, start + size),
    page: current,
    pageSize: size,
    totalCount: items.length,
    totalPages: Math.max(1, Math.ceil(items.length / size)),
  };
}
