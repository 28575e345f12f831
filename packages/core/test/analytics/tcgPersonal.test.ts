import { describe, expect, it } from 'vitest';
import {
  analyticsQuerySchema,
  recordOverTime,
  recordOverTimeOfDays,
  tcgAnalyticsSchema,
  tcgPersonalAnalytics,
} from '../../src/index.ts';
import type { TcgAnalyticsMatch } from '../../src/index.ts';

const W = { result: 'win' };
const L = { result: 'loss' };
const DECK = '11111111-1111-4111-8111-111111111111';
const SEASON = '22222222-2222-4222-8222-222222222222';
const seasons = [{ _id: SEASON, name: 'Spring', startDate: '2026-03-01', endDate: '2026-05-31' }];

const matches: TcgAnalyticsMatch[] = [
  // 1. Bo1 win, deck, Feb (before the season), went first.
  {
    deckId: DECK,
    deckName: 'Zard',
    opponentDeck: 'Lugia',
    format: 'Bo1',
    date: '2026-02-10',
    games: [{ ...W, wentFirst: true }],
  },
  // 2. Bo3 2-1 win, deck, March; you took the first prize of game 1 and lost it.
  {
    deckId: DECK,
    deckName: 'Zard',
    opponentDeck: 'lugia',
    format: 'Bo3',
    date: '2026-03-02',
    games: [
      {
        ...L,
        wentFirst: false,
        advancedDetails: { firstPrizeTakenBy: 'player', prizeOrder: ['player', 'opponent', 'opponent'] },
      },
      { ...W, wentFirst: true },
      { ...W, wentFirst: false },
    ],
  },
  // 3. Bo3 1-1 tie, no deck id, April.
  { deckName: 'Gardy', opponentDeck: 'Miraidon', format: 'Bo3', date: '2026-04-15', games: [W, L] },
  // 4. Bo1 loss, no deck id, April.
  {
    deckName: 'Gardy',
    opponentDeck: 'Miraidon',
    format: 'Bo1',
    date: '2026-04-20',
    games: [{ ...L, wentFirst: true }],
  },
  // 5. No games, June.
  { deckName: 'Gardy', opponentDeck: 'Lugia', format: 'Bo1', date: '2026-06-01', games: [] },
];

const query = (input: Record<string, string> = {}) => analyticsQuerySchema.parse(input);

describe('tcgPersonalAnalytics', () => {
  it('computes every part over all matches without filters', () => {
    const a = tcgPersonalAnalytics(matches, { query: query(), seasons });
    expect(a.totalMatches).toBe(5);
    expect(a.filteredMatches).toBe(5);
    // W: 1, 2; L: 4; T: 3 → 2-1-1 under 'loss' = 2/4.
    expect(a.overview.overall).toMatchObject({
      wins: 2,
      losses: 1,
      ties: 1,
      matches: 4,
      rate: 0.5,
      matchesWithoutGames: 1,
    });
    // Spring: matches 2, 3, 4 → 1-1-1.
    expect(a.overview.seasons[0]).toMatchObject({ season: { name: 'Spring' }, wins: 1, losses: 1, ties: 1 });
    expect(a.matchups.rows.map((r) => [r.opponentDeck, r.wins, r.losses, r.ties])).toEqual([
      ['lugia', 2, 0, 0], // the newest spelling
      ['Miraidon', 0, 1, 1],
    ]);
    // Games: first: m1 W, m2g2 W, m4 L → 2-1; second: m2g1 L, m2g3 W → 1-1.
    expect(a.splits.goingFirst.first).toMatchObject({ wins: 2, losses: 1 });
    expect(a.splits.goingFirst.second).toMatchObject({ wins: 1, losses: 1 });
    expect(a.splits.bo3.game1).toMatchObject({ wins: 1, losses: 1 }); // m2 L, m3 W
    expect(a.prizeRace.firstPrize.you).toMatchObject({ wins: 0, losses: 1 });
    expect(a.decks.map((d) => [d.name, d.wins, d.losses, d.ties, d.matchesWithoutGames])).toEqual([
      // Both have 2 counted matches; Gardy's gameless match puts it first.
      ['Gardy', 0, 1, 1, 1],
      ['Zard', 2, 0, 0, 0],
    ]);
    // Weeks from 9 Feb to 20 Apr (Mondays 2026-02-09 … 2026-04-20): 11 buckets, running record at the end 2-1-1.
    expect(a.overTime).toHaveLength(11);
    expect(a.overTime[0]!.period).toBe('2026-02-09');
    expect(a.overTime.at(-1)!.cumulative).toMatchObject({ wins: 2, losses: 1, ties: 1 });
    expect(tcgAnalyticsSchema.parse(a)).toEqual(a);
  });

  it('does not depend on the order of the input: names are spelled as in the newest match', () => {
    const forwards = tcgPersonalAnalytics(matches, { query: query(), seasons });
    const backwards = tcgPersonalAnalytics([...matches].reverse(), { query: query(), seasons });
    expect(backwards).toEqual(forwards);
    // 'lugia' (2 March) is newer than 'Lugia' (10 February).
    expect(forwards.matchups.rows[0]!.opponentDeck).toBe('lugia');
    const sameDay = [
      {
        _id: 'a',
        deckName: 'X',
        opponentDeck: 'Old',
        date: '2026-01-01',
        createdAt: '2026-01-01T09:00:00.000Z',
        games: [W],
      },
      {
        _id: 'b',
        deckName: 'X',
        opponentDeck: 'OLD',
        date: '2026-01-01',
        createdAt: '2026-01-01T10:00:00.000Z',
        games: [W],
      },
      {
        _id: 'd',
        deckName: 'X',
        opponentDeck: 'old',
        date: '2026-01-01',
        createdAt: '2026-01-01T08:00:00.000Z',
        games: [W],
      },
    ];
    // Newest createdAt first ('OLD'); with equal createdAt, the greater _id.
    expect(tcgPersonalAnalytics(sameDay, { query: query() }).matchups.rows[0]!.opponentDeck).toBe('OLD');
    const tied = sameDay.map((m) => ({ ...m, createdAt: '2026-01-01T10:00:00.000Z' }));
    expect(tcgPersonalAnalytics(tied, { query: query() }).matchups.rows[0]!.opponentDeck).toBe('old');
    expect(tcgPersonalAnalytics([...tied].reverse(), { query: query() }).matchups.rows[0]!.opponentDeck).toBe('old');
  });

  it('applies the tie convention to every record', () => {
    const third = tcgPersonalAnalytics(matches, { query: query({ convention: 'third' }), seasons });
    expect(third.overview.overall.rate).toBeCloseTo((2 + 1 / 3) / 4, 12);
    expect(third.matchups.rows[1]!.rate).toBeCloseTo(1 / 3 / 2, 12);
    expect(third.decks[0]!.rate).toBeCloseTo(1 / 3 / 2, 12);
    expect(third.overTime.at(-1)!.cumulative.rate).toBeCloseTo((2 + 1 / 3) / 4, 12);
    const exclude = tcgPersonalAnalytics(matches, { query: query({ convention: 'exclude' }), seasons });
    expect(exclude.overview.overall.rate).toBeCloseTo(2 / 3, 12);
    expect(exclude.matchups.rows[1]!.rate).toBe(0);
  });

  it('filters by season, best-of and deck', () => {
    const spring = tcgPersonalAnalytics(matches, { query: query({ seasonId: SEASON }), seasons });
    expect(spring.filteredMatches).toBe(3); // 2, 3, 4
    expect(spring.overview.overall).toMatchObject({ wins: 1, losses: 1, ties: 1 });
    const bo3 = tcgPersonalAnalytics(matches, { query: query({ bestOf: '3' }), seasons });
    expect(bo3.filteredMatches).toBe(2);
    expect(bo3.overview.overall).toMatchObject({ wins: 1, losses: 0, ties: 1 });
    const deck = tcgPersonalAnalytics(matches, { query: query({ deckId: DECK, from: '2026-03-01' }), seasons });
    expect(deck.filteredMatches).toBe(1);
    expect(deck.decks).toHaveLength(1);
    expect(deck.decks[0]).toMatchObject({ deckId: DECK, wins: 1 });
  });

  it('keeps nothing for an unknown season or an empty window', () => {
    const unknown = tcgPersonalAnalytics(matches, {
      query: query({ seasonId: '33333333-3333-4333-8333-333333333333' }),
      seasons,
    });
    expect(unknown).toMatchObject({ totalMatches: 5, filteredMatches: 0, overTime: [], decks: [] });
    expect(unknown.overview.overall.rate).toBeNull();
    const outside = tcgPersonalAnalytics(matches, { query: query({ seasonId: SEASON, to: '2026-02-28' }), seasons });
    expect(outside.filteredMatches).toBe(0);
  });

  it('answers for no matches at all', () => {
    const empty = tcgPersonalAnalytics([], { query: query() });
    expect(empty).toMatchObject({ totalMatches: 0, filteredMatches: 0, overTime: [], decks: [] });
    expect(empty.matchups).toEqual({ rows: [], matchesWithoutGames: 0 });
    expect(empty.splits.all.rate).toBeNull();
  });

  it('uses month buckets when asked', () => {
    const months = tcgPersonalAnalytics(matches, { query: query({ granularity: 'month' }), seasons });
    expect(months.overTime.map((p) => [p.period, p.wins, p.losses, p.ties])).toEqual([
      ['2026-02-01', 1, 0, 0],
      ['2026-03-01', 1, 0, 0],
      ['2026-04-01', 0, 1, 1],
    ]);
  });
});

describe('recordOverTimeOfDays', () => {
  it('equals recordOverTime over the matches the day tallies count', () => {
    // Counted matches by day: 2026-02-10 W; 2026-03-02 W; 2026-04-15 T; 2026-04-20 L (match 5 has no games).
    const days = [
      { day: '2026-04-20', wins: 0, losses: 1, ties: 0 },
      { day: '2026-02-10', wins: 1, losses: 0, ties: 0 },
      { day: '2026-03-02', wins: 1, losses: 0, ties: 0 },
      { day: '2026-04-15', wins: 0, losses: 0, ties: 1 },
      { day: '2026-06-01', wins: 0, losses: 0, ties: 0 }, // nothing counted that day: no bucket
      { day: null, wins: 3, losses: 0, ties: 0 }, // no day: in no period
    ];
    for (const granularity of ['week', 'month'] as const) {
      for (const convention of ['loss', 'third', 'exclude'] as const) {
        expect(recordOverTimeOfDays(days, granularity, convention)).toEqual(
          recordOverTime(matches, granularity, convention),
        );
      }
    }
    expect(recordOverTimeOfDays([], 'week')).toEqual([]);
  });
});
