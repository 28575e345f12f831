/**
 * The Cards view of a deck (issue 30 "Pages players read"): card impact of both sides, tempo, openings and the prize
 * race, for one filter (going first or second, one opponent archetype), from the games with card facts. The server
 * runs it over a member's stored facts, the browser over a guest's matches (`tcgCardGamesOfMatches` reads their kept
 * logs), so the same games give the same numbers.
 *
 * Decisions:
 * - The prize race here is the existing one (tcgPrizeRace.ts) over the filtered games, so "the average prize lead by
 *   opponent archetype and by going first/second" is the deck's prize race under the same filter as the cards.
 * - `opponentDecks` lists the archetypes met in the unfiltered games, most games first, for the filter's choices.
 * - `matchesWithoutFacts` counts the deck's matches with no imported log (or one whose side could not be told), so the
 *   screen can say what the numbers are made of.
 */
import { tcgMatchCardFacts, type TcgCardFactsMatchLike, type TcgGameCardFacts } from './tcgCardFacts.ts';
import {
  filterCardGames,
  tcgCardImpact,
  type CardGameFilter,
  type CardImpact,
  type TcgCardGame,
} from './tcgCardImpact.ts';
import { tcgPrizeRace, type PrizeRaceGameLike, type TcgPrizeRace } from './tcgPrizeRace.ts';
import { tcgOpenings, tcgTempo, type TcgOpenings, type TcgTempo } from './tcgTempo.ts';

export interface TcgCardInsights {
  /** Counted games after the filter. */
  games: number;
  /** Games with card facts before the filter (win, loss or tie). */
  gamesWithFacts: number;
  matchesWithoutFacts: number;
  opponentDecks: { name: string; games: number }[];
  you: CardImpact;
  opp: CardImpact;
  tempo: TcgTempo;
  openings: TcgOpenings;
  prizeRace: TcgPrizeRace;
}

/** A match as the insights read it: its id, date, opponent deck and games (results, going first, prize details). */
export interface TcgCardInsightsMatch {
  _id: string;
  date: string;
  opponentDeck: string;
  games?: readonly (PrizeRaceGameLike & { wentFirst?: boolean | null })[] | null;
}

/** The games of matches with their facts by game index (null: none for that game). */
export function tcgCardGames(
  matches: readonly { match: TcgCardInsightsMatch; facts: readonly (TcgGameCardFacts | null)[] }[],
): { games: (TcgCardGame & { source: PrizeRaceGameLike })[]; matchesWithoutFacts: number } {
  const games: (TcgCardGame & { source: PrizeRaceGameLike })[] = [];
  let matchesWithoutFacts = 0;
  for (const { match, facts } of matches) {
    let any = false;
    (match.games ?? []).forEach((game, index) => {
      const f = facts[index];
      if (!f || !game) return;
      any = true;
      games.push({
        matchId: match._id,
        game: index,
        date: match.date,
        opponentDeck: match.opponentDeck,
        result: String(game.result ?? ''),
        wentFirst: typeof game.wentFirst === 'boolean' ? game.wentFirst : null,
        facts: f,
        source: game,
      });
    });
    if (!any) matchesWithoutFacts++;
  }
  return { games, matchesWithoutFacts };
}

const readFacts = new WeakMap<object, (TcgGameCardFacts | null)[]>();

/** The games of stored matches read from their kept logs (the guest path), each match's facts read once. */
export function tcgCardGamesOfMatches(matches: readonly (TcgCardInsightsMatch & TcgCardFactsMatchLike)[]) {
  return tcgCardGames(
    matches.map((match) => {
      let facts = readFacts.get(match);
      if (!facts) readFacts.set(match, (facts = tcgMatchCardFacts(match)));
      return { match, facts };
    }),
  );
}

/** The Cards view's numbers (see header). */
export function tcgCardInsights(
  all: { games: readonly (TcgCardGame & { source: PrizeRaceGameLike })[]; matchesWithoutFacts: number },
  filter: CardGameFilter = {},
): TcgCardInsights {
  const decks = new Map<string, { name: string; games: number }>();
  for (const game of all.games) {
    const key = game.opponentDeck.trim().toLowerCase();
    const entry = decks.get(key);
    if (entry) entry.games++;
    else decks.set(key, { name: game.opponentDeck.trim(), games: 1 });
  }
  const games = filterCardGames(all.games, filter) as (TcgCardGame & { source: PrizeRaceGameLike })[];
  return {
    games: games.length,
    gamesWithFacts: all.games.length,
    matchesWithoutFacts: all.matchesWithoutFacts,
    opponentDecks: [...decks.values()].sort((a, b) => b.games - a.games || a.name.localeCompare(b.name)),
    you: tcgCardImpact(games, 'you'),
    opp: tcgCardImpact(games, 'opp'),
    tempo: tcgTempo(games),
    openings: tcgOpenings(games),
    prizeRace: tcgPrizeRace([{ games: games.map((g) => g.source) }]),
  };
}
