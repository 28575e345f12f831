/**
 * Group summaries (core matchGroupSummarySchema) as one viewer sees them, for any set of visible groups: the list,
 * one group, a friend's page. One query answers every group with its owner's card, match counts and statistics
 * (core rules/groupStats.ts, computed from the stored tallies: a TCG match counts by its `result` unless it has no
 * games, a VGC match by its `result`): per game, one grouped aggregate over the visible groups' link rows joined to
 * their matches, so the cost follows the number of links, never one query per group. One more query reads the shares
 * of the groups the viewer owns. (200 groups holding 20,000 links: about 20 ms in PostgreSQL — see the scale test.)
 */
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GROUP_SORTS,
  groupWinRate,
  type GroupAccess,
  type GroupSort,
  type MatchGroupSummary,
  type SharedWithEntry,
} from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { matchGroupShares, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/containsPattern.ts';
import { playerCardColumns, toPlayerCard } from '../players/index.ts';

/** The list's orders, defined with the list's query in core (api/shapes.ts). */
export { GROUP_SORTS, type GroupSort };

export interface SummaryOptions {
  /** Name or description contains this (case-insensitive, wildcards literal). */
  search?: string;
  sort?: GroupSort;
}

/** A timestamp as `Date#toISOString` writes it (raw rows carry PostgreSQL's text). */
export const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The groups a viewer may read, with their access: owned, or shared with them and accepted. */
export function visibleTo(viewerId: string): SQL {
  return sql`select id as group_id, 'owner' as access from match_groups where user_id = ${viewerId}
    union all
    select group_id, permission from match_group_shares where user_id = ${viewerId} and status = 'accepted'`;
}

/** One group whose access is already known (see access.ts). */
export function oneGroup(groupId: string, access: GroupAccess): SQL {
  return sql`select ${groupId}::uuid as group_id, ${access}::text as access`;
}

interface SummaryRow extends Record<string, unknown> {
  id: string;
  name: string;
  description: string;
  type: MatchGroupSummary['type'];
  created_at: string;
  updated_at: string;
  owner_id: string;
  owner_username: string;
  owner_name: string | null;
  owner_picture: string | null;
  owner_sprite: string | null;
  access: GroupAccess;
  is_shared: boolean;
  tcg: number;
  vgc: number;
  wins: number;
  losses: number;
  ties: number;
}

function orderOf(sort: GroupSort): SQL {
  switch (sort) {
    case 'oldest':
      return sql`g.created_at asc, g.id asc`;
    case 'name-asc':
      return sql`lower(g.name) asc, g.name asc, g.created_at desc, g.id desc`;
    case 'name-desc':
      return sql`lower(g.name) desc, g.name desc, g.created_at desc, g.id desc`;
    case 'most-matches':
      return sql`coalesce(t.n, 0) + coalesce(v.n, 0) desc, g.created_at desc, g.id desc`;
    default:
      return sql`g.created_at desc, g.id desc`;
  }
}

/**
 * Match counts and counted outcomes per visible group of one game's link table, in one grouped aggregate over every
 * visible group's links (TCG matches with neither games nor a recorded result — wins + losses = 0 — are not
 * counted: core groupResult).
 */
function outcomesOf(game: 'tcg' | 'vgc'): SQL {
  const links = sql.raw(game === 'tcg' ? 'match_group_tcg_matches' : 'match_group_vgc_matches');
  const matches = sql.raw(game === 'tcg' ? 'tcg_matches' : 'vgc_matches');
  const counted = game === 'tcg' ? sql`m.wins + m.losses > 0 and ` : sql``;
  return sql`select l.group_id, count(*)::int as n,
      (count(*) filter (where ${counted}m.result = 'win'))::int as wins,
      (count(*) filter (where ${counted}m.result = 'loss'))::int as losses,
      (count(*) filter (where ${counted}m.result = 'tie'))::int as ties
    from ${links} l join ${matches} m on m.id = l.match_id
    where l.group_id in (select group_id from vis)
    group by l.group_id`;
}

/** The aggregate query of `summariesOf` (exported for EXPLAIN in the scale test). */
export function summaryQuery(visible: SQL, options: SummaryOptions = {}): SQL {
  const text = options.search?.trim();
  const search = text
    ? sql`and (g.name ilike ${containsPattern(text)} or g.description ilike ${containsPattern(text)})`
    : sql``;
  return sql`
    with vis as materialized (${visible}),
      t as (${outcomesOf('tcg')}),
      v as (${outcomesOf('vgc')})
    select g.id, g.name, g.description, g.type,
      ${isoOf(sql`g.created_at`)} as created_at, ${isoOf(sql`g.updated_at`)} as updated_at,
      u.id as owner_id, u.username as owner_username, u.name as owner_name,
      u.profile_picture as owner_picture, u.pokemon_sprite as owner_sprite,
      vis.access,
      exists (select 1 from match_group_shares x where x.group_id = g.id and x.status <> 'declined') as is_shared,
      coalesce(t.n, 0) as tcg, coalesce(v.n, 0) as vgc,
      coalesce(t.wins, 0) + coalesce(v.wins, 0) as wins,
      coalesce(t.losses, 0) + coalesce(v.losses, 0) as losses,
      coalesce(t.ties, 0) + coalesce(v.ties, 0) as ties
    from vis
    join match_groups g on g.id = vis.group_id
    join users u on u.id = g.user_id
    left join t on t.group_id = g.id
    left join v on v.group_id = g.id
    where true ${search}
    order by ${orderOf(options.sort ?? 'newest')}`;
}

/**
 * The summaries of the groups `visible` names — a query of (group_id, access) for one viewer — as that viewer sees
 * them (shares listed only where they are the owner).
 */
export async function summariesOf(
  q: Queryable,
  visible: SQL,
  options: SummaryOptions = {},
): Promise<MatchGroupSummary[]> {
  const { rows } = await q.execute<SummaryRow>(summaryQuery(visible, options));
  const owned = rows.filter((row) => row.access === 'owner').map((row) => row.id);
  const shares = await sharedWithOf(q, owned);
  return rows.map((row) => {
    const matches = row.wins + row.losses + row.ties;
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      date: row.created_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      type: row.type,
      user: toPlayerCard({
        id: row.owner_id,
        username: row.owner_username,
        name: row.owner_name,
        profilePicture: row.owner_picture,
        pokemonSprite: row.owner_sprite,
      }),
      isShared: row.is_shared,
      userRole: row.access === 'owner' ? 'owner' : 'shared',
      access: row.access,
      sharedWith: row.access === 'owner' ? (shares.get(row.id) ?? []) : [],
      matchCounts: { tcg: row.tcg, vgc: row.vgc },
      stats: { matches, wins: row.wins, losses: row.losses, ties: row.ties, winRate: groupWinRate(row.wins, matches) },
    };
  });
}

/** Every share (pending, accepted, declined) of these groups, oldest invitation first, by group. */
async function sharedWithOf(q: Queryable, groupIds: readonly string[]): Promise<Map<string, SharedWithEntry[]>> {
  const byGroup = new Map<string, SharedWithEntry[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await q
    .select({
      groupId: matchGroupShares.groupId,
      permission: matchGroupShares.permission,
      status: matchGroupShares.status,
      invitedAt: matchGroupShares.invitedAt,
      respondedAt: matchGroupShares.respondedAt,
      card: playerCardColumns,
    })
    .from(matchGroupShares)
    .innerJoin(users, sql`${users.id} = ${matchGroupShares.userId}`)
    .where(inArray(matchGroupShares.groupId, [...groupIds]))
    .orderBy(asc(matchGroupShares.invitedAt), asc(users.username));
  for (const row of rows) {
    const list = byGroup.get(row.groupId) ?? [];
    list.push({
      user: toPlayerCard(row.card),
      permission: row.permission,
      status: row.status,
      invitedAt: row.invitedAt.toISOString(),
      respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    });
    byGroup.set(row.groupId, list);
  }
  return byGroup;
}

/** The groups `viewerId` may read (owned or accepted), newest first unless sorted otherwise. */
export function groupsVisibleTo(q: Queryable, viewerId: string, options: SummaryOptions = {}) {
  return summariesOf(q, visibleTo(viewerId), options);
}

/**
 * The groups `ownerId` owns that are shared with `viewerId` and accepted, as the viewer sees them (a friend's page),
 * newest first.
 */
export async function groupsSharedWithViewer(
  q: Queryable,
  viewerId: string,
  ownerId: string,
): Promise<MatchGroupSummary[]> {
  if (!isUuid(viewerId) || !isUuid(ownerId) || viewerId === ownerId) return [];
  const visible = sql`select s.group_id, s.permission as access
    from match_group_shares s join match_groups g2 on g2.id = s.group_id
    where s.user_id = ${viewerId} and s.status = 'accepted' and g2.user_id = ${ownerId}`;
  return summariesOf(q, visible);
}
