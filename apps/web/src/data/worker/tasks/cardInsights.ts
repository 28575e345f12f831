// Card insights over a guest's stored matches (issue 30): their kept logs read into card facts, then the core view.
import {
  filterCardGames,
  tcgCardGamesListed,
  tcgCardGamesOfMatches,
  tcgCardInsights,
  type CardGameFilter,
  type CardGamesQuery,
  type TcgCardInsightsMatch,
  type TcgCardFactsMatchLike,
} from '@trainerlog/core';

type Stored = TcgCardInsightsMatch & TcgCardFactsMatchLike;

export function cardInsightsOfMatches(matches: Stored[], filter: CardGameFilter) {
  return tcgCardInsights(tcgCardGamesOfMatches(matches), filter);
}

export function cardGamesOfMatches(
  matches: Stored[],
  filter: CardGameFilter,
  query: Omit<CardGamesQuery, 'turnOrder' | 'opponent'>,
) {
  return tcgCardGamesListed(filterCardGames(tcgCardGamesOfMatches(matches).games, filter), query);
}
