import { describe, expect, it } from 'vitest';
import { summarizeTcgMatches, type Season } from '../../src/index.ts';

let sequence = 0;
/** A match on `date` (created in that order), won or lost, with the given deck and opponent. */
function match(date: string, won: boolean, opponentDeck = 'Lugia VSTAR', deckId: string | null = null) {
  sequence++;
  return {
    _id: `m${String(sequence).padStart(3, '0')}`,
    date,
    createdAt: `${date}T12:00:${String(sequence % 60).padStart(2, '0')}.000Z`,
    deckId,
    opponentDeck,
    notes: '',
    games: [{ result: won ? 'win' : 'loss' }],
  };
}

const season: Season = {
  _id: 's1',
  name: 'Season 1',
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  isCurrent: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('summarizeTcgMatches', () => {
  it('is all zeros and stable with no matches', () => {
    expect(summarizeTcgMatches([], { season })).toEqual({
      allTime: { wins: 0, losses: 0, matches: 0, winRate: 0, trend: 'stable' },
      season: { wins: 0, losses: 0, matches: 0, winRate: 0, trend: 'stable', season },
      activeDeck: null,
      totalMatches: 0,
    });
  });

  it('counts all-time and the season, trending by the newest dates whatever the input order', () => {
    // 10 older losses in February, then 10 wins in March (the season): latest 10 all won against 10 lost → up.
    const older = Array.from({ length: 10 }, (_, i) => match(`2025-02-${String(i + 1).padStart(2, '0')}`, false));
    const newer = Array.from({ length: 10 }, (_, i) => match(`2025-03-${String(i + 1).padStart(2, '0')}`, true));
    const summary = summarizeTcgMatches([...newer, ...older].reverse(), { season });
    expect(summary.allTime).toEqual({ wins: 10, losses: 10, matches: 20, winRate: 50, trend: 'up' });
    // Season: 10 wins, and fewer than 15 matches → stable.
    expect(summary.season).toEqual({ wins: 10, losses: 0, matches: 10, winRate: 100, trend: 'stable', season });
    expect(summary.totalMatches).toBe(20);
  });

  it('has no season part without a season', () => {
    expect(summarizeTcgMatches([match('2025-03-02', true)]).season).toBeNull();
  });

  it("summarises the active deck's matches with recent form and matchups", () => {
    const deck = { _id: 'local_deck', name: 'Gardevoir ex', pokemonSprite: 'gardevoir', secondaryPokemonSprite: null };
    const matches = [
      match('2025-01-01', true, 'Charizard ex', 'local_deck'),
      match('2025-01-01', true, 'Charizard ex', 'local_deck'),
      match('2025-01-02', true, 'charizard ex ', 'local_deck'),
      match('2025-01-03', false, 'Lost Box', 'local_deck'),
      match('2025-01-04', false, 'Lost Box', 'local_deck'),
      match('2025-01-05', true, 'Lost Box', 'local_deck'),
      match('2025-01-06', true, 'Miraidon ex', 'local_deck'),
      match('2025-01-07', false, 'Miraidon ex', 'other'),
    ];
    const summary = summarizeTcgMatches(matches, { activeDeck: deck });
    expect(summary.activeDeck).toEqual({
      deckId: 'local_deck',
      name: 'Gardevoir ex',
      sprite: 'gardevoir',
      secondarySprite: null,
      wins: 5,
      losses: 2,
      matches: 7,
      winRate: 71.4,
      trend: 'stable',
      recentForm: { wins: 5, losses: 2, matches: 7, winRate: 71.4 },
      // Only matchups with at least 3 matches count, as in analytics: Charizard ex 3-0 (newest spelling kept), Lost
      // Box 1-2; Miraidon ex's single win is not a best matchup.
      bestMatchup: { opponentDeck: 'charizard ex', wins: 3, losses: 0, matches: 3, winRate: 100 },
      worstMatchup: { opponentDeck: 'Lost Box', wins: 1, losses: 2, matches: 3, winRate: 33.3 },
    });
    expect(summary.allTime.matches).toBe(8);
  });
});
