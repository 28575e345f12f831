import { sql } from 'drizzle-orm';
import type { AdminSummary } from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';

/** The start of the current UTC day, as a timestamptz. */
export const startOfUtcDay = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

/**
 * The admin hub's live tiles (issue 17) in one round trip: open (new) feedback from feedback_status_created_at_idx,
 * users, admins (admin or owner), and TCG + VGC matches created since 00:00 UTC from the created_at indexes.
 */
export async function adminSummary(db: Db): Promise<AdminSummary> {
  const { rows } = await db.execute<Record<keyof AdminSummary, number>>(sql`
    select
      (select count(*) from feedback where status = 'new')::int as "openFeedback",
      (select count(*) from users)::int as "users",
      ((select count(*) from tcg_matches where created_at >= ${startOfUtcDay})
        + (select count(*) from vgc_matches where created_at >= ${startOfUtcDay}))::int as "matchesToday",
      (select count(*) from users where role in ('admin', 'owner'))::int as "admins"
  `);
  const row = rows[0]!;
  return { openFeedback: row.openFeedback, users: row.users, matchesToday: row.matchesToday, admins: row.admins };
}
