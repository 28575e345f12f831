/**
 * The community archetype × archetype matrix (issue 6: "/analytics/global/matrix: archetype × archetype matrix, each
 * cell rate and W-L-T with colour by rate and greyed small samples").
 *
 * Input: aggregate rows `{ playerCategoryId, opponentCategoryId, wins, losses, ties }` — the number of matches whose
 * player deck and opponent deck fell in those categories, by the match's result from the player's seat (null id =
 * uncategorised). The server reads them from its aggregate tables; a single match is a row with one count, so the
 * same function recomputes the figures from raw matches.
 *
 * Definitions:
 * - Both orientations of a match count: a player's win of A over B is A's win in cell (A, B) and B's loss in (B, A);
 *   a tie is a tie in both. A mirror match (A, A) therefore adds one win and one loss (or two ties) to cell (A, A),
 *   whose rate and interval are null (a mirror is always even).
 * - Matches with an uncategorised side are not in any cell (they count in `totalMatches`).
 * - Cell rate, interval and effective trials follow the tie convention (`winRate.ts`); `small` is effective
 *   trials < minMatches. `matches` = W + L + T of the cell.
 * - An archetype's `matches` = matches it played against an archetype (a mirror counts once). Only archetypes with at
 *   least one such match are rows/columns, ordered as the meta lists them: by appearances (decks seen, both sides,
 *   against anything) descending, then name A-Z (ignoring case), then id.
 * - Rows whose category id is not in `categories` (deleted meanwhile) are read as uncategorised; negative or
 *   non-finite counts as 0.
 */
import { compareDeckNames } from './matchupTable.ts';
import { ratedRecord } from './winRate.ts';
import type { TieConvention } from './winRate.ts';
import type { CommunityMatrix, CommunityMatrixCell } from '../schemas/communityAnalytics.ts';

export interface CommunityPairRow {
  playerCategoryId: string | null;
  opponentCategoryId: string | null;
  wins: number;
  losses: number;
  ties: number;
}

export interface CommunityCategory {
  _id: string;
  name: string;
  sprites: readonly string[];
}

const count = (n: number) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** Normalised rows: unknown ids read as null, counts as non-negative numbers. */
export function knownPairs(rows: readonly CommunityPairRow[], categories: readonly CommunityCategory[]) {
  const known = new Set(categories.map((c) => c._id));
  const id = (value: string | null) => (value !== null && known.has(value) ? value : null);
  return rows.map((r) => ({
    player: id(r.playerCategoryId),
    opponent: id(r.opponentCategoryId),
    wins: count(r.wins),
    losses: count(r.losses),
    ties: count(r.ties),
  }));
}

/** Decks of each archetype seen in the rows' matches, both sides. */
export function appearancesOf(pairs: ReturnType<typeof knownPairs>): Map<string, number> {
  const appearances = new Map<string, number>();
  for (const p of pairs) {
    const n = p.wins + p.losses + p.ties;
    if (n === 0) continue;
    if (p.player !== null) appearances.set(p.player, (appearances.get(p.player) ?? 0) + n);
    if (p.opponent !== null) appearances.set(p.opponent, (appearances.get(p.opponent) ?? 0) + n);
  }
  return appearances;
}

/** Meta order: appearances desc, then name A-Z, then id. */
export function metaOrder(
  categories: readonly CommunityCategory[],
  appearances: ReadonlyMap<string, number>,
): CommunityCategory[] {
  return [...categories].sort(
    (a, b) =>
      (appearances.get(b._id) ?? 0) - (appearances.get(a._id) ?? 0) ||
      compareDeckNames(a.name, b.name) ||
      (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
}

/** The archetype matrix from aggregate rows (see header). */
export function communityMatrix(
  rows: readonly CommunityPairRow[],
  categories: readonly CommunityCategory[],
  convention: TieConvention,
  minMatches: number,
): CommunityMatrix {
  const pairs = knownPairs(rows, categories);
  const cells = new Map<string, { row: string; col: string; wins: number; losses: number; ties: number }>();
  const matches = new Map<string, number>();
  let totalMatches = 0;
  const cell = (row: string, col: string) => {
    const key = `${row}\u0000${col}`;
    let found = cells.get(key);
    if (!found) cells.set(key, (found = { row, col, wins: 0, losses: 0, ties: 0 }));
    return found;
  };
  for (const p of pairs) {
    const n = p.wins + p.losses + p.ties;
    totalMatches += n;
    if (n === 0 || p.player === null || p.opponent === null) continue;
    const forward = cell(p.player, p.opponent);
    forward.wins += p.wins;
    forward.losses += p.losses;
    forward.ties += p.ties;
    const backward = cell(p.opponent, p.player);
    backward.wins += p.losses;
    backward.losses += p.wins;
    backward.ties += p.ties;
    matches.set(p.player, (matches.get(p.player) ?? 0) + n);
    if (p.opponent !== p.player) matches.set(p.opponent, (matches.get(p.opponent) ?? 0) + n);
  }
  const ordered = metaOrder(categories, appearancesOf(pairs)).filter((c) => (matches.get(c._id) ?? 0) > 0);
  const position = new Map(ordered.map((c, i) => [c._id, i]));
  const threshold = Number.isFinite(minMatches) ? minMatches : 0;
  const out: CommunityMatrixCell[] = [...cells.values()]
    .sort((a, b) => position.get(a.row)! - position.get(b.row)! || position.get(a.col)! - position.get(b.col)!)
    .map((c) => {
      const rated = ratedRecord(c, convention);
      const mirror = c.row === c.col;
      return {
        row: c.row,
        col: c.col,
        wins: c.wins,
        losses: c.losses,
        ties: c.ties,
        matches: c.wins + c.losses + c.ties,
        rate: mirror ? null : rated.rate,
        interval: mirror ? null : rated.interval,
        small: rated.effectiveTrials < threshold,
      };
    });
  return {
    archetypes: ordered.map((c) => ({
      categoryId: c._id,
      name: c.name,
      sprites: [...c.sprites],
      matches: matches.get(c._id) ?? 0,
    })),
    cells: out,
    totalMatches,
  };
}
