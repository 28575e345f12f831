// Card insights over a guest's stored matches (issue 30): their kept logs read into card facts, then the core view.
import {
  filterCardGames,
  tcgCardGamesBehind,
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

export function cardGamesOfMatches(matches: Stored[], filter: CardGameFilter, query: Omit<CardGamesQuery, 'turnOrder' | 'opponent'>) {
  const behind = tcgCardGamesBehind(filterCardGames(tcgCardGamesOfMatches(matches).games, filter), query);
  return {
    total: behind.length,
    games: behind.slice(0, 100).map(({ matchId, game, date, opponentDeck, result, wentFirst }) => ({
      matchId,
      game,
      date,
      opponentDeck,
      result,
      wentFirst,
    })),
  };
}
