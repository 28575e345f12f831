/**
 * Merging a player's own opponent-deck spellings (issue 29, "One opponent becomes three rows"): the player names the
 * spellings to fold (`from`) and the name they become (`into`); every one of their TCG matches whose opponent deck is
 * one of those spellings (trimmed, ignoring case: the matchup table's grouping, `deckNameKey`) is renamed to `into`
 * and re-categorised. Only the caller's own matches change.
 *
 * Decisions:
 * - At most `OPPONENT_DECK_MERGE_MAX` spellings at once (a screen's worth); `into` may be one of them or a new name
 *   (an archetype's), trimmed, 1-100 characters like any opponent deck.
 * - The answer counts the matches renamed (those already spelt exactly `into` are left alone and not counted).
 */
import { z } from 'zod';
import { MATCH_DECK_NAME_MAX_LENGTH, OPPONENT_DECK_REQUIRED } from './tcgMatches.ts';

export const OPPONENT_DECK_MERGE_MAX = 20;
export const OPPONENT_DECK_MERGE_FROM_REQUIRED = 'Choose at least one opponent deck to merge';

const deckName = z
  .string({ error: OPPONENT_DECK_REQUIRED })
  .trim()
  .min(1, OPPONENT_DECK_REQUIRED)
  .max(MATCH_DECK_NAME_MAX_LENGTH, `Opponent deck must be at most ${MATCH_DECK_NAME_MAX_LENGTH} characters`);

/** POST /api/tcgmatches/opponent-decks/merge */
export const opponentDeckMergeSchema = z.object({
  from: z
    .array(deckName)
    .min(1, OPPONENT_DECK_MERGE_FROM_REQUIRED)
    .max(OPPONENT_DECK_MERGE_MAX, `At most ${OPPONENT_DECK_MERGE_MAX} opponent decks at once`),
  into: deckName,
});
export type OpponentDeckMerge = z.infer<typeof opponentDeckMergeSchema>;

export const opponentDeckMergeResultSchema = z.object({ updated: z.number().int() });
export type OpponentDeckMergeResult = z.infer<typeof opponentDeckMergeResultSchema>;
