import type { Db } from '../../db/connect.ts';

/**
 * Whether a deck or team belongs to a user — the check behind PUT /api/auth/active-deck and /active-team.
 *
 * Seam for the decks and teams issues: there are no decks or teams tables yet, so no id can belong to anyone and
 * both answer false (the routes then say "Deck not found" / "Team not found"; clearing with null always works).
 * Those issues replace the bodies with a lookup scoped by user id, and add the foreign keys on users.
 */
export interface OwnershipChecks {
  ownsDeck(userId: string, deckId: string): Promise<boolean>;
  ownsTeam(userId: string, teamId: string): Promise<boolean>;
}

export function createOwnershipChecks(_db: Db): OwnershipChecks {
  return {
    ownsDeck: async () => false,
    ownsTeam: async () => false,
  };
}
