import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { winRate, type Season, type SeasonInput, type SeasonStats } from '@trainerlog/core';
import type { Db, Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { decks, seasons, tcgMatches, type SeasonRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export const SEASON_NOT_FOUND = 'Season not found';
export const NO_CURRENT_SEASON = 'No current season';
export const SEASON_DELETED = 'Season deleted';

export type SeasonService = ReturnType<typeof createSeasonService>;

export function toSeason(row: SeasonRow): Season {
  return {
    _id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    isCurrent: row.isCurrent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The season with this id (any string: a malformed id is simply not found). */
export async function findSeason(db: Queryable, seasonId: string): Promise<SeasonRow | undefined> {
  if (!isUuid(seasonId)) return undefined;
  const [row] = await db.select().from(seasons).where(eq(seasons.id, seasonId)).limit(1);
  return row;
}

export async function findCurrentSeason(db: Queryable): Promise<SeasonRow | undefined> {
  const [row] = await db.select().from(seasons).where(eq(seasons.isCurrent, true)).limit(1);
  return row;
}

/** Matches dated within the season, both days inclusive (core rules/seasons.ts: days compared as written). */
export function datedWithin(season: Pick<SeasonRow, 'startDate' | 'endDate'>) {
  return and(gte(tcgMatches.date, season.startDate), lte(tcgMatches.date, season.endDate));
}

export function createSeasonService(db: Db) {
  async function mustFind(seasonId: string): Promise<SeasonRow> {
    const row = await findSeason(db, seasonId);
    if (!row) throw notFound(SEASON_NOT_FOUND);
    return row;
  }

  return {
    /** Newest start first; equal starts by name. */
    async list(): Promise<Season[]> {
      const rows = await db.select().from(seasons).orderBy(desc(seasons.startDate), asc(seasons.name), asc(seasons.id));
      return rows.map(toSeason);
    },

    async current(): Promise<Season> {
      const row = await findCurrentSeason(db);
      if (!row) throw notFound(NO_CURRENT_SEASON);
      return toSeason(row);
    },

    async create(input: SeasonInput): Promise<Season> {
      const [row] = await db.insert(seasons).values(input).returning();
      return toSeason(row!);
    },

    async update(seasonId: string, input: SeasonInput): Promise<Season> {
      if (!isUuid(seasonId)) throw notFound(SEASON_NOT_FOUND);
      const [row] = await db.update(seasons).set(input).where(eq(seasons.id, seasonId)).returning();
      if (!row) throw notFound(SEASON_NOT_FOUND);
      return toSeason(row);
    },

    async remove(seasonId: string): Promise<void> {
      if (!isUuid(seasonId)) throw notFound(SEASON_NOT_FOUND);
      const deleted = await db.delete(seasons).where(eq(seasons.id, seasonId)).returning({ id: seasons.id });
      if (deleted.length === 0) throw notFound(SEASON_NOT_FOUND);
    },

    /**
     * Clears the others, then marks this one, in one transaction. seasons_one_current_key (a partial unique index)
     * guarantees at most one current season whatever happens; the table lock (which blocks other season writers, not
     * readers) queues concurrent set-currents so that each sees the one before it committed, instead of the later one
     * failing on that index. Seasons are written by hand, rarely: the lock costs nothing.
     */
    async setCurrent(seasonId: string): Promise<Season> {
      if (!isUuid(seasonId)) throw notFound(SEASON_NOT_FOUND);
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${seasons} in share row exclusive mode`);
        const [target] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId)).limit(1);
        if (!target) throw notFound(SEASON_NOT_FOUND);
        await tx
          .update(seasons)
          .set({ isCurrent: false })
          .where(and(eq(seasons.isCurrent, true), ne(seasons.id, seasonId)));
        const [row] = await tx.update(seasons).set({ isCurrent: true }).where(eq(seasons.id, seasonId)).returning();
        return toSeason(row!);
      });
    },

    /** The caller's TCG record in the season, and one line per deck (by deck id, else by the typed deck name). */
    async stats(userId: string, seasonId: string): Promise<SeasonStats> {
      const season = await mustFind(seasonId);
      const matches = sql<number>`count(*)::int`;
      const wins = sql<number>`(count(*) filter (where ${tcgMatches.wins} > ${tcgMatches.losses}))::int`;
      const lines = await db
        .select({
          deckId: tcgMatches.deckId,
          // A deck that still exists shows its current name; a typed name (or a deleted deck) the latest one played.
          deckName: sql<string>`coalesce(${decks.name}, (array_agg(${tcgMatches.deckName} order by ${tcgMatches.date} desc, ${tcgMatches.createdAt} desc))[1])`,
          matches,
          wins,
        })
        .from(tcgMatches)
        .leftJoin(decks, eq(decks.id, tcgMatches.deckId))
        .where(and(eq(tcgMatches.userId, userId), datedWithin(season)))
        .groupBy(
          tcgMatches.deckId,
          decks.name,
          sql`case when ${tcgMatches.deckId} is null then lower(${tcgMatches.deckName}) end`,
        );
      const deckLines = lines
        .map((line) => ({
          deckId: line.deckId,
          deckName: line.deckName,
          wins: line.wins,
          losses: line.matches - line.wins,
          matches: line.matches,
          winRate: winRate(line.wins, line.matches),
        }))
        .sort((a, b) => b.matches - a.matches || a.deckName.localeCompare(b.deckName, 'en', { sensitivity: 'base' }));
      const totalWins = deckLines.reduce((n, line) => n + line.wins, 0);
      const totalMatches = deckLines.reduce((n, line) => n + line.matches, 0);
      return {
        season: toSeason(season),
        wins: totalWins,
        losses: totalMatches - totalWins,
        matches: totalMatches,
        winRate: winRate(totalWins, totalMatches),
        decks: deckLines,
      };
    },
  };
}
