import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, SHOWDOWN_IMPORT_MAX_REPLAYS } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { costlyWriteLimited, rateLimited } from '../../http/rate-limit.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import type { VgcMatchService } from '../vgc-matches/index.ts';
import type { ShowdownReplayClient } from './client.ts';
import type { RecentReplaysService } from './recent.ts';
import type { ShowdownImportService } from './service.ts';

const tags = ['vgc matches'];
/**
 * An import may hold SHOWDOWN_IMPORT_MAX_REPLAYS replays of SHOWDOWN_REPLAY_MAX_LENGTH characters each (15 million
 * characters, more bytes in UTF-8): the body may be larger than the app's 1 MiB default so the schema's own messages
 * answer a replay that is too long or one replay too many.
 */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

export const showdownImportRoutes: FastifyPluginAsyncZod<{
  imports: ShowdownImportService;
  recent: RecentReplaysService;
  replays: ShowdownReplayClient;
  matches: VgcMatchService;
  guards: AuthGuards;
  perMinute: number;
}> = async (app, { imports, recent, replays, matches, guards, perMinute }) => {
  const signedIn = { onRequest: guards.requireUser };

  // Public, because guests import replays too (reading them in the browser); limited per client address
  // (SHOWDOWN_REPLAY_RATE_LIMIT a minute), because each call makes the server ask a third party.
  app.post('/replays', {
    ...rateLimited(perMinute, { touchesUserRow: false }),
    schema: {
      tags,
      summary: 'Fetch Pokémon Showdown replays by their links, for the replay import (guests and members)',
      description:
        `Up to ${SHOWDOWN_IMPORT_MAX_REPLAYS} links, in parallel (4 at a time), each from the configured replay ` +
        'server (`<SHOWDOWN_REPLAY_BASE_URL>/<id>.json`, a private replay `<id>-<password>pw.json`). Every link ' +
        'has its own answer, in the order sent: `{ ok: true, link, replayLink, text }` with the replay JSON as text ' +
        'and the canonical link, or `{ ok: false, link, message }` — not a replay link, a live battle, not found, ' +
        'private, not a VGC doubles battle, no answer in time, unreachable. 200 even when some links failed; nothing ' +
        'is read or stored. Rate-limited per client address.',
      security: [],
      ...endpointSchema(apiEndpoints.showdownImport.replays),
    },
    // Built field by field by the client; the zod serializer would copy every replay text again.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => ({ replays: await replays.fetchReplays(request.body.links) }),
  });

  app.post('/preview', {
    config: { touchesUserRow: false },
    ...signedIn,
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Read Showdown replays (JSON or battle logs) and propose VGC matches; nothing is stored',
      description:
        'Each replay becomes a game: the reading (players, format, team preview, leads, brought, Tera, faints, ' +
        'winner, best-of-3 series), which side is you (`playerName`, else your Showdown names, else your teams, ' +
        'else null: "Choose which player you are"), the game from your side, your best matching team, and whether it ' +
        'was imported before. Games of one Showdown best-of-3, or between the same players within minutes, are ' +
        'proposed as one Bo3. 400 at `replays` when none can be imported (not a replay, not VGC doubles).',
      ...endpointSchema(apiEndpoints.showdownImport.preview),
    },
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => imports.preview(currentAuth(request).user.id, request.body),
  });

  app.post('/', {
    config: { touchesUserRow: false },
    ...signedIn,
    ...costlyWriteLimited(app),
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Import Showdown replays as VGC matches',
      description:
        'The server reads `replays` itself. Without `matches`, the proposal of the preview is imported; with it, the ' +
        'matches as the player arranged them (games by their number in `replays`, in play order; team, best-of, ' +
        'opponent name, format, a result where the replay does not decide). All or nothing: 400 at the field, 409 ' +
        '"This replay has already been imported" when a chosen replay was imported before by the caller. 429 past ' +
        'COSTLY_WRITE_RATE_LIMIT a minute per account.',
      ...endpointSchema(apiEndpoints.showdownImport.import),
    },
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const created = await imports.import(userId, request.body);
      matches.refreshAnalytics(userId);
      return reply.code(201).send({ matches: created });
    },
  });

  // Members only (their saved Showdown names), limited per address like /replays: each call asks Showdown.
  app.get('/recent', {
    ...signedIn,
    ...rateLimited(perMinute, { touchesUserRow: false }),
    schema: {
      tags,
      summary: "The member's recent public Showdown replays, by their saved Showdown names",
      description:
        "Showdown's replay search (`<SHOWDOWN_REPLAY_BASE_URL>/search.json?user=<name>`) for each of the caller's " +
        'saved Showdown names, merged newest first: id, canonical link, format, players, upload time, rating, the ' +
        "name that found it, whether the format is VGC doubles, and `imported` when one of the caller's matches " +
        'keeps that replay. A name whose search failed is in `problems`; 503 with the reason when Showdown could ' +
        'not be reached for any name. No saved names: an empty list.',
      ...endpointSchema(apiEndpoints.showdownImport.recent),
    },
    handler: async (request) => recent.list(currentAuth(request).user.id),
  });

  app.post('/recent', {
    config: { touchesUserRow: false },
    ...signedIn,
    ...costlyWriteLimited(app),
    schema: {
      tags,
      summary: 'Import recent Showdown replays by id, in one step',
      description:
        'Fetches the replays (`ids` from the recent list, public replays) through the replay reader and imports them ' +
        "into the caller's account as the replay import proposes (your side from your Showdown names, your best " +
        'matching team, games of one best-of-3 as one match). All or nothing: 400 at `ids.<n>` for a replay that ' +
        "cannot be read (not found, not VGC), 400 at the import's fields, 409 when one was imported before, 503 when " +
        'Showdown cannot be reached.',
      ...endpointSchema(apiEndpoints.showdownImport.importRecent),
    },
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const created = await recent.importChosen(userId, request.body.ids);
      matches.refreshAnalytics(userId);
      return reply.code(201).send({ matches: created });
    },
  });
};
