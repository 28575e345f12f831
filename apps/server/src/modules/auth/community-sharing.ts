import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connect.ts';
import { tcgMatches } from '../../db/schema/index.ts';
import { lockForMatchWrite } from '../deck-categories/index.ts';

/**
 * The privacy setting of issue 6 ("a profile setting lets a player keep their matches out of community statistics"):
 * after the user's row changes, one set-based UPDATE flips the `community` flag of every match of theirs that does
 * not have it yet, and the tcg_matches update trigger (migration 0008) subtracts them from every community aggregate,
 * or adds them back, in the same transaction. Called after the shared category lock (taken first, like every match
 * write) and the users row update, so a concurrent match insert waits for it (it reads the setting under a share lock).
 */
export async function lockForCommunitySharing(tx: Queryable): Promise<void> {
  await lockForMatchWrite(tx);
}

export async function moveMatchesForSharing(tx: Queryable, userId: string, communityOptOut: boolean): Promise<void> {
  await tx
    .update(tcgMatches)
    .set({ community: !communityOptOut })
    .where(and(eq(tcgMatches.userId, userId), eq(tcgMatches.community, communityOptOut)));
}
