import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
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
import { SEASON_NOT_FOUND } from '../seasons/service.ts';

/**
 * Personal TCG analytics for members: GET /api/tcgmatches/stats (routes.ts) and GET /api/deck-analytics/:id (below).
 * The numbers are core `tcgPersonalAnalytics` over the caller's matches, the very function the browser runs over a
 * guest's matches.
 *
 * Loading: only what the statistics read — id, date, created_at, deck id and name, opponent deck, format and the games —
 * never the notes or the PTCGL log. Seasons (a handful of rows) and the caller's decks (names and sprites) are read
 * on every request.
 *
 * Cache (decision): the cold answer for a player with 10,000 matches is dominated by reading and parsing 10,000 game
 * documents (measured in docs/decisions.md), over the 50 ms target, so answers are kept per (user, query, seasons,
 * decks) in memory, as the JSON text sent. Each request first reads the user's match fingerprint — count, sum and
 * max of the rows' `xmin` (the id of the transaction that wrote each row version) — from tcg_matches; any insert,
 * update or delete of one of the user's matches, by this service or by any other writer (a deck deleted setting
 * deck_id to null, an import, SQL), writes row versions with a new transaction id and so changes the fingerprint, and
 * the answer is computed again. The rows and the fingerprint stored with an answer are read in one REPEATABLE READ
 * snapshot, so an answer is never filed under a fingerprint other than that of the rows it was computed from.
 * (Changed rows carry a newer transaction id than every row they replace, so the sum can only come back to an earlier
 * value by restoring exactly the earlier rows.) Seasons and decks are part of the key, so renaming a deck or editing a
 * season is seen at once. A fingerprint covers a scope — all the user's matches, or one deck's — and each scope keeps
 * its own answers. Memory is bounded: MAX_ANSWERS_PER_SCOPE answers a scope and MAX_CACHE_CHARS characters of JSON in
 * all (an answer for 10,000 matches is about 60 kB), least recently used evicted first. One process serves the app; a second process would keep its own cache and stay exact the same way.
 */

/** Characters of cached JSON kept in all (about 64 MB of strings); least recently used scopes go first. */
const MAX_CACHE_CHARS = 32 * 1024 * 1024;
const MAX_ANSWERS_PER_SCOPE = 8;

type Cached = { fingerprint: string; answers: Map<string, string>; chars: number };

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
};

const fingerprintOf = (scope: SQL) => sql<string>`(
  select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text || ':' ||
         coalesce(max(xmin::text::bigint), 0)::text
  from tcg_matches where ${scope}
)`;

export type TcgAnalyticsService = ReturnType<typeof createTcgAnalytics>;

export function createTcgAnalytics(db: Db) {
  const cache = new Map<string, Cached>();

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

  /** The scope's fingerprint alone (see header). */
  async function fingerprint(scope: SQL): Promise<string> {
    const [row] = await db.execute<{ f: string }>(sql`select ${fingerprintOf(scope)} as f`).then((r) => r.rows);
    return row!.f;
  }

  /** The scope's matches and their fingerprint, from one snapshot. */
  async function load(scope: SQL): Promise<{ fingerprint: string; matches: TcgAnalyticsMatch[] }> {
    return db.transaction(
      async (tx) => {
        const [row] = await tx.execute<{ f: string }>(sql`select ${fingerprintOf(scope)} as f`).then((r) => r.rows);
        const rows = await tx.select(matchColumns).from(tcgMatches).where(scope);
        return { fingerprint: row!.f, matches: rows };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  let cachedChars = 0;

  function drop(scopeKey: string) {
    const entry = cache.get(scopeKey);
    if (!entry) return;
    cachedChars -= entry.chars;
    cache.delete(scopeKey);
  }

  /** Files an answer under the fingerprint of the rows it was computed from; evicts to stay within the bounds. */
  function store(scopeKey: string, fingerprint: string, key: string, json: string) {
    let entry = cache.get(scopeKey);
    if (entry && entry.fingerprint !== fingerprint) {
      drop(scopeKey);
      entry = undefined;
    }
    entry ??= { fingerprint, answers: new Map(), chars: 0 };
    const remove = (k: string) => {
      const old = entry!.answers.get(k);
      if (old === undefined) return;
      entry!.answers.delete(k);
      entry!.chars -= old.length;
      cachedChars -= old.length;
    };
    remove(key);
    entry.answers.set(key, json);
    entry.chars += json.length;
    cachedChars += json.length;
    while (entry.answers.size > MAX_ANSWERS_PER_SCOPE) remove(entry.answers.keys().next().value!);
    // Most recently used last.
    cache.delete(scopeKey);
    cache.set(scopeKey, entry);
    while (cachedChars > MAX_CACHE_CHARS && cache.size > 1) drop(cache.keys().next().value!);
  }

  /** The answer as JSON text, from the cache when the user's matches have not changed since (see header). */
  async function answer(
    scopeKey: string,
    scope: SQL,
    key: string,
    compute: (matches: TcgAnalyticsMatch[]) => unknown,
  ): Promise<string> {
    const entry = cache.get(scopeKey);
    if (entry) {
      const current = await fingerprint(scope);
      const hit = entry.fingerprint === current ? entry.answers.get(key) : undefined;
      if (hit !== undefined) {
        // Most recently used last, for eviction (unless another request replaced or evicted it meanwhile).
        if (cache.get(scopeKey) === entry) {
          cache.delete(scopeKey);
          cache.set(scopeKey, entry);
          entry.answers.delete(key);
          entry.answers.set(key, hit);
        }
        return hit;
      }
    }
    const loaded = await load(scope);
    const json = JSON.stringify(compute(loaded.matches));
    store(scopeKey, loaded.fingerprint, key, json);
    return json;
  }

  return {
    /** GET /api/tcgmatches/stats: the composite over every match of the caller (404 for an unknown season). */
    async stats(userId: string, query: AnalyticsQuery): Promise<string> {
      const [seasonList, deckList] = await Promise.all([seasonRefs(), deckRefs(userId)]);
      if (query.seasonId !== undefined && !seasonList.some((s) => s._id === query.seasonId))
        throw notFound(SEASON_NOT_FOUND);
      const scope = sql`${tcgMatches.userId} = ${userId}`;
      const key = JSON.stringify([query, seasonList, deckList]);
      return answer(userId, scope, key, (matches) =>
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
      return answer(`${userId}:${deckId}`, scope, key, (matches) => ({
        ...tcgPersonalAnalytics(matches, { query: deckQuery, seasons: seasonList, decks: deckList }),
        deck: { _id: deck._id, name: deck.name, sprites: deck.sprites ?? [] },
      }));
    },

    /** For tests: forget every cached answer. */
    clear() {
      cache.clear();
      cachedChars = 0;
    },
  };
}

/** Sends cached JSON text as it is; error answers (objects) as JSON. */
export const jsonTextSerializer = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

/**
 * Sends an answer kept as JSON text (the route's serializer must be `jsonTextSerializer`). The reply is taken untyped:
 * the text is the schema's object already serialized, which the typed reply cannot express.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
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
