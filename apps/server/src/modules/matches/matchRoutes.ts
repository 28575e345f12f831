/**
 * The routes a game's match book has (issue 27: the TCG and VGC twins folded): list, summary, CSV export, personal
 * stats, create, get, replace and delete, each with its entry of core's endpoint table, its `config` flags, its
 * serializer and its status codes. A game passes its table entries, its service (adapted to the calls below), its
 * texts and CSV writer, and registers what only it has (VGC's team statistics) in `gameRoutes`, between the export and
 * the stats as before (the OpenAPI document keeps its order).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvFileName, type apiEndpoints } from '@trainerlog/core';
import type { z } from 'zod';
import { currentAuth, type AuthContext, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import { jsonTextSerializer, sendJsonText } from '../../caching/index.ts';
import type { Game } from './groupBadges.ts';
import { MATCH_DELETED } from './matchList.ts';

type MatchEndpoints = typeof apiEndpoints.tcgMatches | typeof apiEndpoints.vgcMatches;
type Out<S> = S extends z.ZodType ? z.output<S> : never;
type Answer<S> = S extends z.ZodType ? z.output<S> : never;

/** The calls the routes make of a game's match service, typed by its endpoint entries. */
export interface MatchRouteService<E extends MatchEndpoints> {
  list(userId: string, query: Out<E['list']['query']>): Promise<Answer<E['list']['answer']>>;
  summary(user: AuthContext['user'], seasonId: string | undefined): Promise<Answer<E['summary']['answer']>>;
  listAll(userId: string, query: Out<E['export']['query']>): Promise<unknown[]>;
  /** The stats answer as JSON text (kept by caching/answerCache.ts). */
  statsJson(userId: string, query: Out<E['stats']['query']>): Promise<string>;
  create(
    userId: string,
    input: Out<E['create']['body']>,
  ): Promise<{ match: Answer<E['create']['answer']>; created: boolean }>;
  get(userId: string, matchId: string): Promise<Answer<E['get']['answer']>>;
  update(userId: string, matchId: string, input: Out<E['update']['body']>): Promise<Answer<E['update']['answer']>>;
  remove(userId: string, matchId: string): Promise<void>;
  /** After a write, the player's last analytics answers are computed again off the request path. */
  refreshAnalytics(userId: string): void;
}

/** A route's words in the OpenAPI document. */
interface Words {
  summary: string;
  description?: string;
}

export interface MatchRoutesOptions<E extends MatchEndpoints> {
  game: Game;
  endpoints: E;
  matches: MatchRouteService<E>;
  guards: AuthGuards;
  tags: string[];
  /** The words of the routes whose texts differ by more than the game's name. */
  words: { list: Words; summary: Words; export: Words; stats: Words; create: Words };
  toCsv(rows: never[]): string;
  /** The game's own routes, registered after the export. */
  gameRoutes?: (app: FastifyInstance) => void;
}

/** Words with the description only where there is one (as the routes wrote them). */
const wordsOf = ({ summary, description }: Words) =>
  description === undefined ? { summary } : { summary, description };

export const matchRoutes: FastifyPluginAsyncZod<MatchRoutesOptions<MatchEndpoints>> = async (app, options) => {
  const { game, endpoints, guards, tags, words } = options;
  // The endpoints of both games have the same schemas where the routes below read them; the game's service is typed
  // by its own entries where it is passed in (tcg-matches, vgc-matches).
  const matches = options.matches as MatchRouteService<typeof apiEndpoints.tcgMatches>;
  const entries = endpoints as typeof apiEndpoints.tcgMatches;
  const name = game.toUpperCase();

  // Members only; guests keep their matches in the browser.
  app.addHook('onRequest', guards.requireUser);
  // After a write, the player's last analytics answers are computed again off the request path (answerCache.ts).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && request.auth)
      matches.refreshAnalytics(request.auth.user.id);
  });

  app.get('/', {
    config: { keptAnswer: true },
    schema: { tags, ...wordsOf(words.list), ...endpointSchema(entries.list) },
    // Built field by field by toTcgMatch / toVgcMatch from stored rows; the zod serializer would re-check every game.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => matches.list(currentAuth(request).user.id, request.query),
  });

  app.get('/summary', {
    config: { keptAnswer: true },
    schema: { tags, ...wordsOf(words.summary), ...endpointSchema(entries.summary) },
    handler: async (request) => matches.summary(currentAuth(request).user, request.query.seasonId),
  });

  app.get('/export', {
    schema: { tags, ...wordsOf(words.export), ...endpointSchema(entries.export) },
    // The CSV text as it is; error answers (objects) as JSON.
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    handler: async (request, reply) => {
      const rows = await matches.listAll(currentAuth(request).user.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(game, new Date())}"`)
        .send(options.toCsv(rows as never[]));
    },
  });

  options.gameRoutes?.(app);

  app.get('/stats', {
    config: { keptAnswer: true },
    schema: { tags, ...wordsOf(words.stats), ...endpointSchema(entries.stats) },
    // Kept JSON text (caching/answerCache.ts), built by the core function the schema describes.
    serializerCompiler: jsonTextSerializer,
    handler: async (request, reply) =>
      sendJsonText(reply, await matches.statsJson(currentAuth(request).user.id, request.query)),
  });

  app.post('/', {
    config: { touchesUserRow: false },
    schema: { tags, ...wordsOf(words.create), ...endpointSchema(entries.create) },
    handler: async (request, reply) => {
      const { match, created } = await matches.create(currentAuth(request).user.id, request.body);
      return reply.code(created ? 201 : 200).send(match);
    },
  });

  app.get('/:id', {
    schema: { tags, summary: `One of the caller's ${name} matches`, ...endpointSchema(entries.get) },
    handler: async (request) => matches.get(currentAuth(request).user.id, request.params.id),
  });

  app.put('/:id', {
    config: { touchesUserRow: false },
    schema: {
      tags,
      summary: `Replace one of the caller's ${name} matches`,
      description: 'The whole match is sent (also when only notes change); fields left out take their defaults.',
      ...endpointSchema(entries.update),
    },
    handler: async (request) => matches.update(currentAuth(request).user.id, request.params.id, request.body),
  });

  app.delete('/:id', {
    config: { touchesUserRow: false },
    schema: { tags, summary: `Delete one of the caller's ${name} matches`, ...endpointSchema(entries.remove) },
    handler: async (request) => {
      await matches.remove(currentAuth(request).user.id, request.params.id);
      return { msg: MATCH_DELETED };
    },
  });
};
