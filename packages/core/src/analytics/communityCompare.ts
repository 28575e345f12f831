/**
 * Archetypes side by side (issue 6: "/analytics/global/comparison: two or more archetypes side by side (share, win
 * rate, best and worst matchups)").
 *
 * Definitions:
 * - For each requested category id, in the order given: its name, share, rate, interval and small flag from the meta,
 *   and its best and worst matchup among its matrix cells against OTHER archetypes whose effective trials reach the
 *   meta's minimum sample (cells not flagged `small`) and that have a rate. Best = highest rate, worst = lowest; equal
 *   rates go to the cell with more matches, then to the opponent earlier in the matrix (meta order). With one
 *   qualifying cell it is both the best and the worst; with none both are null.
 * - Ids that are not archetypes of the meta (no appearance in the window, unknown) are left out; repeated ids once.
 */
import type { CommunityMatrix, CommunityMatrixCell, CommunityMeta } from '../schemas/communityAnalytics.ts';
import type { Interval } from './winRate.ts';

export interface ArchetypeComparison {
  categoryId: string;
  name: string;
  share: number;
  rate: number | null;
  interval: Interval | null;
  small: boolean;
  best: CommunityMatrixCell | null;
  worst: CommunityMatrixCell | null;
}

export function compareArchetypes(
  meta: CommunityMeta,
  matrix: CommunityMatrix,
  ids: readonly string[],
): ArchetypeComparison[] {
  const order = new Map(matrix.archetypes.map((a, i) => [a.categoryId, i]));
  const seen = new Set<string>();
  const out: ArchetypeComparison[] = [];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const archetype = meta.archetypes.find((a) => a.categoryId === id);
    if (!archetype) continue;
    const cells = matrix.cells.filter((c) => c.row === id && c.col !== id && !c.small && c.rate !== null);
    const tiebreak = (a: CommunityMatrixCell, b: CommunityMatrixCell) =>
      b.matches - a.matches || (order.get(a.col) ?? Infinity) - (order.get(b.col) ?? Infinity);
    const best = [...cells].sort((a, b) => b.rate! - a.rate! || tiebreak(a, b))[0] ?? null;
    const worst = [...cells].sort((a, b) => a.rate! - b.rate! || tiebreak(a, b))[0] ?? null;
    out.push({
      categoryId: id,
      name: archetype.name,
      share: archetype.share,
      rate: archetype.rate,
      interval: archetype.interval,
      small: archetype.small,
      best,
      worst,
    });
  }
  return out;
}
