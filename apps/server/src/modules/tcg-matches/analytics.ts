import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  tcgDeckAnalyticsSchema,
  tcgPersonalAnalytics,
  type AnalyticsQuery,
  type DeckRef,
  type SeasonRef,
  type TcgAnalytics,
  type TcgAnalyticsMatch,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { decks, seasons, tcgMatches } from '../../db/schema/index.ts';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { errorResponses, notFound } from '../../http/errors.ts';
import { DECK_NOT_FOUND } from '../decks/service.ts';
import {
  createAnswerCache,
  jsonTextSerializer,
  sendJsonText,
  type AnswerCache,
} from '../personal-analytics/answerCache.ts';
import { createKeptRows } from '../personal-analytics/keptRows.ts';
import { playerStampSql } from '../personal-analytics/playerStamp.ts';
import { SEASON_NOT_FOUND } from '../seasons/service.ts';

/**
 * Personal TCG analytics for members: GET /api/tcgmatches/stats (routes.ts) and GET /api/deck-analytics/:id (below).
 * The numbers are core `tcgPersonalAnalytics` over the caller's matches, the very function the browser runs over a
 * guest's matches.
 *
 * Loading: only what the statistics read — id, date, created_at, deck id and name, opponent deck, format, the games and
 * the recorded result — never the notes or the PTCGL log. Seasons (a handful of rows) and the caller's decks (names
 * and sprites) are read on every request.
 *
 * Cache: answers are kept per (user or deck, query, seasons, decks) by the shared personal-analytics cache
 * (personal-analytics/answerCache.ts), valid while the player's match stamp (personal-analytics/playerStamp.ts, one
 * index lookup; a deck's answers use the player's stamp too) is unchanged, so any write by any writer (this service, a
 * deck deleted setting deck_id to null, an import, SQL) is seen at once; seasons and decks are part of the key, so renaming a deck or editing a season is seen too. After a
 * write through the API, the player's last answers are computed again in the background (`refresh`).
 */

/** The columns the statistics read (see header). */
const matchColumns = {
  _id: tcgMatches.id,
  date: tcgMatches.date,
  createdAt: tcgMatches.createdAt,
  deckId: tcgMatches.deckId,
  deckName: tcgMatches.deckName,
  opponentDeck: tcgMatches.opponentDeck,
  format: tcgMatches.format,
  games: tcgMatches.games,
  // A result-only match (issue 15) counts by its recorded result; it has no games.
  recordedResult: tcgMatches.recordedResult,
};

export type TcgAnalyticsService = ReturnType<typeof createTcgAnalytics>;

export function createTcgAnalytics(db: Db, answers: AnswerCache = createAnswerCache()) {
  // The scopes' rows in memory, brought up to date by reading only ids and versions (personal-analytics/keptRows.ts).
  const kept = createKeptRows<TcgAnalyticsMatch>();
  async function seasonRefs(): Promise<SeasonRef[]> {
    return db
      .select({ _id: seasons.id, name: seasons.name, startDate: seasons.startDate, endDate: seasons.endDate })
      .from(seasons)
      .orderBy(desc(seasons.startDate), asc(seasons.name), asc(seasons.id));
  }

  async function deckRefs(userId: string, deckId?: string): Promise<DeckRef[]> {
    const rows = await db
      .select({
        _id: decks.id,
        name: decks.name,
        sprite: decks.pokemonSprite,
        secondary: decks.secondaryPokemonSprite,
      })
      .from(decks)
      .where(deckId ? and(eq(decks.userId, userId), eq(decks.id, deckId)) : eq(decks.userId, userId))
      .orderBy(asc(decks.id));
    return rows.map((d) => ({
      _id: d._id,
      name: d.name,
      sprites: [d.sprite, d.secondary].filter((s) => !!s) as string[],
    }));
  }

  /** The player's match stamp: it moves with any write to any of their matches (personal-analytics/playerStamp.ts). */
  async function fingerprint(userId: string): Promise<string> {
    const [row] = await db
      .execute<{ f: string }>(sql`select ${playerStampSql('tcg', userId)} as f`)
      .then((r) => r.rows);
    return row!.f;
  }

  /**
   * The scope's matches, the columns the statistics read: kept rows, only new or changed ones read, and no query at
   * all while the player's stamp is the one they were listed under (keptRows.ts).
   */
  function load(scopeKey: string, scope: SQL, stamp: string): Promise<TcgAnalyticsMatch[]> {
    const version = sql<string>`${tcgMatches}.xmin::text`;
    return kept.rows(
      scopeKey,
      () => db.select({ id: tcgMatches.id, version }).from(tcgMatches).where(scope),
      async (ids) =>
        (
          await db
            .select({ ...matchColumns, version })
            .from(tcgMatches)
            .where(and(scope, inArray(tcgMatches.id, ids)))
        ).map(({ version: v, ...row }) => ({ id: row._id, version: v, row })),
      stamp,
    );
  }

  /** The answer as JSON text, kept while the scope's rows are unchanged (see header). */
  function answer(
    userId: string,
    scopeKey: string,
    scope: SQL,
    key: string,
    compute: (matches: TcgAnalyticsMatch[]) => unknown,
  ): Promise<string> {
    return answers.answer({
      scope: `tcg:${scopeKey}`,
      key,
      fingerprint: () => fingerprint(userId),
      compute: async (stamp) => compute(await load(scopeKey, scope, stamp)),
    });
  }

  return {
    /** GET /api/tcgmatches/stats: the composite over every match of the caller (404 for an unknown season). */
    async stats(userId: string, query: AnalyticsQuery): Promise<string> {
      const [seasonList, deckList] = await Promise.all([seasonRefs(), deckRefs(userId)]);
      if (query.seasonId !== undefined && !seasonList.some((s) => s._id === query.seasonId))
        throw notFound(SEASON_NOT_FOUND);
      const scope = sql`${tcgMatches.userId} = ${userId}`;
      const key = JSON.stringify([query, seasonList, deckList]);
      return answer(userId, userId, scope, key, (matches) =>
        tcgPersonalAnalytics(matches, { query, seasons: seasonList, decks: deckList }),
      );
    },

    /**
     * GET /api/deck-analytics/:id: the composite over the deck's matches (its `totalMatches` counts the deck's
     * matches before the other filters) plus the deck; 404 unless the caller owns the deck.
     */
    async deck(userId: string, deckId: string, query: AnalyticsQuery): Promise<string> {
      if (!isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
      const [seasonList, deckList] = await Promise.all([seasonRefs(), deckRefs(userId, deckId)]);
      const deck = deckList[0];
      if (!deck) throw notFound(DECK_NOT_FOUND);
      if (query.seasonId !== undefined && !seasonList.some((s) => s._id === query.seasonId))
        throw notFound(SEASON_NOT_FOUND);
      const deckQuery = { ...query, deckId };
      const scope = sql`${tcgMatches.userId} = ${userId} and ${tcgMatches.deckId} = ${deckId}`;
      const key = JSON.stringify([deckQuery, seasonList, deckList]);
      return answer(userId, `${userId}:${deckId}`, scope, key, (matches) => ({
        ...tcgPersonalAnalytics(matches, { query: deckQuery, seasons: seasonList, decks: deckList }),
        deck: { _id: deck._id, name: deck.name, sprites: deck.sprites ?? [] },
      }));
    },

    /** After a write to the player's matches: their last answers again, in the background (see header). */
    refresh(userId: string) {
      answers.refresh(answers.scopesOf(`tcg:${userId}`));
    },

    /** For tests: forget every kept answer; `settled` waits for background refreshes. */
    clear: () => {
      answers.clear();
      kept.clear();
    },
    settled: () => answers.settled(),
  };
}

export type { TcgAnalytics };

const tags = ['tcg matches'];

/** GET /api/deck-analytics/:id (registered at that prefix in app.ts). */
export const deckAnalyticsRoutes: FastifyPluginAsyncZod<{
  analytics: TcgAnalyticsService;
  guards: AuthGuards;
}> = async (app, { analytics, guards }) => {
  app.addHook('onRequest', guards.requireUser);
  app.get('/:id', {
    schema: {
      tags,
      summary: "One of the caller's decks: its personal analytics",
      description:
        'The personal TCG analytics (as GET /api/tcgmatches/stats) over the matches played with this deck, filtered ' +
        "by the analytics query, plus `deck: { _id, name, sprites }`. Another user's deck is not found.",
      params: z.object({ id: z.string() }),
      querystring: analyticsQuerySchema,
      response: { 200: tcgDeckAnalyticsSchema, ...errorResponses(400, 401, 404) },
    },
    serializerCompiler: jsonTextSerializer,
    handler: async (request, reply) =>
      sendJsonText(reply, await analytics.deck(currentAuth(request).user.id, request.params.id, request.query)),
  });
};
