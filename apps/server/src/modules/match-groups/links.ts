/**
 * The matches of a group: which ids a player may put in (only their own, only of the group's game), adding and
 * removing link rows, and the ids a group holds. Match ids are checked all at once — every problem is reported at
 * its request path (`matches.tcg.3`, `tcgMatches.0`) and nothing is written unless all are good.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { GROUP_MESSAGES, type MatchGroupType } from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { matchGroupTcgMatches, matchGroupVgcMatches, tcgMatches, vgcMatches } from '../../db/schema/index.ts';
import { fieldErrors } from '../../http/errors.ts';
import type { Game } from '../matches/index.ts';

export type { Game };

export interface MatchIds {
  tcg: readonly string[];
  vgc: readonly string[];
}

const tables = {
  tcg: { links: matchGroupTcgMatches, matches: tcgMatches },
  vgc: { links: matchGroupVgcMatches, matches: vgcMatches },
} as const;

/** Whether a group of this type holds matches of this game. */
export const holds = (type: MatchGroupType, game: Game) => type === 'mixed' || type === game;

/**
 * The distinct ids, checked: the group's type must allow each game sent (400 wrongGame at `paths[game]`), and every
 * id must name one of the caller's matches of that game (400 matchNotFound at `paths[game].index`). The matches are
 * locked against deletion until the transaction ends.
 */
export async function ownMatchesToAdd(
  tx: Queryable,
  userId: string,
  type: MatchGroupType,
  ids: MatchIds,
  paths: Record<Game, string>,
): Promise<{ tcg: string[]; vgc: string[] }> {
  const problems: { path: string; message: string }[] = [];
  const found: { tcg: string[]; vgc: string[] } = { tcg: [], vgc: [] };
  for (const game of ['tcg', 'vgc'] as const) {
    const sent = ids[game];
    if (sent.length === 0) continue;
    if (!holds(type, game)) {
      problems.push({ path: paths[game], message: GROUP_MESSAGES.wrongGame });
      continue;
    }
    const candidates = [...new Set(sent.filter(isUuid))];
    const { matches } = tables[game];
    const owned =
      candidates.length === 0
        ? []
        : await tx
            .select({ id: matches.id })
            .from(matches)
            .where(and(eq(matches.userId, userId), inArray(matches.id, candidates)))
            .for('key share');
    const ownedIds = new Set(owned.map((row) => row.id.toLowerCase()));
    sent.forEach((id, index) => {
      if (!ownedIds.has(id.toLowerCase()))
        problems.push({ path: `${paths[game]}.${index}`, message: GROUP_MESSAGES.matchNotFound });
    });
    found[game] = [...ownedIds];
  }
  if (problems.length > 0) throw fieldErrors(problems);
  return found;
}

/** Links matches to a group; ids already there are left as they are. The number of links added. */
export async function addLinks(tx: Queryable, groupId: string, ids: { tcg: string[]; vgc: string[] }) {
  let added = 0;
  for (const game of ['tcg', 'vgc'] as const) {
    if (ids[game].length === 0) continue;
    const { links } = tables[game];
    const rows = await tx
      .insert(links)
      .values(ids[game].map((matchId) => ({ groupId, matchId })))
      .onConflictDoNothing()
      .returning({ id: links.matchId });
    added += rows.length;
  }
  return added;
}

/** The owners of the given matches that the group holds (to refuse an editor removing another's match). */
export async function ownersInGroup(tx: Queryable, groupId: string, game: Game, ids: readonly string[]) {
  const candidates = [...new Set(ids.filter(isUuid))];
  if (candidates.length === 0) return [];
  const { links, matches } = tables[game];
  return tx
    .select({ id: matches.id, userId: matches.userId })
    .from(links)
    .innerJoin(matches, eq(matches.id, links.matchId))
    .where(and(eq(links.groupId, groupId), inArray(links.matchId, candidates)));
}

/** Unlinks matches from a group (ids not there are ignored). The number of links removed. */
export async function removeLinks(tx: Queryable, groupId: string, game: Game, ids: readonly string[]) {
  const candidates = [...new Set(ids.filter(isUuid))];
  if (candidates.length === 0) return 0;
  const { links } = tables[game];
  const rows = await tx
    .delete(links)
    .where(and(eq(links.groupId, groupId), inArray(links.matchId, candidates)))
    .returning({ id: links.matchId });
  return rows.length;
}

/** Takes a member's matches out of a group (they left, or the owner stopped sharing with them). */
export async function removeMembersMatches(tx: Queryable, groupId: string, memberId: string) {
  await tx.execute(sql`delete from match_group_tcg_matches l using tcg_matches m
    where l.group_id = ${groupId} and m.id = l.match_id and m.user_id = ${memberId}`);
  await tx.execute(sql`delete from match_group_vgc_matches l using vgc_matches m
    where l.group_id = ${groupId} and m.id = l.match_id and m.user_id = ${memberId}`);
}

/** Whether a group holds any match of each game (a type change may not leave matches out). */
export async function gamesHeld(q: Queryable, groupId: string): Promise<Record<Game, boolean>> {
  const { rows } = await q.execute<{ tcg: boolean; vgc: boolean }>(sql`select
    exists (select 1 from match_group_tcg_matches where group_id = ${groupId}) as tcg,
    exists (select 1 from match_group_vgc_matches where group_id = ${groupId}) as vgc`);
  return rows[0]!;
}

/** The match ids a group holds, newest added first. */
export async function matchIdsOf(q: Queryable, groupId: string): Promise<{ tcg: string[]; vgc: string[] }> {
  const read = async (game: Game) => {
    const { links } = tables[game];
    const rows = await q
      .select({ id: links.matchId })
      .from(links)
      .where(eq(links.groupId, groupId))
      .orderBy(desc(links.addedAt), links.matchId);
    return rows.map((row) => row.id);
  };
  const [tcg, vgc] = await Promise.all([read('tcg'), read('vgc')]);
  return { tcg, vgc };
}
