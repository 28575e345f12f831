import { and, eq, inArray } from 'drizzle-orm';
import {
  planPtcglImport,
  previewPtcglPaste,
  ptcglLogFingerprint,
  ptcglPasteProblem,
  ptcglPreviewAnswer,
  ptcglProblemErrors,
  splitPtcglPaste,
  PTCGL_LOG_ALREADY_IMPORTED,
  type PtcglDeckChoice,
  type PtcglImportRequest,
  type PtcglPreviewAnswer,
  type PtcglPreviewRequest,
  type TcgMatch,
} from '@trainerlog/core';
import { todayUtc } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { decks, tcgMatchLogs, users } from '../../db/schema/index.ts';
import { conflict, fieldError, fieldErrors } from '../../http/errors.ts';
import { loadCategorySnapshot } from '../deck-categories/index.ts';
import { createImported } from '../matches/index.ts';
import type { TcgMatchService } from '../tcg-matches/index.ts';

/**
 * The PTCGL game-log import (issue 12). The server always reads the pasted text itself with core's reader (a
 * client's reading is never trusted) and proposes or creates matches with core's rules (importers/ptcgl/proposal.ts,
 * importPlan.ts), against the caller's decks, active deck, remembered screen names, the community deck categories
 * and the logs they imported before.
 *
 * Decisions:
 * - Duplicates: every imported log leaves a row (user, fingerprint) whose primary key refuses a second copy, written
 *   in the same transaction as the matches; a conflict rolls everything back and answers 409 — so even two
 *   concurrent imports of the same log store it once. The row goes when its match is deleted (the log can then be
 *   imported again) and stays when the match is edited (editing removes the marker, not the fact that it was
 *   imported).
 */

export type PtcglImportService = ReturnType<typeof createPtcglImportService>;

export function createPtcglImportService(db: Db, matches: TcgMatchService) {
  /** What the proposal needs to know of the caller, read in parallel. */
  async function contextOf(userId: string, text: string) {
    const fingerprints = [...new Set(splitPtcglPaste(text).logs.map((log) => ptcglLogFingerprint(log.text)))];
    const [deckRows, [user], snapshot, imported] = await Promise.all([
      db.select({ _id: decks.id, name: decks.name, cards: decks.cards }).from(decks).where(eq(decks.userId, userId)),
      db
        .select({ activeDeckId: users.activeDeckId, screenNames: users.ptcglScreenNames })
        .from(users)
        .where(eq(users.id, userId)),
      loadCategorySnapshot(db),
      fingerprints.length === 0
        ? Promise.resolve([])
        : db
            .select({ fingerprint: tcgMatchLogs.fingerprint })
            .from(tcgMatchLogs)
            .where(and(eq(tcgMatchLogs.userId, userId), inArray(tcgMatchLogs.fingerprint, fingerprints))),
    ]);
    const deckChoices: PtcglDeckChoice[] = deckRows;
    return {
      decks: deckChoices,
      activeDeckId: user?.activeDeckId ?? null,
      myScreenNames: user?.screenNames ?? [],
      categories: snapshot.categories,
      importedFingerprints: new Set(imported.map((row) => row.fingerprint)),
    };
  }

  return {
    async preview(userId: string, request: PtcglPreviewRequest): Promise<PtcglPreviewAnswer> {
      const context = await contextOf(userId, request.text);
      const preview = previewPtcglPaste(request.text, { ...context, playerName: request.playerName ?? null });
      const problem = ptcglPasteProblem(preview);
      if (problem !== null) throw fieldError('text', problem);
      return ptcglPreviewAnswer(preview);
    },

    /** Creates the matches of the paste as arranged, all or none; 400 at the field, 409 for a log imported before. */
    async import(userId: string, request: PtcglImportRequest): Promise<TcgMatch[]> {
      const context = await contextOf(userId, request.text);
      const preview = previewPtcglPaste(request.text, { ...context, playerName: request.playerName ?? null });
      const plan = planPtcglImport(preview, { ...request, date: request.date ?? todayUtc() }, context.decks);
      if (plan.duplicate) throw conflict(PTCGL_LOG_ALREADY_IMPORTED);
      if (plan.problems.length > 0) throw fieldErrors(ptcglProblemErrors(plan.problems));
      return createImported(db, plan.matches, {
        create: (tx) =>
          matches.createWithin(
            tx,
            userId,
            plan.matches.map((m) => m.input),
          ),
        marksOf: (m, match) => m.fingerprints.map((fingerprint) => ({ userId, fingerprint, matchId: match._id })),
        storeMarks: (tx, rows) =>
          tx
            .insert(tcgMatchLogs)
            .values(rows)
            .onConflictDoNothing()
            .returning({ fingerprint: tcgMatchLogs.fingerprint }),
        alreadyImported: PTCGL_LOG_ALREADY_IMPORTED,
      });
    },
  };
}
