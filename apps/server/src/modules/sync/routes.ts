import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, SYNC_BATCH_MAX_BYTES } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import type { SyncService, SyncServices } from './service.ts';

const tags = ['sync'];

/**
 * The batch upload (service.ts) of the guest sync and of the member's offline outbox; members only, a normal write like
 * the single requests it stands for.
 */
export const syncRoutes: FastifyPluginAsyncZod<{
  sync: SyncService;
  services: Pick<SyncServices, 'tcgMatches' | 'vgcMatches'>;
  guards: AuthGuards;
}> = async (app, { sync, services, guards }) => {
  app.addHook('onRequest', guards.requireUser);

  app.post('/batch', {
    schema: {
      tags,
      summary: 'Upload up to 200 local items of one kind (the guest sync, the offline outbox)',
      description:
        'Each item is the body of its kind’s single create with its `clientId`, and is checked and answered on its ' +
        'own, in input order: `{clientId, ok: true, item}` (created now, or already created with that clientId) or ' +
        '`{clientId, ok: false, message}` (refused, nothing written). `local_…` deck and team ids are linked as by the ' +
        'single creates. The kinds `tcgMatchChanges` and `vgcMatchChanges` carry the offline outbox’s queued match ' +
        'creates, updates and deletes, applied in order as their single requests would be.',
      ...endpointSchema(apiEndpoints.sync.batch),
    },
    // 200 decks with their card lists pass the single create's 1 MB.
    bodyLimit: SYNC_BATCH_MAX_BYTES,
    // The items are the kinds' own answers (toTcgMatch, toDeck, …), built field by field from validated rows.
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => {
      const userId = currentAuth(request).user.id;
      const { kind, items } = request.body;
      const results = await sync.batch(userId, kind, items);
      // As the single creates' routes: the player's last analytics answers again, off the request path. A deck or
      // team arriving relinks and recategorises the matches that named it.
      if (results.some((result) => result.ok)) {
        if (kind === 'tcgMatches' || kind === 'tcgMatchChanges' || kind === 'decks')
          services.tcgMatches.analytics.refresh(userId);
        else services.vgcMatches.refreshAnalytics(userId);
      }
      return { results };
    },
  });
};
