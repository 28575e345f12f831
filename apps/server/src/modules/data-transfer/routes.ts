/**
 * The full export and re-import of a member's data (issue 16, core `schemas/dataExport.ts`, rules in service.ts).
 * Members only; both act on the caller's own data and nothing else.
 *
 * Decisions:
 * - The import's body limit is the file limit (20 MB); a larger body is a 413 before anything is read.
 * - The body is validated whole by the core schema before the service runs: a file with any problem is a 400 with
 *   every problem at its path in the file, and nothing is written.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiEndpoints, DATA_EXPORT_MAX_BYTES, type DataExport } from '@trainerlog/core';
import { currentAuth, type AuthGuards } from '../../http/auth.ts';
import { endpointSchema } from '../../http/routeSchema.ts';
import { costlyWriteLimited } from '../../http/rate-limit.ts';
import { plainJsonSerializer } from '../../http/serialize.ts';
import type { DataTransferService } from './service.ts';

const tags = ['account data'];

/** `trainerlog-<username>-<YYYY-MM-DD>.json`, the username reduced to characters safe in a header. */
function fileName(username: string | null, now: Date): string {
  const safe = (username ?? 'data').replace(/[^A-Za-z0-9_.-]/g, '_');
  return `trainerlog-${safe}-${now.toISOString().slice(0, 10)}.json`;
}

export const dataTransferRoutes: FastifyPluginAsyncZod<{ transfer: DataTransferService; guards: AuthGuards }> = async (
  app,
  { transfer, guards },
) => {
  app.get('/export', {
    onRequest: guards.requireUser,
    ...costlyWriteLimited(app),
    schema: {
      tags,
      summary: 'Download all my data as one JSON file',
      description:
        'The profile, decks, teams, TCG and VGC matches (games, notes, imported log texts) and the groups you own, ' +
        'as a versioned `trainerlog-export` document that `POST /api/account/import` reads back into any account.',
      // The document as the import reads it (core dataExportSchema); described there, not re-checked on the way out.
      ...endpointSchema(apiEndpoints.account.export),
    },
    // Sent as it is built (as when its answer schema was `unknown`): a document the import reads back, where keys
    // with a default (ptcglLogFingerprints) may be absent.
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      const doc = await transfer.export(currentAuth(request).user.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(doc.profile.username, new Date())}"`)
        .send(doc as DataExport);
    },
  });

  app.post('/import', {
    onRequest: guards.requireUser,
    ...costlyWriteLimited(app),
    bodyLimit: DATA_EXPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Import an export file into my account, skipping what is already there',
      description:
        'Validates the whole file first (400 with every problem at its path, nothing written; 413 over 20 MB), then ' +
        'creates in one transaction the decks, teams, matches and groups the account does not hold yet, with ' +
        'references between them kept. Answers how many of each kind were added and skipped.',
      ...endpointSchema(apiEndpoints.account.import),
    },
    handler: async (request) => transfer.import(currentAuth(request).user.id, request.body),
  });
};
