/**
 * A deck's Cards view (issue 30) on both sides of the seam: members read GET /api/deck-analytics/:id/cards (and the
 * games behind a number from …/cards/games), computed by the server from its stored card facts; guests get the same
 * answer computed in the app's worker by the same core functions over the deck's stored matches, whose kept PTCGL
 * logs are read there — offline too.
 */
import {
  cardGamesAnswerSchema,
  tcgCardInsightsSchema,
  type CardGamesQuery,
  type CardInsightsQuery,
  type TcgCardInsights,
} from '@trainerlog/core';
import type { z } from 'zod';
import { api } from '../../api/typedClient.ts';
import { runCoreTask } from '../worker/runCoreTask.ts';
import { localTcgMatches } from './tcgMatches.ts';

export type CardGamesAnswer = z.infer<typeof cardGamesAnswerSchema>;

const filterOf = (query: CardInsightsQuery) => ({
  wentFirst: query.turnOrder === 'all' ? null : query.turnOrder === 'first',
  opponentDeck: query.opponent,
});

async function deckMatches(deckId: string) {
  return (await localTcgMatches.list()).filter((match) => match.deckId === deckId);
}

export async function computeLocalCardInsights(deckId: string, query: CardInsightsQuery): Promise<TcgCardInsights> {
  return runCoreTask('tcgCardInsights', await deckMatches(deckId), filterOf(query));
}

export async function computeLocalCardGames(deckId: string, query: CardGamesQuery): Promise<CardGamesAnswer> {
  const { turnOrder, opponent, ...rest } = query;
  return runCoreTask('tcgCardGames', await deckMatches(deckId), filterOf({ turnOrder, opponent }), rest);
}

export async function fetchMemberCardInsights(
  deckId: string,
  query: CardInsightsQuery,
  signal?: AbortSignal,
): Promise<TcgCardInsights> {
  return tcgCardInsightsSchema.parse(await api.deckAnalytics.cards({ id: deckId }, query, { signal }));
}

export async function fetchMemberCardGames(deckId: string, query: CardGamesQuery): Promise<CardGamesAnswer> {
  const answer = await api.deckAnalytics.cardGames({ id: deckId }, { ...query, used: query.used ? 'true' : 'false' });
  return cardGamesAnswerSchema.parse(answer);
}
