/**
 * Statistics and analytics, one folder: the win rate with its tie convention and interval, the dashboards' records,
 * trends and summaries, personal TCG and VGC analytics, community analytics. Listed by name: what code outside core
 * uses.
 */

// The win rate, its tie convention and its 95% interval.
export {
  type MatchRecord,
  winRate,
  record,
  type TieConvention,
  DEFAULT_TIE_CONVENTION,
  type WinLossTie,
  type RatedRecord,
  isTieConvention,
  rateWithTies,
  type Interval,
} from './winRate.ts';

// Dashboards: trend, recent form and matchups; the TCG and VGC summaries.
export {
  type Trend,
  TREND_WINDOW,
  trend,
  recentForm,
  type MatchupStat,
  matchupStats,
  bestAndWorstMatchup,
  bestAndWorstOf,
} from './trend.ts';
export { summarizeTcgMatches } from './tcgSummary.ts';
export { teamStatsOf, summarizeVgcMatches } from './vgcSummary.ts';

// Personal analytics: filters, records over time, the matchup table; TCG and VGC in one answer each.
export { analyticsWindow } from './matchFilters.ts';
export {
  type RecordOverview,
  type PeriodRecord,
  type SeasonRef,
  countedRecord,
  recordOverview,
  periodStart,
  recordOverTime,
} from './recordOverTime.ts';
export { MATCHUP_MIN_MATCHES, MATCHUP_PAGE_SIZE, matchupTable, pageOf } from './matchupTable.ts';
export { type GameSplit } from './tcgGameSplits.ts';
export { type DeckRef } from './tcgDeckBreakdown.ts';
export { type TcgAnalyticsMatch } from './tcgPersonalTypes.ts';
export { tcgPersonalAnalytics, recordOverTimeOfDays } from './tcgPersonal.ts';
export { type VgcAnalyticsMatchLike, type VgcPersonalAnalytics } from './vgcPersonalTypes.ts';
export { vgcPersonalAnalytics } from './vgcPersonal.ts';
// Card-level insight (issue 30): card facts read once from imported logs, card impact, tempo and openings.
export {
  TCG_CARD_FACTS_VERSION,
  type TcgGameCardFacts,
  type TcgCardUse,
  type TcgCardFactsMatchLike,
  ownTurn,
  tcgGameCardFacts,
  tcgMatchCardFacts,
} from './tcgCardFacts.ts';
export {
  type TcgCardGame,
  type CardSide,
  CARD_TURN_BUCKETS,
  type CardTurnBucket,
  type CardBucket,
  type CardImpactRow,
  type CardImpact,
  type CardGameFilter,
  filterCardGames,
  twoProportionZ,
  tcgCardImpact,
  tcgCardGamesBehind,
  tcgCardGamesListed,
} from './tcgCardImpact.ts';
export {
  TEMPO_TURNS,
  TEMPO_MILESTONES,
  type TempoMilestone,
  type TempoTurn,
  type TcgTempo,
  type TcgOpenings,
  tcgTempo,
  tcgOpenings,
} from './tcgTempo.ts';
export {
  type VgcBringLeadCountRow,
  type VgcCommunityBringLeadRow,
  vgcCommunityBringLead,
} from './vgcCommunityBringLead.ts';
export {
  type CommunityCardCount,
  type CommunityCardRow,
  type CommunityCardImpact,
  communityCardImpact,
} from './communityCards.ts';
export {
  type TcgCardInsights,
  type TcgCardInsightsMatch,
  tcgCardGames,
  tcgCardGamesOfMatches,
  tcgCardInsights,
} from './tcgCardInsights.ts';
export { type VgcMegaUsage, type MegaSide, type MegaPokemonRow, vgcMegaUsage } from './vgcMegaUsage.ts';
export {
  type VgcBringLead,
  type VgcBringLeadAdvice,
  type BringLeadPokemonRow,
  type OpponentTrendRow,
  ADVICE_MIN_SHARED,
  vgcBringLead,
  vgcBringLeadAdvice,
  vgcBringLeadAdviceWithin,
  bringLeadMatchesWithin,
} from './vgcBringLead.ts';
export { GAMES_BEHIND_LISTED, listedGamesBehind, newestGamesFirst, type GameInMatch } from './gamesBehind.ts';
export {
  BRING_LEAD_GAME_KINDS,
  type BringLeadGameKind,
  type BringLeadGamesQuery,
  type BringLeadGameRef,
  type BringLeadGamesAnswer,
  vgcBringLeadGamesBehind,
  vgcBringLeadGamesWithin,
} from './vgcBringLeadGames.ts';
export { type OpponentSixReading, opponentSixFromText } from './opponentSixFromText.ts';

// Community analytics: deck categories, the meta, the matchup matrix, comparison and the expected win rate.
export { type CategoryRules, type CardNameLike, categorizeDeckName, categorizeDeck } from './categorize.ts';
export {
  ARCHETYPE_CATALOGUE,
  ARCHETYPE_CATALOGUE_RULES,
  ARCHETYPE_CATALOGUE_VERSION,
  type CatalogueArchetype,
} from './archetypeCatalogue.ts';
export { type CommunityTrendRow, communityMeta } from './communityMeta.ts';
export { type CommunityPairRow, type CommunityCategory, communityMatrix } from './communityMatrix.ts';
export { type ArchetypeComparison, compareArchetypes } from './communityCompare.ts';
export { expectedWinRate } from './expectedWinRate.ts';
export {
  VGC_COMMUNITY_PAIR_LIMIT,
  VGC_COMMUNITY_PAIR_MIN_MATCHES,
  type VgcCommunityTeamRow,
  type VgcCommunityInput,
  vgcCommunity,
  vgcCommunityRegulationOf,
} from './vgcCommunity.ts';
