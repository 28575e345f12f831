import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { isUuid } from '../../db/ids.ts';
import { decks, teams } from '../../db/schema/index.ts';

/**
 * Whether a deck or team belongs to a user — the check behind PUT /api/auth/active-deck and /active-team. Another
 * user's id answers false, like an unknown one, so the routes say "not found" and reveal nothing.
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
    async ownsTeam(userId, teamId) {
      if (!isUuid(teamId)) return false;
      const [row] = await db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, teamId), eq(teams.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
