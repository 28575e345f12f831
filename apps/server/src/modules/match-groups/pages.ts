/**
 * What members read besides the group itself: a page of the group's matches of one game (the popup), and the
 * caller's pending invitations. A page joins the group's link rows (primary key range on group_id) to the matches,
 * newest first by match date, creation time and id — the order of the match lists — and shows them as the match
 * APIs do, except that another member's imported log text is never sent.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  pageCountOf,
  type GroupMatchesQuery,
  type GroupMatchPage,
  type MatchGroupInvitation,
  type PlayerCard,
} from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import {
  matchGroupShares,
  matchGroupTcgMatches,
  matchGroupVgcMatches,
  matchGroups,
  tcgMatches,
  users,
  vgcMatches,
} from '../../db/schema/index.ts';
import { playerCardColumns, toPlayerCard } from '../players/index.ts';
import { toTcgMatch } from '../tcg-matches/index.ts';
import { toVgcMatch } from '../vgc-matches/index.ts';
import { requireReader } from './access.ts';
import { withGroupBadges } from '../matches/index.ts';

async function playersOf(q: Queryable, userIds: readonly string[]): Promise<PlayerCard[]> {
  const distinct = [...new Set(userIds)];
  if (distinct.length === 0) return [];
  const rows = await q.select(playerCardColumns).from(users).where(inArray(users.id, distinct));
  return rows.map(toPlayerCard);
}

const countAll = sql<number>`count(*)::int`;

export function createGroupPages(db: Db) {
  async function tcgPage(viewerId: string, groupId: string, query: GroupMatchesQuery) {
    const links = matchGroupTcgMatches;
    const [[counted], rows] = await Promise.all([
      db.select({ total: countAll }).from(links).where(eq(links.groupId, groupId)),
      db
        .select({ match: tcgMatches })
        .from(links)
        .innerJoin(tcgMatches, eq(tcgMatches.id, links.matchId))
        .where(eq(links.groupId, groupId))
        .orderBy(desc(tcgMatches.date), desc(tcgMatches.createdAt), desc(tcgMatches.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    ]);
    const matches = rows.map(({ match }) => {
      const shown = toTcgMatch(match);
      return match.userId === viewerId ? shown : { ...shown, ptcglLogText: null };
    });
    return {
      total: counted?.total ?? 0,
      matches: await withGroupBadges(db, 'tcg', matches),
      owners: rows.map(({ match }) => match.userId),
    };
  }

  async function vgcPage(groupId: string, query: GroupMatchesQuery) {
    const links = matchGroupVgcMatches;
    const [[counted], rows] = await Promise.all([
      db.select({ total: countAll }).from(links).where(eq(links.groupId, groupId)),
      db
        .select({ match: vgcMatches })
        .from(links)
        .innerJoin(vgcMatches, eq(vgcMatches.id, links.matchId))
        .where(eq(links.groupId, groupId))
        .orderBy(desc(vgcMatches.date), desc(vgcMatches.createdAt), desc(vgcMatches.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    ]);
    return {
      total: counted?.total ?? 0,
      matches: await withGroupBadges(
        db,
        'vgc',
        rows.map(({ match }) => toVgcMatch(match)),
      ),
      owners: rows.map(({ match }) => match.userId),
    };
  }

  return {
    /** One page of the group's matches of one game, for any reader (owner, editor, viewer). */
    async matchesPage(viewerId: string, groupId: string, query: GroupMatchesQuery): Promise<GroupMatchPage> {
      await requireReader(db, viewerId, groupId);
      const paging = { page: query.page, pageSize: query.pageSize };
      if (query.game === 'tcg') {
        const { total, matches, owners } = await tcgPage(viewerId, groupId, query);
        const players = await playersOf(db, owners);
        return { game: 'tcg', matches, players, ...paging, total, totalPages: pageCountOf(total, query.pageSize) };
      }
      const { total, matches, owners } = await vgcPage(groupId, query);
      const players = await playersOf(db, owners);
      return { game: 'vgc', matches, players, ...paging, total, totalPages: pageCountOf(total, query.pageSize) };
    },

    /** The caller's pending invitations, newest first, each with its owner and how many matches it holds. */
    async invitations(viewerId: string): Promise<MatchGroupInvitation[]> {
      const rows = await db
        .select({
          id: matchGroups.id,
          name: matchGroups.name,
          description: matchGroups.description,
          type: matchGroups.type,
          createdAt: matchGroups.createdAt,
          owner: playerCardColumns,
          permission: matchGroupShares.permission,
          invitedAt: matchGroupShares.invitedAt,
          matchCount: sql<number>`(select count(*)::int from ${matchGroupTcgMatches} where ${matchGroupTcgMatches.groupId} = ${matchGroups.id})
            + (select count(*)::int from ${matchGroupVgcMatches} where ${matchGroupVgcMatches.groupId} = ${matchGroups.id})`,
        })
        .from(matchGroupShares)
        .innerJoin(matchGroups, eq(matchGroups.id, matchGroupShares.groupId))
        .innerJoin(users, eq(users.id, matchGroups.userId))
        .where(and(eq(matchGroupShares.userId, viewerId), eq(matchGroupShares.status, 'pending')))
        .orderBy(desc(matchGroupShares.invitedAt), desc(matchGroups.id));
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        type: row.type,
        date: row.createdAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        user: toPlayerCard(row.owner),
        permission: row.permission,
        invitedAt: row.invitedAt.toISOString(),
        matchCount: Number(row.matchCount),
      }));
    },
  };
}
