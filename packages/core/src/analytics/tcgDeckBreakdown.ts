/**
 * Per-deck breakdown of a player's TCG matches (issue 6: "per deck (TCG)"; the /analytics/tcg/decks screen).
 *
 * Definitions:
 * - One row per deck played. Matches with a `deckId` group by it; matches without one group by their deck name
 *   (trimmed, ignoring letter case; blank → 'Unknown deck'), as the season statistics group decks.
 * - The row's name is the saved deck's current name when the deck is in `decks` (with its sprites), else the deck
 *   name of the row's most recent match (a deleted or not-yet-synced deck keeps the name it was played under).
 * - Record: each match once by `analyticsResult` (a result-only match by its recorded result); matches with neither
 *   counted games nor a recorded result are reported in `matchesWithoutGames`
 *   and counted nowhere else. Rate, interval and small flag follow the tie convention (`countedRecord`).
 * - Best and worst matchup: among the deck's opponent archetypes (`matchupTable`) with at least 3 counted matches
 *   (`MATCHUP_MIN_MATCHES`, the dashboard's minimum too)
 *   and a rate, the highest and the lowest rate; equal rates go to more matches, then name A-Z. With a single
 *   eligible matchup it is the best and there is no worst (one matchup is not both); with none, both are null.
 * - Recent form: the record of the deck's latest 10 counted matches, latest by match day (`matchDayOf`), then by
 *   createdAt, then by input order (earlier in the input = more recent, the lists' newest-first order).
 *   `lastPlayed` is the day of the most recent match, null when no match has a day.
 * - Rows are listed by more counted matches, then more matches without games, then name A-Z.
 */
import { createdTimeOf } from '../rules/dates.ts';
import { analyticsResult } from '../rules/matchResult.ts';
import type { MatchLike } from '../rules/matchResult.ts';
import { matchDayOf } from '../rules/seasons.ts';
import type { DatedLike } from '../rules/seasons.ts';
import { compareDeckNames, MATCHUP_MIN_MATCHES, matchupTable } from './matchupTable.ts';
import type { MatchupRow } from './matchupTable.ts';
import { countedRecord } from './recordOverTime.ts';
import type { CountedRecord } from './recordOverTime.ts';
import { DEFAULT_TIE_CONVENTION } from './winRate.ts';
import type { TieConvention } from './winRate.ts';

export const DECK_MATCHUP_MIN_MATCHES = MATCHUP_MIN_MATCHES;
export const DECK_RECENT_FORM_WINDOW = 10;
export const UNKNOWN_DECK = 'Unknown deck';

export interface DeckBreakdownMatch extends MatchLike, DatedLike {
  deckId?: string | null;
  deckName?: string | null;
  opponentDeck?: string | null;
}

export interface DeckRef {
  _id: string;
  name: string;
  sprites?: readonly string[] | null;
}

export interface DeckBreakdownRow extends CountedRecord {
  /** The deck id, or `name:` + the lower-case deck name for matches logged without a saved deck. */
  key: string;
  deckId: string | null;
  name: string;
  sprites: string[];
  matchesWithoutGames: number;
  bestMatchup: MatchupRow | null;
  worstMatchup: MatchupRow | null;
  recentForm: CountedRecord;
  lastPlayed: string | null;
}

/** The grouping key and shown name of a match's deck (see header). */
export function deckKeyOf(match: DeckBreakdownMatch): { key: string; deckId: string | null; name: string } {
  const name = (match.deckName ?? '').trim() || UNKNOWN_DECK;
  if (match.deckId) return { key: match.deckId, deckId: match.deckId, name };
  return { key: `name:${name.toLowerCase()}`, deckId: null, name };
}

const byRateThenCount = (direction: 1 | -1) => (a: MatchupRow, b: MatchupRow) =>
  direction * ((b.rate ?? 0) - (a.rate ?? 0)) ||
  b.matches - a.matches ||
  compareDeckNames(a.opponentDeck, b.opponentDeck);

/** Best and worst of matchup rows with at least `min` counted matches and a rate (see header). */
export function deckBestAndWorstMatchup(
  rows: readonly MatchupRow[],
  min: number = DECK_MATCHUP_MIN_MATCHES,
): { best: MatchupRow | null; worst: MatchupRow | null } {
  const eligible = rows.filter((r) => r.matches >= min && r.rate !== null);
  if (eligible.length === 0) return { best: null, worst: null };
  const best = [...eligible].sort(byRateThenCount(1))[0]!;
  if (eligible.length === 1) return { best, worst: null };
  const worst = [...eligible].sort(byRateThenCount(-1)).find((r) => r !== best)!;
  return { best, worst };
}

interface Group<M> {
  key: string;
  deckId: string | null;
  name: string;
  matches: { match: M; index: number }[];
}

/** One row per deck played (see header). */
export function tcgDeckBreakdown<M extends DeckBreakdownMatch>(
  matches: readonly M[],
  convention: TieConvention = DEFAULT_TIE_CONVENTION,
  decks: readonly DeckRef[] = [],
): DeckBreakdownRow[] {
  const groups = new Map<string, Group<M>>();
  matches.forEach((match, index) => {
    const { key, deckId, name } = deckKeyOf(match);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, deckId, name, matches: [] }));
    group.matches.push({ match, index });
  });
  const deckById = new Map(decks.map((d) => [d._id, d]));

  const rows = [...groups.values()].map((group): DeckBreakdownRow => {
    // Most recent first: day desc, then createdAt desc, then input order.
    const dated = group.matches.map(({ match, index }) => ({
      match,
      index,
      day: matchDayOf(match) ?? '',
      created: createdTimeOf(match.createdAt),
    }));
    dated.sort((a, b) => (a.day !== b.day ? (a.day < b.day ? 1 : -1) : b.created - a.created || a.index - b.index));
    const tally = { wins: 0, losses: 0, ties: 0 };
    const recent = { wins: 0, losses: 0, ties: 0 };
    let recentCount = 0;
    let matchesWithoutGames = 0;
    for (const { match } of dated) {
      const result = analyticsResult(match);
      if (result === null) {
        matchesWithoutGames++;
        continue;
      }
      const key = result === 'win' ? 'wins' : result === 'loss' ? 'losses' : 'ties';
      tally[key]++;
      if (recentCount < DECK_RECENT_FORM_WINDOW) {
        recent[key]++;
        recentCount++;
      }
    }
    const { best, worst } = deckBestAndWorstMatchup(
      matchupTable(
        dated.map((d) => d.match),
        convention,
      ).rows,
    );
    const saved = group.deckId ? deckById.get(group.deckId) : undefined;
    const latestName = (dated[0]?.match.deckName ?? '').trim();
    return {
      key: group.key,
      deckId: group.deckId,
      name: saved?.name ?? (latestName || group.name),
      sprites: [...(saved?.sprites ?? [])],
      ...countedRecord(tally, convention),
      matchesWithoutGames,
      bestMatchup: best,
      worstMatchup: worst,
      recentForm: countedRecord(recent, convention),
      lastPlayed: dated.find((d) => d.day !== '')?.day ?? null,
    };
  });

  return rows.sort(
    (a, b) =>
      b.matches - a.matches || b.matchesWithoutGames - a.matchesWithoutGames || compareDeckNames(a.name, b.name),
  );
}
