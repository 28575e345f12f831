/**
 * What the TCG and VGC match services share around a list (issue 27: the twins folded): the messages, the date orders
 * every list order ends with (as the indexes store them), and the page answer.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const MATCH_NOT_FOUND = 'Match not found';
export const MATCH_DELETED = 'Match deleted';

/** Newest and oldest first, each written exactly as the user-date index stores it, with a stable tiebreak. */
export function dateOrders(table: { date: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn }) {
  const newest: SQL[] = [
    sql`${table.date} desc nulls last`,
    sql`${table.createdAt} desc nulls last`,
    sql`${table.id} desc nulls last`,
  ];
  const oldest: SQL[] = [
    sql`${table.date} asc nulls first`,
    sql`${table.createdAt} asc nulls first`,
    sql`${table.id} asc nulls first`,
  ];
  return { newest, oldest };
}

/** The page answer of a list: `{ matches, page, pageSize, totalCount, totalPages }` (at least one page). */
export function pageOf<M>(query: { page: number; pageSize: number }, totalCount: number, matches: M[]) {
  return {
    matches,
    page: query.page,
    pageSize: query.pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
  };
}
