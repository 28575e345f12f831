import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { friendships } from '../../db/schema/index.ts';

/**
 * Whether two users are friends (a friendship is stored in both directions; one row answers). Inside a transaction
 * the row stays share-locked until it ends, so a write that depends on the friendship (an invitation to a group)
 * and a removal of the friend do not cross: the removal waits for the write and then undoes its shares, or the
 * write waits for the removal and finds no friendship.
 */
export async function areFriends(q: Queryable, userId: string, otherId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(otherId) || userId === otherId) return false;
  const rows = await q
    .select({ one: friendships.userId })
    .from(friendships)
    .where(and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)))
    .limit(1)
    .for('share');
  return rows.length > 0;
}
