/**
 * The shapes of a player's personal TCG analytics (tcgPersonal.ts): what it reads of a match, the options it takes
 * and the answer it gives. Kept apart so that the one-pass computation (tcgPersonalPass.ts), which tcgPersonal.ts
 * calls, can name them without importing the module that imports it.
 */
import type { AnalyticsQuery } from '../schemas/analyticsQuery.ts';
import type { FilterableMatch } from './matchFilters.ts';
import type { MatchupTable } from './matchupTable.ts';
import type { PeriodRecord, RecordOverview, SeasonRef } from './recordOverTime.ts';
import type { DeckBreakdownMatch, DeckBreakdownRow, DeckRef } from './tcgDeckBreakdown.ts';
import type { TcgGameLike, TcgGameSplits } from './tcgGameSplits.ts';
import type { PrizeRaceGameLike, TcgPrizeRace } from './tcgPrizeRace.ts';

/** What the composite reads of a match (a stored, API or local TCG match fits). */
export interface TcgAnalyticsMatch extends FilterableMatch, DeckBreakdownMatch {
  _id?: string;
  games?: readonly (TcgGameLike & PrizeRaceGameLike)[] | null;
}

export interface TcgPersonalOptions {
  query: Pick<AnalyticsQuery, 'from' | 'to' | 'seasonId' | 'bestOf' | 'deckId' | 'convention' | 'granularity'>;
  seasons?: readonly SeasonRef[];
  decks?: readonly DeckRef[];
}

export interface TcgPersonalAnalytics {
  totalMatches: number;
  filteredMatches: number;
  overview: RecordOverview;
  overTime: PeriodRecord[];
  matchups: MatchupTable;
  splits: TcgGameSplits;
  prizeRace: TcgPrizeRace;
  decks: DeckBreakdownRow[];
}
