/**
 * Result-only matches (issue 15: `recordedResult`, games not known): every match-level reading honours the recorded
 * result, and game-level statistics skip the match (no games, nothing divided by zero).
 */
import { describe, expect, it } from 'vitest';
import {
  analyticsQuerySchema,
  groupStats,
  isResultOnly,
  listResult,
  matchOutcome,
  matchScore,
  matchTally,
  matchupStats,
  matchupTable,
  RECORDED_RESULT_NO_GAMES,
  record,
  recordedResultOf,
  recordOverTime,
  recordOverview,
  RESULT_ONLY_SCORE,
  tcgMatchesToCsv,
  tcgMatchInputSchema,
  tcgPersonalAnalytics,
  trend,
  vgcMatchesToCsv,
  vgcMatchInputSchema,
  vgcPersonalAnalytics,
} from '../src/index.ts';
import { vgcTeamBreakdown } from '../src/analytics/vgcTeamBreakdown.ts';
import { csvResult, groupResult } from '../src/rules/matchResult.ts';

const g = (...results: string[]) => results.map((result) => ({ result }));
const won = { recordedResult: 'win', games: [] };
const lost = { recordedResult: 'loss', games: [] };
const tied = { recordedResult: 'tie', games: [] };

describe('matchTally and the readings of a recorded result', () => {
  it('tallies a recorded result as win 1-0, loss 0-1, tie 1-1; games otherwise', () => {
    expect(matchTally(won)).toEqual({ wins: 1, losses: 0 });
    expect(matchTally(lost)).toEqual({ wins: 0, losses: 1 });
    expect(matchTally(tied)).toEqual({ wins: 1, losses: 1 });
    expect(matchTally({ games: g('win', 'loss', 'win') })).toEqual({ wins: 2, losses: 1 });
    expect(matchTally({ recordedResult: null, games: g('loss') })).toEqual({ wins: 0, losses: 1 });
    expect(matchTally({})).toEqual({ wins: 0, losses: 0 });
  });

  it('reads only win, loss and tie as a recorded result; anything else leaves the games to decide', () => {
    expect(recordedResultOf({ recordedResult: 'WIN' })).toBeNull();
    expect(recordedResultOf({ recordedResult: '' })).toBeNull();
    expect(isResultOnly({ recordedResult: 'draw' })).toBe(false);
    expect(isResultOnly(tied)).toBe(true);
    expect(matchTally({ recordedResult: 'draw', games: g('win') })).toEqual({ wins: 1, losses: 0 });
  });

  it('a valid recorded result wins over stray games in stored data', () => {
    expect(matchOutcome({ recordedResult: 'loss', games: g('win', 'win') })).toBe('loss');
  });

  it.each([
    // match, list, outcome, group, csv (Bo3), csv (Bo1)
    [won, 'win', 'win', 'win', 'Win', 'Win'],
    [lost, 'loss', 'loss', 'loss', 'Loss', 'Loss'],
    [tied, 'loss', 'tie', 'tie', 'Tie', 'Tie'],
  ] as const)('%j → list %s, outcome %s, group %s, csv %s / %s', (match, list, outcome, group, bo3, bo1) => {
    expect(listResult(match)).toBe(list);
    expect(matchOutcome(match)).toBe(outcome);
    expect(groupResult(match)).toBe(group);
    expect(csvResult({ ...match, format: 'Bo3' })).toBe(bo3);
    expect(csvResult({ ...match, bestOf: 3 })).toBe(bo3);
    expect(csvResult({ ...match, format: 'Bo1' })).toBe(bo1);
  });

  it("matchScore of a result-only match is 'Result only', never its tally", () => {
    expect(RESULT_ONLY_SCORE).toBe('Result only');
    expect(matchScore(won)).toBe('Result only');
    expect(matchScore({ ...tied, matchScore: '1-1' })).toBe('Result only');
    expect(matchScore({ games: g('win', 'loss', 'win') })).toBe('2-1');
    expect(matchScore({ recordedResult: null, games: [] })).toBe('0-0');
  });
});

describe('records, trend and matchups count a recorded result', () => {
  it('record and matchups: a recorded win is won, a recorded tie is a tie (issue 29), not won', () => {
    expect(record([won, lost, tied, { games: g('win') }])).toEqual({
      wins: 2,
      losses: 1,
      ties: 1,
      matches: 4,
      winRate: 50,
    });
    const stats = matchupStats([
      { ...won, opponentDeck: 'Lugia' },
      { ...tied, opponentDeck: 'lugia' },
    ]);
    expect(stats).toEqual([{ opponentDeck: 'Lugia', wins: 1, losses: 1, matches: 2, winRate: 50 }]);
  });

  it('trend reads recorded results', () => {
    const recentWins = Array.from({ length: 10 }, () => won);
    const earlierLosses = Array.from({ length: 10 }, () => lost);
    expect(trend([...recentWins, ...earlierLosses])).toBe('up');
  });

  it('group statistics count a recorded tie as a tie and not as a match without games', () => {
    expect(groupStats([won, tied, lost, { games: [] }], [])).toEqual({
      matches: 3,
      wins: 1,
      losses: 1,
      ties: 1,
      winRate: 33,
    });
  });

  it('the analytics record, record over time and matchup table count result-only matches', () => {
    const matches = [
      { ...won, opponentDeck: 'Lugia', date: '2026-03-02' },
      { ...tied, opponentDeck: 'Lugia', date: '2026-03-03' },
      { games: [], opponentDeck: 'Lugia', date: '2026-03-04' },
    ];
    const overview = recordOverview(matches);
    expect(overview.overall).toMatchObject({ wins: 1, losses: 0, ties: 1, matches: 2, matchesWithoutGames: 1 });
    const [week] = recordOverTime(matches, 'week');
    expect(week).toMatchObject({ wins: 1, ties: 1, matches: 2 });
    const table = matchupTable(matches);
    expect(table.rows[0]).toMatchObject({ opponentDeck: 'Lugia', wins: 1, ties: 1, matches: 2 });
    expect(table.matchesWithoutGames).toBe(1);
  });
});

describe('personal TCG analytics with result-only matches', () => {
  const DECK = '11111111-1111-4111-8111-111111111111';
  const matches = [
    { ...won, deckId: DECK, deckName: 'Zard', opponentDeck: 'Lugia', format: 'Bo3', date: '2026-03-02' },
    { ...tied, deckId: DECK, deckName: 'Zard', opponentDeck: 'Lugia', format: 'Bo3', date: '2026-03-02' },
    { ...lost, deckId: DECK, deckName: 'Zard', opponentDeck: 'Gardy', format: 'Bo3', date: '2026-03-02' },
  ];
  const analytics = tcgPersonalAnalytics(matches, { query: analyticsQuerySchema.parse({}) });

  it('counts them in every record', () => {
    expect(analytics.overview.overall).toMatchObject({ wins: 1, losses: 1, ties: 1, matchesWithoutGames: 0 });
    expect(analytics.matchups.rows.map((r) => [r.opponentDeck, r.wins, r.losses, r.ties])).toEqual([
      ['Lugia', 1, 0, 1],
      ['Gardy', 0, 1, 0],
    ]);
    expect(analytics.decks[0]).toMatchObject({ name: 'Zard', wins: 1, losses: 1, ties: 1, matchesWithoutGames: 0 });
  });

  it('counts no game in the game-level figures, and divides nothing by zero', () => {
    expect(analytics.splits.all).toMatchObject({ games: 0, rate: null });
    expect(analytics.splits.goingFirst.first).toMatchObject({ games: 0, rate: null });
    expect(analytics.splits.bo3.game1.games).toBe(0);
    expect(analytics.prizeRace.games).toBe(0);
    expect(JSON.stringify(analytics)).not.toMatch(/NaN|Infinity/);
  });
});

describe('personal VGC analytics with result-only matches', () => {
  const team = { _id: 'local_t1', name: 'Sun', pokemon: [{ species: 'Incineroar', moves: ['Fake Out'] }] };
  const matches = [
    { _id: 'a', teamId: 'local_t1', format: 'Reg G', date: '2025-02-03', bestOf: 3, ...won },
    { _id: 'b', teamId: 'local_t1', format: 'Reg G', date: '2025-02-04', bestOf: 3, ...tied },
    {
      _id: 'c',
      teamId: 'local_t1',
      format: 'Reg G',
      date: '2025-02-05',
      bestOf: 1,
      games: [{ result: 'loss', leadPokemon: ['Incineroar'], broughtPokemon: ['Incineroar'] }],
    },
  ];
  const analytics = vgcPersonalAnalytics(matches, { query: analyticsQuerySchema.parse({}), teams: [team] });

  it('counts them in the records and the team rows', () => {
    expect(analytics.overview.overall).toMatchObject({ wins: 1, losses: 1, ties: 1, matchesWithoutGames: 0 });
    const [row] = vgcTeamBreakdown(matches, [team]);
    expect(row).toMatchObject({ wins: 1, losses: 1, ties: 1, matches: 3, matchesWithoutGames: 0 });
  });

  it('leaves them out of the game-level usage, leads and Tera, without NaN', () => {
    expect(analytics.usage.games).toBe(1);
    expect(analytics.usage.brought.find((r) => r.pokemon === 'Incineroar')).toMatchObject({ games: 1 });
    expect(analytics.opponentLeads.games).toBe(1);
    expect(analytics.tera.recordedGames).toBe(0);
    expect(JSON.stringify(analytics)).not.toMatch(/NaN|Infinity/);
  });
});

describe('CSV export of result-only matches', () => {
  it('TCG: the recorded result as matchResult, gameScore N/A, no games', () => {
    const csv = tcgMatchesToCsv([
      { _id: 'm1', opponentDeck: 'Lugia', format: 'Bo3', date: '2026-03-02', ...won },
      { _id: 'm2', opponentDeck: 'Lugia', format: 'Bo3', date: '2026-03-02', ...tied },
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe('m1,Lugia,3,2026-03-02,,N/A,Win,N/A,0,0,0,0,' + Array(10).fill('N/A').join(','));
    expect(second!.split(',').slice(6, 8)).toEqual(['Tie', 'N/A']);
  });

  it('VGC: Result and Score likewise', () => {
    const csv = vgcMatchesToCsv([{ date: '2025-02-03', opponentName: 'Ash', format: 'Reg G', bestOf: 3, ...lost }]);
    const row = csv.split('\r\n')[1]!.split(',');
    expect(row.slice(0, 6)).toEqual(['2025-02-03', 'Ash', 'Reg G', '3', 'Loss', 'N/A']);
  });
});

describe('input: a recorded result has no games', () => {
  const tcg = { deckName: 'Zard', opponentDeck: 'Lugia', format: 'Bo3', date: '2026-03-02' };
  const vgc = { playerTeam: ['Incineroar'], bestOf: 3, date: '2025-02-03' };

  it('accepts a result-only Bo3 without games (the game-count rules do not apply)', () => {
    expect(tcgMatchInputSchema.parse({ ...tcg, recordedResult: 'tie' })).toMatchObject({
      recordedResult: 'tie',
      games: [],
    });
    expect(vgcMatchInputSchema.parse({ ...vgc, recordedResult: 'win' })).toMatchObject({
      recordedResult: 'win',
      games: [],
    });
    expect(tcgMatchInputSchema.parse({ ...tcg, games: g('win', 'win') }).recordedResult).toBeNull();
  });

  it('refuses games with a recorded result, at games', () => {
    for (const [schema, body] of [
      [tcgMatchInputSchema, tcg],
      [vgcMatchInputSchema, vgc],
    ] as const) {
      const parsed = schema.safeParse({ ...body, recordedResult: 'win', games: g('win', 'win') });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues).toContainEqual(
        expect.objectContaining({ path: ['games'], message: RECORDED_RESULT_NO_GAMES }),
      );
    }
  });
});
