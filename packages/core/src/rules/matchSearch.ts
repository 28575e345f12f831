/**
 * Dashboard search and sort of TCG matches (spec part 1 §2 "Main list", §5 "Dashboard search"), as pure functions
 * for the guest (browser-stored) list. The server answers members with the same meaning in SQL.
 *
 * Decisions:
 * - Search: the trimmed text, compared ignoring letter case (`toLowerCase`, no accent folding — as PostgreSQL's
 *   ILIKE does, so guests and members find the same matches), as a substring of the opponent deck or the match
 *   notes. Blank search keeps every match.
 * - Newest / oldest: by the match's calendar day (its `date`, else its `createdAt` day), then by `createdAt` (ISO text), then
 *   by `_id`, all descending for newest and ascending for oldest, so the order is total and pages never overlap.
 *   Matches with no valid day go last in both orders.
 * - A-Z / Z-A: by the player's deck name (`tcgDeckNameOf`), compared ignoring case and accents ('en' collation, base
 *   sensitivity); equal names fall back to newest first. Matches with no deck name go last in both orders.
 * - Sorting returns a new array; the input is never reordered.
 */
import { nameComparer } from './nameOrder.ts';
import { matchDayOf } from './seasons.ts';
import type { TcgMatchSort } from '../schemas/tcgMatches.ts';

export interface SearchableTcgMatch {
  _id?: string;
  opponentDeck?: string | null;
  notes?: string | null;
  date?: string | null;
  createdAt?: string | null;
  deckName?: string | null;
  deck?: { name?: string | null } | null;
  /** Older records: a string, a list of names (the first is the deck), or an object with a name. */
  activeDeck?: string | readonly string[] | { name?: string | null } | null;
}

/** The player's deck name: deckName, else the deck's name, else the (first) active deck; '' when none. */
export function tcgDeckNameOf(match: SearchableTcgMatch): string {
  const candidates: unknown[] = [match.deckName, match.deck?.name];
  const active = match.activeDeck;
  if (typeof active === 'string') candidates.push(active);
  else if (Array.isArray(active)) candidates.push(active[0]);
  else if (active && typeof active === 'object') candidates.push((active as { name?: unknown }).name);
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return '';
}

export function filterTcgMatches<M extends SearchableTcgMatch>(matches: readonly M[], search: string): M[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...matches];
  const has = (value: string | null | undefined) => typeof value === 'string' && value.toLowerCase().includes(needle);
  return matches.filter((m) => has(m.opponentDeck) || has(m.notes));
}

const compareNames = nameComparer();

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Oldest first; matches without a day last. */
function compareChronological(a: SearchableTcgMatch, b: SearchableTcgMatch): number {
  const dayA = matchDayOf(a);
  const dayB = matchDayOf(b);
  if (dayA === null || dayB === null) {
    return dayA === dayB ? compareText(a._id ?? '', b._id ?? '') : dayA === null ? 1 : -1;
  }
  return (
    compareText(dayA, dayB) ||
    compareText(a.createdAt ?? '', b.createdAt ?? '') ||
    compareText(a._id ?? '', b._id ?? '')
  );
}

function newestFirst(a: SearchableTcgMatch, b: SearchableTcgMatch): number {
  const undated = Number(matchDayOf(a) === null) - Number(matchDayOf(b) === null);
  return undated || compareChronological(b, a);
}

function byDeckName(direction: 1 | -1) {
  return (a: SearchableTcgMatch, b: SearchableTcgMatch): number => {
    const nameA = tcgDeckNameOf(a);
    const nameB = tcgDeckNameOf(b);
    if (!nameA || !nameB) return Number(!nameA) - Number(!nameB) || newestFirst(a, b);
    return direction * compareNames(nameA, nameB) || newestFirst(a, b);
  };
}

export function sortTcgMatches<M extends SearchableTcgMatch>(matches: readonly M[], sort: TcgMatchSort): M[] {
  const compare =
    sort === 'oldest'
      ? compareChronological
      : sort === 'a-z'
        ? byDeckName(1)
        : sort === 'z-a'
          ? byDeckName(-1)
          : newestFirst;
  return [...matches].sort(compare);
}
