/**
 * The dashboard summary of TCG matches kept in the browser (guests, and members whose API is unreachable), with the
 * same meaning and shape as the server's GET /api/tcgmatches/summary (`tcgMatchSummarySchema`): all-time and season
 * records with trends, the active deck's performance and the number of matches.
 *
 * The server computes the same figures in SQL; both sides use the rules of `trend.ts` and `winRate.ts` so a guest who
 * signs up sees the same numbers after syncing.
 */
import type { MatchLike } from '../rules/matchResult.ts';
import { inSeason, type DatedLike } from '../rules/seasons.ts';
import { sortTcgMatches, type SearchableTcgMatch } from '../rules/matchSearch.ts';
import type { Season } from '../schemas/seasons.ts';
import type { TcgMatchSummary } from '../schemas/tcgMatchApi.ts';
import { bestAndWorstMatchup, recentForm, recordWithTrend } from './trend.ts';

export type SummarisableTcgMatch = MatchLike & DatedLike & SearchableTcgMatch & { deckId?: string | null };

export interface SummaryDeck {
  _id: string;
  name: string;
  pokemonSprite: string | null;
  secondaryPokemonSprite: string | null;
}

export function summarizeTcgMatches(
  matches: readonly SummarisableTcgMatch[],
  options: { season?: Season | null; activeDeck?: SummaryDeck | null } = {},
): TcgMatchSummary {
  const ordered = sortTcgMatches(matches, 'newest');
  const season = options.season ?? null;
  const deck = options.activeDeck ?? null;
  let activeDeck: TcgMatchSummary['activeDeck'] = null;
  if (deck) {
    const played = ordered.filter((m) => m.deckId === deck._id);
    const { best, worst } = bestAndWorstMatchup(played);
    activeDeck = {
      deckId: deck._id,
      name: deck.name,
      sprite: deck.pokemonSprite,
      secondarySprite: deck.secondaryPokemonSprite,
      ...recordWithTrend(played),
      recentForm: recentForm(played),
      bestMatchup: best,
      worstMatchup: worst,
    };
  }
  return {
    allTime: recordWithTrend(ordered),
    season: season ? { ...recordWithTrend(ordered.filter((m) => inSeason(m, season))), season } : null,
    activeDeck,
    totalMatches: ordered.length,
  };
}
