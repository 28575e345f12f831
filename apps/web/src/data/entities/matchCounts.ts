/** The match counts the server keeps (spec part 1 §9): everyone's, and the signed-in member's own. */
import type { MatchCounts } from '@trainerlog/core';
import { LANDING_ENDPOINTS, landingApi } from '../../api/landingApi.ts';

const isCount = (value: unknown): value is number => Number.isInteger(value);

/**
 * Checked, not cast: a changed server shape fails the query (and hides the widget) instead of showing "NaN". By hand
 * rather than with core's matchCountsSchema, the same rule: the landing page shows these counts, and zod is not worth
 * its size on the landing route (issue 18 budget); the lazily loaded screens validate with core's schemas.
 */
export async function fetchCounts(whose: 'globalCounts' | 'myCounts', signal?: AbortSignal): Promise<MatchCounts> {
  const counts = await landingApi.stats[whose]({ signal });
  const path = LANDING_ENDPOINTS[whose].path;
  if (typeof counts !== 'object' || counts === null) throw new Error(`Unexpected match counts from ${path}`);
  const { tcg, vgc } = counts as Record<string, unknown>;
  if (!isCount(tcg) || !isCount(vgc)) throw new Error(`Unexpected match counts from ${path}`);
  return { tcg, vgc };
}
