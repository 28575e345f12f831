/**
 * The community figures of a date window read from the roll-ups (migration 0017) as windowPieces.ts splits it, instead
 * of every day in it: at 1,000,000 matches (~700 category pairs a month) a season of a few months or a window of two
 * years reads a few thousand pair rows instead of ~100,000-300,000 (~375 a day). The sums are of integers, so any exact
 * split gives the day-by-day answer.
 *
 * The distinct players of a window cannot be summed from periods: they are counted from community_player_years, one
 * row per player and year with a bit per day played, tested against the window's days of that year.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CommunityPairRow, CommunityQuery, CommunityTrendRow } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { dayOfYear, monthEnd, type DataRange, type PairTerms, type WindowPieces } from './windowPieces.ts';

/** The key the aggregates store for "uncategorised" (migration 0008). */
export const UNCATEGORISED_KEY = '00000000-0000-0000-0000-000000000000';

export const categoryOf = (id: string) => (id === UNCATEGORISED_KEY ? null : id);

const dates = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/** `column` within the inclusive range (open where a bound is undefined). */
function inRange(column: SQL, range: { from?: string; to?: string }): SQL {
  const parts: SQL[] = [sql`true`];
  if (range.from !== undefined) parts.push(sql`${column} >= ${range.from}::date`);
  if (range.to !== undefined) parts.push(sql`${column} <= ${range.to}::date`);
  return sql.join(parts, sql` and `);
}

/** The first and last day with community rows, or null when there are none. */
export async function dataRange(db: Db): Promise<DataRange | null> {
  const { rows } = await db.execute<{ first: string | null; last: string | null }>(sql`
    select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from community_tcg_daily`);
  const first = rows[0]?.first;
  const last = rows[0]?.last;
  return first && last ? { first, last } : null;
}

/**
 * The pair rows of a window (not all time: that is community_tcg_totals): its signed terms summed by
 * `community_window_pairs` (migration 0017: the same query as a function, to run without parallel workers).
 */
export async function windowPairs(db: Db, terms: PairTerms | null): Promise<CommunityPairRow[]> {
  if (terms === null) return [];
  const { plus, minus } = terms;
  const result = await db.execute<{ p: string; o: string; w: number; l: number; t: number }>(sql`
    select player_category_id as p, opponent_category_id as o, wins as w, losses as l, ties as t
    from community_window_pairs(${dates(plus.yearToDate)}, ${dates(plus.monthWeeks)}, ${dates(plus.days)},
      ${dates(minus.yearToDate)}, ${dates(minus.monthWeeks)}, ${dates(minus.days)})`);
  return result.rows.map(pairRowOf);
}

/** A pair row as read from SQL (`p`, `o`, `w`, `l`, `t`), with the nil category back to null. */
export function pairRowOf(r: { p: string; o: string; w: number; l: number; t: number }): CommunityPairRow {
  return {
    playerCategoryId: categoryOf(r.p),
    opponentCategoryId: categoryOf(r.o),
    wins: Number(r.w),
    losses: Number(r.l),
    ties: Number(r.t),
  };
}

/**
 * Appearances per trend bucket and category: whole month-weeks (those of the whole months included) from their rows,
 * the edge days from theirs. A month-week lies in one ISO week and one month, so it has one bucket either way.
 */
export async function windowTrend(
  db: Db,
  pieces: WindowPieces,
  granularity: CommunityQuery['granularity'],
): Promise<CommunityTrendRow[]> {
  const unit = granularity === 'month' ? sql.raw(`'month'`) : sql.raw(`'week'`);
  const wholeMonths = pieces.months
    ? inRange(sql`start_day`, {
        from: pieces.months.from,
        to: pieces.months.to === undefined ? undefined : monthEnd(pieces.months.to),
      })
    : sql`false`;
  // Bucketed before formatting (to_char once per bucket), and one row per category with its buckets as arrays: the
  // weekly trend of two years is ~2,700 buckets, which read as rows cost more to parse than to sum.
  const result = await db.execute<{ c: string; periods: string[]; counts: number[] }>(sql`
    select c, array_agg(to_char(period, 'YYYY-MM-DD')) as periods, array_agg(n) as counts from (
      select date_trunc(${unit}, s::timestamp) as period, c, sum(n)::int as n from (
        select start_day as s, category_id as c, appearances as n from community_category_month_weeks
        where (${wholeMonths}) or start_day = any(${dates(pieces.monthWeeks)})
        union all
        select day, category_id, appearances from community_category_days where day = any(${dates(pieces.days)})
      ) x
      group by 1, 2 having sum(n) <> 0
    ) y
    group by c`);
  return result.rows.flatMap((r) =>
    r.periods.map((period, i) => ({ period, categoryId: categoryOf(r.c), appearances: Number(r.counts[i]) })),
  );
}

const YEAR_BITS = 366;
const bits = (from: number, to: number) =>
  '0'.repeat(from) + '1'.repeat(Math.max(0, to - from + 1)) + '0'.repeat(Math.max(0, YEAR_BITS - 1 - to));

/**
 * Distinct players with counted matches in the window (not all time: that is community_players): players with a day
 * bit set under the window's days in one of its years. Only the first and last year are partly in the window.
 */
export async function windowPlayers(db: Db, from: string | undefined, to: string | undefined): Promise<number> {
  const all = bits(0, YEAR_BITS - 1);
  const firstYear = from === undefined ? null : Number(from.slice(0, 4));
  const lastYear = to === undefined ? null : Number(to.slice(0, 4));
  const fromMask = from === undefined ? all : bits(dayOfYear(from), YEAR_BITS - 1);
  const toMask = to === undefined ? all : bits(0, dayOfYear(to));
  const years: SQL[] = [sql`true`];
  if (firstYear !== null) years.push(sql`year >= ${firstYear}::int`);
  if (lastYear !== null) years.push(sql`year <= ${lastYear}::int`);
  const result = await db.execute<{ n: number }>(sql`
    select count(distinct user_id)::int as n from community_player_years
    where ${sql.join(years, sql` and `)}
      and (days
        & case when year = ${firstYear}::int then ${fromMask}::bit(366) else ${all}::bit(366) end
        & case when year = ${lastYear}::int then ${toMask}::bit(366) else ${all}::bit(366) end
      ) <> ${bits(0, -1)}::bit(366)`);
  return Number(result.rows[0]?.n ?? 0);
}
