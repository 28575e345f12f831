import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_TEXT,
  type AdminMatchDay,
  type AdminMatchDetail,
  type AdminMatchGame,
  type AdminMatchPage,
  type AdminMatchQuery,
  type AdminMatchRow,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { matchCounts, teams, tcgMatches, users, vgcMatches } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { withGroupBadges } from '../matches/index.ts';
import { notify } from '../notifications/index.ts';
import { type TcgMatchService, toTcgMatch } from '../tcg-matches/index.ts';
import { toVgcMatch, type VgcMatchService } from '../vgc-matches/index.ts';
import { writeAudit } from './audit.ts';
import {
  tcgSourceFilter,
  tcgSourceOf,
  vgcFromLimitless,
  vgcFromShowdown,
  vgcSourceFilter,
  vgcSourceOf,
} from './matchSources.ts';
import { containsPattern } from '../../db/containsPattern.ts';

/**
 * Admin matches (issue 17): every player's TCG or VGC matches, newest logged first (the created_at indexes), with
 * filters; the per-day totals; one match read-only with its imported log; and removal with a reason.
 *
 * Removal goes through the match services' own delete (`removeWithin`, called with the match's player), so the
 * per-user and global counts, the community aggregates (triggers) and the group links (cascades) move exactly as
 * when the player deletes it; the player's notification and the audit entry are written in the same transaction,
 * and the player's analytics answers are refreshed afterwards, as after the player's own delete.
 */

const GAME_NAMES: Record<AdminMatchGame, string> = { tcg: 'TCG', vgc: 'VGC' };

/** The player's notification text when an admin removes one of their matches. */
export const matchRemovedNotice = (game: AdminMatchGame, opponent: string, date: string, reason: string) =>
  `An admin removed your ${GAME_NAMES[game]} match vs ${opponent} on ${date}. Reason: ${reason}`;

const countAll = sql<number>`count(*)::int`;

/** A VGC match's opponent as the list shows it: the name, else the team. */
const vgcOpponentOf = (name: string, team: readonly string[]) => name || team.join(', ');

function pageOf(items: AdminMatchRow[], totalCount: number, query: AdminMatchQuery): AdminMatchPage {
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
  };
}

const hasFilters = (query: AdminMatchQuery) =>
  Boolean(query.player || query.deck || query.opponent || query.from || query.to || query.source);

export function createAdminMatchService(db: Db, services: { tcg: TcgMatchService; vgc: VgcMatchService }) {
  /** Unfiltered, the global counts row (kept by triggers, migration 0003) answers the total in one key lookup. */
  async function totalOf(game: AdminMatchGame, query: AdminMatchQuery, counted: Promise<{ count: number }[]>) {
    if (hasFilters(query)) return (await counted)[0]?.count ?? 0;
    const [row] = await db.select({ count: matchCounts.count }).from(matchCounts).where(eq(matchCounts.game, game));
    return row?.count ?? 0;
  }

  function tcgWhere(query: AdminMatchQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      query.player ? ilike(users.username, containsPattern(query.player)) : undefined,
      query.deck ? ilike(tcgMatches.deckName, containsPattern(query.deck)) : undefined,
      query.opponent ? ilike(tcgMatches.opponentDeck, containsPattern(query.opponent)) : undefined,
      query.from ? gte(tcgMatches.date, query.from) : undefined,
      query.to ? lte(tcgMatches.date, query.to) : undefined,
      query.source ? tcgSourceFilter(query.source) : undefined,
    ];
    return and(...conditions);
  }

  function vgcWhere(query: AdminMatchQuery): SQL | undefined {
    const opponent = query.opponent ? containsPattern(query.opponent) : undefined;
    const conditions: (SQL | undefined)[] = [
      query.player ? ilike(users.username, containsPattern(query.player)) : undefined,
      query.deck ? ilike(teams.name, containsPattern(query.deck)) : undefined,
      opponent
        ? or(
            ilike(vgcMatches.opponentName, opponent),
            sql`exists (select 1 from unnest(${vgcMatches.opponentTeam}) as species where species ilike ${opponent})`,
          )
        : undefined,
      query.from ? gte(vgcMatches.date, query.from) : undefined,
      query.to ? lte(vgcMatches.date, query.to) : undefined,
      query.source ? vgcSourceFilter(query.source) : undefined,
    ];
    return and(...conditions);
  }

  async function listTcg(query: AdminMatchQuery): Promise<AdminMatchPage> {
    const where = tcgWhere(query);
    const [rows, totalCount] = await Promise.all([
      db
        .select({
          id: tcgMatches.id,
          userId: tcgMatches.userId,
          username: users.username,
          deck: tcgMatches.deckName,
          opponent: tcgMatches.opponentDeck,
          result: tcgMatches.result,
          importSource: tcgMatches.importSource,
          date: tcgMatches.date,
          createdAt: tcgMatches.createdAt,
        })
        .from(tcgMatches)
        .innerJoin(users, eq(users.id, tcgMatches.userId))
        .where(where)
        .orderBy(desc(tcgMatches.createdAt), desc(tcgMatches.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      totalOf(
        'tcg',
        query,
        db.select({ count: countAll }).from(tcgMatches).innerJoin(users, eq(users.id, tcgMatches.userId)).where(where),
      ),
    ]);
    const items = rows.map((row) => ({
      _id: row.id,
      game: 'tcg' as const,
      player: { _id: row.userId, username: row.username },
      deck: row.deck,
      opponent: row.opponent,
      result: row.result,
      source: tcgSourceOf(row.importSource),
      date: row.date,
      createdAt: row.createdAt.toISOString(),
    }));
    return pageOf(items, totalCount, query);
  }

  async function listVgc(query: AdminMatchQuery): Promise<AdminMatchPage> {
    const where = vgcWhere(query);
    const [rows, totalCount] = await Promise.all([
      db
        .select({
          id: vgcMatches.id,
          userId: vgcMatches.userId,
          username: users.username,
          team: teams.name,
          opponentName: vgcMatches.opponentName,
          opponentTeam: vgcMatches.opponentTeam,
          result: vgcMatches.result,
          fromShowdown: vgcFromShowdown,
          fromLimitless: vgcFromLimitless,
          date: vgcMatches.date,
          createdAt: vgcMatches.createdAt,
        })
        .from(vgcMatches)
        .innerJoin(users, eq(users.id, vgcMatches.userId))
        .leftJoin(teams, eq(teams.id, vgcMatches.teamId))
        .where(where)
        .orderBy(desc(vgcMatches.createdAt), desc(vgcMatches.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      totalOf(
        'vgc',
        query,
        db
          .select({ count: countAll })
          .from(vgcMatches)
          .innerJoin(users, eq(users.id, vgcMatches.userId))
          .leftJoin(teams, eq(teams.id, vgcMatches.teamId))
          .where(where),
      ),
    ]);
    const items = rows.map((row) => ({
      _id: row.id,
      game: 'vgc' as const,
      player: { _id: row.userId, username: row.username },
      deck: row.team ?? '',
      opponent: vgcOpponentOf(row.opponentName, row.opponentTeam),
      result: row.result,
      source: vgcSourceOf(row),
      date: row.date,
      createdAt: row.createdAt.toISOString(),
    }));
    return pageOf(items, totalCount, query);
  }

  return {
    list: (query: AdminMatchQuery) => (query.game === 'vgc' ? listVgc(query) : listTcg(query)),

    /** Matches created per UTC day, TCG and VGC, oldest first, every day of the window (today included) present. */
    async daily(days: number): Promise<AdminMatchDay[]> {
      const { rows } = await db.execute<AdminMatchDay>(sql`
        with window_days as (
          select generate_series(
            ((now() at time zone 'UTC')::date - ${days - 1}::int)::timestamp,
            (now() at time zone 'UTC')::date::timestamp,
            interval '1 day'
          )::date as day
        ),
        since as (select ((now() at time zone 'UTC')::date - ${days - 1}::int)::timestamp at time zone 'UTC' as t),
        tcg as (
          select (created_at at time zone 'UTC')::date as day, count(*)::int as n
          from tcg_matches where created_at >= (select t from since) group by 1
        ),
        vgc as (
          select (created_at at time zone 'UTC')::date as day, count(*)::int as n
          from vgc_matches where created_at >= (select t from since) group by 1
        )
        select to_char(w.day, 'YYYY-MM-DD') as day, coalesce(tcg.n, 0) as tcg, coalesce(vgc.n, 0) as vgc
        from window_days w left join tcg on tcg.day = w.day left join vgc on vgc.day = w.day
        order by w.day
      `);
      return rows.map((row) => ({ day: row.day, tcg: row.tcg, vgc: row.vgc }));
    },

    /** One match, read-only, with its player, source and imported log text (VGC replays keep no log: null). */
    async detail(game: AdminMatchGame, id: string): Promise<AdminMatchDetail> {
      if (!isUuid(id)) throw notFound(ADMIN_TEXT.matchNotFound);
      if (game === 'tcg') {
        const [found] = await db
          .select({ row: tcgMatches, username: users.username })
          .from(tcgMatches)
          .innerJoin(users, eq(users.id, tcgMatches.userId))
          .where(eq(tcgMatches.id, id))
          .limit(1);
        if (!found) throw notFound(ADMIN_TEXT.matchNotFound);
        const [match] = await withGroupBadges(db, 'tcg', [toTcgMatch(found.row)]);
        return {
          game,
          player: { _id: found.row.userId, username: found.username },
          match: match!,
          source: tcgSourceOf(found.row.importSource),
          logText: found.row.ptcglLogText,
        };
      }
      const [found] = await db
        .select({
          row: vgcMatches,
          username: users.username,
          fromShowdown: vgcFromShowdown,
          fromLimitless: vgcFromLimitless,
        })
        .from(vgcMatches)
        .innerJoin(users, eq(users.id, vgcMatches.userId))
        .where(eq(vgcMatches.id, id))
        .limit(1);
      if (!found) throw notFound(ADMIN_TEXT.matchNotFound);
      const [match] = await withGroupBadges(db, 'vgc', [toVgcMatch(found.row)]);
      return {
        game,
        player: { _id: found.row.userId, username: found.username },
        match: match!,
        source: vgcSourceOf(found),
        logText: null,
      };
    },

    /** Removes a match with a reason: the player is notified and the audit log written, in one transaction. */
    async remove(actorId: string, game: AdminMatchGame, id: string, reason: string): Promise<void> {
      if (!isUuid(id)) throw notFound(ADMIN_TEXT.matchNotFound);
      const table = game === 'tcg' ? tcgMatches : vgcMatches;
      const [owner] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
      if (!owner) throw notFound(ADMIN_TEXT.matchNotFound);
      await db.transaction(async (tx) => {
        let opponent: string;
        let date: string;
        if (game === 'tcg') {
          const row = await services.tcg.removeWithin(tx, owner.userId, id);
          if (!row) throw notFound(ADMIN_TEXT.matchNotFound);
          opponent = row.opponentDeck;
          date = row.date;
        } else {
          const row = await services.vgc.removeWithin(tx, owner.userId, id);
          if (!row) throw notFound(ADMIN_TEXT.matchNotFound);
          opponent = vgcOpponentOf(row.opponentName, row.opponentTeam);
          date = row.date;
        }
        const against = opponent || 'an unknown opponent';
        if (owner.userId !== actorId) {
          await notify(tx, [
            {
              userId: owner.userId,
              type: 'match_removed',
              message: matchRemovedNotice(game, against, date, reason),
            },
          ]);
        }
        await writeAudit(tx, {
          action: 'match.delete',
          actorId,
          targetId: owner.userId,
          summary: `${GAME_NAMES[game]} match vs ${against} (${date}): ${reason}`,
        });
      });
      if (game === 'tcg') services.tcg.analytics.refresh(owner.userId);
      else services.vgc.refreshAnalytics(owner.userId);
    },
  };
}

export type AdminMatchService = ReturnType<typeof createAdminMatchService>;
