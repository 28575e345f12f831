import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';

/**
 * Removing a friend ends what the friendship allowed between the two (issue 14): groups are only shared with friends,
 * so every share of a group owned by one with the other goes (pending, accepted or declined, both directions), their
 * matches leave the other's groups (a match only ever sits in a group its owner could edit), and a still-standing
 * invitation notice about those groups goes with its share. Runs inside the removal's transaction.
 */
export async function endGroupAccessBetween(q: Queryable, userId: string, otherId: string): Promise<void> {
  // The groups each one owns that the other was invited to.
  const shares = await q.execute<{ group_id: string; owner_id: string; member_id: string }>(sql`
    delete from match_group_shares s
    using match_groups g
    where g.id = s.group_id
      and ((g.user_id = ${userId} and s.user_id = ${otherId}) or (g.user_id = ${otherId} and s.user_id = ${userId}))
    returning s.group_id, g.user_id as owner_id, s.user_id as member_id`);
  if (shares.rows.length === 0) return;

  const groupIds = shares.rows.map((row) => row.group_id);
  const groupsArray = sql`${`{${groupIds.join(',')}}`}::uuid[]`;
  // A member's matches in an owner's group: the links whose match belongs to the member of that share.
  await q.execute(sql`
    delete from match_group_tcg_matches l
    using match_groups g, tcg_matches m
    where l.group_id = any(${groupsArray}) and g.id = l.group_id and m.id = l.match_id
      and m.user_id <> g.user_id and m.user_id in (${userId}, ${otherId})`);
  await q.execute(sql`
    delete from match_group_vgc_matches l
    using match_groups g, vgc_matches m
    where l.group_id = any(${groupsArray}) and g.id = l.group_id and m.id = l.match_id
      and m.user_id <> g.user_id and m.user_id in (${userId}, ${otherId})`);
  await q.execute(sql`
    delete from notifications n
    where n.group_id = any(${groupsArray}) and n.type = 'group_invitation'
      and n.user_id in (${userId}, ${otherId}) and n.from_user_id in (${userId}, ${otherId})`);
}
