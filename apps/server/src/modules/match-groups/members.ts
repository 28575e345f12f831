/**
 * The people around a group and how events reach them: the actor's display name for notification texts, and the
 * members (owner and accepted invitees) who hear about a change. Kept apart so group and sharing writes use the same
 * recipients.
 */
import { and, eq } from 'drizzle-orm';
import { displayNameOf, type MatchGroup } from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { matchGroupShares } from '../../db/schema/index.ts';
import { matchIdsOf } from './links.ts';
import { oneGroup, summariesOf } from './summaries.ts';
import type { Readable, Standing } from './access.ts';

/** The caller of a write, as the auth hook read them (no extra query for their name). */
export interface Actor {
  id: string;
  username: string;
  name: string | null;
}

export const nameOf = (actor: Actor) => displayNameOf(actor);

/** Owner and accepted invitees of a group, the actor left out (they do not hear about their own change). */
export async function otherMembersOf(q: Queryable, standing: Standing, actorId: string): Promise<string[]> {
  const accepted = await q
    .select({ userId: matchGroupShares.userId })
    .from(matchGroupShares)
    .where(and(eq(matchGroupShares.groupId, standing.id), eq(matchGroupShares.status, 'accepted')));
  return [standing.ownerId, ...accepted.map((row) => row.userId)].filter((id) => id !== actorId);
}

/** The accepted invitees of a group. */
export async function acceptedMembersOf(q: Queryable, groupId: string): Promise<string[]> {
  const rows = await q
    .select({ userId: matchGroupShares.userId })
    .from(matchGroupShares)
    .where(and(eq(matchGroupShares.groupId, groupId), eq(matchGroupShares.status, 'accepted')));
  return rows.map((row) => row.userId);
}

/** One group as a reader sees it: its summary and its match ids (newest added first). */
export async function groupAsSeenBy(q: Queryable, standing: Readable): Promise<MatchGroup> {
  const [summary] = await summariesOf(q, oneGroup(standing.id, standing.access));
  const matches = await matchIdsOf(q, standing.id);
  return { ...summary!, matches };
}
