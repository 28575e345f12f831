/**
 * The five routes of a game's own collection (issue 27: the twins folded): TCG decks and VGC teams — list, create,
 * get, replace and delete, each with its entry of core's endpoint table and its status codes. A collection passes its
 * table entries, its service (its create answering `{ item, created }`), its texts and delete message, and registers
 * what only it has (a team's Pokémon) in `collectionOnlyRoutes`, after the five.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { apiEndpoints } from '@trainerlog/core';
import type { z } from 'zod';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';

type CollectionEndpoints = typeof apiEndpoints.decks | typeof apiEndpoints.teams;
type Out<S> = S extends z.ZodType ? z.output<S> : never;

/** The calls the routes make of a collection's service, typed by its endpoint entries. */
export interface CollectionRouteService<E extends CollectionEndpoints> {
  list(userId: string): Promise<Out<E['list']['answer']>>;
  create(
    userId: string,
    input: Out<E['create']['body']>,
  ): Promise<{ item: Out<E['create']['answer']>; created: boolean }>;
  get(userId: string, id: string): Promise<Out<E['get']['answer']>>;
  update(userId: string, id: string, input: Out<E['update']['body']>): Promise<Out<E['update']['answer']>>;
  remove(userId: string, id: string): Promise<void>;
}

/** A route's words in the OpenAPI document. */
interface Words {
  summary: string;
  description?: string;
}

export interface CollectionRoutesOptions<E extends CollectionEndpoints> {
  endpoints: E;
  service: CollectionRouteService<E>;
  guards: AuthGuards;
  tags: string[];
  words: { list: Words; create: Words; get: Words; update: Words; remove: Words };
  /** The delete's answer `{ msg }`. */
  deleted: string;
  /** The list answered as built (plainJsonSerializer) instead of through the zod serializer; see decks/routes.ts. */
  listAsBuilt?: boolean;
  collectionOnlyRoutes?: (app: FastifyInstance) => void;
}

const wordsOf = ({ summary, description }: Words) =>
  description === undefined ? { summary } : { summary, description };

export const collectionRoutes: FastifyPluginAsyncZod<CollectionRoutesOptions<CollectionEndpoints>> = async (
  app,
  options,
) => {
  const { guards, tags, words } = options;
  // The decks' and teams' entries have the same params where the routes below read them; each service is typed by
  // its own entries where it is passed in (decks, teams).
  const service = options.service as CollectionRouteService<typeof apiEndpoints.decks>;
  const entries = options.endpoints as typeof apiEndpoints.decks;

  // Every route is for members; guests keep their decks and teams in the browser.
  app.addHook('onRequest', guards.requireUser);

  app.get('/', {
    schema: { tags, ...wordsOf(words.list), ...endpointSchema(entries.list) },
    ...(options.listAsBuilt ? { serializerCompiler: plainJsonSerializer } : {}),
    handler: async (request) => service.list(currentAuth(request).user.id),
  });

  app.post('/', {
    schema: { tags, ...wordsOf(words.create), ...endpointSchema(entries.create) },
    handler: async (request, reply) => {
      const { item, created } = await service.create(currentAuth(request).user.id, request.body);
      return reply.code(created ? 201 : 200).send(item);
    },
  });

  app.get('/:id', {
    schema: { tags, ...wordsOf(words.get), ...endpointSchema(entries.get) },
    handler: async (request) => service.get(currentAuth(request).user.id, request.params.id),
  });

  app.put('/:id', {
    schema: { tags, ...wordsOf(words.update), ...endpointSchema(entries.update) },
    handler: async (request) => service.update(currentAuth(request).user.id, request.params.id, request.body),
  });

  app.delete('/:id', {
    schema: { tags, ...wordsOf(words.remove), ...endpointSchema(entries.remove) },
    handler: async (request) => {
      await service.remove(currentAuth(request).user.id, request.params.id);
      return { msg: options.deleted };
    },
  });

  options.collectionOnlyRoutes?.(app);
};
