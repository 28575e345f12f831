/**
 * The public API of the Limitless tournament import (issue 15): reading Limitless and the import's steps, what the
 * server and the web app use, by name.
 */

// Reading Limitless: links, the API's answers, tournaments and standings (steps 1 and 2).
export { parseLimitlessTournamentLink, limitlessTournamentLink } from './links.ts';
export {
  limitlessGameOf,
  limitlessDayOf,
  readLimitlessTournaments,
  readLimitlessDetails,
  readLimitlessStandings,
  readLimitlessPairings,
} from './upstream.ts';
export {
  type LimitlessUpstreamTournament,
  type LimitlessUpstreamDetails,
  type LimitlessUpstreamStanding,
  type LimitlessUpstreamPairing,
} from './types.ts';
export {
  filterLimitlessTournaments,
  limitlessTournamentSummary,
  limitlessTournamentInfo,
  limitlessPlayers,
  findLimitlessPlayer,
} from './tournaments.ts';

// Step 3: the review and the import plan.
export { type LimitlessSource, type LimitlessContext, buildLimitlessReview } from './review.ts';
export { type LimitlessImportPlan, planLimitlessImport } from './importPlan.ts';
