import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { decks } from '../../db/schema/index.ts';

/**
 * Whether a deck or team belongs to a user — the check behind PUT /api/auth/active-deck and /active-team.
 *
 * Teams do not exist yet, so no team id belongs to anyone (the route says "Team not found"; clearing with null
 * always works); the teams issue replaces that body with a lookup scoped by user id and adds the foreign key.
 */
export interface OwnershipChecks {
  ownsDeck(userId: string, deckId: string): Promise<boolean>;
  ownsTeam(userId: string, teamId: string): Promise<boolean>;
}

export function createOwnershipChecks(db: Db): OwnershipChecks {
  return {
    async ownsDeck(userId, deckId) {
      if (!isUuid(deckId)) return false;
      const [row] = await db
        .select({ id: decks.id })
        .from(decks)
        .where(and(eq(decks.id, deckId), eq(decks.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
    ownsTeam: async () => false,
  };
}
