/**
 * The group badge of a match (the `group` field of TCG and VGC match answers): the group that most recently took
 * the match in among those its owner can see (owns, or shares and accepted). One query per page of matches: for
 * each match a lateral look-up walks match_group_*_matches_match_idx (match_id, added_at) newest first and stops
 * at the first visible group, so a page of 15 rows costs 15 short index ranges.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';

/** The two games a match belongs to (the match tables and their group links are one pair per game). */
export type Game = 'tcg' | 'vgc';

export type GroupBadge = { _id: string; name: string };

/** The badges of these matches (one game), by match id; matches in no visible group are absent. */
export async function groupBadgesOf(q: Queryable, game: Game, matchIds: readonly string[]) {
  const badges = new Map<string, GroupBadge>();
  if (matchIds.length === 0) return badges;
  const links = sql.raw(game === 'tcg' ? 'match_group_tcg_matches' : 'match_group_vgc_matches');
  const matches = sql.raw(game === 'tcg' ? 'tcg_matches' : 'vgc_matches');
  const ids = sql.join(
    matchIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await q.execute<{ match_id: string; group_id: string; name: string }>(sql`
    select m.id as match_id, b.id as group_id, b.name
    from ${matches} m
    cross join lateral (
      select g.id, g.name
      from ${links} l join match_groups g on g.id = l.group_id
      where l.match_id = m.id
        and (g.user_id = m.user_id or exists (
          select 1 from match_group_shares s
          where s.group_id = g.id and s.user_id = m.user_id and s.status = 'accepted'))
      order by l.added_at desc, g.id desc
      limit 1
    ) b
    where m.id in (${ids})`);
  for (const row of rows) badges.set(row.match_id, { _id: row.group_id, name: row.name });
  return badges;
}

/** The matches with their `group` badge filled in. */
export async function withGroupBadges<M extends { _id: string; group: GroupBadge | null }>(
  q: Queryable,
  game: Game,
  matches: M[],
): Promise<M[]> {
  const badges = await groupBadgesOf(
    q,
    game,
    matches.map((match) => match._id),
  );
  return matches.map((match) => ({ ...match, group: badges.get(match._id) ?? null }));
}
