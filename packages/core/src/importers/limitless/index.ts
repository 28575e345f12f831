/** The public API of the Limitless tournament import (issue 15). */
export type * from './types.ts';
// Reading Limitless: links, the API's answers, tournaments and standings (steps 1 and 2).
export { parseLimitlessTournamentLink, limitlessTournamentLink } from './links.ts';
export {
  readLimitlessTournaments,
  readLimitlessDetails,
  readLimitlessStandings,
  readLimitlessPairings,
  limitlessGameOf,
  limitlessDayOf,
} from './upstream.ts';
export * from './tournaments.ts';
// What the steps show of a player's deck or team.
export * from './sprites.ts';
export * from './category.ts';
export * from './deckList.ts';
export * from './team.ts';
// Step 3: the review and the import plan.
export { limitlessRounds } from './rounds.ts';
export * from './review.ts';
export * from './importPlan.ts';
