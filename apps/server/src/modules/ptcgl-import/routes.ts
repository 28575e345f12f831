import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { costlyWriteLimited } from '../../http/rate-limit.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import type { TcgMatchService } from '../tcg-matches/index.ts';
import type { PtcglImportService } from './service.ts';

const tags = ['tcg matches'];
/**
 * A paste may hold PTCGL_PASTE_MAX_LENGTH characters, which in UTF-8 can be a few bytes each: the body may be larger
 * than the app's 1 MiB default so the text's own limit answers with its clear message.
 */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** Members only; guests read logs in the browser with the same core functions and keep the matches there. */
export const ptcglImportRoutes: FastifyPluginAsyncZod<{
  imports: PtcglImportService;
  matches: TcgMatchService;
  guards: AuthGuards;
}> = async (app, { imports, matches, guards }) => {
  app.addHook('onRequest', guards.requireUser);

  app.post('/preview', {
    config: { touchesUserRow: false },
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Read pasted PTCGL game logs and propose matches; nothing is stored',
      description:
        'Each log in the paste becomes a game: the reading (players, owner, coin flip, turn order, mulligans, prizes, ' +
        'winner, ending, cards seen), who is you, the game from your side, both archetypes, your deck and whether it ' +
        'was imported before. Logs against the same opponent are proposed as one Bo3. `deckLists` are deck lists ' +
        'found in the text around the logs. 400 when the text is missing or too long.',
      ...endpointSchema(apiEndpoints.ptcglImport.preview),
    },
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => imports.preview(currentAuth(request).user.id, request.body),
  });

  app.post('/', {
    config: { touchesUserRow: false },
    ...costlyWriteLimited(app),
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Import pasted PTCGL game logs as matches',
      description:
        'The server reads `text` itself. Without `matches`, the proposal of the preview is imported; with it, the ' +
        "matches as the player arranged them (games by their number in the paste, deck, opponent's archetype, " +
        'format, a result where the log does not say). All or nothing: 400 at the field, 409 "This game log has ' +
        'already been imported" when any chosen log was imported before. 429 past COSTLY_WRITE_RATE_LIMIT a minute ' +
        'per account.',
      ...endpointSchema(apiEndpoints.ptcglImport.import),
    },
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const created = await imports.import(userId, request.body);
      matches.analytics.refresh(userId);
      return reply.code(201).send({ matches: created });
    },
  });
};
