import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiEndpoints,
  tcgPersonalAnalytics,
  type AnalyticsQuery,
  type DeckRef,
  type SeasonRef,
  type TcgAnalytics,
  type TcgAnalyticsMatch,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { tcgMatches } from '../../db/schema/index.ts';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { DECK_NOT_FOUND } from '../decks/index.ts';
import {
  type AnswerCache,
  createAnswerCache,
  createKeptRows,
  ExactAnswer,
  jsonTextSerializer,
  playerStampSql,
  sendJsonText,
} from '../../caching/index.ts';
import { SEASON_NOT_FOUND } from '../seasons/index.ts';

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
 * (caching/answerCache.ts), valid while the player's match stamp (caching/playerStamp.ts, one
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
  // Issue 29: IDs and byes are left out of win rates by default; a match ended at time counts by games won.
  specialResult: tcgMatches.specialResult,
  timeCalled: tcgMatches.timeCalled,
};

export type TcgAnalyticsService = ReturnType<typeof createTcgAnalytics>;

export function createTcgAnalytics(db: Db, answers: AnswerCache = createAnswerCache()) {
  // The scopes' rows in memory, brought up to date by reading only ids and versions (caching/keptRows.ts).
  const kept = createKeptRows<TcgAnalyticsMatch>();
  /**
   * What an answer's key is made of — the seasons and the caller's decks (or one deck) — and the player's match stamp
   * (caching/playerStamp.ts), in one statement: one round trip before a kept answer is found.
   */
  async function keyParts(
    userId: string,
    deckId?: string,
  ): Promise<{ seasons: SeasonRef[]; decks: DeckRef[]; stamp: string }> {
    const { rows } = await db.execute<{
      seasons: SeasonRef[];
      decks: { _id: string; name: string; sprite: string | null; secondary: string | null }[];
      stamp: string;
    }>(sql`select
      coalesce((select json_agg(json_build_object('_id', s.id, 'name', s.name, 'startDate', s.start_date,
          'endDate', s.end_date) order by s.start_date desc, s.name, s.id) from seasons s), '[]'::json) as seasons,
      coalesce((select json_agg(json_build_object('_id', d.id, 'name', d.name, 'sprite', d.pokemon_sprite,
          'secondary', d.secondary_pokemon_sprite) order by d.id)
        from decks d where d.user_id = ${userId} ${deckId ? sql`and d.id = ${deckId}` : sql``}), '[]'::json) as decks,
      ${playerStampSql('tcg', userId)} as stamp`);
    const row = rows[0]!;
    return {
      seasons: row.seasons,
      decks: row.decks.map((d) => ({
        _id: d._id,
        name: d.name,
        sprites: [d.sprite, d.secondary].filter((sprite): sprite is string => !!sprite),
      })),
      stamp: row.stamp,
    };
  }

  /** The player's match stamp: it moves with any write to any of their matches (caching/playerStamp.ts). */
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
  function load(userId: string, scopeKey: string, scope: SQL, stamp: string | undefined) {
    const version = sql<string>`${tcgMatches}.xmin::text`;
    return kept.rows(
      scopeKey,
      // The ids and versions with the stamp, in one statement: the rows are then exactly those of that stamp.
      async () => {
        const { rows } = await db.execute<{ stamp: string; rows: [string, string][] }>(sql`select
          ${playerStampSql('tcg', userId)} as stamp,
          coalesce((select json_agg(json_build_array(id, xmin::text)) from ${tcgMatches} where ${scope}), '[]'::json)
            as rows`);
        return { stamp: rows[0]!.stamp, rows: rows[0]!.rows.map(([id, v]) => ({ id, version: v })) };
      },
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

  /**
   * The answer as JSON text, kept while the scope's rows are unchanged (see header); `stamp` read with the key. An
   * answer computed from rows listed with their stamp is kept under that stamp (answerCache.ts ExactAnswer).
   */
  function answer(
    userId: string,
    scopeKey: string,
    scope: SQL,
    key: string,
    stamp: string,
    compute: (matches: TcgAnalyticsMatch[]) => unknown,
  ): Promise<string> {
    return answers.answer(
      {
        scope: `tcg:${scopeKey}`,
        key,
        fingerprint: () => fingerprint(userId),
        compute: async (read) => {
          const loaded = await load(userId, scopeKey, scope, read);
          const value = compute(loaded.rows);
          return loaded.stamp === undefined ? value : new ExactAnswer(value, loaded.stamp);
        },
        stampsItself: true,
      },
      stamp,
    );
  }

  return {
    /** GET /api/tcgmatches/stats: the composite over every match of the caller (404 for an unknown season). */
    async stats(userId: string, query: AnalyticsQuery): Promise<string> {
      const { seasons: seasonList, decks: deckList, stamp } = await keyParts(userId);
      if (query.seasonId !== undefined && !seasonList.some((s) => s._id === query.seasonId))
        throw notFound(SEASON_NOT_FOUND);
      const scope = sql`${tcgMatches.userId} = ${userId}`;
      const key = JSON.stringify([query, seasonList, deckList]);
      return answer(userId, userId, scope, key, stamp, (matches) =>
        tcgPersonalAnalytics(matches, { query, seasons: seasonList, decks: deckList }),
      );
    },

    /**
     * GET /api/deck-analytics/:id: the composite over the deck's matches (its `totalMatches` counts the deck's
     * matches before the other filters) plus the deck; 404 unless the caller owns the deck.
     */
    async deck(userId: string, deckId: string, query: AnalyticsQuery): Promise<string> {
      if (!isUuid(deckId)) throw notFound(DECK_NOT_FOUND);
      const { seasons: seasonList, decks: deckList, stamp } = await keyParts(userId, deckId);
      const deck = deckList[0];
      if (!deck) throw notFound(DECK_NOT_FOUND);
      if (query.seasonId !== undefined && !seasonList.some((s) => s._id === query.seasonId))
        throw notFound(SEASON_NOT_FOUND);
      const deckQuery = { ...query, deckId };
      const scope = sql`${tcgMatches.userId} = ${userId} and ${tcgMatches.deckId} = ${deckId}`;
      const key = JSON.stringify([deckQuery, seasonList, deckList]);
      return answer(userId, `${userId}:${deckId}`, scope, key, stamp, (matches) => ({
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
    config: { keptAnswer: true },
    schema: {
      tags,
      summary: "One of the caller's decks: its personal analytics",
      description:
        'The personal TCG analytics (as GET /api/tcgmatches/stats) over the matches played with this deck, filtered ' +
        "by the analytics query, plus `deck: { _id, name, sprites }`. Another user's deck is not found.",
      ...endpointSchema(apiEndpoints.deckAnalytics.get),
    },
    serializerCompiler: jsonTextSerializer,
    handler: async (request, reply) =>
      sendJsonText(reply, await analytics.deck(currentAuth(request).user.id, request.params.id, request.query)),
  });
};
