/**
 * Who may do what with a group (the roles at the top of core schemas/matchGroups.ts). Every group route starts
 * here: one query reads the group and the caller's share. A group the caller may not read — a stranger's, or one
 * they are only invited to (pending) or declined — is "not found", never "forbidden", so its existence never
 * leaks; readers are refused a write with 403 and the reason. Writers lock the group row until their transaction
 * ends, so two changes of one group (or a change racing its deletion) happen one after the other.
 */
import { and, eq } from 'drizzle-orm';
import { GROUP_MESSAGES, type GroupAccess, type MatchGroupType, type ShareStatus } from '@trainerlog/core';
import type { Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { matchGroups, matchGroupShares } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/** The group and the caller's standing in it. */
export interface Standing {
  id: string;
  name: string;
  description: string;
  type: MatchGroupType;
  ownerId: string;
  /** The caller's share, if they were ever invited. */
  share: { permission: 'view' | 'edit'; status: ShareStatus } | null;
  /** What the caller may do; null when they may not read the group. */
  access: GroupAccess | null;
}

/** Row locks: `write` for changes of the group and its links and shares, `delete` for deleting it. */
export type Lock = 'none' | 'write' | 'delete';

/** The group and the caller's standing, or null when there is no such group (or the id cannot name one). */
export async function standingOf(q: Queryable, userId: string, groupId: string, lock: Lock = 'none') {
  if (!isUuid(groupId)) return null;
  const query = q
    .select({
      id: matchGroups.id,
      name: matchGroups.name,
      description: matchGroups.description,
      type: matchGroups.type,
      ownerId: matchGroups.userId,
      permission: matchGroupShares.permission,
      status: matchGroupShares.status,
    })
    .from(matchGroups)
    .leftJoin(matchGroupShares, and(eq(matchGroupShares.groupId, matchGroups.id), eq(matchGroupShares.userId, userId)))
    .where(eq(matchGroups.id, groupId))
    .limit(1);
  const [row] = await (lock === 'none'
    ? query
    : query.for(lock === 'delete' ? 'update' : 'no key update', { of: matchGroups }));
  if (!row) return null;
  const share = row.permission && row.status ? { permission: row.permission, status: row.status } : null;
  if (lock !== 'none' && share && row.ownerId !== userId) {
    // A member's write holds their share (it cannot be locked through the outer join): ending the friendship or the
    // share waits for this write, then takes the member's new links out with the rest.
    await q
      .select({ one: matchGroupShares.userId })
      .from(matchGroupShares)
      .where(and(eq(matchGroupShares.groupId, groupId), eq(matchGroupShares.userId, userId)))
      .for('share');
  }
  const access: GroupAccess | null =
    row.ownerId === userId ? 'owner' : share?.status === 'accepted' ? share.permission : null;
  const standing: Standing = {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    ownerId: row.ownerId,
    share,
    access,
  };
  return standing;
}

export type Readable = Standing & { access: GroupAccess };

/** The owner or an accepted member; anyone else 404. */
export async function requireReader(q: Queryable, userId: string, groupId: string, lock: Lock = 'none') {
  const standing = await standingOf(q, userId, groupId, lock);
  if (!standing || standing.access === null) throw notFound(GROUP_MESSAGES.notFound);
  return standing as Readable;
}

/** The owner or an accepted editor; a viewer 403, anyone else 404. */
export async function requireEditor(q: Queryable, userId: string, groupId: string) {
  const standing = await requireReader(q, userId, groupId, 'write');
  if (standing.access === 'view') throw forbidden(GROUP_MESSAGES.viewOnly);
  return standing;
}

/** The owner only; an accepted member 403 with `refusal`, anyone else 404. */
export async function requireOwner(
  q: Queryable,
  userId: string,
  groupId: string,
  refusal: string,
  lock: Lock = 'write',
) {
  const standing = await requireReader(q, userId, groupId, lock);
  if (standing.access !== 'owner') throw forbidden(refusal);
  return standing;
}
