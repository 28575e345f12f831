/**
 * The groups of an imported file (service.ts), written in a few multi-row statements instead of a group create each
 * (a 200-group file was ~1,000 statements, the most of a 10,000-match import).
 *
 * Decisions:
 * - A group is plain rows (the group, its match links) with nothing derived, so the import writes what the groups
 *   service's create writes (match-groups/service.ts `insertGroup`): the file's checks already ran (names, types, a
 *   TCG group holding only TCG matches — core dataExportSchema), and the linked matches are the caller's, created or
 *   found in this transaction. They are still read back under a key-share lock in one statement per game, as the
 *   create does, so a match deleted meanwhile is a 400 at its path in the file, never a dangling link.
 * - Ids are made here, so links are tied to their group without relying on the order RETURNING gives.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { GROUP_MESSAGES, type DataExport } from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import {
  matchGroups,
  matchGroupTcgMatches,
  matchGroupVgcMatches,
  tcgMatches,
  vgcMatches,
} from '../../db/schema/index.ts';
import { fieldErrors } from '../../http/errors.ts';

/** Rows of one multi-row INSERT (a few parameters a row). */
const CHUNK = 1_000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

type Group = DataExport['groups'][number];

/** The caller's matches among `ids`, locked against deletion until commit. */
async function ownedOf(tx: Queryable, userId: string, game: 'tcg' | 'vgc', ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const table = game === 'tcg' ? tcgMatches : vgcMatches;
  const owned = new Set<string>();
  for (const chunk of chunks(unique)) {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, userId), inArray(table.id, chunk)))
      .for('key share');
    for (const row of rows) owned.add(row.id);
  }
  return owned;
}

/**
 * Creates the groups of the file the account does not hold (`add`, items of `all`, the file's list), each with its
 * matches by the ids they have in the account (`tcgIds`, `vgcIds`: export id → id).
 */
export async function insertGroups(
  tx: Queryable,
  userId: string,
  all: readonly Group[],
  add: readonly Group[],
  tcgIds: ReadonlyMap<string, string>,
  vgcIds: ReadonlyMap<string, string>,
): Promise<void> {
  if (add.length === 0) return;
  const planned = add.map((group) => ({
    group,
    id: randomUUID(),
    tcg: group.matches.tcg.map((exportId) => tcgIds.get(exportId)!),
    vgc: group.matches.vgc.map((exportId) => vgcIds.get(exportId)!),
  }));
  const ownedTcg = await ownedOf(
    tx,
    userId,
    'tcg',
    planned.flatMap((p) => p.tcg),
  );
  const ownedVgc = await ownedOf(
    tx,
    userId,
    'vgc',
    planned.flatMap((p) => p.vgc),
  );
  const problems: { path: string; message: string }[] = [];
  const fileIndex = new Map(all.map((group, index) => [group, index]));
  for (const { group, tcg, vgc } of planned) {
    const at = `groups.${fileIndex.get(group)}.matches`;
    tcg.forEach(
      (id, j) => !ownedTcg.has(id) && problems.push({ path: `${at}.tcg.${j}`, message: GROUP_MESSAGES.matchNotFound }),
    );
    vgc.forEach(
      (id, j) => !ownedVgc.has(id) && problems.push({ path: `${at}.vgc.${j}`, message: GROUP_MESSAGES.matchNotFound }),
    );
  }
  if (problems.length > 0) throw fieldErrors(problems);

  for (const chunk of chunks(planned)) {
    await tx.insert(matchGroups).values(
      chunk.map(({ id, group }) => ({
        id,
        userId,
        name: group.name,
        description: group.description,
        type: group.type,
      })),
    );
  }
  // A group lists a match once, however often the file names it.
  const tcgLinks = planned.flatMap(({ id, tcg }) => [...new Set(tcg)].map((matchId) => ({ groupId: id, matchId })));
  const vgcLinks = planned.flatMap(({ id, vgc }) => [...new Set(vgc)].map((matchId) => ({ groupId: id, matchId })));
  for (const chunk of chunks(tcgLinks)) await tx.insert(matchGroupTcgMatches).values(chunk).onConflictDoNothing();
  for (const chunk of chunks(vgcLinks)) await tx.insert(matchGroupVgcMatches).values(chunk).onConflictDoNothing();
}
