import { and, eq, inArray } from 'drizzle-orm';
import {
  planShowdownImport,
  previewShowdownReadings,
  readShowdownReplay,
  showdownImportProblem,
  showdownReplayKey,
  SHOWDOWN_REPLAY_ALREADY_IMPORTED,
  type ShowdownImportPreview,
  type ShowdownImportRequest,
  type ShowdownPreviewRequest,
  type ShowdownReplaySource,
  type ShowdownTeamChoice,
  type VgcMatch,
} from '@trainerlog/core';
import { todayUtc } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { teams, users, vgcMatchReplays } from '../../db/schema/index.ts';
import { conflict, fieldError, fieldErrors } from '../../http/errors.ts';
import { createImported } from '../matches/index.ts';
import type { VgcMatchService } from '../vgc-matches/index.ts';

/**
 * The Showdown replay import (issue 13). The server always reads the replays itself with core's reader (a client's
 * reading is never trusted) and proposes or creates matches with core's rules (importers/showdown/proposal.ts,
 * importPlan.ts), against the caller's teams, remembered Showdown names and the replays they imported before. Links
 * are not fetched here: the client fetches them first through the replay reader (client.ts) and sends the texts.
 *
 * Decisions:
 * - Duplicates: every imported game leaves a row (user, replay key) whose primary key refuses a second copy, written
 *   in the same transaction as the matches; a conflict rolls everything back and answers 409 — so even two
 *   concurrent imports of the same replay store it once. The row goes when its match is deleted (the replay can then
 *   be imported again) and stays when the match is edited.
 * - Each replay is read once per request; the keys of what was read decide which "imported before" rows are looked
 *   up (by the primary key), so a player's whole import history is never loaded.
 * - A problem of the import as a whole (nothing is a replay, or every replay has the same problem) is a 400 at
 *   `replays`, for the preview and the import alike; the plan's problems are a 400 each at its request path.
 */

export type ShowdownImportService = ReturnType<typeof createShowdownImportService>;

export function createShowdownImportService(db: Db, matches: VgcMatchService) {
  /** The replays read, and what the proposal needs to know of the caller, read in parallel. */
  async function previewOf(userId: string, replays: readonly ShowdownReplaySource[], playerName: string | undefined) {
    const read = replays.map((source) => ({ reading: readShowdownReplay(source.text), link: source.link }));
    const keys = [...new Set(read.map((source) => showdownReplayKey(source.reading)).filter((key) => key !== ''))];
    const [teamRows, [user], imported] = await Promise.all([
      db
        .select({ _id: teams.id, name: teams.name, format: teams.format, pokemon: teams.pokemon })
        .from(teams)
        .where(eq(teams.userId, userId)),
      db.select({ showdownNames: users.showdownNames }).from(users).where(eq(users.id, userId)),
      keys.length === 0
        ? Promise.resolve([])
        : db
            .select({ key: vgcMatchReplays.replayKey })
            .from(vgcMatchReplays)
            .where(and(eq(vgcMatchReplays.userId, userId), inArray(vgcMatchReplays.replayKey, keys))),
    ]);
    const choices: ShowdownTeamChoice[] = teamRows.map((team) => ({
      ...team,
      pokemon: team.pokemon.map((member) => ({ species: member.species })),
    }));
    const preview = previewShowdownReadings(read, {
      playerName: playerName ?? null,
      myShowdownNames: user?.showdownNames ?? [],
      teams: choices,
      importedKeys: new Set(imported.map((row) => row.key)),
    });
    return { preview, teams: choices };
  }

  return {
    /** The proposal for the replays; 400 at `replays` when none of them can be imported. */
    async preview(userId: string, request: ShowdownPreviewRequest): Promise<ShowdownImportPreview> {
      const { preview } = await previewOf(userId, request.replays, request.playerName);
      const problem = showdownImportProblem(preview);
      if (problem !== null) throw fieldError('replays', problem);
      // Issue 30: the review screen never shows a replay's timeline, which as JSON is about the replay's own size.
      return {
        ...preview,
        games: preview.games.map((game) => ({ ...game, reading: { ...game.reading, timeline: [] } })),
      };
    },

    /** Creates the matches as arranged, all or none; 400 at the fields, 409 for a replay imported before. */
    async import(userId: string, request: ShowdownImportRequest): Promise<VgcMatch[]> {
      const { preview, teams: choices } = await previewOf(userId, request.replays, request.playerName);
      const plan = planShowdownImport(preview, { ...request, today: todayUtc() }, choices);
      if (plan.duplicate) throw conflict(SHOWDOWN_REPLAY_ALREADY_IMPORTED);
      if (plan.problems.length > 0) throw fieldErrors(plan.problems);
      return createImported(db, plan.matches, {
        create: (tx) =>
          matches.createWithin(
            tx,
            userId,
            plan.matches.map((m) => m.input),
          ),
        marksOf: (m, match) => m.keys.map((replayKey) => ({ userId, replayKey, matchId: match._id })),
        storeMarks: (tx, rows) =>
          tx.insert(vgcMatchReplays).values(rows).onConflictDoNothing().returning({ key: vgcMatchReplays.replayKey }),
        alreadyImported: SHOWDOWN_REPLAY_ALREADY_IMPORTED,
      });
    },
  };
}
