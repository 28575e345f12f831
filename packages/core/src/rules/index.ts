/**
 * The game's and the app's rules that both sides apply the same way (results, dates, seasons, search, validity,
 * names), by area. Listed by name: what code outside core uses.
 */

// Users.
export { isAdminUser, isOwnerUser, enabledModes, roleFlags } from './users.ts';

// Matches: results, dates, seasons and search.
export {
  type MatchOutcome,
  RESULT_ONLY_SCORE,
  SPECIAL_RESULT_LABELS,
  type GameLike,
  type MatchLike,
  gameTally,
  recordedResultOf,
  specialResultOf,
  isResultOnly,
  matchTally,
  bestOfOf,
  matchBestOf,
  listResult,
  matchOutcome,
  groupResult,
  analyticsResult,
  matchScore,
} from './matchResult.ts';
export { calendarDateOf, formatMatchDate, localCalendarDate } from './dates.ts';
export { inSeason } from './seasons.ts';
export { nameComparer } from './nameOrder.ts';
export { groupedNumber } from './groupedNumber.ts';
export { tcgDeckNameOf, filterTcgMatches, sortTcgMatches } from './matchSearch.ts';
export {
  type TeamLike,
  teamSpeciesOf,
  filterVgcMatches,
  sortVgcMatches,
  matchesWithTeamKey,
} from './vgcMatchSearch.ts';

// TCG games: the turn order the coin flip decides.
export {
  type CoinFlipFacts,
  wentFirstFromCoinFlip,
  turnOrderAfterCoinFlip,
  turnOrderSetByPlayer,
} from './turnOrder.ts';

// TCG decks.
export { deckBuildIssues } from './deckValidity.ts';

// VGC teams: Pokémon names, validity, restricted Pokémon.
export { pokemonNameList, teamFilterKey } from './pokemonNames.ts';
export { teamSizeProblem } from './teamValidity.ts';
export { restrictedPokemonMatcher } from './restrictedPokemon.ts';
export {
  bannedPokemonProblem,
  restrictedLimitOfFormat,
  restrictedLimitProblem,
  unambiguousRegulationOf,
} from './restrictedLimits.ts';
export { BUILT_IN_REGULATIONS, BUILT_IN_REGULATIONS_VERSION, compareRegulations } from './regulations.ts';
export {
  type BattleMechanic,
  type FormatRegulation,
  type FormatMechanic,
  FORMAT_REGULATIONS,
  formatMechanic,
  regulationOfFormat,
  isMegaFormat,
  mayHaveTera,
} from './formatMechanics.ts';
export {
  type TeamRule,
  type TeamRuleProblem,
  type RuleCheckedPokemon,
  isVgcFormat,
  teamFormatProblems,
} from './teamFormatRules.ts';

// Social: messages and match-group statistics.
export { socialMessages } from './socialMessages.ts';
export { groupWinRate, groupStats } from './groupStats.ts';

// Evolution families: what a Pokémon may still become (issue 29: Ralts and Kirlia point to Gardevoir ex).
export { evolutionStage, evolvesFurther, finalStages, laterStages } from './evolutionFamilies.ts';
