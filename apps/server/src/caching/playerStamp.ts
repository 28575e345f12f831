import { sql, type SQL } from 'drizzle-orm';

/**
 * A player's match stamp (migration 0018): a value that changes with every statement that inserts, updates or deletes
 * any of the player's TCG (or VGC) matches, whoever runs it (the services, an import, the CLI, SQL, a deck or team
 * deleted clearing its id, a cascade), read in one index lookup instead of a pass over the player's rows.
 *
 * Triggers in the writing transaction add one to the `version` of the player's row in `tcg_match_user_counts` /
 * `vgc_match_user_counts`, so the new stamp commits with the rows it describes. The row's `xmin` (the transaction
 * that wrote it) is part of the stamp too, so a counts row deleted and made again (TRUNCATE, an account moved back in)
 * never shows an old stamp with other rows. A player with no row yet reads '-'.
 *
 * The personal analytics answer cache keeps answers under it, and the kept rows (keptRows.ts) skip listing a scope
 * whose stamp has not moved.
 */
export function playerStampSql(game: 'tcg' | 'vgc', userId: string): SQL<string> {
  const counts = sql.raw(game === 'tcg' ? 'tcg_match_user_counts' : 'vgc_match_user_counts');
  return sql<string>`coalesce(
    (select c.xmin::text || '.' || c.version::text from ${counts} c where c.user_id = ${userId}), '-')`;
}
