/**
 * A member's recent public replays (issue 28): Showdown's replay search for each of their saved Showdown names
 * (client.ts `searchReplays`), listed newest first with those already imported marked, and the one-step import of
 * some of them through the replay import itself (the client's `fetchReplays`, then the import service's proposal).
 *
 * Decisions:
 * - Only the caller's own saved names are searched, and imports go into the caller's account only: the list and the
 *   import take nothing that names another account.
 * - "Already imported": one of the caller's matches (or one of its games) keeps the replay's canonical link, which
 *   every replay import writes. A replay imported from pasted JSON keeps no link and is not marked; importing it again
 *   is still refused by the import's own duplicate check (409).
 * - Showdown down: when no name could be searched because Showdown did not answer (or answered 5xx), the list is a 503
 *   with the reason; a name that failed while others answered is named in `problems`. An import whose replays cannot
 *   be fetched for the same reason is a 503; a replay Showdown does not have (or not VGC) is a 400 at `ids.<n>`.
 * - The list shows one page of each name's search (Showdown's 50 newest), merged and deduplicated.
 */
import { eq, sql } from 'drizzle-orm';
import {
  isVgcReplayId,
  SHOWDOWN_SEARCH_PAGE_SIZE,
  showdownReplayLink,
  type ShowdownRecentReplay,
  type ShowdownRecentReplaysAnswer,
  type VgcMatch,
} from '@trainerlog/core';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema/index.ts';
import { fieldErrors, HttpError } from '../../http/errors.ts';
import { SHOWDOWN_UPSTREAM_MESSAGES, type ShowdownReplayClient } from './client.ts';
import type { ShowdownImportService } from './service.ts';

/** The fetch answers that mean Showdown itself did not answer (client.ts), not that one replay is missing. */
function isShowdownDown(message: string): boolean {
  return (
    message === SHOWDOWN_UPSTREAM_MESSAGES.unreachable ||
    message.startsWith('Pokémon Showdown did not answer') ||
    message.startsWith('Pokémon Showdown answered with an error (HTTP 5')
  );
}

const unavailable = (message: string) => new HttpError(503, message);

export type RecentReplaysService = ReturnType<typeof createRecentReplaysService>;

export function createRecentReplaysService(db: Db, imports: ShowdownImportService, replays: ShowdownReplayClient) {
  async function namesOf(userId: string): Promise<string[]> {
    const [row] = await db.select({ names: users.showdownNames }).from(users).where(eq(users.id, userId));
    return row?.names ?? [];
  }

  /** The links among `links` that one of the caller's matches or games keeps. */
  async function importedLinks(userId: string, links: readonly string[]): Promise<Set<string>> {
    if (links.length === 0) return new Set();
    const { rows } = await db.execute<{ link: string }>(sql`
      select l.link from unnest(${sql.param([...links])}::text[]) as l(link)
      where exists (
        select 1 from vgc_matches m
        where m.user_id = ${userId}
          and (m.replay_link = l.link or m.games @> jsonb_build_array(jsonb_build_object('replayLink', l.link)))
      )`);
    return new Set(rows.map((row) => row.link));
  }

  return {
    /** The caller's recent public replays by their saved names, newest first (see the header). */
    async list(userId: string): Promise<ShowdownRecentReplaysAnswer> {
      const names = await namesOf(userId);
      if (names.length === 0) return { names, replays: [], problems: [] };
      const outcomes = await Promise.all(names.map((name) => replays.searchReplays(name)));
      const failed = outcomes.filter((outcome) => !outcome.ok);
      if (failed.length === outcomes.length && failed.some((outcome) => outcome.down))
        throw unavailable(failed.find((outcome) => outcome.down)!.message);

      const byId = new Map<string, Omit<ShowdownRecentReplay, 'imported'>>();
      const problems: ShowdownRecentReplaysAnswer['problems'] = [];
      outcomes.forEach((outcome, index) => {
        const name = names[index]!;
        if (!outcome.ok) return void problems.push({ name, message: outcome.message });
        for (const entry of outcome.entries.slice(0, SHOWDOWN_SEARCH_PAGE_SIZE)) {
          if (byId.has(entry.id)) continue;
          byId.set(entry.id, {
            ...entry,
            link: showdownReplayLink(entry.id, null),
            name,
            vgc: isVgcReplayId(entry.id),
          });
        }
      });
      const listed = [...byId.values()].sort((a, b) => b.uploadtime - a.uploadtime);
      const imported = await importedLinks(
        userId,
        listed.map((replay) => replay.link),
      );
      return {
        names,
        replays: listed.map((replay) => ({ ...replay, imported: imported.has(replay.link) })),
        problems,
      };
    },

    /** Fetches the chosen replays and imports them as the replay import proposes; all or nothing. */
    async importChosen(userId: string, ids: readonly string[]): Promise<VgcMatch[]> {
      const fetched = await replays.fetchReplays(ids.map((id) => showdownReplayLink(id, null)));
      const down = fetched.find((answer) => !answer.ok && isShowdownDown(answer.message));
      if (down && !down.ok) throw unavailable(down.message);
      const problems = fetched.flatMap((answer, index) =>
        answer.ok ? [] : [{ path: `ids.${index}`, message: answer.message }],
      );
      if (problems.length > 0) throw fieldErrors(problems);
      return imports.import(userId, {
        replays: fetched.map((answer) => (answer.ok ? { text: answer.text, link: answer.replayLink } : { text: '' })),
      });
    },
  };
}
