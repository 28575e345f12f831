import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminMatchSource } from '@trainerlog/core';
import {
  limitlessImports,
  matchGroupVgcMatches,
  tcgMatches,
  vgcMatchReplays,
  vgcMatches,
} from '../../db/schema/index.ts';

/**
 * Where a match came from (issue 17, admin matches), read from what the imports leave behind:
 * - TCG: the match's own import marker (`import_source` 'ptcgl' or 'limitless'); none is 'manual'.
 * - VGC: 'showdown' when a Showdown replay row links the match (vgc_match_replays, kept while the match is); else
 *   'limitless' when the match is in the group a Limitless import of its player made (the import marks VGC matches
 *   no other way); else 'manual'. A Limitless group the player has since deleted leaves its matches 'manual'.
 */

export const vgcFromShowdown = sql<boolean>`exists (select 1 from ${vgcMatchReplays} where ${vgcMatchReplays.matchId} = ${vgcMatches.id})`;

export const vgcFromLimitless = sql<boolean>`exists (
  select 1 from ${matchGroupVgcMatches}
  join ${limitlessImports} on ${limitlessImports.groupId} = ${matchGroupVgcMatches.groupId}
    and ${limitlessImports.userId} = ${vgcMatches.userId} and ${limitlessImports.game} = 'vgc'
  where ${matchGroupVgcMatches.matchId} = ${vgcMatches.id})`;

export function vgcSourceOf(row: { fromShowdown: boolean; fromLimitless: boolean }): AdminMatchSource {
  if (row.fromShowdown) return 'showdown';
  return row.fromLimitless ? 'limitless' : 'manual';
}

export const tcgSourceOf = (importSource: 'ptcgl' | 'limitless' | null): AdminMatchSource => importSource ?? 'manual';

/** The source filter as a condition on tcg_matches. */
export function tcgSourceFilter(source: AdminMatchSource): SQL {
  if (source === 'manual') return isNull(tcgMatches.importSource);
  if (source === 'showdown') return sql`false`;
  return eq(tcgMatches.importSource, source);
}

/** The source filter as a condition on vgc_matches, with the same precedence as `vgcSourceOf`. */
export function vgcSourceFilter(source: AdminMatchSource): SQL {
  switch (source) {
    case 'showdown':
      return vgcFromShowdown;
    case 'limitless':
      return and(sql`not ${vgcFromShowdown}`, vgcFromLimitless)!;
    case 'manual':
      return and(sql`not ${vgcFromShowdown}`, sql`not ${vgcFromLimitless}`)!;
    default:
      return sql`false`;
  }
}
