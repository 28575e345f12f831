/**
 * The community meta (issue 6: "/analytics/global: meta share by archetype with trend over time, overall win rates
 * with intervals, player and match counts, date-range and season filters, a minimum-sample threshold").
 *
 * Input: the aggregate pair rows of `communityMatrix.ts` for the window, the appearances per week/month bucket and
 * category (`CommunityTrendRow`, null = uncategorised), and the number of distinct players (counted by the server).
 *
 * Definitions:
 * - totalMatches = every match in the rows; uncategorizedMatches = matches with at least one uncategorised side.
 * - An archetype's appearances = decks of it seen in matches, both sides (a mirror is two); share = appearances /
 *   (2 × totalMatches), so the shares of all archetypes and of the uncategorised decks sum to 1.
 * - Its W-L-T counts every non-mirror match from its own seat (a player's win with A against B or an uncategorised
 *   deck is A's win; a player's loss against A is A's win); mirrors are left out of the record (always even). Rate,
 *   interval and effective trials follow the tie convention; `small` is effective trials < minMatches.
 * - Archetypes: those with at least one appearance, sorted by share desc, then name A-Z (ignoring case), then id.
 * - Trend: one point per bucket from the first bucket with data to the last (empty buckets in between included, with
 *   0 appearances and no shares); each share is the category's appearances in the bucket / all appearances in it
 *   (categorised or not). Categories without appearances in a bucket are absent from its `shares`.
 */
import { appearancesOf, knownPairs, metaOrder } from './communityMatrix.ts';
import type { CommunityCategory, CommunityPairRow } from './communityMatrix.ts';
import { nextPeriod } from './recordOverTime.ts';
import { ratedRecord } from './winRate.ts';
import type { TieConvention } from './winRate.ts';
import type { AnalyticsGranularity } from '../schemas/analyticsQuery.ts';
import type { CommunityMeta, CommunityTrendPoint } from '../schemas/communityAnalytics.ts';

export interface CommunityTrendRow {
  /** Bucket start (`periodStart`). */
  period: string;
  categoryId: string | null;
  appearances: number;
}

export interface CommunityMetaInput {
  rows: readonly CommunityPairRow[];
  trend: readonly CommunityTrendRow[];
  granularity: AnalyticsGranularity;
  players: number;
  categories: readonly CommunityCategory[];
  convention: TieConvention;
  minMatches: number;
}

const count = (n: number) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** Share points per bucket, gaps filled (see header). */
export function communityTrend(
  rows: readonly CommunityTrendRow[],
  granularity: AnalyticsGranularity,
  categories: readonly CommunityCategory[],
): CommunityTrendPoint[] {
  const known = new Set(categories.map((c) => c._id));
  const buckets = new Map<string, { total: number; byCategory: Map<string, number> }>();
  for (const row of rows) {
    const n = count(row.appearances);
    if (n === 0) continue;
    let bucket = buckets.get(row.period);
    if (!bucket) buckets.set(row.period, (bucket = { total: 0, byCategory: new Map() }));
    bucket.total += n;
    if (row.categoryId !== null && known.has(row.categoryId)) {
      bucket.byCategory.set(row.categoryId, (bucket.byCategory.get(row.categoryId) ?? 0) + n);
    }
  }
  if (buckets.size === 0) return [];
  const starts = [...buckets.keys()].sort();
  const last = starts[starts.length - 1]!;
  const points: CommunityTrendPoint[] = [];
  for (let period = starts[0]!; period <= last; period = nextPeriod(period, granularity)) {
    const bucket = buckets.get(period);
    const shares: Record<string, number> = {};
    if (bucket) for (const [id, n] of bucket.byCategory) shares[id] = n / bucket.total;
    points.push({ period, totalAppearances: bucket?.total ?? 0, shares });
  }
  return points;
}

/** The meta answer from aggregate rows (see header). */
export function communityMeta(input: CommunityMetaInput): CommunityMeta {
  const { categories, convention } = input;
  const pairs = knownPairs(input.rows, categories);
  const threshold = Number.isFinite(input.minMatches) ? input.minMatches : 0;
  const records = new Map<string, { wins: number; losses: number; ties: number }>();
  const record = (id: string) => {
    let found = records.get(id);
    if (!found) records.set(id, (found = { wins: 0, losses: 0, ties: 0 }));
    return found;
  };
  let totalMatches = 0;
  let uncategorizedMatches = 0;
  for (const p of pairs) {
    const n = p.wins + p.losses + p.ties;
    totalMatches += n;
    if (p.player === null || p.opponent === null) uncategorizedMatches += n;
    if (p.player !== null && p.player === p.opponent) continue;
    if (p.player !== null) {
      const r = record(p.player);
      r.wins += p.wins;
      r.losses += p.losses;
      r.ties += p.ties;
    }
    if (p.opponent !== null) {
      const r = record(p.opponent);
      r.wins += p.losses;
      r.losses += p.wins;
      r.ties += p.ties;
    }
  }
  const appearances = appearancesOf(pairs);
  const archetypes = metaOrder(categories, appearances)
    .filter((c) => (appearances.get(c._id) ?? 0) > 0)
    .map((c) => {
      const seen = appearances.get(c._id)!;
      const rated = ratedRecord(records.get(c._id) ?? { wins: 0, losses: 0, ties: 0 }, convention);
      return {
        categoryId: c._id,
        name: c.name,
        sprites: [...c.sprites],
        appearances: seen,
        share: seen / (2 * totalMatches),
        wins: rated.wins,
        losses: rated.losses,
        ties: rated.ties,
        rate: rated.rate,
        interval: rated.interval,
        small: rated.effectiveTrials < threshold,
      };
    });
  return {
    totalMatches,
    players: count(input.players),
    uncategorizedMatches,
    archetypes,
    trend: communityTrend(input.trend, input.granularity, categories),
  };
}
