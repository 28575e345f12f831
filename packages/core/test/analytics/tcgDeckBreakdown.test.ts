import { describe, expect, it } from 'vitest';
import { deckBestAndWorstMatchup, tcgDeckBreakdown } from '../../src/analytics/tcgDeckBreakdown.ts';
import { ratedRecord, wilsonInterval } from '../../src/analytics/winRate.ts';
import type { MatchupRow } from '../../src/analytics/matchupTable.ts';
import type { DeckBreakdownMatch } from '../../src/analytics/tcgDeckBreakdown.ts';

const W = [{ result: 'win' }];
const L = [{ result: 'loss' }];
const T = [{ result: 'win' }, { result: 'loss' }]; // a 1-1 Bo3: a tie
const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`;
const d1 = (d: number, opponentDeck: string, games: { result: string }[]): DeckBreakdownMatch => ({
  deckId: 'd1',
  deckName: 'Charizard ex',
  opponentDeck,
  date: day(d),
  games,
});

const matches: DeckBreakdownMatch[] = [
  d1(1, 'Lugia', W),
  d1(2, 'Lugia', W),
  d1(3, 'Lugia', L), // Lugia 2-1
  d1(4, 'Gardevoir', W),
  d1(5, 'Gardevoir', W),
  d1(6, 'Gardevoir', W), // Gardevoir 3-0
  d1(7, 'Miraidon', L),
  d1(8, 'Miraidon', L),
  d1(9, 'Miraidon', T), // Miraidon 0-2-1
  d1(10, 'Raging Bolt', W),
  d1(11, 'Raging Bolt', L), // only 2 matches: never best or worst
  d1(12, 'Lugia', []), // no games
  { deckName: ' lost box ', opponentDeck: 'Lugia', date: '2026-01-01', games: W },
  { deckName: 'Lost Box', opponentDeck: 'Lugia', date: '2026-01-05', games: L },
  { deckId: 'd2', deckName: 'Old deck', opponentDeck: 'Lugia', date: '2026-02-01', games: W },
];
const decks = [{ _id: 'd1', name: 'Charizard ex (new)', sprites: ['charizard'] }];

describe('tcgDeckBreakdown', () => {
  const rows = tcgDeckBreakdown(matches, 'loss', decks);

  it('gives one row per deck: by id, else by name ignoring case and spaces, most matches first', () => {
    expect(rows.map((r) => [r.key, r.deckId, r.name, r.sprites, r.matches])).toEqual([
      ['d1', 'd1', 'Charizard ex (new)', ['charizard'], 11], // the saved deck's current name
      ['name:lost box', null, 'Lost Box', [], 2], // the latest match's spelling
      ['d2', 'd2', 'Old deck', [], 1], // a deck not in the list keeps its played name
    ]);
  });

  it('counts the record under the tie convention with its interval', () => {
    const zard = rows[0]!;
    // W: Lugia 2 + Gardevoir 3 + Raging Bolt 1 = 6; L: 1 + 2 + 1 = 4; T: 1.
    expect(zard).toMatchObject({ wins: 6, losses: 4, ties: 1, matches: 11, small: false, matchesWithoutGames: 1 });
    expect(zard.rate).toBeCloseTo(6 / 11, 12);
    expect(zard.interval).toEqual(wilsonInterval(6, 11));
    const third = tcgDeckBreakdown(matches, 'third', decks)[0]!;
    expect(third.rate).toBeCloseTo((6 + 1 / 3) / 11, 12);
    const exclude = tcgDeckBreakdown(matches, 'exclude', decks)[0]!;
    expect(exclude).toMatchObject({ rate: 0.6, effectiveTrials: 10, small: false });
    expect(rows[1]).toMatchObject({ wins: 1, losses: 1, rate: 0.5, small: true });
  });

  it('names the best and worst matchup among those with 3 or more matches', () => {
    const zard = rows[0]!;
    expect(zard.bestMatchup).toMatchObject({ opponentDeck: 'Gardevoir', wins: 3, losses: 0, rate: 1 });
    expect(zard.worstMatchup).toMatchObject({ opponentDeck: 'Miraidon', wins: 0, losses: 2, ties: 1, rate: 0 });
    expect(tcgDeckBreakdown(matches, 'third', decks)[0]!.worstMatchup!.rate).toBeCloseTo(1 / 9, 12);
    expect(rows[1]!.bestMatchup).toBeNull();
    expect(rows[1]!.worstMatchup).toBeNull();
  });

  it('gives the recent form of the latest 10 counted matches and the last day played', () => {
    // Latest counted first: 11 L, 10 W, 9 T, 8 L, 7 L, 6 W, 5 W, 4 W, 3 L, 2 W (1 W is the 11th).
    expect(rows[0]!.recentForm).toMatchObject({ wins: 5, losses: 4, ties: 1, matches: 10, rate: 0.5 });
    // The gameless match of the 12th is the latest played.
    expect(rows[0]!.lastPlayed).toBe('2026-03-12');
    expect(rows[1]!.lastPlayed).toBe('2026-01-05');
  });

  it('orders equal days by createdAt, then by input order', () => {
    const same = [
      { deckName: 'A', opponentDeck: 'X', date: '2026-01-01', createdAt: '2026-01-01T10:00:00.000Z', games: L },
      { deckName: 'A', opponentDeck: 'X', date: '2026-01-01', createdAt: '2026-01-01T12:00:00.000Z', games: W },
    ];
    // With a window of 10 both count; the name shown is the later createdAt's (both 'A').
    expect(tcgDeckBreakdown(same)[0]!.recentForm).toMatchObject({ wins: 1, losses: 1 });
  });

  it('is empty without matches', () => {
    expect(tcgDeckBreakdown([])).toEqual([]);
  });
});

describe('deckBestAndWorstMatchup', () => {
  const row = (opponentDeck: string, wins: number, losses: number): MatchupRow => ({
    opponentDeck,
    matches: wins + losses,
    ...ratedRecord({ wins, losses }),
  });

  it('breaks equal rates by more matches, then name, and never names one matchup twice', () => {
    const result = deckBestAndWorstMatchup([row('Alpha', 2, 2), row('Beta', 3, 3), row('Gamma', 1, 0)]);
    // Gamma has 1 match: not eligible. Alpha and Beta are both 50 %: Beta (6 matches) is best, Alpha worst.
    expect(result.best!.opponentDeck).toBe('Beta');
    expect(result.worst!.opponentDeck).toBe('Alpha');
  });

  it('has a best and no worst with a single eligible matchup, neither with none', () => {
    expect(deckBestAndWorstMatchup([row('Alpha', 2, 1), row('Beta', 1, 1)])).toMatchObject({
      best: { opponentDeck: 'Alpha' },
      worst: null,
    });
    expect(deckBestAndWorstMatchup([row('Beta', 1, 1)])).toEqual({ best: null, worst: null });
  });
});
